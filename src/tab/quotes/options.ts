// Options RFQ (docs/api.md "Options"): the chain, a structure of legs, and the quote, parsed
// and edited without a framework.
import type { ServerMillis } from '../../../workers/api';
import { isPositiveDecimal } from '../../../domain/numbers';
import { defineQuery, type QueryDef } from '../queries/define';
import { call, type CallResult } from './wire';
import type { CoreClient } from '../../../workers/api';

export const UNDERLYINGS = ['BTC', 'ETH'] as const;
export type Underlying = (typeof UNDERLYINGS)[number];
export type LegSide = 'BUY' | 'SELL';
export type RatioMode = 'equal' | 'different';

export interface OptionRow {
  readonly symbol: string;
  readonly strike: string;
  readonly expiry: string;
  readonly optionType: 'CALL' | 'PUT';
  readonly price: string;
  readonly vol: string;
  readonly delta: string;
}

export interface ChainExpiry {
  readonly expiry: string;
  readonly expiryTime: ServerMillis;
  readonly strikes: readonly {
    readonly strike: string;
    readonly call: OptionRow | null;
    readonly put: OptionRow | null;
  }[];
}

export interface OptionChain {
  readonly underlying: string;
  readonly spot: string;
  readonly expiries: readonly ChainExpiry[];
}

export interface Leg {
  readonly symbol: string;
  readonly side: LegSide;
  readonly ratio: number;
  readonly quantity: string;
}

export interface Greeks {
  readonly delta: string;
  readonly gamma: string;
  readonly vega: string;
  readonly theta: string;
  readonly rho: string;
}

export interface QuoteError {
  readonly leg: number | null;
  readonly field: string;
  readonly message: string;
}

export interface OptionQuote {
  readonly id: string;
  readonly valid: boolean;
  readonly errors: readonly QuoteError[];
  readonly legs: readonly (Leg & { readonly price: string; readonly vol: string })[];
  readonly greeks: Greeks;
  readonly totalCost: string;
  readonly var99: string;
  readonly incrementalMargin: string;
  readonly expiresAt: ServerMillis;
}

