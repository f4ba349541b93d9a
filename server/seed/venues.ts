// Demo venues (one per account kind, plus a derivatives venue) and the accounts and
// subaccounts each legal entity holds on them, with balances as decimal strings.
import type { AccountTypeCode, InstrumentTypeCode } from '../db/schema';

export interface SeedVenue {
  readonly key: string;
  readonly name: string;
  readonly accountType: AccountTypeCode;
  /** HedgeVenues switches of spec 3.5 that are on; the rest are off. */
  readonly switches: readonly VenueSwitch[];
  readonly disabledToggles?: readonly string[];
  readonly minTradeSizeLimits?: Readonly<Record<string, string>>;
  readonly maxTradeSizeLimits?: Readonly<Record<string, string>>;
  /** Which instrument types the venue lists. */
  readonly instrumentTypes: readonly InstrumentTypeCode[];
}

export type VenueSwitch =
  | 'deposit_enabled'
  | 'address_whitelisting_enabled'
  | 'edge_gui_enabled'
  | 'withdraw_enabled'
  | 'futures_enabled'
  | 'supports_withdrawal_network'
  | 'supports_withdrawal_fee'
  | 'gui_transfer_enabled'
  | 'gui_portfolio_enabled'
  | 'risk_info_enabled'
  | 'is_delisted'
  | 'is_spot_disabled'
  | 'is_gui_futures_trading_enabled'
  | 'is_demo_venue';

export const SEED_VENUES: readonly SeedVenue[] = [
  {
    key: 'edge',
    name: 'Edge',
    accountType: 0,
    switches: [
      'deposit_enabled',
      'edge_gui_enabled',
      'futures_enabled',
      'gui_transfer_enabled',
      'gui_portfolio_enabled',
      'risk_info_enabled',
      'is_gui_futures_trading_enabled',
    ],
    minTradeSizeLimits: { 'BTC/USD': '0.0001', 'ETH/USD': '0.001', 'SOL/USD': '0.1' },
    maxTradeSizeLimits: { 'BTC/USD': '250', 'ETH/USD': '5000', 'SOL/USD': '100000' },
    instrumentTypes: [0, 1, 3],
  },
  {
    key: 'custody',
    name: 'Custody',
    accountType: 1,
    switches: [
      'deposit_enabled',
      'address_whitelisting_enabled',
      'withdraw_enabled',
      'supports_withdrawal_network',
      'supports_withdrawal_fee',
      'gui_transfer_enabled',
      'gui_portfolio_enabled',
      'is_spot_disabled',
    ],
    instrumentTypes: [],
  },
  {
    key: 'otc',
    name: 'OTC',
    accountType: 2,
    switches: [
      'deposit_enabled',
      'address_whitelisting_enabled',
      'withdraw_enabled',
      'supports_withdrawal_network',
      'gui_transfer_enabled',
      'gui_portfolio_enabled',
    ],
    minTradeSizeLimits: { 'BTC/USD': '0.01', 'ETH/USD': '0.1' },
    maxTradeSizeLimits: { 'BTC/USD': '500', 'ETH/USD': '10000' },
    instrumentTypes: [0, 4],
  },
  {
    key: 'off_exchange',
    name: 'Off Exchange',
    accountType: 3,
    switches: ['gui_portfolio_enabled', 'risk_info_enabled'],
    disabledToggles: ['withdraw', 'deposit'],
    instrumentTypes: [],
  },
  {
    key: 'oxs_derivatives',
    name: 'OXS Derivatives',
    accountType: 3,
    switches: [
      'futures_enabled',
      'gui_portfolio_enabled',
      'risk_info_enabled',
      'is_spot_disabled',
      'is_gui_futures_trading_enabled',
      'is_demo_venue',
    ],
    instrumentTypes: [1, 3],
  },
];

export interface SeedSubaccount {
  readonly name: string;
  readonly canRead: boolean;
  readonly canTrade: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
  readonly productTypes?: readonly string[];
  readonly walletTypes?: readonly string[];
  readonly oxs?: boolean;
  readonly balances: Readonly<Record<string, string>>;
}

export interface SeedAccount {
  readonly venue: string;
  readonly name: string;
  readonly subaccounts: readonly SeedSubaccount[];
}

