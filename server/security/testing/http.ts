// Small request helpers for the account-security server tests: JSON calls with CSRF, an optional
// bearer token, a chosen client IP and a fixed Host (the page origin WebAuthn checks).
import type { LightMyRequestResponse } from 'fastify';
import { readOutbox } from '../../mail/outbox';
import { bearer, csrfHeaders, type TestVenue } from '../../testing/test-app';

export const TEST_HOST = 'localhost:5173';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function caller(venue: TestVenue) {
  const headers = (opts: CallOptions) => ({
    host: TEST_HOST,
    ...(opts.token ? bearer(opts.token) : {}),
    ...opts.headers,
  });
  return {
    post(url: string, payload?: unknown, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
      return venue.app.inject({
        method: 'POST',
        url,
        headers: { ...csrfHeaders(), ...headers(opts) },
        ...(payload === undefined ? {} : { payload: payload as object }),
        remoteAddress: opts.ip ?? '10.20.0.1',
      });
    },
    put(url: string, payload: unknown, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
      return venue.app.inject({
        method: 'PUT',
        url,
        headers: { ...csrfHeaders(), ...headers(opts) },
        payload: payload as object,
        remoteAddress: opts.ip ?? '10.20.0.1',
      });
    },
    get(url: string, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
      return venue.app.inject({
        method: 'GET',
        url,
        headers: headers(opts),
        remoteAddress: opts.ip ?? '10.20.0.1',
      });
    },
  };
}

/** The newest email to `email` whose text matches, e.g. a link with a token. */
export async function latestMail(venue: TestVenue, email: string): Promise<string> {
  const messages = await readOutbox(venue.outboxDir, email);
  return messages[messages.length - 1]?.text ?? '';
}

export async function latestToken(venue: TestVenue, email: string): Promise<string> {
  const match = /token=([A-Za-z0-9_-]+)/.exec(await latestMail(venue, email));
  if (!match?.[1]) throw new Error(`no token mailed to ${email}`);
  return match[1];
}
