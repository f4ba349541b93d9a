import { describe, expect, it } from 'vitest';
import { OrderBook } from '../../domain/market/book';
import { desk } from '../../proto/gen/messages.js';
import { addDecimal, compareDecimal } from '../../domain/decimal';
import { priceToTicks, quantityToLots } from '../../domain/ticks';
import { MarketSimulator } from './simulator';
import type { BookDeltaMessage, MarketEvent, SimInstrument, SimulatorConfig } from './types';
import { TAKER_BUY, TAKER_SELL } from './types';

const START = Date.UTC(2026, 10, 22, 9, 30, 0);
const INSTRUMENTS: readonly SimInstrument[] = [
  {
    symbol: 'BTC/USD',
    tickSize: '0.01',
    lotSize: '0.00001',
    startPrice: '97000',
    instrumentType: 0,
  },
  { symbol: 'DOGE/USD', tickSize: '0.00001', lotSize: '10', startPrice: '0.1', instrumentType: 0 },
  {
    symbol: 'BTC-PERP',
    tickSize: '0.5',
    lotSize: '0.001',
    startPrice: '97050.3',
    instrumentType: 3,
  },
  {
    symbol: 'BTC-25DEC26',
    tickSize: '0.5',
    lotSize: '0.001',
    startPrice: '97500',
    instrumentType: 1,
  },
];

function makeSim(overrides: Partial<SimulatorConfig> = {}): MarketSimulator {
  return new MarketSimulator(INSTRUMENTS, {
    seed: 42,
    feedRate: 2000,
    startTime: START,
    historyMinutes: 90,
    ...overrides,
  });
}

function run(sim: MarketSimulator, steps: readonly number[]): MarketEvent[] {
  return steps.flatMap((ms) => sim.step(ms));
}

/** Every neighbour pair in order, every value a positive safe integer. */
function strictly(xs: readonly number[], before: (a: number, b: number) => boolean): boolean {
  return xs.every(
    (x, i) => Number.isSafeInteger(x) && x > 0 && (i === 0 || before(xs[i - 1] as number, x)),
  );
}

const deltas = (events: readonly MarketEvent[], symbol: string): BookDeltaMessage[] =>
  events.flatMap((e) => (e.kind === 'bookDelta' && e.message.symbol === symbol ? [e.message] : []));

