// Ends the session: tells the server (best effort), every tab, and clears this tab.
import type { CoreClient } from '../../workers/api';
import type { ToastStore } from './toastStore';
import { applyToken } from './sessionActions';
import type { SessionStore } from './sessionStore';
import type { TabEnv } from './tabEnv';

export async function signOut(
  core: Pick<CoreClient, 'request' | 'setSession'>,
  session: SessionStore,
  toasts: ToastStore,
  env: TabEnv,
): Promise<void> {
  if (session.getState().token !== null) {
    try {
      await core.request({
        method: 'POST',
        path: '/api/logout',
        hideAlertOnError: true,
        bypassBlock: true,
      });
    } catch {
      // Already expired or offline: the local sign-out below still happens.
    }
  }
  try {
    await core.setSession(null);
  } catch {
    // The core is gone; this tab still forgets the session.
  }
  applyToken(session, env, null);
  session.setState({ blockingNotice: null });
  toasts.clear();
}
