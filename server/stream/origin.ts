// Cross-site WebSocket hijacking guard. A browser always sends Origin on a WebSocket
// handshake; it must be listed or be this server's own origin, compared as a whole origin:
// scheme, host and port (R-SECH-8). Clients that send no Origin are not browsers (they could
// forge any header anyway) and still have to authenticate with a session token.

/** scheme://host[:port] in URL's normal form (lower-case host, default port dropped), or null. */
export function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * `scheme` is how the browser reached this server: 'https' behind TLS (or a TLS-terminating
 * proxy saying so in X-Forwarded-Proto, a header a page cannot set on a WebSocket), else
 * 'http'.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: ReadonlySet<string>,
  scheme: 'http' | 'https',
): boolean {
  if (origin === undefined) return true;
  const sent = normalOrigin(origin);
  if (sent === null) return false;
  for (const listed of allowedOrigins) if (normalOrigin(listed) === sent) return true;
  if (host === undefined || host === '') return false;
  return normalOrigin(`${scheme}://${host}`) === sent;
}
