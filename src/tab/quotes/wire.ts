// The quote calls of docs/api.md "RFQ, streaming quotes and options", parsed into typed
// values. Framework-free: takes the core client, returns tagged results (never throws).
import type {
  ApiErrorItem,
  CoreClient,
  CoreFailure,
  RestCall,
  ServerMillis,
} from '../../../workers/api';
import { toWireAmount } from '../../../domain/numbers';
import { defineQuery, type QueryDef } from '../queries/define';

export interface QuoteMarket {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly displayName: string;
}

export interface QuoteMarkets {
  readonly rfq: readonly QuoteMarket[];
  readonly streaming: readonly QuoteMarket[];
  readonly settlementCurrencies: readonly string[];
  readonly quoteTtlMillis: number;
}

export type Side = 'BUY' | 'SELL';
export type QuantityCurrency = 'base' | 'quote';

export interface FirmQuote {
  readonly id: string;
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly quantity: string;
  readonly quantityCurrency: QuantityCurrency;
  readonly bidPrice: string;
  readonly askPrice: string;
  readonly expiresAt: ServerMillis;
  readonly subaccountId: number;
}

export interface Execution {
  readonly tradeId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly price: string;
  readonly quantity: string;
  readonly quoteQuantity: string;
  readonly subaccountId: number;
  readonly partial: boolean;
}

/** A call's outcome: the value, or the text to show and the server's error code. */
export type CallResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string };

const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

const FALLBACK = 'We encountered an error. Please try again';

/** Runs a call without the core's toast (the screens show the reason inline). */
export async function call<T>(
  core: CoreClient,
  c: RestCall,
  parse: (data: unknown) => T,
): Promise<CallResult<T>> {
  try {
    const res = await core.request({ ...c, hideAlertOnError: true });
    if (res.ok) return { ok: true, value: parse(res.data) };
    return failure(res.errors);
  } catch (e) {
    const f = e as Partial<CoreFailure>;
    const first = f.errors?.[0];
    return {
      ok: false,
      code: first?.code ?? f.kind ?? 'error',
      message: first?.message ?? f.message ?? FALLBACK,
    };
  }
}

function failure(errors: readonly ApiErrorItem[]): CallResult<never> {
  const first = errors[0];
  return {
    ok: false,
    code: first?.code ?? 'VALIDATION',
    message: errors.map((e) => e.message).join('\n') || FALLBACK,
  };
}

function parseMarket(v: unknown): QuoteMarket {
  const m = rec(v);
  return {
    symbol: str(m['symbol']),
    baseToken: str(m['baseToken']),
    quoteToken: str(m['quoteToken']),
    displayName: str(m['displayName']) || str(m['symbol']),
  };
}

export function parseMarkets(data: unknown): QuoteMarkets {
  const d = rec(data);
  const list = (v: unknown) => (Array.isArray(v) ? v.map(parseMarket) : []);
  return {
    rfq: list(d['availableRFQMarkets']),
    streaming: list(d['availableStreamingMarkets']),
    settlementCurrencies: Array.isArray(d['settlementCurrencies'])
      ? d['settlementCurrencies'].map(str)
      : ['USD'],
    quoteTtlMillis: num(d['quoteTtlMillis']),
  };
}

export function parseFirmQuote(data: unknown): FirmQuote {
  const q = rec(data);
  return {
    id: str(q['fx_quote_id']),
    symbol: str(q['symbol']),
    baseToken: str(q['base_token']),
    quoteToken: str(q['quote_token']),
    quantity: str(q['quantity']),
    quantityCurrency: q['quantity_currency'] === 'quote' ? 'quote' : 'base',
    bidPrice: str(q['bid_price']),
    askPrice: str(q['ask_price']),
    expiresAt: num(q['expires_at']),
    subaccountId: num(q['subaccountId']),
  };
}

export function parseExecution(data: unknown): Execution {
  const d = rec(data);
  const e = rec(d['execution']);
  return {
    tradeId: str(e['trade_id']),
    symbol: str(e['symbol']),
    side: e['side'] === 'SELL' ? 'SELL' : 'BUY',
    price: str(e['price']),
    quantity: str(e['quantity']),
    quoteQuantity: str(e['quote_quantity']),
    subaccountId: num(e['subaccountId']),
    partial: d['partial'] === true,
  };
}

export interface QuoteRequest {
  readonly symbol: string;
  readonly quantity: string;
  readonly quantityCurrency: QuantityCurrency;
}

export const requestQuote = (core: CoreClient, r: QuoteRequest): Promise<CallResult<FirmQuote>> =>
  call(
    core,
    {
      method: 'POST',
      path: '/v3/browser/quotes',
      body: {
        kind: 'json',
        // Typed quantities ('+1', '1.', '.5') go out in the one wire form (R-SECH-9).
        value: {
          symbol: r.symbol,
          quantity: toWireAmount(r.quantity) ?? r.quantity,
          quantity_currency: r.quantityCurrency,
        },
      },
    },
    parseFirmQuote,
  );

export const executeQuote = (
  core: CoreClient,
  quoteId: string,
  side: Side,
): Promise<CallResult<Execution>> =>
  call(
    core,
    {
      method: 'POST',
      path: '/v3/browser/execute_quote',
      body: { kind: 'json', value: { fx_quote_id: quoteId, side } },
    },
    parseExecution,
  );

export interface StreamOrder {
  readonly symbol: string;
  readonly side: Side;
  readonly quantity: string;
  readonly price: string;
  readonly clientOrderId: string;
}

export const placeStreamOrder = (
  core: CoreClient,
  o: StreamOrder,
): Promise<CallResult<Execution>> =>
  call(
    core,
    {
      method: 'POST',
      path: '/v3/browser/order',
      body: {
        kind: 'json',
        value: {
          symbol: o.symbol,
          side: o.side,
          quantity: toWireAmount(o.quantity) ?? o.quantity,
          price: toWireAmount(o.price) ?? o.price,
          client_order_id: o.clientOrderId,
        },
      },
    },
    parseExecution,
  );

export interface TokenBalance {
  readonly subaccountId: number;
  readonly token: string;
  readonly total: string;
  readonly available: string;
}

export function parseBalances(data: unknown): TokenBalance[] {
  const list = rec(data)['balances'];
  if (!Array.isArray(list)) return [];
  return list.map((v) => {
    const b = rec(v);
    return {
      subaccountId: num(b['subaccountId']),
      token: str(b['token']),
      total: str(b['total']),
      available: str(b['available']),
    };
  });
}

/** The RFQ and streaming market lists, shared by every tab through the core's query cache. */
export const quoteMarketsQuery = defineQuery<QuoteMarkets>(
  { key: ['quote_markets'], call: { method: 'GET', path: '/v3/browser/markets' } },
  parseMarkets,
);

/** Token balances of one subaccount; stale whenever the private stream moves a balance. */
export const tokenBalancesQuery = (subaccountId: number): QueryDef<TokenBalance[]> =>
  defineQuery(
    {
      key: ['token_balances', subaccountId],
      call: { method: 'GET', path: '/uapi/v2/token_balances', query: { subaccountId } },
      invalidatedBy: ['balances'],
    },
    parseBalances,
  );
