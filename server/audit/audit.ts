// The audit log (docs/approvals.md "Audit log"): who did what, when, from which IP, for which
// entity, with the state before and after. `record` appends one entry, in the caller's
// transaction when given one (so an entry and the change it describes commit together).
// Append-only: there is no update or delete path.
import type { Kysely } from 'kysely';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { insertAuditRow } from './store';

/** What the engine, sign-in and the policy write. */
export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'request_created'
  | 'request_edited'
  | 'request_approved'
  | 'request_rejected'
  | 'request_cancelled'
  | 'request_expired'
  | 'request_executed'
  | 'request_failed'
  | 'approval_refused'
  | 'access_refused'
  | 'invitation_mail_failed'
  | (string & {});

export type AuditOutcome = 'success' | 'failure' | 'refused';

export interface AuditEvent {
  readonly userId: number | null;
  readonly entityId: number | null;
  readonly ip?: string;
  readonly action: AuditAction;
  /** What it acted on: 'request:12', 'user:7', 'entity:3', 'email:x@y.z', … */
  readonly target?: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly outcome: AuditOutcome;
  readonly requestId?: number | null;
  /** Defaults to the injected clock. */
  readonly at?: number;
}

export interface AuditLog {
  /** Appends one entry; `db` may be the transaction of the change it describes. */
  record(event: AuditEvent, db?: Kysely<Database>): Promise<void>;
}

export function createAuditLog(deps: { db: Kysely<Database>; now: Clock }): AuditLog {
  return {
    async record(event, db = deps.db) {
      await insertAuditRow(db, {
        at: new Date(event.at ?? deps.now()),
        user_id: event.userId,
        entity_id: event.entityId,
        ip: (event.ip ?? '').slice(0, 64),
        action: event.action,
        target: (event.target ?? '').slice(0, 256),
        before: event.before ?? null,
        after: event.after ?? null,
        outcome: event.outcome,
        request_id: event.requestId ?? null,
      });
    },
  };
}
