import { PROFILE_STEPS, type ScreenStep } from '../../tab/account/onboarding';

export const STEP_TITLES: Readonly<Record<ScreenStep, string>> = {
  ...(Object.fromEntries(PROFILE_STEPS.map((s) => [s.key, s.title])) as Record<
    (typeof PROFILE_STEPS)[number]['key'],
    string
  >),
  terms: 'Terms of use',
  sign: 'E-signature',
  review: 'Review and submit',
};
