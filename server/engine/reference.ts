// A deliberately naive reference engine for property tests: LIMIT / MARKET orders with
// GTC / IOC / FOK, post-only and cancel-taker self-trade prevention, no simulated makers.
// It re-sorts one flat array on every step; MatchingEngine must produce the same fills.
import type { Side, TimeInForce } from './types';

export interface RefOrder {
  id: string;
  owner: number;
  side: Side;
  priceTicks: number | null;
  lots: number;
  filled: number;
  seq: number;
  tif: TimeInForce;
  postOnly: boolean;
}

export interface RefFill {
  takerId: string;
  makerId: string;
  priceTicks: number;
  lots: number;
}

export class ReferenceEngine {
  resting: RefOrder[] = [];
  private seq = 0;

  submit(order: Omit<RefOrder, 'filled' | 'seq'>): { fills: RefFill[]; status: string } {
    const o: RefOrder = { ...order, filled: 0, seq: ++this.seq };
    const crosses = (m: RefOrder) =>
      o.priceTicks === null ||
      (o.side === 'BUY'
        ? (m.priceTicks ?? 0) <= o.priceTicks
        : (m.priceTicks ?? 0) >= o.priceTicks);
    const book = () =>
      this.resting
        .filter((m) => m.side !== o.side)
        .sort((a, b) =>
          a.priceTicks === b.priceTicks
            ? a.seq - b.seq
            : o.side === 'BUY'
              ? (a.priceTicks ?? 0) - (b.priceTicks ?? 0)
              : (b.priceTicks ?? 0) - (a.priceTicks ?? 0),
        );
    const candidates = book().filter(crosses);
    if ((o.postOnly || o.tif === 'GTX') && candidates.length > 0)
      return { fills: [], status: o.postOnly ? 'REJECTED' : 'EXPIRED' };
    if (o.tif === 'FOK') {
      let can = 0;
      for (const m of candidates) {
        if (m.owner === o.owner) break;
        can += m.lots - m.filled;
      }
      if (can < o.lots) return { fills: [], status: 'EXPIRED' };
    }
    const fills: RefFill[] = [];
    let stp = false;
    for (const m of candidates) {
      if (o.filled === o.lots) break;
      if (m.owner === o.owner) {
        stp = true;
        break;
      }
      const lots = Math.min(o.lots - o.filled, m.lots - m.filled);
      o.filled += lots;
      m.filled += lots;
      fills.push({ takerId: o.id, makerId: m.id, priceTicks: m.priceTicks ?? 0, lots });
    }
    this.resting = this.resting.filter((m) => m.filled < m.lots);
    if (o.filled === o.lots) return { fills, status: 'FILLED' };
    if (stp || o.priceTicks === null || o.tif === 'IOC' || o.tif === 'FOK')
      return { fills, status: 'EXPIRED' };
    this.resting.push(o);
    return { fills, status: o.filled > 0 ? 'PARTIALLY_FILLED' : 'NEW' };
  }

  cancel(id: string): boolean {
    const before = this.resting.length;
    this.resting = this.resting.filter((m) => m.id !== id);
    return this.resting.length < before;
  }
}
