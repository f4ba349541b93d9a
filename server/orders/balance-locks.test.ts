// Issue 20 step 3 (docs/scale-out.md "Balances and locks in PostgreSQL"): the lock stored with
// every change equals the one memory derives, to the smallest unit, after random operation
// sequences; a balance spent behind the engine's back is never overdrawn by an order.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, subtractDecimal } from '../../domain/decimal';
import { ticksToPrice } from '../../domain/ticks';
import { FINAL_STATUSES } from '../engine/types';
import { orderHold } from './account-state';
import { allStoredLocks, storedLock } from './lock-store';
import { positionMargin } from './read-model';
import type { CheckedRequest } from './codec';
import { subaccountNamed, type DemoSubaccount } from '../testing/signed-in';
import { createTestVenue, databaseVariants, type TestVenue } from '../testing/test-app';
import { entityActorOf, requestOn } from '../testing/orders';
import { seededRandom } from '../testing/random';

let venue: TestVenue | null = null;

afterEach(async () => {
  await venue?.close();
  venue = null;
});

/**
 * The lock of a balance recomputed here from memory's open orders, positions and option margin
 * with no cache (the read model remembers each order's hold): the reference both are held to.
 */
function referenceLock(v: TestVenue, sub: number, token: string): string {
  const state = v.orders.state;
  const hedge = state.settingsOf(sub).hedgeMode;
  let total = state.hold(sub, token);
  for (const r of v.orders.records.values()) {
    if (r.subaccountId !== sub || r.order.parentId !== null) continue;
    if (FINAL_STATUSES.has(r.order.status)) continue;
    // The simulator's moving last price: an order without a price of its own must not follow
    // it (it holds at its held price); one that did would differ from what was stored.
    const last = v.orders.ticker(r.instrument.symbol)?.last ?? null;
    total = addDecimal(total, orderHold(r, token, last, hedge));
  }
  for (const p of state.positionsOf(sub))
    if (v.orders.instruments.get(p.symbol)?.collateralToken === token)
      total = addDecimal(total, positionMargin(p, state.symbolSettingsOf(sub, p.symbol).leverage));
  return total;
}

/** Every balance's stored lock and memory's lock against the reference, to the smallest unit. */
async function expectLocksStored(v: TestVenue, subs: readonly number[], step: string) {
  await v.orders.idle();
  const stored = new Map(
    (await allStoredLocks(v.db)).map((l) => [`${l.subaccountId}|${l.token}`, l.locked]),
  );
  for (const sub of subs)
    for (const token of ['USD', 'USDT', 'BTC', 'ETH', 'SOL']) {
      const expected = referenceLock(v, sub, token);
      const at = `${step}: ${sub} ${token}`;
      expect(compareDecimal(stored.get(`${sub}|${token}`) ?? '0', expected), at).toBe(0);
      expect(compareDecimal(v.orders.locked(sub, token), expected), at).toBe(0);
    }
}

