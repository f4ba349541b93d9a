// "Export" on a screen that owns a report (the order history, balances, positions): picks a
// format and requests the job; the file then appears in the shell's Downloads panel.
import { useState } from 'react';
import { formatsOf, type ReportKind } from '../../../domain/reports';
import { useMutation } from '../../tab/react/query';
import { requestReportCall, type ReportRequest } from '../../tab/reports/reports';
import { Popover } from '../../ui/Popover';
import './downloads.css';

export interface ExportMenuProps {
  readonly kind: ReportKind;
  readonly label?: string;
  readonly subaccountIds?: readonly number[];
  readonly startDate?: string;
  readonly endDate?: string;
  readonly testId?: string;
}

export function ExportMenu({
  kind,
  label = 'Export',
  subaccountIds,
  startDate,
  endDate,
  testId,
}: ExportMenuProps) {
  const request = useMutation();
  const [note, setNote] = useState<string | null>(null);
  async function ask(format: ReportRequest['format']) {
    const r = await request.run(
      requestReportCall({
        kind,
        format,
        ...(subaccountIds ? { subaccountIds } : {}),
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
      }),
      { tags: ['reports'] },
    );
    setNote(r.ok ? 'Export requested: follow it in Downloads.' : r.error);
  }
  return (
    <span className="export-menu">
      <Popover
        align="end"
        ariaLabel={label}
        label={label}
        buttonClassName="btn btn-ghost btn-sm"
        testId={testId ?? `export-${kind}`}
      >
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
      </Popover>
    </span>
  );
}
