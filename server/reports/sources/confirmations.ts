// Trade confirmations of the quote desk (docs/quotes.md): contract notes for every RFQ, RFS and
// options trade booked on the covered subaccounts in the window, and the structured-products
// confirmation (each options structure with its legs). Keyset pages over (executed_at, id).
import { sql } from 'kysely';
import { addDecimal } from '../../../domain/decimal';
import { formatDateTimeUtc } from '../../../domain/dates';
import { keysetPages, millis, nameOf, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type Row, type SummaryLine } from '../table';

const CONTRACT_COLUMNS: readonly Column[] = [
  { key: 'contract', title: 'Contract No.', type: 'text', width: 60 },
  { key: 'time', title: 'Executed (UTC)', type: 'time', width: 105 },
  { key: 'source', title: 'Source', type: 'text', width: 50 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'symbol', title: 'Instrument', type: 'text', width: 110 },
  { key: 'side', title: 'Side', type: 'text', width: 35 },
  { key: 'quantity', title: 'Quantity', type: 'decimal', width: 70 },
  { key: 'price', title: 'Price', type: 'decimal', width: 70 },
  { key: 'quoteQuantity', title: 'Consideration', type: 'decimal', width: 80 },
  { key: 'notionalUsd', title: 'Notional (USD)', type: 'decimal', width: 80 },
];

interface TradeRecord {
  id: string;
  source: string;
  subaccount_id: number;
  symbol: string;
  side: string;
  price: string;
  quantity: string;
  quote_quantity: string;
  notional_usd: string;
  executed_at: string | number;
}

type TradeSource = 'RFQ' | 'RFS' | 'OPTIONS';

function tradesBase(ctx: SourceContext, sources: readonly TradeSource[]) {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  let q = ctx.db
    .selectFrom('quote_trades')
    .where('subaccount_id', 'in', [...subs])
    .where('source', 'in', [...sources]);
  if (from !== null) q = q.where('executed_at', '>=', from);
  if (to !== null) q = q.where('executed_at', '<=', to);
  return q;
}

function tradePages(ctx: SourceContext, sources: readonly TradeSource[]) {
  return async (after: TradeRecord | null, limit: number): Promise<TradeRecord[]> => {
    if (ctx.parameters.subaccountIds.length === 0) return [];
    let q = tradesBase(ctx, sources).select([
      sql<string>`id::text`.as('id'),
      'source',
      'subaccount_id',
      'symbol',
      'side',
      'price',
      'quantity',
      'quote_quantity',
      'notional_usd',
      'executed_at',
    ]);
    if (after !== null)
      q = q.where(
        sql<boolean>`(executed_at, id) > (${millis(after.executed_at)}, ${after.id}::bigint)`,
      );
    return q.orderBy('executed_at').orderBy('id').limit(limit).execute();
  };
}

