// What the health indicator says: a pure reading of the connection state.
import type { ConnectionState } from '../../../workers/api';

export type HealthTone = 'live' | 'warning' | 'offline' | 'idle';

export interface HealthStatus {
  readonly label: 'Live' | 'Connecting' | 'Reconnecting' | 'Resyncing' | 'Offline' | 'Idle';
  readonly tone: HealthTone;
}

/**
 * - no state yet, or the socket is connecting → Connecting (amber);
 * - reconnecting → Reconnecting (amber); closed, or a connection error → Offline (red);
 * - open while a book of this tab resyncs → Resyncing (amber); open → Live (teal);
 * - idle (no stream is needed yet) → Idle (grey).
 */
export function healthStatus(c: ConnectionState | null, resyncing: boolean): HealthStatus {
  if (c === null) return { label: 'Connecting', tone: 'warning' };
  switch (c.socket) {
    case 'idle':
      return { label: 'Idle', tone: 'idle' };
    case 'connecting':
      return { label: 'Connecting', tone: 'warning' };
    case 'reconnecting':
      return { label: 'Reconnecting', tone: 'warning' };
    case 'closed':
      return { label: 'Offline', tone: 'offline' };
    case 'open':
      if (c.tradingError === 'ConnectionError') return { label: 'Offline', tone: 'offline' };
      return resyncing ? { label: 'Resyncing', tone: 'warning' } : { label: 'Live', tone: 'live' };
  }
}
