// A scripted stream server for tests: hands out FakeWebSockets, decodes what the client
// sends, and lets a test answer, close, freeze or garble a socket by hand.
import { desk } from '../../../proto/gen/messages.js';
import { OrderBook } from '../../../domain/market/book';
import type { WebSocketFactory, WebSocketLike } from '../transport/ports';

type ClientMessage = ReturnType<typeof desk.stream.ClientMessage.decode>;
type ServerProps = desk.stream.ServerMessage.$Properties;

export class FakeWebSocket implements WebSocketLike {
  binaryType = 'blob';
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: ClientMessage[] = [];
  closedByClient = false;

  constructor(readonly url: string) {}

  send(data: Uint8Array): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(desk.stream.ClientMessage.decode(data));
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the TCP/HTTP upgrade. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** open + answer the Auth with AuthOk. */
  accept(heartbeatIntervalMillis = 1_000): void {
    this.open();
    this.serve({ authOk: { serverTime: 1, maxSubscriptions: 50, heartbeatIntervalMillis } });
  }

  serve(message: ServerProps): void {
    const bytes = desk.stream.ServerMessage.encode(message).finish();
    this.onmessage?.({ data: Uint8Array.from(bytes).buffer });
  }

  /** Several messages in one Batch frame, as the gateway sends one market step. */
  serveBatch(messages: readonly ServerProps[]): void {
    const encoded = messages.map((m) => desk.stream.ServerMessage.encode(m).finish());
    const bytes = desk.stream.ServerMessage.encode({ batch: { messages: encoded } }).finish();
    this.onmessage?.({ data: Uint8Array.from(bytes).buffer });
  }

  /** Bytes that are not a ServerMessage. */
  garble(): void {
    this.onmessage?.({ data: new Uint8Array([0x52, 0xff, 0xff, 0xff, 0xff]).buffer });
  }

  /** The server (or the network) drops the connection. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }

  subscribes(): string[] {
    return this.sent.flatMap((m) => (m.subscribe ? [m.subscribe.topic ?? ''] : []));
  }

  unsubscribes(): string[] {
    return this.sent.flatMap((m) => (m.unsubscribe ? [m.unsubscribe.topic ?? ''] : []));
  }

  kinds(): string[] {
    return this.sent.map((m) => m.kind ?? '?');
  }
}

export class FakeStreamServer {
  readonly sockets: FakeWebSocket[] = [];
  readonly factory: WebSocketFactory = (url) => {
    const socket = new FakeWebSocket(url);
    this.sockets.push(socket);
    return socket;
  };

  get last(): FakeWebSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (socket === undefined) throw new Error('no socket opened');
    return socket;
  }
}

/** A server-side book that produces consistent snapshots and deltas (with checksums). */
export class BookFeed {
  readonly book = new OrderBook();
  seq = 10;

  constructor(readonly symbol = 'BTC/USD') {
    // 5 levels a side around 100 000 ticks.
    for (let i = 0; i < 5; i++) {
      this.book.bids.set(100_000 - i, 10 + i);
      this.book.asks.set(100_001 + i, 20 + i);
    }
  }

  snapshot(): ServerProps {
    const top = this.book.top(1_000);
    return {
      bookSnapshot: {
        symbol: this.symbol,
        seq: this.seq,
        serverTime: 5_000 + this.seq,
        bidPrices: Array.from(top.bids.prices),
        bidSizes: Array.from(top.bids.sizes),
        askPrices: Array.from(top.asks.prices),
        askSizes: Array.from(top.asks.sizes),
        checksum: this.book.checksum(),
        tickSize: '0.01',
        lotSize: '0.00001',
      },
    };
  }

  /** One bid level change; `corrupt` sends a wrong checksum, `skip` leaves a seq gap. */
  delta(price: number, size: number, fault: 'none' | 'corrupt' | 'skip' = 'none'): ServerProps {
    this.book.bids.set(price, size);
    this.seq += fault === 'skip' ? 2 : 1;
    const checksum = this.book.checksum();
    return {
      bookDelta: {
        symbol: this.symbol,
        seq: this.seq,
        prevSeq: this.seq - 1,
        serverTime: 5_000 + this.seq,
        bidPrices: [price],
        bidSizes: [size],
        askPrices: [],
        askSizes: [],
        checksum: fault === 'corrupt' ? (checksum + 1) >>> 0 : checksum,
      },
    };
  }
}