async function countTrades(ctx: SourceContext, sources: readonly TradeSource[]): Promise<number> {
  if (ctx.parameters.subaccountIds.length === 0) return 0;
  const r = await tradesBase(ctx, sources)
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function notionalTotal(ctx: SourceContext, sources: readonly TradeSource[]) {
  if (ctx.parameters.subaccountIds.length === 0) return [];
  const r = await tradesBase(ctx, sources)
    .select(sql<string>`coalesce(sum(notional_usd), 0)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return [
    { label: 'Total notional (USD)', values: [['USD', decimalCell(r.n) ?? '0'] as const] },
  ] satisfies SummaryLine[];
}

/** Spec 7.3 "contracts": contract notes of every quote-desk trade. */
export function contractsSource(ctx: SourceContext): ReportSource {
  const name = nameOf(ctx);
  const sources: TradeSource[] = ['RFQ', 'RFS', 'OPTIONS'];
  return {
    columns: CONTRACT_COLUMNS,
    count: () => countTrades(ctx, sources),
    pages: () =>
      keysetPages(tradePages(ctx, sources), (t): Row => [
        `CN-${t.id}`,
        formatDateTimeUtc(millis(t.executed_at)),
        t.source,
        name(t.subaccount_id),
        t.symbol,
        t.side,
        decimalCell(t.quantity),
        decimalCell(t.price),
        decimalCell(t.quote_quantity),
        decimalCell(t.notional_usd),
      ]),
    summary: () => notionalTotal(ctx, sources),
  };
}

const LEG_COLUMNS: readonly Column[] = [
  { key: 'contract', title: 'Contract No.', type: 'text', width: 60 },
  { key: 'time', title: 'Executed (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 100 },
  { key: 'leg', title: 'Leg', type: 'integer', width: 30 },
  { key: 'symbol', title: 'Option', type: 'text', width: 120 },
  { key: 'side', title: 'Side', type: 'text', width: 35 },
  { key: 'ratio', title: 'Ratio', type: 'integer', width: 35 },
  { key: 'contracts', title: 'Contracts', type: 'decimal', width: 65 },
  { key: 'price', title: 'Premium', type: 'decimal', width: 70 },
  { key: 'vol', title: 'Implied Vol', type: 'decimal', width: 60 },
];

interface LegRecord {
  trade_id: string;
  leg_index: number;
  symbol: string;
  side: string;
  ratio: number;
  contracts: string;
  price: string;
  vol: string;
  subaccount_id: number;
  executed_at: string | number;
}

/** Spec 7.3 "structured products confirmation": options structures with every leg. */
export function structuredProductsSource(ctx: SourceContext): ReportSource {
  const { subaccountIds: subs, from, to } = ctx.parameters;
  const name = nameOf(ctx);
  const base = () => {
    let q = ctx.db
      .selectFrom('option_trade_legs as l')
      .innerJoin('quote_trades as t', 't.id', 'l.trade_id')
      .where('t.subaccount_id', 'in', [...subs]);
    if (from !== null) q = q.where('t.executed_at', '>=', from);
    if (to !== null) q = q.where('t.executed_at', '<=', to);
    return q;
  };
  return {
    columns: LEG_COLUMNS,
    notes: [
      'Options are structured products: the premium shown is per contract; the buyer may lose ' +
        'the premium paid, the seller is exposed beyond the premium received.',
    ],
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
      keysetPages<LegRecord, Row>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().select([
            sql<string>`l.trade_id::text`.as('trade_id'),
            'l.leg_index',
            'l.symbol',
            'l.side',
            'l.ratio',
            'l.contracts',
            'l.price',
            'l.vol',
            't.subaccount_id',
            't.executed_at',
          ]);
          if (after !== null)
            q = q.where(
              sql<boolean>`(t.executed_at, l.trade_id, l.leg_index) > (${millis(after.executed_at)}, ${after.trade_id}::bigint, ${after.leg_index})`,
            );
          return q
            .orderBy('t.executed_at')
            .orderBy('l.trade_id')
            .orderBy('l.leg_index')
            .limit(limit)
            .execute();
        },
        (l) => [
          `CN-${l.trade_id}`,
          formatDateTimeUtc(millis(l.executed_at)),
          name(l.subaccount_id),
          String(l.leg_index + 1),
          l.symbol,
          l.side,
          String(l.ratio),
          decimalCell(l.contracts),
          decimalCell(l.price),
          decimalCell(l.vol),
        ],
      ),
    async summary(): Promise<readonly SummaryLine[]> {
      if (subs.length === 0) return [];
      const rows = await base()
        .select(['l.side', sql<string>`sum(l.contracts * l.price)::text`.as('premium')])
        .groupBy('l.side')
        .execute();
      let paid = '0';
      let received = '0';
      for (const r of rows)
        if (r.side === 'BUY') paid = addDecimal(paid, r.premium);
        else received = addDecimal(received, r.premium);
      return [
        {
          label: 'Premium',
          values: [
            ['Paid', decimalCell(paid) ?? '0'],
            ['Received', decimalCell(received) ?? '0'],
          ],
        },
      ];
    },
  };
}
