// Tools over the caller's trading: open orders, one order's status and reason (why it was
// rejected), fills, and RFQ / RFS / options executions.
import { addDecimal, roundDecimalHalfUp } from '../../../domain/decimal';
import { groupThousands } from '../../../domain/numbers';
import { toOrderJson } from '../../orders/record';
import { recentFills } from '../../orders/store';
import { executionsAmong, orderAmong } from '../scope-store';
import { refusal, selectSubaccounts, type AssistantTool } from './registry';

const FILTERS = {
  subaccount: { type: 'string', description: 'A subaccount name or id (optional).' },
  venue: { type: 'string', description: 'A venue name or key (optional).' },
  symbol: { type: 'string', description: 'Market symbol, e.g. BTC/USD (optional).' },
} as const;

const symbolOf = (args: Record<string, unknown>): string | undefined =>
  typeof args['symbol'] === 'string' && args['symbol'] !== ''
    ? args['symbol'].toUpperCase()
    : undefined;

export const openOrdersTool: AssistantTool = {
  name: 'open_orders',
  description: 'Open (working) orders of the user, optionally of one market or subaccount.',
  parameters: { type: 'object', properties: { ...FILTERS }, additionalProperties: false },
  async run(ctx, args) {
    const chosen = selectSubaccounts(ctx, args);
    if ('refused' in chosen) return chosen.refused;
    await ctx.orders.idle();
    const symbol = symbolOf(args);
    const orders = chosen.subs.flatMap((sub) =>
      ctx.orders.openOrders(sub.id, symbol).map((r) => ({ sub, o: toOrderJson(r) })),
    );
    const where = symbol ? ` in ${symbol}` : '';
    if (orders.length === 0)
      return { headline: `You have no open orders${where}.`, data: { orders: [] } };
    return {
      headline: `You have **${orders.length}** open order${orders.length === 1 ? '' : 's'}${where}.`,
      table: {
        columns: ['Order', 'Subaccount', 'Symbol', 'Side', 'Type', 'Quantity', 'Price', 'Status'],
        rows: orders.map(({ sub, o }) => [
          String(o['orderId']),
          sub.name,
          String(o['symbol']),
          String(o['side']),
          String(o['orderType']),
          String(o['quantity']),
          String(o['limitPrice'] || '—'),
          String(o['status']),
        ]),
      },
      data: { orders: orders.map(({ sub, o }) => ({ subaccount: sub.name, ...o })) },
    };
  },
};

export const orderStatusTool: AssistantTool = {
  name: 'order_status',
  related: 'order-rejections',
  description:
    'One order of the user by order id or client order id: status, fills and the reason it was rejected or cancelled.',
  parameters: {
    type: 'object',
    properties: { order_id: { type: 'string', description: 'Order id or client order id.' } },
    required: ['order_id'],
    additionalProperties: false,
  },
  async run(ctx, args) {
    const id = String(args['order_id'] ?? '').trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return refusal('Which order? Give its order id.');
    await ctx.orders.idle();
    const row = await orderAmong(
      ctx.db,
      ctx.readable.map((s) => s.id),
      id,
    );
    if (!row) return refusal(`I find no order ${id} in your readable subaccounts.`);
    const sub = ctx.readable.find((s) => s.id === row.subaccount_id);
    const reason = row.reason.trim();
    const why =
      row.status === 'REJECTED' || row.status === 'CANCELED' || row.status === 'EXPIRED'
        ? reason === ''
          ? ' The venue recorded no reason.'
          : ` Reason: ${reason}.`
        : '';
    return {
      headline:
        `Order ${row.id} (${row.side} ${row.quantity} ${row.symbol} ${row.order_type}) on ${sub?.name ?? 'your subaccount'} is **${row.status}**, ` +
        `${row.executed_quantity} executed.${why}`,
      data: {
        order_id: row.id,
        client_order_id: row.client_order_id,
        subaccount: sub?.name,
        symbol: row.symbol,
        side: row.side,
        type: row.order_type,
        quantity: row.quantity,
        limit_price: row.limit_price,
        status: row.status,
        reason,
        executed_quantity: row.executed_quantity,
      },
    };
  },
};

