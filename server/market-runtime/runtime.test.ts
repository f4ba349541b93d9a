import { describe, expect, it } from 'vitest';
import type { MarketEvent } from '../market/types';
import type { MarketInstrument } from './instruments';
import { MarketRuntime } from './runtime';
import type { TimerHandle, Timers } from './timers';

const START = Date.UTC(2026, 10, 22, 9, 0, 0);
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
    symbol: 'BTC/USDC',
    baseToken: 'BTC',
    quoteToken: 'USDC',
    tickSize: '0.01',
    lotSize: '0.00001',
    startPrice: '97000',
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

/** Interval timers fired by hand, with a clock that moves with them. */
function manualTimers() {
  let now = START;
  const intervals = new Map<object, { fn: () => void; every: number }>();
  const timers: Timers = {
    setInterval(fn, every) {
      const handle = {};
      intervals.set(handle, { fn, every });
      return handle;
    },
    clearInterval: (handle: TimerHandle) => void intervals.delete(handle),
    setTimeout: () => ({}),
    clearTimeout: () => undefined,
  };
  return {
    timers,
    now: () => now,
    active: () => intervals.size,
    /** Moves the clock by each interval's period and fires it, `times` times. */
    fire(times: number) {
      for (let i = 0; i < times; i++)
        for (const { fn, every } of [...intervals.values()]) {
          now += every;
          fn();
        }
    },
    advance: (ms: number) => void (now += ms),
  };
}

function runtime(seed: number, clock = manualTimers()) {
  const market = new MarketRuntime({
    instruments: INSTRUMENTS,
    now: clock.now,
    timers: clock.timers,
    seed,
    feedRate: 3000,
    historyMinutes: 60,
  });
  return { market, clock };
}

describe('R-SRV-33 market runtime', () => {
  it("steps on its timer by the clock's elapsed time and sends each step to listeners", () => {
    const { market, clock } = runtime(1);
    const seen: MarketEvent[] = [];
    market.onEvents((events) => seen.push(...events));
    expect(market.running).toBe(false);
    market.resume();
    expect(market.running).toBe(true);
    clock.fire(20);
    expect(market.time).toBe(clock.now());
    const deltas = seen.filter((e) => e.kind === 'bookDelta');
    expect(deltas.length).toBeGreaterThanOrEqual(20);
    const last = deltas.filter((e) => e.message.symbol === 'BTC/USD').at(-1);
    expect(market.snapshot('BTC/USD')?.seq).toBe(last?.message.seq);
  });

  it('is deterministic for a seed (FEED_SEED) and differs across seeds', () => {
    const a = runtime(7);
    const b = runtime(7);
    const c = runtime(8);
    for (const r of [a, b, c]) {
      r.market.resume();
      r.clock.fire(10);
    }
    expect(b.market.snapshot('BTC-PERP')).toEqual(a.market.snapshot('BTC-PERP'));
    expect(c.market.snapshot('BTC-PERP')).not.toEqual(a.market.snapshot('BTC-PERP'));
  });

  it('holds the books still while paused and steps over the pause on resume', () => {
    const { market, clock } = runtime(2);
    market.resume();
    clock.fire(5);
    market.pause();
    expect(clock.active()).toBe(0);
    const held = market.snapshot('BTC/USD');
    clock.advance(10_000);
    expect(market.snapshot('BTC/USD')).toEqual(held);
    market.resume();
    clock.fire(1);
    expect(market.time).toBe(clock.now());
    expect(market.snapshot('BTC/USD')?.seq).toBe((held?.seq ?? 0) + 1);
  });

  it('stops for good: no timer, no listener, resume is ignored', () => {
    const { market, clock } = runtime(3);
    let calls = 0;
    market.onEvents(() => calls++);
    market.resume();
    market.stop();
    market.resume();
    expect(clock.active()).toBe(0);
    market.step(100);
    expect(calls).toBe(0);
  });

  it('keeps the latest trades per symbol for new trades subscribers', () => {
    const { market } = runtime(4);
    for (let i = 0; i < 200; i++) market.step(250);
    const trades = market.recentTrades('BTC/USD');
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.length).toBeLessThanOrEqual(50);
    expect(trades.every((t) => t.symbol === 'BTC/USD')).toBe(true);
    const times = trades.map((t) => t.serverTime);
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('R-SRV-32 values tokens from book mids, through a second pair when needed', () => {
    const { market } = runtime(5);
    market.step(500);
    const rates = market.conversionRates();
    expect(Object.keys(rates)).toEqual(['BTC', 'USD', 'USDC']);
    expect(rates['USD']).toBe('1');
    const ticker = market.ticker('BTC/USD');
    const bid = Number(ticker?.bestBid);
    const ask = Number(ticker?.bestAsk);
    expect(Number(rates['BTC'])).toBeGreaterThanOrEqual(bid);
    expect(Number(rates['BTC'])).toBeLessThanOrEqual(ask);
  });
});
