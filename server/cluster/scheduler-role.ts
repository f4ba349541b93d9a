// `--role scheduler` (issue 20, docs/scale-out.md "The scheduler process"): the venue's
// timetable and its simulated chains as a process of its own. It claims due treasury periods and runs them itself, in
// PostgreSQL (every spend is checked there against the stored locks); each run's booking goes
// to the engine's memory through the booking outbox and the bus (transfers/booking-feed.ts),
// and the run's announcement to the entity's members through the bus. It checks end-of-day
// cut-offs and asks the active engine to take a missing one (scheduler-wire.ts: the snapshot
// values positions at the engine's marks). One scheduler is active at a time, chosen by a
// PostgreSQL advisory lock of its own (SCHEDULER_LOCK_KEY); the others wait as standbys and
// take over when its session ends. Reads DATABASE_URL, NATS_URL, PORT (its /healthz), HOST,
// SCHEDULER_NAME, LOG_LEVEL; with FOLLOW_SIMULATOR=1 it also runs report jobs (REPORTS_DIR).
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { MemberEvents } from '../approvals/events';
import { NatsBus } from '../bus/nats';
import { MEMBER_PREFIX, publishTopics } from '../bus/topic-feeds';
import { openDatabase, pingDatabase } from '../db/connect';
import { realTimers } from '../market-runtime/timers';
import { EodTimetable } from '../portfolio/eod-job';
import { TreasuryCore } from '../treasury/core';
import { localTreasuryExecutor, TreasuryScheduler } from '../treasury/scheduler';
import { BookingOutbox } from '../transfers/booking-feed';
import { StakingChain } from '../custody/staking-chain';
import { SimulatedChain } from '../wallet/chain';
import { WalletEvents } from '../wallet/core';
import { EngineLock, SCHEDULER_LOCK_KEY } from './engine-lock';
import { startHealthServer } from './health-server';
import { startSchedulerReports } from './scheduler-reports';
import { remoteTakeCutoff } from './scheduler-wire';

/** After a failed tick (the engine away, a takeover), the next one comes this soon. */
export const SCHEDULER_RETRY_MILLIS = 1000;

type SchedulerStatus = 'standby' | 'starting' | 'active';

export interface SchedulerOptions {
  readonly databaseUrl: string;
  readonly natsUrl: string;
  readonly port: number;
  readonly host: string;
  readonly name: string;
  readonly logLevel: string;
  readonly write: (line: string) => void;
  /** The lock was lost: another scheduler may be active now, so this one must stop at once. */
  readonly onLost: (reason: string) => void;
  /** Test-only fault injection: called in a run's transaction before its commit (roles.ts). */
  readonly treasuryBeforeRunCommit?: (runId: number) => Promise<void>;
  /**
   * The engines' reports folder: when set (a cluster whose market is the simulator process's),
   * this scheduler runs report jobs (scheduler-reports.ts) and the engines run none.
   */
  readonly reportsDir?: string;
}

export interface SchedulerProcess {
  readonly port: number;
  close(): Promise<void>;
}

export async function startScheduler(options: SchedulerOptions): Promise<SchedulerProcess> {
  const log = pino({ level: options.logLevel, name: options.name }) as FastifyBaseLogger;
  let status: SchedulerStatus = 'standby';
  let dbReady: () => Promise<boolean> = () => Promise.resolve(false);
  const health = await startHealthServer({
    port: options.port,
    host: options.host,
    role: 'scheduler',
    name: options.name,
    check: async () => ({ status, healthy: status === 'active' && (await dbReady()) }),
  });

  const lock = await EngineLock.acquire({
    databaseUrl: options.databaseUrl,
    key: SCHEDULER_LOCK_KEY,
    applicationName: 'desk-scheduler-lock',
    onWaiting: () => options.write('scheduler standby: another scheduler holds the scheduler lock'),
    onRetry: (error) =>
      options.write(
        `scheduler lock: waiting failed (${error instanceof Error ? error.message : String(error)}); trying again`,
      ),
  });
  lock.onLost(options.onLost);
  status = 'starting';
  const handle = await openDatabase({ databaseUrl: options.databaseUrl });
  const { db } = handle;
  dbReady = () =>
    pingDatabase(db).then(
      () => true,
      () => false,
    );
  const bus = await NatsBus.connect({
    servers: options.natsUrl,
    name: options.name,
    onHandlerError: (error) => log.error({ err: error }, 'bus delivery failed'),
  });
  const onError = (error: unknown) => log.error({ err: error }, 'end-of-day check failed');
  const busError = (error: unknown) => log.error({ err: error }, 'bus append failed');
  // Runs announce themselves to the entity's members; their bookings reach the engine.
  const memberEvents = new MemberEvents(db);
  const stopPublishing = publishTopics(bus, MEMBER_PREFIX, memberEvents, {
    timers: realTimers,
    onError: busError,
  });
  const outbox = new BookingOutbox(db, bus, busError);
  // What a scheduler that died between a commit and its append left behind goes first (if
  // the bus is away, the first tick's relay tries again).
  await outbox.relay().catch(busError);
  const core = new TreasuryCore(db, Date.now, outbox, memberEvents);
  const cutoffs = new EodTimetable({
    db,
    now: Date.now,
    timers: realTimers,
    take: remoteTakeCutoff(bus),
    onError,
  });
  const treasury = new TreasuryScheduler({
    db,
    now: Date.now,
    timers: realTimers,
    log,
    executor: localTreasuryExecutor(core, options.treasuryBeforeRunCommit),
    retryMillis: SCHEDULER_RETRY_MILLIS,
    // A cut-off the engine could not take (it was away) is taken on a later tick.
    afterTick: async () => {
      await outbox.relay();
      await cutoffs.catchUp();
    },
  });
  // The simulated chains: withdrawals broadcast and confirmed, deposits credited, staking
  // rewards paid; each block one transaction whose bookings reach the engine over the bus.
  const walletEvents = new WalletEvents(db, Date.now, memberEvents);
  const chain = new SimulatedChain({
    core: walletEvents,
    bookings: outbox,
    timers: realTimers,
    log,
  });
  const staking = new StakingChain({
    core: walletEvents,
    bookings: outbox,
    timers: realTimers,
    log,
  });
  const stopReports =
    options.reportsDir === undefined
      ? null
      : await startSchedulerReports({
          db,
          bus,
          dir: options.reportsDir,
          memberEvents,
          log,
          write: options.write,
        });
  status = 'active';
  options.write(
    'scheduler lock acquired: keeping the treasury and end-of-day timetable and the simulated chains',
  );
  treasury.start();
  chain.start();
  staking.start();
  // Checks cut-offs at start and takes each next one at its time; failures are retried by
  // the treasury ticks above.
  void cutoffs.start().catch(onError);
  return {
    port: health.port,
    async close() {
      await treasury.stop();
      await chain.stop();
      await staking.stop();
      await cutoffs.stop();
      await stopReports?.();
      await outbox.relay().catch(busError);
      stopPublishing();
      await bus.close();
      await handle.close();
      await lock.release();
      await health.close();
    },
  };
}
