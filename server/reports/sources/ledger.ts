// Statements from the ledger (the one truth of balances): the balance statement (per
// subaccount and token: opening balance, credits, debits, closing balance) and the
// interest statement (credit-facility loans with interest accrued over the window, and perpetual
// funding paid or received). Opening is the ledger's balance just before the window; closing is
// the balance at its end; closing = opening + the movements between (R-RPT-6).
import { sql, type Kysely } from 'kysely';
import { addDecimal, signDecimal, subtractDecimal } from '../../../domain/decimal';
import { formatDateTimeUtc, formatDateUtc } from '../../../domain/dates';
import type { Database } from '../../db/schema';
import { accruedInterest } from '../../portfolio/credit-view';
import { listPages, millis, nameOf, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type Row, type SummaryLine } from '../table';

const books = (subs: readonly number[]) => subs.map((s) => `sub:${s}`);

/** Balance per book and token strictly before `before` (null: nothing before). */
export async function balancesBefore(
  db: Kysely<Database>,
  subs: readonly number[],
  before: number | null,
  kinds?: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (subs.length === 0 || before === null) return out;
  let q = db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where('book', 'in', books(subs))
    .where('time', '<', before);
  if (kinds) q = q.where('kind', 'in', [...kinds]);
  for (const r of await q.groupBy(['book', 'token']).execute())
    out.set(`${r.book}\u0000${r.token}`, r.amount);
  return out;
}

export function perToken(map: ReadonlyMap<string, string>): [string, string][] {
  const by = new Map<string, string>();
  for (const [key, amount] of map) {
    const token = key.split('\u0000')[1] ?? '';
    by.set(token, addDecimal(by.get(token) ?? '0', amount));
  }
  return [...by].sort().map(([t, a]) => [t, decimalCell(a) ?? '0']);
}

const STATEMENT_COLUMNS: readonly Column[] = [
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 120 },
  { key: 'token', title: 'Token', type: 'text', width: 50 },
  { key: 'opening', title: 'Opening Balance', type: 'decimal', width: 100 },
  { key: 'credits', title: 'Credits', type: 'decimal', width: 90 },
  { key: 'debits', title: 'Debits', type: 'decimal', width: 90 },
  { key: 'closing', title: 'Closing Balance', type: 'decimal', width: 100 },
];

/** Spec 7.3 "balances": a statement of every covered subaccount and token over the window. */
export function balanceStatementSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs } = ctx.parameters;
  const name = nameOf(ctx);
  const end = () => ctx.parameters.to ?? ctx.now();
  let built: Promise<{ rows: Row[]; opening: Map<string, string>; closing: Map<string, string> }>;
  const build = () =>
    (built ??= (async () => {
      const from = ctx.parameters.from;
      const opening = await balancesBefore(ctx.db, subs, from);
      const closing = await balancesBefore(ctx.db, subs, end() + 1);
      const moves = new Map<string, { credits: string; debits: string }>();
      if (subs.length > 0) {
        let q = ctx.db
          .selectFrom('ledger_entries')
          .select([
            'book',
            'token',
            sql<string>`coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text`.as('credits'),
            sql<string>`coalesce(sum(amount) FILTER (WHERE amount < 0), 0)::text`.as('debits'),
          ])
          .where('book', 'in', books(subs))
          .where('time', '<=', end());
        if (from !== null) q = q.where('time', '>=', from);
        for (const r of await q.groupBy(['book', 'token']).execute())
          moves.set(`${r.book}\u0000${r.token}`, { credits: r.credits, debits: r.debits });
      }
      const keys = [...new Set([...opening.keys(), ...closing.keys(), ...moves.keys()])]
        .map((k) => {
          const [book = '', token = ''] = k.split('\u0000');
          return { key: k, sub: Number(book.slice(4)), token };
        })
        .sort((a, b) => a.sub - b.sub || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
      const rows: Row[] = [];
      for (const k of keys) {
        const open = opening.get(k.key) ?? '0';
        const close = closing.get(k.key) ?? '0';
        const m = moves.get(k.key) ?? { credits: '0', debits: '0' };
        if ([open, close, m.credits, m.debits].every((v) => signDecimal(v) === 0)) continue;
        rows.push([
          name(k.sub),
          k.token,
          decimalCell(open),
          decimalCell(m.credits),
          decimalCell(m.debits),
          decimalCell(close),
        ]);
      }
      return { rows, opening, closing };
    })());
  return {
    columns: STATEMENT_COLUMNS,
    count: async () => (await build()).rows.length,
    pages: async function* () {
      yield* listPages((await build()).rows);
    },
    async summary(): Promise<readonly SummaryLine[]> {
      const { opening, closing } = await build();
      return [
        { label: 'Opening balance', values: perToken(opening) },
        { label: 'Closing balance', values: perToken(closing) },
      ];
    },
  };
}

