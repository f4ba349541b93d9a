// The wallet's reads and writes (docs/wallet.md "HTTP API"): configuration, deposit address,
// deposits, withdrawal limits, withdrawals, whitelisted addresses, transfers; every read is
// stale on the entity's approvals topic (each wallet step rides it) and on balance changes.
// Framework-free.
import { toWireAmount } from '../../../domain/numbers';
import type { WalletToken } from '../../../domain/wallet';
import type { Invalidation, RestCall } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { listAt, record } from '../queries/json';

const W = '/uapi/v1/wallet';
const TAGS = ['approvals', 'balances'] as const;

/** Every wallet write makes the wallet's reads (and the approval lists) stale. */
export const WALLET_CHANGED: Invalidation = { tags: ['approvals', 'balances'] };

export interface WalletSubaccount {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly displayText: string;
  readonly accountName: string;
  readonly canRead: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
  readonly isOxsEnabled: boolean;
  readonly kind: string;
}

/** Spec 3.3 "Venue with subaccounts" plus the spec 3.5 switches the wallet reads. */
export interface WalletVenue {
  readonly key: string;
  readonly name: string;
  readonly depositEnabled: boolean;
  readonly withdrawEnabled: boolean;
  readonly addressWhitelistingEnabled: boolean;
  readonly guiTransferEnabled: boolean;
  readonly supportsWithdrawalNetwork: boolean;
  readonly supportsWithdrawalFee: boolean;
  readonly isDelisted: boolean;
  readonly subaccounts: readonly WalletSubaccount[];
}

export interface WalletConfig {
  readonly venues: readonly WalletVenue[];
  readonly tokens: readonly WalletToken[];
  readonly maker_checker: { withdrawal: boolean; whitelist: boolean; transfer: boolean };
}

export const walletConfigQuery = defineQuery<WalletConfig>(
  {
    key: ['wallet_config'],
    call: getCall(`${W}/config`),
    invalidatedBy: ['approvals', 'permissions'],
  },
  (raw) => {
    const o = record(raw, 'wallet config');
    listAt(o, 'venues', 'venues');
    return o as unknown as WalletConfig;
  },
);

/** Spec 5: venues listed for withdrawal: withdrawEnabled, not delisted, a canWithdraw subaccount. */
export const withdrawVenues = (c: WalletConfig): WalletVenue[] =>
  c.venues.filter(
    (v) => v.withdrawEnabled && !v.isDelisted && v.subaccounts.some((s) => s.canWithdraw),
  );

/** Spec 5: whitelisting only on venues with addressWhitelistingEnabled, not delisted. */
export const whitelistVenues = (c: WalletConfig): WalletVenue[] =>
  c.venues.filter((v) => v.addressWhitelistingEnabled && !v.isDelisted);

export const depositVenues = (c: WalletConfig): WalletVenue[] =>
  c.venues.filter((v) => v.depositEnabled && !v.isDelisted && v.subaccounts.some((s) => s.canRead));

export const transferVenues = (c: WalletConfig): WalletVenue[] =>
  c.venues.filter(
    (v) => v.guiTransferEnabled && !v.isDelisted && v.subaccounts.some((s) => s.canTransfer),
  );

export interface DepositAddress {
  readonly address: string;
  readonly network: string;
  readonly networkName: string;
  readonly confirmations: number;
}

export const depositAddressQuery = (subaccountId: number, token: string, network: string) =>
  defineQuery<DepositAddress>(
    {
      key: ['wallet_deposit_address', subaccountId, token, network],
      call: getCall(`${W}/deposit_address`, {
        query: { subaccountId, token, network },
        hideAlertOnError: true,
      }),
    },
    (raw) => record(raw, 'deposit address') as unknown as DepositAddress,
  );

export interface Deposit {
  readonly id: string;
  readonly venue: string;
  readonly subaccount_name: string;
  readonly token: string;
  readonly network: string;
  readonly amount: string;
  readonly transaction_hash: string;
  readonly confirmations: number;
  readonly required_confirmations: number;
  readonly status: string;
  readonly time: string;
}

export const depositsQuery = defineQuery<readonly Deposit[]>(
  { key: ['wallet_deposits'], call: getCall(`${W}/deposits`), invalidatedBy: [...TAGS] },
  (raw) => listAt(raw, 'deposits', 'deposits') as readonly Deposit[],
);

/** Spec 3.3 withdrawal limit data and fee limits. */
export interface WithdrawalLimits {
  readonly withdrawal_limit: string;
  readonly total_balance: string;
  readonly withdrawal_limit_with_margin: string;
  readonly free_balance: string;
  readonly custody_balance: string;
  readonly minFees: string;
  readonly maxFees: string;
  readonly minAmount: string;
  readonly decimals: number;
}

export const limitsQuery = (subaccountId: number, token: string, network: string) =>
  defineQuery<WithdrawalLimits>(
    {
      key: ['wallet_limits', subaccountId, token, network],
      call: getCall(`${W}/withdrawal_limits`, {
        query: { subaccountId, token, network },
        hideAlertOnError: true,
      }),
      invalidatedBy: [...TAGS],
    },
    (raw) => record(raw, 'limits') as unknown as WithdrawalLimits,
  );

