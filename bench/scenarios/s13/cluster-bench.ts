// The S13 driver: the venue as a cluster on loopback, assembled from the launcher's own parts
// (server/cluster: PostgreSQL, nats-server, one engine with its market at FEED_RATE, then per
// round N gateways and HAProxy in front), and worker threads of WebSocket clients that connect
// through HAProxy. The engine, NATS and PostgreSQL live for the whole scenario; each round
// starts its gateways and balancer, connects every client, measures a window of live streaming
// and stops them again, so a 1-gateway round has nothing of a 3-gateway round running.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { NatsBus } from '../../../server/bus/nats';
import { startNatsServer, type NatsProcess } from '../../../server/bus/nats-process';
import { decodeJson, marketSubject } from '../../../server/cluster/market-wire';
import { startHaproxy, type HaproxyProcess } from '../../../server/cluster/haproxy';
import { startPostgres, type PostgresProcess } from '../../../server/cluster/pg-process';
import { freePort } from '../../../server/cluster/ports';
import { VenueProcess } from '../../../server/cluster/venue-process';
import { openDatabase } from '../../../server/db/connect';
import { readLatestOutboxCode } from '../../../server/mail/outbox';
import type { MarketEvent } from '../../../server/market/types';
import { loadMarketInstruments } from '../../../server/market-runtime/instruments';
import { DEMO_USERS, type DemoUser } from '../../../server/seed/demo-constants';
import { startTsWorker } from '../../harness/ts-worker';
import type { RoundValues, Way } from '../../harness/types';
import type { ClientPlan, ClientsToDriver, PhaseResult, WindowCounts } from './protocol';
import {
  balancerPlan,
  cpuTicksOfStat,
  latencyCount,
  latencyPercentile,
  machineTicksOfProcStat,
  mergeLatency,
  newLatencyHistogram,
  openFilesLimitOf,
  rssBytesOfStatus,
} from './stats';

export interface ClusterBenchSettings {
  readonly clients: number;
  /** The engine's market: level updates per second over all books (FEED_RATE). */
  readonly feedRate: number;
  readonly workers: number;
  /** Books each client subscribes to (consecutive symbols, spread evenly). */
  readonly booksPerClient: number;
  readonly windowMillis: number;
  /** After the last client is set up, before the window: the connect burst drains. */
  readonly settleMillis: number;
  /** After the window: deltas stamped inside it that arrive later than this are not delivered. */
  readonly graceMillis: number;
  /** Handshakes in flight per worker. */
  readonly inFlight: number;
}

type Log = (line: string) => void;

const KIB = 1024;
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const ENGINE_READY_MILLIS = 600_000;
/**
 * HAProxy's `timeout check` here: long enough that an overloaded gateway keeps its sockets
 * through the window. With the cluster's default (a /healthz answer within the 500 ms check
 * interval, down after 2 misses, sessions shut down) a lone gateway was marked down during a
 * 1,000-client connect burst on this loaded machine; with 10 s, all three gateways were marked
 * down and every one of 10,000 subscribed sockets cut once the market data flowed to them
 * (their event loops stalled longer than that). docs/scale-out.md "S13 measured".
 */
export const CHECK_TIMEOUT_MILLIS = 60_000;
const GATEWAY_READY_MILLIS = 120_000;

const cpuSecondsOf = (pid: number): number =>
  cpuTicksOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) / CLOCK_TICKS;
const rssOf = (pid: number): number =>
  rssBytesOfStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The open-files limits of this process: the clients' sockets all live in it. */
export function ownOpenFilesLimit(): { soft: number; hard: number } {
  return openFilesLimitOf(readFileSync('/proc/self/limits', 'utf8'));
}

