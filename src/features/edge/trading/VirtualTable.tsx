// A dense, virtualised blotter table (@tanstack/react-virtual): fixed row height, sticky header,
// sortable and resizable columns and a column chooser, with the column state persisted (spec 9).
// Rows are keyed by slot (a pooled DOM row) and memoised: a row scrolling in takes the slot of
// one that scrolled out and rewrites its text instead of mounting a new row (bench S6c).
import { useVirtualizer, observeElementRect } from '@tanstack/react-virtual';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import {
  cycleSort,
  loadColumnState,
  parseColumnState,
  resizeColumn,
  saveColumnState,
  sortRows,
  toggleHidden,
  type ColumnState,
} from '../../../tab/orders/columnState';
import { useShell } from '../../../tab/react/hooks';

export const ROW_HEIGHT = 24;
/** When the container cannot be measured (hidden, or a test DOM), render this tall a page. */
const FALLBACK_HEIGHT = 480;

/** How rendered rows map to DOM nodes: 'slot' (default) reuses one node per pooled position,
 *  so a row scrolling in rewrites a node's text; 'row' keys by `rowKey`, so a row keeps its
 *  node while visible and scrolling mounts and unmounts rows (bench S6c's baseline). */
export const RowIdentity = createContext<'slot' | 'row'>('slot');

/** Where the table puts its Columns chooser (the blotter's tab bar), so that it never covers
 *  the header; without one it sits above the table. */
export const TableToolsHost = createContext<HTMLElement | null>(null);

export interface Column<T> {
  readonly id: string;
  readonly label: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
  readonly render: (row: T) => ReactNode;
  /** Sort value; columns without one do not sort. */
  readonly sortValue?: (row: T) => string | number;
  /** A leading identity column (time, market, side) that stays in view when the table
   *  scrolls sideways, e.g. while a row's inline editor is open (R-SHELL-37). */
  readonly pinned?: boolean;
}

/** Grid padding and gap of .vt-head/.vt-row, in px: where each pinned column sits. */
const ROW_PADDING_PX = 12;
const COLUMN_GAP_PX = 8;

/**
 * R-SHELL-37: the sticky left offset of each shown column: a number for the leading run of
 * pinned columns (their natural place), null for the rest.
 */
export function pinnedOffsets(
  columns: readonly { readonly pinned?: boolean }[],
  widths: readonly number[],
): (number | null)[] {
  let left = ROW_PADDING_PX;
  let leading = true;
  return columns.map((c, i) => {
    leading = leading && c.pinned === true;
    if (!leading) return null;
    const at = left;
    left += (widths[i] ?? 0) + COLUMN_GAP_PX;
    return at;
  });
}

const pinStyle = (left: number | null | undefined) =>
  left === null || left === undefined ? undefined : { left };

export interface VirtualTableProps<T> {
  /** Names the persisted column state. */
  readonly table: string;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly rowTestId: string;
  readonly rowProps?: (row: T) => Record<string, string>;
  readonly empty: string;
  /**
   * The column state kept elsewhere (the portfolio's server-side preferences); with it the
   * table starts from and follows this value, and reports changes to onColumnState.
   */
  readonly storedColumnState?: unknown;
  readonly onColumnState?: (state: ColumnState) => void;
}

