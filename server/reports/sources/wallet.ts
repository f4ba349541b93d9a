// Wallet movements of the covered subaccounts (docs/wallet.md): deposits, withdrawals and
// internal transfers in the window, keyset pages by id; the summary totals completed amounts
// per token.
import { sql, type Selectable } from 'kysely';
import type { DepositsTable, TransfersTable, WithdrawalsTable } from '../../db/wallet-schema';
import { addDecimal } from '../../../domain/decimal';
import { formatDateTimeUtc } from '../../../domain/dates';
import { keysetPages, nameOf, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type Row, type SummaryLine } from '../table';

const when = (d: Date | null): string => (d === null ? '' : formatDateTimeUtc(d.getTime()));
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

function totals(label: string, rows: readonly { token: string; amount: string }[]): SummaryLine {
  const by = new Map<string, string>();
  for (const r of rows) by.set(r.token, addDecimal(by.get(r.token) ?? '0', r.amount));
  return {
    label,
    values: [...by].sort().map(([t, a]) => [t, decimalCell(a) ?? '0'] as const),
  };
}

const DEPOSIT_COLUMNS: readonly Column[] = [
  { key: 'id', title: 'ID', type: 'integer', width: 35 },
  { key: 'time', title: 'Detected (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 100 },
  { key: 'token', title: 'Token', type: 'text', width: 45 },
  { key: 'network', title: 'Network', type: 'text', width: 60 },
  { key: 'amount', title: 'Amount', type: 'decimal', width: 80 },
  { key: 'status', title: 'Status', type: 'text', width: 55 },
  { key: 'hash', title: 'Transaction Hash', type: 'text', width: 150 },
  { key: 'completed', title: 'Completed (UTC)', type: 'time', width: 105 },
];

export function depositsSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  const name = nameOf(ctx);
  const base = () => {
    let q = ctx.db.selectFrom('deposits').where('subaccount_id', 'in', [...subs]);
    if (from !== null) q = q.where('detected_at', '>=', dateOf(from) as Date);
    if (to !== null) q = q.where('detected_at', '<=', dateOf(to) as Date);
    return q;
  };
  return {
    columns: DEPOSIT_COLUMNS,
    count: async () =>
      subs.length === 0
        ? 0
        : Number(
            (
              await base()
                .select(sql<string>`count(*)::text`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
    pages: () =>
      keysetPages<Selectable<DepositsTable>, Row>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().selectAll();
          if (after) q = q.where('id', '>', after.id);
          return q.orderBy('id').limit(limit).execute();
        },
        (d): Row => [
          String(d.id),
          when(d.detected_at),
          name(d.subaccount_id),
          d.token,
          d.network,
          decimalCell(d.amount),
          d.status,
          d.transaction_hash,
          when(d.completed_at),
        ],
      ),
    async summary() {
      if (subs.length === 0) return [];
      const rows = await base()
        .select(['token', sql<string>`sum(amount)::text`.as('amount')])
        .where('status', '=', 'completed')
        .groupBy('token')
        .execute();
      return [totals('Completed deposits per token', rows)];
    },
  };
}

const WITHDRAWAL_COLUMNS: readonly Column[] = [
  { key: 'id', title: 'ID', type: 'integer', width: 35 },
  { key: 'time', title: 'Requested (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 95 },
  { key: 'token', title: 'Token', type: 'text', width: 45 },
  { key: 'network', title: 'Network', type: 'text', width: 55 },
  { key: 'destination', title: 'Destination', type: 'text', width: 140 },
  { key: 'amount', title: 'Amount', type: 'decimal', width: 75 },
  { key: 'fee', title: 'Fee', type: 'decimal', width: 55 },
  { key: 'status', title: 'Status', type: 'text', width: 70 },
  { key: 'hash', title: 'Transaction Hash', type: 'text', width: 130 },
  { key: 'completed', title: 'Completed (UTC)', type: 'time', width: 105 },
];

export function withdrawalsSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  const name = nameOf(ctx);
  const base = () => {
    let q = ctx.db.selectFrom('withdrawals').where('subaccount_id', 'in', [...subs]);
    if (from !== null) q = q.where('created_at', '>=', dateOf(from) as Date);
    if (to !== null) q = q.where('created_at', '<=', dateOf(to) as Date);
    return q;
  };
  return {
    columns: WITHDRAWAL_COLUMNS,
    count: async () =>
      subs.length === 0
        ? 0
        : Number(
            (
              await base()
                .select(sql<string>`count(*)::text`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
    pages: () =>
      keysetPages<Selectable<WithdrawalsTable>, Row>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().selectAll();
          if (after) q = q.where('id', '>', after.id);
          return q.orderBy('id').limit(limit).execute();
        },
        (w): Row => [
          String(w.id),
          when(w.created_at),
          name(w.subaccount_id),
          w.token,
          w.network,
          w.destination,
          decimalCell(w.amount),
          decimalCell(w.fee),
          w.status,
          w.transaction_hash ?? '',
          when(w.completed_at),
        ],
      ),
    async summary() {
      if (subs.length === 0) return [];
      const rows = await base()
        .select(['token', sql<string>`sum(amount)::text`.as('amount')])
        .where('status', '=', 'completed')
        .groupBy('token')
        .execute();
      return [totals('Completed withdrawals per token', rows)];
    },
  };
}

const TRANSFER_COLUMNS: readonly Column[] = [
  { key: 'id', title: 'ID', type: 'integer', width: 35 },
  { key: 'time', title: 'Requested (UTC)', type: 'time', width: 105 },
  { key: 'from', title: 'From', type: 'text', width: 110 },
  { key: 'to', title: 'To', type: 'text', width: 110 },
  { key: 'token', title: 'Token', type: 'text', width: 45 },
  { key: 'amount', title: 'Amount', type: 'decimal', width: 80 },
  { key: 'purpose', title: 'Purpose', type: 'text', width: 60 },
  { key: 'status', title: 'Status', type: 'text', width: 70 },
  { key: 'completed', title: 'Completed (UTC)', type: 'time', width: 105 },
];

/** Transfers where a covered subaccount is the source or the destination. */
export function transfersSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  const name = nameOf(ctx);
  const base = () => {
    let q = ctx.db
      .selectFrom('transfers')
      .where((eb) =>
        eb.or([eb('from_subaccount_id', 'in', [...subs]), eb('to_subaccount_id', 'in', [...subs])]),
      );
    if (from !== null) q = q.where('created_at', '>=', dateOf(from) as Date);
    if (to !== null) q = q.where('created_at', '<=', dateOf(to) as Date);
    return q;
  };
  return {
    columns: TRANSFER_COLUMNS,
    count: async () =>
      subs.length === 0
        ? 0
        : Number(
            (
              await base()
                .select(sql<string>`count(*)::text`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
    pages: () =>
      keysetPages<Selectable<TransfersTable>, Row>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().selectAll();
          if (after) q = q.where('id', '>', after.id);
          return q.orderBy('id').limit(limit).execute();
        },
        (t): Row => [
          String(t.id),
          when(t.created_at),
          name(t.from_subaccount_id),
          name(t.to_subaccount_id),
          t.token,
          decimalCell(t.amount),
          t.purpose,
          t.status,
          when(t.completed_at),
        ],
      ),
    async summary() {
      if (subs.length === 0) return [];
      const rows = await base()
        .select(['token', sql<string>`sum(amount)::text`.as('amount')])
        .where('status', '=', 'completed')
        .groupBy('token')
        .execute();
      return [totals('Completed transfers per token', rows)];
    },
  };
}
