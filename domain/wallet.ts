// Wallet vocabulary shared by the venue and the screens (docs/wallet.md): the tokens that move
// on a (simulated) chain, their networks with fee limits, minimum amounts and confirmations,
// the withdrawal lifecycle and its display, and the account kinds of transfers (spec 3.5).
import { WITHDRAWAL_HELPER_WINDOW_MS } from './constants';

/** How an address of a network is written (validated by the venue, server/wallet/address). */
export type AddressFormat = 'bitcoin' | 'evm' | 'solana' | 'tron';

export interface WalletNetwork {
  /** Network key as sent and stored ('BTC', 'ERC20', 'SOL', 'TRC20'). */
  readonly network: string;
  /** networkName shown with a whitelisted address. */
  readonly name: string;
  readonly format: AddressFormat;
  /** Smallest unit: amounts have at most this many decimals. */
  readonly decimals: number;
  /** Minimum withdrawal amount (spec 5: shown when provided). */
  readonly minAmount: string;
  /** Fee limits (spec 3.3 minFees / maxFees), in the token. */
  readonly minFees: string;
  readonly maxFees: string;
  /** Confirmations after which a deposit is credited and a withdrawal completed. */
  readonly confirmations: number;
}

export interface WalletToken {
  readonly token: string;
  readonly label: string;
  /** The first network is the default (venues without supportsWithdrawalNetwork use it). */
  readonly networks: readonly WalletNetwork[];
}

const bitcoin: WalletNetwork = {
  network: 'BTC',
  name: 'Bitcoin',
  format: 'bitcoin',
  decimals: 8,
  minAmount: '0.001',
  minFees: '0.0002',
  maxFees: '0.001',
  confirmations: 3,
};
const erc20 = (decimals: number, minAmount: string, minFees: string, maxFees: string) =>
  ({
    network: 'ERC20',
    name: 'Ethereum (ERC20)',
    format: 'evm',
    decimals,
    minAmount,
    minFees,
    maxFees,
    confirmations: 6,
  }) as const;
const solana = (decimals: number, minAmount: string, minFees: string, maxFees: string) =>
  ({
    network: 'SOL',
    name: 'Solana',
    format: 'solana',
    decimals,
    minAmount,
    minFees,
    maxFees,
    confirmations: 2,
  }) as const;
const tron: WalletNetwork = {
  network: 'TRC20',
  name: 'Tron (TRC20)',
  format: 'tron',
  decimals: 6,
  minAmount: '10',
  minFees: '1',
  maxFees: '5',
  confirmations: 4,
};

export const WALLET_TOKENS: readonly WalletToken[] = [
  { token: 'BTC', label: 'Bitcoin', networks: [bitcoin] },
  { token: 'ETH', label: 'Ether', networks: [erc20(8, '0.01', '0.002', '0.01')] },
  {
    token: 'USDC',
    label: 'USD Coin',
    networks: [erc20(6, '10', '2', '10'), solana(6, '10', '0.5', '2')],
  },
  {
    token: 'USDT',
    label: 'Tether',
    networks: [erc20(6, '10', '2', '10'), { ...tron }],
  },
  { token: 'SOL', label: 'Solana', networks: [solana(8, '0.1', '0.01', '0.05')] },
  { token: 'LINK', label: 'Chainlink', networks: [erc20(8, '1', '0.5', '2')] },
];

export function walletToken(token: string): WalletToken | undefined {
  return WALLET_TOKENS.find((t) => t.token === token);
}

export function walletNetwork(token: string, network: string): WalletNetwork | undefined {
  return walletToken(token)?.networks.find((n) => n.network === network);
}

/**
 * requested (waiting for approvals) → approved → processing (signing) → broadcast (hash known)
 * → confirming (≥ 1 confirmation) → completed; or rejected / expired / cancelled (before
 * approval, the hold released) or failed (the hold or the debit refunded).
 */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'processing',
  'broadcast',
  'confirming',
  'completed',
  'failed',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'completed',
  'failed',
  'rejected',
  'expired',
  'cancelled',
];

/** Statuses whose amount + fee is still held (the hold book), before the broadcast. */
export const HELD_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'requested',
  'approved',
  'processing',
];

/**
 * The status as spec 4's display classes know it: 'requested' is the API's 'pending' (a
 * warning, shown 'Request in progress' because it differs from the API's own status);
 * broadcast and confirming are 'processing' (neutral); the rest are themselves.
 */
export function withdrawalDisplayStatus(status: string): string {
  switch (status) {
    case 'requested':
      return 'pending';
    case 'broadcast':
    case 'confirming':
      return 'processing';
    default:
      return status;
  }
}

/**
 * Spec 9's 600000 ms constant of the withdrawal helpers: how long a broadcast withdrawal
 * waits for its first confirmation before the venue rebroadcasts it and flags it
 * (docs/wallet.md "The 10-minute constant").
 */
export const WITHDRAWAL_CONFIRMATION_WAIT_MS = WITHDRAWAL_HELPER_WINDOW_MS;

/** Account kinds for transfers (spec 3.5). */
export const TRANSFER_ACCOUNT_KINDS = [
  'Flex',
  'Off Platform',
  'DMA',
  'Lending',
  'Treasury',
  'Internal',
  'Staking',
] as const;
export type TransferAccountKind = (typeof TRANSFER_ACCOUNT_KINDS)[number];

/**
 * The transfer kind of a subaccount: by its wallet type where it names one (LENDING,
 * STAKING, INTERNAL), else by its venue's account type (0 edge → DMA, 1 custody → Treasury,
 * 2 otc → Flex, 3 off_exchange → Off Platform).
 */
export function transferAccountKind(
  accountType: number,
  walletTypes: readonly string[],
): TransferAccountKind {
  if (walletTypes.includes('LENDING')) return 'Lending';
  if (walletTypes.includes('STAKING')) return 'Staking';
  if (walletTypes.includes('INTERNAL')) return 'Internal';
  switch (accountType) {
    case 0:
      return 'DMA';
    case 1:
      return 'Treasury';
    case 2:
      return 'Flex';
    default:
      return 'Off Platform';
  }
}

/** Wallet screen actions and their tabs (docs/wallet.md): /wallet/{action}/{tab?}. */
export const WALLET_ACTIONS = ['deposit', 'withdraw', 'transfer', 'whitelist'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];
export const WALLET_TABS: Readonly<Record<WalletAction, readonly string[]>> = {
  deposit: ['address', 'history'],
  withdraw: ['request', 'recent'],
  transfer: ['between-accounts', 'collateral', 'reallocate', 'history'],
  whitelist: ['addresses', 'add'],
};