export const fillsTool: AssistantTool = {
  name: 'fills',
  description: 'Recent fills (executions of Edge orders) of the user, newest first.',
  parameters: {
    type: 'object',
    properties: { ...FILTERS, limit: { type: 'integer', minimum: 1, maximum: 200 } },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const chosen = selectSubaccounts(ctx, args);
    if ('refused' in chosen) return chosen.refused;
    await ctx.orders.idle();
    const limit = Math.min(ctx.rowLimit, Number(args['limit'] ?? ctx.rowLimit) || ctx.rowLimit);
    const symbol = symbolOf(args);
    const all = [];
    for (const sub of chosen.subs) {
      const found = await recentFills(ctx.db, sub.id, { symbol, limit });
      all.push(...found.fills.map((f) => ({ sub, f })));
    }
    all.sort((a, b) => Number(b.f.time) - Number(a.f.time));
    const shown = all.slice(0, limit);
    if (shown.length === 0)
      return {
        headline: `You have no fills${symbol ? ` in ${symbol}` : ''}.`,
        data: { fills: [] },
      };
    return {
      headline: `Your ${shown.length} most recent fill${shown.length === 1 ? '' : 's'}${symbol ? ` in ${symbol}` : ''}.`,
      table: {
        columns: ['Fill', 'Order', 'Subaccount', 'Symbol', 'Side', 'Price', 'Quantity', 'Fee'],
        rows: shown.map(({ sub, f }) => [
          String(f.id),
          String(f.order_id),
          sub.name,
          f.symbol,
          f.side,
          f.price,
          f.quantity,
          `${f.fee} ${f.fee_token}`,
        ]),
      },
      data: {
        fills: shown.map(({ sub, f }) => ({
          fill_id: String(f.id),
          order_id: String(f.order_id),
          subaccount: sub.name,
          symbol: f.symbol,
          side: f.side,
          price: f.price,
          quantity: f.quantity,
          fee: f.fee,
          fee_token: f.fee_token,
        })),
      },
    };
  },
};

export const executionsTool: AssistantTool = {
  name: 'executions',
  description: 'RFQ, RFS and options RFQ executions of the user (quote trades), newest first.',
  parameters: {
    type: 'object',
    properties: {
      source: { type: 'string', enum: ['RFQ', 'RFS', 'OPTIONS'] },
      subaccount: FILTERS.subaccount,
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const chosen = selectSubaccounts(ctx, args);
    if ('refused' in chosen) return chosen.refused;
    const source =
      args['source'] === 'RFQ' || args['source'] === 'RFS' || args['source'] === 'OPTIONS'
        ? args['source']
        : undefined;
    const rows = await executionsAmong(
      ctx.db,
      chosen.subs.map((s) => s.id),
      { source, limit: ctx.rowLimit },
    );
    const label = source ?? 'RFQ, RFS or options';
    if (rows.length === 0)
      return { headline: `You have no ${label} executions yet.`, data: { executions: [] } };
    const notional = rows.reduce((acc, r) => addDecimal(acc, r.notional_usd), '0');
    const name = (id: number) => ctx.readable.find((s) => s.id === id)?.name ?? String(id);
    return {
      headline: `Your ${rows.length} most recent ${label} execution${rows.length === 1 ? '' : 's'}, about **$${groupThousands(roundDecimalHalfUp(notional, 2))}** notional.`,
      table: {
        columns: ['Trade', 'Source', 'Subaccount', 'Symbol', 'Side', 'Price', 'Quantity'],
        rows: rows.map((r) => [
          String(r.id),
          r.source,
          name(r.subaccount_id),
          r.symbol,
          r.side,
          r.price,
          r.quantity,
        ]),
      },
      data: {
        executions: rows.map((r) => ({
          trade_id: String(r.id),
          source: r.source,
          subaccount: name(r.subaccount_id),
          symbol: r.symbol,
          side: r.side,
          price: r.price,
          quantity: r.quantity,
          notional_usd: r.notional_usd,
        })),
      },
    };
  },
};