export function VirtualTable<T>({
  table,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  empty,
  storedColumnState,
  onColumnState,
}: VirtualTableProps<T>) {
  const { env } = useShell();
  const toolsHost = useContext(TableToolsHost);
  const identity = useContext(RowIdentity);
  const ids = useMemo(() => columns.map((c) => c.id), [columns]);
  const [state, setState] = useState<ColumnState>(() =>
    storedColumnState === undefined || storedColumnState === null
      ? loadColumnState(env.local, table, ids)
      : parseColumnState(storedColumnState, ids),
  );
  // A stored state that changes (another tab, the server's copy) is followed.
  useLayoutEffect(() => {
    if (storedColumnState !== undefined && storedColumnState !== null)
      setState(parseColumnState(storedColumnState, ids));
  }, [storedColumnState, ids]);
  const [chooser, setChooser] = useState(false);
  const update = useCallback(
    (next: ColumnState) => {
      setState(next);
      saveColumnState(env.local, table, next);
      onColumnState?.(next);
    },
    [env, table, onColumnState],
  );
  // Stable while the columns and their visibility are: memoised rows compare it by identity.
  const shownColumns = useMemo(
    () => columns.filter((c) => !state.hidden.includes(c.id)),
    [columns, state.hidden],
  );
  const sorted = useMemo(
    () =>
      sortRows(
        rows,
        state.sort,
        (row, id) => columns.find((c) => c.id === id)?.sortValue?.(row) ?? '',
      ),
    [rows, state.sort, columns],
  );
  const widthOf = (c: Column<T>): number => state.widths[c.id] ?? c.width;
  const template = shownColumns.map((c) => `${widthOf(c)}px`).join(' ') + ' minmax(0, 1fr)';
  // Keyed by the grid template: it changes exactly when a shown column or its width does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pins = useMemo(() => pinnedOffsets(shownColumns, shownColumns.map(widthOf)), [template]);
  // Columns, 8 px gaps and 12 px padding each side: narrower containers scroll sideways.
  const minWidth = shownColumns.reduce((w, c) => w + widthOf(c) + 8, 24);

  // Dragging a header's right edge resizes that column; the width is saved on release.
  const [drag, setDrag] = useState<{ id: string; startX: number; startWidth: number } | null>(null);
  const startResize = (c: Column<T>, e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    // Keep receiving moves when the pointer leaves the thin handle (absent in test DOMs).
    if (typeof e.currentTarget.setPointerCapture === 'function')
      e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id: c.id, startX: e.clientX, startWidth: widthOf(c) });
  };
  const moveResize = (e: PointerEvent<HTMLSpanElement>) => {
    if (drag === null) return;
    setState((s) => resizeColumn(s, drag.id, drag.startWidth + e.clientX - drag.startX));
  };
  const endResize = () => {
    if (drag === null) return;
    setDrag(null);
    update(state);
  };

  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });

  const items = virtual.getVirtualItems();
  const shown = items.map((item) => ({ item, id: rowKey(sorted[item.index] as T) }));
  // Slots of the last committed render, updated after commit so that render stays pure.
  const committedSlots = useRef<ReadonlyMap<string, number>>(new Map());
  const slots = assignSlots(
    committedSlots.current,
    shown.map((r) => r.id),
  );
  useLayoutEffect(() => {
    committedSlots.current = slots;
  });
  // While scrolling, rows stay in slot order in the DOM: they sit at their translateY, so no
  // node changes place (moving one re-inserts it: new style and layout). At rest they are put
  // back in row order (reading and tab order); aria-rowindex gives the order throughout.
  const bySlot = identity === 'slot' && virtual.isScrolling;
  const ordered = shown
    .map(({ item, id }) => ({ item, id, slot: slots.get(id) ?? item.index }))
    .sort((x, y) => (bySlot ? x.slot - y.slot : x.item.index - y.item.index));

  const tools = (
    <div className="vt-tools">
      <button
        type="button"
        className="vt-chooser-btn"
        aria-expanded={chooser}
        onClick={() => setChooser((x) => !x)}
        data-testid={`columns-${table}`}
      >
        Columns
      </button>
      {chooser && (
        <div className="vt-chooser" role="menu">
          {columns.map((c) => (
            <label key={c.id} className="vt-chooser-item">
              <input
                type="checkbox"
                checked={!state.hidden.includes(c.id)}
                onChange={() => update(toggleHidden(state, c.id))}
                data-testid={`column-toggle-${c.id}`}
              />
              {c.label}
            </label>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <div className="vt" data-testid={`table-${table}`}>
      {toolsHost ? createPortal(tools, toolsHost) : tools}
      <div className="vt-scroll" ref={scroller} role="table" aria-rowcount={sorted.length + 1}>
        <div
          className="vt-head"
          style={{ gridTemplateColumns: template, minWidth }}
          role="row"
          aria-rowindex={1}
        >
          {shownColumns.map((c, i) => {
            const sort = state.sort?.column === c.id ? state.sort.dir : null;
            return (
              <div
                key={c.id}
                role="columnheader"
                aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
                className={`vt-th-cell${pins[i] != null ? ' vt-pinned' : ''}`}
                style={pinStyle(pins[i])}
              >
                <button
                  type="button"
                  className={`vt-th${c.align === 'right' ? ' right' : ''}`}
                  disabled={c.sortValue === undefined}
                  onClick={() => update(cycleSort(state, c.id))}
                  title={c.label}
                  data-testid={`th-${c.id}`}
                >
                  {c.label}
                  {sort === 'asc' ? ' ▲' : sort === 'desc' ? ' ▼' : ''}
                </button>
                <span
                  className={`vt-resize${drag?.id === c.id ? ' active' : ''}`}
                  role="separator"
                  aria-orientation="vertical"
                  aria-label={`Resize ${c.label}`}
                  aria-valuenow={widthOf(c)}
                  tabIndex={0}
                  data-testid={`resize-${c.id}`}
                  onPointerDown={(e) => startResize(c, e)}
                  onPointerMove={moveResize}
                  onPointerUp={endResize}
                  onPointerCancel={endResize}
                  onDoubleClick={() => update(resizeColumn(state, c.id, null))}
                  onKeyDown={(e) => {
                    const step = e.key === 'ArrowLeft' ? -8 : e.key === 'ArrowRight' ? 8 : 0;
                    if (step === 0) return;
                    e.preventDefault();
                    update(resizeColumn(state, c.id, widthOf(c) + step));
                  }}
                />
              </div>
            );
          })}
        </div>
        {sorted.length === 0 ? (
          <p className="vt-empty">{empty}</p>
        ) : (
          <div className="vt-body" style={{ height: virtual.getTotalSize(), minWidth }}>
            {ordered.map(({ item, id, slot }) => {
              const row = sorted[item.index] as T;
              return (
                <TableRow
                  key={identity === 'row' ? id : slot}
                  index={item.index}
                  row={row}
                  start={item.start}
                  template={template}
                  pins={pins}
                  columns={shownColumns as readonly Column<unknown>[]}
                  rowTestId={rowTestId}
                  rowProps={rowProps as ((row: unknown) => Record<string, string>) | undefined}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

interface TableRowProps {
  readonly row: unknown;
  /** Position in the sorted rows (0-based). */
  readonly index: number;
  readonly start: number;
  readonly template: string;
  /** Sticky left offsets of the pinned columns (pinnedOffsets). */
  readonly pins: readonly (number | null)[];
  readonly columns: readonly Column<unknown>[];
  readonly rowTestId: string;
  readonly rowProps: ((row: unknown) => Record<string, string>) | undefined;
}

/** One row. Cells and `rowProps` are pure functions of the row, so a row re-renders only when
 *  its row object, position, columns or grid change (callers pass `rowProps` inline). */
const TableRow = memo(
  function TableRow({
    row,
    index,
    start,
    template,
    pins,
    columns,
    rowTestId,
    rowProps,
  }: TableRowProps) {
    return (
      <div
        className="vt-row"
        role="row"
        aria-rowindex={index + 2 /* 1-based, after the header row */}
        data-testid={rowTestId}
        {...(rowProps?.(row) ?? {})}
        style={{ gridTemplateColumns: template, transform: `translateY(${start}px)` }}
      >
        {columns.map((c, i) => (
          <span
            key={c.id}
            className={`vt-td${c.align === 'right' ? ' right num' : ''}${pins[i] != null ? ' vt-pinned' : ''}`}
            style={pinStyle(pins[i])}
            data-col={c.id}
          >
            {c.render(row)}
          </span>
        ))}
      </div>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.start === b.start &&
    a.template === b.template &&
    a.pins === b.pins &&
    a.columns === b.columns &&
    a.rowTestId === b.rowTestId,
);

/** Row key → DOM slot: a row still shown keeps its slot (and its node: a focused editor in it
 *  survives rows arriving above), rows coming into view take the lowest free ones, so slot
 *  numbers stay below the number of rows shown and a scroll rewrites the nodes of the rows that
 *  left (a jump rewrites them all). */
export function assignSlots(
  previous: ReadonlyMap<string, number>,
  keys: readonly string[],
): Map<string, number> {
  const next = new Map<string, number>();
  const used = new Set<number>();
  for (const k of keys) {
    const slot = previous.get(k);
    if (slot !== undefined) {
      next.set(k, slot);
      used.add(slot);
    }
  }
  let free = 0;
  for (const k of keys) {
    if (next.has(k)) continue;
    while (used.has(free)) free++;
    next.set(k, free);
    used.add(free);
  }
  return next;
}
