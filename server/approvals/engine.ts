// The maker-checker engine (docs/approvals.md "Maker-checker requests"), generic over request
// kinds (definitions.ts). A request is made with the approvers of the policy rule that
// matches it then; approvers act with a second factor; the approval that reaches
// `min_approvers` executes the change in the same transaction, with the request row locked
// (SELECT … FOR UPDATE), so racing approvals execute once and a crash leaves nothing half
// done. Every change is audited in its own transaction and announced on "approvals:<entity>"
// (and "permissions:<user>") only after the commit. A scheduler expires overdue requests.
//
//   requested ──approve (n < min)──▶ requested
//       │ ├──approve (n = min)──▶ executed | failed (the executor refused; its writes undone)
//       │ ├──reject──▶ rejected        ├──cancel (requester)──▶ cancelled
//       │ └──edit (requester)──▶ requested, approvals cleared, policy matched again
//       └──expires_at passed──▶ expired (scheduler, or whoever touches it first)
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { PolicySubject } from '../../domain/approval-policy';
import {
  REQUEST_TTL_HOURS,
  type ApprovalRequestStatus,
  type DestinationType,
} from '../../domain/approvals';
import { normalizeDecimal } from '../../domain/decimal';
import { approvalsTopic, permissionsTopic } from '../../domain/market/private-topics';
import { requestStatusText } from '../../domain/status';
import { HOUR_MS, type Clock } from '../auth/clock';
import type { AuditEvent, AuditLog } from '../audit/audit';
import type { Database, Factor } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { RelyingParty } from '../security/webauthn';
import {
  ExecutionRefused,
  type Actor,
  type AfterCommit,
  type KindDefinition,
  type Payload,
} from './definitions';
import type { MemberEvents, MemberMessage } from './events';
import { entityRoleMatrix } from '../policy/role-matrix';
import { actionsOfRoles, type RoleMatrix } from './grants';
import {
  eligibleApprovers,
  isEligible,
  resolveRequirement,
  subjectOf,
  type Rates,
  type Resolution,
  type StoredRule,
} from './policy';
import type { SecondFactor, SecondFactorInput } from './second-factor';
import {
  actionsOf,
  clearApprovals,
  countApprovals,
  entitiesWithDueRequests,
  expireDue,
  findByClientRequestId,
  findPendingDuplicate,
  findRequest,
  insertAction,
  insertRequest,
  listRequests,
  lockRequest,
  memberOf,
  nextSeq,
  peopleById,
  releaseSavepoint,
  rollbackToSavepoint,
  savepoint,
  updateRequest,
  type ActionRow,
  type MemberRow,
  type RequestFilter,
  type RequestRow,
} from './store';

type Tx = Transaction<Database>;

export const REQUEST_TTL_MS = REQUEST_TTL_HOURS * HOUR_MS;
/** How often the scheduler looks for overdue requests. */
export const SWEEP_EVERY_MS = 30_000;

export interface ApprovalEngineOptions {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly log: FastifyBaseLogger;
  readonly mailer: Mailer;
  readonly audit: AuditLog;
  readonly events: MemberEvents;
  readonly rates: Rates;
  readonly secondFactor: SecondFactor;
  readonly timers: Timers;
  /** Stream sockets of sessions an executor revoked are closed at once. */
  sessionsRevoked(sessionIds: readonly number[]): void;
  readonly kinds: readonly KindDefinition[];
}

/** What an approval needs from the HTTP request: the WebAuthn party and links to the client. */
export interface WebContext {
  readonly rp: RelyingParty;
  linkTo(path: string, token: string): string;
}

