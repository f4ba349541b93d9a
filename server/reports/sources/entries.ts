// Ledger movements as files: cashflows (spec 7.3; the Cashflows card's export) and transactions
// (the Transactions card's export: every movement, with what caused it). Both take the screens'
// filters (ledger tabs, token) and read one subaccount after another in keyset pages over the
// (book, time, id) index, so a long history never sits in memory at once.
import { sql, type Kysely } from 'kysely';
import { addDecimal } from '../../../domain/decimal';
import { formatDateTimeUtc } from '../../../domain/dates';
import { CASHFLOW_GROUPS, type LedgerGroup } from '../../../domain/reports';
import type { Database } from '../../db/schema';
import { KIND_GROUPS, linkOf } from '../../posttrade/ledger-read';
import { millis, nameOf, PAGE_ROWS, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type Row, type SummaryLine } from '../table';
import { balancesBefore, perToken } from './ledger';

const kindsOf = (groups: readonly LedgerGroup[]): string[] =>
  groups.flatMap((g) => [...KIND_GROUPS[g]]);

/** Ledger kinds that are cash flows (not trading): money in, out and between accounts. */
export const CASHFLOW_KINDS: readonly string[] = kindsOf(CASHFLOW_GROUPS);

const COLUMNS: readonly Column[] = [
  { key: 'time', title: 'Time (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'venue', title: 'Venue', type: 'text', width: 60 },
  { key: 'kind', title: 'Type', type: 'text', width: 80 },
  { key: 'token', title: 'Token', type: 'text', width: 45 },
  { key: 'amount', title: 'Amount', type: 'decimal', width: 90 },
  { key: 'cause', title: 'Caused By', type: 'text', width: 90 },
  { key: 'reference', title: 'Reference', type: 'text', width: 130 },
  { key: 'journal', title: 'Journal', type: 'text', width: 70 },
  { key: 'entry', title: 'Entry', type: 'integer', width: 50 },
];

interface EntryRecord {
  id: string;
  journal_id: string;
  book: string;
  token: string;
  amount: string;
  kind: string;
  ref: string;
  time: string | number;
  order_id: string | null;
}

interface EntryFilter {
  /** null: every kind. */
  readonly kinds: readonly string[] | null;
  readonly token: string | null;
  readonly from: number | null;
  readonly to: number;
}

function conditions(f: EntryFilter, books: readonly string[]) {
  const parts = [sql`e.book IN (${sql.join(books)})`, sql`e.time <= ${f.to}`];
  if (f.kinds !== null) parts.push(sql`e.kind IN (${sql.join([...f.kinds])})`);
  if (f.token !== null) parts.push(sql`e.token = ${f.token}`);
  if (f.from !== null) parts.push(sql`e.time >= ${f.from}`);
  return parts;
}

/** One keyset page of a book's entries after (time, id), with the order an Edge fill links to. */
async function entryPage(
  db: Kysely<Database>,
  f: EntryFilter,
  book: string,
  after: EntryRecord | null,
): Promise<EntryRecord[]> {
  const parts = conditions(f, [book]);
  if (after !== null)
    parts.push(sql`(e.time, e.id) > (${millis(after.time)}, ${after.id}::bigint)`);
  const r = await sql<EntryRecord>`
    SELECT e.id::text AS id, e.journal_id::text AS journal_id, e.book, e.token,
           e.amount::text AS amount, e.kind, e.ref, e.time, f.order_id::text AS order_id
      FROM ledger_entries e
      LEFT JOIN LATERAL (
        -- As the Transactions screen: an Edge fill's entries link to the order (a TWAP
        -- slice's to its parent).
        SELECT coalesce(o.parent_order_id, fl.order_id) AS order_id
          FROM fills fl JOIN orders o ON o.id = fl.order_id
         WHERE e.kind IN ('trade', 'fee', 'pnl') AND e.ref ~ '^[^:]+:[0-9]+$'
           AND fl.subaccount_id = substring(e.book from 5)::int
           AND fl.symbol = split_part(e.ref, ':', 1)
           AND fl.time = split_part(e.ref, ':', 2)::bigint
         LIMIT 1) f ON true
     WHERE ${sql.join(parts, sql` AND `)}
     ORDER BY e.time, e.id
     LIMIT ${PAGE_ROWS}`.execute(db);
  return r.rows;
}

function entriesSource(
  ctx: SourceContext,
  kinds: readonly string[] | null,
  summary: (f: EntryFilter) => Promise<readonly SummaryLine[]>,
): ReportSource {
  const { subaccountIds: subs, from } = ctx.parameters;
  const name = nameOf(ctx);
  const venue = new Map(ctx.subaccounts.map((s) => [s.id, s.venueName]));
  let filter: EntryFilter | null = null;
  // The window's end is fixed when the job first reads (a file is one consistent cut).
  const f = (): EntryFilter =>
    (filter ??= {
      kinds,
      token: ctx.parameters.filters.token ?? null,
      from,
      to: ctx.parameters.to ?? ctx.now(),
    });
  const toRow =
    (sub: number) =>
    (e: EntryRecord): Row => {
      const link = linkOf({ kind: e.kind, ref: e.ref, orderId: e.order_id });
      return [
        formatDateTimeUtc(millis(e.time)),
        name(sub),
        venue.get(sub) ?? '',
        e.kind,
        e.token,
        decimalCell(e.amount),
        link ? `${link.type} ${link.id}` : null,
        e.ref,
        e.journal_id,
        e.id,
      ];
    };
  return {
    columns: COLUMNS,
    async count() {
      if (subs.length === 0) return 0;
      const parts = conditions(
        f(),
        subs.map((s) => `sub:${s}`),
      );
      const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_entries e
        WHERE ${sql.join(parts, sql` AND `)}`.execute(ctx.db);
      return Number(r.rows[0]?.n ?? 0);
    },
    pages: async function* () {
      for (const sub of subs) {
        let after: EntryRecord | null = null;
        for (;;) {
          const page = await entryPage(ctx.db, f(), `sub:${sub}`, after);
          if (page.length === 0) break;
          yield page.map(toRow(sub));
          if (page.length < PAGE_ROWS) break;
          after = page[page.length - 1] ?? null;
        }
      }
    },
    summary: () => summary(f()),
  };
}

/**
 * Spec 7.3 "cashflows": deposits, withdrawals, transfers, fees, funding and interest moving the
 * covered subaccounts in the window (narrowed to the Cashflows card's tab and token when
 * asked), with the opening and closing balance per token (of the token asked, if any).
 */
export function cashflowsSource(ctx: SourceContext): ReportSource {
  const groups = ctx.parameters.filters.groups;
  const subs = ctx.parameters.subaccountIds;
  return entriesSource(ctx, groups ? kindsOf(groups) : CASHFLOW_KINDS, async (f) => {
    const only = (m: Map<string, string>) => {
      if (f.token === null) return m;
      for (const key of [...m.keys()]) if (!key.endsWith(`\u0000${f.token}`)) m.delete(key);
      return m;
    };
    const opening = only(await balancesBefore(ctx.db, subs, f.from));
    const closing = only(await balancesBefore(ctx.db, subs, f.to + 1));
    return [
      { label: 'Opening balance', values: perToken(opening) },
      { label: 'Closing balance', values: perToken(closing) },
    ];
  });
}

/**
 * The Transactions card's export: every ledger movement on the covered subaccounts in the
 * window (narrowed to its tabs and token when asked), each with what caused it, and the net
 * per token of everything listed (the screen's "Net of all matching").
 */
export function transactionsSource(ctx: SourceContext): ReportSource {
  const groups = ctx.parameters.filters.groups;
  const subs = ctx.parameters.subaccountIds;
  return entriesSource(ctx, groups ? kindsOf(groups) : null, async (f) => {
    if (subs.length === 0) return [];
    const r = await sql<{ token: string; amount: string }>`
      SELECT e.token, sum(e.amount)::text AS amount FROM ledger_entries e
       WHERE ${sql.join(
         conditions(
           f,
           subs.map((s) => `sub:${s}`),
         ),
         sql` AND `,
       )}
       GROUP BY e.token ORDER BY e.token`.execute(ctx.db);
    const net = r.rows.map(
      (t) => [t.token, decimalCell(addDecimal('0', t.amount)) ?? '0'] as const,
    );
    return [{ label: 'Net per token', values: net }];
  });
}
