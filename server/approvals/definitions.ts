// What the engine needs to know about one request kind: who may request it, its payload's
// JSON schema and checks, what a policy sees of it, and its executor. The engine is generic
// over these; the administrative kinds are in admin-kinds.ts, the money kinds register theirs
// from their own areas (createApp's `approvalKinds`).
import type { Kysely, Transaction } from 'kysely';
import type { DestinationType, RequestKind } from '../../domain/approvals';
import type { Database } from '../db/schema';
import type { ApiError } from '../http/errors';
import type { MailMessage } from '../mail/mailer';
import type { Action } from '../../domain/permissions';

export type Payload = Readonly<Record<string, unknown>>;

/** Who acts, for which entity, from where. */
export interface Actor {
  readonly userId: number;
  readonly entityId: number;
  readonly ip: string;
}

/** A check at creation or edit: the request's entity and requester, the database. */
export interface CheckContext {
  readonly db: Kysely<Database>;
  readonly entityId: number;
  readonly requesterId: number;
  readonly now: number;
}

/** What a policy rule matches on, for kinds that move money (amount in `asset` units). */
export interface MoneySubject {
  readonly asset: string;
  readonly amount: string;
  readonly destination_type: Exclude<DestinationType, 'any'>;
  readonly account_id: number | null;
}

/** An execution runs inside the approving transaction, with the request row locked. */
export interface ExecutionContext {
  readonly tx: Transaction<Database>;
  readonly now: number;
  readonly requestId: number;
  readonly entityId: number;
  readonly requesterId: number;
  /** The approver whose approval completed the request. */
  readonly approver: Actor;
  /** An absolute link to a client page with a token, on the approver's origin. */
  linkTo(path: string, token: string): string;
}

/** Work that must wait for the commit (it cannot be rolled back). */
export interface AfterCommit {
  readonly mails?: readonly MailMessage[];
  /** Sessions revoked in the transaction: their stream sockets are closed. */
  readonly revokedSessions?: readonly number[];
}

export interface Execution {
  /** Stored as the request's `result`. */
  readonly result: Record<string, unknown>;
  /** The audit entry's target: 'user:12', 'entity:3', 'role:trader', … */
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  /** Users whose permissions changed: each gets PermissionsChanged after the commit. */
  readonly permissionsChangedFor?: readonly number[];
  readonly afterCommit?: AfterCommit;
}

/**
 * An executor's refusal (the change no longer applies: the user is gone, the last admin would
 * be removed, …). Its writes are rolled back, the approval stays, and the request ends
 * `failed` with this reason in `result`.
 */
export class ExecutionRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ExecutionRefused';
  }
}

/** A request's own rows, written in the engine's transaction (a withdrawal's hold, …). */
export interface LifecycleContext {
  readonly tx: Transaction<Database>;
  readonly now: number;
  readonly requestId: number;
  readonly entityId: number;
  readonly requesterId: number;
}

/** How a request ended without executing. */
export type ClosedStatus = 'rejected' | 'expired' | 'cancelled' | 'failed';

export interface KindDefinition {
  readonly kind: RequestKind;
  /** The action the requester must hold (docs/approvals.md "Roles, account flags and actions"). */
  readonly requestAction: Action;
  /** JSON schema of the payload (closed objects, bounded strings). */
  readonly payloadSchema: object;
  /** The canonical form of a valid payload (lower-cased email, trimmed list, …). */
  normalize?(payload: Payload): Payload;
  /** Checks needing state (400/404/409 ApiError), at creation and at edit. */
  check?(ctx: CheckContext, payload: Payload): Promise<void>;
  /** For money kinds: what the approval policy matches on. */
  subject?(payload: Payload): MoneySubject;
  /** Carries the approved change out; throws ExecutionRefused when it no longer applies. */
  execute(ctx: ExecutionContext, payload: Payload): Promise<Execution>;
  /**
   * Money kinds: writes the kind's own rows in the creating transaction, so a request and
   * what it holds commit together (a withdrawal's amount + fee moved to the hold book). An
   * ApiError thrown here refuses the request (nothing is stored).
   */
  onCreated?(ctx: LifecycleContext, payload: Payload): Promise<void>;
  /** In the closing transaction of a request that will not execute: release what it held. */
  onClosed?(ctx: LifecycleContext & { status: ClosedStatus }, payload: Payload): Promise<void>;
  /**
   * After the commit of any change of a request of this kind (created, approved, executed,
   * rejected, expired, cancelled, failed): memory that mirrors the database follows.
   */
  settled?(requestId: number, status: string): void;
  /**
   * Money kinds: what the request still waits for before anyone may approve it (details its
   * requester must give, a verification), as the refusal to answer; null when it may be
   * approved. Checked before a second factor is spent and again under the row lock.
   */
  approvalBlocked?(db: Kysely<Database>, requestId: number): Promise<ApiError | null>;
  /** false: the payload cannot be edited (cancel and request again): it holds money. */
  readonly editable?: boolean;
}
