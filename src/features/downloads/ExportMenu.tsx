// "Export" on a screen that owns a report (the order history, balances, positions, the
// post-trade screens with their filters): picks a format and requests the job; the file then
// appears in the shell's Downloads panel. A small disclosure of its own (no router needed), closed by Escape or a click elsewhere.
import { useEffect, useRef, useState } from 'react';
import { formatsOf, type ReportFilters, type ReportKind } from '../../../domain/reports';
import { useMutation } from '../../tab/react/query';
import { requestReportCall, type ReportRequest } from '../../tab/reports/reports';
import '../../ui/Popover.css';
import './downloads.css';

export interface ExportMenuProps {
  readonly kind: ReportKind;
  readonly label?: string;
  readonly subaccountIds?: readonly number[];
  readonly startDate?: string;
  readonly endDate?: string;
  /** The screen's filters (ledger tabs and token, an EMS tab) the file keeps. */
  readonly filters?: ReportFilters;
  readonly testId?: string;
}

export function ExportMenu({
  kind,
  label = 'Export',
  subaccountIds,
  startDate,
  endDate,
  filters,
  testId,
}: ExportMenuProps) {
  const request = useMutation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function ask(format: ReportRequest['format']) {
    const r = await request.run(
      requestReportCall({
        kind,
        format,
        ...(subaccountIds ? { subaccountIds } : {}),
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
        ...(filters ? { filters } : {}),
      }),
      { tags: ['reports'] },
    );
    setNote(r.ok ? 'Export requested: follow it in Downloads.' : r.error);
  }

  return (
    <span className="popover export-menu" ref={root}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          setNote(null);
          setOpen(!open);
        }}
        data-testid={testId ?? `export-${kind}`}
      >
        {label}
      </button>
      {open && (
        <div className="popover-panel popover-end">
          <div className="menu-heading">{label} as</div>
          {formatsOf(kind).map((f) => (
            <button
              key={f}
              type="button"
              className="menu-item export-format"
              disabled={request.pending}
              onClick={() => void ask(f)}
              data-testid={`export-${kind}-${f}`}
            >
              {f.toUpperCase()}
            </button>
          ))}
          {note && (
            <p className="export-note" role="status">
              {note}
            </p>
          )}
        </div>
      )}
    </span>
  );
}
