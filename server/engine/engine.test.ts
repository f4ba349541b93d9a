import { describe, expect, it } from 'vitest';
import { MatchingEngine, REASONS } from './engine';
import { StaticLadder } from './ladder';
import type { EngineGate, NewOrder, PositionSide } from './types';
import { OPEN_GATE } from './types';

function setup(opts: { ladder?: StaticLadder; gate?: Partial<EngineGate> } = {}) {
  let n = 0;
  const engine = new MatchingEngine(
    'BTC/USD',
    { ...OPEN_GATE, ...opts.gate },
    opts.ladder ?? null,
    () => `c${++n}`,
  );
  let id = 0;
  const order = (o: Partial<NewOrder>): NewOrder => ({
    id: `o${++id}`,
    owner: 1,
    side: 'BUY',
    type: 'LIMIT',
    tif: 'GTC',
    lots: 10,
    priceTicks: 100,
    stopTicks: null,
    ...o,
  });
  return { engine, order };
}

describe('MatchingEngine', () => {
  it('R-ORD-2 R-ORD-5 rests a GTC limit and fills it in price-time priority, partially then fully', () => {
    const { engine, order } = setup();
    engine.submit(order({ owner: 1, side: 'SELL', priceTicks: 101, lots: 5 }), 1);
    engine.submit(order({ owner: 2, side: 'SELL', priceTicks: 100, lots: 5 }), 2);
    engine.submit(order({ owner: 3, side: 'SELL', priceTicks: 100, lots: 5 }), 3);
    const r = engine.submit(order({ owner: 4, side: 'BUY', priceTicks: 101, lots: 12 }), 4);
    expect(r.fills.map((f) => [f.maker?.owner, f.priceTicks, f.lots])).toEqual([
      [2, 100, 5],
      [3, 100, 5],
      [1, 101, 2],
    ]);
    const taker = r.orders.find((o) => o.owner === 4);
    expect(taker?.status).toBe('FILLED');
    const partial = engine.openOrders().find((o) => o.owner === 1);
    expect(partial?.status).toBe('PARTIALLY_FILLED');
    expect(partial?.filledLots).toBe(2);
  });

  it('takes simulated maker liquidity and rests the rest', () => {
    const ladder = new StaticLadder(
      [[98, 10]],
      [
        [100, 3],
        [101, 4],
      ],
    );
    const { engine, order } = setup({ ladder });
    const r = engine.submit(order({ priceTicks: 100, lots: 5 }), 1);
    expect(r.fills.map((f) => [f.maker, f.priceTicks, f.lots])).toEqual([[null, 100, 3]]);
    expect(r.orders[0]?.status).toBe('PARTIALLY_FILLED');
    expect(engine.depth().bids).toEqual([[100, 2]]);
    expect(ladder.levels('asks')).toEqual([[101, 4]]);
  });

  it('fills a resting order when the simulated market moves through it', () => {
    const ladder = new StaticLadder([[98, 10]], [[102, 10]]);
    const { engine, order } = setup({ ladder });
    engine.submit(order({ priceTicks: 100, lots: 5 }), 1);
    ladder.set(
      [[97, 10]],
      [
        [99, 3],
        [100, 10],
      ],
    );
    const r = engine.tick(2, { lastTicks: 99, markTicks: null });
    expect(r.fills.map((f) => [f.taker, f.maker?.id, f.priceTicks, f.lots])).toEqual([
      [null, 'o1', 100, 3],
      [null, 'o1', 100, 2],
    ]);
    expect(r.orders[0]?.status).toBe('FILLED');
  });

  it('R-ORD-1 MARKET takes what there is and expires the rest', () => {
    const ladder = new StaticLadder([], [[100, 3]]);
    const { engine, order } = setup({ ladder });
    const r = engine.submit(order({ type: 'MARKET', priceTicks: null, lots: 5 }), 1);
    expect(r.fills).toHaveLength(1);
    expect(r.orders[0]?.status).toBe('EXPIRED');
    expect(r.orders[0]?.reason).toBe(REASONS.noLiquidity);
  });

  it('R-ORD-1 IOC expires the rest; FOK expires whole when it cannot fill in full', () => {
    const ladder = new StaticLadder([], [[100, 3]]);
    const { engine, order } = setup({ ladder });
    const ioc = engine.submit(order({ tif: 'IOC', lots: 5 }), 1);
    expect(ioc.orders[0]).toMatchObject({ status: 'EXPIRED', filledLots: 3 });
    ladder.set([], [[100, 3]]);
    const fok = engine.submit(order({ tif: 'FOK', lots: 5 }), 2);
    expect(fok.fills).toHaveLength(0);
    expect(fok.orders[0]).toMatchObject({ status: 'EXPIRED', reason: REASONS.fok });
    const fok2 = engine.submit(order({ tif: 'FOK', lots: 3 }), 3);
    expect(fok2.orders[0]?.status).toBe('FILLED');
  });

  it('R-ORD-1 post-only: LIMIT_MAKER and postOnly are rejected if they would take, GTX expires', () => {
    const ladder = new StaticLadder([], [[100, 3]]);
    const { engine, order } = setup({ ladder });
    expect(engine.submit(order({ type: 'LIMIT_MAKER' }), 1).orders[0]).toMatchObject({
      status: 'REJECTED',
      reason: REASONS.postOnly,
    });
    expect(engine.submit(order({ postOnly: true }), 1).orders[0]?.status).toBe('REJECTED');
    expect(engine.submit(order({ tif: 'GTX' }), 1).orders[0]?.status).toBe('EXPIRED');
    const rests = engine.submit(order({ type: 'LIMIT_MAKER', priceTicks: 99 }), 1);
    expect(rests.orders[0]?.status).toBe('NEW');
    expect(ladder.levels('asks')).toEqual([[100, 3]]);
  });

  it('R-ORD-4 self-trade prevention expires the newer order when it meets its own resting order', () => {
    const { engine, order } = setup();
    engine.submit(order({ owner: 2, side: 'SELL', priceTicks: 99, lots: 2 }), 1);
    engine.submit(order({ owner: 1, side: 'SELL', priceTicks: 100, lots: 5 }), 2);
    const r = engine.submit(order({ owner: 1, side: 'BUY', priceTicks: 100, lots: 5 }), 3);
    expect(r.fills.map((f) => f.lots)).toEqual([2]);
    expect(r.orders.find((o) => o.owner === 1)).toMatchObject({
      status: 'EXPIRED',
      reason: REASONS.selfTrade,
    });
    expect(engine.openOrders().map((o) => o.id)).toEqual(['o2']);
  });

  it('R-ORD-3 stop-market triggers when the last price crosses the stop, stop-limit rests at its limit', () => {
    const ladder = new StaticLadder([[99, 10]], [[101, 10]]);
    const { engine, order } = setup({ ladder });
    engine.tick(0, { lastTicks: 100, markTicks: null });
    engine.submit(
      order({ type: 'STOP_MARKET', side: 'SELL', priceTicks: null, stopTicks: 95, lots: 2 }),
      1,
    );
    engine.submit(
      order({ type: 'STOP_LOSS_LIMIT', side: 'SELL', priceTicks: 90, stopTicks: 96, lots: 2 }),
      1,
    );
    engine.submit(
      order({ type: 'TAKE_PROFIT', side: 'SELL', priceTicks: null, stopTicks: 110, lots: 1 }),
      1,
    );
    expect(engine.tick(1, { lastTicks: 97, markTicks: null }).orders).toHaveLength(0);
    ladder.set([[80, 100]], [[101, 10]]);
    const r = engine.tick(2, { lastTicks: 95, markTicks: null });
    const byId = Object.fromEntries(r.orders.map((o) => [o.id, o]));
    expect(byId.o1).toMatchObject({ triggered: true, status: 'FILLED' });
    expect(byId.o2).toMatchObject({ triggered: true, status: 'NEW' });
    expect(engine.depth().asks).toEqual([[90, 2]]);
    expect(engine.get('o3')?.triggered).toBe(false);
    const tp = engine.tick(3, { lastTicks: 110, markTicks: null });
    expect(tp.orders.find((o) => o.id === 'o3')?.status).toBe('FILLED');
  });

  it('R-ORD-3 priceProtect stops trigger on the mark price', () => {
    const ladder = new StaticLadder([[80, 100]], []);
    const { engine, order } = setup({ ladder });
    engine.submit(
      order({
        type: 'STOP_MARKET',
        side: 'SELL',
        priceTicks: null,
        stopTicks: 95,
        priceProtect: true,
      }),
      1,
    );
    expect(engine.tick(1, { lastTicks: 90, markTicks: 99 }).fills).toHaveLength(0);
    expect(engine.tick(2, { lastTicks: 99, markTicks: 94 }).fills).toHaveLength(1);
  });

  it('R-ORD-3 trailing stop activates at the activation price and fires after the callback', () => {
    const ladder = new StaticLadder([[900, 100]], []);
    const { engine, order } = setup({ ladder });
    engine.submit(
      order({
        type: 'TRAILING_STOP_MARKET',
        side: 'SELL',
        priceTicks: null,
        activationTicks: 1000,
        callbackBasisPoints: 200,
        lots: 1,
      }),
      0,
    );
    engine.tick(1, { lastTicks: 990, markTicks: null });
    expect(engine.get('o1')?.trailActive).toBe(false);
    engine.tick(2, { lastTicks: 1000, markTicks: null });
    engine.tick(3, { lastTicks: 1100, markTicks: null });
    expect(engine.get('o1')?.trailExtreme).toBe(1100);
    expect(engine.tick(4, { lastTicks: 1079, markTicks: null }).fills).toHaveLength(0);
    const r = engine.tick(5, { lastTicks: 1078, markTicks: null });
    expect(r.orders[0]).toMatchObject({ status: 'FILLED', triggered: true });
  });

  it('R-ORD-3 TWAP sends its slices as child orders on injected time', () => {
    const ladder = new StaticLadder([], [[100, 1000]]);
    const { engine, order } = setup({ ladder });
    const start = 1_000;
    const first = engine.submit(
      order({
        type: 'TWAP',
        priceTicks: null,
        lots: 10,
        twap: { startTime: start, endTime: start + 3_000, slices: 3 },
      }),
      start,
    );
    expect(first.fills.map((f) => f.lots)).toEqual([3]);
    expect(engine.tick(start + 999, { lastTicks: 100, markTicks: null }).fills).toHaveLength(0);
    expect(
      engine.tick(start + 1_000, { lastTicks: 100, markTicks: null }).fills.map((f) => f.lots),
    ).toEqual([3]);
    const last = engine.tick(start + 2_500, { lastTicks: 100, markTicks: null });
    expect(last.fills.map((f) => [f.lots, f.taker?.parentId])).toEqual([[4, 'o1']]);
    expect(last.orders.find((o) => o.id === 'o1')).toMatchObject({
      status: 'FILLED',
      filledLots: 10,
    });
    expect(engine.openOrders()).toHaveLength(0);
  });

  it('R-ORD-4 reduce-only is capped to the position and rejected when it would increase it', () => {
    const positions = new Map<number, number>([[1, 4]]);
    const ladder = new StaticLadder([[100, 50]], [[101, 50]]);
    const { engine, order } = setup({
      ladder,
      gate: { positionLots: (owner: number, _side: PositionSide) => positions.get(owner) ?? 0 },
    });
    const up = engine.submit(
      order({ side: 'BUY', type: 'MARKET', priceTicks: null, reduceOnly: true }),
      1,
    );
    expect(up.orders[0]).toMatchObject({ status: 'REJECTED', reason: REASONS.reduceOnly });
    const down = engine.submit(
      order({ side: 'SELL', type: 'MARKET', priceTicks: null, lots: 10, reduceOnly: true }),
      2,
    );
    expect(down.orders[0]).toMatchObject({ status: 'FILLED', lots: 4, filledLots: 4 });
    const close = engine.submit(
      order({ side: 'SELL', type: 'MARKET', priceTicks: null, lots: 1, closePosition: true }),
      3,
    );
    expect(close.orders[0]).toMatchObject({ status: 'FILLED', lots: 4 });
  });

  it('a gate refusal rejects with its reason and changes nothing', () => {
    const ladder = new StaticLadder([], [[100, 5]]);
    const { engine, order } = setup({ ladder, gate: { admit: () => 'Insufficient balance' } });
    const r = engine.submit(order({}), 1);
    expect(r.orders[0]).toMatchObject({ status: 'REJECTED', reason: 'Insufficient balance' });
    expect(r.fills).toHaveLength(0);
    expect(ladder.levels('asks')).toEqual([[100, 5]]);
    expect(engine.openOrders()).toHaveLength(0);
  });

  it('R-ORD-5 cancel closes an open order once', () => {
    const { engine, order } = setup();
    engine.submit(order({}), 1);
    expect(engine.cancel('o1', 2)?.orders[0]?.status).toBe('CANCELED');
    expect(engine.cancel('o1', 3)).toBeNull();
    expect(engine.depth().bids).toEqual([]);
  });
});
