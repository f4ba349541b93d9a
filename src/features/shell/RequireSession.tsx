// The guard of every signed-in route: a token, then the loaded session (user, config,
// entities, accounts); pending users go to onboarding; spec 2.4's Contract Admin screen.
import { useContext, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { contractAdminUnassigned } from '../../tab/contractAdmin';
import { lastStateQuery } from '../../tab/lastState';
import { useSession, useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { loadSession } from '../../tab/sessionLoader';
import type { SessionData } from '../../tab/sessionTypes';
import { ContractAdminUnassigned } from './ContractAdminUnassigned';
import { AppSkeleton } from './Skeletons';
import './shell.css';

export type GuardArea = 'main' | 'onboarding';

export function onboardingPath(data: SessionData): string {
  return data.config.feature_flags['docusign_agreements'] === true
    ? '/onboarding/new_otc_institution_ds'
    : '/onboarding/new_otc_institution';
}

export function RequireSession({ area }: { readonly area: GuardArea }) {
  const shell = useShell();
  const token = useSession((s) => s.token);
  const session = useSession((s) => s.session);
  const coreLink = useSession((s) => s.coreLink);
  const location = useLocation();

  useEffect(() => {
    if (token && session.status === 'idle') void loadSession(shell.core, shell.session);
  }, [token, session.status, shell]);

  // A new tab learns the session another tab holds when it attaches: wait for that.
  if (!token && coreLink === 'connecting') return <AppSkeleton />;
  if (!token) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (session.status === 'error') {
    return (
      <main className="fullscreen-notice" data-testid="session-error">
        <div className="fullscreen-notice-card card">
          <h1>Could not load your session</h1>
          <p>{session.message}</p>
          <div className="area-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void loadSession(shell.core, shell.session)}
            >
              Try again
            </button>
            <a className="btn" href="/logout">
              Sign out
            </a>
          </div>
        </div>
      </main>
    );
  }
  if (session.status !== 'ready') return <AppSkeleton />;

  const data = session.value;
  if (contractAdminUnassigned(data.user, data.config.feature_flags))
    return <ContractAdminUnassigned />;
  const pending = data.user.status === 'pending';
  if (area === 'main' && pending) return <Navigate to={onboardingPath(data)} replace />;
  if (area === 'onboarding' && !pending) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** "/" goes to the user's landing page. */
export function LandingRedirect() {
  const session = useSession((s) => s.session);
  // The user's last screen (spec 7.3 save_last_user_state) wins over the landing page.
  const last = useQuery(lastStateQuery).data;
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const landing = session.status === 'ready' ? session.value.user.landing_page : null;
  const target =
    last.status === 'loading'
      ? null
      : ((last.status === 'ready' ? last.value : null) ??
        (landing && landing.startsWith('/') && landing !== '/' && !landing.startsWith('//')
          ? landing
          : '/trading/rfq'));
  useEffect(() => {
    if (target === null) return;
    // A tab clicked while the last screen loaded has moved the router on already; its screen may
    // still be loading (a transition keeps "/" mounted meanwhile). That click wins.
    if (router && router.state.location.pathname !== '/') return;
    void navigate(target, { replace: true });
  }, [target, navigate, router]);
  return null;
}
