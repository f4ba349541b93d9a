// The gateway's market mirror against the engine's bridge on one bus (issue 20,
// docs/scale-out.md): it loads every book by request, follows the deltas, and a missed delta
// makes it reload that book and tell the gateway (R-SCALE-5). The cluster itself is tested in
// tests/integration/cluster.test.ts.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { InProcessBus } from '../bus/in-process';
import type { MarketInstrument } from '../market-runtime/instruments';
import { MarketRuntime, RECENT_TRADES } from '../market-runtime/runtime';
import { realTimers, type Timers } from '../market-runtime/timers';
import type { BookDeltaMessage, MarketEvent } from '../market/types';
import { bridgeMarket } from './market-bridge';
import { encodeJson, marketSubject } from './market-wire';
import { MarketMirror } from './market-mirror';

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
    symbol: 'ETH.X/USD',
    baseToken: 'ETH',
    quoteToken: 'USD',
    tickSize: '0.01',
    lotSize: '0.0001',
    startPrice: '3500',
    instrumentType: 0,
  },
];

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A market runtime publishing on an in-process bus through the engine's bridge. */
async function engineOnBus(seed: number) {
  const errors: unknown[] = [];
  const bus = new InProcessBus({
    now: Date.now,
    timers: realTimers,
    onHandlerError: (error) => void errors.push(error),
  });
  const engine = new MarketRuntime({
    instruments: INSTRUMENTS,
    now: Date.now,
    timers: realTimers,
    seed,
    feedRate: 2000,
    historyMinutes: 30,
  });
  const stopBridge = await bridgeMarket(bus, engine);
  return { errors, bus, engine, stopBridge };
}

