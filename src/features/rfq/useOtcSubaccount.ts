// The OTC subaccount quotes book to (docs/api.md: the entity's first canTrade OTC subaccount
// unless one is named): account type 2 (spec 3.5), excluding the read-only pseudo-account.
import { useMemo } from 'react';
import { useSessionData } from '../../tab/react/hooks';
import type { HedgeVenuesOptions } from '../../tab/sessionTypes';
import { isPseudoAccount, isVenueSubaccountId } from '../../../domain/pseudoAccounts';

export const OTC_ACCOUNT_TYPE = 2;

/** The first canTrade OTC subaccount of the list; null if none. */
export function otcSubaccount(accounts: HedgeVenuesOptions): number | null {
  for (const venue of Object.values(accounts.optionsMap)) {
    for (const a of venue.hedgeVenuesList) {
      if (isPseudoAccount(a) || !isVenueSubaccountId(a.subaccountId)) continue;
      if (a.accountType === OTC_ACCOUNT_TYPE && a.canTrade) return a.subaccountId;
    }
  }
  return null;
}

export function useOtcSubaccount(): number | null {
  const { accounts } = useSessionData();
  return useMemo(() => otcSubaccount(accounts), [accounts]);
}