export interface OptionExecution {
  readonly tradeId: string;
  readonly totalCost: string;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function parseRow(v: unknown): OptionRow | null {
  if (v === null || v === undefined) return null;
  const r = rec(v);
  return {
    symbol: str(r['symbol']),
    strike: str(r['strike']),
    expiry: str(r['expiry']),
    optionType: r['optionType'] === 'PUT' ? 'PUT' : 'CALL',
    price: str(r['price']),
    vol: str(r['vol']),
    delta: str(r['delta']),
  };
}

export function parseChain(data: unknown): OptionChain {
  const d = rec(data);
  return {
    underlying: str(d['underlying']),
    spot: str(d['spot']),
    expiries: arr(d['expiries']).map((e) => {
      const x = rec(e);
      return {
        expiry: str(x['expiry']),
        expiryTime: Number(x['expiry_time']),
        strikes: arr(x['strikes']).map((s) => {
          const k = rec(s);
          return { strike: str(k['strike']), call: parseRow(k['call']), put: parseRow(k['put']) };
        }),
      };
    }),
  };
}

const greeksOf = (v: unknown): Greeks => {
  const g = rec(v);
  return {
    delta: str(g['delta']),
    gamma: str(g['gamma']),
    vega: str(g['vega']),
    theta: str(g['theta']),
    rho: str(g['rho']),
  };
};

export function parseOptionQuote(data: unknown): OptionQuote {
  const d = rec(data);
  return {
    id: str(d['option_quote_id']),
    valid: d['valid'] === true,
    errors: arr(d['errors']).map((e) => {
      const x = rec(e);
      return {
        leg: typeof x['leg'] === 'number' ? x['leg'] : null,
        field: str(x['field']),
        message: str(x['message']),
      };
    }),
    legs: arr(d['legs']).map((l) => {
      const x = rec(l);
      return {
        symbol: str(x['symbol']),
        side: x['side'] === 'SELL' ? 'SELL' : 'BUY',
        ratio: Number(x['ratio']) || 1,
        quantity: str(x['quantity']),
        price: str(x['price']),
        vol: str(x['vol']),
      };
    }),
    greeks: greeksOf(d['greeks']),
    totalCost: str(d['total_cost']),
    var99: str(d['var_99_1d']),
    incrementalMargin: str(d['incremental_margin']),
    expiresAt: Number(d['expires_at']),
  };
}

/** Equal ratio: every leg at ratio 1; different: each leg keeps its own. */
export function applyRatioMode(legs: readonly Leg[], mode: RatioMode): Leg[] {
  return mode === 'equal' ? legs.map((l) => ({ ...l, ratio: 1 })) : [...legs];
}

export const MAX_LEGS = 8;
export const MAX_RATIO = 10;

/** Checks the client can make before asking (the server validates again). */
export function validateLegs(legs: readonly Leg[]): QuoteError[] {
  const errors: QuoteError[] = [];
  if (legs.length === 0) errors.push({ leg: null, field: 'legs', message: 'Add at least one leg' });
  if (legs.length > MAX_LEGS)
    errors.push({ leg: null, field: 'legs', message: `At most ${MAX_LEGS} legs` });
  legs.forEach((l, i) => {
    if (!isPositiveDecimal(l.quantity) || Number(l.quantity) <= 0)
      errors.push({ leg: i, field: 'quantity', message: 'Quantity is required' });
    if (!Number.isInteger(l.ratio) || l.ratio < 1 || l.ratio > MAX_RATIO)
      errors.push({ leg: i, field: 'ratio', message: `Ratio must be 1 to ${MAX_RATIO}` });
  });
  return errors;
}

/** The option chain of one underlying (greeks and marks), shared by every tab. */
export const optionChainQuery = (underlying: Underlying): QueryDef<OptionChain> =>
  defineQuery(
    {
      key: ['option_chain', underlying],
      call: {
        method: 'GET',
        path: '/v3/browser/options/chain',
        query: { underlying },
        hideAlertOnError: true,
      },
    },
    parseChain,
  );

/** `customerId`: quote for another legal entity of the user (docs/api.md `customer_id`);
 *  omitted for the current entity. */
export const quoteStructure = (
  core: CoreClient,
  underlying: Underlying,
  strategy: LegSide,
  legs: readonly Leg[],
  customerId?: number,
): Promise<CallResult<OptionQuote>> =>
  call(
    core,
    {
      method: 'POST',
      path: '/v3/browser/options/quote',
      body: {
        kind: 'json',
        value: {
          underlying,
          strategy,
          legs,
          ...(customerId === undefined ? {} : { customer_id: customerId }),
        },
      },
    },
    parseOptionQuote,
  );

export const executeStructure = (
  core: CoreClient,
  quoteId: string,
): Promise<CallResult<OptionExecution>> =>
  call(
    core,
    {
      method: 'POST',
      path: '/v3/browser/options/execute',
      body: { kind: 'json', value: { option_quote_id: quoteId } },
    },
    (data) => {
      const e = rec(rec(data)['execution']);
      return { tradeId: str(e['trade_id']), totalCost: str(e['total_cost']) };
    },
  );

/** The implied-vol surface: per expiry, vols at fixed moneyness K/F (docs/api.md). */
export interface VolSurface {
  readonly underlying: string;
  readonly moneyness: readonly string[];
  readonly expiries: readonly {
    readonly expiry: string;
    readonly forward: string;
    readonly atmVol: string;
    readonly points: readonly {
      readonly moneyness: string;
      readonly strike: string;
      readonly vol: string;
    }[];
  }[];
}

export function parseVolSurface(data: unknown): VolSurface {
  const d = rec(data);
  return {
    underlying: str(d['underlying']),
    moneyness: arr(d['moneyness']).map(str),
    expiries: arr(d['expiries']).map((e) => {
      const x = rec(e);
      return {
        expiry: str(x['expiry']),
        forward: str(x['forward']),
        atmVol: str(x['atm_vol']),
        points: arr(x['points']).map((p) => {
          const q = rec(p);
          return { moneyness: str(q['moneyness']), strike: str(q['strike']), vol: str(q['vol']) };
        }),
      };
    }),
  };
}

export const volSurfaceQuery = (underlying: Underlying): QueryDef<VolSurface> =>
  defineQuery(
    {
      key: ['vol_surface', underlying],
      call: {
        method: 'GET',
        path: '/v3/browser/options/vol_surface',
        query: { underlying },
        hideAlertOnError: true,
      },
    },
    parseVolSurface,
  );

/** The instruments of one expiry, nearest spot first, the call before the put of a strike. */
export function rowsOfExpiry(chain: OptionChain, expiry: string): OptionRow[] {
  const e = chain.expiries.find((x) => x.expiry === expiry) ?? chain.expiries[0];
  if (!e) return [];
  const spot = Number(chain.spot);
  return [...e.strikes]
    .sort((a, b) => Math.abs(Number(a.strike) - spot) - Math.abs(Number(b.strike) - spot))
    .flatMap((s) => [s.call, s.put].filter((r): r is OptionRow => r !== null && r !== undefined));
}

/**
 * The default new leg: the instrument of the chosen expiry nearest spot that the structure
 * does not hold yet (a repeated leg would be refused), or null when every one is used.
 */
export function defaultNewLeg(
  chain: OptionChain,
  expiry: string,
  legs: readonly Leg[],
): OptionRow | null {
  const used = new Set(legs.map((l) => l.symbol));
  return rowsOfExpiry(chain, expiry).find((r) => !used.has(r.symbol)) ?? null;
}
