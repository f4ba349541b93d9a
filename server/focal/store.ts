// SQL of the Focal workspace (docs/labs-focal.md): one token across the entity's readable
// subaccounts — balances by venue, fills, treasury rules and maker-checker requests touching it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function balancesOfToken(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  token: string,
) {
  if (subaccountIds.length === 0) return [];
  return db
    .selectFrom('balances')
    .innerJoin('subaccounts', 'subaccounts.id', 'balances.subaccount_id')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select([
      'balances.subaccount_id',
      'balances.amount',
      'subaccounts.name as subaccount',
      'venues.name as venue',
    ])
    .where('balances.subaccount_id', 'in', [...subaccountIds])
    .where('balances.token', '=', token)
    .orderBy('balances.subaccount_id')
    .execute();
}

export async function tokensOf(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
): Promise<string[]> {
  if (subaccountIds.length === 0) return [];
  const rows = await db
    .selectFrom('balances')
    .select('token')
    .distinct()
    .where('subaccount_id', 'in', [...subaccountIds])
    .where('amount', '<>', '0')
    .orderBy('token')
    .execute();
  return rows.map((r) => r.token);
}

export async function fillsOfToken(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  symbols: readonly string[],
  limit: number,
) {
  if (subaccountIds.length === 0 || symbols.length === 0) return [];
  return db
    .selectFrom('fills')
    .select([
      'id',
      'order_id',
      'subaccount_id',
      'symbol',
      'side',
      'price',
      'quantity',
      'fee',
      'fee_token',
      'time',
    ])
    .where('subaccount_id', 'in', [...subaccountIds])
    .where('symbol', 'in', [...symbols])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function quoteTradesOfToken(
  db: Kysely<Database>,
  entityId: number,
  symbols: readonly string[],
  limit: number,
) {
  if (symbols.length === 0) return [];
  return db
    .selectFrom('quote_trades')
    .select(['id', 'source', 'symbol', 'side', 'price', 'quantity', 'executed_at'])
    .where('entity_id', '=', entityId)
    .where('symbol', 'in', [...symbols])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function rulesOfToken(db: Kysely<Database>, entityId: number, token: string) {
  return db
    .selectFrom('treasury_rules')
    .select(['id', 'name', 'status'])
    .where('entity_id', '=', entityId)
    .where('token', '=', token)
    .where('status', '<>', 'deleted')
    .orderBy('id')
    .execute();
}

/** Requests still waiting whose payload names the token (withdrawals, transfers, rules). */
export async function pendingRequestsOfToken(
  db: Kysely<Database>,
  entityId: number,
  token: string,
) {
  return db
    .selectFrom('approval_requests')
    .select(['id', 'kind', 'status', 'amount_usd', 'created_at', 'min_approvers'])
    .where('entity_id', '=', entityId)
    .where('status', '=', 'requested')
    .where(sql<boolean>`upper(payload->>'token') = ${token}`)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
