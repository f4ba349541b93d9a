// Process roles of `server/main.ts` (issue 20, docs/scale-out.md): no --role is today's one
// process; `--role engine` is that same venue on NATS and PostgreSQL that also serves the
// gateways, built only once the process holds the engine lock of its shard (engine-role.ts:
// the others wait as standbys; SHARD=k/M makes it engine shard k of M, shards.ts);
// `--role gateway` holds browsers' sockets and forwards HTTP to the active engine of each
// call's shard; `--role scheduler` keeps the treasury and end-of-day timetable and asks the active
// engine to execute it (scheduler-role.ts); `--role simulator` steps the one market every
// engine shard follows when FOLLOW_SIMULATOR=1 (simulator-role.ts).
import { NatsBus } from '../bus/nats';
import { idStride, ONE_ENGINE, type IdStride } from '../orders/id-stride';
import { startGateway } from './gateway';
import { startScheduler } from './scheduler-role';
import { startSimulator } from './simulator-role';

export type Role = 'single' | 'engine' | 'gateway' | 'scheduler' | 'simulator';
const ROLES: readonly Role[] = ['engine', 'gateway', 'scheduler', 'simulator'];

/** The role named by `--role <name>` (or `--role=<name>`) on the command line. */
export function roleFromArgs(args: readonly string[]): Role {
  const index = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (index < 0) return 'single';
  const arg = args[index] as string;
  const value = arg.includes('=') ? arg.slice('--role='.length) : args[index + 1];
  const role = ROLES.find((r) => r === value);
  if (role) return role;
  throw new Error(`--role must be engine, gateway, scheduler or simulator, got ${String(value)}`);
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} must be set for this role`);
  return value;
}

/**
 * Test-only fault injection (tests/integration/cluster.test.ts R-SCALE-6, 13): a treasury run
 * of `--role scheduler` waits this many milliseconds inside its transaction, before the commit,
 * so a test can kill the scheduler, or the engine, while a run is in progress. Unset (always,
 * outside that test): no wait.
 */
export const FAULT_TREASURY_COMMIT_DELAY = 'FAULT_TREASURY_COMMIT_DELAY_MS';

function treasuryFault(
  write: (line: string) => void,
): { treasuryBeforeRunCommit: (runId: number) => Promise<void> } | Record<string, never> {
  const raw = process.env[FAULT_TREASURY_COMMIT_DELAY];
  if (raw === undefined || raw === '') return {};
  const millis = Number(raw);
  if (!Number.isInteger(millis) || millis < 0)
    throw new Error(`${FAULT_TREASURY_COMMIT_DELAY} must be a number of milliseconds, got ${raw}`);
  return {
    treasuryBeforeRunCommit: async (runId) => {
      write(`fault injection: treasury run ${runId} waits ${millis} ms before its commit`);
      await new Promise((resolve) => setTimeout(resolve, millis));
    },
  };
}

/** FOLLOW_SIMULATOR=1: the engine's market is the simulator process's (sim-wire.ts). */
export const FOLLOW_SIMULATOR = 'FOLLOW_SIMULATOR';

/** FOLLOW_SIMULATOR of the environment: true for 1, false for 0 or unset. */
export function followsSimulator(): boolean {
  const follow = process.env[FOLLOW_SIMULATOR] ?? '';
  if (!['', '0', '1'].includes(follow))
    throw new Error(`${FOLLOW_SIMULATOR} must be 1 or 0, got ${follow}`);
  return follow === '1';
}

/** createApp options of the engine: its bus is NATS (NATS_URL), it serves the gateways and
 *  takes the cut-offs the scheduler process asks for (it keeps no timetable of its own); with
 *  FOLLOW_SIMULATOR=1 it follows the market of `--role simulator` instead of simulating one,
 *  and leaves report jobs to the scheduler, which then follows the same market. */
export async function engineAppOptions(onHandlerError: (error: unknown) => void): Promise<{
  bus: NatsBus;
  clusterEngine: true;
  externalScheduler: true;
  followSimulator: boolean;
  externalReports: boolean;
}> {
  required('DATABASE_URL');
  const bus = await NatsBus.connect({
    servers: required('NATS_URL'),
    name: 'engine',
    onHandlerError,
  });
  const follow = followsSimulator();
  return {
    bus,
    clusterEngine: true,
    externalScheduler: true,
    followSimulator: follow,
    externalReports: follow,
  };
}

/** SHARD=k/M (engine shard k of M, docs/scale-out.md "Shards"); unset: the one engine, 0/1. */
export function shardFromEnv(raw: string | undefined): IdStride {
  if (raw === undefined || raw === '') return ONE_ENGINE;
  const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!match) throw new Error(`SHARD must be k/M (shard k of M, from 0), got ${raw}`);
  return idStride(Number(match[1]), Number(match[2]));
}

/** ENGINE_URLS: each shard's engines, comma separated, the shards separated by `;` in shard
 *  order ("http://a,http://b;http://c,http://d": shard 0 on a and b, shard 1 on c and d). */
export function engineUrlsFromEnv(raw: string): string[][] {
  const shards = raw.split(';').map((list) =>
    list
      .split(',')
      .map((u) => u.trim())
      .filter((u) => u !== ''),
  );
  if (shards.some((urls) => urls.length === 0))
    throw new Error(`ENGINE_URLS names no engine for a shard: ${raw}`);
  return shards;
}

/** STREAM_MAX_CONNECTIONS: a whole number from 1, or undefined when unset. */
export function maxConnectionsFromEnv(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`STREAM_MAX_CONNECTIONS must be a whole number from 1, got ${raw}`);
  return value;
}

/** `--role gateway`: PORT, HOST, DATABASE_URL, NATS_URL, ENGINE_URLS (the engines, comma
 *  separated, shards separated by `;`; ENGINE_URL for one), GATEWAY_NAME, TRUST_PROXY (the
 *  balancer's addresses), LOG_LEVEL, STREAM_MAX_CONNECTIONS (open sockets at once, default 1000), METRICS_TOKEN (as
 *  the engine's: the bearer token of the /metrics scraper). Stops on SIGINT/SIGTERM. */
export async function runGateway(): Promise<void> {
  const name = process.env['GATEWAY_NAME'] ?? `gateway-${process.pid}`;
  const maxConnections = maxConnectionsFromEnv(process.env['STREAM_MAX_CONNECTIONS']);
  const metricsToken = process.env['METRICS_TOKEN'];
  const gateway = await startGateway({
    databaseUrl: required('DATABASE_URL'),
    natsUrl: required('NATS_URL'),
    engineUrls: engineUrlsFromEnv(process.env['ENGINE_URLS'] || required('ENGINE_URL')),
    port: Number(process.env['PORT'] ?? 0),
    host: process.env['HOST'] ?? '127.0.0.1',
    name,
    trustedProxies: (process.env['TRUST_PROXY'] ?? '127.0.0.1')
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== ''),
    logLevel: process.env['LOG_LEVEL'] ?? 'warn',
    ...(maxConnections === undefined ? {} : { maxConnections }),
    ...(metricsToken ? { metricsToken } : {}),
  });
  process.stdout.write(`${name} listening on port ${gateway.port}\n`);
  stopOnSignals(() => gateway.close());
}

/** SIGINT/SIGTERM close the process's work, then exit (1 when closing fails or hangs 5 s). */
function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5000).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `--role scheduler`: DATABASE_URL, NATS_URL, PORT (its /healthz), HOST, SCHEDULER_NAME,
 *  LOG_LEVEL; FOLLOW_SIMULATOR=1 with REPORTS_DIR (the engines' DATA_DIR/reports): it runs the
 *  report jobs. Exits with code 70 when its lock is lost; stops on SIGINT/SIGTERM. */
export async function runScheduler(): Promise<void> {
  const name = process.env['SCHEDULER_NAME'] ?? `scheduler-${process.pid}`;
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const scheduler = await startScheduler({
    databaseUrl: required('DATABASE_URL'),
    natsUrl: required('NATS_URL'),
    port: Number(process.env['PORT'] ?? 0),
    host: process.env['HOST'] ?? '127.0.0.1',
    name,
    logLevel: process.env['LOG_LEVEL'] ?? 'warn',
    write,
    ...treasuryFault(write),
    ...(followsSimulator() ? { reportsDir: required('REPORTS_DIR') } : {}),
    onLost: (reason) => {
      console.error(`scheduler lock lost (${reason}): stopping`);
      process.exit(70);
    },
  });
  write(`${name} listening on port ${scheduler.port}`);
  stopOnSignals(() => scheduler.close());
}

/** `--role simulator`: DATABASE_URL, NATS_URL, PORT (its /healthz), HOST, SIMULATOR_NAME,
 *  FEED_RATE, FEED_SEED (as the engine reads them). Exits with code 70 when its lock is lost;
 *  stops on SIGINT/SIGTERM. */
export async function runSimulator(feed: { feedRate: number; feedSeed: number }): Promise<void> {
  const name = process.env['SIMULATOR_NAME'] ?? `simulator-${process.pid}`;
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const simulator = await startSimulator({
    databaseUrl: required('DATABASE_URL'),
    natsUrl: required('NATS_URL'),
    port: Number(process.env['PORT'] ?? 0),
    host: process.env['HOST'] ?? '127.0.0.1',
    name,
    feedRate: feed.feedRate,
    feedSeed: feed.feedSeed,
    write,
    onLost: (reason) => {
      console.error(`simulator lock lost (${reason}): stopping`);
      process.exit(70);
    },
  });
  write(`${name} listening on port ${simulator.port}`);
  stopOnSignals(() => simulator.close());
}
