// Fusion as the screen reads and writes it (docs/fusion.md): the pairs and accounts, the
// consolidated book from the two live streams, the parent orders with their children, and
// the order call. Framework-free.
import type { BookState, QuoteLadderState } from '../../../workers/api';
import { consolidateBook, type ConsolidatedBook } from '../../../domain/fusion';
import { lotsToQuantity, ticksToPrice } from '../../../domain/ticks';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, listAt, num, optDecimal, optStr, record, str, type Json } from '../queries/json';

export interface FusionMarket {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly displayName: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

export interface FusionAccount {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly displayText: string;
}

export interface FusionSetup {
  readonly markets: readonly FusionMarket[];
  readonly edgeFeeBps: number;
  readonly otcFeeBps: number;
  readonly edgeAccounts: readonly FusionAccount[];
  readonly otcAccounts: readonly FusionAccount[];
}

const account = (raw: unknown): FusionAccount => {
  const o = record(raw, 'account');
  return {
    subaccountId: num(o, 'subaccountId'),
    accountId: num(o, 'accountId'),
    displayText: str(o, 'displayText'),
  };
};

export const fusionSetupQuery = defineQuery<FusionSetup>(
  { key: ['fusion_setup'], call: getCall('/v3/fusion/markets'), invalidatedBy: ['account'] },
  (raw) => {
    const o = record(raw, 'fusion setup');
    return {
      markets: listAt(raw, 'markets', 'markets').map((m) => {
        const r = record(m, 'market');
        return {
          symbol: str(r, 'symbol'),
          baseToken: str(r, 'baseToken'),
          quoteToken: str(r, 'quoteToken'),
          displayName: str(r, 'displayName'),
          tickSize: str(r, 'tickSize'),
          lotSize: str(r, 'lotSize'),
        };
      }),
      edgeFeeBps: num(o, 'edgeFeeBps'),
      otcFeeBps: num(o, 'otcFeeBps'),
      edgeAccounts: listAt(raw, 'edgeAccounts', 'edge accounts').map(account),
      otcAccounts: listAt(raw, 'otcAccounts', 'otc accounts').map(account),
    };
  },
);

export interface FusionChild {
  readonly source: 'EDGE' | 'OTC';
  readonly plannedQuantity: string;
  readonly executedQuantity: string;
  readonly price: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly allInPrice: string;
  readonly status: string;
  readonly reason: string;
  readonly reference: string;
}

export interface FusionPlan {
  readonly filledQuantity: string;
  readonly edgeQuantity: string;
  readonly otcQuantity: string;
  readonly routedAllInPrice: string | null;
  readonly bestSingleSource: 'EDGE' | 'OTC' | null;
  readonly bestSingleAllInPrice: string | null;
}

export interface FusionOrder {
  readonly id: number;
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly orderType: string;
  readonly timeInForce: string;
  readonly quantity: string;
  readonly limitPrice: string;
  readonly status: string;
  readonly executedQuantity: string;
  readonly allInPrice: string;
  readonly totalFee: string;
  readonly plan: FusionPlan | null;
  readonly children: readonly FusionChild[];
  readonly priceImprovement: string | null;
  readonly createdAt: number;
}

const side = (o: Json): 'BUY' | 'SELL' => (str(o, 'side') === 'SELL' ? 'SELL' : 'BUY');

function parsePlan(raw: unknown): FusionPlan | null {
  if (!isRecord(raw)) return null;
  const single = optStr(raw, 'bestSingleSource');
  return {
    filledQuantity: str(raw, 'filledQuantity'),
    edgeQuantity: str(raw, 'edgeQuantity'),
    otcQuantity: str(raw, 'otcQuantity'),
    routedAllInPrice: optDecimal(raw, 'routedAllInPrice'),
    bestSingleSource: single === 'EDGE' || single === 'OTC' ? single : null,
    bestSingleAllInPrice: optDecimal(raw, 'bestSingleAllInPrice'),
  };
}

export function parseFusionOrder(raw: unknown): FusionOrder {
  const o = record(raw, 'fusion order');
  return {
    id: num(o, 'id'),
    clientOrderId: str(o, 'clientOrderId'),
    symbol: str(o, 'symbol'),
    side: side(o),
    orderType: str(o, 'orderType'),
    timeInForce: str(o, 'timeInForce'),
    quantity: str(o, 'quantity'),
    limitPrice: str(o, 'limitPrice'),
    status: str(o, 'status'),
    executedQuantity: str(o, 'executedQuantity'),
    allInPrice: str(o, 'allInPrice'),
    totalFee: str(o, 'totalFee'),
    plan: parsePlan(o['plan']),
    children: listAt(o, 'children', 'children').map((c) => {
      const r = record(c, 'child');
      return {
        source: str(r, 'source') === 'OTC' ? 'OTC' : 'EDGE',
        plannedQuantity: str(r, 'plannedQuantity'),
        executedQuantity: str(r, 'executedQuantity'),
        price: str(r, 'price'),
        fee: str(r, 'fee'),
        feeToken: str(r, 'feeToken'),
        allInPrice: str(r, 'allInPrice'),
        status: str(r, 'status'),
        reason: str(r, 'reason'),
        reference: str(r, 'reference'),
      };
    }),
    priceImprovement: optDecimal(o, 'priceImprovement'),
    createdAt: num(o, 'createdAt'),
  };
}

export const fusionOrdersQuery = defineQuery<readonly FusionOrder[]>(
  {
    key: ['fusion_orders'],
    call: getCall('/v3/fusion/orders'),
    // Edge children fill on the private stream; OTC children move balances.
    invalidatedBy: ['orders', 'fills', 'balances'],
  },
  (raw) => listAt(raw, 'orders', 'orders').map(parseFusionOrder),
);

export interface FusionOrderDraft {
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly orderType: 'MARKET' | 'LIMIT';
  readonly timeInForce: 'IOC' | 'GTC';
  readonly quantity: string;
  readonly limitPrice: string;
  readonly edgeSubaccountId: number;
  readonly otcSubaccountId: number | null;
}

export function placeFusionCall(d: FusionOrderDraft) {
  return jsonCall('POST', '/v3/fusion/orders', {
    clientOrderId: d.clientOrderId,
    symbol: d.symbol,
    side: d.side,
    orderType: d.orderType,
    timeInForce: d.orderType === 'MARKET' ? 'IOC' : d.timeInForce,
    quantity: d.quantity,
    ...(d.orderType === 'LIMIT' ? { limitPrice: d.limitPrice } : {}),
    edgeSubaccountId: d.edgeSubaccountId,
    ...(d.otcSubaccountId === null ? {} : { otcSubaccountId: d.otcSubaccountId }),
  });
}

export const FUSION_CHANGED = { tags: ['orders', 'fills', 'balances'] } as const;

/** The consolidated book of the two live streams (either may still be missing). */
export function consolidatedOf(
  book: BookState | null,
  ladder: QuoteLadderState | null,
  fees: { edgeFeeBps: number; otcFeeBps: number },
  depth: number,
): ConsolidatedBook {
  const side = (prices: Float64Array, sizes: Float64Array) => {
    const n = Math.min(depth, prices.length);
    const p: string[] = [];
    const s: string[] = [];
    for (let i = 0; i < n && book; i++) {
      p.push(ticksToPrice(prices[i] ?? 0, book.tickSize));
      s.push(lotsToQuantity(sizes[i] ?? 0, book.lotSize));
    }
    return { prices: p, sizes: s };
  };
  const edge = book
    ? { bids: side(book.bidPrices, book.bidSizes), asks: side(book.askPrices, book.askSizes) }
    : { bids: { prices: [], sizes: [] }, asks: { prices: [], sizes: [] } };
  return consolidateBook(edge, ladder?.tiers ?? [], fees);
}
