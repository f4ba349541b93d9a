// The end-of-day snapshot job (docs/portfolio.md "End-of-day snapshots"): at each cut-off
// (00:00 UTC) one snapshot per subaccount and token is written in one transaction. At start,
// every cut-off missed while the server was down (up to CATCH_UP_LIMIT_DAYS) is taken once:
// balances come from the ledger up to that cut-off, prices from the market's candle closes at
// the cut-off where the candle history reaches (SnapshotSources.ratesAt; else the live rate),
// positions from the moment the catch-up runs. Time and timers are ports.
import type { Kysely } from 'kysely';
import { addDecimal, multiplyDecimal, roundDecimalHalfUp, signDecimal } from '../../domain/decimal';
import { cutoffAtOrBefore, nextCutoffAfter, PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import {
  balancesAt,
  flowsBetween,
  lastCutoff,
  realisedBetween,
  writeSnapshot,
  type SnapshotRow,
} from './eod-store';

/** The oldest missed cut-off a start catches up (older gaps stay gaps). */
export const CATCH_UP_LIMIT_DAYS = 31;

/** USD values are kept to 8 places (the ledger's money places). */
const USD_PLACES = 8;

export interface LivePosition {
  readonly symbol: string;
  readonly collateralToken: string;
  readonly side: string;
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealisedPnl: string;
}

/** What a snapshot reads besides the ledger: live prices and open positions. */
export interface SnapshotSources {
  rates(): Readonly<Record<string, string>>;
  /**
   * USD rates at a past instant from the market's candle history (null outside it). A caught-up
   * cut-off is valued at these, not at the prices of the moment the catch-up runs.
   */
  ratesAt?(at: number): Readonly<Record<string, string>> | null;
  /**
   * Open positions of every subaccount that has some. Options count with their value
   * (mark × signed contracts) as `unrealisedPnl`: their premium already left the balance.
   */
  positions(): Promise<ReadonlyMap<number, readonly LivePosition[]>>;
  /** The collateral token of a derivative symbol (realised PnL is booked in it). */
  collateralOf(symbol: string): string | undefined;
}

export interface EodJobOptions {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly timers: Timers;
  readonly sources: SnapshotSources;
  readonly onError?: (error: unknown) => void;
}

const usd = (amount: string, price: string | null): string =>
  price === null ? '0' : roundDecimalHalfUp(multiplyDecimal(amount, price), USD_PLACES);

/** The rows of one cut-off: every subaccount/token with a balance, a flow or positions. */
export async function snapshotRows(
  db: Kysely<Database>,
  sources: SnapshotSources,
  cutoff: number,
  pricedAtCutoff = false,
): Promise<SnapshotRow[]> {
  const from = cutoff - PORTFOLIO_DAY_MS;
  const [balances, flows, realised, positions] = await Promise.all([
    balancesAt(db, cutoff),
    flowsBetween(db, from, cutoff),
    realisedBetween(db, from, cutoff),
    sources.positions(),
  ]);
  // Tokens without a candle at the cut-off keep the live rate.
  const past = pricedAtCutoff ? (sources.ratesAt?.(cutoff) ?? null) : null;
  const rates = past === null ? sources.rates() : { ...sources.rates(), ...past };
  const keys = new Map<string, { sub: number; token: string }>();
  const add = (sub: number, token: string) => keys.set(`${sub}\u0000${token}`, { sub, token });
  for (const [sub, tokens] of balances)
    for (const [token, amount] of tokens) if (signDecimal(amount) !== 0) add(sub, token);
  for (const [sub, tokens] of flows) for (const token of tokens.keys()) add(sub, token);
  for (const [sub, list] of positions) for (const p of list) add(sub, p.collateralToken);
  const realisedBy = new Map<string, string>();
  for (const r of realised) {
    const token = sources.collateralOf(r.symbol);
    if (!token) continue;
    add(r.subaccountId, token);
    const key = `${r.subaccountId}\u0000${token}`;
    realisedBy.set(key, addDecimal(realisedBy.get(key) ?? '0', r.amount));
  }
  const rows: SnapshotRow[] = [];
  for (const [key, { sub, token }] of [...keys].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const price = rates[token] ?? null;
    const balance = balances.get(sub)?.get(token) ?? '0';
    const mine = (positions.get(sub) ?? []).filter((p) => p.collateralToken === token);
    let unrealised = '0';
    for (const p of mine) unrealised = addDecimal(unrealised, p.unrealisedPnl);
    rows.push({
      subaccountId: sub,
      token,
      balance,
      price,
      valueUsd: usd(balance, price),
      flowUsd: usd(flows.get(sub)?.get(token) ?? '0', price),
      realisedUsd: usd(realisedBy.get(key) ?? '0', price),
      unrealisedUsd: usd(unrealised, price),
      positions: mine,
    });
  }
  return rows;
}

/** Takes one cut-off; false when it had been taken already (the cut-off's row is the claim). */
export type TakeCutoff = (cutoff: number, source: 'scheduled' | 'catch_up') => Promise<boolean>;

/**
 * When cut-offs are taken: every one missed (at most CATCH_UP_LIMIT_DAYS back) at start and
 * at each cut-off, then the next when its time comes. It reads only the database; `take`
 * writes the snapshot here, or on a cluster asks the active engine (the scheduler process).
 */
export class EodTimetable {
  private timer: TimerHandle | null = null;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly o: {
      readonly db: Kysely<Database>;
      readonly now: Clock;
      readonly timers: Timers;
      readonly take: TakeCutoff;
      readonly onError?: (error: unknown) => void;
    },
  ) {}

  /**
   * Every cut-off after the last one written, up to the latest one passed (at most
   * CATCH_UP_LIMIT_DAYS back); returns the cut-offs this call wrote.
   */
  async catchUp(): Promise<number[]> {
    const latest = cutoffAtOrBefore(this.o.now());
    const last = await lastCutoff(this.o.db);
    const oldest = latest - (CATCH_UP_LIMIT_DAYS - 1) * PORTFOLIO_DAY_MS;
    const first = last === null ? latest : Math.max(last + PORTFOLIO_DAY_MS, oldest);
    const written: number[] = [];
    for (let c = first; c <= latest; c += PORTFOLIO_DAY_MS)
      if (await this.o.take(c, 'catch_up')) written.push(c);
    return written;
  }

  /** Catches up, then takes each next cut-off when its time comes (also after a failed
   *  catch-up: the next cut-off catches up again). */
  async start(): Promise<number[]> {
    try {
      return await this.catchUp();
    } finally {
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const now = this.o.now();
    const next = nextCutoffAfter(now);
    this.timer = this.o.timers.setTimeout(() => {
      this.timer = null;
      this.running = this.fire(next);
    }, next - now);
  }

  private async fire(cutoff: number): Promise<void> {
    try {
      // A timer that fires early (clock adjustments) waits for the cut-off's time.
      if (this.o.now() < cutoff) return;
      await this.o.take(cutoff, 'scheduled');
      await this.catchUp();
    } catch (error) {
      this.o.onError?.(error);
    } finally {
      this.schedule();
    }
  }

  /** Stops the schedule and waits for a snapshot in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.o.timers.clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** The snapshot job of the process that holds balances: its timetable and its `take`. */
export class EodSnapshotJob {
  private readonly timetable: EodTimetable;

  constructor(private readonly o: EodJobOptions) {
    this.timetable = new EodTimetable({
      db: o.db,
      now: o.now,
      timers: o.timers,
      take: (cutoff, source) => this.take(cutoff, source),
      ...(o.onError ? { onError: o.onError } : {}),
    });
  }

  /** Takes one cut-off; false when it had been taken already. */
  async take(cutoff: number, source: 'scheduled' | 'catch_up'): Promise<boolean> {
    const rows = await snapshotRows(this.o.db, this.o.sources, cutoff, source === 'catch_up');
    return this.o.db
      .transaction()
      .execute((tx) => writeSnapshot(tx, cutoff, source, this.o.now(), rows));
  }

  /** See EodTimetable.catchUp. */
  catchUp(): Promise<number[]> {
    return this.timetable.catchUp();
  }

  /** Catches up, then takes each next cut-off when its time comes. */
  start(): Promise<number[]> {
    return this.timetable.start();
  }

  /** Stops the schedule and waits for a snapshot in progress. */
  stop(): Promise<void> {
    return this.timetable.stop();
  }
}
