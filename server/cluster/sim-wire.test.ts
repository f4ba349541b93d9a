// R-SCALE-20: a market that follows the simulator process over the bus shows what the
// simulator shows — every book level, ticker, open candle and past candle — after every step,
// after a missed step, and after the simulator is replaced by a new one.
import { describe, expect, it, vi } from 'vitest';
import { OrderBook } from '../../domain/market/book';
import { InProcessBus } from '../bus/in-process';
import type { Bus } from '../bus/bus';
import type { MarketInstrument } from '../market-runtime/instruments';
import { MarketRuntime } from '../market-runtime/runtime';
import { realTimers } from '../market-runtime/timers';
import { minuteOf } from '../market/klines';
import { createPrng } from '../market/prng';
import { KLINE_INTERVALS, type MarketEvent, type MarkPriceMessage } from '../market/types';
import {
  followSimulator,
  publishSimulator,
  SIM_CANDLES_SUBJECT,
  SIM_STEP_SUBJECT,
  type SimFollower,
} from './sim-wire';

const START = Date.UTC(2026, 10, 22, 9, 0, 30);
const INSTRUMENTS: readonly MarketInstrument[] = [
  {
    symbol: 'BTC/USD',
    baseToken: 'BTC',
    quoteToken: 'USD',
    tickSize: '0.01',
    lotSize: '0.00001',
    startPrice: '97000',
    instrumentType: 0,
  },
  {
    symbol: 'ETH/USD',
    baseToken: 'ETH',
    quoteToken: 'USD',
    tickSize: '0.01',
    lotSize: '0.0001',
    startPrice: '3400',
    instrumentType: 0,
  },
  {
    symbol: 'BTC-PERP',
    baseToken: 'BTC',
    quoteToken: 'USD',
    tickSize: '0.5',
    lotSize: '0.001',
    startPrice: '97000',
    instrumentType: 3,
  },
];
/** Over two chunks of `svc.sim.candles`, so a new follower's history arrives in pieces. */
const HISTORY_MINUTES = 3000;

/** A simulator stepped by hand on its own clock, publishing on the bus. */
async function simulator(
  bus: Bus,
  start: number,
  seed: number,
  takeOver?: { standby: SimFollower },
) {
  let now = start;
  const followed = takeOver?.standby.market;
  const runtime = new MarketRuntime({
    instruments: INSTRUMENTS,
    now: () => now,
    timers: realTimers,
    seed,
    historyMinutes: HISTORY_MINUTES,
    ...(followed ? { resume: followed.resumePoints() } : {}),
  });
  const stop = await publishSimulator(
    bus,
    runtime,
    followed?.epoch ? { epoch: followed.epoch, minute: minuteOf(followed.now) } : undefined,
  );
  const marks = new Map<string, MarkPriceMessage>();
  runtime.onEvents((events) => {
    for (const e of events) if (e.kind === 'markPrice') marks.set(e.message.symbol, e.message);
  });
  return {
    runtime,
    marks,
    stop,
    step(millis: number) {
      now += millis;
      return runtime.step(millis);
    },
  };
}

type Sim = Awaited<ReturnType<typeof simulator>>;

/** Every book, ticker, mark and open candle; with `history`, past candles too (slower). */
function expectSame(follower: SimFollower, sim: Sim, history = true): void {
  const market = follower.market;
  for (const { symbol } of INSTRUMENTS) {
    const own = sim.runtime.snapshot(symbol);
    const followed = market.snapshot(symbol);
    expect(followed && { ...followed, seq: 0 }, symbol).toEqual(own && { ...own, seq: 0 });
    expect(market.ticker(symbol), symbol).toEqual(sim.runtime.ticker(symbol));
    expect(market.markPrice(symbol) ?? null, symbol).toEqual(sim.marks.get(symbol) ?? null);
    for (const interval of KLINE_INTERVALS)
      expect(market.currentKline(symbol, interval), `${symbol} ${interval}`).toEqual(
        sim.runtime.currentKline(symbol, interval),
      );
    if (!history) continue;
    for (const interval of ['1m', '1h', '1d'] as const)
      expect(market.klines(symbol, interval, { limit: 1000 }), `${symbol} ${interval}`).toEqual(
        sim.runtime.klines(symbol, interval, { limit: 1000 }),
      );
    expect(market.klines(symbol, '15m', { startTime: START - 2 * 86_400_000 })).toEqual(
      sim.runtime.klines(symbol, '15m', { startTime: START - 2 * 86_400_000 }),
    );
  }
}