describe.each(databaseVariants())('stored balance locks (%s)', (variant) => {
  it('R-SCALE-14 equal the locks memory derives after random orders, fills, cancels, leverage changes and market steps', async () => {
    const v = (venue = await createTestVenue(variant));
    const spot = await subaccountNamed(v, 'Edge Main');
    const futures = await subaccountNamed(v, 'Edge Futures');
    // Another institution's desk on the same spot books: its orders fill resting ones as maker.
    const other = await subaccountNamed(v, 'Edge Intl');
    const actors = new Map([
      [spot.id, await entityActorOf(v, spot)],
      [futures.id, await entityActorOf(v, futures)],
      [other.id, await entityActorOf(v, other)],
    ]);
    const actorFor = (sub: DemoSubaccount) => actors.get(sub.id) ?? { userId: 0, entityId: 0 };
    const rnd = seededRandom(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const kinds = {
      spot: [0, 0, 0, 1, 2, 3, 4] as const,
      markets: [
        { symbol: 'BTC/USD', sub: spot },
        { symbol: 'ETH/USD', sub: spot },
        { symbol: 'BTC/USD', sub: other },
        { symbol: 'ETH/USD', sub: other },
        { symbol: 'BTC-PERP', sub: futures },
        { symbol: 'ETH-PERP', sub: futures },
      ],
    };
    const partlyFilled = new Set<string>();
    let placed = 0;
    let cancels = 0;
    let fills = 0;
    for (let step = 0; step < 160; step++) {
      const roll = rnd();
      if (roll < 0.12) {
        v.market.step(1000);
      } else if (roll < 0.24) {
        const open = [...v.orders.records.values()].filter(
          (r) => r.order.parentId === null && r.subaccountId !== 0,
        );
        if (open.length > 0) {
          const r = pick(open);
          const owner = r.subaccountId === other.id ? other : spot;
          await v.orders
            .cancel(r.subaccountId === futures.id ? actorFor(futures) : actorFor(owner), {
              orderId: r.order.id,
              market: '',
              side: null,
              accountId: r.accountId,
              subaccountId: r.subaccountId,
            })
            .then(() => cancels++)
            .catch(() => undefined);
        }
      } else if (roll < 0.3) {
        const symbol = pick(['BTC-PERP', 'ETH-PERP']);
        await v.orders.settings
          .updateLeverage(futures.id, symbol, 1 + Math.floor(rnd() * 20))
          .catch(() => undefined);
      } else {
        const m = pick(kinds.markets);
        const snap = v.market.snapshot(m.symbol);
        if (!snap) continue;
        const mid = ((snap.bidPrices[0] ?? 0) + (snap.askPrices[0] ?? 0)) / 2;
        const side = rnd() < 0.5 ? 'BUY' : 'SELL';
        // Prices from deep in the book to through the other side (takers and makers), most near
        // the touch, where the simulator's flow and the other desk fill resting orders in part.
        const offset = rnd() < 0.3 ? 0.97 + rnd() * 0.06 : 0.998 + rnd() * 0.004;
        const price = ticksToPrice(Math.round(mid * offset), snap.tickSize);
        const lots = 1 + Math.floor(rnd() * (rnd() < 0.1 ? 4000 : 40));
        const quantity = (Number(snap.lotSize) * lots).toFixed(8).replace(/\.?0+$/, '');
        const kind = pick(kinds.spot);
        const fields: Partial<CheckedRequest> =
          kind === 0
            ? { type: 'LIMIT', limitPrice: price }
            : kind === 1
              ? { type: 'MARKET', tif: 'IOC' }
              : kind === 2
                ? { type: 'STOP_LOSS_LIMIT', stopPrice: price, limitPrice: price }
                : kind === 3
                  ? { type: 'TRAILING_STOP_MARKET', callbackRate: '1' }
                  : { type: 'TWAP', duration: 600_000, numberOfSlices: 3 };
        const outcome = await v.orders
          .create(
            actorFor(m.sub),
            requestOn(m.sub, {
              clientOrderId: `lk-${step}`,
              market: m.symbol,
              side,
              quantity,
              ...fields,
            }),
          )
          .catch(() => null);
        if (outcome) {
          placed++;
          fills += outcome.fills.length;
        }
      }
      await expectLocksStored(v, [spot.id, futures.id, other.id], `step ${step}`);
      for (const r of v.orders.records.values())
        if (r.order.status === 'PARTIALLY_FILLED') partlyFilled.add(r.order.id);
    }
    // The sequence exercised what it should: resting orders, fills, cancels.
    expect(placed).toBeGreaterThan(60);
    expect(fills).toBeGreaterThan(5);
    expect(cancels).toBeGreaterThan(5);
    // Open orders partly filled (TWAP parents slice by slice): what they hold shrinks.
    expect(partlyFilled.size).toBeGreaterThan(5);
    const locked = await storedLock(v.db, futures.id, 'USDT');
    expect(compareDecimal(locked, '0')).toBeGreaterThan(0);
  });

  it('R-SCALE-15 an order is decided on the stored balance when another writer spent it behind the engine', async () => {
    const v = (venue = await createTestVenue(variant));
    const spot = await subaccountNamed(v, 'Edge Main');
    const actor = await entityActorOf(v, spot);
    const snap = v.market.snapshot('BTC/USD');
    const bid = snap?.bidPrices[0] ?? 0;
    const price = ticksToPrice(Math.floor(bid * 0.9), snap?.tickSize ?? '0.01');
    const usd = v.orders.state.total(spot.id, 'USD');
    // Another process (a scheduler's treasury run, say) moves almost all USD out: committed,
    // but this engine's memory has not heard of it.
    await sql`UPDATE balances SET amount = 100 WHERE subaccount_id = ${spot.id} AND token = 'USD'`.execute(
      v.db,
    );
    expect(v.orders.state.total(spot.id, 'USD')).toBe(usd);
    const outcome = await v.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'stale-1', limitPrice: price, quantity: '1' }),
    );
    // Memory would have admitted it (USD 2.5M); what is stored cannot pay for it.
    expect(outcome.record.order.status).toBe('REJECTED');
    expect(outcome.record.order.reason).toMatch(/^Insufficient balance/);
    expect(compareDecimal(v.orders.state.total(spot.id, 'USD'), '100')).toBe(0);
    expect(await storedLock(v.db, spot.id, 'USD')).toBe('0');
    // An order that fits what is stored rests, and its hold is stored with it.
    const small = await v.orders.create(
      actor,
      requestOn(spot, { clientOrderId: 'stale-2', limitPrice: price, quantity: '0.001' }),
    );
    expect(small.record.order.status).toBe('NEW');
    const lock = await storedLock(v.db, spot.id, 'USD');
    expect(compareDecimal(lock, v.orders.locked(spot.id, 'USD'))).toBe(0);
    expect(compareDecimal(subtractDecimal('100', lock), '0')).toBeGreaterThanOrEqual(0);
  });
});
