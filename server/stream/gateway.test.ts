// The stream gateway against a real listening server and real `ws` clients (PGlite only: the
// database only holds the session here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { desk } from '../../proto/gen/messages.js';
import { DEMO_TRADER } from '../seed/demo-constants';
import { replayBook } from '../testing/book-replay';
import { StreamClient, UpgradeRefused, streamUrlOf } from '../testing/stream-client';
import {
  bearer,
  createTestVenue,
  databaseVariants,
  csrfHeaders,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { CLOSE_AUTH_FAILED, CLOSE_MALFORMED_FRAME, CLOSE_UNAUTHENTICATED } from './close-codes';
import { JSON_SUBPROTOCOL, StreamGateway } from './gateway';
import { STREAM_METRIC_NAMES } from './metrics';

const { ErrorCode, ServerMessage } = desk.stream;
const ALLOWED_ORIGIN = 'https://desk.example';
const MAX_SUBSCRIPTIONS = 6;

let venue: TestVenue;
let url: string;
let token: string;
const clients: StreamClient[] = [];

async function open(): Promise<StreamClient> {
  const client = await StreamClient.open(url, token);
  clients.push(client);
  return client;
}

async function connect(origin?: string): Promise<StreamClient> {
  const client = await StreamClient.connect(url, origin);
  clients.push(client);
  return client;
}

/** Steps the market by hand: events reach sockets synchronously inside step(). */
function step(times = 1, millis = 100): void {
  for (let i = 0; i < times; i++) venue.market.step(millis);
}

describe.each(databaseVariants())('stream gateway (%s)', (variant) => {
  beforeAll(async () => {
    venue = await createTestVenue(variant, {
      feedRate: 4000,
      allowedOrigins: [ALLOWED_ORIGIN],
      stream: {
        maxSubscriptions: MAX_SUBSCRIPTIONS,
        authTimeoutMillis: 400,
        heartbeatMillis: 300,
        messagesPerSecond: 10_000,
        sessionRecheckMillis: 300,
      },
    });
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    url = streamUrlOf(venue.app.server.address());
    token = await signIn(venue, DEMO_TRADER);
  });

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await venue.dispose();
  });

  describe('stream gateway: connection and auth', () => {
    it('R-SRV-20 answers Auth with AuthOk carrying the limits', async () => {
      const client = await open();
      const ok = client.messages[0]?.authOk;
      expect(ok?.maxSubscriptions).toBe(MAX_SUBSCRIPTIONS);
      expect(ok?.heartbeatIntervalMillis).toBe(300);
      expect(ok?.serverTime).toBeGreaterThan(0);
    });

    it('R-SRV-20 closes a connection whose first message is not Auth (UNAUTHENTICATED, 4001)', async () => {
      const client = await connect();
      client.subscribe('book:BTC/USD');
      const error = await client.next((m) => m.kind === 'error');
      expect(error.error?.code).toBe(ErrorCode.UNAUTHENTICATED);
      expect((await client.closed).code).toBe(CLOSE_UNAUTHENTICATED);
      expect(client.messages.some((m) => m.kind === 'subscribed')).toBe(false);
    });

    it('R-SRV-20 closes a connection that does not authenticate in time', async () => {
      const client = await connect();
      const closed = await client.closed;
      expect(closed.code).toBe(CLOSE_UNAUTHENTICATED);
      expect(client.messages.map((m) => m.error?.code)).toEqual([ErrorCode.UNAUTHENTICATED]);
    });

    it.each([
      ['garbage', 'not-a-session-token-at-all-0123456789'],
      ['empty', ''],
      ['badly shaped', 'has spaces and ! marks'],
    ])('R-SRV-20 refuses a %s token (AUTH_FAILED, 4003)', async (_name, bad) => {
      const client = await connect();
      client.send({ auth: { token: bad } });
      const error = await client.next((m) => m.kind === 'error');
      expect(error.error?.code).toBe(ErrorCode.AUTH_FAILED);
      expect((await client.closed).code).toBe(CLOSE_AUTH_FAILED);
    });

    it('R-SRV-20 refuses an expired session token', async () => {
      const expired = await signIn(venue, DEMO_TRADER);
      await venue.db
        .updateTable('sessions')
        .set({ expires_at: new Date(0) })
        .where('revoked_at', 'is', null)
        .where(
          'id',
          '=',
          (
            await venue.db
              .selectFrom('sessions')
              .select(({ fn }) => fn.max('id').as('id'))
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      const client = await connect();
      client.send({ auth: { token: expired } });
      expect((await client.next((m) => m.kind === 'error')).error?.code).toBe(
        ErrorCode.AUTH_FAILED,
      );
      expect((await client.closed).code).toBe(CLOSE_AUTH_FAILED);
    });

    it('R-SRV-20 closes an open connection once its session is revoked (sign-out)', async () => {
      const own = await signIn(venue, DEMO_TRADER);
      const client = await StreamClient.open(url, own);
      clients.push(client);
      const logout = await venue.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...csrfHeaders(), ...bearer(own) },
      });
      expect(logout.statusCode).toBe(200);
      expect((await client.closed).code).toBe(CLOSE_AUTH_FAILED);
      expect(client.messages.at(-1)?.error?.code).toBe(ErrorCode.AUTH_FAILED);
    });

    it('R-SRV-20 queues a Subscribe pipelined right behind Auth until the token is checked', async () => {
      const client = await connect();
      client.send({ auth: { token } });
      client.subscribe('ticker:BTC/USD');
      await client.next((m) => m.kind === 'ticker');
      // Heartbeats are periodic and may fall anywhere on a slow machine; the rule is the order
      // of the rest.
      const kinds = client.messages.map((m) => m.kind).filter((kind) => kind !== 'heartbeat');
      expect(kinds).toEqual(['authOk', 'subscribed', 'ticker']);
    });

    it('R-SRV-21 refuses a foreign Origin at the upgrade (403) and accepts same-origin and listed ones', async () => {
      await expect(connect('https://evil.example')).rejects.toEqual(new UpgradeRefused(403));
      await expect(connect('http://localhost:1')).rejects.toEqual(new UpgradeRefused(403));
      const port = new URL(url).port;
      await expect(connect(`http://127.0.0.1:${port}`)).resolves.toBeInstanceOf(StreamClient);
      await expect(connect(ALLOWED_ORIGIN)).resolves.toBeInstanceOf(StreamClient);
    });

    it('R-SRV-21 refuses a query string (tokens never travel in the URL) and other paths', async () => {
      await expect(StreamClient.connect(`${url}?token=abc`)).rejects.toEqual(
        new UpgradeRefused(400),
      );
      await expect(StreamClient.connect(url.replace('/stream', '/other'))).rejects.toEqual(
        new UpgradeRefused(404),
      );
    });

    it('R-SRV-22 sends Heartbeat periodically and answers Ping with Pong', async () => {
      const client = await open();
      const heartbeat = await client.next((m) => m.kind === 'heartbeat');
      expect(heartbeat.heartbeat?.serverTime).toBeGreaterThan(0);
      client.send({ ping: { clientTime: 12345 } });
      const pong = await client.next((m) => m.kind === 'pong');
      expect(pong.pong?.clientTime).toBe(12345);
      expect(pong.pong?.serverTime).toBeGreaterThan(0);
    });
  });

  describe('stream gateway: subscriptions and books', () => {
    it('R-SRV-23 answers Subscribe with Subscribed then a BookSnapshot at the current seq', async () => {
      step(2);
      const client = await open();
      const requestId = client.subscribe('book:BTC/USD');
      const snapshot = await client.next((m) => m.kind === 'bookSnapshot');
      const kinds = client.messages.map((m) => m.kind);
      expect(kinds.indexOf('subscribed')).toBeLessThan(kinds.indexOf('bookSnapshot'));
      expect(client.messages.find((m) => m.kind === 'subscribed')?.subscribed).toMatchObject({
        topic: 'book:BTC/USD',
        requestId,
      });
      const server = venue.market.snapshot('BTC/USD');
      expect(snapshot.bookSnapshot?.seq).toBe(server?.seq);
      expect(snapshot.bookSnapshot?.bidPrices?.length).toBeGreaterThanOrEqual(200);
      expect(snapshot.bookSnapshot?.tickSize).toBe('0.01');
      expect(snapshot.bookSnapshot?.lotSize).toBe('0.00001');
    });

    it('R-SRV-24 keeps a client OrderBook in sync: seq +1 and checksum match on every delta', async () => {
      const client = await open();
      const symbols = ['BTC/USD', 'ETH/USD', 'BTC-PERP'];
      for (const symbol of symbols) client.subscribe(`book:${symbol}`);
      await client.barrier();
      step(30);
      await client.barrier();
      for (const symbol of symbols) {
        const replay = replayBook(client.messages, symbol);
        expect(replay.faults).toEqual([]);
        expect(replay.snapshots).toBe(1);
        expect(replay.deltas).toBeGreaterThanOrEqual(25);
        const server = venue.market.snapshot(symbol);
        const top = replay.book.top(10_000);
        expect(replay.book.seq).toBe(server?.seq);
        expect(Array.from(top.bids.prices)).toEqual(server?.bidPrices);
        expect(Array.from(top.asks.sizes)).toEqual(server?.askSizes);
      }
    });

    it('R-SRV-24 sends one frame per market step: a Batch of the unbatched messages, in order', async () => {
      const client = await StreamClient.open(url, token);
      clients.push(client);
      const frames = client.frames;
      const symbols = ['BTC/USD', 'ETH/USD', 'BTC-PERP', 'ETH-PERP'];
      for (const symbol of symbols) client.subscribe(`book:${symbol}`);
      await client.barrier();
      const from = frames.length;
      const fromMessage = client.messages.length;
      const expected: string[] = [];
      let steps = 0;
      for (; steps < 10; steps++) {
        for (const event of venue.market.step(100)) {
          if (event.kind === 'bookDelta' && symbols.includes(event.message.symbol))
            expected.push(`${event.message.symbol}@${event.message.seq}`);
        }
      }
      await client.barrier();
      // Without the barrier's Pong and any heartbeat of the real-time timer (one may arrive
      // after the Pong, so the Pong is not always the last frame).
      const decoded = frames
        .slice(from)
        .map((bytes) => desk.stream.ServerMessage.decode(bytes))
        .filter((m) => m.kind !== 'heartbeat' && m.kind !== 'pong');
      // Several books change per step: their deltas share a frame, one frame per step.
      const batches = decoded.filter((m) => m.kind === 'batch');
      expect(batches.length).toBeGreaterThan(0);
      expect(decoded.length).toBeLessThanOrEqual(steps);
      for (const batch of batches) expect(batch.batch?.messages?.length).toBeGreaterThan(1);
      // Each inner message is a whole ServerMessage, in the order the step produced them.
      const inner = decoded.flatMap((m) =>
        m.kind === 'batch'
          ? (m.batch?.messages ?? []).map((bytes) => desk.stream.ServerMessage.decode(bytes))
          : [m],
      );
      const order = inner.map((m) => `${m.bookDelta?.symbol}@${m.bookDelta?.seq}`);
      expect(order).toEqual(expected);
      // What the client sees once unpacked is exactly that sequence, and the books replay.
      const seen = client.messages.slice(fromMessage).filter((m) => m.kind === 'bookDelta');
      expect(seen.map((m) => `${m.bookDelta?.symbol}@${m.bookDelta?.seq}`)).toEqual(expected);
      for (const symbol of symbols) expect(replayBook(client.messages, symbol).faults).toEqual([]);
    });

    it('R-SRV-24 the benchmark baseline (perClient) sends the same messages one frame each', async () => {
      const gateway = venue.stream;
      if (!(gateway instanceof StreamGateway)) throw new Error('venue.stream is not a gateway');
      const client = await StreamClient.open(url, token);
      clients.push(client);
      const frames = client.frames;
      client.subscribe('book:BTC/USD');
      client.subscribe('book:ETH/USD');
      await client.barrier();
      const from = frames.length;
      gateway.setFanOutMode('perClient');
      let expected = 0;
      try {
        for (let i = 0; i < 5; i++)
          for (const event of venue.market.step(100))
            if (event.kind === 'bookDelta' && ['BTC/USD', 'ETH/USD'].includes(event.message.symbol))
              expected++;
      } finally {
        gateway.setFanOutMode('shared');
      }
      await client.barrier();
      const kinds = frames
        .slice(from, -1)
        .map((bytes) => desk.stream.ServerMessage.decode(bytes).kind)
        .filter((kind) => kind !== 'heartbeat');
      expect(kinds).toEqual(Array.from({ length: expected }, () => 'bookDelta'));
    });

    it('R-SRV-23 gives trades, ticker, mark and kline subscribers the current state first', async () => {
      step(20);
      const client = await open();
      client.subscribe('ticker:ETH/USD');
      client.subscribe('mark:BTC-PERP');
      client.subscribe('kline:BTC/USD:1m');
      client.subscribe('trades:BTC/USD');
      await client.barrier();
      expect(client.messages.find((m) => m.kind === 'ticker')?.ticker?.symbol).toBe('ETH/USD');
      const mark = client.messages.find((m) => m.kind === 'markPrice')?.markPrice;
      expect(mark?.symbol).toBe('BTC-PERP');
      expect(mark?.fundingRate).not.toBe('');
      expect(client.messages.find((m) => m.kind === 'kline')?.kline?.interval).toBe('1m');
      const trades = client.messages.filter((m) => m.kind === 'trade');
      expect(trades.length).toBeGreaterThan(0);
      expect(trades.every((m) => m.trade?.symbol === 'BTC/USD')).toBe(true);
    });

    it('R-SRV-23 refuses an unknown symbol or a mark price of a spot pair without closing', async () => {
      const client = await open();
      const unknown = client.subscribe('book:NOPE/USD');
      const spotMark = client.subscribe('mark:BTC/USD');
      await client.barrier();
      const errors = client.messages.filter((m) => m.kind === 'error').map((m) => m.error);
      expect(errors.map((e) => [e?.code, e?.requestId])).toEqual([
        [ErrorCode.UNKNOWN_TOPIC, unknown],
        [ErrorCode.UNKNOWN_TOPIC, spotMark],
      ]);
      expect(client.socket.readyState).toBe(1);
    });

    it("R-SRV-23 stops a topic's data after Unsubscribe", async () => {
      const client = await open();
      client.subscribe('book:ETH/USD');
      client.subscribe('ticker:ETH/USD');
      step(3);
      await client.barrier();
      const requestId = client.unsubscribe('book:ETH/USD');
      const answer = await client.next((m) => m.kind === 'unsubscribed');
      expect(answer.unsubscribed).toMatchObject({ topic: 'book:ETH/USD', requestId });
      const after = client.messages.length;
      step(15);
      await client.barrier();
      const later = client.messages.slice(after);
      expect(later.some((m) => m.kind === 'bookDelta' || m.kind === 'bookSnapshot')).toBe(false);
      expect(later.some((m) => m.kind === 'ticker')).toBe(true);
      client.unsubscribe('book:ETH/USD');
      expect((await client.next((m) => m.kind === 'error', after)).error?.code).toBe(
        ErrorCode.NOT_SUBSCRIBED,
      );
    });

    it('R-SRV-25 refuses subscriptions past the limit with TOO_MANY_SUBSCRIPTIONS and stays open', async () => {
      const client = await open();
      const topics = ['BTC/USD', 'ETH/USD', 'SOL/USD', 'XRP/USD', 'ADA/USD', 'DOGE/USD'];
      for (const symbol of topics) client.subscribe(`ticker:${symbol}`);
      client.subscribe('ticker:BTC/USD'); // a repeat does not count twice
      const refused = client.subscribe('ticker:LTC/USD');
      await client.barrier();
      const errors = client.messages.filter((m) => m.kind === 'error');
      expect(errors.map((m) => [m.error?.code, m.error?.requestId])).toEqual([
        [ErrorCode.TOO_MANY_SUBSCRIPTIONS, refused],
      ]);
      expect(client.messages.filter((m) => m.kind === 'subscribed')).toHaveLength(7);
      client.unsubscribe('ticker:ADA/USD');
      client.subscribe('ticker:LTC/USD');
      await client.barrier();
      expect(client.messages.filter((m) => m.kind === 'error')).toHaveLength(1);
    });
  });

  describe('stream gateway: malformed frames', () => {
    const subscribeBytes = desk.stream.ClientMessage.encode({
      subscribe: { topic: 'book:BTC/USD', requestId: 7 },
    }).finish();
    const malformed: [string, Uint8Array | string][] = [
      ['a truncated frame', subscribeBytes.slice(0, subscribeBytes.length - 3)],
      ['random bytes', Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x99])],
      ['an empty frame', new Uint8Array(0)],
      ['an oversized frame', new Uint8Array(70 * 1024).fill(0x0a)],
      ['an unknown oneof field', Uint8Array.from([0x48, 0x01])],
      ['a text frame', 'subscribe book:BTC/USD'],
      [
        'an empty topic',
        desk.stream.ClientMessage.encode({ subscribe: { topic: '', requestId: 1 } }).finish(),
      ],
      [
        'an unknown channel',
        desk.stream.ClientMessage.encode({ subscribe: { topic: 'orders:BTC/USD' } }).finish(),
      ],
      [
        'a bad interval',
        desk.stream.ClientMessage.encode({ subscribe: { topic: 'kline:BTC/USD:2m' } }).finish(),
      ],
      [
        'a NaN ping time',
        desk.stream.ClientMessage.encode({ ping: { clientTime: Number.NaN } }).finish(),
      ],
    ];

    it('R-SRV-26 closes only the offending connection (MALFORMED_FRAME, 4000) for each kind', async () => {
      const bystander = await open();
      bystander.subscribe('book:SOL/USD');
      await bystander.barrier();
      for (const [name, frame] of malformed) {
        const client = await open();
        client.sendRaw(frame);
        const error = await client.next((m) => m.kind === 'error');
        expect(error.error?.code, name).toBe(ErrorCode.MALFORMED_FRAME);
        expect((await client.closed).code, name).toBe(CLOSE_MALFORMED_FRAME);
        step(2);
      }
      await bystander.barrier();
      const replay = replayBook(bystander.messages, 'SOL/USD');
      expect(replay.faults).toEqual([]);
      expect(replay.deltas).toBeGreaterThanOrEqual(malformed.length);
    });

    it('R-SRV-26 treats a malformed frame before Auth the same way', async () => {
      const client = await connect();
      client.sendRaw(Uint8Array.from([0x0a, 0x05, 0x01]));
      expect((await client.next((m) => m.kind === 'error')).error?.code).toBe(
        ErrorCode.MALFORMED_FRAME,
      );
      expect((await client.closed).code).toBe(CLOSE_MALFORMED_FRAME);
    });
  });

  describe('stream gateway: JSON encoding', () => {
    it('R-SRV-35 speaks the same messages as JSON text under the desk.json subprotocol', async () => {
      const socket = new WebSocket(url, JSON_SUBPROTOCOL);
      const frames: { text: string; binary: boolean }[] = [];
      socket.on('message', (data: Buffer, binary: boolean) =>
        frames.push({ text: data.toString('utf8'), binary }),
      );
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise((resolve) => socket.on('open', resolve));
      expect(socket.protocol).toBe(JSON_SUBPROTOCOL);
      const proto = await open();
      proto.subscribe('book:BTC/USD');
      socket.send(JSON.stringify({ auth: { token } }));
      socket.send(JSON.stringify({ subscribe: { topic: 'book:BTC/USD', requestId: 3 } }));
      await proto.barrier();
      const json = (): desk.stream.ServerMessage[] =>
        frames.flatMap((f) => {
          const m = JSON.parse(f.text) as { batch?: { messages: object[] } };
          return (m.batch ? m.batch.messages : [m]).map((x) => ServerMessage.fromObject(x));
        });
      await vi.waitFor(() => expect(json().some((m) => m.kind === 'bookSnapshot')).toBe(true));
      step(20);
      await proto.barrier();
      await vi.waitFor(() => {
        const last = (ms: desk.stream.ServerMessage[]) =>
          ms.filter((m) => m.bookDelta?.symbol === 'BTC/USD').at(-1)?.bookDelta?.seq;
        expect(last(json())).toBe(last(proto.messages));
      });
      expect(frames.every((f) => !f.binary)).toBe(true);
      const messages = json();
      expect(messages[0]?.authOk?.maxSubscriptions).toBe(MAX_SUBSCRIPTIONS);
      expect(messages.find((m) => m.kind === 'subscribed')?.subscribed?.requestId).toBe(3);
      // Replayed through the same checks as binary: seq +1 and the CRC32 on every delta.
      const replay = replayBook(messages, 'BTC/USD');
      expect(replay.faults).toEqual([]);
      expect(replay.deltas).toBeGreaterThanOrEqual(15);
      // A binary frame on a JSON connection is malformed: Error as JSON, then close 4000.
      socket.send(Buffer.from([1, 2, 3]));
      expect(await closed).toBe(CLOSE_MALFORMED_FRAME);
      expect(JSON.parse(frames.at(-1)?.text ?? '{}')).toMatchObject({
        error: { code: 'MALFORMED_FRAME' },
      });
    });

    it('R-SRV-35 keeps binary protobuf the default and refuses a text frame there', async () => {
      const client = await connect();
      client.socket.send('{"auth":{"token":"x"}}');
      const error = await client.next((m) => m.kind === 'error');
      expect(error.error?.code).toBe(ErrorCode.MALFORMED_FRAME);
      expect((await client.closed).code).toBe(CLOSE_MALFORMED_FRAME);
    });
  });

  describe('stream gateway: operations', () => {
    it('R-SRV-28 exposes the stream metrics with the open connection count', async () => {
      const client = await open();
      client.subscribe('book:BTC/USD');
      step(2);
      await client.barrier();
      const text = (await venue.app.inject({ url: '/metrics' })).body;
      for (const name of STREAM_METRIC_NAMES) expect(text).toContain(`# TYPE ${name} `);
      const openCount = Number(/^stream_connections (\d+)$/m.exec(text)?.[1]);
      expect(openCount).toBe(venue.stream.connectionCount());
      expect(text).toMatch(/^stream_messages_out_total\{type="book_delta"\} [1-9]/m);
      expect(text).toMatch(/^stream_bytes_out_total [1-9]/m);
    });

    it('R-SRV-29 closeAll closes every socket with the code given', async () => {
      const a = await open();
      const b = await open();
      expect(venue.stream.connectionCount()).toBeGreaterThanOrEqual(2);
      venue.stream.closeAll(4500);
      expect((await a.closed).code).toBe(4500);
      expect((await b.closed).code).toBe(4500);
      expect(venue.stream.connectionCount()).toBe(0);
      expect(() => venue.stream.closeAll(1006)).toThrow(RangeError);
    });
  });
});
