// The allocation history as a file (the Trade Allocation screen's export; docs/post-trade.md):
// one row per leg of every allocation (bookings, reversals and the reversed) whose block came
// from a covered subaccount in the window, in keyset pages over (allocation, leg).
import { sql } from 'kysely';
import { formatDateTimeUtc } from '../../../domain/dates';
import { keysetPages, millis, nameOf, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type SummaryLine } from '../table';

const COLUMNS: readonly Column[] = [
  { key: 'allocation', title: 'Allocation ID', type: 'integer', width: 55 },
  { key: 'time', title: 'Time (UTC)', type: 'time', width: 105 },
  { key: 'status', title: 'Status', type: 'text', width: 55 },
  { key: 'reversalOf', title: 'Reversal Of', type: 'integer', width: 50 },
  { key: 'market', title: 'Market', type: 'text', width: 60 },
  { key: 'side', title: 'Side', type: 'text', width: 32 },
  { key: 'block', title: 'Block Subaccount', type: 'text', width: 90 },
  { key: 'blockQuantity', title: 'Block Quantity', type: 'decimal', width: 65 },
  { key: 'averagePrice', title: 'Average Price', type: 'decimal', width: 65 },
  { key: 'leg', title: 'Leg', type: 'integer', width: 30 },
  { key: 'legSubaccount', title: 'Leg Subaccount', type: 'text', width: 90 },
  { key: 'quantity', title: 'Leg Quantity', type: 'decimal', width: 65 },
  { key: 'quoteValue', title: 'Quote Value', type: 'decimal', width: 70 },
  { key: 'feeShare', title: 'Fee Share', type: 'decimal', width: 55 },
  { key: 'feeToken', title: 'Fee Token', type: 'text', width: 40 },
  { key: 'remainder', title: 'Remainder', type: 'text', width: 45 },
  { key: 'journal', title: 'Journal', type: 'text', width: 80 },
];

interface LegRecord {
  allocation_id: number;
  leg: number;
  created_at: string | number;
  status: string;
  reversal_of: number | null;
  symbol: string;
  side: string;
  source_subaccount_id: number;
  block_quantity: string;
  average_price: string;
  subaccount_id: number;
  quantity: string;
  quote_value: string;
  fee_share: string;
  fee_token: string;
  remainder: boolean;
  journal_id: string | number;
}

export function allocationsSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  const name = nameOf(ctx);
  const base = () => {
    let q = ctx.db
      .selectFrom('allocation_legs as l')
      .innerJoin('allocations as a', 'a.id', 'l.allocation_id')
      .where('a.source_subaccount_id', 'in', [...subs]);
    if (from !== null) q = q.where('a.created_at', '>=', from);
    if (to !== null) q = q.where('a.created_at', '<=', to);
    return q;
  };
  return {
    columns: COLUMNS,
    async count() {
      if (subs.length === 0) return 0;
      const r = await base()
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    pages: () =>
      keysetPages<LegRecord, (string | null)[]>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().select([
            'l.allocation_id',
            'l.leg',
            'a.created_at',
            'a.status',
            'a.reversal_of',
            'a.symbol',
            'a.side',
            'a.source_subaccount_id',
            'a.quantity as block_quantity',
            'a.average_price',
            'l.subaccount_id',
            'l.quantity',
            'l.quote_value',
            'l.fee_share',
            'a.fee_token',
            'l.remainder',
            'a.journal_id',
          ]);
          if (after !== null)
            q = q.where((eb) =>
              eb(
                eb.refTuple('l.allocation_id', 'l.leg'),
                '>',
                eb.tuple(after.allocation_id, after.leg),
              ),
            );
          return q.orderBy('l.allocation_id').orderBy('l.leg').limit(limit).execute();
        },
        (r) => [
          String(r.allocation_id),
          formatDateTimeUtc(millis(r.created_at)),
          r.status,
          r.reversal_of === null ? null : String(r.reversal_of),
          r.symbol,
          r.side,
          name(r.source_subaccount_id),
          decimalCell(r.block_quantity),
          decimalCell(r.average_price),
          String(r.leg + 1),
          name(r.subaccount_id),
          decimalCell(r.quantity),
          decimalCell(r.quote_value),
          decimalCell(r.fee_share),
          r.fee_token,
          r.remainder ? 'yes' : 'no',
          String(r.journal_id),
        ],
      ),
    async summary(): Promise<readonly SummaryLine[]> {
      if (subs.length === 0) return [];
      let q = ctx.db
        .selectFrom('allocations as a')
        .select(['a.status', sql<string>`count(*)::text`.as('n')])
        .where('a.source_subaccount_id', 'in', [...subs]);
      if (from !== null) q = q.where('a.created_at', '>=', from);
      if (to !== null) q = q.where('a.created_at', '<=', to);
      const rows = await q.groupBy('a.status').orderBy('a.status').execute();
      return [
        { label: 'Allocations by status', values: rows.map((r) => [r.status, r.n] as const) },
      ];
    },
  };
}
