// Deterministic demo history (docs/portfolio.md "Demo history"): 180 days of daily prices,
// deposits and withdrawals, transfers between an entity's subaccounts and spot trades, ending
// exactly at today's balances. Pure: the same balances, prices and day give the same history.
import {
  addDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { amountDecimals } from '../../domain/numbers';
import { cutoffAtOrBefore, PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import type { Book } from '../ledger/journal';
import type { SnapshotRow } from './eod-store';

export const HISTORY_DAYS = 180;

/** Tokens worth one USD throughout the history. */
const USD_LIKE = new Set(['USD', 'USDC', 'USDT', 'BUSD']);
/** Quote tokens a subaccount's history trades against, in order of preference. */
const QUOTES = ['USD', 'USDT', 'USDC'];
const DAILY_VOLATILITY = 0.028;

export interface HistorySubaccount {
  readonly id: number;
  readonly entityId: number;
  /** Today's balances (decimal strings). */
  readonly balances: ReadonlyMap<string, string>;
}

export interface HistoryEvent {
  readonly time: number;
  readonly kind: 'deposit' | 'withdrawal' | 'transfer' | 'trade';
  /** Entries of one journal: [book, token, signed amount]. */
  readonly entries: readonly (readonly [Book, string, string])[];
}

export interface DemoHistory {
  /** Cut-offs, oldest first (HISTORY_DAYS of them, the last one at or before `now`). */
  readonly cutoffs: readonly number[];
  /** When the opening balances are booked (the day before the first cut-off). */
  readonly openingTime: number;
  readonly openings: readonly (readonly [number, string, string])[];
  readonly events: readonly HistoryEvent[];
  /** The events this history made up (the rest were already in the ledger). */
  readonly generated: readonly HistoryEvent[];
  /** Each token's USD price per cut-off; a token without one has no entry. */
  readonly prices: ReadonlyMap<string, readonly number[]>;
}

/** mulberry32: a small deterministic generator (same seed, same sequence). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

const fixed = (n: number, token: string): string => n.toFixed(amountDecimals(token));

/**
 * Daily prices walking back from today's: a geometric random walk per token (USD-like tokens
 * stay at 1; tokens without a USD price have none).
 */
function priceHistory(
  tokens: Iterable<string>,
  todays: Readonly<Record<string, number>>,
  days: number,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const token of tokens) {
    if (USD_LIKE.has(token)) {
      out.set(
        token,
        Array.from({ length: days }, () => 1),
      );
      continue;
    }
    const today = todays[token];
    if (today === undefined || !(today > 0)) continue;
    const rand = generator(hash(`price:${token}`));
    const series = new Array<number>(days);
    series[days - 1] = today;
    for (let k = days - 2; k >= 0; k--) {
      // Box-Muller from two uniforms; a slight upward drift over the half year.
      const z = Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
      series[k] = (series[k + 1] ?? today) / Math.exp(DAILY_VOLATILITY * z + 0.0008);
    }
    out.set(token, series);
  }
  return out;
}

/** The history ending at `balances` on the cut-off at or before `now`. */
export function demoHistory(
  subaccounts: readonly HistorySubaccount[],
  todaysPrices: Readonly<Record<string, number>>,
  now: number,
  days = HISTORY_DAYS,
  /** Ledger movements that already happened (an older database): part of the walk, not new. */
  existing: readonly HistoryEvent[] = [],
): DemoHistory {
  const latest = cutoffAtOrBefore(now);
  const cutoffs = Array.from(
    { length: days },
    (_, k) => latest - (days - 1 - k) * PORTFOLIO_DAY_MS,
  );
  const first = cutoffs[0] ?? latest;
  const tokens = new Set<string>();
  for (const s of subaccounts) for (const t of s.balances.keys()) tokens.add(t);
  const prices = priceHistory(tokens, todaysPrices, days);
  const events: HistoryEvent[] = [];
  /** A time inside day k (the day that ends at cutoffs[k]). */
  const during = (k: number, hour: number) =>
    (cutoffs[k] ?? latest) - PORTFOLIO_DAY_MS + hour * 3_600_000;
  const sub = (id: number): Book => `sub:${id}`;

  for (const s of subaccounts) {
    const held = [...s.balances]
      .filter(([, b]) => Number(b) > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [j, [token, balance]] of held.entries()) {
      const rand = generator(hash(`flow:${s.id}:${token}`));
      const b = Number(balance);
      let n = 0;
      // Deposits and withdrawals every 10 days, alternating, about 2 % of the balance.
      for (let k = ((s.id + j) % 10) + 1; k < days; k += 10) {
        const amount = fixed(b * 0.02 * (0.5 + rand()), token);
        if (signDecimal(amount) === 0) continue;
        const inflow = n++ % 2 === 0;
        events.push({
          time: during(k, 9 + (j % 6)),
          kind: inflow ? 'deposit' : 'withdrawal',
          entries: inflow
            ? [
                ['house:external', token, `-${amount}`],
                [sub(s.id), token, amount],
              ]
            : [
                [sub(s.id), token, `-${amount}`],
                ['house:external', token, amount],
              ],
        });
      }
    }
    // Spot trades every 3 days: about 1 % of a priced holding against the first quote held.
    const quote = QUOTES.find((q) => Number(s.balances.get(q) ?? '0') > 0);
    if (quote === undefined) continue;
    const bases = held.filter(([t]) => !USD_LIKE.has(t) && prices.has(t));
    for (const [j, [token, balance]] of bases.entries()) {
      const rand = generator(hash(`trade:${s.id}:${token}`));
      const series = prices.get(token) ?? [];
      for (let k = ((s.id + j) % 3) + 1; k < days; k += 3) {
        const qty = fixed(Number(balance) * 0.01 * (0.5 + rand()), token);
        const cost = fixed(Number(qty) * (series[k] ?? 0), quote);
        if (signDecimal(qty) === 0 || signDecimal(cost) === 0) continue;
        const buy = rand() < 0.5;
        events.push({
          time: during(k, 13 + (j % 5)),
          kind: 'trade',
          entries: buy
            ? [
                [sub(s.id), quote, `-${cost}`],
                ['house:market', quote, cost],
                ['house:market', token, `-${qty}`],
                [sub(s.id), token, qty],
              ]
            : [
                [sub(s.id), token, `-${qty}`],
                ['house:market', token, qty],
                ['house:market', quote, `-${cost}`],
                [sub(s.id), quote, cost],
              ],
        });
      }
    }
  }

  // Transfers between two subaccounts of one entity holding the same token, weekly.
  const holders = new Map<string, HistorySubaccount[]>();
  for (const s of subaccounts)
    for (const [t, b] of s.balances)
      if (Number(b) > 0)
        holders.set(`${s.entityId}:${t}`, [...(holders.get(`${s.entityId}:${t}`) ?? []), s]);
  for (const [key, list] of [...holders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [a, b] = list;
    if (!a || !b) continue;
    const token = key.slice(key.indexOf(':') + 1);
    const size = Math.min(Number(a.balances.get(token)), Number(b.balances.get(token))) * 0.03;
    const rand = generator(hash(`transfer:${key}`));
    let n = 0;
    for (let k = 4 + (hash(key) % 7); k < days; k += 7) {
      const amount = fixed(size * (0.5 + rand()), token);
      if (signDecimal(amount) === 0) continue;
      const [from, to] = n++ % 2 === 0 ? [a, b] : [b, a];
      events.push({
        time: during(k, 11),
        kind: 'transfer',
        entries: [
          [sub(from.id), token, `-${amount}`],
          [sub(to.id), token, amount],
        ],
      });
    }
  }
  const generated = [...events].sort((x, y) => x.time - y.time);
  events.push(...existing);
  events.sort((x, y) => x.time - y.time);

  // Opening balances: today's minus everything the history moved.
  const moved = new Map<string, string>();
  for (const e of events)
    for (const [book, token, amount] of e.entries)
      if (book.startsWith('sub:'))
        moved.set(
          `${book.slice(4)}:${token}`,
          addDecimal(moved.get(`${book.slice(4)}:${token}`) ?? '0', amount),
        );
  const openings: (readonly [number, string, string])[] = [];
  for (const s of subaccounts)
    for (const [token, balance] of s.balances) {
      const opening = subtractDecimal(balance, moved.get(`${s.id}:${token}`) ?? '0');
      if (signDecimal(opening) !== 0) openings.push([s.id, token, opening]);
    }
  return {
    cutoffs,
    openingTime: first - PORTFOLIO_DAY_MS,
    openings,
    events,
    generated,
    prices,
  };
}

/** The snapshot rows of each cut-off of the history (balances walked forward from the openings). */
export function historySnapshots(history: DemoHistory): Map<number, SnapshotRow[]> {
  const balances = new Map<string, string>();
  const key = (sub: number, token: string) => `${sub}:${token}`;
  for (const [sub, token, amount] of history.openings) balances.set(key(sub, token), amount);
  const out = new Map<number, SnapshotRow[]>();
  let e = 0;
  for (const [k, cutoff] of history.cutoffs.entries()) {
    const flows = new Map<string, string>();
    for (; e < history.events.length && (history.events[e]?.time ?? Infinity) <= cutoff; e++) {
      const event = history.events[e];
      if (!event) continue;
      for (const [book, token, amount] of event.entries) {
        if (!book.startsWith('sub:')) continue;
        const kk = key(Number(book.slice(4)), token);
        balances.set(kk, addDecimal(balances.get(kk) ?? '0', amount));
        if (event.kind !== 'trade') flows.set(kk, addDecimal(flows.get(kk) ?? '0', amount));
      }
    }
    const rows: SnapshotRow[] = [];
    for (const [kk, balance] of [...balances].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const flow = flows.get(kk) ?? '0';
      if (signDecimal(balance) === 0 && signDecimal(flow) === 0) continue;
      const [subText = '0', token = ''] = kk.split(':');
      const p = history.prices.get(token)?.[k];
      const price = p === undefined ? null : p.toFixed(8);
      const usd = (amount: string) =>
        price === null ? '0' : roundDecimalHalfUp(multiplyDecimal(amount, price), 8);
      rows.push({
        subaccountId: Number(subText),
        token,
        balance,
        price,
        valueUsd: usd(balance),
        flowUsd: usd(flow),
        realisedUsd: '0',
        unrealisedUsd: '0',
        positions: [],
      });
    }
    out.set(cutoff, rows);
  }
  return out;
}
