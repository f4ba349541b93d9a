import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchingEngine } from './engine';
import { ReferenceEngine } from './reference';
import type { Side, TimeInForce } from './types';
import { OPEN_GATE } from './types';

type Op =
  | {
      kind: 'order';
      owner: number;
      side: Side;
      price: number | null;
      lots: number;
      tif: TimeInForce;
      postOnly: boolean;
    }
  | { kind: 'cancel'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      owner: fc.integer({ min: 1, max: 4 }),
      side: fc.constantFrom<Side>('BUY', 'SELL'),
      price: fc.option(fc.integer({ min: 95, max: 105 }), { freq: 6 }),
      lots: fc.integer({ min: 1, max: 20 }),
      tif: fc.constantFrom<TimeInForce>('GTC', 'GTC', 'IOC', 'FOK', 'GTX'),
      postOnly: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

describe('R-ORD-2 MatchingEngine against the reference engine', () => {
  it('makes the same fills and statuses, and conserves balances', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const engine = new MatchingEngine('X', OPEN_GATE, null, () => 'unused');
        const reference = new ReferenceEngine();
        // Balances per owner in base lots and quote tick-lots; every fill moves both sides.
        const base = new Map<number, bigint>();
        const quote = new Map<number, bigint>();
        const add = (m: Map<number, bigint>, k: number, v: bigint) =>
          m.set(k, (m.get(k) ?? 0n) + v);
        const ids: string[] = [];
        ops.forEach((o, i) => {
          if (o.kind === 'cancel') {
            const id = ids[o.pick % Math.max(1, ids.length)];
            if (id === undefined) return;
            expect(engine.cancel(id, i) !== null).toBe(reference.cancel(id));
            return;
          }
          const id = `o${i}`;
          ids.push(id);
          const postOnly = o.postOnly && o.price !== null && o.tif === 'GTC';
          const type = o.price === null ? 'MARKET' : 'LIMIT';
          const tif = o.price === null ? 'IOC' : o.tif;
          const got = engine.submit(
            {
              id,
              owner: o.owner,
              side: o.side,
              type,
              tif,
              lots: o.lots,
              priceTicks: o.price,
              stopTicks: null,
              postOnly,
            },
            i,
          );
          const want = reference.submit({
            id,
            owner: o.owner,
            side: o.side,
            priceTicks: o.price,
            lots: o.lots,
            tif,
            postOnly,
          });
          expect(got.fills.map((f) => [f.taker?.id, f.maker?.id, f.priceTicks, f.lots])).toEqual(
            want.fills.map((f) => [f.takerId, f.makerId, f.priceTicks, f.lots]),
          );
          expect(got.orders.find((x) => x.id === id)?.status).toBe(want.status);
          for (const f of got.fills) {
            const buyer = f.takerSide === 'BUY' ? f.taker : f.maker;
            const seller = f.takerSide === 'BUY' ? f.maker : f.taker;
            const value = BigInt(f.priceTicks) * BigInt(f.lots);
            add(base, buyer?.owner ?? 0, BigInt(f.lots));
            add(base, seller?.owner ?? 0, -BigInt(f.lots));
            add(quote, buyer?.owner ?? 0, -value);
            add(quote, seller?.owner ?? 0, value);
          }
        });
        const sum = (m: Map<number, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);
        expect(sum(base)).toBe(0n);
        expect(sum(quote)).toBe(0n);
        const resting = (side: Side) =>
          engine
            .openOrders()
            .filter((x) => x.side === side)
            .map((x) => [x.id, x.lots - x.filledLots])
            .sort();
        const refResting = (side: Side) =>
          reference.resting
            .filter((x) => x.side === side)
            .map((x) => [x.id, x.lots - x.filled])
            .sort();
        expect(resting('BUY')).toEqual(refResting('BUY'));
        expect(resting('SELL')).toEqual(refResting('SELL'));
      }),
      { numRuns: 300 },
    );
  });
});
