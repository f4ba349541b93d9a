// Open orders with inline edit (spec 5 order-edit field rules) and cancel.
import { useMemo, useState } from 'react';
import type { OrderView } from '../../../../workers/api';
import type { TradingAccount } from '../../../tab/orders/accounts';
import { useOrderClient } from '../../../tab/react/account';
import { isOrderType, isPositionSide, type OrderType } from '../../../../domain/enums';
import { sanitizeAmountInput } from '../../../../domain/numbers';
import {
  buildOrderEditPayload,
  orderEditErrors,
  sendsLimitPriceOnEdit,
  sendsStopPriceOnEdit,
  type OrderEditInput,
} from '../../../../domain/orderEdit';
import { stepDecimals } from '../../../../domain/ticks';
import {
  decimalColumn,
  orderTypeColumn,
  sideColumn,
  statusColumn,
  textColumn,
  timeColumn,
} from './columns';
import { num, time } from './format';
import { VirtualTable, type Column } from './VirtualTable';

interface Draft {
  readonly orderId: string;
  readonly quantity: string;
  readonly limitPrice: string;
  readonly stopPrice: string;
}

export interface OpenOrdersProps {
  readonly orders: readonly OrderView[];
  readonly account: TradingAccount;
  /** symbol → tick and lot size, to sanitise edit inputs. */
  readonly units: (symbol: string) => { tickSize: string; lotSize: string } | null;
}

/** The edit request for an order and the edited values (spec 5: R-EDIT-1/2). */
export function editInput(order: OrderView, account: TradingAccount, draft: Draft): OrderEditInput {
  const orderType: OrderType = isOrderType(order.orderType) ? order.orderType : 'LIMIT';
  return {
    cancelParams: {
      market: order.market,
      hedgeVenue: account.ref.accountType,
      orderId: order.orderId,
      side: order.side,
      ...(isPositionSide(order.positionSide) ? { positionSide: order.positionSide } : {}),
    },
    orderType,
    quantity: draft.quantity,
    limitPrice: draft.limitPrice,
    stopPrice: draft.stopPrice,
    postOnly: order.postOnly,
  };
}

