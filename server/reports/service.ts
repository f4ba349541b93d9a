// What the report routes call: request a job (kind, format, window, subaccounts resolved against
// the caller's effective canRead), the caller's own jobs, a job's file, and short-lived signed
// download links (a plain link carries no bearer header, so the link itself is the proof that
// the owner asked for it a moment ago).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import {
  CASHFLOW_GROUPS,
  filtersOf,
  formatsOf,
  REPORT_KIND_TITLES,
  type ReportFilters,
  reportFileName,
  type DocumentFormat,
  type DocumentReportKind,
  type JobFormat,
  type JobKind,
  type ReportFormat,
  type ReportKind,
} from '../../domain/reports';
import type { Action } from '../../domain/permissions';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { selectedSubaccounts } from '../portfolio/accounts';
import type { ReportRunner } from './runner';
import type { JobChange, ReportJob, ReportJobStore } from './store';

/** A signed download link is valid this long after it was made. */
export const REPORT_LINK_MS = 60_000;
/** Jobs a user may have queued or running at once (R-RPT-2). */
export const MAX_ACTIVE_JOBS = 5;

export interface ReportRequest {
  readonly kind: ReportKind;
  readonly format: ReportFormat;
  readonly subaccountIds?: readonly number[];
  readonly from: number | null;
  readonly to: number | null;
  readonly filters?: ReportFilters;
}

const FILTER_FIELDS = { groups: 'groups', token: 'token', orderScope: 'order_scope' } as const;

/** The filters a kind takes, as asked (R-RPT-11): another kind's filter is a 400. */
function checkedFilters(kind: ReportKind, filters: ReportFilters = {}): ReportFilters {
  const allowed = filtersOf(kind);
  for (const key of Object.keys(filters) as (keyof ReportFilters)[])
    if (filters[key] !== undefined && !allowed.includes(key))
      throw new ApiError(
        400,
        'VALIDATION',
        `${REPORT_KIND_TITLES[kind]} has no ${FILTER_FIELDS[key]} filter`,
        FILTER_FIELDS[key],
      );
  if (kind === 'cashflows' && filters.groups?.some((g) => !CASHFLOW_GROUPS.includes(g)))
    throw new ApiError(400, 'VALIDATION', 'Cashflows cover cash-flow tabs only', 'groups');
  return {
    ...(filters.groups && filters.groups.length > 0 ? { groups: [...filters.groups] } : {}),
    ...(filters.token ? { token: filters.token } : {}),
    ...(filters.orderScope && filters.orderScope !== 'all'
      ? { orderScope: filters.orderScope }
      : {}),
  };
}

export interface Caller {
  readonly userId: number;
  readonly entityId: number;
  readonly granted: ReadonlySet<Action>;
}

export interface JobView {
  readonly id: number;
  readonly kind: JobKind;
  readonly title: string;
  readonly format: JobFormat;
  readonly status: ReportJob['status'];
  readonly progress: number;
  readonly rows_written: number;
  readonly rows_total: number | null;
  readonly error: string | null;
  readonly file_name: string;
  readonly file_bytes: number | null;
  readonly created_at: number;
  readonly finished_at: number | null;
  readonly expires_at: number | null;
}

/** A document report carries its own title ("Daily treasury check, run 12"); a table its kind's. */
const titleOf = (job: ReportJob): string =>
  typeof job.parameters['title'] === 'string'
    ? job.parameters['title']
    : REPORT_KIND_TITLES[job.kind];

const fileNameOf = (job: ReportJob): string =>
  reportFileName(job.kind, job.format, job.createdAt, job.id, titleOf(job));

