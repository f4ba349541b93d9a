import { describe, expect, it } from 'vitest';
import {
  bookState,
  candle,
  candlesState,
  connectionState,
  tickerState,
} from '../../testing/marketFixtures';
import { applyMarketFrame, applyMarketUpdate, createMarketStores } from './applyMarketFrame';
import { FrameInbox } from './frameInbox';
import { retainTopic } from './marketStore';

const BOOK = 'book:BTC/USD';
const KLINE = 'kline:BTC/USD:1m';

describe('R-SHELL-42 frames merged into one apply', () => {
  it('the newest state of each topic wins, in arrival order; connection and clock the newest', () => {
    const inbox = new FrameInbox();
    inbox.push({
      topics: [bookState({ seq: 7 }), tickerState({ last: '1' })],
      connection: connectionState({ lastServerTime: 1 }),
      clock: { offsetMillis: 5, bestRoundTripMillis: 1, samples: 1 },
    });
    inbox.push({
      topics: [bookState({ seq: 8 })],
      connection: connectionState({ lastServerTime: 2 }),
    });
    inbox.push({ topics: [bookState({ seq: 9, status: 'resyncing' })] });
    expect(inbox.size).toBe(3);
    const update = inbox.take();
    expect(update?.frames).toBe(3);
    const book = update?.topics.find((t) => t.topic === BOOK);
    // A resync announced by the last frame is what shows: never an older, synced state.
    expect(book).toMatchObject({ seq: 9, status: 'resyncing' });
    expect(update?.topics.find((t) => t.kind === 'ticker')).toMatchObject({ last: '1' });
    expect(update?.connection?.lastServerTime).toBe(2);
    expect(update?.clock?.offsetMillis).toBe(5);
    expect(update?.carried.get(BOOK)).toBe(3);
    expect(inbox.take()).toBeNull();
    expect(inbox.size).toBe(0);
  });

  it('candle changes of several frames are merged in order; a reset starts over', () => {
    const inbox = new FrameInbox();
    inbox.push({ topics: [candlesState([candle(60, '1'), candle(120, '2')], true)] });
    inbox.push({ topics: [candlesState([candle(120, '3')], false)] });
    inbox.push({ topics: [candlesState([candle(180, '4')], false)] });
    const merged = inbox.take()?.topics[0];
    // Still the whole history (the first frame's reset), with the later changes applied.
    expect(merged).toMatchObject({ kind: 'kline', reset: true });
    expect(merged?.kind === 'kline' && merged.candles.map((c) => [c.openTime, c.close])).toEqual([
      [60, '1'],
      [120, '3'],
      [180, '4'],
    ]);
    inbox.push({ topics: [candlesState([candle(180, '5')], false)] });
    inbox.push({ topics: [candlesState([candle(240, '6')], true)] });
    const reset = inbox.take()?.topics[0];
    expect(reset?.kind === 'kline' && reset.candles.map((c) => c.openTime)).toEqual([240]);
  });

  it('one merged apply leaves the stores as applying every frame in turn', () => {
    const frames = [
      { topics: [bookState({ seq: 1 }), candlesState([candle(60, '1')], true)] },
      { topics: [candlesState([candle(60, '2'), candle(120, '3')], false)] },
      {
        topics: [bookState({ seq: 3, bids: [[9_690_000, 1_000]] })],
        connection: connectionState({ lastServerTime: 9 }),
      },
      { topics: [candlesState([candle(180, '4')], false), tickerState({ last: '7' })] },
    ];
    const oneByOne = createMarketStores();
    const merged = createMarketStores();
    for (const s of [oneByOne, merged])
      for (const topic of [BOOK, KLINE, 'ticker:BTC/USD']) retainTopic(s.market, topic);
    for (const frame of frames) applyMarketFrame({ seq: 0, events: [], ...frame }, oneByOne, 0);
    const inbox = new FrameInbox();
    for (const frame of frames) inbox.push(frame);
    const update = inbox.take();
    if (update === null) throw new Error('nothing merged');
    let renders = 0;
    merged.market.subscribe(() => (renders += 1));
    applyMarketUpdate(update, merged, 0);
    expect(renders).toBe(1);
    const a = oneByOne.market.getState();
    const b = merged.market.getState();
    expect(b.books[BOOK]).toEqual(a.books[BOOK]);
    expect(b.tickers).toEqual(a.tickers);
    expect(b.candles[KLINE]?.history).toEqual(a.candles[KLINE]?.history);
    expect(merged.feed.store.getState().connection).toEqual(
      oneByOne.feed.store.getState().connection,
    );
  });
});
