// Test-only session data shaped like docs/api.md.
import type {
  HedgeVenue,
  HedgeVenuesOptions,
  LegalEntities,
  User,
  UserConfig,
} from '../tab/sessionTypes';

export function userFixture(
  patch: Partial<User> = {},
  customer: Partial<User['customer']> = {},
): User {
  return {
    id: 1,
    email: 'trader@demo.desk',
    first_name: 'Tara',
    last_name: 'Trader',
    otc_customer_id: 11,
    root_customer_id: 10,
    landing_page: '/trading/rfq',
    status: 'active',
    ...patch,
    customer: {
      account_id: 11,
      mandatory_las: false,
      has_legal_authorized_signatory: true,
      ...customer,
    },
  };
}

export function configFixture(
  flags: Record<string, boolean> = {},
  roles: UserConfig['roles'] = ['trader'],
): UserConfig {
  return {
    feature_flags: { edge_trading_enabled: true, ...flags },
    roles,
    preferences: { hide_small_balances: false, hide_zero_balances: false },
  };
}

export const entitiesFixture: LegalEntities = {
  entities: [
    { id: 21, name: 'Demo Capital LLC', is_current: true },
    { id: 22, name: 'Demo Capital Europe GmbH', is_current: false },
  ],
  current_entity_id: 21,
};

export function venue(
  displayText: string,
  accountType: number,
  ids: [number, number],
  flags: Partial<HedgeVenue> = {},
): HedgeVenue {
  return {
    accountType,
    accountId: ids[0],
    subaccountId: ids[1],
    displayText,
    canRead: true,
    canTrade: true,
    canWithdraw: false,
    canTransfer: false,
    ...flags,
  };
}

export const accountsFixture: HedgeVenuesOptions = {
  optionsMap: {
    otc: {
      hedgeVenuesList: [
        venue('OTC Main', 2, [101, 1001]),
        venue('OTC Hidden', 2, [101, 1002], { canRead: false }),
      ],
    },
    custody: {
      hedgeVenuesList: [
        venue('Cold Vault', 1, [102, 2001], { canTrade: false, canWithdraw: true }),
      ],
    },
  },
};
