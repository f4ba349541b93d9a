// The wallet's rules, checked the same way whether a request comes through the wallet routes
// or the generic maker-checker route (docs/wallet.md "Rules"): the subaccount is the
// entity's and the requester's effective flag holds on it, the venue's switches allow it
// (spec 3.5, 5), the token and network exist, the address is network-correct, the amount is
// positive with no more decimals than the network's smallest unit and at least its minimum,
// the fee within minFees..maxFees, and a venue that whitelists withdraws only to whitelisted
// addresses.
import type { Kysely, Transaction } from 'kysely';
import type { AccountFlag } from '../../domain/permissions';
import {
  addDecimal,
  compareDecimal,
  isDecimalString,
  normalizeDecimal,
  signDecimal,
} from '../../domain/decimal';
import { walletNetwork, walletToken, type WalletNetwork } from '../../domain/wallet';
import type { Database } from '../db/schema';
import { actionsOfRoles } from '../approvals/grants';
import { memberOf } from '../approvals/store';
import { ApiError } from '../http/errors';
import { isValidAddress } from './address-format';
import { findWhitelisted, walletSubaccount, type WalletSubaccount } from './store';

type Db = Kysely<Database> | Transaction<Database>;

const bad = (code: string, message: string, field: string) =>
  new ApiError(400, code, message, field);

/** Decimal places of a plain decimal string. */
const places = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/** A positive amount in the network's units (400 otherwise), normalised. */
export function checkedAmount(amount: string, decimals: number, field = 'amount'): string {
  if (!isDecimalString(amount) || /[eE]/.test(amount) || signDecimal(amount) <= 0)
    throw bad('INVALID_AMOUNT', 'Enter a positive amount.', field);
  const normal = normalizeDecimal(amount);
  if (places(normal) > decimals)
    throw bad('TOO_MANY_DECIMALS', `At most ${decimals} decimals.`, field);
  return normal;
}

export function networkOf(token: string, network: string): WalletNetwork {
  const found = walletNetwork(token, network);
  if (!found) throw bad('UNKNOWN_NETWORK', `${token} cannot move on ${network}.`, 'network');
  return found;
}

export function checkAddress(network: WalletNetwork, address: string, field = 'address'): void {
  if (!isValidAddress(network.format, address))
    throw bad('INVALID_ADDRESS', `This is not a valid ${network.name} address.`, field);
}

/** The entity's subaccount and the requester's effective flag on it (403/404 otherwise). */
export async function subaccountFor(
  db: Db,
  who: { entityId: number; userId: number },
  subaccountId: number,
  flag: AccountFlag | null,
  field: string,
): Promise<WalletSubaccount> {
  const sub = await walletSubaccount(db, subaccountId);
  if (!sub || sub.entityId !== who.entityId)
    throw new ApiError(404, 'NOT_FOUND', 'No such subaccount', field);
  if (flag === null) return sub;
  const own =
    flag === 'canRead'
      ? sub.canRead
      : flag === 'canWithdraw'
        ? sub.canWithdraw
        : flag === 'canTransfer'
          ? sub.canTransfer
          : false;
  const member = await memberOf(db, who.userId, who.entityId);
  const granted = member ? await actionsOfRoles(db, who.entityId, member.roles) : new Set<string>();
  if (!own || !granted.has(flag))
    throw new ApiError(403, 'ACCOUNT_FORBIDDEN', 'This account does not allow this.', field);
  return sub;
}

const venueRefused = (field: string) =>
  new ApiError(403, 'VENUE_DISABLED', 'This venue does not allow this.', field);

export interface WithdrawalInput {
  readonly subaccount_id: number;
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly amount: string;
  readonly fee?: string | undefined;
  readonly client_request_id: string;
}

export interface CheckedWithdrawal {
  readonly payload: {
    subaccount_id: number;
    token: string;
    network: string;
    address: string;
    amount: string;
    fee: string;
    client_request_id: string;
  };
  readonly sub: WalletSubaccount;
  readonly network: WalletNetwork;
  readonly whitelistedId: number | null;
  /** amount + fee: what is held. */
  readonly total: string;
}

/** Spec 5: venues with withdrawEnabled, not delisted. */
export function checkWithdrawVenue(sub: WalletSubaccount, field = 'subaccount_id'): void {
  if (!sub.venue.withdrawEnabled || sub.venue.isDelisted) throw venueRefused(field);
}

