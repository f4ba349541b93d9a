// The maker-checker engine (docs/approvals.md "Maker-checker requests"), generic over request
// kinds (definitions.ts). A request is made with the approvers of the policy rule that
// matches it then; approvers act with a second factor; the approval that reaches
// `min_approvers` executes the change in the same transaction, with the request row locked
// (SELECT … FOR UPDATE), so racing approvals execute once and a crash leaves nothing half
// done. Every change is audited in its own transaction and announced on "approvals:<entity>"
// (and "permissions:<user>") only after the commit. A scheduler expires overdue requests.
// The parts: guards.ts (who may act), execution.ts (the executor's savepoint),
// status-messages.ts (announcements, expiry), request-views.ts (answers), refusals.ts.
//
//   requested ──approve (n < min)──▶ requested
//       │ ├──approve (n = min)──▶ executed | failed (the executor refused; its writes undone)
//       │ ├──reject──▶ rejected        ├──cancel (requester)──▶ cancelled
//       │ └──edit (requester)──▶ requested, approvals cleared, policy matched again
//       └──expires_at passed──▶ expired (scheduler, or whoever touches it first)
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { PolicySubject } from '../../domain/approval-policy';
import { REQUEST_TTL_HOURS, type ApprovalRequestStatus } from '../../domain/approvals';
import { HOUR_MS, type Clock } from '../auth/clock';
import type { AuditEvent, AuditLog } from '../audit/audit';
import type { Database, Factor } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { Timers } from '../market-runtime/timers';
import type { Actor, KindDefinition, Payload } from './definitions';
import { dryRun, type DryRunAnswer } from './dry-run';
import type { EngineContext, Tx, TxOutcome } from './engine-context';
import { ExpirySweeper } from './expiry-sweeper';
import type { MemberEvents, MemberMessage } from './events';
import { executeApproved, runAfterCommit, type WebContext } from './execution';
import {
  actProblem,
  assertMayRequest,
  closedProblem,
  eligibilityProblem,
  hasActed,
} from './guards';
import { resolveRequirement, subjectOf, type Rates, type Resolution } from './policy';
import { payloadHash } from './payload-hash';
import { isUniqueViolation } from '../db/errors';
import {
  alreadyActed,
  duplicate,
  kindNotAvailable,
  notEditable,
  notRequester,
  requestClosed,
  requestExpired,
} from './refusals';
import { requestViews, type RequestView } from './request-views';
import type { SecondFactor, SecondFactorInput } from './second-factor';
import { expireWithin, statusMessage } from './status-messages';
import {
  actionsOf,
  clearApprovals,
  countApprovals,
  entitiesWithDueRequests,
  findByClientRequestId,
  findPendingDuplicate,
  findRequest,
  insertAction,
  insertRequest,
  listRequests,
  lockRequest,
  updateRequest,
  type RequestFilter,
  type RequestRow,
} from './store';

export type { DryRunAnswer, DryRunQuery } from './dry-run';
export type { Person, RequestView } from './request-views';
export type { WebContext } from './execution';

export const REQUEST_TTL_MS = REQUEST_TTL_HOURS * HOUR_MS;
export { SWEEP_EVERY_MS } from './expiry-sweeper';

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

export interface CreateInput {
  readonly kind: string;
  readonly payload: Payload;
  readonly clientRequestId: string;
}

export class ApprovalEngine {
  private readonly definitions = new Map<string, KindDefinition>();
  private readonly sweeper: ExpirySweeper;

  private readonly ctx: EngineContext;

  constructor(private readonly opts: ApprovalEngineOptions) {
    for (const definition of opts.kinds) {
      if (this.definitions.has(definition.kind))
        throw new Error(`approvals: kind ${definition.kind} registered twice`);
      this.definitions.set(definition.kind, definition);
    }
    this.ctx = {
      db: opts.db,
      now: opts.now,
      log: opts.log,
      audit: opts.audit,
      mailer: opts.mailer,
      definitions: this.definitions,
      sessionsRevoked: (ids) => opts.sessionsRevoked(ids),
    };
    this.sweeper = new ExpirySweeper(opts.timers, opts.log, () => this.sweepExpired());
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
    this.sweeper.start();
  }

