// Issue 20 step 4 (docs/scale-out.md "Shards"): two engine shards on one database, each
// matching its own instruments, draw on the same balances. Neither spends what the other's
// orders hold, each stores its own lock rows, and each memory follows the other's changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDecimal, compareDecimal, multiplyDecimal, subtractDecimal } from '../../domain/decimal';
import { ticksToPrice } from '../../domain/ticks';
import { InProcessBus } from '../bus/in-process';
import { FINAL_STATUSES } from '../engine/types';
import { ApiError } from '../http/errors';
import { subaccountNamed } from '../testing/signed-in';
import { createTestVenue, databaseVariants, type TestVenue } from '../testing/test-app';
import { belowTouch, entityActorOf, requestOn, secondShard, stillTimers } from '../testing/orders';
import { seededRandom } from '../testing/random';
import { orderHold } from './account-state';
import type { Actor } from './commands';
import { idStride } from './id-stride';
import { allStoredLocks, storedLock } from './lock-store';
import type { OrderService } from './service';
import { ShardFollower } from './shard-follower';
import { shardOfInstrument } from './shards';
import type { VenueMarket } from './venue-market';

interface Shard {
  readonly orders: OrderService;
  readonly market: VenueMarket;
  readonly follower: ShardFollower;
}

let venue: TestVenue | null = null;
let second: Shard | null = null;

afterEach(async () => {
  if (second) {
    await second.follower.stop();
    second.orders.stop();
  }
  second = null;
  await venue?.dispose();
  venue = null;
});

/** The home venue is shard 0 of 2; shard 1 is a second engine on the same database. */
async function twoShards(variant: Parameters<typeof createTestVenue>[0]) {
  const v = (venue = await createTestVenue(variant, { shard: idStride(0, 2) }));
  const { orders, market } = await secondShard(v, Date.now);
  await orders.storeAllLocks();
  const follower = (engine: OrderService) =>
    new ShardFollower({
      db: v.db,
      engine,
      timers: stillTimers,
      sweepMillis: 1000,
      onError: (error) => {
        throw error;
      },
    });
  second = { orders, market, follower: follower(orders) };
  const home: Shard = {
    orders: v.orders,
    market: v.market as VenueMarket,
    follower: follower(v.orders),
  };
  return { v, home, other: second };
}

/** A limit buy resting below the touch whose hold is about `share` of `usd`. */
function restingBuy(shard: Shard, symbol: string, usd: string, share: number) {
  const snap = shard.market.snapshot(symbol);
  if (!snap) throw new Error(`no book for ${symbol}`);
  const price = belowTouch(shard.market, symbol);
  const lots = Math.floor((Number(usd) * share) / Number(price) / Number(snap.lotSize));
  const quantity = multiplyDecimal(String(lots), snap.lotSize);
  return { market: symbol, type: 'LIMIT' as const, limitPrice: price, quantity };
}

async function storedUsd(v: TestVenue, sub: number): Promise<string> {
  const row = await v.db
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', sub)
    .where('token', '=', 'USD')
    .executeTakeFirstOrThrow();
  return row.amount;
}

/** One shard's row of a balance. */
const rowOf = (v: TestVenue, sub: number, token: string, shard: number) =>
  storedLock(v.db, sub, token, { shard });

describe('which shard owns an instrument', () => {
  it('R-SCALE-19 derivatives stay on the home shard; spot pairs spread; one engine owns all', () => {
    const perp = { symbol: 'BTC-PERP', collateralToken: 'USDT' };
    expect([1, 2, 3, 5].map((m) => shardOfInstrument(perp, m))).toEqual([0, 0, 0, 0]);
    const spots = ['BTC/USD', 'ETH/USD', 'SOL/USD', 'XRP/USD', 'ADA/USD', 'DOGE/USD'].map(
      (symbol) => ({ symbol, collateralToken: null }),
    );
    expect(spots.every((s) => shardOfInstrument(s, 1) === 0)).toBe(true);
    const two = new Set(spots.map((s) => shardOfInstrument(s, 2)));
    expect(two).toEqual(new Set([0, 1]));
    // The same symbol lands on the same shard in every process.
    expect(shardOfInstrument(spots[0]!, 3)).toBe(shardOfInstrument({ ...spots[0]! }, 3));
  });
});

