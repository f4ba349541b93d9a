// Report jobs in the active scheduler (issue 20, docs/scale-out.md "Report jobs"): the engines
// queue jobs and say so on the bus; this runner claims them, reads the rows from PostgreSQL
// (holdings from the stored balances, positions and every shard's locks, valued on the market
// it follows from the simulator process, as every engine shard does), writes the files into
// the reports folder the engines serve downloads from, and announces each job's progress to
// its owner through the member topics. Writing a large XLSX or PDF no longer shares an event
// loop with matching.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemberEvents } from '../approvals/events';
import { workflowReportDocuments } from '../assistant/workflow-report';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/schema';
import { waitForMarketInstruments } from '../market-runtime/instruments';
import { MarketRuntime } from '../market-runtime/runtime';
import { realTimers } from '../market-runtime/timers';
import { loadTradeInstruments } from '../orders/instruments';
import { PriceBoard } from '../orders/prices';
import { StoredAccounts } from '../orders/stored-accounts';
import { reportTopicsOf, ReportRunner } from '../reports/runner';
import { ReportJobStore } from '../reports/store';
import { followQueuedReports } from './report-wire';
import { followSimulator } from './sim-wire';

export interface SchedulerReportsOptions {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  /** The engines' reports folder (DATA_DIR/reports of the engines). */
  readonly dir: string;
  readonly memberEvents: MemberEvents;
  readonly log: FastifyBaseLogger;
  readonly write: (line: string) => void;
}

/** Starts following the market and, once it is loaded, running report jobs; returns stop. */
export async function startSchedulerReports(
  o: SchedulerReportsOptions,
): Promise<() => Promise<void>> {
  const instruments = await waitForMarketInstruments(o.db, () =>
    o.write('scheduler: waiting for the venue database to hold its instruments'),
  );
  const tradeInstruments = await loadTradeInstruments(o.db, instruments);
  const follower = await followSimulator(o.bus, instruments, {
    timers: realTimers,
    write: o.write,
    waitForFirstLoad: false,
  });
  const market = new MarketRuntime({
    instruments,
    now: Date.now,
    timers: realTimers,
    follow: follower.feed,
  });
  const prices = new PriceBoard(market);
  const runner = new ReportRunner({
    db: o.db,
    store: new ReportJobStore(o.db),
    now: Date.now,
    timers: realTimers,
    dir: o.dir,
    accounts: (ids) => StoredAccounts.read(o.db, ids, tradeInstruments, (s) => prices.mark(s)),
    rates: () => market.conversionRates(),
    publish: reportTopicsOf(o.memberEvents),
    onError: (error) => o.log.error({ err: error }, 'report job failed'),
    documents: workflowReportDocuments(o.db),
  });
  let closed = false;
  let stopHearing: (() => Promise<void>) | null = null;
  // Holdings are valued at the market's prices: jobs wait until the market is loaded.
  follower.ready
    .then(async () => {
      if (closed) return;
      await runner.start();
      stopHearing = await followQueuedReports(o.bus, runner);
      if (closed) {
        await stopHearing();
        await runner.stop();
      } else o.write('scheduler: running report jobs');
    })
    .catch((error: unknown) => o.log.error({ err: error }, 'report jobs did not start'));
  return async () => {
    closed = true;
    await stopHearing?.();
    await runner.stop();
    market.stop();
    await follower.close();
  };
}
