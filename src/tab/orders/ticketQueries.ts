// What the Edge ticket reads and changes at the venue (docs/api.md "Edge trading"): allowed
// time-in-force per order type, the fee estimate, leverage and margin mode. Named queries and
// calls, so the ticket's views build no REST path.
import type { RestCall } from '../../../workers/api';
import { isTimeInForce, type TimeInForce } from '../../../domain/enums';
import { defineQuery, type QueryDef } from '../queries/define';

export const ALLOWED_TIF_PATH = '/api/otc/order/allowed_time_in_force';
export const FEES_ESTIMATE_PATH = '/uapi/v1/fees_estimate';
export const LEVERAGE_INFO_PATH = '/uapi/v1/leverage_info';
export const UPDATE_LEVERAGE_PATH = '/uapi/v1/update_leverage';
export const UPDATE_MARGIN_TYPE_PATH = '/uapi/v1/update_margin_type';

export type AllowedTif = Readonly<Record<string, readonly TimeInForce[]>>;

export function parseAllowedTif(body: unknown): AllowedTif {
  const map =
    typeof body === 'object' && body !== null
      ? (body as { allowedTimeInForce?: unknown }).allowedTimeInForce
      : null;
  const out: Record<string, TimeInForce[]> = {};
  if (typeof map !== 'object' || map === null) return out;
  for (const [type, list] of Object.entries(map)) {
    if (Array.isArray(list)) out[type] = list.filter(isTimeInForce);
  }
  return out;
}

export const allowedTifQuery = defineQuery<AllowedTif>(
  {
    key: ['allowed_time_in_force'],
    call: { method: 'GET', path: ALLOWED_TIF_PATH, hideAlertOnError: true },
  },
  parseAllowedTif,
);

export interface FeeQuery {
  readonly quantity: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly side: string;
  readonly orderType: string;
  readonly price: string;
  readonly subaccountId: number;
}

export interface Fee {
  readonly fee: string;
  readonly token: string;
}

function parseFee(body: unknown): Fee {
  const d = body as { feesEstimate?: unknown; feesToken?: unknown } | null;
  if (typeof d?.feesEstimate !== 'string') throw new Error('no fee estimate');
  return { fee: d.feesEstimate, token: typeof d.feesToken === 'string' ? d.feesToken : '' };
}

export const feeEstimateQuery = (q: FeeQuery): QueryDef<Fee> =>
  defineQuery(
    {
      key: [
        'fees_estimate',
        q.subaccountId,
        q.baseToken,
        q.quoteToken,
        q.side,
        q.orderType,
        q.quantity,
        q.price,
      ],
      call: {
        method: 'GET',
        path: FEES_ESTIMATE_PATH,
        query: {
          quantity: q.quantity,
          baseToken: q.baseToken,
          quoteToken: q.quoteToken,
          side: q.side,
          orderType: q.orderType,
          subaccountId: q.subaccountId,
          ...(q.price === '' ? {} : { price: q.price }),
        },
        hideAlertOnError: true,
      },
    },
    parseFee,
  );

export interface LeverageInfo {
  readonly leverage: string;
  readonly maxLeverage: string;
  readonly marginMode: string;
}

export function parseLeverage(body: unknown): LeverageInfo | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const s = (k: string): string =>
    typeof b[k] === 'string' ? (b[k] as string) : typeof b[k] === 'number' ? String(b[k]) : '';
  if (s('leverage') === '') return null;
  return { leverage: s('leverage'), maxLeverage: s('maxLeverage'), marginMode: s('marginMode') };
}

const leverageKey = (subaccountId: number, symbol: string) =>
  ['leverage_info', subaccountId, symbol] as const;

export const leverageInfoQuery = (subaccountId: number, symbol: string) =>
  defineQuery<LeverageInfo | null>(
    {
      key: leverageKey(subaccountId, symbol),
      call: {
        method: 'GET',
        path: LEVERAGE_INFO_PATH,
        query: { subaccountId, symbol },
        hideAlertOnError: true,
      },
      invalidatedBy: ['positions'],
    },
    parseLeverage,
  );

/** A leverage change; failures are toasted by the core (spec 8). */
export function updateLeverageCall(
  subaccountId: number,
  symbol: string,
  leverage: string,
): RestCall {
  return {
    method: 'POST',
    path: UPDATE_LEVERAGE_PATH,
    body: { kind: 'json', value: { subaccountId, symbol, leverage: Number(leverage) } },
  };
}

export function updateMarginTypeCall(
  subaccountId: number,
  symbol: string,
  marginMode: string,
): RestCall {
  return {
    method: 'POST',
    path: UPDATE_MARGIN_TYPE_PATH,
    body: { kind: 'json', value: { subaccountId, symbol, marginMode } },
  };
}

/** What a leverage or margin-mode change makes stale. */
export const leverageChanged = (subaccountId: number, symbol: string) => ({
  keys: [leverageKey(subaccountId, symbol)],
  tags: ['risk', 'positions'] as const,
});
