// Thin React bindings over the framework-free tab stores.
import { useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionData } from '../sessionTypes';
import type { SessionState } from '../sessionStore';
import type { Shell } from '../shell';
import { ShellContext } from './ShellProvider';

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside <ShellProvider>');
  return shell;
}

export function useSession<T>(select: (s: SessionState) => T): T {
  return useStore(useShell().session, select);
}

/** The loaded session; only valid below the guard, which renders nothing until it is ready. */
export function useSessionData(): SessionData {
  const session = useSession((s) => s.session);
  if (session.status !== 'ready') throw new Error('useSessionData above the session guard');
  return session.value;
}
