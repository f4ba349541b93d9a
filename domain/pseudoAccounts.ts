// Read-only pseudo-accounts of /uapi/v1/all_accounts (spec 3.5, docs/api.md "Options"): the
// 'Options RFQ Account' (-100) while options RFQ is on. Real subaccount ids are ≥ 1 and the
// venue answers 4xx for a negative one, so nothing loads, books or renames per row for them.

/** The row is a pseudo-account (negative subaccount id), not a venue subaccount. */
export const isPseudoAccount = (account: { readonly subaccountId: number }): boolean =>
  account.subaccountId < 0;

/** A subaccount id the venue can be asked about (balances, orders, positions, risk). */
export const isVenueSubaccountId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;
