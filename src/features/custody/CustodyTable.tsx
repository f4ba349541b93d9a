// A custody table (spec 3.7): rows of one server page, virtualised with @tanstack/react-virtual;
// sorting is the server's (a header click asks for a new page); which columns show is the
// user's and persisted like the blotters' column state (spec 9).
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  loadColumnState,
  saveColumnState,
  toggleHidden,
  type ColumnState,
} from '../../tab/orders/columnState';
import { useShell } from '../../tab/react/hooks';

const ROW_HEIGHT = 30;
/** In a DOM that cannot measure (tests), render this tall a window. */
const FALLBACK_HEIGHT = 420;

export interface CustodyColumn<T> {
  readonly id: string;
  readonly label: string;
  /** A CSS grid track: '120px', 'minmax(160px, 1fr)'. */
  readonly width: string;
  readonly align?: 'right';
  /** The server's sort key, for columns that sort. */
  readonly sort?: string;
  readonly render: (row: T) => ReactNode;
}

export interface ServerSort {
  readonly column: string;
  readonly dir: 'asc' | 'desc';
}

export function CustodyTable<T>(props: {
  readonly table: string;
  readonly columns: readonly CustodyColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly rowTestId: string;
  readonly empty: string;
  readonly sort?: ServerSort;
  readonly onSort?: (sort: ServerSort) => void;
  readonly onRowClick?: (row: T) => void;
  readonly selectedKey?: string | null;
  readonly height?: number;
}) {
  const { env } = useShell();
  const ids = useMemo(() => props.columns.map((c) => c.id), [props.columns]);
  const key = `custody.${props.table}`;
  const [state, setState] = useState<ColumnState>(() => loadColumnState(env.local, key, ids));
  const [chooser, setChooser] = useState(false);
  const shown = props.columns.filter((c) => !state.hidden.includes(c.id));
  const template = shown.map((c) => c.width).join(' ');
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });

  function toggle(id: string) {
    const next = toggleHidden(state, id);
    // At least one column stays.
    if (next.hidden.length >= props.columns.length) return;
    setState(next);
    saveColumnState(env.local, key, next);
  }

  function sortBy(c: CustodyColumn<T>) {
    if (!c.sort || !props.onSort) return;
    const same = props.sort?.column === c.sort;
    props.onSort({ column: c.sort, dir: same && props.sort?.dir === 'desc' ? 'asc' : 'desc' });
  }

  return (
    <div className="cu-table" data-testid={`custody-table-${props.table}`}>
      <div className="cu-table-tools">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={chooser}
          onClick={() => setChooser((v) => !v)}
          data-testid={`custody-columns-${props.table}`}
        >
          Columns
        </button>
        {chooser && (
          <div className="cu-chooser card" role="group" aria-label="Columns shown">
            {props.columns.map((c) => (
              <label key={c.id} className="cu-chooser-item">
                <input
                  type="checkbox"
                  checked={!state.hidden.includes(c.id)}
                  onChange={() => toggle(c.id)}
                  data-testid={`custody-column-${props.table}-${c.id}`}
                />
                {c.label}
              </label>
            ))}
          </div>
        )}
      </div>
      <div
        className="cu-scroll"
        ref={scroller}
        role="table"
        aria-rowcount={props.rows.length + 1}
        style={{ height: props.height ?? 420 }}
      >
        <div className="cu-row cu-head" role="row" style={{ gridTemplateColumns: template }}>
          {shown.map((c) => {
            const active = c.sort !== undefined && props.sort?.column === c.sort;
            return (
              <span
                key={c.id}
                role="columnheader"
                className={c.align === 'right' ? 'cu-right' : undefined}
                aria-sort={
                  active ? (props.sort?.dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.sort && props.onSort ? (
                  <button type="button" className="cu-sort" onClick={() => sortBy(c)}>
                    {c.label}
                    {active ? (props.sort?.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                ) : (
                  c.label
                )}
              </span>
            );
          })}
        </div>
        {props.rows.length === 0 ? (
          <p className="empty-state cu-empty">{props.empty}</p>
        ) : (
          <div className="cu-body" style={{ height: virtual.getTotalSize() }}>
            {virtual.getVirtualItems().map((item) => {
              const row = props.rows[item.index];
              if (row === undefined) return null;
              const k = props.rowKey(row);
              return (
                <div
                  key={k}
                  className={`cu-row${props.selectedKey === k ? ' selected' : ''}${props.onRowClick ? ' clickable' : ''}`}
                  role="row"
                  aria-rowindex={item.index + 2}
                  style={{
                    gridTemplateColumns: template,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  data-testid={props.rowTestId}
                  data-key={k}
                >
                  {shown.map((c) => (
                    <span key={c.id} className={c.align === 'right' ? 'cu-right' : 'cu-cell'}>
                      {c.render(row)}
                    </span>
                  ))}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
