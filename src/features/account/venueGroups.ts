// Groups the entity's accounts by venue for display; spec 5: only canRead subaccounts.
import { accountTypeName, isAccountTypeCode } from '../../../domain/enums';
import type { HedgeVenue, HedgeVenuesOptions } from '../../tab/sessionTypes';

export interface VenueGroup {
  readonly key: string;
  readonly label: string;
  readonly delisted: boolean;
  readonly accounts: readonly HedgeVenue[];
  /** Spec 3.5 switches the wallet buttons read (deposit, withdraw, transfer). */
  readonly wallet: { deposit: boolean; withdraw: boolean; transfer: boolean };
}

const TYPE_LABELS: Record<string, string> = {
  edge: 'Edge',
  custody: 'Custody',
  otc: 'OTC',
  off_exchange: 'Off exchange',
};

export function accountTypeLabel(code: number): string {
  return isAccountTypeCode(code)
    ? (TYPE_LABELS[accountTypeName(code)] ?? String(code))
    : `Type ${code}`;
}

const VENUE_LABELS: Record<string, string> = { otc: 'OTC', edge: 'Edge', custody: 'Custody' };

/** "off_exchange" → "Off Exchange"; upper-case words ("OKX") stay as they are. */
export function venueLabel(key: string): string {
  const known = VENUE_LABELS[key.toLowerCase()];
  if (known) return known;
  return key
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (w === w.toUpperCase() ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function groupByVenue(options: HedgeVenuesOptions): VenueGroup[] {
  return Object.entries(options.optionsMap)
    .map(([key, venue]) => ({
      key,
      label: venueLabel(key),
      delisted: venue.isDelisted === true,
      accounts: venue.hedgeVenuesList.filter((a) => a.canRead),
      wallet: {
        deposit: venue['depositEnabled'] === true && venue.isDelisted !== true,
        withdraw: venue['withdrawEnabled'] === true && venue.isDelisted !== true,
        transfer: venue['guiTransferEnabled'] === true && venue.isDelisted !== true,
      },
    }))
    .filter((g) => g.accounts.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label));
}