const INTEREST_COLUMNS: readonly Column[] = [
  { key: 'date', title: 'Date (UTC)', type: 'time', width: 105 },
  { key: 'kind', title: 'Type', type: 'text', width: 70 },
  { key: 'reference', title: 'Reference', type: 'text', width: 130 },
  { key: 'token', title: 'Token', type: 'text', width: 50 },
  { key: 'principal', title: 'Principal', type: 'decimal', width: 90 },
  { key: 'rate', title: 'Annual Rate', type: 'decimal', width: 60 },
  { key: 'amount', title: 'Interest / Funding', type: 'decimal', width: 90 },
];

/**
 * Spec 7.3 "interest statement": each credit-facility loan of the entity with the interest it
 * accrued over the window (simple, actual/365, as the credit page), and the perpetual funding
 * each covered subaccount paid (negative) or received in the window.
 */
export function interestStatementSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from } = ctx.parameters;
  const name = nameOf(ctx);
  let built: Promise<Row[]> | null = null;
  const build = () =>
    (built ??= (async () => {
      const end = ctx.parameters.to ?? ctx.now();
      const start = from ?? 0;
      const entityId = ctx.subaccounts.length > 0 ? await entityOf(ctx) : null;
      const rows: Row[] = [];
      if (entityId !== null) {
        const loans = await ctx.db
          .selectFrom('credit_loans')
          .selectAll()
          .where('customer_id', '=', entityId)
          .where('started_at', '<=', end)
          .orderBy('id')
          .execute();
        for (const l of loans) {
          const started = millis(l.started_at);
          const stop = Math.min(end, l.repaid_at === null ? end : millis(l.repaid_at));
          const begin = Math.max(start, started);
          const accrued = subtractDecimal(
            accruedInterest(l.principal, l.annual_rate, started, stop),
            accruedInterest(l.principal, l.annual_rate, started, Math.max(started, begin)),
          );
          rows.push([
            formatDateUtc(stop),
            'interest',
            `loan ${l.id}`,
            l.token,
            decimalCell(l.principal),
            decimalCell(l.annual_rate),
            decimalCell(accrued),
          ]);
        }
      }
      if (subs.length > 0) {
        let q = ctx.db
          .selectFrom('ledger_entries')
          .select(['book', 'token', 'amount', 'ref', 'time'])
          .where('book', 'in', books(subs))
          .where('kind', '=', 'funding')
          .where('time', '<=', end);
        if (from !== null) q = q.where('time', '>=', from);
        for (const e of await q.orderBy('time').orderBy('id').execute())
          rows.push([
            formatDateTimeUtc(millis(e.time)),
            'funding',
            `${name(Number(e.book.slice(4)))} ${e.ref}`,
            e.token,
            null,
            null,
            decimalCell(e.amount),
          ]);
      }
      return rows;
    })());
  return {
    columns: INTEREST_COLUMNS,
    count: async () => (await build()).length,
    pages: async function* () {
      yield* listPages(await build());
    },
    async summary(): Promise<readonly SummaryLine[]> {
      const rows = await build();
      const interest = new Map<string, string>();
      const funding = new Map<string, string>();
      for (const r of rows) {
        const into = r[1] === 'interest' ? interest : funding;
        const token = r[3] ?? '';
        into.set(token, addDecimal(into.get(token) ?? '0', r[6] ?? '0'));
      }
      const list = (m: Map<string, string>) =>
        [...m].sort().map(([t, a]) => [t, decimalCell(a) ?? '0'] as const);
      return [
        { label: 'Interest accrued per token', values: list(interest) },
        { label: 'Net funding per token', values: list(funding) },
      ];
    },
  };
}

async function entityOf(ctx: SourceContext): Promise<number | null> {
  const first = ctx.subaccounts[0];
  if (!first) return null;
  const row = await ctx.db
    .selectFrom('subaccounts')
    .select('entity_id')
    .where('id', '=', first.id)
    .executeTakeFirst();
  return row?.entity_id ?? null;
}
