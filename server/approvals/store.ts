// SQL of the maker-checker engine: requests, the actions on them, approval policy rules, the
// stream topic sequences, and the reads the engine needs about users and roles.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ApprovalRequestStatus } from '../../domain/approvals';
import type {
  ApprovalActionsTable,
  ApprovalPolicyRulesTable,
  ApprovalRequestsTable,
  Database,
  Factor,
} from '../db/schema';

type Db = Kysely<Database>;
type Tx = Transaction<Database>;

export type RequestRow = Selectable<ApprovalRequestsTable>;
export type ActionRow = Selectable<ApprovalActionsTable>;
export type RuleRow = Selectable<ApprovalPolicyRulesTable>;

// ---- requests ----

export interface NewRequest {
  readonly entity_id: number;
  readonly kind: string;
  readonly requester_id: number;
  readonly client_request_id: string;
  readonly payload: Record<string, unknown>;
  readonly payload_hash: string;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
  readonly policy_rule_id: number | null;
  readonly amount_usd: string | null;
  readonly created_at: Date;
  readonly expires_at: Date;
}

export function insertRequest(tx: Tx, row: NewRequest): Promise<RequestRow> {
  return tx
    .insertInto('approval_requests')
    .values({
      ...row,
      payload: JSON.stringify(row.payload),
      approver_roles: [...row.approver_roles],
      approver_user_ids: [...row.approver_user_ids],
      status: 'requested',
      updated_at: row.created_at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  return db.selectFrom('approval_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request row, locked until the transaction ends (SELECT … FOR UPDATE). */
export function lockRequest(tx: Tx, id: number): Promise<RequestRow | undefined> {
  return tx
    .selectFrom('approval_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findByClientRequestId(
  db: Db,
  requesterId: number,
  clientRequestId: string,
): Promise<RequestRow | undefined> {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('requester_id', '=', requesterId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

/** A pending request with the same entity, kind and payload, other than `exceptId`. */
export function findPendingDuplicate(
  db: Db,
  entityId: number,
  kind: string,
  payloadHash: string,
  exceptId: number | null = null,
): Promise<{ id: number } | undefined> {
  let query = db
    .selectFrom('approval_requests')
    .select('id')
    .where('entity_id', '=', entityId)
    .where('kind', '=', kind)
    .where('payload_hash', '=', payloadHash)
    .where('status', '=', 'requested');
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export interface RequestFilter {
  readonly status?: ApprovalRequestStatus | undefined;
  readonly kind?: string | undefined;
  /** Only requests whose payload's id `field` is one of `ids` (e.g. the vaults a caller reads). */
  readonly payloadIdIn?: { readonly field: string; readonly ids: readonly number[] } | undefined;
  /** Only requests whose payload's text `field` equals `value` (e.g. a token). */
  readonly payloadTextEq?: { readonly field: string; readonly value: string } | undefined;
  /** By creation: newest first (default) or oldest first. */
  readonly order?: 'asc' | 'desc' | undefined;
}

const PAYLOAD_FIELD = /^[a-z_]{1,40}$/;

export async function listRequests(
  db: Db,
  entityId: number,
  filter: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  let base = db.selectFrom('approval_requests').where('entity_id', '=', entityId);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  if (filter.kind !== undefined) base = base.where('kind', '=', filter.kind);
  if (filter.payloadIdIn !== undefined) {
    const { field, ids } = filter.payloadIdIn;
    if (!PAYLOAD_FIELD.test(field)) throw new Error(`approvals: bad payload field ${field}`);
    if (ids.length === 0) return { rows: [], total: 0 };
    // Payload ids are JSON numbers; compared as text, so a malformed one never fails a cast.
    base = base.where(
      sql<string>`payload->>${field}`,
      'in',
      ids.map((id) => String(id)),
    );
  }
  if (filter.payloadTextEq !== undefined) {
    const { field, value } = filter.payloadTextEq;
    if (!PAYLOAD_FIELD.test(field)) throw new Error(`approvals: bad payload field ${field}`);
    base = base.where(sql<string>`payload->>${field}`, '=', value);
  }
  const order = filter.order ?? 'desc';
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', order).offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type RequestChange = Partial<
  Pick<
    RequestRow,
    | 'status'
    | 'updated_at'
    | 'executed_at'
    | 'closed_at'
    | 'payload_hash'
    | 'min_approvers'
    | 'approver_roles'
    | 'approver_user_ids'
    | 'policy_rule_id'
    | 'amount_usd'
    | 'expires_at'
  >
> & { payload?: Record<string, unknown>; result?: Record<string, unknown> | null };

export async function updateRequest(tx: Tx, id: number, change: RequestChange): Promise<void> {
  const { payload, result, ...rest } = change;
  await tx
    .updateTable('approval_requests')
    .set({
      ...rest,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      ...(result === undefined ? {} : { result: result === null ? null : JSON.stringify(result) }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks every pending request due at `now` expired (optionally of one entity) and returns
 * them. Conditional on the status, so each is expired exactly once whoever runs it.
 */
export function expireDue(tx: Tx, now: Date, entityId?: number): Promise<RequestRow[]> {
  let update = tx
    .updateTable('approval_requests')
    .set({ status: 'expired', updated_at: now, closed_at: now })
    .where('status', '=', 'requested')
    .where('expires_at', '<=', now);
  if (entityId !== undefined) update = update.where('entity_id', '=', entityId);
  return update.returningAll().execute();
}

/** Ids of the entities with a pending request due at `now`. */
export async function entitiesWithDueRequests(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('approval_requests')
    .select('entity_id')
    .distinct()
    .where('status', '=', 'requested')
    .where('expires_at', '<=', now)
    .orderBy('entity_id')
    .execute();
  return rows.map((row) => row.entity_id);
}

// ---- actions ----

export function insertAction(
  tx: Tx,
  row: {
    request_id: number;
    user_id: number;
    action: 'approve' | 'reject';
    reason: string | null;
    second_factor: Factor | null;
    at: Date;
  },
): Promise<void> {
  return tx
    .insertInto('approval_actions')
    .values(row)
    .execute()
    .then(() => undefined);
}

export function actionsOf(db: Db, requestIds: readonly number[]): Promise<ActionRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('approval_actions')
    .selectAll()
    .where('request_id', 'in', [...requestIds])
    .orderBy('id')
    .execute();
}

export async function countApprovals(tx: Tx, requestId: number): Promise<number> {
  const row = await tx
    .selectFrom('approval_actions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('request_id', '=', requestId)
    .where('action', '=', 'approve')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearApprovals(tx: Tx, requestId: number): Promise<number> {
  const result = await tx
    .deleteFrom('approval_actions')
    .where('request_id', '=', requestId)
    .where('action', '=', 'approve')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Executor writes run inside a savepoint: a refusal rolls them back and keeps the rest. */
export async function savepoint(tx: Tx, name: 'execute_request'): Promise<void> {
  await sql`SAVEPOINT ${sql.raw(name)}`.execute(tx);
}
export async function rollbackToSavepoint(tx: Tx, name: 'execute_request'): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`.execute(tx);
}
export async function releaseSavepoint(tx: Tx, name: 'execute_request'): Promise<void> {
  await sql`RELEASE SAVEPOINT ${sql.raw(name)}`.execute(tx);
}

// ---- stream topic sequences ----

/** Raises the topic's counter by one in this transaction and returns the new value. */
export async function nextSeq(tx: Tx, topic: string): Promise<number> {
  const row = await tx
    .insertInto('stream_sequences')
    .values({ topic, seq: 1 })
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet((eb) => ({ seq: eb('stream_sequences.seq', '+', 1) })),
    )
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

// ---- policy rules ----

export function activeRules(db: Db, entityId: number): Promise<RuleRow[]> {
  return db
    .selectFrom('approval_policy_rules')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .execute();
}

export interface NewRule {
  readonly kind: string;
  readonly asset: string;
  readonly min_amount_usd: string | null;
  readonly max_amount_usd: string | null;
  readonly destination_type: string;
  readonly account_id: number | null;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
}

/** Retires the entity's rules and inserts `rules` in order (positions 1..n). */
export async function replaceRules(
  tx: Tx,
  entityId: number,
  rules: readonly NewRule[],
  now: Date,
): Promise<void> {
  await tx
    .updateTable('approval_policy_rules')
    .set({ retired_at: now })
    .where('entity_id', '=', entityId)
    .where('retired_at', 'is', null)
    .execute();
  if (rules.length === 0) return;
  await tx
    .insertInto('approval_policy_rules')
    .values(
      rules.map((rule, index) => ({
        ...rule,
        approver_roles: [...rule.approver_roles],
        approver_user_ids: [...rule.approver_user_ids],
        entity_id: entityId,
        position: index + 1,
        created_at: now,
      })),
    )
    .execute();
}

// ---- users and roles ----

export interface MemberRow {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly roles: string[];
  readonly status: string;
  readonly deactivated_at: Date | null;
}

/** The user as a member of the entity (undefined when not a member). */
export function memberOf(db: Db, userId: number, entityId: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'users.status',
      'users.deactivated_at',
    ])
    .where('users.id', '=', userId)
    .where('user_entities.entity_id', '=', entityId)
    .executeTakeFirst();
}

/** Active members of the entity (not deactivated, not pending), by id. */
export function activeMembers(db: Db, entityId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('users')
    .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'users.status',
      'users.deactivated_at',
    ])
    .where('user_entities.entity_id', '=', entityId)
    .where('users.status', '=', 'active')
    .where('users.deactivated_at', 'is', null)
    .orderBy('users.id')
    .execute();
}

/** Names and emails of these users, by id. */
export async function peopleById(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    ]),
  );
}
