// Order history, fills, positions and balances of the selected subaccount, live.
import { useMemo } from 'react';
import type { BalanceView, FillView, OrderView, PositionView } from '../../../../workers/api';
import type { MarketUnits } from './Blotters';
import {
  decimalColumn,
  orderTypeColumn,
  sideColumn,
  statusColumn,
  textColumn,
  timeColumn,
} from './columns';
import { dateTime, money, num, reasonLabel, time } from './format';
import { VirtualTable, type Column } from './VirtualTable';

const pnl = (s: string, token?: string) => (
  <span
    className={s.startsWith('-') ? 'side-sell' : s === '' || /^0*\.?0*$/.test(s) ? '' : 'side-buy'}
  >
    {token === undefined ? num(s) : money(s, token)}
  </span>
);

const HISTORY_COLUMNS: Column<OrderView>[] = [
  { ...timeColumn('updated', 'Updated', 150, (o) => o.updateTime, dateTime), pinned: true },
  { ...textColumn('market', 'Market', 90, (o) => o.market), pinned: true },
  { ...sideColumn(44), pinned: true },
  orderTypeColumn(96),
  decimalColumn('price', 'Price', 90, (o) => o.limitPrice),
  decimalColumn('quantity', 'Qty', 84, (o) => o.quantity),
  decimalColumn('filled', 'Filled', 84, (o) => o.executedQuantity),
  decimalColumn('avg', 'Avg price', 90, (o) => o.executedPrice),
  {
    id: 'fee',
    label: 'Fee',
    width: 84,
    align: 'right',
    render: (o) => (o.fee ? `${num(o.fee)} ${o.feeToken}` : '—'),
  },
  statusColumn(
    240,
    // Always the span, empty without a reason: a pooled row scrolling onto another order
    // rewrites its text rather than inserting and removing a node (bench S6c).
    (o) => (
      <span className="status-reason" data-testid={o.reason ? 'order-reason' : undefined}>
        {o.reason ? `: ${reasonLabel(o.reason)}` : ''}
      </span>
    ),
    true,
  ),
];

export function OrderHistory({ orders }: { readonly orders: readonly OrderView[] }) {
  return (
    <VirtualTable
      table="order-history"
      columns={HISTORY_COLUMNS}
      rows={orders}
      rowKey={(o) => o.orderId}
      rowTestId="history-row"
      rowProps={(o) => ({
        'data-order-id': o.orderId,
        'data-status': o.status,
        'data-order-type': o.orderType,
      })}
      empty="No orders yet"
    />
  );
}

const FILL_COLUMNS: Column<FillView>[] = [
  { ...timeColumn('time', 'Time', 84, (f) => f.fillTime, time), pinned: true },
  { ...textColumn('market', 'Market', 90, (f) => f.symbol), pinned: true },
  { ...sideColumn(44), pinned: true },
  decimalColumn('price', 'Price', 96, (f) => f.price),
  decimalColumn('quantity', 'Qty', 90, (f) => f.quantity),
  {
    id: 'fee',
    label: 'Fee',
    // Fees keep 8 decimals and their token ("0.06000075 USDT"): the whole figure fits.
    width: 140,
    align: 'right',
    render: (f) => `${num(f.fee)} ${f.feeToken}`,
  },
  {
    id: 'liquidity',
    label: 'Role',
    width: 120,
    render: (f) => (
      <>
        {f.liquidity === 'MAKER' ? 'Maker' : f.liquidity === 'TAKER' ? 'Taker' : f.liquidity}
        {f.liquidation ? (
          <span className="blotter-tag bad" data-testid="fill-liquidation">
            Liquidation
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'pnl',
    label: 'Realised PnL',
    width: 96,
    align: 'right',
    render: (f) => pnl(f.realizedPnl),
  },
  { id: 'order', label: 'Order', width: 90, render: (f) => f.orderId },
];

export function Fills({ fills }: { readonly fills: readonly FillView[] }) {
  return (
    <VirtualTable
      table="fills"
      columns={FILL_COLUMNS}
      rows={fills}
      rowKey={(f) => f.fillId}
      rowTestId="fill-row"
      rowProps={(f) => ({
        'data-fill-id': f.fillId,
        'data-order-id': f.orderId,
        'data-quantity': f.quantity,
        'data-price': f.price,
        'data-liquidation': String(f.liquidation),
      })}
      empty="No fills yet"
    />
  );
}

/** PnL and margin in the market's quote token (R-FMT-3: 2 decimals for USD-like tokens). */
const positionColumns = (units: (symbol: string) => MarketUnits | null): Column<PositionView>[] => [
  textColumn('symbol', 'Symbol', 88, (p) => p.symbol),
  {
    id: 'side',
    label: 'Side',
    width: 48,
    render: (p) => (
      <span className={p.side === 'SHORT' ? 'side-sell' : 'side-buy'}>
        {p.side === 'SHORT' ? 'Short' : 'Long'}
      </span>
    ),
  },
  decimalColumn('size', 'Size', 76, (p) => p.size),
  decimalColumn('entry', 'Entry', 88, (p) => p.entryPrice, false),
  decimalColumn('mark', 'Mark', 88, (p) => p.markPrice, false),
  {
    id: 'upnl',
    label: 'Unrealised PnL',
    width: 120,
    align: 'right',
    render: (p) => pnl(p.unrealisedPnl, units(p.symbol)?.quoteToken),
    sortValue: (p) => p.unrealisedPnl,
  },
  {
    id: 'margin',
    label: 'Margin',
    width: 100,
    align: 'right',
    render: (p) => {
      const token = units(p.symbol)?.quoteToken;
      return token === undefined ? num(p.margin) : money(p.margin, token);
    },
  },
  decimalColumn('liq', 'Liq. price', 88, (p) => p.liquidationPrice, false),
  {
    id: 'leverage',
    label: 'Lev.',
    width: 48,
    align: 'right',
    render: (p) => (p.leverage ? `${p.leverage}×` : '—'),
  },
  {
    id: 'mode',
    label: 'Mode',
    width: 64,
    render: (p) =>
      p.marginMode === 'ISOLATED'
        ? 'Isolated'
        : p.marginMode === 'CROSSED'
          ? 'Cross'
          : p.marginMode,
  },
];

export function Positions({
  positions,
  units,
}: {
  readonly positions: readonly PositionView[];
  readonly units: (symbol: string) => MarketUnits | null;
}) {
  const columns = useMemo(() => positionColumns(units), [units]);
  return (
    <VirtualTable
      table="positions"
      columns={columns}
      rows={positions}
      rowKey={(p) => `${p.symbol}|${p.positionSide}`}
      rowTestId="position-row"
      rowProps={(p) => ({ 'data-symbol': p.symbol, 'data-size': p.size, 'data-side': p.side })}
      empty="No open positions"
    />
  );
}

const BALANCE_COLUMNS: Column<BalanceView>[] = [
  textColumn('token', 'Token', 80, (b) => b.token),
  decimalColumn('total', 'Total', 140, (b) => b.total),
  decimalColumn('available', 'Available', 140, (b) => b.available),
  decimalColumn('locked', 'In orders', 140, (b) => b.locked),
];

export function Balances({ balances }: { readonly balances: readonly BalanceView[] }) {
  return (
    <VirtualTable
      table="balances"
      columns={BALANCE_COLUMNS}
      rows={balances}
      rowKey={(b) => b.token}
      rowTestId="balance-row"
      rowProps={(b) => ({
        'data-token': b.token,
        'data-total': b.total,
        'data-available': b.available,
      })}
      empty="No balances"
    />
  );
}
