// What the issue 6 routes share: database, clock, mail, the secret box, the relying party
// of the request and the session-revocation hook.
import type { FastifyBaseLogger, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../auth/clock';
import type { SessionEvents } from '../auth/session-events';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { SecretBox } from '../security/secret-box';
import type { RelyingParty } from '../security/webauthn';

export interface SecurityDeps {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  readonly secrets: SecretBox;
  readonly authenticate: onRequestAsyncHookHandler;
  readonly relyingParty: (request: FastifyRequest) => RelyingParty;
  readonly sessions: SessionEvents;
}

/** Names people give things (keys): 1-64 characters, no control characters, trimmed. */
export const displayNameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern:
    '^[^\\s\\u0000-\\u001f\\u007f]([^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f])?$',
} as const;
