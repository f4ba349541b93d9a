// Who WebAuthn ceremonies are for: the configured RP id (else the request's host name, e.g.
// "localhost" in development) and the accepted page origins (the request's own origin plus
// the configured allowedOrigins). Links in emails use the same origin.
import type { FastifyRequest } from 'fastify';
import type { RelyingParty } from './webauthn';

export interface RelyingPartyConfig {
  /** Fixed RP id (production: the site's registrable domain). */
  readonly rpId?: string | undefined;
  /** Origins besides the request's own (a separately served client). */
  readonly allowedOrigins: readonly string[];
}

/** scheme://host of the request (the Host header, as the browser addressed us). */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.headers.host ?? 'localhost';
  return `${request.protocol}://${host}`;
}

/** An absolute link to a client page with a token, on the origin the request came to. */
export function linkTo(request: FastifyRequest, path: string, token: string): string {
  return `${requestOrigin(request)}${path}?token=${encodeURIComponent(token)}`;
}

export function relyingPartyFor(config: RelyingPartyConfig) {
  return (request: FastifyRequest): RelyingParty => {
    const own = requestOrigin(request);
    let hostname = 'localhost';
    try {
      hostname = new URL(own).hostname;
    } catch {
      // A malformed Host header: keep localhost, the origin check will refuse anyway.
    }
    return { rpId: config.rpId ?? hostname, origins: [own, ...config.allowedOrigins] };
  };
}
