// Admin → Audit log (docs/approvals.md "Audit log"): the server-paged read
// (GET /uapi/v1/admin/audit) with its filters, and the CSV export (GET /uapi/v1/admin/audit.csv)
// fetched through the core with the session's headers, like the agreement PDFs.
// Framework-free.
import { DEFAULT_ERROR_TEXT } from '../../../domain/constants';
import { getCall, run, type Requester, type StepResult } from '../account/calls';
import { defineQuery } from '../queries/define';
import { id, isRecord, listAt, optId, optStr, record, str, time } from '../queries/json';

export interface AuditEntry {
  readonly id: string;
  /** Epoch ms. */
  readonly at: number;
  readonly user_id: string | null;
  /** The user's email when the server joins it in. */
  readonly user_email: string | null;
  readonly entity_id: string | null;
  readonly ip: string;
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  /** allowed, refused, executed … as the server writes it. */
  readonly outcome: string;
}

function targetText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function parseAuditEntry(raw: unknown): AuditEntry {
  const o = record(raw, 'entry');
  return {
    id: id(o, 'id'),
    at: time(o, 'at'),
    user_id: optId(o, 'user_id'),
    user_email: optStr(o, 'user_email'),
    entity_id: optId(o, 'entity_id'),
    ip: optStr(o, 'ip') ?? '',
    action: str(o, 'action'),
    target: targetText(o['target']),
    before: o['before'] ?? null,
    after: o['after'] ?? null,
    outcome: optStr(o, 'outcome') ?? '',
  };
}

export interface AuditPage {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
}

export function parseAuditPage(raw: unknown): AuditPage {
  const entries = listAt(raw, 'entries', 'audit').map(parseAuditEntry);
  const total = isRecord(raw) && typeof raw['total'] === 'number' ? raw['total'] : entries.length;
  return { entries, total };
}

export interface AuditFilters {
  /** '' for every user. */
  readonly userId: string;
  /** '' for every action. */
  readonly action: string;
  /** 'YYYY-MM-DD' (UTC) or ''. */
  readonly from: string;
  readonly to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { userId: '', action: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 200;

/** The filters as the query string of both the read and the CSV: dates in spec 9's query
 *  format, 'YYYY-MM-DD HH:mm:ss' UTC, `to` inclusive to the end of its day. */
export function auditQueryParams(f: AuditFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.userId.trim() !== '') q['user_id'] = f.userId.trim();
  if (f.action.trim() !== '') q['action'] = f.action.trim();
  if (f.from !== '') q['from'] = `${f.from} 00:00:00`;
  if (f.to !== '') q['to'] = `${f.to} 23:59:59`;
  return q;
}

/** A date range whose end is before its start. */
export function auditRangeError(f: AuditFilters): string | null {
  return f.from !== '' && f.to !== '' && f.to < f.from
    ? 'The end date is before the start date'
    : null;
}

/** One page of the log, newest first. A log: each visit loads it afresh, and any request
 *  or decision adds rows. */
export function auditQuery(f: AuditFilters, page: number, limit = AUDIT_PAGE_SIZE) {
  const filters = auditQueryParams(f);
  return defineQuery<AuditPage>(
    {
      key: [
        'admin_audit',
        filters['user_id'] ?? '',
        filters['action'] ?? '',
        filters['from'] ?? '',
        filters['to'] ?? '',
        page,
        limit,
      ],
      call: getCall('/uapi/v1/admin/audit', {
        query: { ...filters, page, limit },
        hideAlertOnError: true,
      }),
      invalidatedBy: ['audit', 'approvals'],
      staleMillis: 0,
    },
    parseAuditPage,
  );
}

export const AUDIT_CSV_PATH = '/uapi/v1/admin/audit.csv';

/** The filtered log as CSV text, through the core (a plain link would carry no session).
 *  The core hands a non-JSON body back as its text. */
export async function fetchAuditCsv(core: Requester, f: AuditFilters): Promise<StepResult<string>> {
  const r = await run<unknown>(
    core,
    getCall(AUDIT_CSV_PATH, { query: auditQueryParams(f), hideAlertOnError: true }),
  );
  if (!r.ok) return r;
  if (typeof r.value === 'string') return { ok: true, value: r.value };
  if (r.value === null) return { ok: true, value: '' };
  return { ok: false, error: DEFAULT_ERROR_TEXT, errors: [], status: null };
}

/** "desk-audit-2026-11-01-to-2026-11-25.csv". */
export function auditCsvFileName(f: AuditFilters): string {
  const range = [f.from, f.to].filter((d) => d !== '').join('-to-');
  return `desk-audit${range ? `-${range}` : ''}.csv`;
}
