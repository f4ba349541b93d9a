// Saves the current route as the user's last screen a moment after each navigation
// (src/tab/lastState.ts); LandingRedirect brings the user back to it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { restorableRoute, SAVE_AFTER_MILLIS, saveLastStateCall } from '../../tab/lastState';
import { useMutation } from '../../tab/react/query';

export function useLastUserState(): void {
  const { pathname, search } = useLocation();
  const { run } = useMutation();
  useEffect(() => {
    const route = restorableRoute({ route: `${pathname}${search}` });
    if (route === null) return undefined;
    const t = window.setTimeout(() => void run(saveLastStateCall(route), {}), SAVE_AFTER_MILLIS);
    return () => window.clearTimeout(t);
  }, [pathname, search, run]);
}
