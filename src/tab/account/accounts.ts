// Account → Accounts (docs/api.md "Session data"): renaming a subaccount. The list itself is
// session data (/uapi/v1/all_accounts), reloaded by the view after a rename.
import type { Invalidation, RestResult } from '../../../workers/api';
import type { HedgeVenue } from '../sessionTypes';
import { jsonCall, type Mutator } from './calls';

/** What a change to the entity's accounts makes stale. */
export const ACCOUNTS_CHANGED: Invalidation = { tags: ['account'] };

/** A 400 comes back as ok:false; any other failure rejects after the core toasted its reason
 *  (spec 8: this call does not hide alerts). */
export function renameAccount(
  core: Mutator,
  account: Pick<HedgeVenue, 'accountId' | 'subaccountId'>,
  name: string,
): Promise<RestResult> {
  return core.mutate(
    jsonCall(
      'POST',
      '/uapi/v1/account/rename',
      { accountId: account.accountId, subaccountId: account.subaccountId, name },
      {},
    ),
    ACCOUNTS_CHANGED,
  );
}
