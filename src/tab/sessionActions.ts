// Changes to the tab's session that several callers share (frames, sign-in, sign-out).
import { idle } from './loadable';
import type { SessionStore } from './sessionStore';
import { writeToken, type TabEnv } from './tabEnv';

/** Stores the token in sessionStorage and the store; a new or absent token drops loaded data. */
export function applyToken(store: SessionStore, env: TabEnv, token: string | null): void {
  writeToken(env, token);
  const prev = store.getState();
  if (prev.token === token) return;
  store.setState({ token, session: idle });
}
