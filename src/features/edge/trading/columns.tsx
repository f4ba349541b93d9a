// Column shapes the blotters share (open orders, order history, fills, positions, balances):
// text, decimal and time columns, side, order type and status cells.
import type { ReactNode } from 'react';
import { ORDER_TYPE_LABEL } from '../../../tab/orders/ticketModel';
import { isOrderType } from '../../../../domain/enums';
import { num, reasonLabel, statusLabel, statusTone } from './format';
import type { Column } from './VirtualTable';

type Text<T> = (row: T) => string;

/** Plain text, sorted by it. */
export const textColumn = <T,>(id: string, label: string, width: number, value: Text<T>) =>
  ({ id, label, width, render: value, sortValue: value }) satisfies Column<T>;

/** A right-aligned decimal string, grouped ('—' when empty); sorted by it unless `sort` is false. */
export function decimalColumn<T>(
  id: string,
  label: string,
  width: number,
  value: Text<T>,
  sort = true,
): Column<T> {
  const column: Column<T> = { id, label, width, align: 'right', render: (r) => num(value(r)) };
  return sort ? { ...column, sortValue: value } : column;
}

/** A server time, shown by `format`, sorted by the time. */
export const timeColumn = <T,>(
  id: string,
  label: string,
  width: number,
  value: (row: T) => number,
  format: (ms: number) => string,
) =>
  ({ id, label, width, render: (r: T) => format(value(r)), sortValue: value }) satisfies Column<T>;

export const sideCell = (s: 'BUY' | 'SELL'): ReactNode => (
  <span className={s === 'BUY' ? 'side-buy' : 'side-sell'}>{s === 'BUY' ? 'Buy' : 'Sell'}</span>
);

export const sideColumn = <T extends { readonly side: 'BUY' | 'SELL' }>(width: number) =>
  ({
    id: 'side',
    label: 'Side',
    width,
    render: (r: T) => sideCell(r.side),
    sortValue: (r: T) => r.side,
  }) satisfies Column<T>;

export const orderTypeColumn = <T extends { readonly orderType: string }>(width: number) =>
  ({
    id: 'type',
    label: 'Type',
    width,
    render: (r: T) => (isOrderType(r.orderType) ? ORDER_TYPE_LABEL[r.orderType] : r.orderType),
    sortValue: (r: T) => r.orderType,
  }) satisfies Column<T>;

/** An order's status in its colour; `extra` follows the label (the reason, TWAP slices). */
export function statusColumn<T extends { readonly status: string; readonly reason: string }>(
  width: number,
  extra: (row: T) => ReactNode,
  withReasonTitle = false,
): Column<T> {
  return {
    id: 'status',
    label: 'Status',
    width,
    render: (o) => (
      <span
        className={`status ${statusTone(o.status)}`}
        title={withReasonTitle && o.reason ? reasonLabel(o.reason) : undefined}
      >
        {statusLabel(o.status)}
        {extra(o)}
      </span>
    ),
    sortValue: (o) => o.status,
  };
}
