// R-SCALE-18: engines sharing one database take order, fill and journal ids no other engine
// can take (docs/scale-out.md step 3): engine k of M takes the ids ≡ k (mod M), above the
// largest stored; one engine takes every id, as before.
import { afterAll, describe, expect, it } from 'vitest';
import { firstIdAbove, IdCounter, idStride, ONE_ENGINE } from './id-stride';
import { lastOrderJournalId, QUOTE_JOURNAL_BASE } from '../ledger/store';
import { createTestVenue, type TestVenue } from '../testing/test-app';
import { placeMarketOrder } from '../testing/orders';
import { subaccountId } from '../testing/wallet';

describe('R-SCALE-18 ids per engine', () => {
  it('R-SCALE-18 one engine takes every id after the largest stored', () => {
    const ids = new IdCounter(ONE_ENGINE);
    ids.startAbove(41);
    expect([ids.peek(), ids.take(), ids.take(), ids.take()]).toEqual([42, 42, 43, 44]);
    expect(firstIdAbove(0, ONE_ENGINE)).toBe(1);
  });

  it('R-SCALE-18 engines of one database never take the same id, and each starts above every stored one', () => {
    for (const count of [2, 3, 5]) {
      for (const last of [0, 1, 7, 100, 12_345]) {
        const taken = new Map<number, number>();
        for (let index = 0; index < count; index++) {
          const ids = new IdCounter(idStride(index, count));
          ids.startAbove(last);
          const first = ids.peek();
          // The smallest id above `last` with this engine's residue.
          expect(first).toBeGreaterThan(last);
          expect(first - last).toBeLessThanOrEqual(count);
          for (let i = 0; i < 50; i++) {
            const id = ids.take();
            expect(id % count).toBe(index);
            expect(taken.has(id), `id ${id} taken by engines ${taken.get(id)} and ${index}`).toBe(
              false,
            );
            taken.set(id, index);
          }
        }
      }
    }
    expect(() => idStride(2, 2)).toThrow(/engine index/);
    expect(() => idStride(0, 0)).toThrow(/whole number/);
  });

  describe('a venue that is engine 1 of 3', () => {
    let venue: TestVenue;
    afterAll(async () => venue?.dispose());

    it('R-SCALE-18 takes order, fill and journal ids ≡ 1 (mod 3), above the seeded ones, also after a reload', async () => {
      // A shard other than the home one seeds nothing: it starts on a seeded database.
      const seeded = await createTestVenue('pglite');
      const databaseImage = await seeded.databaseImage();
      await seeded.dispose();
      if (!databaseImage) throw new Error('an embedded database has an image');
      venue = await createTestVenue('pglite', { shard: idStride(1, 3), databaseImage });
      const sub = await subaccountId(venue, 'Edge Main');
      const before = await venue.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow();
      const lastJournal = await lastOrderJournalId(venue.db);
      const orderIds: number[] = [];
      for (let i = 0; i < 4; i++) {
        if (i === 2) await venue.orders.reload();
        const outcome = await placeMarketOrder(venue, {
          subaccountId: sub,
          market: 'SOL/USD', // shard 1 of 3 (shards.ts)
          side: i % 2 === 0 ? 'BUY' : 'SELL',
          quantity: '0.1',
          clientOrderId: `stride-${i}`,
        });
        expect(outcome.record.order.status).toBe('FILLED');
        orderIds.push(Number(outcome.record.order.id));
      }
      expect(orderIds.every((id) => id % 3 === 1)).toBe(true);
      expect(Math.min(...orderIds)).toBeGreaterThan(Number(before.m ?? 0));
      expect([...orderIds].sort((a, b) => a - b)).toEqual(orderIds);
      const fills = await venue.db
        .selectFrom('fills')
        .select('id')
        .where('order_id', 'in', orderIds.map(String))
        .execute();
      expect(fills.length).toBeGreaterThanOrEqual(4);
      expect(fills.every((f) => Number(f.id) % 3 === 1)).toBe(true);
      // Every order journal written since (one per fill step) is this engine's.
      const journals = await venue.db
        .selectFrom('ledger_entries')
        .select('journal_id')
        .distinct()
        .where('journal_id', '>', lastJournal)
        .where('journal_id', '<', QUOTE_JOURNAL_BASE)
        .execute();
      expect(journals.length).toBeGreaterThanOrEqual(4);
      expect(journals.every((j) => Number(j.journal_id) % 3 === 1)).toBe(true);
    });
  });
});
