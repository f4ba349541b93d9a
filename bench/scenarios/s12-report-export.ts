// S12: a 1M-row order history export (issue 16 item 8) in the real venue (createApp, PGlite in
// process, so the process's memory is the server's). Ours: the report runner's job, keyset pages
// of 5,000 rows streamed into the CSV file (server/reports/). Baseline: the same rows read in one
// query, the whole CSV built as one string in memory, then written. Both write byte-identical
// files (SHA-256 compared every round). Metrics: rows per second, and the peak live JS heap
// above the round's start (read after a major GC at checkpoints).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { createApp, type VenueApp } from '../../server/app';
import { realTimers } from '../../server/market-runtime/timers';
import { neutraliseCsvCell } from '../../server/reports/csv-cell';
import { ReportRunner } from '../../server/reports/runner';
import { nameOf, type SourceContext } from '../../server/reports/source';
import { ORDER_COLUMNS, orderPage, orderRow } from '../../server/reports/sources/orders';
import { ReportJobStore } from '../../server/reports/store';
import { allPortfolioSubaccounts } from '../../server/portfolio/accounts';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { insertSyntheticOrders } from '../../server/testing/report-data';
import { collectAllGarbage } from '../harness/gc';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext, RoundValues, Way } from '../harness/types';

const ROWS: Readonly<Record<PairContext['size'], number>> = { quick: 50_000, full: 1_000_000 };
/** BENCH_S12_ROWS overrides the full size (a shorter run on a busy machine; the report says so). */
const rowsFor = (size: PairContext['size']): number =>
  size === 'full' && process.env['BENCH_S12_ROWS']
    ? Number(process.env['BENCH_S12_ROWS'])
    : ROWS[size];

const RATE: MetricSpec = {
  key: 'rowsPerSec',
  label: 'Export rate',
  unit: 'rows/s',
  better: 'higher',
};
const PEAK: MetricSpec = {
  key: 'peakMiB',
  label: 'Peak live JS heap above the start',
  unit: 'MiB',
  better: 'lower',
};
const RSS: MetricSpec = { key: 'rssMiB', label: 'Peak resident set', unit: 'MiB', better: 'lower' };

/**
 * Peak live memory over a round: at checkpoints (every 10 pages of the streamed way; after the
 * query, the row mapping and the string of the in-memory way) a full mark-compact runs and then
 * the JS heap is read, so garbage not yet collected never counts. The GC time is taken out of
 * the round's time. (The harness's `collectGarbage` is only a Scavenge on Node 20, which left
 * old-space garbage in the reading: see bench/harness/gc.ts.)
 */
class PeakMeter {
  private base = 0;
  private peak = 0;
  private rss = 0;
  gcMillis = 0;

  start(): void {
    collectAllGarbage();
    const m = process.memoryUsage();
    this.base = m.heapUsed;
    this.peak = this.base;
    this.rss = m.rss;
  }

  settle(): void {
    const t0 = performance.now();
    collectAllGarbage();
    this.gcMillis += performance.now() - t0;
    const m = process.memoryUsage();
    this.peak = Math.max(this.peak, m.heapUsed);
    this.rss = Math.max(this.rss, m.rss);
  }

  stop(): { peakMiB: number; rssMiB: number } {
    return { peakMiB: (this.peak - this.base) / 2 ** 20, rssMiB: this.rss / 2 ** 20 };
  }
}

interface Stage {
  readonly venue: VenueApp;
  readonly dir: string;
  readonly outbox: string;
  readonly userId: number;
  readonly entityId: number;
  readonly subaccountId: number;
  readonly rows: number;
  readonly context: SourceContext;
  dispose(): Promise<void>;
}

