// Report and export jobs (docs/reports.md): the named read of the user's jobs (live through the
// `reports` tag, which the "reports:<userId>" member topic invalidates), the request call, and
// the signed-link call the Downloads panel uses for a plain download. Framework-free.
import {
  isJobFormat,
  isJobKind,
  REPORT_JOB_STATUSES,
  type ReportFilters,
  type JobFormat,
  type JobKind,
  type ReportFormat,
  type ReportJobStatus,
  type ReportKind,
} from '../../../domain/reports';
import type { RestCall } from '../../../workers/api';
import { defineQuery } from '../queries/define';
import { listAt, num, optNum, optStr, record, str } from '../queries/json';

export const REPORTS_PATH = '/uapi/v1/reports';

export interface ReportJobView {
  readonly id: number;
  readonly kind: JobKind;
  readonly title: string;
  readonly format: JobFormat;
  readonly status: ReportJobStatus;
  readonly progress: number;
  readonly rowsWritten: number;
  readonly rowsTotal: number | null;
  readonly error: string | null;
  readonly fileName: string;
  readonly fileBytes: number | null;
  readonly createdAt: number;
  readonly expiresAt: number | null;
}

function jobOf(raw: unknown): ReportJobView {
  const o = record(raw, 'report job');
  const kind = str(o, 'kind');
  const format = str(o, 'format');
  const status = str(o, 'status') as ReportJobStatus;
  if (!isJobKind(kind) || !isJobFormat(format)) throw new Error(`unknown report ${kind} ${format}`);
  if (!REPORT_JOB_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
  return {
    id: num(o, 'id'),
    kind,
    title: str(o, 'title'),
    format,
    status,
    progress: num(o, 'progress'),
    rowsWritten: num(o, 'rows_written'),
    rowsTotal: optNum(o, 'rows_total'),
    error: optStr(o, 'error'),
    fileName: str(o, 'file_name'),
    fileBytes: optNum(o, 'file_bytes'),
    createdAt: num(o, 'created_at'),
    expiresAt: optNum(o, 'expires_at'),
  };
}

export const parseReportJobs = (raw: unknown): readonly ReportJobView[] =>
  listAt(raw, 'jobs', 'report jobs').map(jobOf);

export const reportJobsQuery = defineQuery(
  { key: ['report_jobs'], call: { method: 'GET', path: REPORTS_PATH }, invalidatedBy: ['reports'] },
  parseReportJobs,
);

export interface ReportRequest {
  readonly kind: ReportKind;
  readonly format: ReportFormat;
  readonly subaccountIds?: readonly number[];
  /** Spec 9 query dates, 'YYYY-MM-DD HH:mm:ss' (UTC) or 'YYYY-MM-DD'. */
  readonly startDate?: string;
  readonly endDate?: string;
  /** The screen's filters the kind takes (domain `filtersOf`). */
  readonly filters?: ReportFilters;
}

export function requestReportCall(r: ReportRequest): RestCall {
  return {
    method: 'POST',
    path: REPORTS_PATH,
    body: {
      kind: 'json',
      value: {
        kind: r.kind,
        format: r.format,
        ...(r.subaccountIds && r.subaccountIds.length > 0
          ? { subaccount_ids: [...r.subaccountIds] }
          : {}),
        ...(r.startDate ? { start_date: r.startDate } : {}),
        ...(r.endDate ? { end_date: r.endDate } : {}),
        ...(r.filters?.groups && r.filters.groups.length > 0
          ? { groups: [...r.filters.groups] }
          : {}),
        ...(r.filters?.token ? { token: r.filters.token } : {}),
        ...(r.filters?.orderScope ? { order_scope: r.filters.orderScope } : {}),
      },
    },
  };
}

/** A signed link to a ready file (valid a minute): a plain download needs no session header. */
export const reportLinkCall = (id: number): RestCall => ({
  method: 'POST',
  path: `${REPORTS_PATH}/${id}/link`,
});

export const parseReportLink = (raw: unknown): string => str(record(raw, 'report link'), 'url');

/** "1.2 MB" */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Jobs still being produced (the panel's count). */
export const activeJobs = (jobs: readonly ReportJobView[]): number =>
  jobs.filter((j) => j.status === 'queued' || j.status === 'running').length;