describe('MarketSimulator', () => {
  it('is deterministic: same seed and steps, byte-identical output', () => {
    const steps = [50, 50, 120, 7, 1000, 50, 61_000, 50, 33];
    const a = JSON.stringify(run(makeSim(), steps));
    const b = JSON.stringify(run(makeSim(), steps));
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThan(10_000);
    expect(JSON.stringify(run(makeSim({ seed: 43 }), steps))).not.toBe(a);
    const s1 = makeSim();
    const s2 = makeSim();
    run(s1, steps);
    run(s2, steps);
    expect(JSON.stringify(s1.snapshot('BTC/USD'))).toBe(JSON.stringify(s2.snapshot('BTC/USD')));
    expect(JSON.stringify(s1.klines('BTC/USD', '1m'))).toBe(
      JSON.stringify(s2.klines('BTC/USD', '1m')),
    );
  });

  it('feeds a client book that stays equal to the server book through every delta', () => {
    const sim = makeSim();
    run(sim, [50, 50]);
    const client = new OrderBook();
    const snap = sim.snapshot('BTC/USD');
    expect(snap).not.toBeNull();
    if (!snap) return;
    expect(client.loadSnapshot(snap)).toEqual({ ok: true });
    expect(client.checksum()).toBe(snap.checksum);
    let applied = 0;
    for (let i = 0; i < 200; i++) {
      for (const d of deltas(sim.step(50), 'BTC/USD')) {
        expect(d.prevSeq).toBe(client.seq);
        expect(client.apply(d)).toEqual({ ok: true });
        applied++;
      }
    }
    expect(applied).toBeGreaterThan(150);
    const fresh = sim.snapshot('BTC/USD');
    expect(fresh?.seq).toBe(client.seq);
    const mine = client.top(10_000);
    expect(Array.from(mine.bids.prices)).toEqual(fresh?.bidPrices);
    expect(Array.from(mine.bids.sizes)).toEqual(fresh?.bidSizes);
    expect(Array.from(mine.asks.prices)).toEqual(fresh?.askPrices);
    expect(Array.from(mine.asks.sizes)).toEqual(fresh?.askSizes);
  });

  it('keeps at least 200 uncrossed levels a side with strictly sorted integer prices', () => {
    const sim = makeSim({ feedRate: 20_000 });
    for (let i = 0; i < 100; i++) {
      sim.step(i === 50 ? 5000 : 50);
      for (const symbol of sim.symbols) {
        const s = sim.snapshot(symbol);
        if (!s) throw new Error(symbol);
        expect(s.bidPrices.length).toBeGreaterThanOrEqual(200);
        expect(s.askPrices.length).toBeGreaterThanOrEqual(200);
        expect(s.bidPrices[0]).toBeLessThan(s.askPrices[0] as number);
        expect(strictly(s.bidPrices, (a, b) => a > b)).toBe(true);
        expect(strictly(s.askPrices, (a, b) => a < b)).toBe(true);
        expect([...s.bidSizes, ...s.askSizes].every((q) => Number.isSafeInteger(q) && q > 0)).toBe(
          true,
        );
      }
    }
  });

  it('produces about rate × elapsed level updates across all books', () => {
    for (const feedRate of [1000, 8000]) {
      const sim = makeSim({ feedRate, tradeRate: 0 });
      sim.step(50);
      let levels = 0;
      for (let i = 0; i < 100; i++) {
        for (const e of sim.step(50)) {
          if (e.kind === 'bookDelta')
            levels += e.message.bidPrices.length + e.message.askPrices.length;
        }
      }
      const expected = feedRate * 5; // 100 × 50 ms
      expect(levels).toBeGreaterThan(expected * 0.9);
      expect(levels).toBeLessThan(expected * 1.15);
    }
  });

  it('emits trades at the touch in whole ticks and lots, and counts them in the ticker', () => {
    const sim = makeSim({ tradeRate: 20 });
    const before = sim.ticker('BTC/USD');
    const events = run(
      sim,
      Array.from({ length: 40 }, () => 50),
    );
    const trades = events.flatMap((e) =>
      e.kind === 'trade' && e.message.symbol === 'BTC/USD' ? [e.message] : [],
    );
    expect(trades.length).toBeGreaterThan(10);
    for (const t of trades) {
      expect(() => priceToTicks(t.price, '0.01')).not.toThrow();
      expect(quantityToLots(t.quantity, '0.00001')).toBeGreaterThan(0);
      expect([TAKER_BUY, TAKER_SELL]).toContain(t.side);
    }
    expect(new Set(trades.map((t) => t.tradeId)).size).toBe(trades.length);
    const after = sim.ticker('BTC/USD');
    expect(compareDecimal(after?.volume ?? '0', before?.volume ?? '0')).toBe(1);
    expect(after?.last).toBe(trades.at(-1)?.price);
  });

  it('rolls 1m candles up into 5m and 1h, and closes candles at minute boundaries', () => {
    const sim = makeSim({ tradeRate: 5, historyMinutes: 200 });
    const events = run(
      sim,
      Array.from({ length: 70 }, () => 1000),
    );
    const closed = events.flatMap((e) =>
      e.kind === 'kline' && e.message.closed ? [e.message] : [],
    );
    const closed1m = closed.filter((k) => k.symbol === 'BTC/USD' && k.interval === '1m');
    // 09:30:00 + 70 s crosses 09:31:00 once: the 09:30 candle closes.
    expect(closed1m.map((k) => k.openTime)).toEqual([START]);
    for (const k of closed1m) expect(k.closeTime - k.openTime).toBe(59_999);
    const oneMinute = sim.klines('BTC/USD', '1m', { limit: 1000 }) ?? [];
    const fiveMinute = sim.klines('BTC/USD', '5m', { limit: 1000 }) ?? [];
    expect(fiveMinute.length).toBeGreaterThan(30);
    for (const five of fiveMinute.slice(1, -1)) {
      const parts = oneMinute.filter(
        (m) => m.openTime >= five.openTime && m.openTime <= five.closeTime,
      );
      expect(parts).toHaveLength(5);
      expect(five.open).toBe(parts[0]?.open);
      expect(five.close).toBe(parts[4]?.close);
      const highs = parts.map((p) => p.high).sort(compareDecimal);
      const lows = parts.map((p) => p.low).sort(compareDecimal);
      expect(five.high).toBe(highs.at(-1));
      expect(five.low).toBe(lows[0]);
      expect(five.volume).toBe(parts.reduce((s, p) => addDecimal(s, p.volume), '0'));
      expect(five.openTime % 300_000).toBe(0);
    }
    const hours = sim.klines('BTC/USD', '1h', { limit: 2 }) ?? [];
    expect(hours).toHaveLength(2);
    expect(hours[1]?.closed).toBe(false);
    expect(hours[0]?.closed).toBe(true);
    const fromStart =
      sim.klines('BTC/USD', '1m', { startTime: START - 10 * 60_000, limit: 3 }) ?? [];
    expect(fromStart.map((k) => k.openTime)).toEqual(
      [0, 1, 2].map((i) => START - (10 - i) * 60_000),
    );
    expect(sim.klines('NOPE', '1m')).toBeNull();
  });

  it('publishes mark price and funding for perpetuals, mark only for futures, none for spot', () => {
    const sim = makeSim();
    const events = run(sim, [50, 1000]);
    const marks = events.flatMap((e) => (e.kind === 'markPrice' ? [e.message] : []));
    expect(new Set(marks.map((m) => m.symbol))).toEqual(new Set(['BTC-PERP', 'BTC-25DEC26']));
    const perp = sim.markPrice('BTC-PERP');
    expect(perp?.fundingRate).toMatch(/^-?0(\.\d{1,6})?$/);
    expect(perp?.nextFundingTime).toBeGreaterThan(sim.now);
    expect((perp?.nextFundingTime ?? 1) % (8 * 3_600_000)).toBe(0);
    expect(() => priceToTicks(perp?.markPrice ?? 'x', '0.5')).not.toThrow();
    expect(sim.markPrice('BTC-25DEC26')?.fundingRate).toBe('');
    expect(sim.markPrice('BTC/USD')).toBeNull();
  });

  it('sends ticker, mark and candles through the desk.stream wire unchanged', () => {
    const sim = makeSim({ tradeRate: 20 });
    const events = run(sim, [50, 50, 1000]);
    expect(desk.stream.TakerSide.BUY).toBe(TAKER_BUY);
    expect(desk.stream.TakerSide.SELL).toBe(TAKER_SELL);
    const seen = new Set<string>();
    for (const e of events) {
      const field = {
        bookDelta: 'bookDelta',
        trade: 'trade',
        ticker: 'ticker',
        markPrice: 'markPrice',
        kline: 'kline',
      }[e.kind];
      const bytes = desk.stream.ServerMessage.encode({ [field]: e.message }).finish();
      const back = desk.stream.ServerMessage.toObject(desk.stream.ServerMessage.decode(bytes), {
        defaults: true,
      });
      expect(back[field]).toEqual(e.message);
      seen.add(e.kind);
    }
    expect(seen).toEqual(new Set(['bookDelta', 'trade', 'ticker', 'markPrice', 'kline']));
    const snap = sim.snapshot('BTC/USD');
    const bytes = desk.stream.ServerMessage.encode({ bookSnapshot: snap }).finish();
    expect(
      desk.stream.ServerMessage.toObject(desk.stream.ServerMessage.decode(bytes), {
        defaults: true,
      }).bookSnapshot,
    ).toEqual(snap);
  });

  it('refuses bad configuration and time', () => {
    expect(() => makeSim({ feedRate: -1 })).toThrow(RangeError);
    expect(() => makeSim().step(Number.NaN)).toThrow(RangeError);
    expect(() => makeSim().step(-5)).toThrow(RangeError);
    expect(
      () =>
        new MarketSimulator([INSTRUMENTS[0] as SimInstrument, INSTRUMENTS[0] as SimInstrument], {
          seed: 1,
          feedRate: 1,
          startTime: START,
        }),
    ).toThrow(/Duplicate/);
    expect(
      () =>
        new MarketSimulator([{ ...(INSTRUMENTS[0] as SimInstrument), tickSize: '0' }], {
          seed: 1,
          feedRate: 1,
          startTime: START,
        }),
    ).toThrow(RangeError);
  });
});
