// The subaccounts a portfolio read covers, with their venue and account kind (spec 3.7 groups
// otc, custody, edge, off_exchange): the caller's read selection, narrowed by the request.
import type { Kysely } from 'kysely';
import { accountTypeName } from '../../domain/enums';
import type { PortfolioAccountGroup } from '../../domain/portfolio';
import type { Database } from '../db/schema';
import { readableSubaccounts, refuse } from '../policy/policy';
import type { Action } from '../db/schema';

export interface PortfolioSubaccount {
  readonly id: number;
  readonly name: string;
  readonly accountId: number;
  readonly accountName: string;
  readonly venue: string;
  readonly venueName: string;
  readonly group: PortfolioAccountGroup;
}

/** Every subaccount of the database with its venue (snapshot job, seed). */
export async function allPortfolioSubaccounts(
  db: Kysely<Database>,
  entityId?: number,
): Promise<PortfolioSubaccount[]> {
  let q = db
    .selectFrom('subaccounts as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .innerJoin('venues as v', 'v.id', 'a.venue_id')
    .select([
      's.id',
      's.name',
      's.account_id',
      'a.name as account_name',
      'v.key as venue',
      'v.name as venue_name',
      'v.account_type',
    ])
    .orderBy('s.id');
  if (entityId !== undefined) q = q.where('s.entity_id', '=', entityId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    accountId: r.account_id,
    accountName: r.account_name,
    venue: r.venue,
    venueName: r.venue_name,
    group: accountTypeName(r.account_type),
  }));
}

export interface SelectionQuery {
  /** Comma-separated subaccount ids; absent: every readable one. */
  readonly subaccountIds?: string;
  /** Comma-separated venue keys; absent: every venue. */
  readonly venues?: string;
}

/**
 * The caller's readable subaccounts (spec 5: only canRead ones), narrowed by the query. Naming a
 * subaccount that is not readable is refused, never silently dropped.
 */
export async function selectedSubaccounts(
  db: Kysely<Database>,
  auth: { readonly entityId: number; readonly granted: ReadonlySet<Action> },
  query: SelectionQuery,
): Promise<PortfolioSubaccount[]> {
  const readable = new Set((await readableSubaccounts(db, auth)).map((s) => s.id));
  let subs = (await allPortfolioSubaccounts(db, auth.entityId)).filter((s) => readable.has(s.id));
  if (query.subaccountIds !== undefined && query.subaccountIds !== '') {
    const wanted = query.subaccountIds.split(',').map(Number);
    for (const id of wanted) if (!readable.has(id)) throw refuse.account('subaccountIds');
    const set = new Set(wanted);
    subs = subs.filter((s) => set.has(s.id));
  }
  if (query.venues !== undefined && query.venues !== '') {
    const venues = new Set(query.venues.split(','));
    subs = subs.filter((s) => venues.has(s.venue));
  }
  return subs;
}
