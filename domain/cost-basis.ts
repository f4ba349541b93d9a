// Spot cost basis by the average-cost method (docs/portfolio.md "Spot realised PnL"): per
// subaccount and token the quantity held and its total USD cost. Buying adds the price paid;
// selling realises proceeds − the sold units' share of the cost (the average cost is unchanged
// by a sale). Deposits, transfers in and opening balances enter at the market price of their
// day; withdrawals, transfers out and fees leave at the average cost and realise nothing.
// Dollar-pegged tokens are cash at par: their own cost is not tracked. Units whose cost is
// unknown (no price for the day) realise nothing when they are sold.

/** Tokens counted as cash at 1 USD (the unit of account and its stablecoins). */
export const CASH_TOKENS: readonly string[] = ['USD', 'USDT', 'USDC', 'TUSD', 'BUSD'];
const isCash = (token: string) => CASH_TOKENS.includes(token);

export interface CostLeg {
  readonly token: string;
  /** Signed change of the subaccount's balance. */
  readonly amount: number;
}

export interface CostMovement {
  readonly time: number;
  readonly subaccountId: number;
  /**
   * 'trade': an exchange of tokens (spot fill, RFQ/RFS execution) — it realises;
   * 'flow': money in or out without an exchange (opening, deposit, withdrawal, transfer);
   * 'fee': a cost paid in a token (leaves at the average cost).
   */
  readonly kind: 'trade' | 'flow' | 'fee';
  readonly legs: readonly CostLeg[];
}

export interface RealisedEvent {
  readonly time: number;
  readonly subaccountId: number;
  readonly token: string;
  /** USD realised by disposing of `token`. */
  readonly realised: number;
}

/** USD price of one unit of a token at a time; null when unknown. */
export type PriceAt = (token: string, time: number) => number | null;

interface Lot {
  /** Units with a known cost and their total cost (USD). */
  qty: number;
  cost: number;
  /** Units of unknown cost (realise nothing when sold). */
  unknown: number;
}

/** Removes `units` proportionally from a lot; returns the known units and their cost removed. */
function take(lot: Lot, units: number): { known: number; cost: number; unknown: number } {
  const held = lot.qty + lot.unknown;
  if (held <= 0) return { known: 0, cost: 0, unknown: units };
  const f = Math.min(1, units / held);
  const known = lot.qty * f;
  const cost = lot.cost * f;
  const unknown = lot.unknown * f + Math.max(0, units - held);
  lot.qty -= known;
  lot.cost -= cost;
  lot.unknown = Math.max(0, lot.unknown - lot.unknown * f);
  return { known, cost, unknown };
}

export class AverageCostBook {
  private readonly lots = new Map<string, Lot>();

  constructor(private readonly priceAt: PriceAt) {}

  private lot(sub: number, token: string): Lot {
    const key = `${sub}\u0000${token}`;
    let lot = this.lots.get(key);
    if (!lot) this.lots.set(key, (lot = { qty: 0, cost: 0, unknown: 0 }));
    return lot;
  }

  /** The average USD cost of one unit held (null when nothing of known cost is held). */
  averageCost(sub: number, token: string): number | null {
    const lot = this.lots.get(`${sub}\u0000${token}`);
    return lot && lot.qty > 0 ? lot.cost / lot.qty : null;
  }

  /** Applies one movement in time order; returns what it realised (trades only). */
  apply(m: CostMovement): RealisedEvent[] {
    const legs = m.legs.filter((l) => l.amount !== 0 && !isCash(l.token));
    if (legs.length === 0) return [];
    if (m.kind !== 'trade') {
      for (const l of legs) {
        const lot = this.lot(m.subaccountId, l.token);
        if (l.amount < 0) {
          take(lot, -l.amount);
          continue;
        }
        const price = m.kind === 'flow' ? this.priceAt(l.token, m.time) : null;
        if (price === null) lot.unknown += l.amount;
        else {
          lot.qty += l.amount;
          lot.cost += l.amount * price;
        }
      }
      return [];
    }
    const value = this.tradeValue(m);
    const disposed = legs.filter((l) => l.amount < 0);
    const acquired = legs.filter((l) => l.amount > 0);
    const taken = disposed.map((l) => ({
      leg: l,
      ...take(this.lot(m.subaccountId, l.token), -l.amount),
    }));
    // Without a value (a swap of unpriced tokens) the cost carries over: nothing realised.
    const carried = taken.reduce((s, t) => s + t.cost, 0);
    const out: RealisedEvent[] = [];
    if (value !== null) {
      // Proceeds split over the disposed legs by their market value (else by units).
      const weights = taken.map((t) => -t.leg.amount * (this.priceAt(t.leg.token, m.time) ?? 1));
      const sum = weights.reduce((s, w) => s + w, 0);
      for (const [i, t] of taken.entries()) {
        const units = t.known + t.unknown;
        if (units <= 0) continue;
        const proceeds = sum > 0 ? (value * (weights[i] ?? 0)) / sum : 0;
        const realised = (proceeds * t.known) / units - t.cost;
        if (realised !== 0)
          out.push({
            time: m.time,
            subaccountId: m.subaccountId,
            token: t.leg.token,
            realised,
          });
      }
    }
    const basis = value ?? carried;
    const unitsIn = acquired.reduce((s, l) => s + l.amount, 0);
    for (const l of acquired) {
      const lot = this.lot(m.subaccountId, l.token);
      lot.qty += l.amount;
      lot.cost += acquired.length === 1 ? basis : (basis * l.amount) / unitsIn;
    }
    return out;
  }

  /** The trade's USD value: its cash leg; else the market value of what was given (or got). */
  private tradeValue(m: CostMovement): number | null {
    const cash = m.legs.filter((l) => isCash(l.token));
    if (cash.length > 0) {
      const paid = cash.filter((l) => l.amount < 0).reduce((s, l) => s - l.amount, 0);
      const got = cash.filter((l) => l.amount > 0).reduce((s, l) => s + l.amount, 0);
      return Math.max(paid, got);
    }
    const valueOf = (legs: readonly CostLeg[]): number | null => {
      let v = 0;
      for (const l of legs) {
        const p = this.priceAt(l.token, m.time);
        if (p === null) return null;
        v += Math.abs(l.amount) * p;
      }
      return legs.length > 0 ? v : null;
    };
    return (
      valueOf(m.legs.filter((l) => l.amount < 0)) ?? valueOf(m.legs.filter((l) => l.amount > 0))
    );
  }
}

/** Replays movements (sorted by time, stable) and returns every realisation. */
export function averageCostRealised(
  movements: readonly CostMovement[],
  priceAt: PriceAt,
): RealisedEvent[] {
  const book = new AverageCostBook(priceAt);
  const sorted = [...movements].sort((a, b) => a.time - b.time);
  return sorted.flatMap((m) => book.apply(m));
}
