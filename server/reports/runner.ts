// The report job runner (docs/reports.md): claims queued jobs durably one at a time, streams the
// source's pages into the writer of the job's format, writes progress (also the job's
// heartbeat), stores the file in the reports folder and marks it ready with its expiry. A sweep
// on the injected timers requeues jobs whose runner died (stale heartbeat; failed honestly once
// the attempts are used up) and expires old files (R-RPT-5, R-RPT-8). Time and timers are ports.
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { formatDateTimeUtc } from '../../domain/dates';
import {
  isDocumentReportKind,
  PDF_MAX_ROWS,
  REPORT_KIND_TITLES,
  REPORT_RETENTION_MS,
  type JobFormat,
} from '../../domain/reports';
import type { MemberEvents } from '../approvals/events';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { AccountReader } from '../orders/read-model';
import { allPortfolioSubaccounts } from '../portfolio/accounts';
import { documentBlocks, tableRows, type DocumentRegistry } from './document';
import { REPORT_SOURCES } from './kinds';
import type { ReportParameters, SourceContext } from './source';
import type { JobChange, ReportJob, ReportJobStore } from './store';
import type { TableSink } from './table';
import { CsvSink } from './writers/csv';

/** A running job whose heartbeat is older than this belonged to a runner that died. */
export const REPORT_STALE_MS = 30_000;
/** How often the sweep looks for stale and expired jobs. */
export const REPORT_SWEEP_MS = 5_000;
/** A job is tried at most this often; then a crash in the middle fails it. */
export const REPORT_MAX_ATTEMPTS = 2;
/** Progress (and heartbeat) is written at most this often, and at least on each whole step. */
const PROGRESS_EVERY_MS = 250;
const HEARTBEAT_EVERY_MS = 5_000;

export interface ReportRunnerOptions {
  readonly db: Kysely<Database>;
  readonly store: ReportJobStore;
  readonly now: Clock;
  readonly timers: Timers;
  /** Where files are kept (DATA_DIR/reports). */
  readonly dir: string;
  /** The covered subaccounts' accounts: the engine's memory, or (the scheduler) what is stored. */
  readonly accounts: (subaccountIds: readonly number[]) => Promise<AccountReader>;
  readonly rates: () => Readonly<Record<string, string>>;
  /** Sends committed job changes to the owners' "reports:<userId>" topics. */
  readonly publish: (changes: readonly JobChange[]) => void;
  readonly onError?: (error: unknown) => void;
  /** Loaders of document reports (the assistant's workflow runs), by kind. */
  readonly documents?: DocumentRegistry;
  /** Tests: runs after each page is written (a crash can be staged there). */
  readonly afterPage?: (job: ReportJob, rowsWritten: number) => Promise<void> | void;
}

export type RunOutcome = 'ready' | 'failed' | 'interrupted' | 'lost';

/** `publish` for the runner and the service: job changes to the owners' "reports:" topics. */
export const reportTopicsOf =
  (events: Pick<MemberEvents, 'publish'>) =>
  (changes: readonly JobChange[]): void =>
    events.publish(changes.map((c) => ({ topic: 'reports' as const, ...c })));

