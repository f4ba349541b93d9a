// Trade statistics (spec 3.7, 9; docs/post-trade.md "Statistics"): volume, count and average
// size per time bucket, by token and by venue; fees by token and venue; slippage of Edge
// executions against their arrival price. Money in USD at today's conversion rates (the venue
// keeps no price history), stated on screen.
import { absDecimal } from '../../domain/decimal';
import { bucketStart, bucketsBetween, slippageBps, type Grouping } from '../../domain/post-trade';
import type { KlineMessage } from '../market/types';
import type { ExecutedOrder, FeeRow, TradeLegs } from './statistics-store';

const USD_LIKE = new Set(['USD', 'USDC', 'USDT', 'BUSD', 'TUSD']);

export interface Rates {
  readonly [token: string]: string | undefined;
}

export const usdOf = (token: string, amount: string, rates: Rates): number =>
  USD_LIKE.has(token) ? Number(amount) : Number(amount) * Number(rates[token] ?? '0');

export interface TradeFact {
  readonly time: number;
  readonly subaccountId: number;
  readonly base: string;
  readonly quote: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: number;
  readonly usd: number;
}

/** Reads one journal's two token moves as a trade (R-PT-7); anything else is not one. */
export function tradeFact(
  legs: TradeLegs,
  pairs: ReadonlyMap<string, readonly [string, string]>,
  rates: Rates,
): TradeFact | null {
  const tokens = [...legs.moves.keys()];
  if (tokens.length !== 2) return null;
  const [a = '', b = ''] = tokens;
  const pair = pairs.get(`${a}/${b}`) ?? pairs.get(`${b}/${a}`);
  const [base, quote] = pair ?? (USD_LIKE.has(a) ? [b, a] : [a, b]);
  const baseMove = legs.moves.get(base) ?? '0';
  const quoteMove = legs.moves.get(quote) ?? '0';
  return {
    time: legs.time,
    subaccountId: legs.subaccountId,
    base,
    quote,
    side: baseMove.startsWith('-') ? 'SELL' : 'BUY',
    quantity: Number(absDecimal(baseMove)),
    usd: usdOf(quote, absDecimal(quoteMove), rates),
  };
}

export interface Bucket {
  readonly t: number;
  volumeUsd: number;
  count: number;
  feesUsd: number;
}

export interface Group {
  readonly key: string;
  volumeUsd: number;
  count: number;
  quantity: number;
  feesUsd: number;
  fees: number;
}

function group(map: Map<string, Group>, key: string): Group {
  let g = map.get(key);
  if (!g) map.set(key, (g = { key, volumeUsd: 0, count: 0, quantity: 0, feesUsd: 0, fees: 0 }));
  return g;
}

