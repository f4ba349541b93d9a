// A consumer that stops reading: the server stops queueing its book deltas once the socket's
// buffer passes the bound, and when it drains sends a fresh snapshot instead of the backlog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DERIVATIVE_INSTRUMENTS, SPOT_INSTRUMENTS } from '../seed/instruments';
import { replayBook } from '../testing/book-replay';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import { createTestVenue, databaseVariants, signIn, type TestVenue } from '../testing/test-app';

const SLOW_BYTES = 64 * 1024;
/** A delta of one step here is at most a few tens of KiB: the bound may be passed by one. */
const SLACK_BYTES = 512 * 1024;
/** Every book: the more data per step, the sooner the kernel's socket buffers are full. */
const SYMBOLS = [...SPOT_INSTRUMENTS, ...DERIVATIVE_INSTRUMENTS].map((i) => i.symbol);

let venue: TestVenue;
let url: string;
let token: string;

describe.each(databaseVariants())('slow consumer (%s)', (variant) => {
  beforeAll(async () => {
    venue = await createTestVenue(variant, {
      feedRate: 30_000,
      marketHistoryMinutes: 60,
      stream: {
        slowConsumerBytes: SLOW_BYTES,
        resumeBelowBytes: 16 * 1024,
        // No heartbeat pings in the way: this peer is slow on purpose, not dead.
        heartbeatMillis: 60_000,
      },
    });
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    url = streamUrlOf(venue.app.server.address());
    token = await signIn(venue, DEMO_TRADER);
  });

  afterAll(async () => {
    await venue.dispose();
  });

  const resyncs = async (): Promise<number> => {
    const text = (await venue.app.inject({ url: '/metrics' })).body;
    return Number(/^stream_slow_consumer_resyncs_total (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

  describe('stream gateway: slow consumer', () => {
    it('R-SRV-27 drops deltas past the buffer bound, keeps memory bounded, then resyncs with a snapshot', async () => {
      const slow = await StreamClient.open(url, token);
      const healthy = await StreamClient.open(url, token);
      for (const symbol of SYMBOLS) {
        slow.subscribe(`book:${symbol}`);
        healthy.subscribe(`book:${symbol}`);
      }
      await slow.barrier();
      await healthy.barrier();

      // Stop reading: the kernel buffers fill, then the server's own buffer would grow.
      slow.socket._socket.pause();
      let maxBuffered = 0;
      let pumped = 0;
      let steps = 0;
      for (; steps < 400 && venue.stream.bufferedBytes() <= SLOW_BYTES; steps++) {
        pumped += venue.market.step(1000).length;
        await tick();
        maxBuffered = Math.max(maxBuffered, venue.stream.bufferedBytes());
      }
      expect(steps).toBeLessThan(400);
      expect(await resyncs()).toBeGreaterThan(0);
      // Keep the market running well past the bound: the buffer must not follow.
      for (let i = 0; i < 15; i++) {
        pumped += venue.market.step(1000).length;
        await tick();
        maxBuffered = Math.max(maxBuffered, venue.stream.bufferedBytes());
      }
      expect(pumped).toBeGreaterThan(0);
      expect(maxBuffered).toBeLessThan(SLOW_BYTES + SLACK_BYTES);

      // Read again: once drained, a fresh snapshot replaces the dropped deltas.
      slow.socket._socket.resume();
      const before = slow.messages.length;
      for (
        let i = 0;
        i < 100 && !slow.messages.slice(before).some((m) => m.kind === 'bookSnapshot');
        i++
      ) {
        venue.market.step(50);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      venue.market.step(50);
      await slow.barrier();
      await healthy.barrier();

      for (const symbol of SYMBOLS) {
        const replay = replayBook(slow.messages, symbol);
        expect(replay.faults, symbol).toEqual([]);
        const server = venue.market.snapshot(symbol);
        expect(replay.book.seq, symbol).toBe(server?.seq);
        expect(Array.from(replay.book.top(10_000).bids.prices)).toEqual(server?.bidPrices);
        const steady = replayBook(healthy.messages, symbol);
        expect(steady.faults, symbol).toEqual([]);
        expect(steady.snapshots).toBe(1);
      }
      const resent = slow.messages.filter((m) => m.kind === 'bookSnapshot').length;
      expect(resent).toBeGreaterThan(SYMBOLS.length);
      slow.close();
      healthy.close();
    });
  });
});
