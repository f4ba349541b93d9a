// What the engine's parts share: the database, the clock, the audit log and the registered
// kinds. The engine builds one; the parts take it instead of reaching into the class.
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../auth/clock';
import type { AuditLog } from '../audit/audit';
import type { Database } from '../db/schema';
import type { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { AfterCommit, KindDefinition } from './definitions';
import type { MemberMessage } from './events';

export type Tx = Transaction<Database>;

export interface EngineContext {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly log: FastifyBaseLogger;
  readonly audit: AuditLog;
  readonly mailer: Mailer;
  readonly definitions: ReadonlyMap<string, KindDefinition>;
  /** Stream sockets of sessions an executor revoked are closed at once. */
  sessionsRevoked(sessionIds: readonly number[]): void;
}

/** What a request transaction hands back to be published and answered after its commit. */
export interface TxOutcome {
  readonly messages: MemberMessage[];
  readonly afterCommit?: AfterCommit | undefined;
  readonly error?: ApiError;
}
