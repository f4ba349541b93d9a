// The shape every report source produces and every writer consumes: typed columns, then rows of
// cells in pages. Cells are strings (exact decimals, already formatted times) or null.
import { normalizeDecimal } from '../../domain/decimal';

export type ColumnType = 'text' | 'decimal' | 'integer' | 'time';

export interface Column {
  readonly key: string;
  readonly title: string;
  readonly type: ColumnType;
  /** PDF column width in points (the page is laid out from these). */
  readonly width?: number;
}

export type Cell = string | null;
export type Row = readonly Cell[];

/** A statement's per-token figures (opening and closing balances, totals) printed in the PDF. */
export interface SummaryLine {
  readonly label: string;
  readonly values: readonly (readonly [string, string])[];
}

export interface ReportHeader {
  readonly title: string;
  /** Entity, window, subaccounts: lines under the title. */
  readonly lines: readonly string[];
}

/** What a writer gets: the header, the columns, then pages of rows, then summaries. */
export interface TableSink {
  begin(header: ReportHeader, columns: readonly Column[]): Promise<void>;
  rows(page: readonly Row[]): Promise<void>;
  /** Summaries (opening/closing balances, totals) after the rows; then the file is complete. */
  end(summary: readonly SummaryLine[]): Promise<void>;
  /** Drops a half-written file (a failed or interrupted job). */
  abort(): Promise<void>;
}

/** Decimal cells in one canonical form (no trailing zeros), as the database value means; an
 *  absent figure ('' — e.g. an option position's liquidation price) is an empty cell. */
export const decimalCell = (value: string | null | undefined): Cell =>
  value === null || value === undefined || value === '' ? null : normalizeDecimal(value);
