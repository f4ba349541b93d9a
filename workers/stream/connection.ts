// Spec 4 "Streaming connections": the order connection (the REST side answers) and the
// streaming connection (the socket is authenticated and healthy), each with initialized and
// error flags, and the trading error kind derived from them.
import type { ConnectionState, Millis, ServerMillis, TradingErrorKind } from '../types';
import type { SocketState } from './transport/socket';

export interface ConnectionFacts {
  /** A REST exchange of the core's own (clock sample, periodic sync) ever succeeded. */
  readonly orderSeen: boolean;
  /** The latest such exchange failed to reach the server. */
  readonly orderFailing: boolean;
  readonly socket: SocketState;
  /** The socket is authenticated now. */
  readonly socketReady: boolean;
  /** The server refused the session on the stream, or the sync says streaming is off. */
  readonly streamingDisabled: boolean;
  /** Whether the core wants a socket at all (topics held and signed in). */
  readonly streamingWanted: boolean;
  readonly updatesPerSecond: number;
  readonly lastServerTime: ServerMillis | null;
  readonly reconnects: number;
  readonly resyncs: number;
  /** Decaying average of the stream's ping round trip; null before the first pong. */
  readonly lagMillis: Millis | null;
}

export function tradingError(facts: ConnectionFacts): TradingErrorKind {
  if (facts.streamingDisabled) return 'StreamingDisabled';
  if (facts.orderFailing) return 'ConnectionError';
  if (facts.streamingWanted && !facts.socketReady) {
    // Still opening for the first time is not an error; a drop being repaired is.
    if (facts.socket === 'reconnecting' || facts.socket === 'closed') return 'ConnectionError';
  }
  return 'None';
}

export function connectionState(facts: ConnectionFacts): ConnectionState {
  return {
    order: { initialized: facts.orderSeen, error: facts.orderFailing },
    streaming: {
      initialized: facts.socketReady,
      error: facts.streamingDisabled || facts.socket === 'reconnecting',
    },
    tradingError: tradingError(facts),
    socket: facts.socket,
    updatesPerSecond: facts.updatesPerSecond,
    lastServerTime: facts.lastServerTime,
    reconnects: facts.reconnects,
    resyncs: facts.resyncs,
    lagMillis: facts.lagMillis,
  };
}
