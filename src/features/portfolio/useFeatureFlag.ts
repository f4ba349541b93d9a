import { useSessionData } from '../../tab/react/hooks';

/** A feature flag of the institution (spec 6), as the session loaded it. */
export function useFeatureFlag(name: string): boolean {
  return useSessionData().config.feature_flags[name] === true;
}