/** A bus whose `sim.step` publications can be dropped (core NATS is at most once). */
function lossyBus(bus: InProcessBus): { bus: Bus; dropNext: () => void } {
  let drop = false;
  const lossy = Object.create(bus) as Bus;
  lossy.publish = (subject, data) => {
    if (subject === SIM_STEP_SUBJECT && drop) {
      drop = false;
      return;
    }
    bus.publish(subject, data);
  };
  return { bus: lossy, dropNext: () => (drop = true) };
}

describe('a market following the simulator process (R-SCALE-20)', () => {
  it('equals the simulator after every step, a missed step and a new simulator', async () => {
    const inner = new InProcessBus({
      now: Date.now,
      timers: realTimers,
      onHandlerError: (error) => {
        throw error;
      },
    });
    const { bus, dropNext } = lossyBus(inner);
    let sim = await simulator(bus, START, 7);
    // The simulator has run a while before the follower starts.
    for (let i = 0; i < 40; i++) sim.step(250);
    const follower = await followSimulator(inner, INSTRUMENTS, {
      timers: realTimers,
      retryMillis: 20,
    });
    // A listener's copy of each book, kept by the deltas it hears (as the order service's is).
    const heard = new Map<string, OrderBook>();
    for (const { symbol } of INSTRUMENTS) {
      const book = new OrderBook(512);
      book.loadSnapshot(
        follower.market.snapshot(symbol) ?? {
          seq: 0,
          bidPrices: [],
          bidSizes: [],
          askPrices: [],
          askSizes: [],
        },
      );
      heard.set(symbol, book);
    }
    const faults: string[] = [];
    follower.feed.onStep((events: readonly MarketEvent[]) => {
      for (const e of events) {
        if (e.kind !== 'bookDelta') continue;
        const result = heard.get(e.message.symbol)?.apply(e.message);
        if (result && !result.ok) faults.push(`${e.message.symbol} ${result.reason}`);
      }
    });
    const settle = () =>
      vi.waitFor(
        () =>
          expect(
            follower.market.epoch === sim.runtime.simulator?.epoch && follower.market.now,
          ).toBe(sim.runtime.simulator?.now),
        {
          timeout: 5000,
          interval: 2,
        },
      );
    await settle();
    expectSame(follower, sim);
    expect(follower.loads).toBe(1);

    const prng = createPrng(11);
    // Steps of 0.2–90 s: minutes and hours close, trades fill candles, books churn.
    for (let i = 0; i < 120; i++) {
      // A step lost on the way is noticed at the next one.
      if (i === 50) {
        dropNext();
        sim.step(300);
      }
      sim.step(
        prng.next() < 0.1
          ? 30_000 + Math.floor(prng.next() * 60_000)
          : 200 + Math.floor(prng.next() * 1500),
      );
      await settle();
      expectSame(follower, sim, i % 10 === 9 || i === 51);
    }
    // The dropped step was noticed at the next one, and the state loaded again.
    expect(follower.loads).toBe(2);

    // The simulator dies and a new one (another start, another seed) takes its place.
    await sim.stop();
    sim = await simulator(bus, sim.runtime.time + 5_000, 8);
    sim.step(250);
    await settle();
    expect(follower.loads).toBe(3);
    expectSame(follower, sim);
    for (let i = 0; i < 20; i++) {
      sim.step(500);
      await settle();
    }
    expectSame(follower, sim);
    // Everything the listener heard, the reloads' deltas included, kept its books equal.
    expect(faults).toEqual([]);
    for (const { symbol } of INSTRUMENTS) {
      const own = sim.runtime.snapshot(symbol);
      expect(heard.get(symbol)?.checksum(), symbol).toBe(own?.checksum);
    }
    await follower.close();
    await sim.stop();
    await inner.close();
  });

  it('a standby that took over continues the markets: the follower keeps its history and loads only the recent minutes', async () => {
    const bus = new InProcessBus({
      now: Date.now,
      timers: realTimers,
      onHandlerError: (error) => {
        throw error;
      },
    });
    const asked: string[] = [];
    const request = bus.request.bind(bus);
    bus.request = (subject, data, timeout) => {
      asked.push(subject);
      return request(subject, data, timeout);
    };
    let sim = await simulator(bus, START, 12);
    const engine = await followSimulator(bus, INSTRUMENTS, { timers: realTimers });
    const standby = await followSimulator(bus, INSTRUMENTS, { timers: realTimers });
    for (let i = 0; i < 30; i++) {
      sim.step(i % 7 === 6 ? 45_000 : 700);
      await vi.waitFor(() => expect(standby.market.now).toBe(sim.runtime.time), { interval: 2 });
    }
    await vi.waitFor(() => expect(engine.market.now).toBe(sim.runtime.time), { interval: 2 });
    const pastBefore = sim.runtime
      .klines('BTC/USD', '1m', { limit: 1000 })
      ?.filter((k) => k.closed);
    const lastBefore = Number(sim.runtime.ticker('BTC/USD')?.last);
    // The active simulator dies; the standby takes over from what it heard.
    await sim.stop();
    const old = sim;
    sim = await simulator(bus, old.runtime.time + 1_000, 13, { standby });
    await standby.close();
    asked.length = 0;
    sim.step(300);
    await vi.waitFor(() => expect(engine.market.now).toBe(sim.runtime.time), { interval: 2 });
    // One state, and no history: the candles held were already the ones continued.
    expect(asked.filter((s) => s === SIM_CANDLES_SUBJECT)).toEqual([]);
    expect(engine.loads).toBe(2);
    expectSame(engine, sim);
    // The past is the old simulator's, and the price goes on from where it stood.
    const pastAfter = sim.runtime.klines('BTC/USD', '1m', { limit: 1000 });
    for (const k of pastBefore ?? [])
      expect(pastAfter?.find((a) => a.openTime === k.openTime)).toEqual(k);
    expect(Math.abs(Number(sim.runtime.ticker('BTC/USD')?.last) / lastBefore - 1)).toBeLessThan(
      0.002,
    );
    for (let i = 0; i < 10; i++) {
      sim.step(600);
      await vi.waitFor(() => expect(engine.market.now).toBe(sim.runtime.time), { interval: 2 });
    }
    expectSame(engine, sim);
    await engine.close();
    await sim.stop();
    await bus.close();
  });

  it('delivers the followed steps to the runtime listeners of an engine', async () => {
    const bus = new InProcessBus({
      now: Date.now,
      timers: realTimers,
      onHandlerError: (error) => {
        throw error;
      },
    });
    const sim = await simulator(bus, START, 9);
    const follower = await followSimulator(bus, INSTRUMENTS, {
      timers: realTimers,
    });
    const engineMarket = new MarketRuntime({
      instruments: INSTRUMENTS,
      now: Date.now,
      timers: realTimers,
      follow: follower.feed,
    });
    const heard: MarketEvent[] = [];
    engineMarket.onEvents((events) => heard.push(...events));
    engineMarket.resume();
    expect(engineMarket.running).toBe(true);
    const sent: MarketEvent[] = [];
    for (let i = 0; i < 10; i++) sent.push(...sim.step(300));
    await vi.waitFor(() => expect(follower.market.now).toBe(sim.runtime.time), { interval: 2 });
    expect(heard.filter((e) => e.kind === 'trade')).toEqual(sent.filter((e) => e.kind === 'trade'));
    expect(heard.filter((e) => e.kind === 'bookDelta').length).toBe(
      sent.filter((e) => e.kind === 'bookDelta').length,
    );
    expect(engineMarket.recentTrades('BTC/USD')).toEqual(sim.runtime.recentTrades('BTC/USD'));
    expect(engineMarket.conversionRates()).toEqual(sim.runtime.conversionRates());
    expect(engineMarket.conversionRatesAt(START - 3_600_000)).toEqual(
      sim.runtime.conversionRatesAt(START - 3_600_000),
    );
    // Paused, the engine's market hears nothing; the follower still follows.
    engineMarket.pause();
    const before = heard.length;
    sim.step(300);
    await vi.waitFor(() => expect(follower.market.now).toBe(sim.runtime.time), { interval: 2 });
    expect(heard.length).toBe(before);
    engineMarket.stop();
    await follower.close();
    await sim.stop();
    await bus.close();
  });
});