  stop(): Promise<void> {
    return this.sweeper.stop();
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
  dryRun(actor: Actor, subject: PolicySubject): Promise<DryRunAnswer> {
    return dryRun(this.opts.db, actor, subject);
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
    await assertMayRequest(db, actor, definition);
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
        const messages = await expireWithin(this.ctx, tx, at, actor.entityId);
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
        messages.push(await statusMessage(this.ctx, tx, row, 'requested', 0));
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
    if (definition.editable === false) throw notEditable();
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
        const closed = await closedProblem(this.ctx, tx, row, at);
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
        return { messages: [await statusMessage(this.ctx, tx, edited, 'requested', 0)] };
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
      const closed = await closedProblem(this.ctx, tx, row, at);
      if (closed) return closed;
      await updateRequest(tx, row.id, { status: 'cancelled', updated_at: at, closed_at: at });
      await this.audit(tx, actor, row, 'request_cancelled', 'success', {
        before: { status: 'requested' },
        after: { status: 'cancelled' },
      });
      const approvals = await countApprovals(tx, row.id);
      return { messages: [await statusMessage(this.ctx, tx, row, 'cancelled', approvals)] };
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
    const blocked = this.definitions.get(current.kind)?.approvalBlocked;
    const waiting = await blocked?.(this.opts.db, id);
    if (waiting) {
      await this.refused(actor, current, waiting);
      throw waiting;
    }
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
      const problem = await actProblem(this.ctx, tx, row, actor, at);
      if (problem) return problem;
      const stillWaiting = await blocked?.(tx, row.id);
      if (stillWaiting) return { messages: [], error: stillWaiting };
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
        return { messages: [await statusMessage(this.ctx, tx, row, 'requested', approvals)] };
      }
      const executed = await executeApproved(this.ctx, tx, row, actor, at, web);
      return {
        messages: [
          ...executed.messages,
          await statusMessage(this.ctx, tx, row, executed.status, approvals),
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
      const problem = await actProblem(this.ctx, tx, row, actor, at);
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
      return { messages: [await statusMessage(this.ctx, tx, row, 'rejected', approvals)] };
    });
    return this.finish(outcome, actor, id);
  }

  // ---- expiry ----

  /** Marks every overdue request expired, each exactly once; returns how many. */
  async sweepExpired(): Promise<number> {
    const at = new Date(this.opts.now());
    if ((await entitiesWithDueRequests(this.opts.db, at)).length === 0) return 0;
    const messages = await this.opts.db
      .transaction()
      .execute((tx) => expireWithin(this.ctx, tx, at));
    this.publish(messages);
    return messages.length;
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
    if (!definition) throw kindNotAvailable(kind);
    return definition;
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
      await this.sweeper.sweepSafely();
      throw requestExpired();
    }
    const refusal = await eligibilityProblem(this.opts.db, row, actor);
    if (refusal) {
      await this.refused(actor, row, refusal);
      throw refusal;
    }
    if (await hasActed(this.opts.db, row.id, actor.userId)) throw alreadyActed();
  }

  /** Publishes, runs the after-commit work, answers (or throws the outcome's error). */
  private async finish(outcome: TxOutcome, actor: Actor, id: number): Promise<RequestView> {
    this.publish(outcome.messages);
    if (outcome.error) throw outcome.error;
    await runAfterCommit(this.ctx, outcome.afterCommit, actor, id);
    return this.get(actor, id);
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

  private async viewOf(row: RequestRow, actor: Actor): Promise<RequestView> {
    const [view] = await this.views([row], actor);
    if (!view) throw notFound();
    return view;
  }

  private views(rows: readonly RequestRow[], actor: Actor): Promise<RequestView[]> {
    return requestViews(this.opts.db, rows, actor, this.opts.now());
  }
}