export class ReportRunner {
  private stopped = false;
  private sweepTimer: TimerHandle | null = null;
  private kickTimer: TimerHandle | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly o: ReportRunnerOptions) {}

  /** The on-disk name of a job attempt's file. */
  static fileName(id: number, attempt: number, format: JobFormat): string {
    return `${id}-${attempt}.${format}`;
  }

  async start(): Promise<void> {
    await mkdir(this.o.dir, { recursive: true });
    await this.sweep();
    this.sweepTimer = this.o.timers.setInterval(() => {
      this.sweep().catch((e: unknown) => this.o.onError?.(e));
    }, REPORT_SWEEP_MS);
  }

  /** Stops claiming; a job in the middle stops after its current page and stays running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) this.o.timers.clearInterval(this.sweepTimer);
    if (this.kickTimer) this.o.timers.clearTimeout(this.kickTimer);
    await this.loop;
  }

  /** Something was queued: run the queue soon (on the timers port, outside the request). */
  kick(): void {
    if (this.stopped || this.loop !== null || this.kickTimer !== null) return;
    this.kickTimer = this.o.timers.setTimeout(() => {
      this.kickTimer = null;
      void this.drain();
    }, 0);
  }

  /** Runs queued jobs until none is left (the kick's work; tests call it directly). */
  drain(): Promise<void> {
    if (this.loop) return this.loop;
    this.loop = (async () => {
      try {
        while (!this.stopped) {
          const claimed = await this.o.store.claim(this.o.now());
          if (!claimed) break;
          this.o.publish([claimed.change]);
          await this.run(claimed.job);
        }
      } catch (e) {
        this.o.onError?.(e);
      } finally {
        this.loop = null;
      }
    })();
    return this.loop;
  }

  /** Requeues or fails jobs of dead runners and expires old files; then runs the queue. */
  async sweep(): Promise<void> {
    const now = this.o.now();
    const stale = await this.o.store.recoverStale(now - REPORT_STALE_MS, REPORT_MAX_ATTEMPTS, now);
    await this.dropFilesOf(stale.dropped);
    const expired = await this.o.store.expireDue(now);
    for (const f of expired.files) await rm(join(this.o.dir, f), { force: true });
    this.o.publish([...stale.changes, ...expired.changes]);
    if (await this.o.store.hasQueued()) this.kick();
  }

  private async dropFilesOf(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const prefixes = ids.map((id) => `${id}-`);
    const names = await readdir(this.o.dir).catch(() => [] as string[]);
    for (const name of names)
      if (prefixes.some((p) => name.startsWith(p)))
        await rm(join(this.o.dir, name), { force: true });
  }

  private async context(job: ReportJob): Promise<SourceContext> {
    const p = job.parameters as unknown as ReportParameters;
    const wanted = new Set(p.subaccountIds);
    const subaccounts = (await allPortfolioSubaccounts(this.o.db, job.entityId)).filter((s) =>
      wanted.has(s.id),
    );
    const ids = subaccounts.map((s) => s.id);
    return {
      db: this.o.db,
      orders: await this.o.accounts(ids),
      rates: this.o.rates,
      now: this.o.now,
      subaccounts,
      parameters: {
        subaccountIds: ids,
        from: p.from ?? null,
        to: p.to ?? null,
        filters: p.filters ?? {},
      },
    };
  }

  private async headerLines(job: ReportJob, ctx: SourceContext): Promise<string[]> {
    const [entity, user] = await Promise.all([
      this.o.db
        .selectFrom('customers')
        .select('name')
        .where('id', '=', job.entityId)
        .executeTakeFirst(),
      this.o.db.selectFrom('users').select('email').where('id', '=', job.userId).executeTakeFirst(),
    ]);
    const { from, to } = ctx.parameters;
    const window =
      from === null && to === null
        ? 'All dates'
        : `${from === null ? 'Beginning' : formatDateTimeUtc(from)} to ${
            to === null ? formatDateTimeUtc(job.createdAt) : formatDateTimeUtc(to)
          } (UTC)`;
    const names = ctx.subaccounts.map((s) => s.name);
    const f = ctx.parameters.filters;
    const filters = [
      f.groups ? `Tabs: ${f.groups.join(', ')}` : null,
      f.token ? `Token: ${f.token}` : null,
      f.orderScope
        ? `Orders: ${f.orderScope === 'twap' ? 'TWAP parents and slices' : 'liquidation closes'}`
        : null,
    ].filter((x): x is string => x !== null);
    return [
      `${entity?.name ?? ''} · ${window}`,
      `Subaccounts: ${names.length === 0 ? 'none' : names.join(', ')}`,
      ...(filters.length > 0 ? [`Filters: ${filters.join(' · ')}`] : []),
      `Requested by ${user?.email ?? ''} on ${formatDateTimeUtc(job.createdAt)} UTC`,
    ];
  }

  // The XLSX and PDF writers load on first use: exceljs and pdfkit add about 0.7 s to every
  // process start (a gateway, an engine, a test file) that may never write a report.
  private async sinkFor(job: ReportJob, path: string): Promise<TableSink> {
    switch (job.format) {
      case 'csv':
        return new CsvSink(path);
      case 'xlsx':
        return new (await import('./writers/xlsx')).XlsxSink(path);
      case 'pdf':
        return new (await import('./writers/pdf')).PdfSink(path, {
          footer: `Desk · ${REPORT_KIND_TITLES[job.kind]} · generated ${formatDateTimeUtc(this.o.now())} UTC · job ${job.id}`,
        });
      case 'md':
        throw new Error('Markdown is a document format');
    }
  }

  /**
   * A document report (an assistant workflow run): loaded for its owner, written whole as the
   * recorded Markdown or as a PDF; progress once loaded (the heartbeat), then ready.
   */
  private async runDocument(job: ReportJob, path: string, fileName: string): Promise<RunOutcome> {
    const { store, now } = this.o;
    const load = isDocumentReportKind(job.kind) ? this.o.documents?.[job.kind] : undefined;
    if (!load) return this.failed(job, 'This report is not available on this venue.');
    const doc = await load(job);
    if (!doc) return this.failed(job, 'What this report was asked for no longer exists.');
    const blocks = documentBlocks(doc.markdown);
    const rows = tableRows(blocks);
    const change = await store.progress(
      job.id,
      job.attempts,
      { progress: 50, rowsWritten: 0, rowsTotal: rows },
      now(),
    );
    if (change === null) return 'lost';
    this.o.publish([change]);
    if (this.stopped) return 'interrupted';
    try {
      if (job.format === 'md') await writeFile(path, doc.markdown);
      else {
        const { writeDocumentPdf } = await import('./writers/pdf-document');
        await writeDocumentPdf(
          path,
          doc,
          blocks,
          `Desk · ${doc.title} · generated ${formatDateTimeUtc(now())} UTC · job ${job.id}`,
        );
      }
    } catch (e) {
      await rm(path, { force: true });
      throw e;
    }
    return this.ready(job, path, fileName, rows);
  }

  /** Marks the attempt's file ready (or drops it if another runner took the job over). */
  private async ready(
    job: ReportJob,
    path: string,
    fileName: string,
    rows: number,
  ): Promise<RunOutcome> {
    const { store, now } = this.o;
    const size = (await stat(path)).size;
    const change = await store.finish(
      job.id,
      job.attempts,
      { fileName, fileBytes: size, rowsWritten: rows, expiresAt: now() + REPORT_RETENTION_MS },
      now(),
    );
    if (change === null) {
      await rm(path, { force: true });
      return 'lost';
    }
    this.o.publish([change]);
    return 'ready';
  }

  /** One claimed job from its first page to ready (or failed, or interrupted by stop()). */
  async run(job: ReportJob): Promise<RunOutcome> {
    const { store, now } = this.o;
    const attempt = job.attempts;
    const fileName = ReportRunner.fileName(job.id, attempt, job.format);
    const path = join(this.o.dir, fileName);
    let sink: TableSink | null = null;
    try {
      if (isDocumentReportKind(job.kind)) return await this.runDocument(job, path, fileName);
      const ctx = await this.context(job);
      const source = REPORT_SOURCES[job.kind](ctx);
      const total = await source.count();
      if (job.format === 'pdf' && total > PDF_MAX_ROWS)
        return await this.failed(
          job,
          `${total} rows are too many for a PDF (at most ${PDF_MAX_ROWS}): choose CSV or XLSX, or a shorter window.`,
        );
      sink = await this.sinkFor(job, path);
      await sink.begin(
        {
          title: REPORT_KIND_TITLES[job.kind],
          lines: [...(await this.headerLines(job, ctx)), ...(source.notes ?? [])],
        },
        source.columns,
      );
      let rows = 0;
      let shown = 0;
      let lastWrite = now();
      for await (const page of source.pages()) {
        if (this.stopped) return 'interrupted';
        await sink.rows(page);
        rows += page.length;
        const pct = total === 0 ? 99 : Math.min(99, Math.floor((rows * 100) / total));
        const at = now();
        if (
          (pct > shown && at - lastWrite >= PROGRESS_EVERY_MS) ||
          at - lastWrite >= HEARTBEAT_EVERY_MS
        ) {
          const change = await store.progress(
            job.id,
            attempt,
            { progress: pct, rowsWritten: rows, rowsTotal: total },
            at,
          );
          if (change === null) return await this.lost(sink);
          this.o.publish([change]);
          shown = pct;
          lastWrite = at;
        }
        await this.o.afterPage?.(job, rows);
        if (this.stopped) return 'interrupted';
      }
      await sink.end(await source.summary());
      sink = null;
      return await this.ready(job, path, fileName, rows);
    } catch (e) {
      this.o.onError?.(e);
      await sink?.abort().catch(() => undefined);
      return this.failed(job, 'The report could not be produced. Please try again.');
    }
  }

  private async failed(job: ReportJob, reason: string): Promise<RunOutcome> {
    const change = await this.o.store.fail(job.id, job.attempts, reason, this.o.now());
    if (change) this.o.publish([change]);
    return 'failed';
  }

  /** Another runner took the job over (ours was presumed dead): drop our file. */
  private async lost(sink: TableSink): Promise<RunOutcome> {
    await sink.abort().catch(() => undefined);
    return 'lost';
  }
}
