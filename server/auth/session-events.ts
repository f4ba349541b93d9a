// Session revocations: routes revoke sessions, and every stream gateway closes those
// sessions' sockets. They travel the bus's durable stream (issue 20, docs/scale-out.md), so on
// a cluster a revocation made through one gateway reaches the gateways holding the sockets,
// also one that was briefly away (it follows from the sequence it had reached).
import { randomUUID } from 'node:crypto';
import type { Bus } from '../bus/bus';

export const SESSIONS_REVOKED_SUBJECT = 'ev.sessions.revoked';

export interface SessionEvents {
  revoked(sessionIds: readonly number[]): void;
  onRevoked(listener: (sessionIds: readonly number[]) => void): void;
}

/** In-memory only (tests that build one service without a venue). */
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

/** Revocations over the bus; `onError` hears a failed append or a bad message. */
export function busSessionEvents(bus: Bus, onError: (error: unknown) => void): SessionEvents {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    revoked(ids) {
      if (ids.length === 0) return;
      bus
        .append(SESSIONS_REVOKED_SUBJECT, encoder.encode(JSON.stringify(ids)), randomUUID())
        .catch(onError);
    },
    onRevoked(listener) {
      // From the next revocation on: sockets opened before this listener existed do not exist.
      void bus
        .lastSeq()
        .then((seq) =>
          bus.follow(SESSIONS_REVOKED_SUBJECT, seq + 1, (m) => {
            const ids: unknown = JSON.parse(decoder.decode(m.data));
            if (Array.isArray(ids))
              listener(ids.filter((id): id is number => Number.isInteger(id)));
          }),
        )
        .catch(onError);
    },
  };
}
