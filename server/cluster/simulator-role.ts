// `--role simulator` (issue 20, docs/scale-out.md "The simulator process"): the one market of a
// cluster. It steps the market simulator in real time and publishes every step on the bus;
// each engine shard follows it (sim-wire.ts), so every shard matches, triggers and values on
// the same books and prices. One simulator is active at a time, chosen by a PostgreSQL
// advisory lock of its own (SIMULATOR_LOCK_KEY). A standby follows the active one while it
// waits, and when it takes over it continues each market from the last price and candles it
// heard, instead of starting the markets afresh. Reads DATABASE_URL (the instruments, which
// the home engine's migrations write), NATS_URL, PORT (its /healthz), HOST, SIMULATOR_NAME,
// FEED_RATE, FEED_SEED, LOG_LEVEL.
import { NatsBus } from '../bus/nats';
import { openDatabase } from '../db/connect';
import { waitForMarketInstruments } from '../market-runtime/instruments';
import { MarketRuntime } from '../market-runtime/runtime';
import { realTimers } from '../market-runtime/timers';
import { minuteOf } from '../market/klines';
import { EngineLock, SIMULATOR_LOCK_KEY } from './engine-lock';
import { startHealthServer } from './health-server';
import { followSimulator, publishSimulator } from './sim-wire';

type SimulatorStatus = 'waiting' | 'standby' | 'active';

export interface SimulatorOptions {
  readonly databaseUrl: string;
  readonly natsUrl: string;
  readonly port: number;
  readonly host: string;
  readonly name: string;
  readonly feedRate?: number;
  readonly feedSeed?: number;
  readonly write: (line: string) => void;
  /** The lock was lost: another simulator may be active now, so this one must stop at once. */
  readonly onLost: (reason: string) => void;
}

export interface SimulatorProcess {
  readonly port: number;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions): Promise<SimulatorProcess> {
  let status: SimulatorStatus = 'waiting';
  const health = await startHealthServer({
    port: options.port,
    host: options.host,
    role: 'simulator',
    name: options.name,
    check: () => Promise.resolve({ status, healthy: status === 'active' }),
  });

  const handle = await openDatabase({ databaseUrl: options.databaseUrl });
  const instruments = await waitForMarketInstruments(handle.db, () =>
    options.write('simulator: waiting for the venue database to hold its instruments'),
  );
  const bus = await NatsBus.connect({
    servers: options.natsUrl,
    name: options.name,
    onHandlerError: (error) => options.write(`bus delivery failed: ${String(error)}`),
  });
  // While another simulator is active, follow it, to continue its markets on taking over.
  const follower = await followSimulator(bus, instruments, {
    timers: realTimers,
    waitForFirstLoad: false,
  });
  status = 'standby';
  const lock = await EngineLock.acquire({
    databaseUrl: options.databaseUrl,
    key: SIMULATOR_LOCK_KEY,
    applicationName: 'desk-simulator-lock',
    onWaiting: () => options.write('simulator standby: another simulator holds the simulator lock'),
    onRetry: (error) =>
      options.write(
        `simulator lock: waiting failed (${error instanceof Error ? error.message : String(error)}); trying again`,
      ),
  });
  lock.onLost(options.onLost);
  const followed = follower.market;
  const resume = followed.loaded ? followed.resumePoints() : undefined;
  const continues =
    followed.loaded && followed.epoch !== null
      ? { epoch: followed.epoch, minute: minuteOf(followed.now) }
      : undefined;
  await follower.close();
  await handle.close();
  const runtime = new MarketRuntime({
    instruments,
    now: Date.now,
    timers: realTimers,
    ...(options.feedRate === undefined ? {} : { feedRate: options.feedRate }),
    ...(options.feedSeed === undefined ? {} : { seed: options.feedSeed }),
    ...(resume ? { resume } : {}),
  });
  const stopPublishing = await publishSimulator(bus, runtime, continues);
  runtime.resume();
  status = 'active';
  options.write(
    resume
      ? `simulator lock acquired: continuing ${resume.size} markets from the last prices heard`
      : `simulator lock acquired: simulating ${instruments.length} markets`,
  );
  return {
    port: health.port,
    async close() {
      runtime.stop();
      await stopPublishing();
      await bus.close();
      await lock.release();
      await health.close();
    },
  };
}
