// Applies the core's event frames to the tab: stores, router, modals, page reload.
import type { CoreEvent } from '../../workers/api';
import type { ToastStore } from './toastStore';
import { applyToken } from './sessionActions';
import type { SessionStore } from './sessionStore';
import type { TabEnv } from './tabEnv';

export interface FrameTargets {
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly env: TabEnv;
  /** In-app navigation (the router). */
  navigate(to: string): void;
  /** Leaves the app for another site. */
  assign(url: string): void;
  reload(): void;
  currentPath(): string;
}

/** Routes where losing the session needs no redirect: the user is already signing in or out. */
const SIGNED_OUT_ROUTES = new Set(['/login', '/logout']);

export function applyFrame(events: readonly CoreEvent[], t: FrameTargets): void {
  // A frame that names a destination (e.g. /logout after a 401) wins over the
  // generic "signed out → /login" rule.
  const navigates = events.some((e) => e.kind === 'navigate');
  for (const e of events) applyEvent(e, t, navigates);
}

function applyEvent(e: CoreEvent, t: FrameTargets, frameNavigates: boolean): void {
  switch (e.kind) {
    case 'toast':
      t.toasts.show(e.text, e.tone);
      return;
    case 'navigate':
      if (e.external) t.assign(e.to);
      else if (e.to !== t.currentPath()) t.navigate(e.to);
      return;
    case 'session':
      applyToken(t.session, t.env, e.token);
      if (e.token === null && !frameNavigates && !SIGNED_OUT_ROUTES.has(t.currentPath())) {
        t.navigate('/login');
      }
      return;
    case 'sync':
      t.session.setState({ sync: e.sync });
      return;
    case 'blockingNotice':
      t.session.setState({ blockingNotice: { title: e.title, message: e.message } });
      return;
    case 'blockingNoticeCleared':
      t.session.setState({ blockingNotice: null });
      return;
    case 'refreshPrompt':
      t.session.setState({ refreshPrompt: true });
      return;
    case 'requestsBlocked':
      t.session.setState({ requestsBlocked: e.blocked });
      return;
    case 'reload':
      t.reload();
      return;
  }
}
