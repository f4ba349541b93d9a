// In-memory mirror of balances, positions and trading settings (loaded from the database at
// start, changed only after a commit). Locked amounts are derived from open orders and
// positions; the engine also stores them (lock-store.ts) for other processes' checks.
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { lotsToQuantity } from '../../domain/ticks';
import { divideDecimal, figures, MAINTENANCE_RATE, type PositionState } from '../positions/math';
import { MONEY_PLACES, TAKER_FEE_RATE } from './fees';
import type { OrderRecord } from './record';
import { SeenSeqs } from './seen-seqs';

export interface Position extends PositionState {
  readonly subaccountId: number;
  readonly symbol: string;
  readonly positionSide: string;
}

/** One subaccount as PostgreSQL holds it, read in one snapshot (shard-follower.ts). */
export interface SubaccountSnapshot {
  readonly seq: number;
  readonly balances: ReadonlyMap<string, string>;
  readonly others: ReadonlyMap<string, string>;
  readonly hedgeMode: boolean;
  readonly multiAssetsMode: boolean;
}

export interface Settings {
  hedgeMode: boolean;
  multiAssetsMode: boolean;
  eventSeq: number;
}

export interface SymbolSettings {
  leverage: number;
  marginMode: 'CROSSED' | 'ISOLATED';
}

export const DEFAULT_LEVERAGE = 10;
/** Leverage (position value / margin balance) as sent: 6 decimals, so that a small position on
 *  a large balance (e.g. 0.0004×) is not rounded to '0' (spec 2.4; the client formats it). */
export const LEVERAGE_PLACES = 6;

export const positionKey = (sub: number, symbol: string, side: string) =>
  `${sub}|${symbol}|${side}`;

export class AccountState {
  readonly balances = new Map<number, Map<string, string>>();
  readonly positions = new Map<string, Position>();
  readonly settings = new Map<number, Settings>();
  readonly symbolSettings = new Map<string, SymbolSettings>();
  /** Amounts held outside orders and positions (option margin), per subaccount and token. */
  readonly holds = new Map<number, Map<string, string>>();
  /** What other engine shards' stored rows hold, per subaccount and token (none for one). */
  readonly others = new Map<number, Map<string, string>>();
  /** The event seqs whose changes memory holds (a load's, then each commit and booking). */
  readonly seen = new SeenSeqs();
  /** Bookings heard while a load rebuilds memory: applied after it, if the load lacks them. */
  private deferred: { sub: number; seq: number; deltas: ReadonlyMap<string, string> }[] | null =
    null;

  total(sub: number, token: string): string {
    return this.balances.get(sub)?.get(token) ?? '0';
  }

  hold(sub: number, token: string): string {
    return this.holds.get(sub)?.get(token) ?? '0';
  }

  otherShardsLocked(sub: number, token: string): string {
    return this.others.get(sub)?.get(token) ?? '0';
  }

  setOtherShardsLocked(sub: number, token: string, amount: string): void {
    let tokens = this.others.get(sub);
    if (!tokens) this.others.set(sub, (tokens = new Map()));
    tokens.set(token, amount);
  }

  /**
   * A subaccount as PostgreSQL holds it at `snapshot.seq` (a shard's refresh, shard-follower.ts):
   * its balances, the other shards' locks and its modes replace memory's, unless memory already
   * holds every change up to that seq. Positions, leverage and option margin are the home
   * shard's own and are not replaced. False when nothing was replaced.
   */
  refreshed(sub: number, snapshot: SubaccountSnapshot): boolean {
    if (this.seen.through(sub) >= snapshot.seq) return false;
    this.balances.set(sub, new Map(snapshot.balances));
    this.others.set(sub, new Map(snapshot.others));
    const settings = this.settingsOf(sub);
    settings.hedgeMode = snapshot.hedgeMode;
    settings.multiAssetsMode = snapshot.multiAssetsMode;
    settings.eventSeq = snapshot.seq;
    this.seen.loaded(sub, snapshot.seq);
    return true;
  }

