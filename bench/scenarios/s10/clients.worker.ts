// The S10 clients: N real `ws` WebSocket clients in one worker thread, each authenticating and
// subscribing exactly as the data core does (Auth with the session token, then Subscribe per
// topic, waiting for AuthOk and each Subscribed). Between 'start' and 'stop' they count what
// arrives: messages, bytes, book-delta level updates and snapshots (resyncs).
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { desk } from '../../../proto/gen/messages.js';
import type { ClientCounts, ClientsToDriver, ClientsWorkerData, DriverToClients } from './protocol';

const { ClientMessage, ServerMessage } = desk.stream;
const setup = (workerData as { data: ClientsWorkerData }).data;
const port = parentPort;
if (!port) throw new Error('clients.worker must run in a worker thread');

const SNAPSHOT = -2;
const OTHER = -1;
/** ServerMessage.book_snapshot and .book_delta; BookDelta.bid_prices and .ask_prices. */
const FIELD_SNAPSHOT = 10;
/** ServerMessage.batch and Batch.messages (docs/stream-protocol.md "Batches"). */
const FIELD_BATCH = 7;
const FIELD_BATCH_MESSAGE = 1;
const FIELD_DELTA = 11;
const FIELD_BID_PRICES = 5;
const FIELD_ASK_PRICES = 7;

/** Reads a varint at pos; returns [value, next position]. */
function varint(bytes: Uint8Array, pos: number): [number, number] {
  let value = 0;
  let scale = 1;
  let p = pos;
  for (;;) {
    const b = bytes[p++];
    if (b === undefined) throw new Error('truncated varint');
    value += (b & 0x7f) * scale;
    if (b < 0x80) return [value, p];
    scale *= 128;
  }
}

/**
 * Level updates in a ServerMessage carrying a BookDelta (packed doubles: bytes / 8 per side),
 * SNAPSHOT for a BookSnapshot, OTHER for anything else. Walks the protobuf wire format only
 * as far as needed; the product's decoder is not what S10 measures.
 */
function bookDeltaLevels(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let pos = from;
  while (pos < to) {
    const [tag, afterTag] = varint(bytes, pos);
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (wire !== 2) return OTHER; // the message kinds are all length-delimited
    const [length, start] = varint(bytes, afterTag);
    if (field === FIELD_SNAPSHOT) return SNAPSHOT;
    if (field !== FIELD_DELTA) {
      pos = start + length;
      continue;
    }
    let levels = 0;
    let p = start;
    const end = start + length;
    while (p < end) {
      const [t, q] = varint(bytes, p);
      switch (t & 7) {
        case 0:
          p = varint(bytes, q)[1];
          break;
        case 1:
          p = q + 8;
          break;
        case 5:
          p = q + 4;
          break;
        case 2: {
          const [len, r] = varint(bytes, q);
          const f = Math.floor(t / 8);
          if (f === FIELD_BID_PRICES || f === FIELD_ASK_PRICES) levels += len / 8;
          p = r + len;
          break;
        }
        default:
          throw new Error(`unexpected wire type in BookDelta: ${t & 7}`);
      }
    }
    return levels;
  }
  return OTHER;
}

/** Start and end of each message of a frame: the frame itself, or a Batch's entries. */
function messagesOf(bytes: Uint8Array): [number, number][] {
  const [tag, afterTag] = varint(bytes, 0);
  if (tag !== FIELD_BATCH * 8 + 2) return [[0, bytes.length]];
  const [length, start] = varint(bytes, afterTag);
  const out: [number, number][] = [];
  let p = start;
  while (p < start + length) {
    const [t, q] = varint(bytes, p);
    if (t !== FIELD_BATCH_MESSAGE * 8 + 2) throw new Error(`unexpected field in Batch: ${t}`);
    const [len, r] = varint(bytes, q);
    out.push([r, r + len]);
    p = r + len;
  }
  return out;
}

