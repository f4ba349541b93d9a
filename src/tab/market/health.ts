// What the health indicator says: a pure reading of the connection state.
import type { ConnectionState } from '../../../workers/api';

export type HealthTone = 'live' | 'warning' | 'offline' | 'idle';

export interface HealthStatus {
  readonly label: 'Live' | 'Connecting' | 'Reconnecting' | 'Resyncing' | 'Offline' | 'Idle';
  readonly tone: HealthTone;
}

const IDLE: HealthStatus = { label: 'Idle', tone: 'idle' };

/**
 * R-SHELL-35: one meaning on every page: the health of the live streams this page uses.
 * - no state yet, or the socket is connecting → Connecting (amber);
 * - reconnecting → Reconnecting (amber); closed, or a connection error → Offline (red);
 * - open while a book of this tab resyncs → Resyncing (amber); open → Live (teal);
 * - the page uses no live stream, or none is needed yet → Idle (grey).
 * Losing the socket is shown on every page: approvals and balances travel on it too.
 */
export function healthStatus(
  c: ConnectionState | null,
  resyncing: boolean,
  pageStreams: number,
): HealthStatus {
  if (c === null) return pageStreams === 0 ? IDLE : { label: 'Connecting', tone: 'warning' };
  switch (c.socket) {
    case 'idle':
      return IDLE;
    case 'connecting':
      return pageStreams === 0 ? IDLE : { label: 'Connecting', tone: 'warning' };
    case 'reconnecting':
      return { label: 'Reconnecting', tone: 'warning' };
    case 'closed':
      return { label: 'Offline', tone: 'offline' };
    case 'open':
      if (c.tradingError === 'ConnectionError') return { label: 'Offline', tone: 'offline' };
      if (pageStreams === 0) return IDLE;
      return resyncing ? { label: 'Resyncing', tone: 'warning' } : { label: 'Live', tone: 'live' };
  }
}