  setHold(sub: number, token: string, amount: string): void {
    let tokens = this.holds.get(sub);
    if (!tokens) this.holds.set(sub, (tokens = new Map()));
    tokens.set(token, amount);
  }

  /**
   * A booking committed outside the order queue (quotes, wallet, treasury, another process's
   * run heard on the bus) moves memory's balances after its commit, once: a reload in between
   * already holds it, and one heard twice is known by its seq. False when it was not applied
   * now (already held, or deferred to the end of a load).
   */
  applyBooked(sub: number, seq: number, deltas: ReadonlyMap<string, string>): boolean {
    if (this.deferred) {
      this.deferred.push({ sub, seq, deltas });
      return false;
    }
    if (!this.committed(sub, seq)) return false;
    for (const [token, delta] of deltas) this.addBalance(sub, token, delta);
    return true;
  }

  /** Change `seq` of the subaccount is in memory: its event seq follows. False if it was. */
  committed(sub: number, seq: number): boolean {
    if (!this.seen.add(sub, seq)) return false;
    const settings = this.settingsOf(sub);
    settings.eventSeq = Math.max(settings.eventSeq, seq);
    return true;
  }

  /** A load starts: memory is being rebuilt, bookings wait for it (endLoad). */
  beginLoad(): void {
    this.deferred ??= [];
    this.seen.clear();
  }

  /** Some subaccounts are read back (refreshed): bookings wait for it as for a load. */
  beginRefresh(): void {
    this.deferred ??= [];
  }

  /** The load ended: bookings heard meanwhile that it did not read are applied now. */
  endLoad(): void {
    const waiting = this.deferred ?? [];
    this.deferred = null;
    for (const b of waiting) this.applyBooked(b.sub, b.seq, b.deltas);
  }

  addBalance(sub: number, token: string, delta: string): void {
    let tokens = this.balances.get(sub);
    if (!tokens) this.balances.set(sub, (tokens = new Map()));
    tokens.set(token, addDecimal(tokens.get(token) ?? '0', delta));
  }

  settingsOf(sub: number): Settings {
    let s = this.settings.get(sub);
    if (!s) this.settings.set(sub, (s = { hedgeMode: false, multiAssetsMode: false, eventSeq: 0 }));
    return s;
  }

  symbolSettingsOf(sub: number, symbol: string): SymbolSettings {
    return (
      this.symbolSettings.get(`${sub}|${symbol}`) ?? {
        leverage: DEFAULT_LEVERAGE,
        marginMode: 'CROSSED',
      }
    );
  }

  setSymbolSettings(sub: number, symbol: string, settings: SymbolSettings): void {
    this.symbolSettings.set(`${sub}|${symbol}`, settings);
  }

  position(sub: number, symbol: string, side: string): Position {
    const key = positionKey(sub, symbol, side);
    let p = this.positions.get(key);
    if (!p) {
      p = {
        subaccountId: sub,
        symbol,
        positionSide: side,
        size: '0',
        entryPrice: '0',
        realizedPnl: '0',
      };
      this.positions.set(key, p);
    }
    return p;
  }

  positionsOf(sub: number): Position[] {
    return [...this.positions.values()].filter(
      (p) => p.subaccountId === sub && signDecimal(p.size) !== 0,
    );
  }
}

/**
 * The price an open order is valued at for holds: its limit, stop or activation price, else the
 * price it was placed at; `last` only for an order stored before held prices were (migration 065).
 */
export function holdPrice(r: OrderRecord, last: string | null): string {
  return r.limitPrice ?? r.stopPrice ?? r.activationPrice ?? r.heldPrice ?? last ?? '0';
}

export function isReducing(r: OrderRecord, hedgeMode: boolean): boolean {
  const o = r.order;
  if (o.reduceOnly || o.closePosition) return true;
  return (
    hedgeMode &&
    ((o.side === 'SELL' && o.positionSide === 'LONG') ||
      (o.side === 'BUY' && o.positionSide === 'SHORT'))
  );
}