const TRADING = { canRead: true, canTrade: true, canWithdraw: false, canTransfer: true } as const;
const READ_ONLY = {
  canRead: true,
  canTrade: false,
  canWithdraw: false,
  canTransfer: false,
} as const;
const TREASURY = { canRead: true, canTrade: false, canWithdraw: true, canTransfer: true } as const;
const FULL = { canRead: true, canTrade: true, canWithdraw: true, canTransfer: true } as const;

export const US_ENTITY_ACCOUNTS: readonly SeedAccount[] = [
  {
    venue: 'edge',
    name: 'Edge Trading',
    subaccounts: [
      {
        name: 'Edge Main',
        ...TRADING,
        productTypes: ['SPOT'],
        balances: {
          USD: '2500000.00',
          BTC: '12.50000000',
          ETH: '180.25000000',
          SOL: '5200.00000000',
        },
      },
      {
        name: 'Edge Futures',
        ...TRADING,
        productTypes: ['USDM_FUTURE', 'USDT_PERPETUAL'],
        balances: { USD: '750000.00', USDT: '1200000.000000' },
      },
      {
        name: 'Edge Audit (read only)',
        ...READ_ONLY,
        balances: { USD: '0.00', BTC: '0.25000000' },
      },
    ],
  },
  {
    venue: 'custody',
    name: 'Custody',
    subaccounts: [
      {
        name: 'Cold Vault',
        ...TREASURY,
        walletTypes: ['COLD'],
        balances: { BTC: '310.12345678', ETH: '4200.00000000', USDC: '5000000.000000' },
      },
      {
        name: 'Warm Vault',
        ...TREASURY,
        walletTypes: ['WARM'],
        balances: { BTC: '18.00000000', ETH: '250.50000000', LINK: '15000.00000000' },
      },
    ],
  },
  {
    venue: 'otc',
    name: 'OTC',
    subaccounts: [
      {
        name: 'OTC Main',
        ...FULL,
        productTypes: ['SPOT'],
        balances: {
          USD: '10000000.00',
          USDC: '2500000.000000',
          BTC: '40.00000000',
          ETH: '600.00000000',
        },
      },
    ],
  },
  {
    venue: 'off_exchange',
    name: 'Off Exchange',
    subaccounts: [
      {
        name: 'Tri-party Collateral',
        ...READ_ONLY,
        canTransfer: true,
        oxs: true,
        balances: { BTC: '25.00000000', USDT: '3000000.000000' },
      },
    ],
  },
  {
    venue: 'oxs_derivatives',
    name: 'OXS Derivatives',
    subaccounts: [
      {
        name: 'Perpetuals Book',
        ...TRADING,
        oxs: true,
        productTypes: ['USDM_SWAPS', 'COINM_SWAPS', 'USDT_PERPETUAL'],
        // USD margins the demo's BTC-25DEC26 (a USD-settled future, portfolio/seed.ts): without
        // it the position is liquidated as soon as its mark dips toward the entry.
        balances: { USDT: '2000000.000000', BTC: '5.00000000', USD: '500000.00' },
      },
    ],
  },
];

export const INTL_ENTITY_ACCOUNTS: readonly SeedAccount[] = [
  {
    venue: 'edge',
    name: 'Edge Trading',
    subaccounts: [
      {
        name: 'Edge Intl',
        ...TRADING,
        productTypes: ['SPOT'],
        balances: { USD: '800000.00', BTC: '3.75000000', ETH: '55.00000000' },
      },
    ],
  },
  {
    venue: 'custody',
    name: 'Custody',
    subaccounts: [
      {
        name: 'Intl Vault',
        ...TREASURY,
        walletTypes: ['COLD'],
        balances: { BTC: '42.00000000', ETH: '900.00000000' },
      },
    ],
  },
  {
    venue: 'otc',
    name: 'OTC',
    subaccounts: [
      {
        name: 'OTC Intl',
        ...FULL,
        productTypes: ['SPOT'],
        balances: { USD: '3000000.00', EUR: '1500000.00', USDC: '750000.000000' },
      },
    ],
  },
  {
    venue: 'off_exchange',
    name: 'Off Exchange',
    subaccounts: [{ name: 'Intl Collateral', ...READ_ONLY, balances: { USDT: '500000.000000' } }],
  },
];
