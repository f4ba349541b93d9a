// Bursts: deltas apply without their checksum and the book is verified once before a tab's
// frame is built from it (books.ts, tab-view.ts). A bad delta anywhere in a burst still
// drops the book and resyncs it, and no tab ever sees the wrong book.
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../../core/testing/harness';
import type { BookState, Frame } from '../../types';
import { BookFeed, FakeStreamServer } from '../testing/fake-socket';
import { libraryTimersOn } from '../testing/library-timers';

const BOOK = 'book:BTC/USD';

function setup() {
  const server = new FakeStreamServer();
  const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
  libraryTimersOn(h.time);
  return { h, server, feed: new BookFeed() };
}

function books(frames: readonly Frame[] | undefined): BookState[] {
  return (frames ?? []).flatMap(
    (frame) => frame.topics.filter((t) => t.topic === BOOK) as BookState[],
  );
}

describe('R-CORE-17 burst verification in the core', () => {
  it('R-SRV-24 a delta with wrong levels inside a burst resyncs; no tab sees the wrong book', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(feed.snapshot());
    await h.time.advance(0);
    // The true book gets size 50 at 99 999; the wire says 777 (the checksum is the true one).
    const bad = feed.delta(99_999, 50);
    bad.bookDelta = { ...bad.bookDelta, bidSizes: [777] };
    // Both in one frame: applied unverified, then checked once when the tab's frame is built.
    server.last.serveBatch([bad, feed.delta(99_998, 6)]);
    await h.time.advance(0);
    const seen = books(h.allFrames.get('a'));
    expect(seen.at(-1)).toMatchObject({ status: 'resyncing' });
    for (const book of seen) expect(Array.from(book.bidSizes)).not.toContain(777);
    expect(server.last.unsubscribes()).toEqual([BOOK]);
    expect(server.last.subscribes()).toEqual([BOOK, BOOK]);
    server.last.serve(feed.snapshot());
    await h.time.advance(1_000);
    const book = books(h.allFrames.get('a')).at(-1);
    expect(book).toMatchObject({ status: 'synced', seq: feed.seq });
    expect(Array.from(book?.bidSizes ?? [])).toEqual(Array.from(feed.book.top(50).bids.sizes));
  });

  it('a wrong checksum on the last delta of a burst resyncs before any paint', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serveBatch([
      feed.snapshot(),
      feed.delta(100_000, 1),
      feed.delta(99_999, 2, 'corrupt'),
    ]);
    await h.time.advance(0);
    const seen = books(h.allFrames.get('a'));
    expect(seen.map((b) => b.status)).toEqual(['resyncing']);
    expect(server.last.subscribes()).toEqual([BOOK, BOOK]);
  });

  it('a tab that joins later gets the verified book, and a good burst stays synced', async () => {
    const { h, server, feed } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', BOOK);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serveBatch([feed.snapshot(), feed.delta(100_000, 9), feed.delta(99_997, 4)]);
    await h.time.advance(0);
    h.attach('b');
    h.core.subscribe('b', '1', BOOK);
    await h.time.advance(0);
    const book = books(h.allFrames.get('b')).at(-1);
    expect(book).toMatchObject({ status: 'synced', seq: feed.seq });
    expect(Array.from(book?.bidSizes ?? [])).toEqual(Array.from(feed.book.top(50).bids.sizes));
    expect(server.last.subscribes()).toEqual([BOOK]);
  });
});