async function stage(rows: number): Promise<Stage> {
  const outbox = await mkdtemp(join(tmpdir(), 'bench-s12-outbox-'));
  const dir = await mkdtemp(join(tmpdir(), 'bench-s12-files-'));
  const venue = await createApp({
    outboxDir: outbox,
    reportsDir: dir,
    logger: false,
    marketAutostart: false,
    reportsAutostart: false,
    walletAutostart: false,
    treasuryAutostart: false,
    marketHistoryMinutes: 60,
  });
  const { db } = venue;
  const sub = await db
    .selectFrom('subaccounts as s')
    .innerJoin('customers as c', 'c.id', 's.entity_id')
    .select(['s.id', 's.account_id', 's.entity_id'])
    .where('s.name', '=', 'Edge Main')
    .where('c.name', '=', 'Northwind Capital LLC')
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_TRADER.email)
    .executeTakeFirstOrThrow();
  await insertSyntheticOrders(db, {
    subaccountId: sub.id,
    accountId: sub.account_id,
    count: rows,
    firstTime: Date.UTC(2025, 0, 1),
  });
  const count = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('subaccount_id', '=', sub.id)
    .executeTakeFirstOrThrow();
  const subaccounts = (await allPortfolioSubaccounts(db, sub.entity_id)).filter(
    (s) => s.id === sub.id,
  );
  return {
    venue,
    dir,
    outbox,
    userId: user.id,
    entityId: sub.entity_id,
    subaccountId: sub.id,
    rows: Number(count.n),
    context: {
      db,
      orders: venue.orders,
      rates: () => ({}),
      now: Date.now,
      subaccounts,
      parameters: { subaccountIds: [sub.id], from: null, to: null, filters: {} },
    },
    async dispose() {
      await venue.close();
      await rm(outbox, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const sha = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

function check(reference: { value: string | null }, digest: string, label: string): void {
  if (reference.value === null) reference.value = digest;
  else if (reference.value !== digest)
    throw new Error(`${label}: the file differs from the other way's (sha256 ${digest})`);
}

/** Ours: a report job run by the runner, keyset pages streamed into the file. */
function streamedWay(s: Stage, reference: { value: string | null }): Way {
  const store = new ReportJobStore(s.venue.db);
  let path = '';
  let meter: PeakMeter | null = null;
  let pages = 0;
  const runner = new ReportRunner({
    db: s.venue.db,
    store,
    now: Date.now,
    timers: realTimers,
    dir: s.dir,
    accounts: async () => s.venue.orders,
    rates: () => ({}),
    publish: () => undefined,
    afterPage: () => {
      pages += 1;
      if (pages % 10 === 0) meter?.settle();
    },
  });
  return {
    label: 'Report job: keyset pages streamed to the file (ours)',
    async round(): Promise<RoundValues> {
      const { job } = await store.enqueue({
        userId: s.userId,
        entityId: s.entityId,
        kind: 'order_history_async_download',
        format: 'csv',
        parameters: { subaccountIds: [s.subaccountId], from: null, to: null, filters: {} },
        now: Date.now(),
      });
      const m = new PeakMeter();
      meter = m;
      pages = 0;
      m.start();
      const t0 = performance.now();
      await runner.drain();
      m.settle();
      const millis = performance.now() - t0 - m.gcMillis;
      const mem = m.stop();
      const done = await store.get(job.id);
      if (done?.status !== 'ready' || done.rowsWritten !== s.rows)
        throw new Error(`streamed export ended ${done?.status} with ${done?.rowsWritten} rows`);
      path = join(s.dir, done.fileName ?? '');
      check(reference, await sha(path), this.label);
      await rm(path, { force: true });
      return { rowsPerSec: (s.rows * 1000) / millis, ...mem };
    },
  };
}

/** Baseline: every row in one query, the whole CSV one string in memory, then written. */
function inMemoryWay(s: Stage, reference: { value: string | null }): Way {
  return {
    label: 'All rows in one query, whole file built in memory',
    async round(): Promise<RoundValues> {
      const path = join(s.dir, 'in-memory.csv');
      const meter = new PeakMeter();
      meter.start();
      const t0 = performance.now();
      const records = await orderPage(
        s.venue.db,
        s.subaccountId,
        { from: null, to: null },
        false,
      )(null, Number.MAX_SAFE_INTEGER);
      meter.settle();
      const toRow = orderRow(nameOf(s.context));
      const rows = records.map((r) =>
        toRow(r).map((c) => (c === null ? '' : neutraliseCsvCell(c))),
      );
      meter.settle();
      const text = stringify([ORDER_COLUMNS.map((c) => c.title), ...rows]);
      meter.settle();
      await writeFile(path, text);
      const millis = performance.now() - t0 - meter.gcMillis;
      const mem = meter.stop();
      if (records.length !== s.rows) throw new Error(`in-memory export wrote ${records.length}`);
      check(reference, await sha(path), this.label);
      await rm(path, { force: true });
      return { rowsPerSec: (s.rows * 1000) / millis, ...mem };
    },
  };
}

export const s12: MeasuredScenario = {
  kind: 'measured',
  id: 'S12',
  title: 'Order history export of 1M rows: streamed pages vs the whole file in memory',
  meaning:
    'Whether a desk can download a year of order history while the venue keeps trading: the ' +
    'export must not hold the million rows in the server’s memory, nor be slow.',
  // One export of 1M rows takes minutes on a 2-core machine: no warm-up (a run is minutes of
  // steady work, the JIT settles in its first seconds), two rounds per way.
  fullPlan: { warmup: 0, rounds: 2 },
  pairs: [
    {
      id: 'S12a',
      title: 'CSV export: report job streaming keyset pages vs one query and one string',
      metrics: [PEAK, RATE, RSS],
      async prepare({ size }) {
        const s = await stage(rowsFor(size));
        const reference = { value: null as string | null };
        return {
          a: streamedWay(s, reference),
          b: inMemoryWay(s, reference),
          settings: {
            rows: s.rows,
            page: '5,000 rows (keyset over (created_at, id))',
            format: 'CSV (csv-stringify, formula cells neutralised)',
            venue: 'createApp, PGlite in this process (its memory is the server’s)',
            memory:
              'heapUsed after a full mark-compact GC at checkpoints (every 10 pages; after each step of the ' +
              'in-memory way); GC time is excluded from the rate. PGlite’s WASM memory is not ' +
              'counted: it grows to its high-water mark once and never shrinks',
            'correctness check': 'both files byte-identical (SHA-256) every round',
          },
          dispose: () => s.dispose(),
        };
      },
    },
  ],
  targets: [
    oursAtLeast('Streamed export peak memory under 64 MiB', 'S12a', PEAK.key, 64),
    oursBetterBy('At least 10× less peak memory than the in-memory file', 'S12a', PEAK.key, 10),
  ],
  notes: [
    'Rows per second include reading from PGlite (in process, single connection), formatting ' +
      'spec 9 dates, neutralising cells and writing the file.',
  ],
};