export function OpenOrders({ orders, account, units }: OpenOrdersProps) {
  const client = useOrderClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  async function cancel(o: OrderView): Promise<void> {
    setBusy(o.orderId);
    await client.cancel(
      { market: o.market, orderId: o.orderId, side: o.side, positionSide: o.positionSide },
      account.ref,
    );
    setBusy(null);
  }

  async function save(o: OrderView): Promise<void> {
    if (draft === null) return;
    const input = editInput(o, account, draft);
    const problems = orderEditErrors(input);
    setErrors(problems);
    if (problems.length > 0) return;
    const payload = buildOrderEditPayload(input);
    setBusy(o.orderId);
    const out = await client.edit(
      {
        cancelParams: {
          market: payload.cancelParams.market,
          orderId: payload.cancelParams.orderId,
          side: payload.cancelParams.side,
          ...(payload.cancelParams.positionSide
            ? { positionSide: payload.cancelParams.positionSide }
            : {}),
        },
        orderType: payload.orderType,
        quantity: payload.quantity,
        ...(payload.limitPrice !== undefined ? { limitPrice: payload.limitPrice } : {}),
        ...(payload.stopPrice !== undefined ? { stopPrice: payload.stopPrice } : {}),
        ...(payload.postOnly !== undefined ? { postOnly: payload.postOnly } : {}),
      },
      account.ref,
    );
    setBusy(null);
    if (out.kind === 'accepted') setDraft(null);
  }

  const editing = (o: OrderView): boolean => draft?.orderId === o.orderId;
  const input = (
    o: OrderView,
    field: 'quantity' | 'limitPrice' | 'stopPrice',
    kind: 'lot' | 'tick',
  ) => {
    const u = units(o.market);
    const decimals = u ? stepDecimals(kind === 'lot' ? u.lotSize : u.tickSize) : 8;
    return (
      <input
        className="vt-input num"
        inputMode="decimal"
        value={draft?.[field] ?? ''}
        data-testid={`edit-${field}`}
        aria-label={field}
        onChange={(e) =>
          setDraft((d) =>
            d ? { ...d, [field]: sanitizeAmountInput(e.target.value, decimals) } : d,
          )
        }
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save(o);
          if (e.key === 'Escape') setDraft(null);
        }}
      />
    );
  };

  const columns = useMemo<Column<OrderView>[]>(
    () => [
      // Time, market and side stay in view while an inline editor scrolls the row sideways.
      { ...timeColumn('time', 'Time', 84, (o) => o.transactTime, time), pinned: true },
      { ...textColumn('market', 'Market', 80, (o) => o.market), pinned: true },
      { ...sideColumn(32), pinned: true },
      orderTypeColumn(76),
      {
        id: 'price',
        label: 'Price',
        width: 84,
        align: 'right',
        render: (o) =>
          editing(o) && isOrderType(o.orderType) && sendsLimitPriceOnEdit(o.orderType)
            ? input(o, 'limitPrice', 'tick')
            : num(o.limitPrice),
        sortValue: (o) => o.limitPrice,
      },
      {
        id: 'stop',
        label: 'Stop',
        width: 64,
        align: 'right',
        render: (o) =>
          editing(o) && isOrderType(o.orderType) && sendsStopPriceOnEdit(o.orderType)
            ? input(o, 'stopPrice', 'tick')
            : num(o.stopPrice || o.triggerPrice),
        sortValue: (o) => o.stopPrice,
      },
      {
        id: 'quantity',
        label: 'Qty',
        width: 76,
        align: 'right',
        render: (o) => (editing(o) ? input(o, 'quantity', 'lot') : num(o.quantity)),
        sortValue: (o) => o.quantity,
      },
      decimalColumn('filled', 'Filled', 64, (o) => o.executedQuantity),
      { id: 'tif', label: 'TIF', width: 40, render: (o) => o.timeInForce },
      statusColumn(96, (o) =>
        o.orderType === 'TWAP' && o.numberOfSlices > 0 ? ` · ${o.numberOfSlices} slices` : '',
      ),
      {
        id: 'actions',
        label: '',
        width: 104,
        render: (o) =>
          editing(o) ? (
            <span className="vt-actions">
              <button
                type="button"
                className="vt-btn accent"
                data-testid="edit-save"
                disabled={busy === o.orderId}
                onClick={() => void save(o)}
              >
                Save
              </button>
              <button
                type="button"
                className="vt-btn"
                onClick={() => {
                  setDraft(null);
                  setErrors([]);
                }}
              >
                Back
              </button>
            </span>
          ) : (
            <span className="vt-actions">
              <button
                type="button"
                className="vt-btn"
                data-testid="order-edit"
                disabled={
                  busy === o.orderId || o.status === 'PENDING_CANCEL' || o.parentOrderId !== ''
                }
                onClick={() => {
                  setErrors([]);
                  setDraft({
                    orderId: o.orderId,
                    quantity: o.quantity,
                    limitPrice: o.limitPrice,
                    stopPrice: o.stopPrice,
                  });
                }}
              >
                Edit
              </button>
              <button
                type="button"
                className="vt-btn danger"
                data-testid="order-cancel"
                disabled={busy === o.orderId || o.status === 'PENDING_CANCEL'}
                onClick={() => void cancel(o)}
              >
                Cancel
              </button>
            </span>
          ),
      },
    ],
    // The renders read the draft and busy state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, busy, account],
  );

  return (
    <>
      {errors.length > 0 && (
        <p className="vt-errors" role="alert" data-testid="edit-errors">
          {errors.join(' · ')}
        </p>
      )}
      <VirtualTable
        table="open-orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.orderId}
        rowTestId="open-order-row"
        rowProps={(o) => ({
          'data-order-id': o.orderId,
          'data-client-order-id': o.clientOrderId,
          'data-status': o.status,
          'data-price': o.limitPrice,
          'data-quantity': o.quantity,
        })}
        empty="No open orders"
      />
    </>
  );
}