describe.each(databaseVariants())('two engine shards on one database (%s)', (variant) => {
  it('R-SCALE-19 R-SCALE-23 a shard never spends what the other shard’s orders hold, and admits again once they let go, heard or not', async () => {
    const { v, home, other } = await twoShards(variant);
    expect(shardOfInstrument({ symbol: 'SOL/USD', collateralToken: null }, 2)).toBe(0);
    expect(shardOfInstrument({ symbol: 'BTC/USD', collateralToken: null }, 2)).toBe(1);
    const spot = await subaccountNamed(v, 'Edge Main');
    const actor = await entityActorOf(v, spot);
    const usd = await storedUsd(v, spot.id);

    // Shard 0 holds about 70 % of the USD balance with a resting SOL/USD buy.
    const big = await home.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-big', ...restingBuy(home, 'SOL/USD', usd, 0.7) }),
    );
    expect(big.record.order.status).toBe('NEW');
    const homeRow = await rowOf(v, spot.id, 'USD', 0);
    expect(compareDecimal(homeRow, home.orders.ownLocked(spot.id, 'USD'))).toBe(0);
    expect(compareDecimal(homeRow, '0')).toBeGreaterThan(0);

    // Shard 1 has not heard of it: memory alone would admit a BTC/USD buy holding 50 %.
    expect(compareDecimal(other.orders.available(spot.id, 'USD'), usd)).toBe(0);
    const refused = await other.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-refused', ...restingBuy(other, 'BTC/USD', usd, 0.5) }),
    );
    // The commit found the stored locks under the row lock, reloaded, and decided on them.
    expect(refused.record.order.status).toBe('REJECTED');
    expect(refused.record.order.reason).toMatch(/^Insufficient balance/);
    expect(await rowOf(v, spot.id, 'USD', 1)).toBe('0');
    expect(compareDecimal(other.orders.state.otherShardsLocked(spot.id, 'USD'), homeRow)).toBe(0);
    expect(compareDecimal(other.orders.locked(spot.id, 'USD'), homeRow)).toBe(0);

    // What is left fits: shard 1 rests a 20 % buy, its own row.
    const small = await other.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-small', ...restingBuy(other, 'BTC/USD', usd, 0.2) }),
    );
    expect(small.record.order.status).toBe('NEW');
    const otherRow = await rowOf(v, spot.id, 'USD', 1);
    expect(compareDecimal(otherRow, other.orders.ownLocked(spot.id, 'USD'))).toBe(0);
    expect(compareDecimal(homeRow, await rowOf(v, spot.id, 'USD', 0))).toBe(0);
    const allLocks = await storedLock(v.db, spot.id, 'USD');
    expect(compareDecimal(allLocks, addDecimal(homeRow, otherRow))).toBe(0);
    expect(compareDecimal(usd, allLocks)).toBeGreaterThan(0);

    // Now shard 0 lags: a 25 % SOL/USD buy fits its memory but not what is stored.
    const late = await home.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-late', ...restingBuy(home, 'SOL/USD', usd, 0.25) }),
    );
    expect(late.record.order.status).toBe('REJECTED');
    expect(compareDecimal(await storedLock(v.db, spot.id, 'USD'), allLocks)).toBe(0);

    // Shard 0 cancels its big order. Shard 1 has not heard (no bus, no sweep): its memory still
    // holds shard 0's lock and alone would refuse 50 %. The refusal finds the stored event seq
    // ahead of memory's, reads the subaccount back and admits (R-SCALE-23).
    await home.orders.cancel(actor, {
      orderId: big.record.order.id,
      market: '',
      side: null,
      accountId: spot.accountId,
      subaccountId: spot.id,
    });
    expect(await rowOf(v, spot.id, 'USD', 0)).toBe('0');
    expect(compareDecimal(other.orders.state.otherShardsLocked(spot.id, 'USD'), homeRow)).toBe(0);
    const after = await other.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-after', ...restingBuy(other, 'BTC/USD', usd, 0.5) }),
    );
    expect(after.record.order.status).toBe('NEW');
    expect(other.orders.state.otherShardsLocked(spot.id, 'USD')).toBe('0');
    // A refusal memory is up to date on stays a refusal, and reads nothing back.
    const readsBack = vi.spyOn(other.orders.state, 'beginRefresh');
    const tooBig = await other.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-too-big', ...restingBuy(other, 'BTC/USD', usd, 0.6) }),
    );
    expect(tooBig.record.order.status).toBe('REJECTED');
    expect(tooBig.record.order.reason).toMatch(/^Insufficient balance/);
    expect(readsBack).not.toHaveBeenCalled();
    // Shard 0's view of the balance follows shard 1's orders once it sweeps.
    await home.follower.sweep();
    const stored = await storedLock(v.db, spot.id, 'USD');
    expect(compareDecimal(home.orders.locked(spot.id, 'USD'), stored)).toBe(0);
    expect(compareDecimal(other.orders.locked(spot.id, 'USD'), stored)).toBe(0);
  });

  it('R-SCALE-19 a shard matches only its own markets: another shard’s market or order answers 421', async () => {
    const { v, home, other } = await twoShards(variant);
    const spot = await subaccountNamed(v, 'Edge Main');
    const actor = await entityActorOf(v, spot);
    const usd = await storedUsd(v, spot.id);
    expect([...home.orders.books.keys()].every((s) => !other.orders.books.has(s))).toBe(true);
    expect(home.orders.books.has('BTC-PERP')).toBe(true);
    const misrouted = await other.orders
      .create(
        actor,
        requestOn(spot, { clientOrderId: 'sh-x', ...restingBuy(home, 'SOL/USD', usd, 0.01) }),
      )
      .catch((error: unknown) => error);
    expect(misrouted).toBeInstanceOf(ApiError);
    expect((misrouted as ApiError).statusCode).toBe(421);
    const placed = await home.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-y', ...restingBuy(home, 'SOL/USD', usd, 0.01) }),
    );
    const cancel = await other.orders
      .cancel(actor, {
        orderId: placed.record.order.id,
        market: '',
        side: null,
        accountId: spot.accountId,
        subaccountId: spot.id,
      })
      .catch((error: unknown) => error);
    expect((cancel as ApiError).statusCode).toBe(421);
    expect(home.orders.records.has(placed.record.order.id)).toBe(true);
    // Ids: shard 0 takes even ones, shard 1 odd ones.
    expect(Number(placed.record.order.id) % 2).toBe(0);
  });

  it('R-SCALE-19 random orders on both shards: each shard’s rows equal its locks, no balance is overspent, and both memories equal the ledger after a sweep', async () => {
    const { v, home, other } = await twoShards(variant);
    const shards = [home, other];
    const spot = await subaccountNamed(v, 'Edge Main');
    const intl = await subaccountNamed(v, 'Edge Intl');
    const subs = [spot, intl];
    const actors = new Map([
      [spot.id, await entityActorOf(v, spot)],
      [intl.id, await entityActorOf(v, intl)],
    ]);
    const markets = ['SOL/USD', 'XRP/USD', 'BTC/USD', 'ETH/USD'];
    const owner = (symbol: string) =>
      shards[shardOfInstrument({ symbol, collateralToken: null }, 2)] as Shard;
    expect(new Set(markets.map((m) => owner(m)))).toEqual(new Set(shards));
    const tokens = ['USD', 'BTC', 'ETH', 'SOL', 'XRP'];
    const rnd = seededRandom(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    let placed = 0;
    let rejected = 0;
    let cancels = 0;
    let fills = 0;
    for (let step = 0; step < 120; step++) {
      const roll = rnd();
      if (roll < 0.1) {
        pick(shards).market.step(1000);
      } else if (roll < 0.16) {
        await pick(shards).follower.sweep();
      } else if (roll < 0.3) {
        const shard = pick(shards);
        const open = [...shard.orders.records.values()].filter((r) => r.order.parentId === null);
        if (open.length > 0) {
          const r = pick(open);
          await shard.orders
            .cancel(actors.get(r.subaccountId) as Actor, {
              orderId: r.order.id,
              market: '',
              side: null,
              accountId: r.accountId,
              subaccountId: r.subaccountId,
            })
            .then(() => cancels++)
            .catch(() => undefined);
        }
      } else {
        const symbol = pick(markets);
        const shard = owner(symbol);
        const sub = pick(subs);
        const snap = shard.market.snapshot(symbol);
        if (!snap) continue;
        const mid = ((snap.bidPrices[0] ?? 0) + (snap.askPrices[0] ?? 0)) / 2;
        // Mostly buys resting below the touch, most of them holding 30–100 % of what this
        // shard believes is free: a shard that has not heard of the other's orders overreaches.
        const side = rnd() < 0.7 ? 'BUY' : 'SELL';
        const offset = rnd() < 0.7 ? 0.95 + rnd() * 0.045 : 0.998 + rnd() * 0.006;
        const price = ticksToPrice(Math.round(mid * offset), snap.tickSize);
        const free = Number(shard.orders.available(sub.id, 'USD'));
        const most = Math.max(1, Math.floor(free / Number(price) / Number(snap.lotSize)));
        const share = rnd() < 0.6 ? 0.3 + rnd() * 0.7 : rnd() * 0.05;
        const lots = 1 + Math.floor(most * share);
        const quantity = multiplyDecimal(String(lots), snap.lotSize);
        const market = rnd() < 0.2;
        const outcome = await shard.orders
          .create(
            actors.get(sub.id) as Actor,
            requestOn(sub, {
              clientOrderId: `rs-${step}`,
              market: symbol,
              side,
              quantity,
              ...(market ? { type: 'MARKET', tif: 'IOC' } : { type: 'LIMIT', limitPrice: price }),
            }),
          )
          .catch(() => null);
        if (outcome) {
          placed++;
          if (outcome.record.order.status === 'REJECTED') rejected++;
          fills += outcome.fills.length;
        }
      }
      for (const [index, shard] of shards.entries()) {
        await shard.orders.idle();
        for (const sub of subs)
          for (const token of tokens) {
            const at = `step ${step}: shard ${index} ${sub.id} ${token}`;
            // Its row is what its open orders hold, to the smallest unit.
            let expected = '0';
            for (const r of shard.orders.records.values()) {
              if (r.subaccountId !== sub.id || r.order.parentId !== null) continue;
              if (FINAL_STATUSES.has(r.order.status)) continue;
              expected = addDecimal(expected, orderHold(r, token, null, false));
            }
            expect(compareDecimal(await rowOf(v, sub.id, token, index), expected), at).toBe(0);
          }
      }
      // Nothing is spent that any shard's orders hold.
      for (const sub of subs)
        for (const token of tokens) {
          const balance = await v.db
            .selectFrom('balances')
            .select('amount')
            .where('subaccount_id', '=', sub.id)
            .where('token', '=', token)
            .executeTakeFirst();
          const free = subtractDecimal(
            balance?.amount ?? '0',
            await storedLock(v.db, sub.id, token),
          );
          expect(
            compareDecimal(free, '0'),
            `step ${step}: ${sub.id} ${token}`,
          ).toBeGreaterThanOrEqual(0);
        }
    }
    expect(placed).toBeGreaterThan(50);
    expect(rejected).toBeGreaterThan(3);
    expect(fills).toBeGreaterThan(5);
    expect(cancels).toBeGreaterThan(5);
    // Both shards held orders at once on the same subaccount's USD.
    const rows = await allStoredLocks(v.db, 1);
    expect(rows.some((r) => compareDecimal(r.locked, '0') > 0)).toBe(true);

    // After a sweep each memory equals the ledger and the other shard's rows.
    for (const [index, shard] of shards.entries()) {
      await shard.follower.sweep();
      for (const sub of subs)
        for (const token of tokens) {
          const at = `shard ${index} ${sub.id} ${token}`;
          const balance = await v.db
            .selectFrom('balances')
            .select('amount')
            .where('subaccount_id', '=', sub.id)
            .where('token', '=', token)
            .executeTakeFirst();
          expect(
            compareDecimal(shard.orders.state.total(sub.id, token), balance?.amount ?? '0'),
            at,
          ).toBe(0);
          const others = subtractDecimal(
            await storedLock(v.db, sub.id, token),
            await rowOf(v, sub.id, token, index),
          );
          expect(
            compareDecimal(shard.orders.state.otherShardsLocked(sub.id, token), others),
            at,
          ).toBe(0);
        }
    }
  }, 90_000);

  it('R-SCALE-19 a commit announced on the bus brings the other shard’s memory along without a sweep', async () => {
    const { v, home, other } = await twoShards(variant);
    const spot = await subaccountNamed(v, 'Edge Main');
    const actor = await entityActorOf(v, spot);
    const usd = await storedUsd(v, spot.id);
    const bus = new InProcessBus({
      now: Date.now,
      timers: stillTimers,
      onHandlerError: (error) => {
        throw error;
      },
    });
    await other.follower.start(bus);
    const placed = await home.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'sh-bus', ...restingBuy(home, 'SOL/USD', usd, 0.3) }),
    );
    expect(other.orders.state.otherShardsLocked(spot.id, 'USD')).toBe('0');
    // What the private stream appends after the commit (private-wire.ts): the update's seq.
    const seq = home.orders.state.settingsOf(spot.id).eventSeq;
    const data = Buffer.alloc(8);
    data.writeDoubleBE(seq, 0);
    await bus.append(`ev.acct.${spot.id}.commit`, data, `test-${seq}`);
    await vi.waitFor(() => expect(other.orders.state.seen.through(spot.id)).toBe(seq));
    const row = await rowOf(v, spot.id, 'USD', 0);
    expect(compareDecimal(row, '0')).toBeGreaterThan(0);
    expect(other.orders.state.otherShardsLocked(spot.id, 'USD')).toBe(row);
    expect(placed.record.order.status).toBe('NEW');
    // A commit memory already holds is not read again.
    await bus.append(`ev.acct.${spot.id}.commit`, data, `test-${seq}-again`);
    await other.follower.refresh([]);
    expect(other.orders.state.seen.through(spot.id)).toBe(seq);
    await bus.close();
  });
});
