// Tools over the caller's accounts: balances and exposure by token, venue or subaccount;
// positions with unrealised PnL. Figures come from the order service's memory, the same source
// as /uapi/v2/token_balances and /uapi/v1/positions.
import {
  addDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
} from '../../../domain/decimal';
import { displayAmount, formatUsd, groupThousands } from '../../../domain/numbers';
import { balancesOf, positionsOf } from '../../orders/views';
import { selectSubaccounts, type AssistantTool, type ScopedSubaccount } from './registry';

/** A token amount as the desk shows it: spec 5 decimals, thousands grouped. */
export const amount = (value: string, token: string): string => displayAmount(value, token);

const SUBACCOUNT_FILTERS = {
  subaccount: { type: 'string', description: 'A subaccount name or id (optional).' },
  venue: { type: 'string', description: 'A venue name or key, e.g. Edge, Custody, OTC.' },
} as const;

interface Holding {
  readonly sub: ScopedSubaccount;
  readonly token: string;
  readonly total: string;
  readonly available: string;
  readonly locked: string;
}

export const balancesTool: AssistantTool = {
  name: 'balances',
  related: 'balances-available-locked',
  description:
    'Balances (total, available, locked) and exposure of the user: one token or all, grouped by token, venue or subaccount, with USD values at current mids.',
  parameters: {
    type: 'object',
    properties: {
      token: { type: 'string', description: 'Token symbol, e.g. USDC (optional).' },
      group_by: { type: 'string', enum: ['token', 'venue', 'subaccount'] },
      ...SUBACCOUNT_FILTERS,
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const chosen = selectSubaccounts(ctx, args);
    if ('refused' in chosen) return chosen.refused;
    await ctx.orders.idle();
    const token = typeof args['token'] === 'string' ? args['token'].trim().toUpperCase() : '';
    const holdings: Holding[] = chosen.subs.flatMap((sub) =>
      balancesOf(ctx.orders, sub.id)
        .filter((b) => token === '' || b.token === token)
        .filter((b) => signDecimal(b.total) !== 0 || token !== '')
        .map((b) => ({ sub, ...b })),
    );
    const rates = ctx.market.conversionRates();
    const usd = (t: string, value: string): string | null => {
      const rate = rates[t];
      return rate === undefined ? null : roundDecimalHalfUp(multiplyDecimal(value, rate), 2);
    };
    const scope = `${chosen.subs.length} readable subaccount${chosen.subs.length === 1 ? '' : 's'}`;
    const groupBy =
      args['group_by'] === 'venue' || args['group_by'] === 'subaccount'
        ? args['group_by']
        : token === ''
          ? 'token'
          : 'subaccount';

    if (token !== '') {
      const total = sum(holdings.map((h) => h.total));
      const available = sum(holdings.map((h) => h.available));
      const held = holdings.filter((h) => signDecimal(h.total) !== 0);
      if (held.length === 0)
        return {
          headline: `You hold no ${token} in your ${scope}.`,
          data: { token, total: '0', available: '0', by: [] },
        };
      const groups = groupHoldings(held, groupBy);
      const value = usd(token, total);
      return {
        headline:
          `Your ${token} balance across ${scope} is **${amount(total, token)} ${token}** ` +
          `(available ${amount(available, token)})` +
          (value !== null && token !== 'USD' ? `, about ${formatUsd(value)}.` : '.') +
          (groupBy === 'venue'
            ? ` By venue: ${groups.map((g) => `${g.label} ${amount(g.total, token)}`).join(', ')}.`
            : ''),
        table: {
          columns: [groupBy === 'venue' ? 'Venue' : 'Subaccount', 'Total', 'Available', 'Locked'],
          rows: groups.map((g) => [
            g.label,
            amount(g.total, token),
            amount(g.available, token),
            amount(g.locked, token),
          ]),
        },
        data: {
          token,
          total,
          available,
          usd_value: value,
          by: groups.map((g) => ({
            [groupBy]: g.label,
            total: g.total,
            available: g.available,
            locked: g.locked,
          })),
        },
      };
    }

    const byToken = new Map<string, { total: string; available: string }>();
    for (const h of holdings) {
      const cur = byToken.get(h.token) ?? { total: '0', available: '0' };
      byToken.set(h.token, {
        total: addDecimal(cur.total, h.total),
        available: addDecimal(cur.available, h.available),
      });
    }
    let valued = '0';
    const unpriced: string[] = [];
    const tokens = [...byToken.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [t, v] of tokens) {
      const value = usd(t, v.total);
      if (value === null) unpriced.push(t);
      else valued = addDecimal(valued, value);
    }
    if (groupBy === 'venue' || groupBy === 'subaccount') {
      const groups = new Map<string, string>();
      for (const h of holdings) {
        const label = groupBy === 'venue' ? h.sub.venueName : h.sub.name;
        const value = usd(h.token, h.total);
        if (value !== null) groups.set(label, addDecimal(groups.get(label) ?? '0', value));
      }
      return {
        headline: `Your holdings across ${scope} are worth about **${formatUsd(valued)}** at current mids.`,
        table: {
          columns: [groupBy === 'venue' ? 'Venue' : 'Subaccount', 'USD value'],
          rows: [...groups].map(([label, value]) => [label, formatUsd(value)]),
        },
        notes: unpriced.length > 0 ? [`No USD price for ${unpriced.join(', ')}.`] : [],
        data: {
          usd_total: roundDecimalHalfUp(valued, 2),
          by: [...groups].map(([label, value]) => ({ [groupBy]: label, usd_value: value })),
        },
      };
    }
    return {
      headline: `You hold ${tokens.length} tokens across ${scope}, worth about **${formatUsd(valued)}** at current mids.`,
      table: {
        columns: ['Token', 'Total', 'Available', 'USD value'],
        rows: tokens.map(([t, v]) => [
          t,
          amount(v.total, t),
          amount(v.available, t),
          formatUsd(usd(t, v.total) ?? '') || 'n/a',
        ]),
      },
      notes: unpriced.length > 0 ? [`No USD price for ${unpriced.join(', ')}.`] : [],
      data: {
        usd_total: roundDecimalHalfUp(valued, 2),
        tokens: tokens.map(([t, v]) => ({ token: t, ...v, usd_value: usd(t, v.total) })),
      },
    };
  },
};

function sum(values: readonly string[]): string {
  return values.reduce((acc, v) => addDecimal(acc, v), '0');
}

function groupHoldings(
  holdings: readonly Holding[],
  by: 'token' | 'venue' | 'subaccount',
): { label: string; total: string; available: string; locked: string }[] {
  const groups = new Map<string, { total: string; available: string; locked: string }>();
  for (const h of holdings) {
    const label = by === 'venue' ? h.sub.venueName : by === 'token' ? h.token : h.sub.name;
    const cur = groups.get(label) ?? { total: '0', available: '0', locked: '0' };
    groups.set(label, {
      total: addDecimal(cur.total, h.total),
      available: addDecimal(cur.available, h.available),
      locked: addDecimal(cur.locked, h.locked),
    });
  }
  return [...groups].map(([label, v]) => ({ label, ...v }));
}

export const positionsTool: AssistantTool = {
  name: 'positions',
  description: 'Open derivative positions of the user with size, entry, mark and unrealised PnL.',
  parameters: {
    type: 'object',
    properties: {
      symbol: { type: 'string', description: 'Market symbol, e.g. BTC-PERP (optional).' },
      ...SUBACCOUNT_FILTERS,
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const chosen = selectSubaccounts(ctx, args);
    if ('refused' in chosen) return chosen.refused;
    await ctx.orders.idle();
    const symbol = typeof args['symbol'] === 'string' ? args['symbol'].toUpperCase() : '';
    const rows = chosen.subs.flatMap((sub) =>
      positionsOf(ctx.orders, sub.id)
        .filter((v) => symbol === '' || v.position.symbol === symbol)
        .map((v) => ({ sub, v })),
    );
    if (rows.length === 0)
      return {
        headline: `You have no open positions${symbol ? ` in ${symbol}` : ''} in your readable subaccounts.`,
        data: { positions: [] },
      };
    const pnl = sum(rows.map((r) => r.v.unrealisedPnl));
    return {
      headline: `You have ${rows.length} open position${rows.length === 1 ? '' : 's'} with unrealised PnL of **${groupThousands(roundDecimalHalfUp(pnl, 2))}**.`,
      table: {
        columns: ['Subaccount', 'Symbol', 'Size', 'Entry', 'Mark', 'Unrealised PnL'],
        rows: rows.map(({ sub, v }) => [
          sub.name,
          v.position.symbol,
          v.position.size,
          v.position.entryPrice,
          v.markPrice,
          groupThousands(roundDecimalHalfUp(v.unrealisedPnl, 2)),
        ]),
      },
      data: {
        unrealised_pnl: pnl,
        positions: rows.map(({ sub, v }) => ({
          subaccount: sub.name,
          symbol: v.position.symbol,
          size: v.position.size,
          entry_price: v.position.entryPrice,
          mark_price: v.markPrice,
          unrealised_pnl: v.unrealisedPnl,
        })),
      },
    };
  },
};
