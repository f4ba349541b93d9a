// Post-trade reads and writes as the screens use them (docs/post-trade.md "HTTP"): query
// definitions with their parsers, and the calls of allocation and settlement. Every read is
// stale when the private stream moves a balance or an order of a watched subaccount, or an
// approval changes (a settlement request), so screens follow without a reload.
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { bool, list, num, optNum, optStr, record, str, type Json } from '../queries/json';

const P = '/uapi/v1/post_trade';
const LIVE = ['balances', 'orders', 'fills', 'approvals'] as const;

const qs = (params: Readonly<Record<string, string | number | null | undefined>>) => {
  const parts = Object.entries(params).flatMap(([k, v]) =>
    v === null || v === undefined || v === '' ? [] : [`${k}=${encodeURIComponent(String(v))}`],
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

// ---- allocation ----

export interface AllocSubaccount {
  readonly id: number;
  readonly name: string;
  readonly venueName: string;
}

export interface AllocationContext {
  readonly userCanAllocate: boolean;
  readonly subaccounts: readonly AllocSubaccount[];
}

export const allocationContextQuery = defineQuery<AllocationContext>(
  { key: ['post_trade', 'allocation_context'], call: getCall(`${P}/allocation/context`) },
  (raw) => {
    const o = record(raw, 'allocation context');
    return {
      userCanAllocate: bool(o, 'userCanAllocate'),
      subaccounts: list(o['subaccounts'], 'subaccounts').map((s) => {
        const r = record(s, 'subaccount');
        return { id: num(r, 'id'), name: str(r, 'name'), venueName: str(r, 'venueName') };
      }),
    };
  },
);

export interface TradeRow {
  readonly ref: string;
  readonly source: string;
  /** 'derivative': a perpetual or futures fill; allocating it moves position size. */
  readonly kind: 'spot' | 'derivative';
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly venue: string;
  readonly quantity: string;
  readonly notional: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly time: number;
  readonly allocationId: number | null;
}

const tradeOf = (raw: unknown): TradeRow => {
  const o = record(raw, 'trade');
  return {
    ref: str(o, 'ref'),
    source: str(o, 'source'),
    kind: o['kind'] === 'derivative' ? 'derivative' : 'spot',
    symbol: str(o, 'symbol'),
    side: str(o, 'side') === 'SELL' ? 'SELL' : 'BUY',
    baseToken: str(o, 'base_token'),
    quoteToken: str(o, 'quote_token'),
    subaccountId: num(o, 'subaccount_id'),
    subaccountName: str(o, 'subaccount_name'),
    venue: str(o, 'venue'),
    quantity: str(o, 'quantity'),
    notional: str(o, 'notional'),
    fee: str(o, 'fee'),
    feeToken: str(o, 'fee_token'),
    time: num(o, 'time'),
    allocationId: optNum(o, 'allocation_id'),
  };
};

export const tradesQuery = (state: 'open' | 'allocated' | 'all', offset: number, limit: number) =>
  defineQuery<{ readonly trades: readonly TradeRow[]; readonly total: number }>(
    {
      key: ['post_trade', 'trades', state, offset, limit],
      call: getCall(`${P}/trades${qs({ state, offset, limit })}`),
      invalidatedBy: LIVE,
    },
    (raw) => {
      const o = record(raw, 'trades');
      return { trades: list(o['trades'], 'trades').map(tradeOf), total: num(o, 'total') };
    },
  );

export interface LegView {
  readonly subaccountId: number;
  readonly quantity: string;
  readonly quoteValue: string;
  readonly feeShare: string;
  readonly remainder: boolean;
  /** Derivatives: the position side the leg's size lands on; null on spot. */
  readonly positionSide: string | null;
  /** Derivatives, in a preview: the initial margin the leg's position adds; null otherwise. */
  readonly marginChange: string | null;
}

const legOf = (raw: unknown): LegView => {
  const o = record(raw, 'leg');
  return {
    subaccountId: num(o, 'subaccount_id'),
    quantity: str(o, 'quantity'),
    quoteValue: str(o, 'quote_value'),
    feeShare: str(o, 'fee_share'),
    remainder: bool(o, 'remainder'),
    positionSide: typeof o['position_side'] === 'string' ? o['position_side'] : null,
    marginChange: typeof o['margin_change'] === 'string' ? o['margin_change'] : null,
  };
};

export interface PlanView {
  readonly kind: 'spot' | 'derivative';
  readonly symbol: string;
  readonly side: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly feeToken: string;
  readonly quantity: string;
  readonly notional: string;
  readonly fee: string;
  readonly averagePrice: string;
  readonly legs: readonly LegView[];
}

export function parsePlan(raw: unknown): PlanView {
  const o = record(raw, 'plan');
  return {
    kind: o['kind'] === 'derivative' ? 'derivative' : 'spot',
    symbol: str(o, 'symbol'),
    side: str(o, 'side'),
    baseToken: str(o, 'base_token'),
    quoteToken: str(o, 'quote_token'),
    feeToken: str(o, 'fee_token'),
    quantity: str(o, 'quantity'),
    notional: str(o, 'notional'),
    fee: str(o, 'fee'),
    averagePrice: str(o, 'average_price'),
    legs: list(o['legs'], 'legs').map(legOf),
  };
}

export interface AllocationView extends Omit<PlanView, 'averagePrice'> {
  readonly id: number;
  readonly averagePrice: string;
  readonly status: string;
  readonly reversalOf: number | null;
  readonly reversedBy: number | null;
  readonly createdAt: number;
  readonly sourceSubaccountId: number;
}

export function parseAllocation(raw: unknown): AllocationView {
  const o = record(raw, 'allocation');
  return {
    ...parsePlan(raw),
    id: num(o, 'id'),
    status: str(o, 'status'),
    reversalOf: optNum(o, 'reversal_of'),
    reversedBy: optNum(o, 'reversed_by'),
    createdAt: num(o, 'created_at'),
    sourceSubaccountId: num(o, 'source_subaccount_id'),
  };
}

export const allocationsQuery = defineQuery<{
  readonly allocations: readonly AllocationView[];
  readonly total: number;
}>(
  {
    key: ['post_trade', 'allocations'],
    call: getCall(`${P}/allocations?limit=200`),
    invalidatedBy: LIVE,
  },
  (raw) => {
    const o = record(raw, 'allocations');
    return {
      allocations: list(o['allocations'], 'allocations').map(parseAllocation),
      total: num(o, 'total'),
    };
  },
);

export interface AllocationDraft {
  readonly tradeRefs: readonly string[];
  readonly mode: 'percent' | 'quantity';
  readonly legs: readonly { readonly subaccountId: number; readonly value: string }[];
  readonly remainderSubaccountId: number;
}

const planBody = (d: AllocationDraft) => ({
  trade_refs: d.tradeRefs,
  mode: d.mode,
  legs: d.legs.map((l) => ({ subaccount_id: l.subaccountId, value: l.value })),
  remainder_subaccount_id: d.remainderSubaccountId,
});

export const previewCall = (d: AllocationDraft) =>
  jsonCall('POST', `${P}/allocations/preview`, planBody(d));
export const allocateCall = (d: AllocationDraft, clientRequestId: string) =>
  jsonCall('POST', `${P}/allocations`, { ...planBody(d), client_request_id: clientRequestId });
export const reverseCall = (id: number, clientRequestId: string) =>
  jsonCall('POST', `${P}/allocations/${id}/reverse`, { client_request_id: clientRequestId });

// ---- settlement ----

export interface SettlementLine {
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly token: string;
  readonly owed: string;
  readonly receivable: string;
  readonly net: string;
  readonly trades: number;
  readonly status: string;
  readonly disputeReason: string | null;
}

export interface SettlementBatch {
  readonly id: number | null;
  readonly kind: string;
  readonly cycleStart: number;
  readonly cycleEnd: number;
  readonly status: string;
  readonly settlementSubaccountId: number | null;
  readonly requestId: string | null;
  readonly settledAt: number | null;
  readonly lines: readonly SettlementLine[];
}

export interface SettlementAnswer {
  readonly batches: readonly SettlementBatch[];
  readonly settlementAccounts: readonly { id: number; name: string; venue: string }[];
}

export const settlementQuery = (kind: 'crypto' | 'fiat') =>
  defineQuery<SettlementAnswer>(
    {
      key: ['post_trade', 'settlement', kind],
      call: getCall(`${P}/settlement/batches?kind=${kind}`),
      invalidatedBy: LIVE,
    },
    (raw) => {
      const o = record(raw, 'settlement');
      return {
        settlementAccounts: list(o['settlementAccounts'], 'accounts').map((a) => {
          const r = record(a, 'account');
          return { id: num(r, 'id'), name: str(r, 'name'), venue: str(r, 'venue') };
        }),
        batches: list(o['batches'], 'batches').map((b) => {
          const r = record(b, 'batch');
          return {
            id: optNum(r, 'id'),
            kind: str(r, 'kind'),
            cycleStart: num(r, 'cycle_start'),
            cycleEnd: num(r, 'cycle_end'),
            status: str(r, 'status'),
            settlementSubaccountId: optNum(r, 'settlement_subaccount_id'),
            requestId: optStr(r, 'request_id'),
            settledAt: optNum(r, 'settled_at'),
            lines: list(r['lines'], 'lines').map((l) => {
              const x = record(l, 'line');
              return {
                subaccountId: num(x, 'subaccount_id'),
                subaccountName: str(x, 'subaccount_name'),
                token: str(x, 'token'),
                owed: str(x, 'owed'),
                receivable: str(x, 'receivable'),
                net: str(x, 'net'),
                trades: num(x, 'trades'),
                status: str(x, 'status'),
                disputeReason: optStr(x, 'dispute_reason'),
              };
            }),
          };
        }),
      };
    },
  );

export const settleCall = (
  batchId: number,
  settlementSubaccountId: number,
  clientRequestId: string,
) =>
  jsonCall('POST', `${P}/settlement/batches/${batchId}/settle`, {
    client_request_id: clientRequestId,
    settlement_subaccount_id: settlementSubaccountId,
  });
export const disputeCall = (
  batchId: number,
  line: { subaccountId: number; token: string },
  reason: string | null,
) =>
  jsonCall('POST', `${P}/settlement/batches/${batchId}/dispute`, {
    subaccount_id: line.subaccountId,
    token: line.token,
    reason,
  });

// ---- statistics ----

export interface StatsFilters {
  readonly timeGrouping: 'Day' | 'Week' | 'Month';
  readonly startDate: string;
  readonly endDate: string;
  readonly subaccountIds: readonly number[];
}

export interface StatGroup {
  readonly key: string;
  readonly volumeUsd: number;
  readonly count: number;
  readonly quantity: number;
  readonly averageUsd: number;
  readonly fees: number;
  readonly feesUsd: number;
}

const groupOf = (raw: unknown): StatGroup => {
  const o = record(raw, 'group');
  return {
    key: str(o, 'key'),
    volumeUsd: num(o, 'volume_usd'),
    count: num(o, 'count'),
    quantity: num(o, 'quantity'),
    averageUsd: num(o, 'average_usd'),
    fees: num(o, 'fees'),
    feesUsd: num(o, 'fees_usd'),
  };
};

export interface SeriesPoint {
  readonly t: number;
  readonly volumeUsd: number;
  readonly count: number;
  readonly averageUsd: number;
  readonly feesUsd: number;
}

export interface SlippageRow {
  readonly orderId: string;
  readonly symbol: string;
  readonly side: string;
  readonly orderType: string;
  readonly createdAt: number;
  readonly averagePrice: number | null;
  readonly arrivalPrice: string | null;
  readonly slippageBps: number | null;
  readonly notionalUsd: number;
}

export interface TradeStats {
  readonly totals: Json;
  readonly series: readonly SeriesPoint[];
  readonly byToken: readonly StatGroup[];
  readonly byVenue: readonly StatGroup[];
  readonly slippage: {
    readonly weightedBps: number | null;
    readonly orders: readonly SlippageRow[];
  } | null;
}

const statsQs = (f: StatsFilters) =>
  qs({
    timeGrouping: f.timeGrouping,
    startDate: f.startDate,
    endDate: f.endDate,
    subaccount_ids: f.subaccountIds.join(','),
  });

function parseStats(raw: unknown): TradeStats {
  const o = record(raw, 'statistics');
  const slip = o['slippage'];
  return {
    totals: record(o['totals'], 'totals'),
    series: list(o['series'], 'series').map((p) => {
      const r = record(p, 'point');
      return {
        t: num(r, 't'),
        volumeUsd: optNum(r, 'volume_usd') ?? 0,
        count: optNum(r, 'count') ?? 0,
        averageUsd: optNum(r, 'average_usd') ?? 0,
        feesUsd: optNum(r, 'fees_usd') ?? 0,
      };
    }),
    byToken: list(o['by_token'], 'by_token').map(groupOf),
    byVenue: list(o['by_venue'], 'by_venue').map(groupOf),
    slippage:
      slip === undefined
        ? null
        : {
            weightedBps: optNum(record(slip, 'slippage'), 'weighted_bps'),
            orders: list(record(slip, 'slippage')['orders'], 'orders').map((x) => {
              const r = record(x, 'order');
              return {
                orderId: str(r, 'order_id'),
                symbol: str(r, 'symbol'),
                side: str(r, 'side'),
                orderType: str(r, 'order_type'),
                createdAt: num(r, 'created_at'),
                averagePrice: optNum(r, 'average_price'),
                arrivalPrice: optStr(r, 'arrival_price'),
                slippageBps: optNum(r, 'slippage_bps'),
                notionalUsd: num(r, 'notional_usd'),
              };
            }),
          },
  };
}

export const tradeStatsQuery = (f: StatsFilters) =>
  defineQuery<TradeStats>(
    {
      key: ['post_trade', 'statistics', 'trade', statsQs(f)],
      call: getCall(`${P}/statistics${statsQs(f)}`),
      invalidatedBy: ['fills', 'balances'],
    },
    parseStats,
  );

export const feeStatsQuery = (f: StatsFilters) =>
  defineQuery<TradeStats>(
    {
      key: ['post_trade', 'statistics', 'fees', statsQs(f)],
      call: getCall(`${P}/statistics/fees${statsQs(f)}`),
      invalidatedBy: ['fills', 'balances'],
    },
    parseStats,
  );

// ---- ledger (transactions, cashflows) ----

export interface LedgerRow {
  readonly id: string;
  readonly journalId: string;
  readonly time: number;
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly venue: string;
  readonly token: string;
  readonly amount: string;
  readonly kind: string;
  readonly ref: string;
  readonly link: { readonly type: string; readonly id: string } | null;
}

export interface LedgerPage {
  readonly rows: readonly LedgerRow[];
  readonly total: number;
  readonly totals: readonly { readonly token: string; readonly amount: string }[];
}

export interface LedgerFilters {
  readonly groups: readonly string[] | null;
  readonly token: string | null;
  readonly subaccountIds: readonly number[];
  readonly offset: number;
  readonly limit: number;
}

export const ledgerQuery = (f: LedgerFilters) => {
  const q = qs({
    groups: f.groups?.join(','),
    token: f.token,
    subaccountIds: f.subaccountIds.join(','),
    offset: f.offset,
    limit: f.limit,
  });
  return defineQuery<LedgerPage>(
    { key: ['post_trade', 'ledger', q], call: getCall(`${P}/ledger${q}`), invalidatedBy: LIVE },
    (raw) => {
      const o = record(raw, 'ledger');
      return {
        total: num(o, 'total'),
        totals: list(o['totals'], 'totals').map((t) => {
          const r = record(t, 'total');
          return { token: str(r, 'token'), amount: str(r, 'amount') };
        }),
        rows: list(o['rows'], 'rows').map((x) => {
          const r = record(x, 'row');
          const link = r['link'];
          return {
            id: str(r, 'id'),
            journalId: str(r, 'journal_id'),
            time: num(r, 'time'),
            subaccountId: num(r, 'subaccount_id'),
            subaccountName: str(r, 'subaccount_name'),
            venue: str(r, 'venue'),
            token: str(r, 'token'),
            amount: str(r, 'amount'),
            kind: str(r, 'kind'),
            ref: str(r, 'ref'),
            link:
              link === null || link === undefined
                ? null
                : { type: str(record(link, 'link'), 'type'), id: str(record(link, 'link'), 'id') },
          };
        }),
      };
    },
  );
};

// ---- end of day ----

export interface EodRow {
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly venue: string;
  readonly token: string;
  readonly balance: string;
  readonly price: string | null;
  readonly valueUsd: string;
  readonly compareBalance: string;
  readonly compareValueUsd: string;
  readonly changeUsd: string;
}

export interface EodAnswer {
  readonly dates: readonly string[];
  readonly date: string | null;
  readonly compare: string | null;
  readonly totals: {
    valueUsd: string;
    compareValueUsd: string;
    changeUsd: string;
    flowUsd: string;
  };
  readonly rows: readonly EodRow[];
}

export const eodQuery = (date: string | null, compare: string | null) => {
  const q = qs({ date, compare });
  return defineQuery<EodAnswer>(
    { key: ['post_trade', 'eod', q], call: getCall(`${P}/eod${q}`) },
    (raw) => {
      const o = record(raw, 'eod');
      const t = record(o['totals'], 'totals');
      return {
        dates: list(o['dates'], 'dates').map(String),
        date: optStr(o, 'date'),
        compare: optStr(o, 'compare'),
        totals: {
          valueUsd: str(t, 'value_usd'),
          compareValueUsd: str(t, 'compare_value_usd'),
          changeUsd: str(t, 'change_usd'),
          flowUsd: str(t, 'flow_usd'),
        },
        rows: list(o['rows'], 'rows').map((x) => {
          const r = record(x, 'row');
          return {
            subaccountId: num(r, 'subaccount_id'),
            subaccountName: str(r, 'subaccount_name'),
            venue: str(r, 'venue'),
            token: str(r, 'token'),
            balance: str(r, 'balance'),
            price: optStr(r, 'price'),
            valueUsd: str(r, 'value_usd'),
            compareBalance: str(r, 'compare_balance'),
            compareValueUsd: str(r, 'compare_value_usd'),
            changeUsd: str(r, 'change_usd'),
          };
        }),
      };
    },
  );
};

// ---- EMS ----

export interface EmsOrder {
  readonly orderId: string;
  readonly symbol: string;
  readonly side: string;
  readonly orderType: string;
  readonly status: string;
  readonly reason: string;
  readonly quantity: string;
  readonly executedQuantity: string;
  readonly executedNotional: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly createdAt: number;
}

export interface EmsFill {
  readonly fillId: string;
  readonly orderId: string;
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly liquidity: string;
  readonly time: number;
}

export interface EmsRecord extends EmsOrder {
  readonly subaccountName: string;
  readonly numberOfSlices: number;
  readonly liquidation: boolean;
  readonly averagePrice: number | null;
  readonly arrivalPrice: string | null;
  readonly slippageBps: number | null;
  readonly slices: readonly EmsOrder[];
  readonly fills: readonly EmsFill[];
}

const emsOrder = (o: Json): EmsOrder => ({
  orderId: str(o, 'order_id'),
  symbol: str(o, 'symbol'),
  side: str(o, 'side'),
  orderType: str(o, 'order_type'),
  status: str(o, 'status'),
  reason: str(o, 'reason'),
  quantity: str(o, 'quantity'),
  executedQuantity: str(o, 'executed_quantity'),
  executedNotional: str(o, 'executed_notional'),
  fee: str(o, 'fee'),
  feeToken: str(o, 'fee_token'),
  createdAt: num(o, 'created_at'),
});

export const emsQuery = (tab: 'all' | 'twap' | 'liquidations') =>
  defineQuery<readonly EmsRecord[]>(
    {
      key: ['post_trade', 'ems', tab],
      call: getCall(`${P}/ems?tab=${tab}`),
      invalidatedBy: ['orders', 'fills'],
    },
    (raw) =>
      list(record(raw, 'ems')['records'], 'records').map((x) => {
        const r = record(x, 'record');
        return {
          ...emsOrder(r),
          subaccountName: str(r, 'subaccount_name'),
          numberOfSlices: num(r, 'number_of_slices'),
          liquidation: bool(r, 'liquidation'),
          averagePrice: optNum(r, 'average_price'),
          arrivalPrice: optStr(r, 'arrival_price'),
          slippageBps: optNum(r, 'slippage_bps'),
          slices: list(r['slices'], 'slices').map((s) => emsOrder(record(s, 'slice'))),
          fills: list(r['fills'], 'fills').map((f) => {
            const y = record(f, 'fill');
            return {
              fillId: str(y, 'fill_id'),
              orderId: str(y, 'order_id'),
              price: str(y, 'price'),
              quantity: str(y, 'quantity'),
              fee: str(y, 'fee'),
              liquidity: str(y, 'liquidity'),
              time: num(y, 'time'),
            };
          }),
        };
      }),
  );
