// Order history, fills, positions and balances of the selected subaccount, live.
import { useMemo } from 'react';
import type { BalanceView, FillView, OrderView, PositionView } from '../../../../workers/types';
import { ORDER_TYPE_LABEL } from '../../../core/orders/ticketModel';
import { isOrderType } from '../../../domain/enums';
import type { MarketUnits } from './Blotters';
import { dateTime, money, num, statusLabel, statusTone, time } from './format';
import { VirtualTable, type Column } from './VirtualTable';

const side = (s: 'BUY' | 'SELL') => (
  <span className={s === 'BUY' ? 'side-buy' : 'side-sell'}>{s === 'BUY' ? 'Buy' : 'Sell'}</span>
);
const pnl = (s: string, token?: string) => (
  <span
    className={s.startsWith('-') ? 'side-sell' : s === '' || /^0*\.?0*$/.test(s) ? '' : 'side-buy'}
  >
    {token === undefined ? num(s) : money(s, token)}
  </span>
);

const HISTORY_COLUMNS: Column<OrderView>[] = [
  {
    id: 'updated',
    label: 'Updated',
    width: 150,
    render: (o) => dateTime(o.updateTime),
    sortValue: (o) => o.updateTime,
  },
  { id: 'market', label: 'Market', width: 90, render: (o) => o.market, sortValue: (o) => o.market },
  { id: 'side', label: 'Side', width: 44, render: (o) => side(o.side), sortValue: (o) => o.side },
  {
    id: 'type',
    label: 'Type',
    width: 96,
    render: (o) => (isOrderType(o.orderType) ? ORDER_TYPE_LABEL[o.orderType] : o.orderType),
    sortValue: (o) => o.orderType,
  },
  {
    id: 'price',
    label: 'Price',
    width: 90,
    align: 'right',
    render: (o) => num(o.limitPrice),
    sortValue: (o) => o.limitPrice,
  },
  {
    id: 'quantity',
    label: 'Qty',
    width: 84,
    align: 'right',
    render: (o) => num(o.quantity),
    sortValue: (o) => o.quantity,
  },
  {
    id: 'filled',
    label: 'Filled',
    width: 84,
    align: 'right',
    render: (o) => num(o.executedQuantity),
    sortValue: (o) => o.executedQuantity,
  },
  {
    id: 'avg',
    label: 'Avg price',
    width: 90,
    align: 'right',
    render: (o) => num(o.executedPrice),
    sortValue: (o) => o.executedPrice,
  },
  {
    id: 'fee',
    label: 'Fee',
    width: 84,
    align: 'right',
    render: (o) => (o.fee ? `${num(o.fee)} ${o.feeToken}` : '—'),
  },
  {
    id: 'status',
    label: 'Status',
    width: 240,
    render: (o) => (
      <span className={`status ${statusTone(o.status)}`} title={o.reason || undefined}>
        {statusLabel(o.status)}
        {o.reason ? (
          <span className="status-reason" data-testid="order-reason">
            : {o.reason}
          </span>
        ) : null}
      </span>
    ),
    sortValue: (o) => o.status,
  },
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
  {
    id: 'time',
    label: 'Time',
    width: 84,
    render: (f) => time(f.fillTime),
    sortValue: (f) => f.fillTime,
  },
  { id: 'market', label: 'Market', width: 90, render: (f) => f.symbol, sortValue: (f) => f.symbol },
  { id: 'side', label: 'Side', width: 44, render: (f) => side(f.side), sortValue: (f) => f.side },
  {
    id: 'price',
    label: 'Price',
    width: 96,
    align: 'right',
    render: (f) => num(f.price),
    sortValue: (f) => f.price,
  },
  {
    id: 'quantity',
    label: 'Qty',
    width: 90,
    align: 'right',
    render: (f) => num(f.quantity),
    sortValue: (f) => f.quantity,
  },
  {
    id: 'fee',
    label: 'Fee',
    width: 100,
    align: 'right',
    render: (f) => `${num(f.fee)} ${f.feeToken}`,
  },
  {
    id: 'liquidity',
    label: 'Role',
    width: 56,
    render: (f) =>
      f.liquidity === 'MAKER' ? 'Maker' : f.liquidity === 'TAKER' ? 'Taker' : f.liquidity,
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
      })}
      empty="No fills yet"
    />
  );
}

/** PnL and margin in the market's quote token (R-FMT-3: 2 decimals for USD-like tokens). */
const positionColumns = (units: (symbol: string) => MarketUnits | null): Column<PositionView>[] => [
  { id: 'symbol', label: 'Symbol', width: 88, render: (p) => p.symbol, sortValue: (p) => p.symbol },
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
  {
    id: 'size',
    label: 'Size',
    width: 76,
    align: 'right',
    render: (p) => num(p.size),
    sortValue: (p) => p.size,
  },
  { id: 'entry', label: 'Entry', width: 88, align: 'right', render: (p) => num(p.entryPrice) },
  { id: 'mark', label: 'Mark', width: 88, align: 'right', render: (p) => num(p.markPrice) },
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
  {
    id: 'liq',
    label: 'Liq. price',
    width: 88,
    align: 'right',
    render: (p) => num(p.liquidationPrice),
  },
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
  { id: 'token', label: 'Token', width: 80, render: (b) => b.token, sortValue: (b) => b.token },
  {
    id: 'total',
    label: 'Total',
    width: 140,
    align: 'right',
    render: (b) => num(b.total),
    sortValue: (b) => b.total,
  },
  {
    id: 'available',
    label: 'Available',
    width: 140,
    align: 'right',
    render: (b) => num(b.available),
    sortValue: (b) => b.available,
  },
  {
    id: 'locked',
    label: 'In orders',
    width: 140,
    align: 'right',
    render: (b) => num(b.locked),
    sortValue: (b) => b.locked,
  },
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