class Client {
  levels = 0;
  closed = false;
  /** Set once every Subscribed arrived: from then on messages are counted, not decoded. */
  private subscribed = false;
  private readonly socket: WebSocket;
  private pending = 0;
  private onReady: (() => void) | null = null;
  private onFail: ((e: Error) => void) | null = null;

  constructor(
    url: string,
    private readonly token: string,
    private readonly topics: readonly string[],
    private readonly counts: {
      messages: number;
      frames: number;
      bytes: number;
      levels: number;
      snapshots: number;
    },
    private readonly counting: () => boolean,
  ) {
    this.socket = new WebSocket(url, { perMessageDeflate: false });
    this.socket.binaryType = 'nodebuffer';
    this.socket.on('open', () => {
      this.send({ auth: { token: this.token } });
    });
    this.socket.on('message', (data: Buffer) => this.receive(data));
    this.socket.on('close', () => {
      this.closed = true;
      this.onFail?.(new Error('socket closed during setup'));
    });
    this.socket.on('error', (error) => this.onFail?.(error));
  }

  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.onReady = resolve;
      this.onFail = reject;
    });
  }

  private send(message: desk.stream.ClientMessage.$Properties): void {
    this.socket.send(ClientMessage.encode(message).finish(), { binary: true });
  }

  private receive(data: Buffer): void {
    if (this.subscribed) {
      // Streaming: count without decoding (the clients share a thread and must keep up).
      if (!this.counting()) return;
      this.counts.frames++;
      this.counts.bytes += data.length;
      for (const [from, to] of messagesOf(data)) {
        this.counts.messages++;
        const n = bookDeltaLevels(data, from, to);
        if (n >= 0) {
          this.counts.levels += n;
          this.levels += n;
        } else if (n === SNAPSHOT) this.counts.snapshots++;
      }
      return;
    }
    const message = ServerMessage.decode(data);
    switch (message.kind) {
      case 'authOk':
        this.pending = this.topics.length;
        this.topics.forEach((topic, i) => this.send({ subscribe: { topic, requestId: i + 1 } }));
        return;
      case 'subscribed':
        if (--this.pending === 0) {
          this.subscribed = true;
          this.onReady?.();
          this.onReady = null;
          this.onFail = null;
        }
        return;
      case 'error':
        this.onFail?.(new Error(`server error ${message.error?.code}: ${message.error?.message}`));
        return;
      default:
        return;
    }
  }
}

const counts = { messages: 0, frames: 0, bytes: 0, levels: 0, snapshots: 0 };
let counting = false;
const clients: Client[] = [];

async function connectAll(): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < setup.topics.length; i += setup.connectBatch) {
    const batch: Promise<void>[] = [];
    for (let k = i; k < Math.min(setup.topics.length, i + setup.connectBatch); k++) {
      const client = new Client(
        setup.url,
        setup.token,
        setup.topics[k] ?? [],
        counts,
        () => counting,
      );
      clients.push(client);
      batch.push(client.ready());
    }
    await Promise.all(batch);
  }
  post({ type: 'ready', clients: clients.length, millis: performance.now() - started });
}

function post(message: ClientsToDriver): void {
  port?.postMessage(message);
}

function snapshotCounts(): ClientCounts {
  const per = clients.map((c) => c.levels).sort((a, b) => a - b);
  return {
    ...counts,
    minClientLevels: per[0] ?? 0,
    medianClientLevels: per[per.length >> 1] ?? 0,
    closed: clients.filter((c) => c.closed).length,
  };
}

port.on('message', (message: DriverToClients) => {
  if (message.type === 'start') {
    counts.messages = counts.frames = counts.bytes = counts.levels = counts.snapshots = 0;
    for (const c of clients) c.levels = 0;
    counting = true;
  } else {
    counting = false;
    post({ type: 'counts', ...snapshotCounts() });
  }
});

connectAll().catch((error: unknown) =>
  post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
);