describe('R-SCALE-5 the gateway market mirror', () => {
  it('R-SCALE-5: loads every book, follows the deltas in step, and reloads a book after a missed delta', async () => {
    const { errors, bus, engine, stopBridge } = await engineOnBus(7);
    const mirror = new MarketMirror({
      bus,
      instruments: INSTRUMENTS,
      timers: realTimers,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      holdEveryBook: true,
    });
    const forwarded: MarketEvent[] = [];
    mirror.onEvents((events) => forwarded.push(...events));
    const resynced: string[] = [];
    mirror.onResync((symbol) => resynced.push(symbol));
    try {
      await mirror.start();
      await until('both books loaded', () => mirror.ready);
      const inStep = () =>
        INSTRUMENTS.every(
          (i) => mirror.snapshot(i.symbol)?.checksum === engine.snapshot(i.symbol)?.checksum,
        );
      for (let i = 0; i < 20; i++) engine.step(50);
      await until('the mirror in step with the engine', inStep);
      expect(mirror.snapshot('BTC/USD')?.seq).toBe(engine.bookSeq('BTC/USD'));
      // Forwarded to the gateway once per burst of messages (a timer of 0 ms).
      await until('deltas forwarded', () => forwarded.some((e) => e.kind === 'bookDelta'));
      // The ticker is the last one published (the engine's own rolls on between publications).
      const tickers = forwarded.filter(
        (e) => e.kind === 'ticker' && e.message.symbol === 'BTC/USD',
      );
      if (tickers.length > 0) expect(mirror.ticker('BTC/USD')).toEqual(tickers.at(-1)?.message);

      // A delta that skips a sequence (one was lost on the way): the book is reloaded.
      const seq = engine.bookSeq('BTC/USD') ?? 0;
      const skipped: BookDeltaMessage = {
        symbol: 'BTC/USD',
        seq: seq + 2,
        prevSeq: seq + 1,
        serverTime: Date.now(),
        bidPrices: [],
        bidSizes: [],
        askPrices: [],
        askSizes: [],
        checksum: 0,
      };
      const before = forwarded.length;
      const reloads = mirror.reloads;
      resynced.length = 0;
      bus.publish(
        marketSubject('BTC/USD', 'book'),
        encodeJson([{ kind: 'bookDelta', message: skipped }]),
      );
      await until('the reload', () => resynced.includes('BTC/USD'));
      expect(mirror.reloads).toBeGreaterThan(reloads);
      // The bad delta never reached a socket, and the book is the engine's again.
      const forged = (e: MarketEvent) =>
        e.kind === 'bookDelta' && e.message.seq === skipped.seq && e.message.checksum === 0;
      expect(forwarded.slice(before).some(forged)).toBe(false);
      for (let i = 0; i < 5; i++) engine.step(50);
      await until('in step after the reload', inStep);

      // A restarted engine numbers its deltas from its own snapshot again: a delta below the
      // book's sequence is a gap to reload, not an old one to drop.
      const reloadsBefore = mirror.reloads;
      resynced.length = 0;
      bus.publish(
        marketSubject('BTC/USD', 'book'),
        encodeJson([{ kind: 'bookDelta', message: { ...skipped, seq: 1, prevSeq: 0 } }]),
      );
      await until('the reload after a lower sequence', () => resynced.includes('BTC/USD'));
      expect(mirror.reloads).toBeGreaterThan(reloadsBefore);
      expect(errors).toEqual([]);
    } finally {
      await mirror.stop();
      await stopBridge();
      engine.stop();
      await bus.close();
    }
  });

  it('R-SCALE-5: a socket that subscribes while a delta waits for the fan-out gets a snapshot without it, then the delta once', async () => {
    const bus = new InProcessBus({ now: Date.now, timers: realTimers, onHandlerError: () => {} });
    const engine = new MarketRuntime({
      instruments: INSTRUMENTS,
      now: Date.now,
      timers: realTimers,
      seed: 11,
      feedRate: 2000,
      historyMinutes: 30,
    });
    const stopBridge = await bridgeMarket(bus, engine);
    // The mirror's fan-out timer (0 ms) is held here, so the test stands between the two.
    const held: (() => void)[] = [];
    const timers: Timers = {
      ...realTimers,
      setTimeout: (callback, millis) => {
        if (millis !== 0) return realTimers.setTimeout(callback, millis);
        held.push(callback);
        return {};
      },
      clearTimeout: () => {},
    };
    const mirror = new MarketMirror({
      bus,
      instruments: INSTRUMENTS,
      timers,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      holdEveryBook: true,
    });
    const forwarded: MarketEvent[] = [];
    mirror.onEvents((events) => forwarded.push(...events));
    const runHeld = () => held.splice(0).forEach((f) => f());
    try {
      await mirror.start();
      await until('both books loaded', () => mirror.ready);
      runHeld();
      for (let round = 0; round < 5; round++) {
        engine.step(50);
        await until('a delta waiting for the fan-out', () => held.length > 0);
        await new Promise((r) => setTimeout(r, 5)); // the rest of the step's messages
        const snapshot = mirror.snapshot('BTC/USD');
        const trades = mirror.recentTrades('BTC/USD').length;
        forwarded.length = 0;
        runHeld();
        const deltas = forwarded.flatMap((e) =>
          e.kind === 'bookDelta' && e.message.symbol === 'BTC/USD' ? [e.message.seq] : [],
        );
        expect(deltas.length).toBeGreaterThan(0);
        expect(deltas[0]).toBe((snapshot?.seq ?? 0) + 1);
        deltas.forEach((seq, i) => expect(seq).toBe(deltas[0]! + i));
        const newTrades = forwarded.filter(
          (e) => e.kind === 'trade' && e.message.symbol === 'BTC/USD',
        ).length;
        expect(mirror.recentTrades('BTC/USD').length).toBe(
          Math.min(trades + newTrades, RECENT_TRADES),
        );
        expect(mirror.snapshot('BTC/USD')?.seq).toBe(deltas.at(-1));
      }
    } finally {
      await mirror.stop();
      await stopBridge();
      engine.stop();
      await bus.close();
    }
  });

  it('R-SCALE-10: follows a book only while it is held, and lets it go after the linger', async () => {
    const { errors, bus, engine, stopBridge } = await engineOnBus(5);
    const mirror = new MarketMirror({
      bus,
      instruments: INSTRUMENTS,
      timers: realTimers,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      bookLingerMillis: 50,
    });
    const forwarded: MarketEvent[] = [];
    mirror.onEvents((events) => forwarded.push(...events));
    const deltasOf = (symbol: string) =>
      forwarded.filter((e) => e.kind === 'bookDelta' && e.message.symbol === symbol).length;
    try {
      await mirror.start();
      // Nothing held: ready at once, no book, no deltas; tickers and trades still follow.
      expect(mirror.ready).toBe(true);
      for (let i = 0; i < 10; i++) engine.step(50);
      await until('tickers of every symbol', () =>
        INSTRUMENTS.every((i) => mirror.ticker(i.symbol) !== null),
      );
      expect(mirror.snapshot('BTC/USD')).toBeNull();
      expect(deltasOf('BTC/USD') + deltasOf('ETH.X/USD')).toBe(0);

      const release = mirror.holdBook('BTC/USD');
      const second = mirror.holdBook('BTC/USD');
      expect(mirror.heldBooks()).toEqual(['BTC/USD']);
      await until('the held book loaded', () => mirror.snapshot('BTC/USD') !== null);
      for (let i = 0; i < 10; i++) engine.step(50);
      await until(
        'the held book in step',
        () => mirror.snapshot('BTC/USD')?.checksum === engine.snapshot('BTC/USD')?.checksum,
      );
      expect(deltasOf('BTC/USD')).toBeGreaterThan(0);
      expect(deltasOf('ETH.X/USD')).toBe(0);

      // One release of two: still held after the linger.
      release();
      release(); // a second call of the same release is nothing
      await new Promise((r) => setTimeout(r, 120));
      expect(mirror.heldBooks()).toEqual(['BTC/USD']);
      // The last release: after the linger the book is let go.
      second();
      await until('the book let go', () => mirror.heldBooks().length === 0);
      expect(mirror.snapshot('BTC/USD')).toBeNull();
      const before = deltasOf('BTC/USD');
      for (let i = 0; i < 10; i++) engine.step(50);
      await new Promise((r) => setTimeout(r, 20));
      expect(deltasOf('BTC/USD')).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await mirror.stop();
      await stopBridge();
      engine.stop();
      await bus.close();
    }
  });
});
