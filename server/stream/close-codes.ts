// WebSocket close codes of the stream gateway (docs/stream-protocol.md). 4xxx: the client did
// something wrong or could not keep up; 1001: the server is going away (drain, shutdown).
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_MALFORMED_FRAME = 4000;
export const CLOSE_UNAUTHENTICATED = 4001;
export const CLOSE_AUTH_FAILED = 4003;
export const CLOSE_SLOW_CONSUMER = 4008;
export const CLOSE_RATE_LIMITED = 4029;

/** Codes a caller may pass to closeAll (RFC 6455 sendable ones). */
export function isSendableCloseCode(code: number): boolean {
  return (
    Number.isInteger(code) &&
    ((code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
      (code >= 3000 && code <= 4999))
  );
}
