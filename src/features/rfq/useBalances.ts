// Balances of the traded subaccount (GET /uapi/v2/token_balances), re-read on demand.
import { useCallback, useEffect, useState } from 'react';
import { failed, loading, ready, type Loadable } from '../../tab/loadable';
import { fetchBalances, type TokenBalance } from '../../tab/quotes/wire';
import { useShell } from '../../tab/react/hooks';
import { isVenueSubaccountId } from '../../../domain/pseudoAccounts';

export function useBalances(subaccountId: number | null): {
  balances: Loadable<TokenBalance[]>;
  refresh(): void;
} {
  const { core } = useShell();
  const [balances, setBalances] = useState<Loadable<TokenBalance[]>>(loading);
  const [n, setN] = useState(0);
  useEffect(() => {
    // A pseudo-account (negative id) has no balances: the venue answers 400 for it.
    if (subaccountId === null || !isVenueSubaccountId(subaccountId)) return;
    let live = true;
    void fetchBalances(core, subaccountId).then((r) => {
      if (live) setBalances(r.ok ? ready(r.value) : failed(r.message));
    });
    return () => {
      live = false;
    };
  }, [core, subaccountId, n]);
  const refresh = useCallback(() => setN((x) => x + 1), []);
  return { balances, refresh };
}
