// The live side of the portfolio: open positions of every subaccount (the snapshot job's
// source) and each subaccount's intraday equity point since the last cut-off (performance).
import type { Kysely } from 'kysely';
import { multiplyDecimal, signDecimal } from '../../domain/decimal';
import { cutoffAtOrBefore, type EquityPoint } from '../../domain/portfolio';
import type { Database } from '../db/schema';
import type { AccountReader } from '../orders/read-model';
import { positionsOf } from '../orders/views';
import type { LivePosition, SnapshotSources } from './eod-job';
import { flowsBetween, realisedBetween } from './eod-store';
import {
  OPTION_MARGIN_TOKEN,
  optionMark,
  optionPositionsOf,
  type OptionPricer,
} from '../options/positions';

export function livePositions(orders: AccountReader, sub: number): LivePosition[] {
  return positionsOf(orders, sub)
    .filter((v) => signDecimal(v.position.size) !== 0)
    .map((v) => ({
      symbol: v.position.symbol,
      collateralToken: orders.instruments.get(v.position.symbol)?.collateralToken ?? 'USD',
      side: signDecimal(v.position.size) < 0 ? 'SHORT' : 'LONG',
      size: v.position.size.replace('-', ''),
      entryPrice: v.position.entryPrice,
      markPrice: v.markPrice,
      unrealisedPnl: v.unrealisedPnl,
    }));
}

/** Option positions valued at their mark: value = mark × signed contracts (USD). */
export async function liveOptionPositions(
  db: Kysely<Database>,
  pricer: OptionPricer | null,
  subs: readonly number[] | null,
  now: number,
): Promise<Map<number, LivePosition[]>> {
  const out = new Map<number, LivePosition[]>();
  if (pricer === null) return out;
  const rows = await (subs === null
    ? db.selectFrom('option_positions').select('subaccount_id').distinct().execute()
    : Promise.resolve(subs.map((subaccount_id) => ({ subaccount_id }))));
  for (const p of await optionPositionsOf(
    db,
    rows.map((r) => r.subaccount_id),
  )) {
    if (signDecimal(p.size) === 0) continue;
    const mark = optionMark(pricer, p.symbol, now);
    const markText = mark === null ? p.entryPrice : mark.toFixed(2);
    const list = out.get(p.subaccountId) ?? [];
    list.push({
      symbol: p.symbol,
      collateralToken: OPTION_MARGIN_TOKEN,
      side: signDecimal(p.size) < 0 ? 'SHORT' : 'LONG',
      size: p.size.replace('-', ''),
      entryPrice: p.entryPrice,
      markPrice: markText,
      unrealisedPnl: multiplyDecimal(markText, p.size),
    });
    out.set(p.subaccountId, list);
  }
  return out;
}

/** The snapshot job's view of the venue: live rates, every open position, collateral tokens. */
export function snapshotSources(
  orders: AccountReader,
  rates: () => Readonly<Record<string, string>>,
  db: Kysely<Database> | null = null,
  pricer: OptionPricer | null = null,
  now: () => number = () => 0,
  ratesAt: (at: number) => Readonly<Record<string, string>> | null = () => null,
): SnapshotSources {
  return {
    rates,
    ratesAt,
    async positions() {
      const subs = new Set<number>();
      for (const p of orders.state.positions.values())
        if (signDecimal(p.size) !== 0) subs.add(p.subaccountId);
      const out = new Map([...subs].map((sub) => [sub, livePositions(orders, sub)]));
      if (db !== null)
        for (const [sub, list] of await liveOptionPositions(db, pricer, null, now()))
          out.set(sub, [...(out.get(sub) ?? []), ...list]);
      return out;
    },
    collateralOf: (symbol) => orders.instruments.get(symbol)?.collateralToken ?? undefined,
  };
}

const usd = (amount: string, price: string | undefined) =>
  price === undefined ? 0 : Number(multiplyDecimal(amount, price));

/** Each subaccount's equity now, with its flows and realised PnL since the last cut-off. */
export async function liveEquity(
  db: Kysely<Database>,
  orders: AccountReader,
  subs: readonly number[],
  rates: Readonly<Record<string, string>>,
  now: number,
  pricer: OptionPricer | null = null,
): Promise<Map<number, EquityPoint>> {
  const since = cutoffAtOrBefore(now);
  const [flows, realised, options] = await Promise.all([
    flowsBetween(db, since, now),
    realisedBetween(db, since, now),
    liveOptionPositions(db, pricer, subs, now),
  ]);
  const out = new Map<number, EquityPoint>();
  for (const sub of subs) {
    let value = 0;
    for (const [token, amount] of orders.state.balances.get(sub) ?? [])
      value += usd(amount, rates[token]);
    let unrealised = 0;
    for (const p of [...livePositions(orders, sub), ...(options.get(sub) ?? [])])
      unrealised += usd(p.unrealisedPnl, rates[p.collateralToken]);
    let flow = 0;
    for (const [token, amount] of flows.get(sub) ?? []) flow += usd(amount, rates[token]);
    let booked = 0;
    for (const r of realised)
      if (r.subaccountId === sub)
        booked += usd(r.amount, rates[orders.instruments.get(r.symbol)?.collateralToken ?? 'USD']);
    out.set(sub, { t: now, value, unrealised, flow, realised: booked });
  }
  return out;
}
