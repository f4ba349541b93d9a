// Spot realised PnL of a selection (docs/portfolio.md "Spot realised PnL"): the subaccounts'
// ledger movements replayed through the average-cost book (domain/cost-basis.ts). Trades are
// the journals of kinds 'trade' (Edge spot fills, demo history), 'rfq' and 'rfs'; flows enter
// at the day's price, the token's price at the cut-off at or before the movement (eod_prices,
// written with the snapshots; else the first one after, else the live rate).
import { sql, type Kysely } from 'kysely';
import { averageCostRealised, type CostMovement, type PriceAt } from '../../domain/cost-basis';
import { cutoffAtOrBefore, PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import type { Database } from '../db/schema';
import { FLOW_KINDS } from './eod-store';

/** Ledger kinds of spot exchanges (one journal per fill or execution). */
export const SPOT_TRADE_KINDS = ['trade', 'rfq', 'rfs'] as const;
const FEE_KINDS = ['fee'] as const;

async function movementsOf(
  db: Kysely<Database>,
  subs: readonly number[],
  upTo: number,
): Promise<CostMovement[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'journal_id',
      'book',
      'kind',
      'token',
      sql<string>`min(time)::text`.as('time'),
      sql<string>`sum(amount)::text`.as('amount'),
    ])
    .where(
      'book',
      'in',
      subs.map((s) => `sub:${s}`),
    )
    .where('kind', 'in', [...SPOT_TRADE_KINDS, ...FLOW_KINDS, ...FEE_KINDS])
    .where('time', '<=', upTo)
    .groupBy(['journal_id', 'book', 'kind', 'token'])
    .execute();
  const byKey = new Map<string, CostMovement & { legs: { token: string; amount: number }[] }>();
  for (const r of rows) {
    const kind = (SPOT_TRADE_KINDS as readonly string[]).includes(r.kind)
      ? 'trade'
      : r.kind === 'fee'
        ? 'fee'
        : 'flow';
    const key = `${r.journal_id}\u0000${r.book}\u0000${kind}`;
    let m = byKey.get(key);
    if (!m) {
      m = { time: Number(r.time), subaccountId: Number(r.book.slice(4)), kind, legs: [] };
      byKey.set(key, m);
    }
    m.legs.push({ token: r.token, amount: Number(r.amount) });
  }
  // Time order; within one instant flows first, so a deposit is held before it is sold.
  const rank = { flow: 0, trade: 1, fee: 2 } as const;
  return [...byKey.values()].sort((a, b) => a.time - b.time || rank[a.kind] - rank[b.kind]);
}

/** Day prices of the tokens: each token's price at each cut-off (written with the snapshots). */
async function dayPrices(
  db: Kysely<Database>,
  tokens: readonly string[],
  rates: Readonly<Record<string, string>>,
): Promise<PriceAt> {
  const byToken = new Map<string, { cutoffs: number[]; prices: number[] }>();
  if (tokens.length > 0) {
    const rows = await db
      .selectFrom('eod_prices')
      .select(['token', 'cutoff', sql<string>`price::text`.as('price')])
      .where('token', 'in', [...tokens])
      .orderBy('cutoff')
      .execute();
    for (const r of rows) {
      let list = byToken.get(r.token);
      if (!list) byToken.set(r.token, (list = { cutoffs: [], prices: [] }));
      list.cutoffs.push(Number(r.cutoff));
      list.prices.push(Number(r.price));
    }
  }
  return (token, time) => {
    const list = byToken.get(token);
    if (list && list.cutoffs.length > 0) {
      const at = cutoffAtOrBefore(time);
      // The last cut-off at or before `at` (binary search), else the first one.
      let lo = 0;
      let hi = list.cutoffs.length - 1;
      if ((list.cutoffs[0] ?? 0) > at) return list.prices[0] ?? null;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((list.cutoffs[mid] ?? 0) <= at) lo = mid;
        else hi = mid - 1;
      }
      return list.prices[lo] ?? null;
    }
    const live = rates[token];
    return live === undefined ? null : Number(live);
  };
}

/**
 * Spot PnL realised per subaccount and day: the key is the cut-off that ends the day of the
 * sale (a sale at t in (C − 1 day, C] counts at C); sales after `liveFrom` count at `liveAt`.
 */
export async function spotRealisedByDay(
  db: Kysely<Database>,
  subs: readonly number[],
  upTo: number,
  rates: Readonly<Record<string, string>>,
): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (subs.length === 0) return out;
  const movements = await movementsOf(db, subs, upTo);
  const tokens = [...new Set(movements.flatMap((m) => m.legs.map((l) => l.token)))];
  const priceAt = await dayPrices(db, tokens, rates);
  for (const e of averageCostRealised(movements, priceAt)) {
    const start = cutoffAtOrBefore(e.time);
    const day = start === e.time ? start : start + PORTFOLIO_DAY_MS;
    let m = out.get(e.subaccountId);
    if (!m) out.set(e.subaccountId, (m = new Map()));
    m.set(day, (m.get(day) ?? 0) + e.realised);
  }
  return out;
}
