// Reports of what is held now, read from the order service's memory (the same numbers as the
// portfolio and blotter screens): portfolio balances, open positions at the mark, the
// derivatives disclosure; and the positions table (open and closed, with realised PnL).
import { addDecimal, signDecimal } from '../../../domain/decimal';
import { formatDateTimeUtc } from '../../../domain/dates';
import { positionJson, positionsOf } from '../../orders/views';
import { holdingRows, tokenTotals, type HoldingRow } from '../../portfolio/holdings';
import { walletHoldsOf } from '../../portfolio/wallet-holds';
import {
  keysetPages,
  listPages,
  millis,
  nameOf,
  NO_SUMMARY,
  type ReportSource,
  type SourceContext,
} from '../source';
import { decimalCell, type Column, type Row, type SummaryLine } from '../table';

const PORTFOLIO_COLUMNS: readonly Column[] = [
  { key: 'venue', title: 'Venue', type: 'text', width: 80 },
  { key: 'account', title: 'Account', type: 'text', width: 100 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'token', title: 'Token', type: 'text', width: 50 },
  { key: 'equity', title: 'Equity Balance', type: 'decimal', width: 90 },
  { key: 'available', title: 'Available', type: 'decimal', width: 90 },
  { key: 'held', title: 'Held', type: 'decimal', width: 80 },
  { key: 'price', title: 'Price (USD)', type: 'decimal', width: 70 },
  { key: 'value', title: 'Value (USD)', type: 'decimal', width: 90 },
];

export function portfolioSource(ctx: SourceContext): ReportSource {
  // Read once: the count, the rows and the totals describe one moment (as the screen's call).
  // Pending withdrawals and transfers are held, as on the Balances screen (R-PORT-16).
  let read: Promise<HoldingRow[]> | null = null;
  const rows = () =>
    (read ??= walletHoldsOf(ctx.db, ctx.parameters.subaccountIds).then((walletHolds) =>
      holdingRows(ctx.orders, ctx.subaccounts, ctx.rates(), walletHolds),
    ));
  return {
    columns: PORTFOLIO_COLUMNS,
    notes: [`Balances as of ${formatDateTimeUtc(ctx.now())} UTC`],
    count: async () => (await rows()).length,
    pages: async function* () {
      yield* listPages(
        (await rows()).map((r): Row => [
          r.venueName,
          r.accountName,
          r.subaccountName,
          r.token,
          decimalCell(r.equity_balance),
          decimalCell(r.available),
          decimalCell(r.held),
          decimalCell(r.price),
          decimalCell(r.value_usd),
        ]),
      );
    },
    async summary(): Promise<readonly SummaryLine[]> {
      const totals = tokenTotals(await rows());
      let usd = '0';
      for (const t of totals) usd = addDecimal(usd, t.value_usd);
      return [
        {
          label: 'Equity per token',
          values: totals.map((t) => [t.token, decimalCell(t.equity_balance) ?? '0'] as const),
        },
        { label: 'Total value (USD)', values: [['USD', decimalCell(usd) ?? '0']] },
      ];
    },
  };
}

const OPEN_POSITION_COLUMNS: readonly Column[] = [
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'symbol', title: 'Symbol', type: 'text', width: 75 },
  { key: 'side', title: 'Side', type: 'text', width: 40 },
  { key: 'size', title: 'Size', type: 'decimal', width: 65 },
  { key: 'entryPrice', title: 'Entry Price', type: 'decimal', width: 70 },
  { key: 'markPrice', title: 'Mark Price', type: 'decimal', width: 70 },
  { key: 'unrealisedPnl', title: 'Unrealized PnL', type: 'decimal', width: 75 },
  { key: 'realizedPnl', title: 'Realized PnL', type: 'decimal', width: 70 },
  { key: 'margin', title: 'Margin', type: 'decimal', width: 65 },
  { key: 'liquidationPrice', title: 'Liq. Price', type: 'decimal', width: 65 },
  { key: 'leverage', title: 'Leverage', type: 'integer', width: 45 },
  { key: 'marginMode', title: 'Margin Mode', type: 'text', width: 55 },
];

