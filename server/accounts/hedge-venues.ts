// Venues, accounts and subaccounts of an entity as HedgeVenuesOptions (spec 3.5).
import type { Kysely, Selectable } from 'kysely';
import { instrumentTypeName } from '../../domain/enums';
import { effectiveFlags, type Action } from '../../domain/permissions';
import type {
  AccountTypeCode,
  Database,
  InstrumentsTable,
  InstrumentTypeCode,
  VenuesTable,
} from '../db/schema';

export interface HedgeVenue {
  accountType: AccountTypeCode;
  accountId: number;
  displayText: string;
  subaccountId: number;
  canRead: boolean;
  canTrade: boolean;
  canWithdraw: boolean;
  canTransfer: boolean;
  supportedProductTypesList: string[];
  supportedWalletTypesList: string[];
  isOxsEnabled: boolean;
}

export interface InstrumentView {
  instrumentType: InstrumentTypeCode;
  baseToken: string;
  quoteToken: string;
  symbol: string;
  displayName: string;
  metadata: Record<string, string>;
  allowsFOKOrder: boolean;
  allowsLimitOrder: boolean;
  allowsMarketOrder: boolean;
  allowsStopOrder: boolean;
  allowsTWAPOrder: boolean;
  isSpotTradeable: boolean;
}

export interface HedgeVenues {
  hedgeVenuesList: HedgeVenue[];
  instrumentsMap: Record<string, InstrumentView>;
  feAppInstrumentsInfoMap: Record<string, { symbols: string[] }>;
  depositEnabled: boolean;
  addressWhitelistingEnabled: boolean;
  edgeGuiEnabled: boolean;
  withdrawEnabled: boolean;
  futuresEnabled: boolean;
  supportsWithdrawalNetwork: boolean;
  supportsWithdrawalFee: boolean;
  guiTransferEnabled: boolean;
  guiPortfolioEnabled: boolean;
  riskInfoEnabled: boolean;
  isDelisted: boolean;
  isSpotDisabled: boolean;
  isGuiFuturesTradingEnabled: boolean;
  isDemoVenue: boolean;
  disabledTogglesList: string[];
  minTradeSizeLimitsMap: Record<string, string>;
  maxTradeSizeLimitsMap: Record<string, string>;
}

/**
 * The read-only 'Options RFQ Account' pseudo-account (spec 3.5), listed under the OTC venue
 * while `options_rfq` is on. Its ids are negative so no real subaccount can ever match them:
 * every route taking a subaccount id refuses -100 (schemas ask for ids ≥ 1).
 */
export const OPTIONS_RFQ_PSEUDO_ACCOUNT: Readonly<HedgeVenue> = Object.freeze({
  accountType: 2,
  accountId: -100,
  displayText: 'Options RFQ Account',
  subaccountId: -100,
  canRead: true,
  canTrade: false,
  canWithdraw: false,
  canTransfer: false,
  supportedProductTypesList: [],
  supportedWalletTypesList: [],
  isOxsEnabled: false,
});

/**
 * The entity's venues and subaccounts. With `granted` (what the caller's roles grant), each
 * subaccount carries the caller's effective flags and only those whose effective canRead holds
 * are listed (docs/approvals.md: read selections); a venue left without one is dropped.
 */