export interface Person {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** A request as the API answers it (docs/api.md "Maker-checker"). */
export interface RequestView {
  readonly request_id: string;
  readonly entity_id: number;
  readonly kind: string;
  readonly requester_id: number;
  readonly requester: Person | null;
  readonly client_request_id: string;
  readonly payload: Record<string, unknown>;
  readonly approvers: number[];
  readonly rejectors: number[];
  readonly min_approvers: number;
  readonly approver_roles: string[];
  readonly approver_user_ids: number[];
  readonly policy_rule_id: number | null;
  readonly amount_usd: string | null;
  readonly request_status: ApprovalRequestStatus;
  /** Spec 4 (R-MC-1): '{n}/{min} Approved', 'Request Rejected', 'Request Expired', … */
  readonly status_text: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly expires_at: string;
  readonly executed_at: string | null;
  readonly result: Record<string, unknown> | null;
  readonly actions: {
    user_id: number;
    action: 'approve' | 'reject';
    reason: string | null;
    at: string;
  }[];
  /** Whether the caller may approve or reject it now. */
  readonly can_act: boolean;
}

export interface CreateInput {
  readonly kind: string;
  readonly payload: Payload;
  readonly clientRequestId: string;
}

export interface DryRunAnswer {
  readonly rule: StoredRule | null;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
  readonly approvers: Person[];
}

/** JSON with object keys sorted at every level: equal payloads hash equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const payloadHash = (payload: Payload): string =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505';

/** An executor's refusal: its own, or the database refusing its writes (integrity class 23). */
function refusalOf(error: unknown): ExecutionRefused | null {
  if (error instanceof ExecutionRefused) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('23'))
    return new ExecutionRefused(
      'CONSTRAINT',
      `The change was refused by the database: ${(error as Error).message}`.slice(0, 300),
    );
  return null;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

const requestExpired = () => new ApiError(409, 'REQUEST_EXPIRED', 'Request Expired');
const requestClosed = (status: ApprovalRequestStatus, approvals: number, min: number) =>
  status === 'expired'
    ? requestExpired()
    : new ApiError(
        409,
        'REQUEST_CLOSED',
        `This request is closed: ${requestStatusText({
          approvers: Array.from({ length: approvals }, (_, i) => i),
          min_approvers: min,
          request_status: status,
        })}.`,
      );
const selfApproval = () =>
  new ApiError(403, 'SELF_APPROVAL', 'You cannot approve or reject your own request.');
const notAnApprover = () =>
  new ApiError(403, 'NOT_AN_APPROVER', 'You are not an approver of this request.');
const alreadyActed = () =>
  new ApiError(409, 'ALREADY_ACTED', 'You have already approved or rejected this request.');
const notRequester = () =>
  new ApiError(403, 'NOT_REQUESTER', 'Only the requester can change or cancel this request.');
const duplicate = () =>
  new ApiError(409, 'DUPLICATE_REQUEST', 'An identical request is already pending.');

interface TxOutcome {
  readonly messages: MemberMessage[];
  readonly afterCommit?: AfterCommit | undefined;
  readonly error?: ApiError;
}

export class ApprovalEngine {
  private readonly definitions = new Map<string, KindDefinition>();
  private timer: TimerHandle | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(private readonly opts: ApprovalEngineOptions) {
    for (const definition of opts.kinds) {
      if (this.definitions.has(definition.kind))
        throw new Error(`approvals: kind ${definition.kind} registered twice`);
      this.definitions.set(definition.kind, definition);
    }
  }

  /** The kinds this venue can execute, in registration order. */
  kinds(): readonly KindDefinition[] {
    return [...this.definitions.values()];
  }

  definition(kind: string): KindDefinition | undefined {
    return this.definitions.get(kind);
  }

  /** Expires what became due while the server was down, then keeps checking. */
  start(): void {
    if (this.timer) return;
    void this.sweepSafely();
    this.timer = this.opts.timers.setInterval(() => void this.sweepSafely(), SWEEP_EVERY_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) this.opts.timers.clearInterval(this.timer);
    this.timer = null;
    await this.sweeping?.catch(() => undefined);
  }

  // ---- reads ----

  async get(actor: Actor, id: number): Promise<RequestView> {
    const row = await this.loadFor(actor, id);
    const [view] = await this.views([row], actor);
    if (!view) throw notFound();
    return view;
  }