export interface StatisticsInput {
  readonly from: number;
  readonly to: number;
  readonly grouping: Grouping;
  readonly trades: readonly TradeFact[];
  readonly fees: readonly FeeRow[];
  readonly venueOf: (subaccountId: number) => string;
  readonly rates: Rates;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The trade and fee figures per bucket, token and venue (R-PT-7). */
export function statistics(input: StatisticsInput) {
  const buckets = new Map<number, Bucket>(
    bucketsBetween(input.from, input.to - 1, input.grouping).map((t) => [
      t,
      { t, volumeUsd: 0, count: 0, feesUsd: 0 },
    ]),
  );
  const byToken = new Map<string, Group>();
  const byVenue = new Map<string, Group>();
  const feeByToken = new Map<string, Group>();
  const feeByVenue = new Map<string, Group>();
  for (const t of input.trades) {
    const b = buckets.get(bucketStart(t.time, input.grouping));
    if (b) {
      b.volumeUsd += t.usd;
      b.count += 1;
    }
    const tok = group(byToken, t.base);
    tok.volumeUsd += t.usd;
    tok.count += 1;
    tok.quantity += t.quantity;
    const ven = group(byVenue, input.venueOf(t.subaccountId));
    ven.volumeUsd += t.usd;
    ven.count += 1;
  }
  for (const f of input.fees) {
    const usd = usdOf(f.token, f.amount, input.rates);
    const b = buckets.get(bucketStart(f.time, input.grouping));
    if (b) b.feesUsd += usd;
    const tok = group(feeByToken, f.token);
    tok.fees += Number(f.amount);
    tok.feesUsd += usd;
    tok.count += 1;
    const ven = group(feeByVenue, input.venueOf(f.subaccountId));
    ven.feesUsd += usd;
    ven.count += 1;
  }
  const volume = input.trades.reduce((s, t) => s + t.usd, 0);
  const feesUsd = input.fees.reduce((s, f) => s + usdOf(f.token, f.amount, input.rates), 0);
  const out = (m: Map<string, Group>) =>
    [...m.values()]
      .map((g) => ({
        key: g.key,
        volume_usd: round2(g.volumeUsd),
        count: g.count,
        quantity: g.quantity,
        average_usd: g.count > 0 ? round2(g.volumeUsd / g.count) : 0,
        fees: g.fees,
        fees_usd: round2(g.feesUsd),
      }))
      .sort((a, b) => b.volume_usd - a.volume_usd || b.fees_usd - a.fees_usd);
  return {
    totals: {
      volume_usd: round2(volume),
      count: input.trades.length,
      average_usd: input.trades.length > 0 ? round2(volume / input.trades.length) : 0,
      fees_usd: round2(feesUsd),
      fee_bps: volume > 0 ? Math.round((feesUsd / volume) * 1_000_000) / 100 : 0,
    },
    series: [...buckets.values()].map((b) => ({
      t: b.t,
      volume_usd: round2(b.volumeUsd),
      count: b.count,
      average_usd: b.count > 0 ? round2(b.volumeUsd / b.count) : 0,
      fees_usd: round2(b.feesUsd),
    })),
    by_token: out(byToken),
    by_venue: out(byVenue),
    fees_by_token: out(feeByToken),
    fees_by_venue: out(feeByVenue),
  };
}

export type ArrivalLookup = (symbol: string, at: number) => KlineMessage[] | null;

/** The arrival price: the one stored, else the open of the minute the order arrived in. */
export function arrivalOf(order: ExecutedOrder, klines: ArrivalLookup): string | null {
  if (order.arrivalPrice !== null) return order.arrivalPrice;
  const minute = Math.floor(order.createdAt / 60_000) * 60_000;
  const k = klines(order.symbol, minute)?.[0];
  return k && k.openTime === minute ? k.open : null;
}

export interface Execution {
  readonly order: ExecutedOrder;
  readonly averagePrice: number | null;
  readonly arrivalPrice: string | null;
  readonly slippageBps: number | null;
  readonly notionalUsd: number;
}

/** Slippage of executed parent orders (children roll up into their parent) against arrival. */
export function executions(
  orders: readonly ExecutedOrder[],
  klines: ArrivalLookup,
  rates: Rates,
  quoteOf: (symbol: string) => string,
): Execution[] {
  const children = new Map<string, { q: number; n: number }>();
  for (const o of orders) {
    if (o.parentId === null) continue;
    const c = children.get(o.parentId) ?? { q: 0, n: 0 };
    c.q += Number(o.executedQuantity);
    c.n += Number(o.executedNotional);
    children.set(o.parentId, c);
  }
  return orders
    .filter((o) => o.parentId === null)
    .map((o) => {
      const own = Number(o.executedQuantity) > 0;
      const c = children.get(o.id) ?? { q: 0, n: 0 };
      const q = own ? Number(o.executedQuantity) : c.q;
      const n = own ? Number(o.executedNotional) : c.n;
      return { o, q, n };
    })
    .filter((x) => x.q > 0)
    .map(({ o, q, n }) => {
      const avg = n / q;
      const arrival = arrivalOf(o, klines);
      return {
        order: o,
        averagePrice: avg,
        arrivalPrice: arrival,
        slippageBps: arrival === null ? null : slippageBps(o.side, Number(arrival), avg),
        notionalUsd: usdOf(quoteOf(o.symbol), String(n), rates),
      };
    });
}

/** Notional-weighted average slippage of the executions that have one. */
export function weightedSlippage(list: readonly Execution[]): number | null {
  let w = 0;
  let s = 0;
  for (const e of list) {
    if (e.slippageBps === null) continue;
    w += e.notionalUsd;
    s += e.slippageBps * e.notionalUsd;
  }
  return w > 0 ? Math.round((s / w) * 100) / 100 : null;
}
