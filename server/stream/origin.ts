// Cross-site WebSocket hijacking guard. A browser always sends Origin on a WebSocket
// handshake; it must be listed or be this server's own origin (its host equals the request's
// Host header). Clients that send no Origin are not browsers (they could forge any header
// anyway) and still have to authenticate with a session token.
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.has(origin)) return true;
  if (host === undefined || host === '') return false;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
