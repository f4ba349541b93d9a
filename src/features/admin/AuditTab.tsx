// Admin → Audit log: filters by user, action and date range (UTC days); server-paged
// (AUDIT_PAGE_SIZE rows a page) and virtualised with @tanstack/react-virtual, so a long page
// renders only the rows in view. "Export CSV" (Export Audit Log) downloads the filtered log
// through the core, with the session's headers.
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type FormEvent } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import {
  AUDIT_PAGE_SIZE,
  auditCsvFileName,
  auditQuery,
  auditRangeError,
  fetchAuditCsv,
  NO_AUDIT_FILTERS,
  type AuditEntry,
  type AuditFilters,
} from '../../tab/admin/audit';
import { saveFile } from '../../tab/account/pdf';
import { adminUsersQuery, displayName } from '../../tab/admin/users';
import { EXPORT_AUDIT_LOG } from '../../tab/admin/vocabulary';
import { useShell } from '../../tab/react/hooks';
import { usePermissions } from '../../tab/react/permissions';
import { useQuery } from '../../tab/react/query';
import { SelectField, TextField } from '../../ui/fields';
import { LoadError, TableSkeleton } from './Outcome';

const ROW_HEIGHT = 28;
/** In a DOM that cannot measure (tests), render this tall a window. */
const FALLBACK_HEIGHT = 560;
const COLUMNS = '168px 200px 180px minmax(160px, 1fr) 120px 90px minmax(160px, 1fr)';

export function AuditTab() {
  const { core } = useShell();
  const { actions } = usePermissions();
  const [form, setForm] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { data, refetch } = useQuery(auditQuery(applied, page));
  const users = useQuery(adminUsersQuery).data;
  const rangeError = auditRangeError(form);
  const set = (patch: Partial<AuditFilters>) => setForm((f) => ({ ...f, ...patch }));

  function apply(e: FormEvent) {
    e.preventDefault();
    if (rangeError !== null) return;
    setApplied(form);
    setPage(1);
  }

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    const r = await fetchAuditCsv(core, applied);
    setExporting(false);
    if (!r.ok) {
      setExportError(r.error);
      return;
    }
    saveFile(new TextEncoder().encode(r.value), auditCsvFileName(applied), 'text/csv');
  }

  const value =
    data.status === 'ready' ? data.value : data.status === 'idle' ? null : (data.stale ?? null);
  const pages = value === null ? 1 : Math.max(1, Math.ceil(value.total / AUDIT_PAGE_SIZE));
  const userName = (id: string | null, email: string | null) => {
    if (email !== null) return email;
    if (id === null) return '—';
    const u = users.status === 'ready' ? users.value.find((x) => String(x.id) === id) : undefined;
    return u === undefined ? `#${id}` : displayName(u);
  };

  return (
    <section className="admin-section" data-testid="admin-audit">
      <form className="card admin-card" onSubmit={apply} noValidate>
        <div className="admin-form-row">
          {users.status === 'ready' ? (
            <SelectField
              label="User"
              value={form.userId}
              onChange={(userId) => set({ userId })}
              emptyOption="Everyone"
              options={users.value.map((u) => ({ value: String(u.id), label: displayName(u) }))}
              testId="audit-filter-user"
            />
          ) : (
            <TextField
              label="User"
              mono
              value={form.userId}
              onChange={(v) => set({ userId: v.replace(/\D/g, '') })}
              placeholder="user id"
              testId="audit-filter-user"
            />
          )}
          <TextField
            label="Action"
            value={form.action}
            onChange={(action) => set({ action })}
            placeholder="e.g. request_approved"
            testId="audit-filter-action"
          />
          <TextField
            label="From (UTC)"
            type="date"
            value={form.from}
            onChange={(from) => set({ from })}
            testId="audit-filter-from"
          />
          <TextField
            label="To (UTC)"
            type="date"
            value={form.to}
            onChange={(to) => set({ to })}
            error={rangeError}
            testId="audit-filter-to"
          />
          <button
            type="submit"
            className="btn btn-primary btn-sm admin-form-submit"
            data-testid="audit-apply"
          >
            Apply
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm admin-form-submit"
            onClick={() => {
              setForm(NO_AUDIT_FILTERS);
              setApplied(NO_AUDIT_FILTERS);
              setPage(1);
            }}
          >
            Clear
          </button>
          {actions.includes(EXPORT_AUDIT_LOG) && (
            <button
              type="button"
              className="btn btn-sm admin-form-submit admin-push-right"
              onClick={() => void exportCsv()}
              disabled={exporting}
              data-testid="audit-export"
            >
              {exporting ? 'Preparing…' : 'Export CSV'}
            </button>
          )}
        </div>
        {exportError !== null && (
          <div className="alert-error" role="alert" data-testid="audit-export-error">
            {exportError}
          </div>
        )}
      </form>
      <div className="card admin-card">
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {value === null && data.status === 'loading' && <TableSkeleton rows={8} />}
        {value !== null && (
          <>
            <AuditRows entries={value.entries} userName={userName} />
            <footer className="admin-pager">
              <span className="muted" data-testid="audit-page">
                {value.total === 0
                  ? 'No entries'
                  : `${(page - 1) * AUDIT_PAGE_SIZE + 1}–${(page - 1) * AUDIT_PAGE_SIZE + value.entries.length} of ${value.total}`}
              </span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                data-testid="audit-prev"
              >
                Newer
              </button>
              <span className="mono">
                {page} / {pages}
              </span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
                data-testid="audit-next"
              >
                Older
              </button>
            </footer>
          </>
        )}
      </div>
    </section>
  );
}

function changeText(e: AuditEntry): string {
  const show = (v: unknown) => (v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  const before = show(e.before);
  const after = show(e.after);
  if (before === '' && after === '') return '';
  return before === '' ? after : `${before} → ${after}`;
}

function AuditRows({
  entries,
  userName,
}: {
  readonly entries: readonly AuditEntry[];
  readonly userName: (id: string | null, email: string | null) => string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });
  if (entries.length === 0) return <p className="empty-state">No entries match these filters.</p>;
  return (
    <div
      className="audit-scroll"
      ref={scroller}
      role="table"
      aria-rowcount={entries.length + 1}
      data-testid="audit-table"
    >
      <div className="audit-row audit-head" role="row" style={{ gridTemplateColumns: COLUMNS }}>
        {['Time (UTC)', 'User', 'Action', 'Target', 'IP', 'Outcome', 'Change'].map((h) => (
          <span key={h} role="columnheader">
            {h}
          </span>
        ))}
      </div>
      <div className="audit-body" style={{ height: virtual.getTotalSize() }}>
        {virtual.getVirtualItems().map((item) => {
          const e = entries[item.index];
          if (e === undefined) return null;
          const change = changeText(e);
          return (
            <div
              key={e.id}
              className="audit-row"
              role="row"
              aria-rowindex={item.index + 2}
              style={{ gridTemplateColumns: COLUMNS, transform: `translateY(${item.start}px)` }}
              data-testid="audit-row"
              data-action={e.action}
            >
              <span className="mono">{formatDateTimeUtc(e.at)}</span>
              <span className="ellipsis">{userName(e.user_id, e.user_email)}</span>
              <span className="ellipsis">{e.action}</span>
              <span className="ellipsis mono" title={e.target}>
                {e.target}
              </span>
              <span className="mono">{e.ip}</span>
              <span
                className={
                  e.outcome === 'refused' || e.outcome === 'failed' ? 'text-danger' : undefined
                }
              >
                {e.outcome}
              </span>
              <span className="ellipsis mono muted" title={change}>
                {change}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