export async function loadHedgeVenuesOptions(
  db: Kysely<Database>,
  entityId: number,
  extra: { optionsRfqAccount?: boolean; granted?: ReadonlySet<Action> } = {},
): Promise<{ optionsMap: Record<string, HedgeVenues> }> {
  const rows = await db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .selectAll('venues')
    .select([
      'venues.id as venue_id',
      'accounts.id as account_id',
      'subaccounts.id as subaccount_id',
      'subaccounts.name as subaccount_name',
      'subaccounts.can_read',
      'subaccounts.can_trade',
      'subaccounts.can_withdraw',
      'subaccounts.can_transfer',
      'subaccounts.supported_product_types',
      'subaccounts.supported_wallet_types',
      'subaccounts.is_oxs_enabled',
    ])
    .where('accounts.entity_id', '=', entityId)
    .orderBy('venues.id')
    .orderBy('accounts.id')
    .orderBy('subaccounts.id')
    .execute();

  const venueIds = [...new Set(rows.map((row) => row.venue_id))];
  const listed =
    venueIds.length === 0
      ? []
      : await db
          .selectFrom('venue_instruments')
          .innerJoin('instruments', 'instruments.id', 'venue_instruments.instrument_id')
          .selectAll('instruments')
          .select('venue_instruments.venue_id')
          .where('venue_instruments.venue_id', 'in', venueIds)
          .orderBy('instruments.id')
          .execute();

  const optionsMap: Record<string, HedgeVenues> = {};
  const granted = extra.granted;
  for (const row of rows) {
    const own = {
      canRead: row.can_read,
      canTrade: row.can_trade,
      canWithdraw: row.can_withdraw,
      canTransfer: row.can_transfer,
    };
    const flags = granted ? effectiveFlags(own, granted) : own;
    if (granted && !flags.canRead) continue;
    const venue = (optionsMap[row.key] ??= venueEntry(
      row,
      listed.filter((item) => item.venue_id === row.venue_id),
    ));
    venue.hedgeVenuesList.push({
      accountType: row.account_type,
      accountId: row.account_id,
      displayText: row.subaccount_name,
      subaccountId: row.subaccount_id,
      ...flags,
      supportedProductTypesList: row.supported_product_types,
      supportedWalletTypesList: row.supported_wallet_types,
      isOxsEnabled: row.is_oxs_enabled,
    });
  }
  if (extra.optionsRfqAccount && (!granted || granted.has('canRead'))) {
    let otc = optionsMap['otc'];
    if (!otc) {
      // An entity without an OTC account still sees the pseudo-account under the OTC venue.
      const venueRow = await db
        .selectFrom('venues')
        .selectAll()
        .where('key', '=', 'otc')
        .executeTakeFirst();
      if (venueRow) otc = optionsMap['otc'] = venueEntry(venueRow, []);
    }
    otc?.hedgeVenuesList.push({
      ...OPTIONS_RFQ_PSEUDO_ACCOUNT,
      supportedProductTypesList: [],
      supportedWalletTypesList: [],
    });
  }
  return { optionsMap };
}

type VenueRow = Selectable<VenuesTable>;
type ListedInstrument = Selectable<InstrumentsTable>;

function venueEntry(row: VenueRow, instruments: readonly ListedInstrument[]): HedgeVenues {
  return {
    hedgeVenuesList: [],
    instrumentsMap: Object.fromEntries(
      instruments.map((item) => [
        item.symbol,
        {
          instrumentType: item.instrument_type,
          baseToken: item.base_token,
          quoteToken: item.quote_token,
          symbol: item.symbol,
          displayName: item.display_name,
          metadata: item.metadata,
          allowsFOKOrder: item.allows_fok_order,
          allowsLimitOrder: item.allows_limit_order,
          allowsMarketOrder: item.allows_market_order,
          allowsStopOrder: item.allows_stop_order,
          allowsTWAPOrder: item.allows_twap_order,
          isSpotTradeable: item.is_spot_tradeable,
        },
      ]),
    ),
    feAppInstrumentsInfoMap: groupSymbolsByType(instruments),
    depositEnabled: row.deposit_enabled,
    addressWhitelistingEnabled: row.address_whitelisting_enabled,
    edgeGuiEnabled: row.edge_gui_enabled,
    withdrawEnabled: row.withdraw_enabled,
    futuresEnabled: row.futures_enabled,
    supportsWithdrawalNetwork: row.supports_withdrawal_network,
    supportsWithdrawalFee: row.supports_withdrawal_fee,
    guiTransferEnabled: row.gui_transfer_enabled,
    guiPortfolioEnabled: row.gui_portfolio_enabled,
    riskInfoEnabled: row.risk_info_enabled,
    isDelisted: row.is_delisted,
    isSpotDisabled: row.is_spot_disabled,
    isGuiFuturesTradingEnabled: row.is_gui_futures_trading_enabled,
    isDemoVenue: row.is_demo_venue,
    disabledTogglesList: row.disabled_toggles,
    minTradeSizeLimitsMap: row.min_trade_size_limits,
    maxTradeSizeLimitsMap: row.max_trade_size_limits,
  };
}

/** feAppInstrumentsInfoMap: instrument type name (SPOT, FUTURE, ...) to the venue's symbols. */
function groupSymbolsByType(
  instruments: readonly { instrument_type: InstrumentTypeCode; symbol: string }[],
) {
  const groups: Record<string, { symbols: string[] }> = {};
  for (const item of instruments) {
    const name = instrumentTypeName(item.instrument_type);
    (groups[name] ??= { symbols: [] }).symbols.push(item.symbol);
  }
  return groups;
}
