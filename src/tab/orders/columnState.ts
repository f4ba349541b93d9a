// Blotter column state, persisted per table in localStorage (spec 9 "table column state"):
// which columns are hidden, how rows are sorted and the widths the user dragged columns to. Framework-free; unknown or malformed
// stored values fall back to the defaults.

export type SortDir = 'asc' | 'desc';

export interface ColumnState {
  readonly hidden: readonly string[];
  readonly sort: { readonly column: string; readonly dir: SortDir } | null;
  /** Widths in px set by resizing; a column without one keeps its default. */
  readonly widths: Readonly<Record<string, number>>;
}

export const EMPTY_COLUMN_STATE: ColumnState = { hidden: [], sort: null, widths: {} };

/** A resized column stays between these widths (px). */
export const MIN_COLUMN_WIDTH = 36;
export const MAX_COLUMN_WIDTH = 480;

const clampWidth = (w: number): number =>
  Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, w)));

export const columnStateKey = (table: string): string => `desk.edge.columns.${table}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function loadColumnState(
  storage: Storage,
  table: string,
  columns: readonly string[],
): ColumnState {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(columnStateKey(table)) ?? 'null');
  } catch {
    return EMPTY_COLUMN_STATE;
  }
  return parseColumnState(raw, columns);
}

/** A stored column state (parsed JSON from any store); malformed parts fall back. */
export function parseColumnState(raw: unknown, columns: readonly string[]): ColumnState {
  if (typeof raw !== 'object' || raw === null) return EMPTY_COLUMN_STATE;
  const o = raw as { hidden?: unknown; sort?: unknown; widths?: unknown };
  const hidden = Array.isArray(o.hidden)
    ? o.hidden.filter((c): c is string => typeof c === 'string' && columns.includes(c))
    : [];
  const s = o.sort as { column?: unknown; dir?: unknown } | null | undefined;
  const sort =
    s &&
    typeof s.column === 'string' &&
    columns.includes(s.column) &&
    (s.dir === 'asc' || s.dir === 'desc')
      ? { column: s.column, dir: s.dir as SortDir }
      : null;
  const widths: Record<string, number> = {};
  if (typeof o.widths === 'object' && o.widths !== null)
    for (const [c, w] of Object.entries(o.widths as Record<string, unknown>))
      if (columns.includes(c) && typeof w === 'number' && Number.isFinite(w))
        widths[c] = clampWidth(w);
  return { hidden, sort, widths };
}

/** A column dragged to `width` px (clamped); `null` puts it back to its default width. */
export function resizeColumn(
  state: ColumnState,
  column: string,
  width: number | null,
): ColumnState {
  const widths = { ...state.widths };
  if (width === null) delete widths[column];
  else widths[column] = clampWidth(width);
  return { ...state, widths };
}

export function saveColumnState(storage: Storage, table: string, state: ColumnState): void {
  storage.setItem(columnStateKey(table), JSON.stringify(state));
}

export function toggleHidden(state: ColumnState, column: string): ColumnState {
  const hidden = state.hidden.includes(column)
    ? state.hidden.filter((c) => c !== column)
    : [...state.hidden, column];
  return { ...state, hidden };
}

/** Click on a header: ascending, then descending, then back to the table's own order. */
export function cycleSort(state: ColumnState, column: string): ColumnState {
  const s = state.sort;
  if (s === null || s.column !== column) return { ...state, sort: { column, dir: 'asc' } };
  if (s.dir === 'asc') return { ...state, sort: { column, dir: 'desc' } };
  return { ...state, sort: null };
}

/** Sorts rows by a column's sort value: numbers numerically (decimal strings too), else text. */
export function sortRows<T>(
  rows: readonly T[],
  sort: ColumnState['sort'],
  value: (row: T, column: string) => string | number,
): readonly T[] {
  if (sort === null) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    const nx = typeof x === 'number' ? x : Number(x);
    const ny = typeof y === 'number' ? y : Number(y);
    if (x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny)) return sign * (nx - ny);
    return sign * String(x).localeCompare(String(y));
  });
}
