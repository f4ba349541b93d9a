// Which subaccounts can trade on Edge (spec 3.5, 6): canTrade accounts on the Edge venue
// (account type 0) or on a venue that trades futures, not delisted, never a read-only
// pseudo-account (docs/api.md "Options"). Framework-free.
import { isPseudoAccount } from '../../../domain/pseudoAccounts';
import type { EdgeKind } from '../market/instruments';
import type { HedgeVenue, HedgeVenuesOptions } from '../sessionTypes';
import type { VenueRef } from '../../../workers/api';

export interface TradingAccount {
  /** Stable key: venue key and subaccount id. */
  readonly key: string;
  readonly venueKey: string;
  readonly venueLabel: string;
  readonly account: HedgeVenue;
  readonly ref: VenueRef;
  /** It holds futures or perpetual products (risk info, leverage). */
  readonly derivatives: boolean;
  readonly spot: boolean;
}

const DERIVATIVE_PRODUCTS = /FUTURE|SWAP|PERPETUAL|CONTRACT/;

export function tradingAccounts(options: HedgeVenuesOptions): TradingAccount[] {
  const out: TradingAccount[] = [];
  for (const [venueKey, venue] of Object.entries(options.optionsMap)) {
    if (venue.isDelisted === true) continue;
    const futuresVenue =
      venue['futuresEnabled'] === true || venue['isGuiFuturesTradingEnabled'] === true;
    for (const a of venue.hedgeVenuesList) {
      if (isPseudoAccount(a) || !a.canTrade || !(a.accountType === 0 || futuresVenue)) continue;
      const products = a.supportedProductTypesList ?? [];
      const derivatives = products.some((p) => DERIVATIVE_PRODUCTS.test(p));
      out.push({
        key: `${venueKey}:${a.subaccountId}`,
        venueKey,
        venueLabel: venueKey === 'edge' ? 'Edge' : venueKey.replace(/_/g, ' ').toUpperCase(),
        account: a,
        ref: { accountType: a.accountType, accountId: a.accountId, subaccountId: a.subaccountId },
        derivatives,
        spot: products.length === 0 || products.includes('SPOT'),
      });
    }
  }
  return out;
}

/** Accounts that fit an instrument: spot accounts for spot, derivatives ones otherwise. */
export function accountsFor(accounts: readonly TradingAccount[], kind: EdgeKind): TradingAccount[] {
  return accounts.filter((a) => (kind === 'spot' ? a.spot : a.derivatives));
}

/** The remembered account if it still fits, else the first that fits. */
export function pickAccount(
  fitting: readonly TradingAccount[],
  remembered: string | null,
): TradingAccount | null {
  return fitting.find((a) => a.key === remembered) ?? fitting[0] ?? null;
}
