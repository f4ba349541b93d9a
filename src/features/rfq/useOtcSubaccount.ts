// The OTC subaccount quotes book to (docs/api.md: the entity's first canTrade OTC subaccount
// unless one is named): account type 2 (spec 3.5), excluding the read-only pseudo-account.
import { useMemo } from 'react';
import { useSessionData } from '../../core/react/hooks';

export const OTC_ACCOUNT_TYPE = 2;

export function useOtcSubaccount(): number | null {
  const { accounts } = useSessionData();
  return useMemo(() => {
    for (const venue of Object.values(accounts.optionsMap)) {
      for (const a of venue.hedgeVenuesList) {
        if (a.accountType === OTC_ACCOUNT_TYPE && a.canTrade && a.subaccountId > 0)
          return a.subaccountId;
      }
    }
    return null;
  }, [accounts]);
}
