// The venue as a cluster on loopback (issue 20, docs/scale-out.md): nats-server with
// JetStream, PostgreSQL (a temporary one, or DATABASE_URL), S engine shards of E engines each
// (in each shard one active, the others standbys waiting for that shard's engine lock),
// schedulers (one active, the others waiting for the scheduler lock), market simulators (one
// active that every engine follows, the others standbys following it), N gateways and HAProxy
// in front. `npm run start:cluster` runs it; the
// failure tests start one and kill its parts.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNatsServer, type NatsProcess } from '../bus/nats-process';
import { startHaproxy, type HaproxyProcess } from './haproxy';
import { startPostgres, type PostgresProcess } from './pg-process';
import { freePort } from './ports';
import { VenueProcess } from './venue-process';

export interface ClusterOptions {
  readonly gateways: number;
  /** Engine processes per shard: the first to take its lock is active, the rest wait (default 2). */
  readonly engines?: number;
  /** Engine shards, each matching its own instruments (server/orders/shards.ts; default 1). */
  readonly shards?: number;
  /** Scheduler processes: one active, the rest standbys (default 2). */
  readonly schedulers?: number;
  /** Simulator processes: one active, the rest standbys (default 2); 0: each engine simulates
   *  the market itself, as `npm start` does. */
  readonly simulators?: number;
  /** The balancer's port (0: a free one). */
  readonly port: number;
  /** The balancer's address (default 127.0.0.1). */
  readonly host?: string;
  /** An existing database; else a temporary PostgreSQL for this cluster. */
  readonly databaseUrl?: string;
  /** Passed to the engine (FEED_RATE, FEED_SEED, LOG_LEVEL, SMTP_URL, ...). */
  readonly engineEnv?: Readonly<Record<string, string>>;
  /** Added to the schedulers' environment (a test's fault injection). */
  readonly schedulerEnv?: Readonly<Record<string, string>>;
  /** The repository root (where server/main.ts and dist/ are). */
  readonly cwd: string;
  readonly onOutput: (name: string, line: string) => void;
}

export interface Cluster {
  /** The balancer: what a browser opens. */
  readonly url: string;
  readonly nats: NatsProcess;
  readonly databaseUrl: string;
  /** The home shard's engines (shards[0]): engines[0] is active at start, the others standbys. */
  readonly engines: readonly VenueProcess[];
  /** Each shard's engines, in shard order; the first of each is active at start. */
  readonly shards: readonly (readonly VenueProcess[])[];
  readonly gateways: readonly VenueProcess[];
  /** schedulers[0] is active at start, the others are standbys. */
  readonly schedulers: readonly VenueProcess[];
  /** simulators[0] is active at start, the others are standbys. */
  readonly simulators: readonly VenueProcess[];
  /** The engine of a shard (default the home shard) serving now, or null during a takeover. */
  activeEngine(shard?: number): Promise<VenueProcess | null>;
  /** Where the engine writes mail (sign-in codes) when there is no SMTP_URL. */
  readonly outboxDir: string;
  stop(): Promise<void>;
}