/** What an open order holds of a token. */
export function orderHold(
  r: OrderRecord,
  token: string,
  last: string | null,
  hedgeMode: boolean,
): string {
  const o = r.order;
  const leaves = lotsToQuantity(Math.max(0, o.lots - o.filledLots), r.instrument.lotSize);
  if (signDecimal(leaves) === 0) return '0';
  const inst = r.instrument;
  if (inst.collateralToken === null) {
    if (o.side === 'BUY' && token === inst.quoteToken)
      return roundDecimalHalfUp(
        multiplyDecimal(
          multiplyDecimal(leaves, holdPrice(r, last)),
          addDecimal('1', TAKER_FEE_RATE),
        ),
        MONEY_PLACES,
      );
    if (o.side === 'SELL' && token === inst.baseToken) return leaves;
    return '0';
  }
  if (token !== inst.collateralToken || isReducing(r, hedgeMode)) return '0';
  return divideDecimal(multiplyDecimal(leaves, holdPrice(r, last)), String(r.leverage));
}

export interface RiskFigures {
  collateralToken: string;
  riskMeter: string;
  marginRatio: string;
  maintenanceMargin: string;
  marginBalance: string;
  unrealisedPnl: string;
  maxWithdraw: string;
  totalEquity: string;
  initialMargin: string;
  adjustedEquity: string;
  positionValue: string;
  frozenEquity: string;
  leverage: string;
}

export interface PositionView {
  position: Position;
  markPrice: string;
  unrealisedPnl: string;
  margin: string;
  liquidationPrice: string;
  leverage: number;
  marginMode: string;
  maintenanceMargin: string;
  notional: string;
}

/** Spec 2.4 risk info of one subaccount in one collateral token (docs/orders.md). */
export function riskOf(
  wallet: string,
  collateralToken: string,
  positions: readonly PositionView[],
  ordersMargin: string,
): RiskFigures {
  let upnl = '0';
  let im = '0';
  let mm = '0';
  let value = '0';
  for (const p of positions) {
    upnl = addDecimal(upnl, p.unrealisedPnl);
    im = addDecimal(im, p.margin);
    mm = addDecimal(mm, p.maintenanceMargin);
    value = addDecimal(value, p.notional);
  }
  const marginBalance = addDecimal(wallet, upnl);
  const ratio =
    signDecimal(marginBalance) > 0 ? divideDecimal(mm, marginBalance, 6) : mm === '0' ? '0' : '1';
  const meter = roundDecimalHalfUp(multiplyDecimal(ratio, '100'), 2);
  const free = subtractDecimal(
    subtractDecimal(wallet, addDecimal(im, ordersMargin)),
    signDecimal(upnl) < 0 ? absDecimal(upnl) : '0',
  );
  const lev =
    signDecimal(marginBalance) > 0 ? divideDecimal(value, marginBalance, LEVERAGE_PLACES) : '0';
  return {
    collateralToken,
    riskMeter: compareDecimal(meter, '100') > 0 ? '100' : meter,
    marginRatio: ratio,
    maintenanceMargin: mm,
    marginBalance,
    unrealisedPnl: upnl,
    maxWithdraw: signDecimal(free) > 0 ? free : '0',
    totalEquity: marginBalance,
    initialMargin: addDecimal(im, ordersMargin),
    adjustedEquity: subtractDecimal(marginBalance, mm),
    positionValue: value,
    frozenEquity: ordersMargin,
    leverage: lev,
  };
}

export function viewPosition(
  p: Position,
  mark: string,
  settings: SymbolSettings,
  crossCollateral: string,
): PositionView {
  const f = figures(
    p,
    mark,
    settings.leverage,
    settings.marginMode === 'ISOLATED',
    crossCollateral,
  );
  return {
    position: p,
    markPrice: mark,
    unrealisedPnl: f.unrealisedPnl,
    margin: f.initialMargin,
    liquidationPrice: f.liquidationPrice,
    leverage: settings.leverage,
    marginMode: settings.marginMode,
    maintenanceMargin: f.maintenanceMargin,
    notional: f.notional,
  };
}

export { MAINTENANCE_RATE };
