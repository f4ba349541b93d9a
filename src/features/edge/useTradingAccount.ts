// The Edge account: canTrade subaccounts that fit the market (spec 3.5, 6), the choice
// remembered in localStorage.
import { useCallback, useMemo, useState } from 'react';
import type { EdgeKind } from '../../tab/market/instruments';
import {
  accountsFor,
  pickAccount,
  tradingAccounts,
  type TradingAccount,
} from '../../tab/orders/accounts';
import { useSessionData, useShell } from '../../tab/react/hooks';

export const LAST_ACCOUNT_KEY = 'desk.edge.account';

export function useTradingAccount(kind: EdgeKind | null): {
  accounts: TradingAccount[];
  account: TradingAccount | null;
  select(key: string): void;
} {
  const { env } = useShell();
  const { accounts: options } = useSessionData();
  const [remembered, setRemembered] = useState(() => env.local.getItem(LAST_ACCOUNT_KEY));
  const accounts = useMemo(
    () => (kind === null ? [] : accountsFor(tradingAccounts(options), kind)),
    [options, kind],
  );
  const select = useCallback(
    (key: string) => {
      env.local.setItem(LAST_ACCOUNT_KEY, key);
      setRemembered(key);
    },
    [env],
  );
  return { accounts, account: pickAccount(accounts, remembered), select };
}