  async list(
    actor: Actor,
    filter: RequestFilter,
    page: { page: number; limit: number },
  ): Promise<{ requests: RequestView[]; total: number }> {
    const { rows, total } = await listRequests(this.opts.db, actor.entityId, filter, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
    return { requests: await this.views(rows, actor), total };
  }

  /** "Who would have to approve this?" — without creating anything. */
  async dryRun(actor: Actor, subject: PolicySubject): Promise<DryRunAnswer> {
    const { rule, requirement } = await resolveRequirement(this.opts.db, actor.entityId, subject);
    const approvers = await eligibleApprovers(
      this.opts.db,
      actor.entityId,
      requirement,
      actor.userId,
    );
    return {
      rule,
      min_approvers: requirement.min_approvers,
      approver_roles: requirement.approver_roles,
      approver_user_ids: requirement.approver_user_ids,
      approvers: approvers.map(person),
    };
  }

  // ---- the maker ----

  /**
   * Makes a request; answers only after its row is committed. A repeat of the requester's
   * client_request_id returns the request it made (created: false).
   */
  async create(
    actor: Actor,
    input: CreateInput,
  ): Promise<{ request: RequestView; created: boolean }> {
    const { db } = this.opts;
    const repeat = await findByClientRequestId(db, actor.userId, input.clientRequestId);
    if (repeat) return { request: await this.viewOf(repeat, actor), created: false };
    const definition = this.kindOrThrow(input.kind);
    await this.assertMayRequest(actor, definition);
    const payload = definition.normalize?.(input.payload) ?? input.payload;
    await definition.check?.(
      { db, entityId: actor.entityId, requesterId: actor.userId, now: this.opts.now() },
      payload,
    );
    const hash = payloadHash(payload);
    const subject = subjectOf(
      definition.kind,
      definition.subject?.(payload) ?? null,
      this.opts.rates,
    );
    const resolution = await resolveRequirement(db, actor.entityId, subject);
    let outcome: TxOutcome & { row?: RequestRow; repeat?: RequestRow };
    try {
      outcome = await db.transaction().execute(async (tx) => {
        const at = new Date(this.opts.now());
        const messages = await this.expireWithin(tx, at, actor.entityId);
        if (await findPendingDuplicate(tx, actor.entityId, definition.kind, hash)) {
          // It may be a twin (same client_request_id) committed since the first look: then it
          // is this very request. Read after the duplicate was seen, so a twin is visible.
          const twin = await findByClientRequestId(tx, actor.userId, input.clientRequestId);
          return twin ? { messages, repeat: twin } : { messages, error: duplicate() };
        }
        const row = await insertRequest(tx, {
          entity_id: actor.entityId,
          kind: definition.kind,
          requester_id: actor.userId,
          client_request_id: input.clientRequestId,
          payload: { ...payload },
          payload_hash: hash,
          ...this.requirementColumns(resolution, subject),
          created_at: at,
          expires_at: new Date(at.getTime() + REQUEST_TTL_MS),
        });
        await this.audit(tx, actor, row, 'request_created', 'success', {
          after: { kind: row.kind, payload, min_approvers: row.min_approvers },
        });
        await definition.onCreated?.(
          {
            tx,
            now: at.getTime(),
            requestId: row.id,
            entityId: row.entity_id,
            requesterId: row.requester_id,
          },
          row.payload,
        );
        messages.push(await this.approvalMessage(tx, row, 'requested', 0));
        return { messages, row };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A racing twin: the same client_request_id, or an identical pending request.
      const twin = await findByClientRequestId(db, actor.userId, input.clientRequestId);
      if (twin) return { request: await this.viewOf(twin, actor), created: false };
      throw duplicate();
    }
    this.publish(outcome.messages);
    if (outcome.error) throw outcome.error;
    if (outcome.repeat)
      return { request: await this.viewOf(outcome.repeat, actor), created: false };
    if (!outcome.row) throw new Error('approvals: create committed without a row');
    return { request: await this.viewOf(outcome.row, actor), created: true };
  }

  /** The requester replaces the payload of a pending request; approvals are cleared. */
  async edit(actor: Actor, id: number, input: Payload): Promise<RequestView> {
    const { db } = this.opts;
    const current = await this.loadFor(actor, id);
    if (current.requester_id !== actor.userId) throw notRequester();
    const definition = this.kindOrThrow(current.kind);
    if (definition.editable === false)
      throw new ApiError(
        409,
        'NOT_EDITABLE',
        'This request cannot be edited: cancel it and make a new one.',
        'payload',
      );
    const payload = definition.normalize?.(input) ?? input;
    await definition.check?.(
      { db, entityId: actor.entityId, requesterId: actor.userId, now: this.opts.now() },
      payload,
    );
    const hash = payloadHash(payload);
    const subject = subjectOf(
      definition.kind,
      definition.subject?.(payload) ?? null,
      this.opts.rates,
    );
    const resolution = await resolveRequirement(db, actor.entityId, subject);
    let outcome: TxOutcome;
    try {
      outcome = await db.transaction().execute(async (tx) => {
        const row = await this.locked(tx, id);
        const at = new Date(this.opts.now());
        const closed = await this.closedProblem(tx, row, at);
        if (closed) return closed;
        if (await findPendingDuplicate(tx, row.entity_id, row.kind, hash, row.id))
          return { messages: [], error: duplicate() };
        const cleared = await clearApprovals(tx, row.id);
        const columns = this.requirementColumns(resolution, subject);
        await updateRequest(tx, row.id, {
          payload: { ...payload },
          payload_hash: hash,
          ...columns,
          approver_roles: [...columns.approver_roles],
          approver_user_ids: [...columns.approver_user_ids],
          updated_at: at,
          expires_at: new Date(at.getTime() + REQUEST_TTL_MS),
        });
        await this.audit(tx, actor, row, 'request_edited', 'success', {
          before: { payload: row.payload, min_approvers: row.min_approvers },
          after: { payload, min_approvers: columns.min_approvers, approvals_cleared: cleared },
        });
        const edited = { ...row, min_approvers: columns.min_approvers };
        return { messages: [await this.approvalMessage(tx, edited, 'requested', 0)] };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return this.finish(outcome, actor, id);
  }

  /** The requester withdraws a pending request. */
  async cancel(actor: Actor, id: number): Promise<RequestView> {
    const current = await this.loadFor(actor, id);
    if (current.requester_id !== actor.userId) throw notRequester();
    const outcome = await this.opts.db.transaction().execute(async (tx): Promise<TxOutcome> => {
      const row = await this.locked(tx, id);
      const at = new Date(this.opts.now());
      const closed = await this.closedProblem(tx, row, at);
      if (closed) return closed;
      await updateRequest(tx, row.id, { status: 'cancelled', updated_at: at, closed_at: at });
      await this.audit(tx, actor, row, 'request_cancelled', 'success', {
        before: { status: 'requested' },
        after: { status: 'cancelled' },
      });
      const approvals = await countApprovals(tx, row.id);
      return { messages: [await this.approvalMessage(tx, row, 'cancelled', approvals)] };
    });
    return this.finish(outcome, actor, id);
  }

  // ---- the checkers ----

  /**
   * Approves with a second factor. The approval that reaches min_approvers executes the
   * change in the same transaction, with the request row locked.
   */
  async approve(
    actor: Actor,
    id: number,
    factor: SecondFactorInput,
    web: WebContext,
  ): Promise<RequestView> {
    const current = await this.loadFor(actor, id);
    await this.assertMayAct(actor, current);
    let used: Factor;
    try {
      used = await this.opts.secondFactor.verify(actor.userId, factor, web.rp);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_SECOND_FACTOR')
        await this.refused(actor, current, error);
      throw error;
    }
    const outcome = await this.opts.db.transaction().execute(async (tx): Promise<TxOutcome> => {
      const row = await this.locked(tx, id);
      const at = new Date(this.opts.now());
      const problem = await this.actProblem(tx, row, actor, at);
      if (problem) return problem;
      await insertAction(tx, {
        request_id: row.id,
        user_id: actor.userId,
        action: 'approve',
        reason: null,
        second_factor: used,
        at,
      });
      const approvals = await countApprovals(tx, row.id);
      await this.audit(tx, actor, row, 'request_approved', 'success', {
        after: { approvals, min_approvers: row.min_approvers, second_factor: used },
      });
      if (approvals < row.min_approvers) {
        await updateRequest(tx, row.id, { updated_at: at });
        return { messages: [await this.approvalMessage(tx, row, 'requested', approvals)] };
      }
      const executed = await this.execute(tx, row, actor, at, web);
      return {
        messages: [
          ...executed.messages,
          await this.approvalMessage(tx, row, executed.status, approvals),
        ],
        afterCommit: executed.afterCommit,
      };
    });
    return this.finish(outcome, actor, id);
  }

  /** Rejects; a rejection closes the request. */
  async reject(actor: Actor, id: number, reason: string): Promise<RequestView> {
    const current = await this.loadFor(actor, id);
    await this.assertMayAct(actor, current);
    const outcome = await this.opts.db.transaction().execute(async (tx): Promise<TxOutcome> => {
      const row = await this.locked(tx, id);
      const at = new Date(this.opts.now());
      const problem = await this.actProblem(tx, row, actor, at);
      if (problem) return problem;
      await insertAction(tx, {
        request_id: row.id,
        user_id: actor.userId,
        action: 'reject',
        reason,
        second_factor: null,
        at,
      });
      await updateRequest(tx, row.id, { status: 'rejected', updated_at: at, closed_at: at });
      await this.audit(tx, actor, row, 'request_rejected', 'success', {
        before: { status: 'requested' },
        after: { status: 'rejected', reason },
      });
      const approvals = await countApprovals(tx, row.id);
      return { messages: [await this.approvalMessage(tx, row, 'rejected', approvals)] };
    });
    return this.finish(outcome, actor, id);
  }

  // ---- expiry ----

  /** Marks every overdue request expired, each exactly once; returns how many. */
  async sweepExpired(): Promise<number> {
    const at = new Date(this.opts.now());
    if ((await entitiesWithDueRequests(this.opts.db, at)).length === 0) return 0;
    const messages = await this.opts.db.transaction().execute((tx) => this.expireWithin(tx, at));
    this.publish(messages);
    return messages.length;
  }

  private sweepSafely(): Promise<number> {
    const run = (this.sweeping ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => this.sweepExpired())
      .catch((error: unknown) => {
        this.opts.log.error({ err: error }, 'approvals: expiry sweep failed');
        return 0;
      });
    this.sweeping = run;
    return run;
  }

  /** Expires the due requests (of one entity, or all) in `tx`: audits, returns messages. */
  private async expireWithin(tx: Tx, at: Date, entityId?: number): Promise<MemberMessage[]> {
    const rows = (await expireDue(tx, at, entityId)).sort(
      (a, b) => a.entity_id - b.entity_id || a.id - b.id,
    );
    const messages: MemberMessage[] = [];
    for (const row of rows) {
      await this.opts.audit.record(
        {
          userId: null,
          entityId: row.entity_id,
          action: 'request_expired',
          target: `request:${row.id}`,
          before: { status: 'requested' },
          after: { status: 'expired' },
          outcome: 'success',
          requestId: row.id,
          at: at.getTime(),
        },
        tx,
      );
      messages.push(
        await this.approvalMessage(tx, row, 'expired', await countApprovals(tx, row.id)),
      );
    }
    return messages;
  }

  // ---- internals ----

  /** Sends committed changes, then lets each kind's memory follow (definitions.ts settled). */
  private publish(messages: readonly MemberMessage[]): void {
    this.opts.events.publish(messages);
    for (const message of messages) {
      if (message.topic !== 'approvals') continue;
      try {
        this.definitions.get(message.kind)?.settled?.(message.requestId, message.status);
      } catch (error) {
        this.opts.log.error({ err: error, requestId: message.requestId }, 'approvals: settled');
      }
    }
  }

  private kindOrThrow(kind: string): KindDefinition {
    const definition = this.definitions.get(kind);
    if (!definition)
      throw new ApiError(
        400,
        'KIND_NOT_AVAILABLE',
        `Requests of kind ${kind} are not available on this venue.`,
        'kind',
      );
    return definition;
  }

  private async assertMayRequest(actor: Actor, definition: KindDefinition): Promise<void> {
    const member = await memberOf(this.opts.db, actor.userId, actor.entityId);
    const actions = member
      ? await actionsOfRoles(this.opts.db, actor.entityId, member.roles)
      : new Set();
    if (!actions.has(definition.requestAction))
      throw new ApiError(403, 'FORBIDDEN', 'Your role does not allow this.');
  }

  /** The request of the actor's entity, or 404. */
  private async loadFor(actor: Actor, id: number): Promise<RequestRow> {
    const row = await findRequest(this.opts.db, id);
    if (!row || row.entity_id !== actor.entityId) throw notFound();
    return row;
  }

  private async locked(tx: Tx, id: number): Promise<RequestRow> {
    const row = await lockRequest(tx, id);
    if (!row) throw notFound();
    return row;
  }

  /** Before the second factor is spent: who may act at all (refusals are audited). */
  private async assertMayAct(actor: Actor, row: RequestRow): Promise<void> {
    const at = this.opts.now();
    if (row.status !== 'requested') {
      const approvals = (await actionsOf(this.opts.db, [row.id])).filter(
        (action) => action.action === 'approve',
      ).length;
      throw requestClosed(row.status as ApprovalRequestStatus, approvals, row.min_approvers);
    }
    if (row.expires_at.getTime() <= at) {
      await this.sweepSafely();
      throw requestExpired();
    }
    const refusal = await this.eligibilityProblem(this.opts.db, row, actor);
    if (refusal) {
      await this.refused(actor, row, refusal);
      throw refusal;
    }
    const acted = (await actionsOf(this.opts.db, [row.id])).some(
      (action) => action.user_id === actor.userId,
    );
    if (acted) throw alreadyActed();
  }

  private async eligibilityProblem(
    db: Kysely<Database>,
    row: RequestRow,
    actor: Actor,
  ): Promise<ApiError | null> {
    if (row.requester_id === actor.userId) return selfApproval();
    const member = await memberOf(db, actor.userId, row.entity_id);
    if (!member || member.deactivated_at !== null || member.status !== 'active')
      return notAnApprover();
    return isEligible(member, row, await entityRoleMatrix(db, row.entity_id))
      ? null
      : notAnApprover();
  }

  /** Closed or overdue (then expired now, in this transaction): the outcome to answer. */
  private async closedProblem(tx: Tx, row: RequestRow, at: Date): Promise<TxOutcome | null> {
    if (row.status !== 'requested') {
      const approvals = await countApprovals(tx, row.id);
      return {
        messages: [],
        error: requestClosed(row.status as ApprovalRequestStatus, approvals, row.min_approvers),
      };
    }
    if (row.expires_at.getTime() <= at.getTime())
      return { messages: await this.expireWithin(tx, at, row.entity_id), error: requestExpired() };
    return null;
  }

  /** Inside the lock: still open, not overdue, the actor still eligible and not yet acted. */
  private async actProblem(
    tx: Tx,
    row: RequestRow,
    actor: Actor,
    at: Date,
  ): Promise<TxOutcome | null> {
    const closed = await this.closedProblem(tx, row, at);
    if (closed) return closed;
    const refusal = await this.eligibilityProblem(tx, row, actor);
    if (refusal) return { messages: [], error: refusal };
    const acted = (await actionsOf(tx, [row.id])).some((action) => action.user_id === actor.userId);
    return acted ? { messages: [], error: alreadyActed() } : null;
  }

  /** Runs the executor inside a savepoint: refused → its writes undone, request failed. */
  private async execute(
    tx: Tx,
    row: RequestRow,
    actor: Actor,
    at: Date,
    web: WebContext,
  ): Promise<{
    status: 'executed' | 'failed';
    messages: MemberMessage[];
    afterCommit?: AfterCommit | undefined;
  }> {
    const definition = this.definitions.get(row.kind);
    await savepoint(tx, 'execute_request');
    try {
      if (!definition)
        throw new ExecutionRefused('KIND_NOT_AVAILABLE', `No executor for ${row.kind}.`);
      const execution = await definition.execute(
        {
          tx,
          now: at.getTime(),
          requestId: row.id,
          entityId: row.entity_id,
          requesterId: row.requester_id,
          approver: actor,
          linkTo: (path, token) => web.linkTo(path, token),
        },
        row.payload,
      );
      await releaseSavepoint(tx, 'execute_request');
      await updateRequest(tx, row.id, {
        status: 'executed',
        executed_at: at,
        closed_at: at,
        updated_at: at,
        result: execution.result,
      });
      await this.opts.audit.record(
        {
          userId: actor.userId,
          entityId: row.entity_id,
          ip: actor.ip,
          action: 'request_executed',
          target: execution.target,
          before: execution.before,
          after: execution.after,
          outcome: 'success',
          requestId: row.id,
          at: at.getTime(),
        },
        tx,
      );
      const messages: MemberMessage[] = [];
      for (const userId of [...new Set(execution.permissionsChangedFor ?? [])].sort(
        (a, b) => a - b,
      ))
        messages.push({
          topic: 'permissions',
          userId,
          seq: await nextSeq(tx, permissionsTopic(userId)),
        });
      return { status: 'executed', messages, afterCommit: execution.afterCommit };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      await rollbackToSavepoint(tx, 'execute_request');
      const result = { error: { code: refusal.code, message: refusal.message } };
      await updateRequest(tx, row.id, { status: 'failed', closed_at: at, updated_at: at, result });
      await this.opts.audit.record(
        {
          userId: actor.userId,
          entityId: row.entity_id,
          ip: actor.ip,
          action: 'request_failed',
          target: `request:${row.id}`,
          after: result,
          outcome: 'failure',
          requestId: row.id,
          at: at.getTime(),
        },
        tx,
      );
      return { status: 'failed', messages: [] };
    }
  }

  /** Publishes, runs the after-commit work, answers (or throws the outcome's error). */
  private async finish(outcome: TxOutcome, actor: Actor, id: number): Promise<RequestView> {
    this.publish(outcome.messages);
    if (outcome.error) throw outcome.error;
    await this.afterCommit(outcome.afterCommit, actor, id);
    return this.get(actor, id);
  }

  private async afterCommit(work: AfterCommit | undefined, actor: Actor, id: number) {
    if (!work) return;
    if (work.revokedSessions && work.revokedSessions.length > 0)
      this.opts.sessionsRevoked(work.revokedSessions);
    for (const mail of work.mails ?? []) {
      try {
        await this.opts.mailer.send(mail);
      } catch (error) {
        this.opts.log.error(
          { err: error, requestId: id },
          'approvals: mail after execution failed',
        );
        await this.opts.audit.record({
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: 'invitation_mail_failed',
          target: `email:${mail.to}`,
          outcome: 'failure',
          requestId: id,
        });
      }
    }
  }

  private requirementColumns(resolution: Resolution, subject: PolicySubject) {
    return {
      min_approvers: resolution.requirement.min_approvers,
      approver_roles: resolution.requirement.approver_roles,
      approver_user_ids: resolution.requirement.approver_user_ids,
      policy_rule_id: resolution.rule?.id ?? null,
      amount_usd: subject.amount_usd ?? null,
    };
  }

  private audit(
    tx: Tx,
    actor: Actor,
    row: RequestRow,
    action: AuditEvent['action'],
    outcome: AuditEvent['outcome'],
    states: { before?: unknown; after?: unknown },
  ): Promise<void> {
    return this.opts.audit.record(
      {
        userId: actor.userId,
        entityId: row.entity_id,
        ip: actor.ip,
        action,
        target: `request:${row.id}`,
        ...states,
        outcome,
        requestId: row.id,
      },
      tx,
    );
  }

  /** A refused approval or rejection (self-approval, not an approver, a bad factor). */
  private async refused(actor: Actor, row: RequestRow, error: ApiError): Promise<void> {
    await this.opts.audit.record({
      userId: actor.userId,
      entityId: row.entity_id,
      ip: actor.ip,
      action: 'approval_refused',
      target: `request:${row.id}`,
      after: { code: error.code },
      outcome: 'refused',
      requestId: row.id,
    });
  }

  private async approvalMessage(
    tx: Tx,
    row: Pick<
      RequestRow,
      'id' | 'entity_id' | 'kind' | 'min_approvers' | 'payload' | 'requester_id'
    >,
    status: ApprovalRequestStatus,
    approvals: number,
  ): Promise<MemberMessage> {
    // Every closing path announces its status here, in its transaction: release holds.
    if (
      status === 'rejected' ||
      status === 'expired' ||
      status === 'cancelled' ||
      status === 'failed'
    )
      await this.definitions.get(row.kind)?.onClosed?.(
        {
          tx,
          now: this.opts.now(),
          requestId: row.id,
          entityId: row.entity_id,
          requesterId: row.requester_id,
          status,
        },
        row.payload,
      );
    return {
      topic: 'approvals',
      entityId: row.entity_id,
      requestId: row.id,
      kind: row.kind,
      status,
      approvals,
      minApprovers: row.min_approvers,
      seq: await nextSeq(tx, approvalsTopic(row.entity_id)),
    };
  }

  private async viewOf(row: RequestRow, actor: Actor): Promise<RequestView> {
    const [view] = await this.views([row], actor);
    if (!view) throw notFound();
    return view;
  }

  private async views(rows: readonly RequestRow[], actor: Actor): Promise<RequestView[]> {
    const { db } = this.opts;
    const [actions, people, member, matrix] = await Promise.all([
      actionsOf(
        db,
        rows.map((row) => row.id),
      ),
      peopleById(
        db,
        rows.map((row) => row.requester_id),
      ),
      memberOf(db, actor.userId, actor.entityId),
      entityRoleMatrix(db, actor.entityId),
    ]);
    const byRequest = new Map<number, ActionRow[]>();
    for (const action of actions) {
      const list = byRequest.get(action.request_id) ?? [];
      list.push(action);
      byRequest.set(action.request_id, list);
    }
    const now = this.opts.now();
    return rows.map((row) => {
      const own = byRequest.get(row.id) ?? [];
      const approvers = own.filter((a) => a.action === 'approve').map((a) => a.user_id);
      const rejectors = own.filter((a) => a.action === 'reject').map((a) => a.user_id);
      // Overdue but not swept yet: it is expired already.
      const status: ApprovalRequestStatus =
        row.status === 'requested' && row.expires_at.getTime() <= now
          ? 'expired'
          : (row.status as ApprovalRequestStatus);
      return {
        request_id: String(row.id),
        entity_id: row.entity_id,
        kind: row.kind,
        requester_id: row.requester_id,
        requester: people.get(row.requester_id) ?? null,
        client_request_id: row.client_request_id,
        payload: row.payload,
        approvers,
        rejectors,
        min_approvers: row.min_approvers,
        approver_roles: row.approver_roles,
        approver_user_ids: row.approver_user_ids,
        policy_rule_id: row.policy_rule_id,
        amount_usd: row.amount_usd === null ? null : normalizeDecimal(row.amount_usd),
        request_status: status,
        status_text: requestStatusText({
          approvers,
          min_approvers: row.min_approvers,
          request_status: status,
        }),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
        executed_at: iso(row.executed_at),
        result: row.result,
        actions: own.map((a) => ({
          user_id: a.user_id,
          action: a.action,
          reason: a.reason,
          at: a.at.toISOString(),
        })),
        can_act:
          status === 'requested' &&
          row.requester_id !== actor.userId &&
          !own.some((a) => a.user_id === actor.userId) &&
          canApprove(member, row, matrix),
      };
    });
  }
}

function canApprove(member: MemberRow | undefined, row: RequestRow, matrix: RoleMatrix): boolean {
  return (
    member !== undefined &&
    member.deactivated_at === null &&
    member.status === 'active' &&
    isEligible(member, row, matrix)
  );
}

function person(member: MemberRow): Person {
  return {
    id: member.id,
    name: `${member.first_name} ${member.last_name}`.trim(),
    email: member.email,
  };
}

/** Dry-run input as the route receives it. */
export interface DryRunQuery {
  readonly kind: string;
  readonly asset?: string | undefined;
  readonly amount_usd?: string | undefined;
  readonly destination_type?: Exclude<DestinationType, 'any'> | undefined;
  readonly account_id?: number | undefined;
}

export function dryRunSubject(query: DryRunQuery): PolicySubject {
  return {
    kind: query.kind,
    asset: query.asset?.toUpperCase() ?? null,
    amount_usd: query.amount_usd === undefined ? null : normalizeDecimal(query.amount_usd),
    destination_type: query.destination_type ?? null,
    account_id: query.account_id ?? null,
  };
}
