// S13's simulated browsers: one worker thread's share of the clients, each a `ws` WebSocket
// through the balancer that speaks the stream protocol with the data core's own codec
// (workers/stream/transport: encodeClient, framesOf, decodeServer): Auth with a session token,
// then (when the driver says, once every client is authenticated) Subscribe to its books; every
// frame is decoded as the core decodes it.
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
  DriverToClients,
  PhaseResult,
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

type Settle = (reason: string | null) => void;

class Client {
  private socket: WebSocket | null = null;
  private pending = 0;
  /** Authenticated (AuthOk); a close after this counts as closed, not as a setup failure. */
  private authed = false;
  private subscribed = false;
  private settle: Settle | null = null;

  constructor(readonly plan: ClientPlan) {}

  get authenticated(): boolean {
    return this.authed;
  }

  /** Opens the socket and sends Auth; resolves null at AuthOk, else the reason it failed. */
  connect(url: string): Promise<string | null> {
    return this.phase(() => {
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
        if (this.authed) {
          this.authed = false;
          closedAfterSetup++;
        }
        this.fail(`closed (${code})`);
      });
    });
  }

  /** Subscribes to the plan's topics; resolves null once every Subscribed arrived. */
  subscribe(): Promise<string | null> {
    return this.phase(() => {
      this.pending = this.plan.topics.length;
      this.plan.topics.forEach((topic, i) =>
        this.send({ kind: 'subscribe', topic, requestId: i + 1 }),
      );
    });
  }

  terminate(): void {
    this.authed = false;
    this.socket?.terminate();
  }

  private phase(begin: () => void): Promise<string | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.fail('timed out'), setup.setupTimeoutMillis);
      this.settle = (reason) => {
        clearTimeout(timer);
        this.settle = null;
        resolve(reason);
      };
      begin();
    });
  }

  private fail(reason: string): void {
    const settle = this.settle;
    if (!settle) return;
    settle(reason);
    this.terminate();
  }

  private send(command: Parameters<typeof encodeClient>[0]): void {
    this.socket?.send(encodeClient(command), { binary: true });
  }

  private receive(data: Buffer): void {
    const receivedAt = wallNow();
    const counting = window.counting && this.subscribed;
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
          this.authed = true;
          this.settle?.(null);
          break;
        case 'subscribed':
          if (--this.pending === 0 && !this.subscribed) {
            this.subscribed = true;
            this.settle?.(null);
          }
          break;
        case 'error':
          this.fail(`server error ${event.code}`);
          break;
        default:
          break;
      }
    }
  }
}

let clients: Client[] = [];

/** Runs `step` over the clients, `inFlight` at a time; counts outcomes. */
async function phase(
  list: readonly Client[],
  step: (client: Client) => Promise<string | null>,
  inFlight: number,
  onOk: (client: Client) => void = () => undefined,
): Promise<PhaseResult> {
  const started = performance.now();
  const reasons: Record<string, number> = {};
  let ok = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < list.length) {
      const client = list[next++] as Client;
      const reason = await step(client);
      if (reason === null) {
        ok++;
        onOk(client);
      } else reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, list.length) }, lane));
  return {
    ok,
    failed: list.length - ok,
    reasons,
    millis: performance.now() - started,
    subscribersBySymbol: {},
  };
}

async function connectAll(url: string, plans: readonly ClientPlan[]): Promise<PhaseResult> {
  clients = plans.map((plan) => new Client(plan));
  return phase(clients, (client) => client.connect(url), setup.inFlight);
}

async function subscribeAll(): Promise<PhaseResult> {
  const subscribersBySymbol: Record<string, number> = {};
  const result = await phase(
    clients.filter((c) => c.authenticated),
    (client) => client.subscribe(),
    // All at once, as browsers would after a reconnect: the data already flowing to the first
    // subscribers must not hold the others back in a queue of lanes.
    Infinity,
    (client) => {
      for (const topic of client.plan.topics) {
        const symbol = topic.slice(topic.indexOf(':') + 1);
        subscribersBySymbol[symbol] = (subscribersBySymbol[symbol] ?? 0) + 1;
      }
    },
  );
  return { ...result, subscribersBySymbol };
}

const report = (run: Promise<PhaseResult>): void => {
  run.then(
    (result) => post({ type: 'phase', ...result }),
    (error: unknown) =>
      post({
        type: 'failed',
        error: `worker ${setup.index}: ${error instanceof Error ? error.message : String(error)}`,
      }),
  );
};

function post(message: ClientsToDriver, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

port.on('message', (message: DriverToClients) => {
  switch (message.type) {
    case 'connect':
      closedAfterSetup = 0;
      report(connectAll(message.url, message.clients));
      return;
    case 'subscribe':
      report(subscribeAll());
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