/** Signs a demo user in through the engine (password, then the emailed code); its token. */
async function signIn(base: string, outboxDir: string, user: DemoUser): Promise<string> {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: object) => {
    const csrf = cookies.get('csrf_token');
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  await call('GET', '/api/user_config');
  const login = await call('POST', '/api/login', { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`login ${user.email}: ${login.status}`);
  let code: string | null = null;
  for (let i = 0; i < 50 && code === null; i++) {
    code = await readLatestOutboxCode(outboxDir, user.email);
    if (code === null) await sleep(100);
  }
  if (code === null) throw new Error(`no sign-in code for ${user.email}`);
  const verify = await call('POST', '/api/verify_2fa', { email: user.email, otp_code: code });
  if (verify.status !== 200) throw new Error(`verify ${user.email}: ${verify.status}`);
  return ((await verify.json()) as { token: string }).token;
}

/** Client i subscribes to booksPerClient consecutive symbols; sessions are reused round-robin. */
export function clientPlans(
  clients: number,
  symbols: readonly string[],
  tokens: readonly string[],
  booksPerClient: number,
): ClientPlan[] {
  return Array.from({ length: clients }, (_, i) => ({
    token: tokens[i % tokens.length] as string,
    topics: Array.from(
      { length: Math.min(booksPerClient, symbols.length) },
      (_, k) => `book:${symbols[(i + k) % symbols.length] as string}`,
    ),
  }));
}

export class ClusterBench {
  private counting = false;
  /** The window in engine time (server_time, wall-clock ms): [from, to). */
  private windowFrom = 0;
  private windowTo = 0;
  /** Level updates the engine published per symbol during the window (from md.*.book). */
  private published = new Map<string, number>();
  private readonly waiting = new Map<Worker, (message: ClientsToDriver) => void>();

  private constructor(
    readonly settings: ClusterBenchSettings,
    private readonly dir: string,
    private readonly nats: NatsProcess,
    private readonly postgres: PostgresProcess,
    private readonly databaseUrl: string,
    private readonly engine: VenueProcess,
    private readonly tap: NatsBus,
    private readonly workers: readonly Worker[],
    readonly symbols: readonly string[],
    private readonly plans: readonly ClientPlan[],
    readonly sessions: number,
    readonly setupMillis: number,
    private readonly log: Log,
  ) {
    for (const worker of workers) {
      worker.on('message', (message: ClientsToDriver) => {
        const resolve = this.waiting.get(worker);
        this.waiting.delete(worker);
        resolve?.(message);
      });
    }
  }

  static async start(settings: ClusterBenchSettings, log: Log): Promise<ClusterBench> {
    const started = performance.now();
    const limit = ownOpenFilesLimit();
    if (limit.soft < settings.clients + 1000)
      throw new Error(
        `this process may open ${limit.soft} files, ${settings.clients} clients need about ` +
          `${settings.clients + 1000}: raise \`ulimit -n\` (hard limit ${limit.hard})`,
      );
    const cwd = resolve('.');
    const dir = await mkdtemp(join(tmpdir(), 'desk-s13-'));
    const undo: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
    const unwind = async () => {
      for (const step of undo.splice(0).reverse()) await step().catch(() => undefined);
    };
    try {
      await mkdir(join(dir, 'nats'));
      const nats = await startNatsServer({ storeDir: join(dir, 'nats'), detached: true });
      undo.push(() => nats.stop('SIGTERM'));
      const postgres = await startPostgres();
      undo.push(() => postgres.stop());
      const engineDir = join(dir, 'engine');
      const engine = new VenueProcess({
        name: 'engine',
        role: 'engine',
        port: await freePort(),
        cwd,
        readyMillis: ENGINE_READY_MILLIS,
        onOutput: (name, line) => {
          if (/error|warn/i.test(line)) log(`    [${name}] ${line}`);
        },
        env: {
          DATABASE_URL: postgres.url,
          NATS_URL: nats.url,
          TRUST_PROXY: '127.0.0.1',
          DATA_DIR: engineDir,
          SECRET_KEY: randomBytes(32).toString('hex'),
          FEED_RATE: String(settings.feedRate),
          LOG_LEVEL: 'warn',
        },
      });
      undo.push(() => engine.kill('SIGTERM'));
      log(`  starting PostgreSQL, NATS and the engine (FEED_RATE=${settings.feedRate}) …`);
      await engine.start();
      const tokens: string[] = [];
      for (const user of DEMO_USERS)
        tokens.push(await signIn(engine.url, join(engineDir, 'outbox'), user));
      const handle = await openDatabase({ databaseUrl: postgres.url });
      const symbols = (await loadMarketInstruments(handle.db)).map((i) => i.symbol);
      await handle.close();
      const tap = await NatsBus.connect({
        servers: nats.url,
        name: 's13-tap',
        onHandlerError: (error) => log(`    [tap] ${String(error)}`),
      });
      undo.push(() => tap.close());
      const plans = clientPlans(settings.clients, symbols, tokens, settings.booksPerClient);
      const workers = Array.from({ length: settings.workers }, (_, index) =>
        startTsWorker(new URL('./clients.worker.ts', import.meta.url), {
          index,
          inFlight: settings.inFlight,
          setupTimeoutMillis: 60_000,
        }),
      );
      undo.push(() => Promise.all(workers.map((w) => w.terminate())));
      const bench = new ClusterBench(
        settings,
        dir,
        nats,
        postgres,
        postgres.url,
        engine,
        tap,
        workers,
        symbols,
        plans,
        tokens.length,
        performance.now() - started,
        log,
      );
      for (const symbol of symbols)
        await tap.subscribe(marketSubject(symbol, 'book'), (message) =>
          bench.tally(decodeJson<MarketEvent[]>(message.data)),
        );
      await tap.flush();
      return bench;
    } catch (error) {
      await unwind();
      throw error;
    }
  }

  way(gateways: number, label: string): Way {
    return { label, round: () => this.round(gateways) };
  }

  async dispose(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    await this.tap.close().catch(() => undefined);
    await this.engine.kill('SIGTERM');
    await this.postgres.stop().catch(() => undefined);
    await this.nats.stop('SIGTERM').catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }

  private tally(events: readonly MarketEvent[]): void {
    if (!this.counting) return;
    for (const event of events) {
      if (event.kind !== 'bookDelta') continue;
      const m = event.message;
      if (m.serverTime < this.windowFrom || m.serverTime >= this.windowTo) continue;
      const n = m.bidPrices.length + m.askPrices.length;
      this.published.set(m.symbol, (this.published.get(m.symbol) ?? 0) + n);
    }
  }

  /** Sends each worker a message and waits for its one answer. */
  private ask(messages: (worker: Worker, index: number) => object): Promise<ClientsToDriver[]> {
    return Promise.all(
      this.workers.map(
        (worker, index) =>
          new Promise<ClientsToDriver>((resolve) => {
            this.waiting.set(worker, resolve);
            worker.postMessage(messages(worker, index));
          }),
      ),
    );
  }

  /** One phase in every worker; the slowest worker's time, the others' outcomes summed. */
  private async phase(
    message: (index: number) => object,
    what: string,
    balancers: number,
  ): Promise<PhaseResult> {
    const started = performance.now();
    const answers = await this.ask((_, index) => message(index));
    const millis = performance.now() - started;
    const results = answers.map((a) => {
      if (a.type !== 'phase') throw new Error(`clients: ${JSON.stringify(a)}`);
      return a as PhaseResult;
    });
    const reasons: Record<string, number> = {};
    const subscribersBySymbol: Record<string, number> = {};
    for (const r of results) {
      for (const [k, v] of Object.entries(r.reasons)) reasons[k] = (reasons[k] ?? 0) + v;
      for (const [k, v] of Object.entries(r.subscribersBySymbol))
        subscribersBySymbol[k] = (subscribersBySymbol[k] ?? 0) + v;
    }
    const result: PhaseResult = {
      ok: sum(results.map((r) => r.ok)),
      failed: sum(results.map((r) => r.failed)),
      reasons,
      millis,
      subscribersBySymbol,
    };
    this.log(
      `    ${what}: ${result.ok} of ${result.ok + result.failed} in ${(millis / 1000).toFixed(1)} s ` +
        `through ${balancers} HAProxy process(es)` +
        (result.failed > 0 ? `; ${result.failed} failed: ${JSON.stringify(reasons)}` : '') +
        `; load ${(loadavg()[0] ?? 0).toFixed(2)}`,
    );
    return result;
  }

  private async startGateways(count: number): Promise<VenueProcess[]> {
    const gateways = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        return new VenueProcess({
          name: `gateway-${i + 1}`,
          role: 'gateway',
          port: await freePort(),
          cwd: resolve('.'),
          readyMillis: GATEWAY_READY_MILLIS,
          onOutput: (name, line) => {
            if (/error|warn/i.test(line)) this.log(`    [${name}] ${line}`);
          },
          env: {
            DATABASE_URL: this.databaseUrl,
            NATS_URL: this.nats.url,
            ENGINE_URL: this.engine.url,
            GATEWAY_NAME: `gateway-${i + 1}`,
            TRUST_PROXY: '127.0.0.1',
            STREAM_MAX_CONNECTIONS: String(this.settings.clients + 100),
          },
        });
      }),
    );
    await Promise.all(gateways.map((g) => g.start()));
    return gateways;
  }

  /** HAProxy processes on one port (SO_REUSEPORT), as many as the open-files limit needs. */
  private async startBalancers(gatewayPorts: readonly number[]): Promise<HaproxyProcess[]> {
    const plan = balancerPlan(this.settings.clients, ownOpenFilesLimit().hard);
    const port = await freePort();
    const balancers: HaproxyProcess[] = [];
    for (let i = 0; i < plan.processes; i++) {
      const dir = await mkdtemp(join(this.dir, 'haproxy-'));
      balancers.push(
        await startHaproxy({
          dir,
          port,
          gateways: gatewayPorts,
          maxConnections: plan.maxConnections,
          checkTimeoutMillis: CHECK_TIMEOUT_MILLIS,
          onOutput: (line) => {
            if (/ALERT|WARNING/.test(line)) this.log(`    [haproxy-${i + 1}] ${line}`);
          },
        }),
      );
    }
    await sleep(300);
    for (const b of balancers)
      if (b.pid === undefined || !existsSync(`/proc/${b.pid}`))
        throw new Error('a HAProxy process stopped at start (port sharing refused?)');
    // HAProxy marks gateways up after two passed checks (500 ms apart).
    const deadline = Date.now() + 15_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('HAProxy did not forward to any gateway');
      await sleep(200);
    }
    await sleep(1200);
    return balancers;
  }

  private async round(gatewayCount: number): Promise<RoundValues> {
    const gateways: VenueProcess[] = [];
    const balancers: HaproxyProcess[] = [];
    try {
      gateways.push(...(await this.startGateways(gatewayCount)));
      balancers.push(...(await this.startBalancers(gateways.map((g) => g.port))));
      const gatewayPids = gateways.map((g) => g.pid as number);
      const balancerPids = balancers.map((b) => b.pid as number);
      const url = `ws://127.0.0.1:${balancers[0]?.port}/stream`;
      await sleep(500);
      const gatewayRssBefore = sum(gatewayPids.map(rssOf));
      const balancerRssBefore = sum(balancerPids.map(rssOf));

      // Connect phase: every worker opens and authenticates its share of the clients.
      const n = this.workers.length;
      const connect = await this.phase(
        (index) => ({
          type: 'connect',
          url,
          clients: this.plans.filter((_, i) => i % n === index),
        }),
        `${gatewayCount} gateway(s), connect + Auth`,
        balancers.length,
      );
      const connected = connect.ok;
      if (connected === 0)
        throw new Error(`no client connected: ${JSON.stringify(connect.reasons)}`);
      await sleep(1000);
      const gatewayRssAuthed = sum(gatewayPids.map(rssOf));
      const balancerRssAuthed = sum(balancerPids.map(rssOf));
      // Subscribe phase: the market data starts flowing to them.
      const subscribe = await this.phase(
        () => ({ type: 'subscribe' }),
        `${gatewayCount} gateway(s), Subscribe`,
        balancers.length,
      );
      await sleep(this.settings.settleMillis);

      // The window.
      const cpu = () => ({
        gateways: sum(gatewayPids.map(cpuSecondsOf)),
        balancers: sum(balancerPids.map(cpuSecondsOf)),
        engine: cpuSecondsOf(this.engine.pid as number),
        self: cpuSecondsOf(process.pid),
        machine: machineTicksOfProcStat(readFileSync('/proc/stat', 'utf8')),
      });
      // Deltas count by the engine's stamp, at the tap and at the clients alike; the clients
      // keep listening for a grace period after the window for the deltas still on their way.
      this.published = new Map();
      this.windowFrom = Date.now() + 200;
      this.windowTo = this.windowFrom + this.settings.windowMillis;
      this.counting = true;
      for (const worker of this.workers)
        worker.postMessage({ type: 'start', from: this.windowFrom, to: this.windowTo });
      await sleep(this.windowFrom - Date.now());
      const cpuBefore = cpu();
      const windowStarted = performance.now();
      await sleep(this.windowTo - Date.now());
      const cpuAfter = cpu();
      const seconds = (performance.now() - windowStarted) / 1000;
      await sleep(this.settings.graceMillis);
      const countAnswers = await this.ask(() => ({ type: 'stop' }));
      this.counting = false;
      const counts = countAnswers.map((a) => {
        if (a.type !== 'counts') throw new Error(`clients: ${JSON.stringify(a)}`);
        return a as WindowCounts;
      });
      const latency = newLatencyHistogram();
      let received = 0;
      for (const c of counts) {
        mergeLatency(latency, c.latency);
        for (const levels of Object.values(c.levelsBySymbol)) received += levels;
      }
      // Only clients that subscribed hold subscriptions.
      const subscribers = new Map<string, number>(Object.entries(subscribe.subscribersBySymbol));
      let expected = 0;
      let publishedTotal = 0;
      for (const [symbol, levels] of this.published) {
        publishedTotal += levels;
        expected += levels * (subscribers.get(symbol) ?? 0);
      }
      if (publishedTotal === 0)
        throw new Error('the engine published no book deltas in the window');
      const closed = sum(counts.map((c) => c.closed));
      const perSecond = (before: number, after: number) => (after - before) / seconds;
      const gatewayCores = perSecond(cpuBefore.gateways, cpuAfter.gateways);
      const balancerCores = perSecond(cpuBefore.balancers, cpuAfter.balancers);
      const machineBusy =
        (cpuAfter.machine.busy - cpuBefore.machine.busy) /
        (cpuAfter.machine.total - cpuBefore.machine.total);
      const gatewayRssEnd = sum(gatewayPids.map(rssOf));
      const thousands = subscribe.ok / 1000;
      const deltas = sum(counts.map((c) => c.deltas));
      if (latencyCount(latency) !== deltas) throw new Error('latency samples ≠ deltas received');
      if (deltas === 0)
        throw new Error(`no client received a book delta in the window (${closed} sockets closed)`);

      await this.ask(() => ({ type: 'close' }));
      const values = {
        deliveredShare: (100 * received) / expected,
        latencyP50Millis: latencyPercentile(latency, 50),
        latencyP99Millis: latencyPercentile(latency, 99),
        memoryPerConnectionKiB: (gatewayRssAuthed - gatewayRssBefore) / connected / KIB,
        streamingMemoryPerConnectionKiB: (gatewayRssEnd - gatewayRssBefore) / subscribe.ok / KIB,
        cpuPer1kClients: (100 * (gatewayCores + balancerCores)) / thousands,
        gatewayCpu: 100 * gatewayCores,
        balancerCpu: 100 * balancerCores,
        engineCpu: 100 * perSecond(cpuBefore.engine, cpuAfter.engine),
        loadGeneratorCpu: 100 * perSecond(cpuBefore.self, cpuAfter.self),
        machineBusy: 100 * machineBusy,
        balancerMemoryPerConnectionKiB: (balancerRssAuthed - balancerRssBefore) / connected / KIB,
        gatewayRssMiB: gatewayRssEnd / KIB / KIB,
        connectSeconds: connect.millis / 1000,
        connected,
        connectFailures: connect.failed,
        subscribeSeconds: subscribe.millis / 1000,
        subscribed: subscribe.ok,
        subscribeFailures: subscribe.failed,
        closedInWindow: closed,
        snapshots: sum(counts.map((c) => c.snapshots)),
        deltasReceived: deltas / seconds,
        levelsReceived: received / seconds,
        feedLevels: publishedTotal / seconds,
        loadAverage: loadavg()[0] ?? 0,
      };
      this.log(
        `    ${gatewayCount} gateway(s): delivered ${values.deliveredShare.toFixed(1)} %, ` +
          `p50 ${values.latencyP50Millis.toFixed(1)} ms, p99 ${values.latencyP99Millis.toFixed(1)} ms, ` +
          `${values.memoryPerConnectionKiB.toFixed(1)} KiB/conn, ` +
          `${values.cpuPer1kClients.toFixed(1)} % core per 1k (gw ${values.gatewayCpu.toFixed(0)} %, ` +
          `haproxy ${values.balancerCpu.toFixed(0)} %, engine ${values.engineCpu.toFixed(0)} %, ` +
          `clients ${values.loadGeneratorCpu.toFixed(0)} %), feed ${Math.round(values.feedLevels)}/s, ` +
          `${values.snapshots} snapshots, ${closed} closed, load ${values.loadAverage.toFixed(2)}`,
      );
      return values;
    } finally {
      await this.ask(() => ({ type: 'close' })).catch(() => undefined);
      for (const b of balancers) await b.stop().catch(() => undefined);
      await Promise.all(gateways.map((g) => g.kill('SIGTERM')));
    }
  }
}