export function jobView(job: ReportJob): JobView {
  return {
    id: job.id,
    kind: job.kind,
    title: titleOf(job),
    format: job.format,
    status: job.status,
    progress: job.progress,
    rows_written: job.rowsWritten,
    rows_total: job.rowsTotal,
    error: job.error,
    file_name: fileNameOf(job),
    file_bytes: job.fileBytes,
    created_at: job.createdAt,
    finished_at: job.finishedAt,
    expires_at: job.expiresAt,
  };
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Report not found');

export class ReportService {
  constructor(
    private readonly o: {
      db: Kysely<Database>;
      store: ReportJobStore;
      /** Runs the queue soon: the runner here, or (a cluster) a word to the scheduler's. */
      runner: Pick<ReportRunner, 'kick'>;
      now: Clock;
      dir: string;
      linkKey: Buffer;
      publish: (changes: readonly JobChange[]) => void;
    },
  ) {}

  async request(caller: Caller, r: ReportRequest): Promise<JobView> {
    if (!formatsOf(r.kind).includes(r.format))
      throw new ApiError(
        400,
        'VALIDATION',
        `${REPORT_KIND_TITLES[r.kind]} comes as ${formatsOf(r.kind).join(', ').toUpperCase()}`,
        'format',
      );
    const filters = checkedFilters(r.kind, r.filters);
    if (r.from !== null && r.to !== null && r.from > r.to)
      throw new ApiError(400, 'VALIDATION', 'start_date must not be after end_date', 'start_date');
    await this.refuseIfBusy(caller);
    // R-RPT-2: only subaccounts the caller may read now; naming another one is refused.
    const subs = await selectedSubaccounts(this.o.db, caller, {
      ...(r.subaccountIds && r.subaccountIds.length > 0
        ? { subaccountIds: r.subaccountIds.join(',') }
        : {}),
    });
    const { job, change } = await this.o.store.enqueue({
      userId: caller.userId,
      entityId: caller.entityId,
      kind: r.kind,
      format: r.format,
      parameters: { subaccountIds: subs.map((s) => s.id), from: r.from, to: r.to, filters },
      now: this.o.now(),
    });
    this.o.publish([change]);
    this.o.runner.kick();
    return jobView(job);
  }

  /**
   * A document report (an assistant workflow run's output) for its owner: the owning area
   * checked that the caller may read what it names; `parameters` say which (the loader reads it
   * again for the job's owner) and carry the document's title.
   */
  async requestDocument(
    caller: Caller,
    r: {
      kind: DocumentReportKind;
      format: DocumentFormat;
      title: string;
      parameters: Record<string, unknown>;
    },
  ): Promise<JobView> {
    await this.refuseIfBusy(caller);
    const { job, change } = await this.o.store.enqueue({
      userId: caller.userId,
      entityId: caller.entityId,
      kind: r.kind,
      format: r.format,
      parameters: { ...r.parameters, title: r.title },
      now: this.o.now(),
    });
    this.o.publish([change]);
    this.o.runner.kick();
    return jobView(job);
  }

  private async refuseIfBusy(caller: Caller): Promise<void> {
    const active = (await this.o.store.listOwn(caller.userId, caller.entityId, 50)).filter(
      (j) => j.status === 'queued' || j.status === 'running',
    );
    if (active.length >= MAX_ACTIVE_JOBS)
      throw new ApiError(
        429,
        'TOO_MANY_REPORTS',
        `At most ${MAX_ACTIVE_JOBS} reports can be in progress at once`,
      );
  }

  async list(caller: Caller): Promise<JobView[]> {
    return (await this.o.store.listOwn(caller.userId, caller.entityId, 50)).map(jobView);
  }

  async get(caller: Caller, id: number): Promise<JobView> {
    const job = await this.o.store.getOwn(id, caller.userId, caller.entityId);
    if (!job) throw notFound();
    return jobView(job);
  }

  /** The ready file of the caller's job: its path on disk, download name and type. */
  async file(caller: Caller, id: number): Promise<{ path: string; name: string; job: ReportJob }> {
    const job = await this.o.store.getOwn(id, caller.userId, caller.entityId);
    if (!job) throw notFound();
    return this.readyFile(job);
  }

  private readyFile(job: ReportJob): { path: string; name: string; job: ReportJob } {
    const now = this.o.now();
    if (job.status === 'expired' || (job.expiresAt !== null && job.expiresAt <= now))
      throw new ApiError(
        410,
        'REPORT_EXPIRED',
        'This report has expired. Please request it again.',
      );
    if (job.status !== 'ready' || job.fileName === null)
      throw new ApiError(409, 'REPORT_NOT_READY', 'This report is not ready yet');
    return {
      path: join(this.o.dir, job.fileName),
      name: fileNameOf(job),
      job,
    };
  }

  /** A link to the file valid for REPORT_LINK_MS, bound to the job and its owner. */
  async link(caller: Caller, id: number): Promise<{ url: string; expires_at: number }> {
    const { job } = await this.file(caller, id);
    const expires = this.o.now() + REPORT_LINK_MS;
    const token = `${job.id}.${job.userId}.${expires}.${this.mac(job.id, job.userId, expires)}`;
    return { url: `/uapi/v1/report_files/${token}`, expires_at: expires };
  }

  /** The file a link names, if the link is genuine and not yet expired (else 404, no detail). */
  async fileByLink(token: string): Promise<{ path: string; name: string; job: ReportJob }> {
    const [id, user, expires, mac] = token.split('.');
    if (!id || !user || !expires || !mac) throw notFound();
    const expected = this.mac(Number(id), Number(user), Number(expires));
    const a = Buffer.from(mac);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b) || Number(expires) < this.o.now())
      throw notFound();
    const job = await this.o.store.get(Number(id));
    if (!job || job.userId !== Number(user)) throw notFound();
    return this.readyFile(job);
  }

  private mac(id: number, userId: number, expires: number): string {
    return createHmac('sha256', this.o.linkKey)
      .update(`report-file:${id}:${userId}:${expires}`)
      .digest('base64url');
  }
}
