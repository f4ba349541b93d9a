// Tunables of the stream gateway (AppOptions.stream overrides any of them).
export interface StreamLimits {
  /** Topics one connection may hold at once. */
  readonly maxSubscriptions: number;
  /** Server Heartbeat period; also the period of WebSocket pings and session re-checks. */
  readonly heartbeatMillis: number;
  /** Time a new connection has to authenticate. */
  readonly authTimeoutMillis: number;
  /** Largest client frame accepted; larger ones are MALFORMED_FRAME. */
  readonly maxFrameBytes: number;
  /** Above this many bytes waiting in a socket, its market data is dropped (books resync). */
  readonly slowConsumerBytes: number;
  /** Below this many waiting bytes a slow consumer gets fresh snapshots and data again. */
  readonly resumeBelowBytes: number;
  /** A socket with more than this waiting is closed (4008); bounds memory per connection. */
  readonly dropConsumerBytes: number;
  /** Open connections at once; more are refused at the upgrade (503). */
  readonly maxConnections: number;
  /** Client messages per second (token bucket, burst twice that); more close with 4029. */
  readonly messagesPerSecond: number;
  /** Client messages held while an Auth is being checked. */
  readonly maxPendingWhileAuthenticating: number;
  /** An open connection's session is checked again this often (revoked or expired: 4003). */
  readonly sessionRecheckMillis: number;
  /** WebSocket pings left unanswered before a peer is dropped as dead. */
  readonly missedPongs: number;
  /** Private updates kept per subaccount for clients that resume by sequence (PrivateTail). */
  readonly privateTailUpdates: number;
  /** Subaccounts whose recent private updates are kept (least recently updated let go). */
  readonly privateTailSubaccounts: number;
  /** Bytes of private updates kept in all (least recently updated subaccounts let go). */
  readonly privateTailBytes: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxSubscriptions: 100,
  heartbeatMillis: 5000,
  authTimeoutMillis: 5000,
  maxFrameBytes: 64 * 1024,
  slowConsumerBytes: 1024 * 1024,
  resumeBelowBytes: 256 * 1024,
  dropConsumerBytes: 8 * 1024 * 1024,
  maxConnections: 1000,
  messagesPerSecond: 100,
  maxPendingWhileAuthenticating: 256,
  sessionRecheckMillis: 60_000,
  missedPongs: 3,
  privateTailUpdates: 256,
  privateTailSubaccounts: 10_000,
  privateTailBytes: 64 * 1024 * 1024,
};
