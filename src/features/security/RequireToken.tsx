// Pages that need a signed-in session but not the main layout (forced flows, spec 8): a
// session is restricted there, so the full session data is not loaded.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../tab/react/hooks';
import { AppSkeleton } from '../shell/Skeletons';

export function RequireToken({ children }: { readonly children: ReactNode }) {
  const token = useSession((s) => s.token);
  const coreLink = useSession((s) => s.coreLink);
  const location = useLocation();
  // A new tab learns the session another tab holds when it attaches: wait for that.
  if (!token && coreLink === 'connecting') return <AppSkeleton />;
  if (!token) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <>{children}</>;
}