/** Spec 3.3 withdrawal row. */
export interface Withdrawal {
  readonly id: string;
  readonly venue: string;
  readonly user: string;
  readonly subaccount_name: string;
  readonly time: string;
  readonly token: string;
  readonly destination: string;
  readonly network: string;
  readonly amount: string;
  readonly fees: string;
  readonly status: string;
  readonly display_status: string;
  readonly status_text: string;
  readonly transaction_id: string | null;
  readonly transaction_hash: string | null;
  readonly confirmations: number;
  readonly required_confirmations: number;
  readonly additional_info: string;
  readonly maker_checker_request: {
    request_id: string;
    approvers: number[];
    min_approvers: number;
    request_status: string;
  } | null;
}

export const withdrawalsQuery = defineQuery<readonly Withdrawal[]>(
  { key: ['wallet_withdrawals'], call: getCall(`${W}/withdrawals`), invalidatedBy: [...TAGS] },
  (raw) => listAt(raw, 'withdrawals', 'withdrawals') as readonly Withdrawal[],
);

/** Spec 3.3 whitelisted address. */
export interface WhitelistedAddress {
  readonly id: string;
  readonly address: string;
  readonly token: string;
  readonly exchange: string;
  readonly accountName: string;
  readonly subaccount_id: number;
  readonly network: string;
  readonly networkName: string;
  readonly label: string;
  readonly status: string;
}

export const whitelistQuery = defineQuery<readonly WhitelistedAddress[]>(
  {
    key: ['wallet_whitelist'],
    call: getCall(`${W}/whitelisted_addresses`),
    invalidatedBy: [...TAGS],
  },
  (raw) => listAt(raw, 'addresses', 'addresses') as readonly WhitelistedAddress[],
);

export interface Transfer {
  readonly id: string;
  readonly from_name: string;
  readonly from_kind: string | null;
  readonly to_name: string;
  readonly to_kind: string | null;
  readonly token: string;
  readonly amount: string;
  readonly purpose: string;
  readonly status: string;
  readonly status_text: string;
  readonly time: string;
}

export const transfersQuery = defineQuery<readonly Transfer[]>(
  { key: ['wallet_transfers'], call: getCall(`${W}/transfers`), invalidatedBy: [...TAGS] },
  (raw) => listAt(raw, 'transfers', 'transfers') as readonly Transfer[],
);

// ---- writes (errors inline) ----

export interface WithdrawInput {
  readonly subaccountId: number;
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly amount: string;
  readonly fee?: string;
  readonly clientRequestId: string;
  readonly secondFactor: { otp_code: string } | { email_code: string };
}

/** An amount as typed ('1.', '.5') in the one wire grammar; the server refuses what is left. */
const wire = (typed: string): string => toWireAmount(typed) ?? typed;

export function withdrawCall(w: WithdrawInput): RestCall {
  return jsonCall('POST', `${W}/withdraw`, {
    subaccountId: w.subaccountId,
    token: w.token,
    network: w.network,
    address: w.address,
    amount: wire(w.amount),
    ...(w.fee ? { fee: w.fee } : {}),
    client_request_id: w.clientRequestId,
    second_factor: w.secondFactor,
  });
}

export const emailCodeCall = (): RestCall => jsonCall('POST', `${W}/second_factor/email`, {});

export const cancelWithdrawalCall = (id: string): RestCall =>
  jsonCall('POST', `${W}/withdrawals/${encodeURIComponent(id)}/cancel`, {});

export function whitelistCall(w: {
  subaccountId: number;
  token: string;
  network: string;
  address: string;
  label: string;
  clientRequestId: string;
}): RestCall {
  return jsonCall('POST', `${W}/whitelisted_addresses`, {
    subaccountId: w.subaccountId,
    token: w.token,
    network: w.network,
    address: w.address,
    label: w.label,
    client_request_id: w.clientRequestId,
  });
}

export const editLabelCall = (id: string, label: string): RestCall =>
  jsonCall('PUT', `${W}/whitelisted_addresses/${encodeURIComponent(id)}/label`, { label });

export const copyAddressCall = (id: string): RestCall =>
  jsonCall('POST', `${W}/whitelisted_addresses/${encodeURIComponent(id)}/copy`, {});

export function transferCall(t: {
  fromSubaccountId: number;
  toSubaccountId: number;
  token: string;
  amount: string;
  purpose: 'transfer' | 'collateral' | 'reallocate';
  clientRequestId: string;
}): RestCall {
  return jsonCall('POST', `${W}/transfer`, {
    fromSubaccountId: t.fromSubaccountId,
    toSubaccountId: t.toSubaccountId,
    token: t.token,
    amount: wire(t.amount),
    purpose: t.purpose,
    client_request_id: t.clientRequestId,
  });
}

export function simulatedSendCall(d: {
  subaccountId: number;
  token: string;
  network: string;
  address: string;
  amount: string;
}): RestCall {
  return jsonCall('POST', `${W}/simulated_chain/send`, { ...d, amount: wire(d.amount) });
}

/** A client request id: one per user action (a retry of the same action reuses it). */
export function newClientRequestId(): string {
  return `wallet-${crypto.randomUUID()}`;
}
