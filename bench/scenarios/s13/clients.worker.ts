// S13's simulated browsers: one worker thread's share of the clients, each a `ws` WebSocket
// through the balancer that speaks the stream protocol with the data core's own codec
// (workers/stream/transport: encodeClient, framesOf, decodeServer): Auth with a session token,
// Subscribe to its books once AuthOk arrives, then every frame decoded as the core decodes it.
// Between 'start' and 'stop' it counts level updates per book and the latency of every delta
// the engine stamped inside the window (its server_time, the engine's market-step time, to the
// receipt here), so the count compares with what the engine published in that same window.
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { framesOf } from '../../../workers/stream/transport/batch';
import { decodeServer, encodeClient } from '../../../workers/stream/transport/codec';
import type {
  ClientPlan,
  ClientsToDriver,
  ClientsWorkerData,
  ConnectResult,
  DriverToClients,
} from './protocol';
import { addLatency, newLatencyHistogram } from './stats';

const setup = (workerData as { data: ClientsWorkerData }).data;
const port = parentPort;
if (!port) throw new Error('clients.worker must run in a worker thread');

/** Wall-clock milliseconds with sub-millisecond resolution (the server stamps Date.now()). */
const wallNow = (): number => performance.timeOrigin + performance.now();

interface Window {
  counting: boolean;
  /** Engine stamps counted: [from, to). */
  from: number;
  to: number;
  levelsBySymbol: Map<string, number>;
  deltas: number;
  snapshots: number;
  frames: number;
  bytes: number;
  latency: Uint32Array;
}

const window: Window = {
  counting: false,
  from: 0,
  to: 0,
  levelsBySymbol: new Map(),
  deltas: 0,
  snapshots: 0,
  frames: 0,
  bytes: 0,
  latency: newLatencyHistogram(),
};

let closedAfterSetup = 0;

class Client {
  private socket: WebSocket | null = null;
  private pending = 0;
  private ready = false;
  private settle: ((reason: string | null) => void) | null = null;

  constructor(private readonly plan: ClientPlan) {}

  /** Resolves null once subscribed, else the reason it failed. */
  open(url: string): Promise<string | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.fail('setup timed out'), setup.setupTimeoutMillis);
      this.settle = (reason) => {
        clearTimeout(timer);
        this.settle = null;
        resolve(reason);
      };
      const socket = new WebSocket(url, { perMessageDeflate: false });
      this.socket = socket;
      socket.binaryType = 'nodebuffer';
      socket.on('open', () => this.send({ kind: 'auth', token: this.plan.token }));
      socket.on('message', (data: Buffer) => this.receive(data));
      socket.on('unexpected-response', (_request, response) =>
        this.fail(`upgrade refused: HTTP ${response.statusCode}`),
      );
      socket.on('error', (error: Error & { code?: string }) =>
        this.fail(`socket error: ${error.code ?? error.message}`),
      );
      socket.on('close', (code) => {
        if (this.ready) closedAfterSetup++;
        else this.fail(`closed during setup (${code})`);
      });
    });
  }

  terminate(): void {
    this.ready = false;
    this.socket?.terminate();
  }

  private fail(reason: string): void {
    this.settle?.(reason);
    if (!this.ready) this.socket?.terminate();
  }

  private send(command: Parameters<typeof encodeClient>[0]): void {
    this.socket?.send(encodeClient(command), { binary: true });
  }

  private receive(data: Buffer): void {
    const receivedAt = wallNow();
    const counting = window.counting && this.ready;
    if (counting) {
      window.frames++;
      window.bytes += data.length;
    }
    for (const frame of framesOf(data)) {
      const event = decodeServer(frame);
      switch (event.kind) {
        case 'bookDelta': {
          const m = event.message;
          if (!counting || m.serverTime < window.from || m.serverTime >= window.to) break;
          const levels = m.bidPrices.length + m.askPrices.length;
          const by = window.levelsBySymbol;
          by.set(m.symbol, (by.get(m.symbol) ?? 0) + levels);
          window.deltas++;
          addLatency(window.latency, receivedAt - m.serverTime);
          break;
        }
        case 'bookSnapshot':
          if (counting) window.snapshots++;
          break;
        case 'authOk':
          this.pending = this.plan.topics.length;
          this.plan.topics.forEach((topic, i) =>
            this.send({ kind: 'subscribe', topic, requestId: i + 1 }),
          );
          break;
        case 'subscribed':
          if (--this.pending === 0 && !this.ready) {
            this.ready = true;
            this.settle?.(null);
          }
          break;
        case 'error':
          if (!this.ready) this.fail(`server error ${event.code}`);
          break;
        default:
          break;
      }
    }
  }
}

let clients: Client[] = [];

async function connectAll(url: string, plans: readonly ClientPlan[]): Promise<ConnectResult> {
  const started = performance.now();
  const reasons: Record<string, number> = {};
  const subscribersBySymbol: Record<string, number> = {};
  let connected = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < plans.length) {
      const client = new Client(plans[next++] as ClientPlan);
      clients.push(client);
      const plan = plans[next - 1] as ClientPlan;
      const reason = await client.open(url);
      if (reason === null) {
        connected++;
        for (const topic of plan.topics) {
          const symbol = topic.slice(topic.indexOf(':') + 1);
          subscribersBySymbol[symbol] = (subscribersBySymbol[symbol] ?? 0) + 1;
        }
      } else reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(setup.inFlight, plans.length) }, lane));
  return {
    connected,
    failed: plans.length - connected,
    subscribersBySymbol,
    reasons,
    millis: performance.now() - started,
  };
}

function post(message: ClientsToDriver, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

port.on('message', (message: DriverToClients) => {
  switch (message.type) {
    case 'connect':
      closedAfterSetup = 0;
      connectAll(message.url, message.clients).then(
        (result) => post({ type: 'connected', ...result }),
        (error: unknown) =>
          post({
            type: 'failed',
            error: `worker ${setup.index}: ${error instanceof Error ? error.message : String(error)}`,
          }),
      );
      return;
    case 'start':
      window.from = message.from;
      window.to = message.to;
      window.levelsBySymbol = new Map();
      window.deltas = window.snapshots = window.frames = window.bytes = 0;
      window.latency = newLatencyHistogram();
      window.counting = true;
      return;
    case 'stop': {
      window.counting = false;
      const latency = window.latency;
      post(
        {
          type: 'counts',
          levelsBySymbol: Object.fromEntries(window.levelsBySymbol),
          deltas: window.deltas,
          snapshots: window.snapshots,
          frames: window.frames,
          bytes: window.bytes,
          latency,
          closed: closedAfterSetup,
        },
        [latency.buffer as ArrayBuffer],
      );
      window.latency = newLatencyHistogram();
      return;
    }
    case 'close':
      for (const client of clients) client.terminate();
      clients = [];
      post({ type: 'closed' });
      return;
  }
});
