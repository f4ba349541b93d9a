// The data core with streams, end to end on fakes: a scripted stream server, fake time,
// tabs recording their frames.
import { FRAMES_AHEAD } from '../core/frames';
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../core/testing/harness';
import { tabLockName } from '../core/liveness';
import type { BookState, CandlesState as KlineState, Frame, TopicState } from '../types';
import { RELEASE_DELAY } from './registry';
import { packFrame, unpackFrame } from './transport/frame-wire';
import { BookFeed, FakeStreamServer } from './testing/fake-socket';
import { libraryTimersOn } from './testing/library-timers';

const BOOK = 'book:BTC/USD';

function setup() {
  const server = new FakeStreamServer();
  const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
  libraryTimersOn(h.time);
  return { h, server, feed: new BookFeed() };
}

function topicsOf(frames: readonly Frame[] | undefined, topic: string): TopicState[] {
  return (frames ?? []).flatMap((frame) => frame.topics.filter((t) => t.topic === topic));
}

/** Frames carry the connection only when it changed: the latest one sent. */
function lastConnection(frames: readonly Frame[] | undefined) {
  return (frames ?? []).findLast((f) => f.connection !== undefined)?.connection;
}

function lastBook(frames: readonly Frame[] | undefined): BookState | undefined {
  return topicsOf(frames, BOOK).at(-1) as BookState | undefined;
}

