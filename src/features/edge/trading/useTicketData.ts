// What the ticket reads from the venue, through the core's query cache: the allowed
// time-in-force values per order type, a debounced live fee estimate, and leverage / margin
// mode for futures and perpetuals (the calls themselves are in src/tab/orders/ticketQueries).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { valueOf } from '../../../tab/loadable';
import {
  allowedTifQuery,
  feeEstimateQuery,
  leverageChanged,
  leverageInfoQuery,
  updateLeverageCall,
  updateMarginTypeCall,
  type AllowedTif,
  type FeeQuery,
  type LeverageInfo,
} from '../../../tab/orders/ticketQueries';
import { useShell } from '../../../tab/react/hooks';
import { useQuery } from '../../../tab/react/query';

export type { FeeQuery } from '../../../tab/orders/ticketQueries';
export const FEE_DEBOUNCE_MS = 300;

export function useAllowedTif(): AllowedTif | null {
  return valueOf(useQuery(allowedTifQuery).data);
}

export type FeeEstimate =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly fee: string; readonly token: string }
  | { readonly status: 'error' };

/** The value once it has rested for `ms`; while it changes, the previous rested value. */
function useRested<T>(value: T, key: string, ms: number): { value: T; key: string } | null {
  const [rested, setRested] = useState<{ value: T; key: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setRested({ value, key }), ms);
    return () => clearTimeout(timer);
    // The key stands for the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return rested;
}

/** Debounced: one load after the inputs rest for FEE_DEBOUNCE_MS; an answer for older inputs
 *  is never shown. */
export function useFeeEstimate(query: FeeQuery | null): FeeEstimate {
  const key = query === null ? '' : JSON.stringify(query);
  const rested = useRested(query, key, FEE_DEBOUNCE_MS);
  const current = rested !== null && rested.key === key ? rested.value : null;
  const def = useMemo(() => (current === null ? null : feeEstimateQuery(current)), [current]);
  const { data } = useQuery(def);
  if (key === '') return { status: 'idle' };
  if (def === null) return { status: 'loading' };
  switch (data.status) {
    case 'ready':
      return { status: 'ready', fee: data.value.fee, token: data.value.token };
    case 'error':
      return { status: 'error' };
    case 'idle':
    case 'loading':
      return { status: 'loading' };
  }
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
  const def = useMemo(
    () =>
      subaccountId === null || symbol === null ? null : leverageInfoQuery(subaccountId, symbol),
    [subaccountId, symbol],
  );
  const info = valueOf(useQuery(def).data);

  // Failures are toasted by the core (spec 8); success reloads the leverage info.
  const setLeverage = useCallback(
    (leverage: string) => {
      if (subaccountId === null || symbol === null) return;
      core
        .mutate(
          updateLeverageCall(subaccountId, symbol, leverage),
          leverageChanged(subaccountId, symbol),
        )
        .catch(() => undefined);
    },
    [core, subaccountId, symbol],
  );
  const setMarginMode = useCallback(
    (marginMode: string) => {
      if (subaccountId === null || symbol === null) return;
      core
        .mutate(
          updateMarginTypeCall(subaccountId, symbol, marginMode),
          leverageChanged(subaccountId, symbol),
        )
        .catch(() => undefined);
    },
    [core, subaccountId, symbol],
  );

  return { info: info ?? null, setLeverage, setMarginMode };
}

/** Leverage steps offered up to the venue's maximum. */
export function leverageSteps(max: string): number[] {
  const m = Number(max) || 1;
  const steps = [1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100, 125].filter((x) => x <= m);
  if (!steps.includes(m) && Number.isInteger(m)) steps.push(m);
  return steps;
}