/** Seeding the demo institution on a fresh database takes most of an engine's start. */
const ENGINE_READY_MILLIS = 300_000;
export const DEFAULT_ENGINES = 2;
export const DEFAULT_SCHEDULERS = 2;
export const DEFAULT_SIMULATORS = 2;
const GATEWAY_READY_MILLIS = 60_000;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-cluster-'));
  const stops: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    await mkdir(join(dir, 'nats'));
    const nats = await startNatsServer({ storeDir: join(dir, 'nats'), detached: true });
    stops.push(() => nats.stop('SIGTERM'));
    let databaseUrl = options.databaseUrl;
    if (databaseUrl === undefined) {
      const postgres: PostgresProcess = await startPostgres();
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    const common = {
      DATABASE_URL: databaseUrl,
      NATS_URL: nats.url,
      // The engine hears the gateways, the gateways the balancer: all on loopback.
      TRUST_PROXY: '127.0.0.1',
    };
    // One folder for every engine (outbox, report files): only the active one writes, and a
    // standby that takes over serves what the previous one wrote.
    const engineDir = join(dir, 'engine');
    const simulatorCount = options.simulators ?? DEFAULT_SIMULATORS;
    const engineEnv = {
      ...common,
      ...(simulatorCount > 0 ? { FOLLOW_SIMULATOR: '1' } : {}),
      DATA_DIR: engineDir,
      // One key for the cluster's life, so a restarted or standby engine opens what was sealed.
      SECRET_KEY: randomBytes(32).toString('hex'),
      ...options.engineEnv,
    };
    /** A process of the cluster, stopped with the rest (SIGTERM, in reverse order). */
    const member = async (
      name: string,
      role: 'engine' | 'gateway' | 'scheduler' | 'simulator',
      readyMillis: number,
      env: Readonly<Record<string, string>>,
    ) => {
      const started = new VenueProcess({
        name,
        role,
        port: await freePort(),
        cwd: options.cwd,
        readyMillis,
        onOutput: options.onOutput,
        env,
      });
      stops.push(() => started.kill('SIGTERM'));
      return started;
    };
    const shardCount = options.shards ?? 1;
    const shards: VenueProcess[][] = [];
    for (let k = 0; k < shardCount; k++) {
      const engines: VenueProcess[] = [];
      for (let i = 1; i <= (options.engines ?? DEFAULT_ENGINES); i++)
        engines.push(
          await member(
            shardCount === 1 ? `engine-${i}` : `shard-${k}-engine-${i}`,
            'engine',
            ENGINE_READY_MILLIS,
            shardCount === 1 ? engineEnv : { ...engineEnv, SHARD: `${k}/${shardCount}` },
          ),
        );
      shards.push(engines);
    }
    const engines = shards[0] ?? [];
    // The market: the first simulator waits for the instruments the home engine seeds, the
    // engines wait for its first state; the others follow it as standbys.
    const feed = {
      ...common,
      ...Object.fromEntries(
        ['FEED_RATE', 'FEED_SEED', 'LOG_LEVEL'].flatMap((k) => {
          const v = options.engineEnv?.[k];
          return v === undefined ? [] : [[k, v]];
        }),
      ),
    };
    const simulators: VenueProcess[] = [];
    for (let i = 1; i <= simulatorCount; i++)
      simulators.push(
        await member(`simulator-${i}`, 'simulator', ENGINE_READY_MILLIS, {
          ...feed,
          SIMULATOR_NAME: `simulator-${i}`,
        }),
      );
    // The home shard's first engine seeds and serves, then every other shard's first engine
    // loads; the others then wait for their shard's lock (started while the gateways start).
    await Promise.all([engines[0]?.start(), simulators[0]?.start()]);
    await Promise.all(shards.slice(1).map((s) => s[0]?.start()));
    const standbys = Promise.all(shards.flatMap((s) => s.slice(1)).map((e) => e.start('standby')));
    standbys.catch(() => undefined); // awaited with the gateways below
    const gateways: VenueProcess[] = [];
    for (let i = 1; i <= options.gateways; i++)
      gateways.push(
        await member(`gateway-${i}`, 'gateway', GATEWAY_READY_MILLIS, {
          ...common,
          ENGINE_URLS: shards.map((s) => s.map((e) => e.url).join(',')).join(';'),
          GATEWAY_NAME: `gateway-${i}`,
        }),
      );
    // The timetable: the first takes the scheduler lock, the others wait for it.
    const logLevel = options.engineEnv?.['LOG_LEVEL'];
    const schedulers: VenueProcess[] = [];
    for (let i = 1; i <= (options.schedulers ?? DEFAULT_SCHEDULERS); i++)
      schedulers.push(
        await member(`scheduler-${i}`, 'scheduler', GATEWAY_READY_MILLIS, {
          ...common,
          SCHEDULER_NAME: `scheduler-${i}`,
          // With the simulator process, report jobs are the scheduler's: it follows the same
          // market and writes into the folder the engines serve downloads from.
          ...(simulatorCount > 0
            ? { FOLLOW_SIMULATOR: '1', REPORTS_DIR: join(engineDir, 'reports') }
            : {}),
          ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
          ...options.schedulerEnv,
        }),
      );
    await schedulers[0]?.start();
    await Promise.all([
      standbys,
      ...schedulers.slice(1).map((s) => s.start('standby')),
      ...simulators.slice(1).map((s) => s.start('standby')),
      ...gateways.map((g) => g.start()),
    ]);
    const port = options.port === 0 ? await freePort() : options.port;
    const haproxy: HaproxyProcess = await startHaproxy({
      dir,
      port,
      gateways: gateways.map((g) => g.port),
      ...(options.host ? { host: options.host } : {}),
      onOutput: (line) => options.onOutput('haproxy', line),
    });
    stops.push(() => haproxy.stop());
    await waitForBalancer(`http://127.0.0.1:${port}`);
    return {
      url: `http://${options.host && options.host !== '127.0.0.1' ? options.host : 'localhost'}:${port}`,
      nats,
      databaseUrl,
      engines,
      shards,
      gateways,
      schedulers,
      simulators,
      async activeEngine(shard = 0) {
        for (const engine of shards[shard] ?? [])
          if ((await engine.health()) === 'serving') return engine;
        return null;
      },
      outboxDir: join(engineDir, 'outbox'),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** HAProxy marks gateways up after two passed checks: wait until it forwards. */
async function waitForBalancer(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('HAProxy did not forward to any gateway');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
