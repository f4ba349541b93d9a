// An engine shard's memory of what other processes change (issue 20 step 4, docs/scale-out.md
// "Shards"). Another shard's commits, the home shard's wallet, quote and post-trade bookings and
// the scheduler's runs all move balances this shard's admission reads, and the other shards'
// stored locks move with their orders. Every such transaction raises the subaccount's event
// seq; when PostgreSQL's seq is ahead of memory's, the subaccount is read back in one snapshot
// (balances, other shards' locks, modes) and replaces memory's, in the order queue so no commit
// of this shard is half applied. What says a subaccount moved: the private stream's commit
// updates on the bus (at once), and a sweep of the stored seqs (a change whose update was lost
// still arrives within one sweep). Memory that lags is never spent from: the commit checks the
// stored balance and locks under the row lock (commit.ts checkBalances) and reloads on a gap.
import type { Kysely } from 'kysely';
import type { Bus, BusSubscription } from '../bus/bus';
import { DURABLE_PREFIX } from '../bus/bus';
import { PRIVATE_PREFIX } from '../bus/topic-feeds';
import type { Database } from '../db/schema';
import type { TimerHandle, Timers } from '../market-runtime/timers';
import type { AccountState } from './account-state';
import type { IdStride } from './id-stride';
import { storedEventSeqs, subaccountSnapshots } from './snapshot-store';

/** What the follower needs of the order service. */
export interface FollowedEngine {
  readonly state: AccountState;
  readonly shard: IdStride;
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
}

export interface ShardFollowerOptions {
  readonly db: Kysely<Database>;
  readonly engine: FollowedEngine;
  readonly timers: Timers;
  /** How often the stored seqs are compared with memory's. */
  readonly sweepMillis: number;
  readonly onError: (error: unknown) => void;
}

/** `ev.acct.<subaccount>.commit`: a committed change of the subaccount (private-wire.ts). */
const COMMITS = `${DURABLE_PREFIX}.${PRIVATE_PREFIX}.*.commit`;

export class ShardFollower {
  private readonly due = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  private sweepTimer: TimerHandle | null = null;
  private heard: BusSubscription | null = null;

  constructor(private readonly o: ShardFollowerOptions) {}

  /** Sweeps every `sweepMillis`; with a bus, also follows the commits announced from now on. */
  async start(bus?: Bus): Promise<void> {
    this.sweepTimer = this.o.timers.setInterval(() => {
      this.sweep().catch(this.o.onError);
    }, this.o.sweepMillis);
    if (!bus) return;
    this.heard = await bus.follow(COMMITS, (await bus.lastSeq()) + 1, (message) => {
      const sub = Number(message.subject.split('.')[2]);
      const seq = message.data.length >= 8 ? Buffer.from(message.data).readDoubleBE(0) : NaN;
      if (!Number.isSafeInteger(sub) || !Number.isSafeInteger(seq)) return;
      if (this.o.engine.state.seen.through(sub) < seq) this.refresh([sub]).catch(this.o.onError);
    });
  }

  async stop(): Promise<void> {
    if (this.sweepTimer !== null) this.o.timers.clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.heard?.unsubscribe();
    this.heard = null;
    await this.chain;
  }

  /** Reads back every subaccount whose stored seq is ahead of memory's. */
  async sweep(): Promise<void> {
    const seen = this.o.engine.state.seen;
    const behind: number[] = [];
    for (const [sub, seq] of await storedEventSeqs(this.o.db))
      if (seen.through(sub) < seq) behind.push(sub);
    await this.refresh(behind);
  }

  /**
   * Reads the subaccounts back; resolves once they are. Calls made while one runs share the
   * next read (what is due when it starts).
   */
  refresh(subaccountIds: Iterable<number>): Promise<void> {
    for (const sub of subaccountIds) this.due.add(sub);
    const run = this.chain.then(() =>
      this.due.size === 0 ? undefined : this.o.engine.runExclusive(() => this.flush()),
    );
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async flush(): Promise<void> {
    const subs = [...this.due];
    this.due.clear();
    await readBack(this.o.db, this.o.engine, subs);
  }
}

/**
 * Replaces memory's balances, other shards' locks and modes of the subaccounts with what
 * PostgreSQL holds, in one snapshot. The caller holds the engine's order queue.
 */
export async function readBack(
  db: Kysely<Database>,
  engine: Pick<FollowedEngine, 'state' | 'shard'>,
  subaccountIds: readonly number[],
): Promise<void> {
  const state = engine.state;
  state.beginRefresh();
  try {
    const snapshots = await subaccountSnapshots(db, subaccountIds, engine.shard.index);
    for (const [sub, snapshot] of snapshots) state.refreshed(sub, snapshot);
  } finally {
    state.endLoad();
  }
}