describe('streams in the data core', () => {
  it('two tabs, one socket, one upstream subscription; both get the synced book', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.attach('b');
    h.core.subscribe('a', '1', BOOK, { depth: 3 });
    h.core.subscribe('b', '1', BOOK);
    h.core.subscribe('b', '2', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    expect(server.sockets).toHaveLength(1);
    server.last.accept();
    expect(server.last.kinds()).toEqual(['auth', 'subscribe']);
    expect(server.last.subscribes()).toEqual([BOOK]);
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    const a = lastBook(h.allFrames.get('a'));
    const b = lastBook(h.allFrames.get('b'));
    expect(a?.status).toBe('synced');
    expect(Array.from(a?.bidPrices ?? [])).toEqual([100_000, 99_999, 99_998]);
    expect(Array.from(a?.askSizes ?? [])).toEqual([20, 21, 22]);
    expect(a?.tickSize).toBe('0.01');
    expect(b?.bidPrices.length).toBe(5);
    expect(h.core.stats()).toMatchObject({ upstreamTopics: [BOOK], socketOpens: 1 });

    server.last.serve(feed.delta(100_000, 99));
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('a'))?.bidSizes[0]).toBe(99);
    expect(lastBook(h.allFrames.get('a'))?.seq).toBe(feed.seq);
  });

  it('R-CORE-23 tabs with the same view share one book state; a frame carries its books in one buffer', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.attach('b');
    h.core.subscribe('a', '1', BOOK);
    h.core.subscribe('b', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    const a = lastBook(h.allFrames.get('a'));
    const b = lastBook(h.allFrames.get('b'));
    // Built once for both tabs (nothing transfers it away: frames copy it when packed).
    expect(a).toBe(b);
    const frame = h.allFrames.get('a')?.findLast((f) => f.topics.length > 0);
    if (frame === undefined) throw new Error('no frame');
    const { wire, transfer } = packFrame(frame);
    expect(transfer).toHaveLength(1);
    expect(wire.books?.numbers.buffer).toBe(transfer[0]);
    expect(unpackFrame(wire)).toEqual(frame);

    // A new version is a new state: a frame never shows a tab a stale cached view.
    server.last.serve(feed.delta(100_000, 7));
    await h.time.advance(0);
    const a2 = lastBook(h.allFrames.get('a'));
    expect(a2).not.toBe(a);
    expect(a2?.bidSizes[0]).toBe(7);
    expect(lastBook(h.allFrames.get('b'))).toBe(a2);
  });

  it('a tab with another depth gets its own view of the same version', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.attach('b');
    h.core.subscribe('a', '1', BOOK, { depth: 2 });
    h.core.subscribe('b', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('a'))?.bidPrices.length).toBe(2);
    expect(lastBook(h.allFrames.get('b'))?.bidPrices.length).toBe(5);
  });

  it('R-CORE-17 a sequence gap drops the book, tells the tabs, and asks for a fresh snapshot', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    server.last.serve(feed.delta(99_999, 7));
    server.last.serve(feed.delta(99_998, 8, 'skip'));
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('a'))).toMatchObject({ status: 'resyncing' });
    expect(lastBook(h.allFrames.get('a'))?.bidPrices.length).toBe(0);
    expect(server.last.kinds().slice(-2)).toEqual(['unsubscribe', 'subscribe']);
    // Deltas still in flight are ignored without a new resync.
    server.last.serve(feed.delta(99_997, 1));
    await h.time.advance(0);
    expect(server.last.subscribes()).toHaveLength(2);
    server.last.serve(feed.snapshot());
    await h.time.advance(1_000);
    const book = lastBook(h.allFrames.get('a'));
    expect(book).toMatchObject({ status: 'synced', seq: feed.seq });
    expect(Array.from(book?.bidSizes ?? [])).toEqual(Array.from(feed.book.top(50).bids.sizes));
    const connection = h.allFrames
      .get('a')
      ?.flatMap((f) => (f.connection ? [f.connection] : []))
      .at(-1);
    expect(connection?.resyncs).toBe(1);
  });

  it('a checksum mismatch drops the book and resyncs', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    server.last.serve(feed.delta(99_999, 3, 'corrupt'));
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('a'))?.status).toBe('resyncing');
    expect(server.last.unsubscribes()).toEqual([BOOK]);
    expect(server.last.subscribes()).toEqual([BOOK, BOOK]);
  });

  it('after a dropped socket: books resync, every topic is subscribed again, state recovers', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    h.core.subscribe('a', '2', 'trades:BTC/USD');
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    server.last.drop();
    await h.time.advance(0);
    const frames = h.allFrames.get('a') ?? [];
    expect(lastBook(frames)?.status).toBe('resyncing');
    expect(lastConnection(frames)).toMatchObject({
      socket: 'reconnecting',
      tradingError: 'ConnectionError',
      streaming: { initialized: false, error: true },
    });
    await h.time.advance(250);
    expect(server.sockets).toHaveLength(2);
    server.last.accept();
    expect(server.last.subscribes().sort()).toEqual([BOOK, 'trades:BTC/USD']);
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('a'))?.status).toBe('synced');
    expect(lastConnection(h.allFrames.get('a'))).toMatchObject({
      socket: 'open',
      tradingError: 'None',
      reconnects: 1,
      streaming: { initialized: true, error: false },
    });
    expect(h.core.stats().socketOpens).toBe(2);
  });

  it('R-CORE-31: a slow tab gets one coalesced frame with the latest book, not one per change', async () => {
    const { h, server, feed } = setup();
    const acks: (() => void)[] = [];
    const acknowledgeAll = (): void => acks.splice(0).forEach((ack) => ack());
    h.attach('slow', { token: 'tok' }, true, () => new Promise<void>((r) => acks.push(r)));
    h.attach('fast');
    h.core.subscribe('slow', '1', BOOK);
    h.core.subscribe('fast', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    await h.time.advance(0);
    acknowledgeAll();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    const slowBefore = h.allFrames.get('slow')?.length ?? 0;
    const fastBefore = h.allFrames.get('fast')?.length ?? 0;
    for (let i = 1; i <= 30; i++) {
      server.last.serve(feed.delta(100_000, 100 + i));
      await h.time.advance(16);
    }
    // At most FRAMES_AHEAD frames unacknowledged (the snapshot's among them), then it waits.
    expect(acks).toHaveLength(FRAMES_AHEAD);
    const slowHeld = h.allFrames.get('slow')?.length ?? 0;
    expect(slowHeld - slowBefore).toBe(FRAMES_AHEAD - 1);
    expect((h.allFrames.get('fast')?.length ?? 0) - fastBefore).toBeGreaterThanOrEqual(30);
    acknowledgeAll();
    await h.time.advance(0);
    const slow = h.allFrames.get('slow') ?? [];
    expect(slow).toHaveLength(slowHeld + 1);
    expect(topicsOf(slow.slice(-1), BOOK)).toHaveLength(1);
    expect(lastBook(slow)?.bidSizes[0]).toBe(130);
    expect(lastBook(slow)?.seq).toBe(feed.seq);
  });

  it('a dead tab releases its subscriptions; upstream unsubscribes after the delay', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'tok' });
    h.attach('b');
    h.core.subscribe('a', '1', BOOK);
    h.core.subscribe('b', '1', 'ticker:BTC/USD');
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    h.locks.release(tabLockName('a'));
    await h.time.advance(RELEASE_DELAY);
    expect(server.last.unsubscribes()).toEqual([BOOK]);
    expect(h.core.stats().upstreamTopics).toEqual(['ticker:BTC/USD']);
  });

  it('updateSubscription regroups a tab’s book without touching upstream', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK, { depth: 10 });
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    h.core.updateSubscription('a', BOOK, { groupTicks: 2 });
    await h.time.advance(0);
    const book = lastBook(h.allFrames.get('a'));
    expect(book?.groupTicks).toBe(2);
    // Bids 100000..99996 floor to 100000, 99998 (x2), 99996 (x2).
    expect(Array.from(book?.bidPrices ?? [])).toEqual([100_000, 99_998, 99_996]);
    expect(Array.from(book?.bidSizes ?? [])).toEqual([10, 11 + 12, 13 + 14]);
    expect(server.last.subscribes()).toEqual([BOOK]);
  });

  it('R-CORE-32: a held topic is live upstream but sent to no tab that only holds it; shown, its whole state comes', async () => {
    const { h, server, feed } = setup();
    h.attach('holder', { token: 'tok' });
    h.attach('shower');
    h.core.subscribe('holder', '1', BOOK, { depth: 10, held: true });
    h.core.subscribe('shower', '1', BOOK, { depth: 10 });
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    for (let i = 1; i <= 5; i++) {
      server.last.serve(feed.delta(100_000, 100 + i));
      await h.time.advance(16);
    }
    expect(server.last.subscribes()).toEqual([BOOK]);
    expect(topicsOf(h.allFrames.get('holder') ?? [], BOOK)).toHaveLength(0);
    expect(topicsOf(h.allFrames.get('shower') ?? [], BOOK).length).toBeGreaterThanOrEqual(5);
    // The one showing it leaves: the holder still keeps it upstream.
    h.core.unsubscribe('shower', '1');
    await h.time.advance(RELEASE_DELAY * 2);
    expect(server.last.unsubscribes()).toEqual([]);
    // A view shows it: the next frame carries the whole, current book.
    h.core.updateSubscription('holder', BOOK, { held: false });
    await h.time.advance(0);
    expect(lastBook(h.allFrames.get('holder'))?.bidSizes[0]).toBe(105);
    expect(lastBook(h.allFrames.get('holder'))?.seq).toBe(feed.seq);
  });

  it('R-CORE-19 trades keep the newest 100; ticker and mark keep the latest', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', 'trades:BTC/USD');
    h.core.subscribe('a', '2', 'ticker:BTC/USD');
    h.core.subscribe('a', '3', 'mark:BTC-PERP');
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    for (let i = 1; i <= 130; i++)
      server.last.serve({
        trade: {
          symbol: 'BTC/USD',
          tradeId: `t${i}`,
          price: '97000.5',
          quantity: '0.1',
          side: i % 2 === 0 ? 1 : 2,
          serverTime: i,
        },
      });
    server.last.serve({ ticker: { symbol: 'BTC/USD', last: '1', serverTime: 1 } });
    server.last.serve({ ticker: { symbol: 'BTC/USD', last: '2', serverTime: 2 } });
    server.last.serve({ markPrice: { symbol: 'BTC-PERP', markPrice: '3.5', serverTime: 3 } });
    await h.time.advance(0);
    const frames = h.allFrames.get('a');
    const trades = topicsOf(frames, 'trades:BTC/USD').at(-1);
    expect(trades?.kind === 'trades' && trades.trades.length).toBe(100);
    expect(trades?.kind === 'trades' && trades.trades[0]).toMatchObject({
      tradeId: 't130',
      side: 'BUY',
      price: '97000.5',
    });
    expect(topicsOf(frames, 'ticker:BTC/USD')).toHaveLength(1);
    expect(topicsOf(frames, 'ticker:BTC/USD')[0]).toMatchObject({ last: '2' });
    expect(topicsOf(frames, 'mark:BTC-PERP')[0]).toMatchObject({ markPrice: '3.5' });
  });

  it('R-CORE-19 candles: history from REST first (reset), then only changed candles', async () => {
    const { h, server } = setup();
    const candle = (openTime: number, close: string) => ({
      openTime,
      closeTime: openTime + 59_999,
      open: '1',
      high: '2',
      low: '1',
      close,
      volume: '5',
      closed: true,
    });
    h.transport.on('GET', '/uapi/v1/symbols/klines', {
      status: 200,
      json: [candle(0, '1'), candle(60_000, '2')],
    });
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', 'kline:BTC/USD:1m');
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    await h.time.advance(0);
    const request = h.transport.requestsTo('/uapi/v1/symbols/klines')[0];
    expect(new URL(request?.url ?? 'x:').searchParams.get('interval')).toBe('1m');
    const live = { ...candle(120_000, '3'), symbol: 'BTC/USD', interval: '1m', closed: false };
    server.last.serve({ kline: live });
    await h.time.advance(0);
    server.last.serve({ kline: { ...live, close: '4' } });
    await h.time.advance(0);
    const states = topicsOf(h.allFrames.get('a'), 'kline:BTC/USD:1m') as KlineState[];
    expect(states[0]).toMatchObject({ reset: true });
    expect(states[0]?.candles.map((c) => c.close)).toEqual(['1', '2']);
    expect(states.slice(1).map((s) => [s.reset, s.candles.map((c) => c.close)])).toEqual([
      [false, ['3']],
      [false, ['4']],
    ]);
  });

  it('R-CORE-21 connection: StreamingDisabled when the server refuses the session', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'expired' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.open();
    server.last.serve({ error: { code: 3, message: 'no' } });
    await h.time.advance(0);
    expect(lastConnection(h.allFrames.get('a'))).toMatchObject({
      tradingError: 'StreamingDisabled',
      socket: 'closed',
    });
  });

  it('R-CORE-21 updates per second count book levels applied over the last second', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot()); // 10 levels
    for (let i = 0; i < 5; i++) server.last.serve(feed.delta(100_000, 50 + i)); // 1 level each
    await h.time.advance(0);
    const seen = () =>
      h.allFrames
        .get('a')
        ?.flatMap((f) => (f.connection ? [f.connection] : []))
        .at(-1);
    expect(seen()?.updatesPerSecond).toBe(15);
    expect(seen()?.lastServerTime).toBe(5_000 + feed.seq);
    server.last.serve({ heartbeat: { serverTime: 1 } });
    await h.time.advance(1_100);
    expect(seen()?.updatesPerSecond).toBe(0);
  });

  it('signing out closes the socket; signing in again reopens it lazily', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    h.core.setSession(null);
    expect(server.last.closedByClient).toBe(true);
    h.core.setSession('tok2');
    await h.time.advance(0); // the library opens on its next tick
    expect(server.sockets).toHaveLength(2);
    server.last.accept();
    expect(server.last.sent[0]?.auth?.token).toBe('tok2');
    expect(server.last.subscribes()).toEqual([BOOK]);
  });

  it('R-CORE-21 connection: StreamingDisabled when the sync switches streaming off; the socket closes', async () => {
    const { h, server } = setup();
    // The sync answers once the socket is open (else the socket would never open at all).
    const answerSync = h.transport.hold('GET', '/uapi/v1/periodic_sync', {
      status: 200,
      json: { success: true, frontend_version: '1', enabled_properties: { streaming: false } },
    });
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    answerSync();
    await h.time.advance(0);
    expect(server.last.closedByClient).toBe(true);
    expect(lastConnection(h.allFrames.get('a'))).toMatchObject({
      tradingError: 'StreamingDisabled',
      order: { initialized: true, error: false },
    });
    await h.time.advance(30_000);
    expect(server.sockets).toHaveLength(1);
  });

  it('R-STREAM-5 tabs get the stream lag (ping round trip) in the connection state', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    await h.time.advance(0);
    expect(lastConnection(h.allFrames.get('a'))?.lagMillis).toBeNull();
    await h.time.advance(1_000); // the first ping
    const clientTime = server.last.sent.findLast((m) => m.ping)?.ping?.clientTime ?? 0;
    await h.time.advance(35);
    server.last.serve({ pong: { clientTime, serverTime: clientTime + 17 } });
    await h.time.advance(0);
    expect(lastConnection(h.allFrames.get('a'))?.lagMillis).toBe(35);
  });
});
