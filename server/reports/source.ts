// A report's data: its columns, how many rows it will have (for progress and the PDF cap), the
// rows in pages read with keyset pagination (never the whole result at once), and the summary
// lines a statement prints after them. Sources are repositories: SQL lives in them.
import type { Kysely } from 'kysely';
import type { ReportFilters, ReportKind } from '../../domain/reports';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { AccountReader } from '../orders/read-model';
import type { PortfolioSubaccount } from '../portfolio/accounts';
import type { Column, Row, SummaryLine } from './table';

/** Rows per database page: large enough to amortise a query, small enough to stay bounded. */
export const PAGE_ROWS = 5_000;

/** What a job asked for, resolved when it was requested (R-RPT-2). */
export interface ReportParameters {
  /** The requester's readable subaccounts (effective canRead) the report covers. */
  readonly subaccountIds: readonly number[];
  /** Window in epoch ms (inclusive); null: from the beginning / up to the run. */
  readonly from: number | null;
  readonly to: number | null;
  /** The screen's filters the kind takes (domain `filtersOf`); empty when none. */
  readonly filters: ReportFilters;
}

export interface SourceContext {
  readonly db: Kysely<Database>;
  readonly orders: AccountReader;
  readonly rates: () => Readonly<Record<string, string>>;
  readonly now: Clock;
  /** The covered subaccounts with names, venue and account (in id order). */
  readonly subaccounts: readonly PortfolioSubaccount[];
  readonly parameters: ReportParameters;
}

export interface ReportSource {
  readonly columns: readonly Column[];
  /** Extra header lines (the window and scope lines are added by the runner). */
  readonly notes?: readonly string[];
  count(): Promise<number>;
  pages(): AsyncIterable<readonly Row[]>;
  /** Statement lines after the rows (opening and closing balances, totals). */
  summary(): Promise<readonly SummaryLine[]>;
}

export type SourceFactory = (ctx: SourceContext) => ReportSource;
export type SourceRegistry = Readonly<Record<ReportKind, SourceFactory>>;

/**
 * Keyset pages: `fetch(after)` returns up to PAGE_ROWS records strictly after the last one of
 * the previous page (null for the first), in key order. One page is in memory at a time.
 */
export async function* keysetPages<T, R>(
  fetch: (after: T | null, limit: number) => Promise<readonly T[]>,
  toRow: (record: T) => R,
  limit = PAGE_ROWS,
): AsyncIterable<R[]> {
  let after: T | null = null;
  for (;;) {
    const records: readonly T[] = await fetch(after, limit);
    if (records.length === 0) return;
    yield records.map(toRow);
    if (records.length < limit) return;
    after = records[records.length - 1] ?? null;
  }
}

/** One page of an in-memory list (small reports built from the order service's memory). */
export async function* listPages<R>(rows: readonly R[], limit = PAGE_ROWS): AsyncIterable<R[]> {
  for (let i = 0; i < rows.length; i += limit) yield rows.slice(i, i + limit);
}

export const nameOf = (ctx: SourceContext) => {
  const names = new Map(ctx.subaccounts.map((s) => [s.id, s.name]));
  return (id: number): string => names.get(id) ?? String(id);
};

/** Bigint columns come back as strings from PostgreSQL and numbers from PGlite. */
export const millis = (v: string | number | null): number => (v === null ? NaN : Number(v));

export const NO_SUMMARY = async (): Promise<readonly SummaryLine[]> => [];
