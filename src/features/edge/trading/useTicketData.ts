// What the ticket reads from the venue: the allowed time-in-force values per order type, a
// debounced live fee estimate, and leverage / margin mode for futures and perpetuals.
import { useCallback, useEffect, useState } from 'react';
import type { CoreFailure } from '../../../../workers/api';
import { useShell } from '../../../tab/react/hooks';
import { isTimeInForce, type TimeInForce } from '../../../../domain/enums';

export const ALLOWED_TIF_PATH = '/api/otc/order/allowed_time_in_force';
export const FEES_ESTIMATE_PATH = '/uapi/v1/fees_estimate';
export const LEVERAGE_INFO_PATH = '/uapi/v1/leverage_info';
export const UPDATE_LEVERAGE_PATH = '/uapi/v1/update_leverage';
export const UPDATE_MARGIN_TYPE_PATH = '/uapi/v1/update_margin_type';
export const FEE_DEBOUNCE_MS = 300;

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

export function useAllowedTif(): AllowedTif | null {
  const { core } = useShell();
  const [allowed, setAllowed] = useState<AllowedTif | null>(null);
  useEffect(() => {
    let live = true;
    core.request({ method: 'GET', path: ALLOWED_TIF_PATH, hideAlertOnError: true }).then(
      (r) => live && r.ok && setAllowed(parseAllowedTif(r.data)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core]);
  return allowed;
}

export interface FeeQuery {
  readonly quantity: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly side: string;
  readonly orderType: string;
  readonly price: string;
  readonly subaccountId: number;
}

export type FeeEstimate =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly fee: string; readonly token: string }
  | { readonly status: 'error' };

/** Debounced: one request after the inputs rest for FEE_DEBOUNCE_MS; stale answers dropped. */
export function useFeeEstimate(query: FeeQuery | null): FeeEstimate {
  const { core } = useShell();
  const key = query === null ? '' : JSON.stringify(query);
  // The answer and the inputs it is for: an answer for older inputs is never shown.
  const [answer, setAnswer] = useState<{ key: string; estimate: FeeEstimate }>({
    key: '',
    estimate: { status: 'idle' },
  });
  useEffect(() => {
    if (key === '') return;
    const q = JSON.parse(key) as FeeQuery;
    let live = true;
    const timer = setTimeout(() => {
      core
        .request({
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
        })
        .then(
          (r) => {
            if (!live) return;
            const d = r.data as { feesEstimate?: unknown; feesToken?: unknown } | null;
            const estimate: FeeEstimate =
              r.ok && typeof d?.feesEstimate === 'string'
                ? {
                    status: 'ready',
                    fee: d.feesEstimate,
                    token: typeof d.feesToken === 'string' ? d.feesToken : '',
                  }
                : { status: 'error' };
            setAnswer({ key, estimate });
          },
          () => live && setAnswer({ key, estimate: { status: 'error' } }),
        );
    }, FEE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [core, key]);
  if (key === '') return { status: 'idle' };
  return answer.key === key ? answer.estimate : { status: 'loading' };
}

export interface LeverageInfo {
  readonly leverage: string;
  readonly maxLeverage: string;
  readonly marginMode: string;
}

function parseLeverage(body: unknown): LeverageInfo | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const s = (k: string): string =>
    typeof b[k] === 'string' ? (b[k] as string) : typeof b[k] === 'number' ? String(b[k]) : '';
  if (s('leverage') === '') return null;
  return { leverage: s('leverage'), maxLeverage: s('maxLeverage'), marginMode: s('marginMode') };
}

/** Leverage and margin mode of a derivatives subaccount for one symbol; null symbol: none. */
export function useLeverage(
  subaccountId: number | null,
  symbol: string | null,
): {
  info: LeverageInfo | null;
  setLeverage(leverage: string): void;
  setMarginMode(mode: string): void;
} {
  const { core } = useShell();
  const key = subaccountId === null || symbol === null ? '' : `${subaccountId}|${symbol}`;
  const [state, setState] = useState<{ key: string; info: LeverageInfo | null }>({
    key: '',
    info: null,
  });
  const setInfo = useCallback(
    (next: LeverageInfo | null | ((prev: LeverageInfo | null) => LeverageInfo | null)) =>
      setState((s) => ({
        key,
        info: typeof next === 'function' ? next(s.key === key ? s.info : null) : next,
      })),
    [key],
  );
  const info = state.key === key ? state.info : null;
  useEffect(() => {
    if (subaccountId === null || symbol === null) return;
    let live = true;
    core
      .request({
        method: 'GET',
        path: LEVERAGE_INFO_PATH,
        query: { subaccountId, symbol },
        hideAlertOnError: true,
      })
      .then(
        (r) => live && r.ok && setInfo(parseLeverage(r.data)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [core, subaccountId, symbol, setInfo]);

  const setLeverage = useCallback(
    (leverage: string) => {
      if (subaccountId === null || symbol === null) return;
      core
        .request({
          method: 'POST',
          path: UPDATE_LEVERAGE_PATH,
          body: { kind: 'json', value: { subaccountId, symbol, leverage: Number(leverage) } },
        })
        .then(
          (r) => r.ok && setInfo(parseLeverage(r.data)),
          (_e: CoreFailure) => undefined, // toasted by the core (spec 8)
        );
    },
    [core, subaccountId, symbol, setInfo],
  );

  const setMarginMode = useCallback(
    (marginMode: string) => {
      if (subaccountId === null || symbol === null) return;
      core
        .request({
          method: 'POST',
          path: UPDATE_MARGIN_TYPE_PATH,
          body: { kind: 'json', value: { subaccountId, symbol, marginMode } },
        })
        .then(
          (r) => {
            if (!r.ok) return;
            setInfo((prev) => (prev ? { ...prev, marginMode } : prev));
          },
          (_e: CoreFailure) => undefined,
        );
    },
    [core, subaccountId, symbol, setInfo],
  );

  return { info, setLeverage, setMarginMode };
}

/** Leverage steps offered up to the venue's maximum. */
export function leverageSteps(max: string): number[] {
  const m = Number(max) || 1;
  const steps = [1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100, 125].filter((x) => x <= m);
  if (!steps.includes(m) && Number.isInteger(m)) steps.push(m);
  return steps;
}
