import { describe, expect, it } from 'vitest';
import { bookState, candle, candlesState, tradesState, trade } from '../../testing/marketFixtures';
import {
  applyTopics,
  createMarketStore,
  mergeCandles,
  releaseTopic,
  retainTopic,
} from './marketStore';

describe('R-SHELL-17 market store', () => {
  it('keeps the latest state of held topics and ignores topics nobody holds', () => {
    const store = createMarketStore();
    retainTopic(store, 'book:BTC/USD');
    applyTopics(store, [bookState({ seq: 1 }), bookState({ symbol: 'ETH/USD', seq: 9 })]);
    applyTopics(store, [bookState({ seq: 2 })]);
    expect(store.getState().books['book:BTC/USD']?.seq).toBe(2);
    expect(store.getState().books['book:ETH/USD']).toBeUndefined();
  });

  it('a topic is forgotten only when its last local subscriber leaves', () => {
    const store = createMarketStore();
    retainTopic(store, 'trades:BTC/USD');
    retainTopic(store, 'trades:BTC/USD');
    applyTopics(store, [tradesState([trade('1', '10', 'BUY')])]);
    releaseTopic(store, 'trades:BTC/USD');
    expect(store.getState().trades['trades:BTC/USD']).toBeDefined();
    releaseTopic(store, 'trades:BTC/USD');
    expect(store.getState().trades['trades:BTC/USD']).toBeUndefined();
    expect(store.getState().refs).toEqual({});
  });

  it('an unrelated topic leaves other topics identical (selectors do not re-render)', () => {
    const store = createMarketStore();
    retainTopic(store, 'book:BTC/USD');
    retainTopic(store, 'trades:BTC/USD');
    applyTopics(store, [bookState()]);
    const book = store.getState().books['book:BTC/USD'];
    applyTopics(store, [tradesState([trade('1', '10', 'BUY')])]);
    expect(store.getState().books['book:BTC/USD']).toBe(book);
  });

  it('candles: a reset replaces the history, a change merges and bumps the version', () => {
    const store = createMarketStore();
    const topic = 'kline:BTC/USD:1m';
    retainTopic(store, topic);
    applyTopics(store, [candlesState([candle(120, '2'), candle(60, '1')], true)]);
    expect(store.getState().candles[topic]).toMatchObject({ version: 1, reset: true });
    expect(store.getState().candles[topic]?.history.map((c) => c.openTime)).toEqual([60, 120]);
    applyTopics(store, [candlesState([candle(120, '3'), candle(180, '4')], false)]);
    const s = store.getState().candles[topic];
    expect(s).toMatchObject({ version: 2, reset: false });
    expect(s?.changed.map((c) => c.close)).toEqual(['3', '4']);
    expect(s?.history.map((c) => [c.openTime, c.close])).toEqual([
      [60, '1'],
      [120, '3'],
      [180, '4'],
    ]);
  });

  it('mergeCandles inserts out-of-order candles in place', () => {
    const merged = mergeCandles([candle(60, '1'), candle(180, '3')], [candle(120, '2')]);
    expect(merged.map((c) => c.openTime)).toEqual([60, 120, 180]);
  });
});
