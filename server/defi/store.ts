// DeFi's SQL (docs/defi.md): pairings, sessions, allowances, positions and the actions that
// mirror the DeFi maker-checker requests.
import type { Kysely, Transaction } from 'kysely';
import type { DefiTransactionType } from '../../domain/defi';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// ---- pairings and sessions ----

export function insertPairing(
  db: Db,
  p: { topic: string; sym_key_hash: string; dapp: string; created_at: Date; expires_at: Date },
) {
  return db.insertInto('defi_pairings').values(p).execute();
}

/** Claims a pairing once (locked): undefined when unknown. */
export function pairingForUpdate(tx: Transaction<Database>, topic: string) {
  return tx
    .selectFrom('defi_pairings')
    .selectAll()
    .where('topic', '=', topic)
    .forUpdate()
    .executeTakeFirst();
}

export function usePairing(tx: Transaction<Database>, topic: string, at: Date) {
  return tx.updateTable('defi_pairings').set({ used_at: at }).where('topic', '=', topic).execute();
}

export async function insertSession(
  tx: Transaction<Database>,
  s: {
    entity_id: number;
    vault_id: number;
    dapp: string;
    topic: string;
    created_by: number;
    created_at: Date;
    expires_at: Date;
  },
): Promise<number> {
  const row = await tx
    .insertInto('defi_sessions')
    .values(s)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

function sessionQuery(db: Db) {
  return db
    .selectFrom('defi_sessions')
    .innerJoin('subaccounts', 'subaccounts.id', 'defi_sessions.vault_id')
    .innerJoin('users', 'users.id', 'defi_sessions.created_by')
    .select([
      'defi_sessions.id',
      'defi_sessions.entity_id',
      'defi_sessions.vault_id',
      'subaccounts.name as vault_name',
      'defi_sessions.dapp',
      'defi_sessions.topic',
      'users.email as created_by',
      'defi_sessions.created_at',
      'defi_sessions.expires_at',
      'defi_sessions.disconnected_at',
    ]);
}

/** The entity's sessions, newest first (at most 100). */
export function sessionsOf(db: Db, entityId: number) {
  return sessionQuery(db)
    .where('defi_sessions.entity_id', '=', entityId)
    .orderBy('defi_sessions.id', 'desc')
    .limit(100)
    .execute();
}

export function sessionById(db: Db, id: number) {
  return sessionQuery(db).where('defi_sessions.id', '=', id).executeTakeFirst();
}

export function disconnectSession(db: Db, id: number, userId: number, at: Date) {
  return db
    .updateTable('defi_sessions')
    .set({ disconnected_at: at, disconnected_by: userId })
    .where('id', '=', id)
    .where('disconnected_at', 'is', null)
    .executeTakeFirst();
}

// ---- allowances ----

export async function allowanceOf(
  db: Db,
  key: { vault_id: number; protocol: string; token: string },
): Promise<string> {
  const row = await db
    .selectFrom('defi_allowances')
    .select('amount')
    .where('vault_id', '=', key.vault_id)
    .where('protocol', '=', key.protocol)
    .where('token', '=', key.token)
    .executeTakeFirst();
  return row?.amount ?? '0';
}

export function setAllowance(
  tx: Transaction<Database>,
  key: { vault_id: number; protocol: string; token: string },
  amount: string,
  at: Date,
) {
  return tx
    .insertInto('defi_allowances')
    .values({ ...key, amount, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['vault_id', 'protocol', 'token']).doUpdateSet({ amount, updated_at: at }),
    )
    .execute();
}

export function allowancesOf(db: Db, vaultIds: readonly number[]) {
  if (vaultIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('defi_allowances')
    .selectAll()
    .where('vault_id', 'in', [...vaultIds])
    .orderBy('vault_id')
    .orderBy('protocol')
    .orderBy('token')
    .execute();
}

// ---- positions ----

export type PositionRow = Awaited<ReturnType<typeof positionsOf>>[number];

export function positionsOf(db: Db, entityId: number) {
  return db
    .selectFrom('defi_positions')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('vault_id')
    .orderBy('protocol')
    .orderBy('token')
    .execute();
}

export function positionForUpdate(
  tx: Transaction<Database>,
  key: { vault_id: number; protocol: string; token: string },
) {
  return tx
    .selectFrom('defi_positions')
    .selectAll()
    .where('vault_id', '=', key.vault_id)
    .where('protocol', '=', key.protocol)
    .where('token', '=', key.token)
    .forUpdate()
    .executeTakeFirst();
}

export function positionOf(db: Db, key: { vault_id: number; protocol: string; token: string }) {
  return db
    .selectFrom('defi_positions')
    .selectAll()
    .where('vault_id', '=', key.vault_id)
    .where('protocol', '=', key.protocol)
    .where('token', '=', key.token)
    .executeTakeFirst();
}

export function upsertPosition(
  tx: Transaction<Database>,
  p: {
    entity_id: number;
    vault_id: number;
    protocol: string;
    token: string;
    principal: string;
    accrued: string;
    claimed: string;
    accrued_at: Date;
  },
) {
  return tx
    .insertInto('defi_positions')
    .values(p)
    .onConflict((oc) =>
      oc.columns(['vault_id', 'protocol', 'token']).doUpdateSet({
        principal: p.principal,
        accrued: p.accrued,
        claimed: p.claimed,
        accrued_at: p.accrued_at,
      }),
    )
    .execute();
}

// ---- actions (one per DeFi request) ----

export function insertAction(
  tx: Transaction<Database>,
  a: {
    request_id: number;
    entity_id: number;
    session_id: number;
    vault_id: number;
    protocol: string;
    transaction_type: DefiTransactionType;
    token: string;
    amount: string | null;
    method: string | null;
    status: string;
    created_by: number;
    created_at: Date;
    updated_at: Date;
  },
) {
  return tx.insertInto('defi_actions').values(a).execute();
}

export function actionForUpdate(tx: Transaction<Database>, requestId: number) {
  return tx
    .selectFrom('defi_actions')
    .selectAll()
    .where('request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export function updateAction(
  tx: Transaction<Database>,
  id: number,
  set: {
    status: string;
    updated_at: Date;
    executed_amount?: string;
    journal_id?: number;
  },
) {
  return tx.updateTable('defi_actions').set(set).where('id', '=', id).execute();
}

/** The entity's latest DeFi requests with their approval state (newest first). */
export function actionsOf(db: Db, entityId: number, limit = 50) {
  return db
    .selectFrom('defi_actions')
    .innerJoin('approval_requests', 'approval_requests.id', 'defi_actions.request_id')
    .innerJoin('users', 'users.id', 'defi_actions.created_by')
    .select([
      'defi_actions.id',
      'defi_actions.request_id',
      'defi_actions.session_id',
      'defi_actions.vault_id',
      'defi_actions.protocol',
      'defi_actions.transaction_type',
      'defi_actions.token',
      'defi_actions.amount',
      'defi_actions.method',
      'defi_actions.status',
      'defi_actions.executed_amount',
      'defi_actions.created_at',
      'users.email as requester',
      'approval_requests.status as request_status',
    ])
    .where('defi_actions.entity_id', '=', entityId)
    .orderBy('defi_actions.id', 'desc')
    .limit(limit)
    .execute();
}
