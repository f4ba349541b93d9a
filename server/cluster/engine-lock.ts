// The engine lock of a cluster (issue 20, docs/scale-out.md "Active and standby engines"):
// balances, locks and books live in the engine's memory, so exactly one engine may run. Each
// engine process takes a session-level PostgreSQL advisory lock on a connection of its own
// before it builds the venue; a standby waits on that lock. When the active engine dies its
// session ends, PostgreSQL releases the lock and a standby gets it. An engine whose lock
// connection fails or stops answering must stop at once (`onLost`): it can no longer know
// that it is the only one.
import pg from 'pg';

/**
 * The advisory lock's key: 'DESK' in the high 32 bits, 1 (the engine) in the low ones. In
 * pg_locks it shows as locktype 'advisory', classid 1145393995, objid 1, objsubid 1.
 */
export const ENGINE_LOCK_KEY = '4919429749559787521';
/** The scheduler process's lock (scheduler-role.ts): 'DESK' high, 2 low; objid 2 in pg_locks. */
export const SCHEDULER_LOCK_KEY = '4919429749559787522';
/** The simulator process's lock (simulator-role.ts): 'DESK' high, 3 low; objid 3 in pg_locks. */
export const SIMULATOR_LOCK_KEY = '4919429749559787523';

/** The engine lock of shard k: ENGINE_LOCK_KEY for shard 0; 'DESK' high, 0x10000 + k low. */
export function engineLockKey(shard: number): string {
  if (shard === 0) return ENGINE_LOCK_KEY;
  return String((BigInt(ENGINE_LOCK_KEY) & ~0xffffffffn) | BigInt(0x10000 + shard));
}

/**
 * How often the held lock's connection is checked, and how many checks in a row may find the
 * previous one unanswered. Counted in checks, not by the wall clock: a venue building itself
 * may block the event loop for seconds, and an answer waiting in the socket is read right
 * after the one check that runs late.
 */
export const LOCK_CHECK_MILLIS = 1000;
export const LOCK_CHECK_MISSES = 5;
/** A failed wait (database down) is tried again after this. */
const RETRY_MILLIS = 1000;

/**
 * Server-side TCP keepalive of the lock's session: an engine whose host vanishes (no FIN, no
 * RST) loses the lock after about idle + interval × count = 5 + 2 × 3 = 11 s. That is longer
 * than the engine's own check (LOCK_CHECK_MISSES checks unanswered, about 5 s), so an engine
 * cut off from the database stops before a standby can start.
 */
const KEEPALIVE_SETTINGS = [
  'SET tcp_keepalives_idle = 5',
  'SET tcp_keepalives_interval = 2',
  'SET tcp_keepalives_count = 3',
];

export interface EngineLockOptions {
  readonly databaseUrl: string;
  /** Which lock (default ENGINE_LOCK_KEY) and the session's application_name. */
  readonly key?: string;
  readonly applicationName?: string;
  /** Called once while the lock is held by another session (this engine is the standby). */
  readonly onWaiting?: () => void;
  /** Called when a wait failed and will be tried again (database unreachable, …). */
  readonly onRetry?: (error: unknown) => void;
}

export class EngineLock {
  private timer: NodeJS.Timeout | null = null;
  private released = false;
  private lostListener: ((reason: string) => void) | null = null;
  private lostReason: string | null = null;

  private constructor(private readonly client: pg.Client) {}

  /**
   * Resolves once this process holds the lock: at once when no engine runs, else when the
   * active engine's session ends. Tries again after a failed connection.
   */
  static async acquire(options: EngineLockOptions): Promise<EngineLock> {
    const key = options.key ?? ENGINE_LOCK_KEY;
    let told = false;
    for (;;) {
      const client = new pg.Client({
        connectionString: options.databaseUrl,
        keepAlive: true,
        application_name: options.applicationName ?? 'desk-engine-lock',
      });
      // A connection error while waiting surfaces as the query's rejection below.
      client.on('error', () => undefined);
      try {
        await client.connect();
        for (const setting of KEEPALIVE_SETTINGS) await client.query(setting);
        const tried = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS locked',
          [key],
        );
        if (!tried.rows[0]?.locked) {
          if (!told) options.onWaiting?.();
          told = true;
          // Blocks until the holder's session ends: the standby's wait.
          await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
        }
        const lock = new EngineLock(client);
        lock.watch();
        return lock;
      } catch (error) {
        await client.end().catch(() => undefined);
        options.onRetry?.(error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MILLIS));
      }
    }
  }

  /** The listener is called once, when the lock can no longer be known to be held. */
  onLost(listener: (reason: string) => void): void {
    this.lostListener = listener;
    if (this.lostReason !== null) listener(this.lostReason);
  }

  /** The session's backend pid (pg_stat_activity, pg_locks). */
  async backendPid(): Promise<number> {
    const answer = await this.client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return Number(answer.rows[0]?.pid);
  }

  /** Ends the session, which releases the lock (a clean shutdown). */
  async release(): Promise<void> {
    this.released = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.client.end().catch(() => undefined);
  }

  private watch(): void {
    this.client.on('error', (error) => this.lose(`lock connection failed: ${error.message}`));
    this.client.on('end', () => this.lose('lock connection closed'));
    let checking = false;
    let misses = 0;
    this.timer = setInterval(() => {
      if (checking) {
        if (++misses >= LOCK_CHECK_MISSES)
          this.lose(`lock connection silent for ${misses} checks in a row`);
        return;
      }
      checking = true;
      misses = 0;
      this.client.query('SELECT 1').then(
        () => (checking = false),
        (error: Error) => this.lose(`lock check failed: ${error.message}`),
      );
    }, LOCK_CHECK_MILLIS);
    this.timer.unref();
  }

  private lose(reason: string): void {
    if (this.released || this.lostReason !== null) return;
    this.lostReason = reason;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.lostListener?.(reason);
  }
}
