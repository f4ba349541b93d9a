// A late-bound hook: routes revoke sessions before the stream gateway exists, and the gateway
// closes those sessions' sockets once it is wired in (app.ts).
export interface SessionEvents {
  revoked(sessionIds: readonly number[]): void;
  onRevoked(listener: (sessionIds: readonly number[]) => void): void;
}

export function createSessionEvents(): SessionEvents {
  const listeners: ((ids: readonly number[]) => void)[] = [];
  return {
    revoked(ids) {
      if (ids.length === 0) return;
      for (const listener of listeners) listener(ids);
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
  };
}
