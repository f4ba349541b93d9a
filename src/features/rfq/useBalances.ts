// Balances of the traded subaccount (GET /uapi/v2/token_balances) through the core's query
// cache: stale when the private stream moves a balance, re-read on demand after a trade.
import { useMemo } from 'react';
import type { Loadable } from '../../tab/loadable';
import { tokenBalancesQuery, type TokenBalance } from '../../tab/quotes/wire';
import { useQuery } from '../../tab/react/query';
import { isVenueSubaccountId } from '../../../domain/pseudoAccounts';

export function useBalances(subaccountId: number | null): {
  balances: Loadable<TokenBalance[]>;
  refresh(): void;
} {
  // A pseudo-account (negative id) has no balances: the venue answers 400 for it.
  const def = useMemo(
    () =>
      subaccountId === null || !isVenueSubaccountId(subaccountId)
        ? null
        : tokenBalancesQuery(subaccountId),
    [subaccountId],
  );
  const { data, refetch } = useQuery(def);
  return { balances: def === null ? { status: 'loading' } : data, refresh: refetch };
}
