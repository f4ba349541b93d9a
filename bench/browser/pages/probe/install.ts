// Loaded before the product's core in the bench's worker entries (probe/shared.ts,
// probe/dedicated.ts). It only observes: every WebSocket message the core receives is
// time-stamped, and every frame the core posts to a tab (a Comlink APPLY of the frame
// listener) carries the receipt times of the socket messages since that tab's previous frame.
// Counters are answered on BroadcastChannel 'bench-probe'. The core itself is unchanged.
import { oldestDeltaTime } from '../../server-time';
import { wallNow } from './clock';

export interface FrameProbe {
  /** When the core received each socket message since this tab's previous frame. */
  readonly received: number[];
  /** The oldest BookDelta server time of each of those messages (NaN: none in it). */
  readonly published: number[];
  /** When the core posted the frame. */
  readonly posted: number;
}

export interface CoreProbeStats {
  readonly sockets: number;
  readonly messages: number;
  readonly bytes: number;
  /** Frames posted to tabs, and the milliseconds spent in their postMessage calls. */
  readonly frames: number;
  readonly framePostMillis: number;
}

const RING = 4096;
const receipts = new Float64Array(RING);
const published = new Float64Array(RING);
let count = 0;
let bytes = 0;
let openSockets = 0;
let frames = 0;
let framePostMillis = 0;

const Native = globalThis.WebSocket;
class ProbedWebSocket extends Native {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    openSockets++;
    // Registered first, so it runs before the core's own listener.
    this.addEventListener('message', (e: MessageEvent) => {
      receipts[count % RING] = wallNow();
      const d: unknown = e.data;
      published[count % RING] =
        d instanceof ArrayBuffer ? (oldestDeltaTime(new Uint8Array(d)) ?? Number.NaN) : Number.NaN;
      count++;
      bytes +=
        d instanceof ArrayBuffer ? d.byteLength : d instanceof Blob ? d.size : String(d).length;
    });
    this.addEventListener('close', () => openSockets--, { once: true });
  }
}
globalThis.WebSocket = ProbedWebSocket;

/** Per tab port: the message count at its previous frame. */
const lastFrameAt = new WeakMap<MessagePort, number>();

function isFrameCall(data: unknown): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; argumentList?: { value?: { topics?: unknown } }[] };
  return m.type === 'APPLY' && Array.isArray(m.argumentList?.[0]?.value?.topics);
}

const nativePost = MessagePort.prototype.postMessage as (
  this: MessagePort,
  message: unknown,
  transfer?: Transferable[] | StructuredSerializeOptions,
) => void;
MessagePort.prototype.postMessage = function (
  this: MessagePort,
  message: unknown,
  transfer?: Transferable[] | StructuredSerializeOptions,
): void {
  if (isFrameCall(message)) {
    const from = Math.max(lastFrameAt.get(this) ?? count, count - 256);
    lastFrameAt.set(this, count);
    const received: number[] = [];
    const publishedTimes: number[] = [];
    for (let i = from; i < count; i++) {
      received.push(receipts[i % RING] as number);
      publishedTimes.push(published[i % RING] as number);
    }
    const probe: FrameProbe = { received, published: publishedTimes, posted: wallNow() };
    message['benchProbe'] = probe;
    const t0 = performance.now();
    nativePost.call(this, message, transfer as Transferable[]);
    framePostMillis += performance.now() - t0;
    frames++;
    return;
  }
  nativePost.call(this, message, transfer as Transferable[]);
};

const channel = new BroadcastChannel('bench-probe');
channel.onmessage = (e: MessageEvent<{ ask?: string }>) => {
  if (e.data.ask !== 'stats') return;
  const stats: CoreProbeStats = {
    sockets: openSockets,
    messages: count,
    bytes,
    frames,
    framePostMillis,
  };
  channel.postMessage({ stats });
};