export async function checkWithdrawal(
  db: Db,
  who: { entityId: number; userId: number },
  input: WithdrawalInput,
): Promise<CheckedWithdrawal> {
  const sub = await subaccountFor(db, who, input.subaccount_id, 'canWithdraw', 'subaccount_id');
  checkWithdrawVenue(sub);
  const network = networkOf(input.token, input.network);
  const [first] = walletToken(input.token)?.networks ?? [];
  if (!sub.venue.supportsWithdrawalNetwork && first && first.network !== network.network)
    throw bad(
      'NETWORK_NOT_SUPPORTED',
      'This venue withdraws on the default network only.',
      'network',
    );
  checkAddress(network, input.address);
  const amount = checkedAmount(input.amount, network.decimals);
  if (compareDecimal(amount, network.minAmount) < 0)
    throw bad(
      'BELOW_MINIMUM',
      `The minimum withdrawal is ${network.minAmount} ${input.token}.`,
      'amount',
    );
  const fee =
    input.fee === undefined ? network.minFees : checkedAmount(input.fee, network.decimals, 'fee');
  if (compareDecimal(fee, network.minFees) < 0 || compareDecimal(fee, network.maxFees) > 0)
    throw bad(
      'FEE_OUT_OF_RANGE',
      `The fee must be between ${network.minFees} and ${network.maxFees} ${input.token}.`,
      'fee',
    );
  if (!sub.venue.supportsWithdrawalFee && compareDecimal(fee, network.minFees) !== 0)
    throw bad('FEE_NOT_SUPPORTED', 'This venue charges the network fee only.', 'fee');
  const whitelisted = await findWhitelisted(db, {
    subaccount_id: sub.id,
    token: input.token,
    network: network.network,
    address: input.address,
  });
  if (sub.venue.addressWhitelistingEnabled && !whitelisted)
    throw new ApiError(
      409,
      'ADDRESS_NOT_WHITELISTED',
      'Withdrawals from this venue go only to whitelisted addresses.',
      'address',
    );
  return {
    payload: {
      subaccount_id: sub.id,
      token: input.token,
      network: network.network,
      address: input.address,
      amount,
      fee,
      client_request_id: input.client_request_id,
    },
    sub,
    network,
    whitelistedId: whitelisted?.id ?? null,
    total: addDecimal(amount, fee),
  };
}

export interface WhitelistInput {
  readonly subaccount_id: number;
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly label: string;
}

/** Spec 5: whitelisting only on venues with addressWhitelistingEnabled and not delisted. */
export async function checkWhitelist(
  db: Db,
  who: { entityId: number; userId: number },
  input: WhitelistInput,
): Promise<{ payload: WhitelistInput; sub: WalletSubaccount; network: WalletNetwork }> {
  const sub = await subaccountFor(db, who, input.subaccount_id, 'canWithdraw', 'subaccount_id');
  if (!sub.venue.addressWhitelistingEnabled || sub.venue.isDelisted)
    throw venueRefused('subaccount_id');
  const network = networkOf(input.token, input.network);
  checkAddress(network, input.address);
  const existing = await findWhitelisted(db, { ...input, subaccount_id: sub.id });
  if (existing)
    throw new ApiError(
      409,
      'ALREADY_WHITELISTED',
      'This address is already whitelisted.',
      'address',
    );
  return {
    payload: {
      subaccount_id: sub.id,
      token: input.token,
      network: network.network,
      address: input.address,
      label: input.label.trim(),
    },
    sub,
    network,
  };
}

export const TRANSFER_PURPOSES = ['transfer', 'collateral', 'reallocate'] as const;
export type TransferPurpose = (typeof TRANSFER_PURPOSES)[number];

export interface TransferInput {
  readonly from_subaccount_id: number;
  readonly to_subaccount_id: number;
  readonly token: string;
  readonly amount: string;
  readonly purpose: TransferPurpose;
  readonly client_request_id: string;
}

/** Amount decimals of a transfer: the ledger's (18), since both sides are on the venue. */
const TRANSFER_DECIMALS = 18;

/**
 * Spec 2.4, 3.5, 6: both subaccounts the entity's; the requester's effective canTransfer on
 * the source and canRead on the target; the source venue's guiTransferEnabled; a plain
 * transfer needs it on the target venue too, a collateral transfer goes to an OXS-enabled
 * (collateral) subaccount, a reallocation stays within one account.
 */
export async function checkTransfer(
  db: Db,
  who: { entityId: number; userId: number },
  input: TransferInput,
): Promise<{ payload: TransferInput; from: WalletSubaccount; to: WalletSubaccount }> {
  if (input.from_subaccount_id === input.to_subaccount_id)
    throw bad('SAME_ACCOUNT', 'Choose two different accounts.', 'to_subaccount_id');
  const from = await subaccountFor(
    db,
    who,
    input.from_subaccount_id,
    'canTransfer',
    'from_subaccount_id',
  );
  const to = await subaccountFor(db, who, input.to_subaccount_id, 'canRead', 'to_subaccount_id');
  if (!from.venue.guiTransferEnabled || from.venue.isDelisted)
    throw venueRefused('from_subaccount_id');
  if (to.venue.isDelisted) throw venueRefused('to_subaccount_id');
  if (input.purpose === 'transfer' && !to.venue.guiTransferEnabled)
    throw venueRefused('to_subaccount_id');
  if (input.purpose === 'collateral' && !to.isOxsEnabled)
    throw bad(
      'NOT_COLLATERAL',
      'Collateral goes to an off-exchange collateral account.',
      'to_subaccount_id',
    );
  if (input.purpose === 'reallocate' && to.accountId !== from.accountId)
    throw bad(
      'NOT_SAME_ACCOUNT',
      'Reallocation moves funds within one account.',
      'to_subaccount_id',
    );
  if (!/^[A-Z0-9]{2,12}$/.test(input.token)) throw bad('UNKNOWN_TOKEN', 'Unknown token.', 'token');
  const amount = checkedAmount(input.amount, TRANSFER_DECIMALS);
  return { payload: { ...input, amount }, from, to };
}
