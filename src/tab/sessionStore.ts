// Tab-side session state: the token, the loaded session data, and what the core's frames say.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PeriodicSync } from '../../workers/api';
import { idle, type Loadable } from './loadable';
import type { SessionData } from './sessionTypes';

export type CoreMode = 'shared' | 'dedicated';

export interface BlockingNotice {
  readonly title: string;
  readonly message: string;
}

/** Whether this tab has attached to the core yet; until then a missing token may still arrive. */
export type CoreLink = 'connecting' | 'attached' | 'failed';

export interface SessionState {
  readonly token: string | null;
  readonly coreLink: CoreLink;
  readonly coreMode: CoreMode | null;
  readonly session: Loadable<SessionData>;
  readonly sync: PeriodicSync | null;
  readonly requestsBlocked: boolean;
  readonly blockingNotice: BlockingNotice | null;
  readonly refreshPrompt: boolean;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(token: string | null): SessionStore {
  return createStore<SessionState>(() => ({
    token,
    coreLink: 'connecting',
    coreMode: null,
    session: idle,
    sync: null,
    requestsBlocked: false,
    blockingNotice: null,
    refreshPrompt: false,
  }));
}