function openPositionRows(ctx: SourceContext): Row[] {
  const name = nameOf(ctx);
  const rows: Row[] = [];
  for (const s of ctx.subaccounts)
    for (const v of positionsOf(ctx.orders, s.id)) {
      if (signDecimal(v.position.size) === 0) continue;
      const j = positionJson(s.id, v) as Record<string, string>;
      rows.push([
        name(s.id),
        j['symbol'] ?? '',
        j['side'] ?? '',
        decimalCell(j['size']),
        decimalCell(j['entryPrice']),
        decimalCell(j['markPrice']),
        decimalCell(j['unrealisedPnl']),
        decimalCell(j['realizedPnl']),
        decimalCell(j['margin']),
        decimalCell(j['liquidationPrice']),
        j['leverage'] ?? '',
        j['marginMode'] ?? '',
      ]);
    }
  return rows;
}

function unrealisedTotals(rows: readonly Row[]): SummaryLine {
  const by = new Map<string, string>();
  for (const r of rows) {
    const symbol = r[1] ?? '';
    by.set(symbol, addDecimal(by.get(symbol) ?? '0', r[6] ?? '0'));
  }
  return { label: 'Unrealized PnL per symbol', values: [...by].sort() };
}

export function openPositionsSource(ctx: SourceContext): ReportSource {
  return {
    columns: OPEN_POSITION_COLUMNS,
    notes: [`Positions at the mark as of ${formatDateTimeUtc(ctx.now())} UTC`],
    count: async () => openPositionRows(ctx).length,
    pages: () => listPages(openPositionRows(ctx)),
    summary: async () => [unrealisedTotals(openPositionRows(ctx))],
  };
}

/** Spec 7.3 "derivatives disclosure": open derivative positions with the risk text. */
export function derivativesDisclosureSource(ctx: SourceContext): ReportSource {
  return {
    ...openPositionsSource(ctx),
    notes: [
      `Open derivative positions as of ${formatDateTimeUtc(ctx.now())} UTC.`,
      'Futures, perpetual swaps and options are leveraged: losses can exceed the margin posted, ' +
        'positions may be liquidated at the liquidation price shown, and perpetuals pay or ' +
        'receive funding every period.',
    ],
  };
}

const POSITION_COLUMNS: readonly Column[] = [
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'symbol', title: 'Symbol', type: 'text', width: 80 },
  { key: 'positionSide', title: 'Position Side', type: 'text', width: 60 },
  { key: 'size', title: 'Size (signed)', type: 'decimal', width: 80 },
  { key: 'entryPrice', title: 'Entry Price', type: 'decimal', width: 80 },
  { key: 'realizedPnl', title: 'Realized PnL', type: 'decimal', width: 80 },
  { key: 'state', title: 'State', type: 'text', width: 45 },
  { key: 'updated', title: 'Updated (UTC)', type: 'time', width: 105 },
];

interface PositionRecord {
  subaccount_id: number;
  symbol: string;
  position_side: string;
  size: string;
  entry_price: string;
  realized_pnl: string;
  updated_at: string | number;
}

/** Every position row of the covered subaccounts, open or closed. */
export function positionsSource(ctx: SourceContext): ReportSource {
  const subs = ctx.parameters.subaccountIds;
  const name = nameOf(ctx);
  const base = () => ctx.db.selectFrom('positions').where('subaccount_id', 'in', [...subs]);
  return {
    columns: POSITION_COLUMNS,
    async count() {
      if (subs.length === 0) return 0;
      const r = await base()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    pages: () =>
      keysetPages<PositionRecord, Row>(
        async (after, limit) => {
          if (subs.length === 0) return [];
          let q = base().select([
            'subaccount_id',
            'symbol',
            'position_side',
            'size',
            'entry_price',
            'realized_pnl',
            'updated_at',
          ]);
          if (after !== null)
            q = q.where((eb) =>
              eb(
                eb.refTuple('subaccount_id', 'symbol', 'position_side'),
                '>',
                eb.tuple(after.subaccount_id, after.symbol, after.position_side),
              ),
            );
          return q
            .orderBy('subaccount_id')
            .orderBy('symbol')
            .orderBy('position_side')
            .limit(limit)
            .execute();
        },
        (p) => [
          name(p.subaccount_id),
          p.symbol,
          p.position_side,
          decimalCell(p.size),
          decimalCell(p.entry_price),
          decimalCell(p.realized_pnl),
          signDecimal(p.size) === 0 ? 'closed' : 'open',
          formatDateTimeUtc(millis(p.updated_at)),
        ],
      ),
    summary: NO_SUMMARY,
  };
}
