// Batch frames (docs/stream-protocol.md "Batches"): each inner message is handled exactly as
// if it had arrived in a frame of its own.
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/testing/fakes';
import { makeHarness } from '../../core/testing/harness';
import type { BookState, Frame } from '../../types';
import type { ServerEvent } from './codec';
import { StreamSocket } from './socket';
import type { SocketFault } from './socket';
import { BookFeed, FakeStreamServer } from '../testing/fake-socket';
import { libraryTimersOn } from '../testing/library-timers';

const BOOK = 'book:BTC/USD';

async function socketSetup() {
  const time = new FakeTime();
  libraryTimersOn(time);
  const server = new FakeStreamServer();
  const messages: ServerEvent[] = [];
  const faults: SocketFault[] = [];
  let ready = 0;
  const socket = new StreamSocket(
    { clock: time, timers: time, factory: server.factory, url: 'wss://d/stream', random: () => 0 },
    {
      onReady: () => void (ready += 1),
      onMessage: (event) => void messages.push(event),
      onStateChange: () => undefined,
      onFault: (fault) => void faults.push(fault),
      onAuthRefused: () => undefined,
    },
  );
  socket.setToken('tok');
  socket.setWanted(true);
  await time.advance(0); // the library opens on its next tick
  return { server, socket, messages, faults, ready: () => ready };
}

function lastBook(frames: readonly Frame[] | undefined): BookState | undefined {
  return (frames ?? []).flatMap((frame) => frame.topics.filter((t) => t.topic === BOOK)).at(-1) as
    BookState | undefined;
}

describe('batch frames', () => {
  it('R-SRV-24 a Batch dispatches the same events, in order, as separate frames', async () => {
    const feed = new BookFeed();
    const step = [
      feed.snapshot(),
      feed.delta(100_000, 7),
      { heartbeat: { serverTime: 42 } },
      feed.delta(99_999, 0),
    ];
    const apart = await socketSetup();
    apart.server.last.accept();
    for (const message of step) apart.server.last.serve(message);
    const together = await socketSetup();
    together.server.last.accept();
    together.server.last.serveBatch(step);
    expect(together.messages).toHaveLength(4);
    expect(together.messages).toEqual(apart.messages);
    expect(together.faults).toEqual([]);
  });

  it('an AuthOk inside a Batch readies the socket before the next message is handled', async () => {
    const s = await socketSetup();
    s.server.last.open();
    s.server.last.serveBatch([
      { authOk: { serverTime: 1, maxSubscriptions: 50, heartbeatIntervalMillis: 1_000 } },
      { heartbeat: { serverTime: 2 } },
    ]);
    expect(s.ready()).toBe(1);
    expect(s.socket.ready).toBe(true);
    expect(s.messages.map((m) => m.kind)).toEqual(['heartbeat']);
  });

  it('a Batch that does not decode is a garbled frame (reconnect)', async () => {
    const s = await socketSetup();
    s.server.last.accept();
    // Batch tag, then a length far past the end.
    s.server.last.onmessage?.({ data: new Uint8Array([0x3a, 0x7f, 0x0a]).buffer });
    expect(s.faults).toEqual(['garbled']);
  });

  it('the core keeps a book in sync from snapshot and deltas that arrive batched', async () => {
    const server = new FakeStreamServer();
    const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
    libraryTimersOn(h.time);
    const feed = new BookFeed();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serveBatch([feed.snapshot(), feed.delta(100_000, 99), feed.delta(99_998, 5)]);
    await h.time.advance(0);
    const book = lastBook(h.allFrames.get('a'));
    expect(book?.status).toBe('synced');
    expect(book?.seq).toBe(feed.seq);
    expect(Array.from(book?.bidSizes ?? [])).toEqual([99, 11, 5, 13, 14]);
    expect(h.core.stats()).toMatchObject({ socketOpens: 1 });
  });
});
