// The wallet's maker-checker kinds (docs/wallet.md "Maker-checker"): withdrawal, whitelist
// address and internal transfer, as KindDefinitions of the one engine (server/approvals).
// A withdrawal or transfer request writes its row and its hold in the engine's creating
// transaction (onCreated), releases the hold in the closing one (onClosed), and carries out
// the approved change in the approving one (execute); memory follows after each commit
// (settled).
import { normalizeDecimal, isDecimalString } from '../../domain/decimal';
import { walletNetwork } from '../../domain/wallet';
import {
  ExecutionRefused,
  type KindDefinition,
  type MoneySubject,
  type Payload,
} from '../approvals/definitions';
import { amountSchema, idSchema } from '../http/schemas';
import { bookInternalTransfer } from '../transfers/booking';
import type { WalletCore } from './core';
import { holdTransfer, holdWithdrawal, releaseTransfer, releaseWithdrawal } from './movements';
import {
  checkTransfer,
  checkWhitelist,
  checkWithdrawal,
  checkWithdrawVenue,
  TRANSFER_PURPOSES,
  type TransferInput,
  type WhitelistInput,
  type WithdrawalInput,
} from './rules';
import {
  findWhitelisted,
  insertTransfer,
  insertWhitelisted,
  insertWithdrawal,
  transferByRequest,
  updateTransfer,
  updateWithdrawal,
  walletSubaccount,
  withdrawalByRequest,
} from './store';
import { ApiError } from '../http/errors';

export const tokenSchema = { type: 'string', pattern: '^[A-Z0-9]{2,12}$' } as const;
export const networkSchema = { type: 'string', pattern: '^[A-Z0-9]{2,12}$' } as const;
export const addressSchema = {
  type: 'string',
  minLength: 20,
  maxLength: 100,
  pattern: '^[A-Za-z0-9]+$',
} as const;
/** Amounts: the one wire grammar of every amount (R-SECH-9, server/http/schemas.ts). */
export { amountSchema } from '../http/schemas';
/** A fee may be 0 (venues without fees), in the same strict grammar otherwise. */
export const feeSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  pattern: '^[0-9]{1,20}(?:\\.[0-9]{1,18})?$',
} as const;
export const clientRequestIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.:-]+$',
} as const;
export const labelSchema = {
  type: 'string',
  maxLength: 64,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
} as const;

const closed = (properties: Record<string, object>, required: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required: [...required],
});

export const withdrawalPayloadSchema = closed(
  {
    subaccount_id: idSchema,
    account_id: idSchema,
    token: tokenSchema,
    network: networkSchema,
    address: addressSchema,
    amount: amountSchema,
    fee: feeSchema,
    destination_type: { type: 'string', enum: ['whitelisted', 'external'] },
    client_request_id: clientRequestIdSchema,
  },
  ['subaccount_id', 'token', 'network', 'address', 'amount', 'client_request_id'],
);

export const whitelistPayloadSchema = closed(
  {
    subaccount_id: idSchema,
    token: tokenSchema,
    network: networkSchema,
    address: addressSchema,
    label: labelSchema,
  },
  ['subaccount_id', 'token', 'network', 'address', 'label'],
);

export const transferPayloadSchema = closed(
  {
    from_subaccount_id: idSchema,
    to_subaccount_id: idSchema,
    account_id: idSchema,
    token: tokenSchema,
    amount: amountSchema,
    purpose: { type: 'string', enum: [...TRANSFER_PURPOSES] },
    client_request_id: clientRequestIdSchema,
  },
  ['from_subaccount_id', 'to_subaccount_id', 'token', 'amount', 'purpose', 'client_request_id'],
);

const plain = (value: unknown): unknown =>
  typeof value === 'string' && isDecimalString(value) && value !== '' && value !== '.'
    ? normalizeDecimal(value)
    : value;

const withdrawalOf = (p: Payload) =>
  p as unknown as WithdrawalInput & {
    fee: string;
    account_id?: number;
    destination_type?: 'whitelisted' | 'external';
  };
const transferOf = (p: Payload) => p as unknown as TransferInput & { account_id?: number };
const whitelistOf = (p: Payload) => p as unknown as WhitelistInput;

const mismatch = (field: string) =>
  new ApiError(400, 'PAYLOAD_MISMATCH', `${field} does not match the account or address.`, field);

export function walletKinds(core: WalletCore): KindDefinition[] {
  const withdrawal: KindDefinition = {
    kind: 'withdrawal',
    requestAction: 'Request Withdrawal',
    payloadSchema: withdrawalPayloadSchema,
    editable: false,
    normalize(payload) {
      const p = withdrawalOf(payload);
      const network = walletNetwork(p.token, p.network);
      return {
        ...payload,
        amount: plain(p.amount),
        fee: plain(p.fee ?? network?.minFees ?? '0'),
      };
    },
    async check(ctx, payload) {
      const p = withdrawalOf(payload);
      const checked = await checkWithdrawal(
        ctx.db,
        { entityId: ctx.entityId, userId: ctx.requesterId },
        p,
      );
      // What the policy matches on must be the truth, whoever built the payload.
      if (p.account_id !== undefined && p.account_id !== checked.sub.accountId)
        throw mismatch('account_id');
      const destination = checked.whitelistedId === null ? 'external' : 'whitelisted';
      if (p.destination_type !== undefined && p.destination_type !== destination)
        throw mismatch('destination_type');
    },
    subject(payload): MoneySubject {
      const p = withdrawalOf(payload);
      return {
        asset: p.token,
        amount: p.amount,
        destination_type: p.destination_type ?? 'external',
        account_id: p.account_id ?? null,
      };
    },
    async onCreated(ctx, payload) {
      const p = withdrawalOf(payload);
      const checked = await checkWithdrawal(
        ctx.tx,
        { entityId: ctx.entityId, userId: ctx.requesterId },
        p,
      );
      const at = new Date(ctx.now);
      const row = await insertWithdrawal(ctx.tx, {
        entity_id: ctx.entityId,
        user_id: ctx.requesterId,
        subaccount_id: checked.sub.id,
        token: checked.payload.token,
        network: checked.payload.network,
        destination: checked.payload.address,
        whitelisted_address_id: checked.whitelistedId,
        amount: checked.payload.amount,
        fee: checked.payload.fee,
        status: 'requested',
        client_request_id: checked.payload.client_request_id,
        maker_checker_request_id: ctx.requestId,
        required_confirmations: checked.network.confirmations,
        created_at: at,
        updated_at: at,
      });
      core.stash(ctx.requestId, await holdWithdrawal(ctx.tx, row, ctx.now));
    },
    async execute(ctx) {
      const row = await withdrawalByRequest(ctx.tx, ctx.requestId, true);
      if (!row || row.status !== 'requested')
        throw new ExecutionRefused('NOT_PENDING', 'The withdrawal is no longer waiting.');
      const sub = await walletSubaccount(ctx.tx, row.subaccount_id);
      if (!sub) throw new ExecutionRefused('NO_ACCOUNT', 'The account no longer exists.');
      try {
        checkWithdrawVenue(sub);
      } catch {
        throw new ExecutionRefused('VENUE_DISABLED', 'The venue no longer allows withdrawals.');
      }
      await updateWithdrawal(ctx.tx, row.id, { status: 'approved', updated_at: new Date(ctx.now) });
      return {
        result: { withdrawal_id: String(row.id), status: 'approved' },
        target: `withdrawal:${row.id}`,
        before: { status: 'requested' },
        after: { status: 'approved' },
      };
    },
    async onClosed(ctx) {
      const row = await withdrawalByRequest(ctx.tx, ctx.requestId, true);
      if (!row || row.status !== 'requested') return;
      await updateWithdrawal(ctx.tx, row.id, { status: ctx.status, updated_at: new Date(ctx.now) });
      core.stash(ctx.requestId, await releaseWithdrawal(ctx.tx, row, ctx.now));
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };

  const whitelist: KindDefinition = {
    kind: 'whitelist_address',
    requestAction: 'Request Whitelist',
    payloadSchema: whitelistPayloadSchema,
    normalize(payload) {
      const p = whitelistOf(payload);
      return { ...payload, label: p.label.trim() };
    },
    async check(ctx, payload) {
      await checkWhitelist(
        ctx.db,
        { entityId: ctx.entityId, userId: ctx.requesterId },
        whitelistOf(payload),
      );
    },
    subject(payload): MoneySubject {
      const p = whitelistOf(payload);
      return { asset: p.token, amount: '0', destination_type: 'external', account_id: null };
    },
    async execute(ctx, payload) {
      const p = whitelistOf(payload);
      const sub = await walletSubaccount(ctx.tx, p.subaccount_id);
      if (!sub || !sub.venue.addressWhitelistingEnabled || sub.venue.isDelisted)
        throw new ExecutionRefused('VENUE_DISABLED', 'The venue no longer allows whitelisting.');
      if (await findWhitelisted(ctx.tx, p))
        throw new ExecutionRefused('ALREADY_WHITELISTED', 'This address is already whitelisted.');
      const at = new Date(ctx.now);
      const row = await insertWhitelisted(ctx.tx, {
        entity_id: ctx.entityId,
        subaccount_id: p.subaccount_id,
        token: p.token,
        network: p.network,
        address: p.address,
        label: p.label,
        requested_by: ctx.requesterId,
        maker_checker_request_id: ctx.requestId,
        created_at: at,
        whitelisted_at: at,
      });
      return {
        result: { whitelisted_address_id: String(row.id) },
        target: `whitelisted_address:${row.id}`,
        before: null,
        after: { address: row.address, token: row.token, network: row.network, label: row.label },
      };
    },
  };

  const transfer: KindDefinition = {
    kind: 'internal_transfer',
    requestAction: 'canTransfer',
    payloadSchema: transferPayloadSchema,
    editable: false,
    normalize(payload) {
      return { ...payload, amount: plain(transferOf(payload).amount) };
    },
    async check(ctx, payload) {
      const p = transferOf(payload);
      const checked = await checkTransfer(
        ctx.db,
        { entityId: ctx.entityId, userId: ctx.requesterId },
        p,
      );
      if (p.account_id !== undefined && p.account_id !== checked.from.accountId)
        throw mismatch('account_id');
    },
    subject(payload): MoneySubject {
      const p = transferOf(payload);
      return {
        asset: p.token,
        amount: p.amount,
        destination_type: 'internal',
        account_id: p.account_id ?? null,
      };
    },
    async onCreated(ctx, payload) {
      const { payload: p } = await checkTransfer(
        ctx.tx,
        { entityId: ctx.entityId, userId: ctx.requesterId },
        transferOf(payload),
      );
      const at = new Date(ctx.now);
      const row = await insertTransfer(ctx.tx, {
        entity_id: ctx.entityId,
        user_id: ctx.requesterId,
        from_subaccount_id: p.from_subaccount_id,
        to_subaccount_id: p.to_subaccount_id,
        token: p.token,
        amount: p.amount,
        purpose: p.purpose,
        status: 'requested',
        client_request_id: p.client_request_id,
        maker_checker_request_id: ctx.requestId,
        created_at: at,
        updated_at: at,
      });
      core.stash(ctx.requestId, await holdTransfer(ctx.tx, row, ctx.now));
    },
    async execute(ctx) {
      const row = await transferByRequest(ctx.tx, ctx.requestId, true);
      if (!row || row.status !== 'requested')
        throw new ExecutionRefused('NOT_PENDING', 'The transfer is no longer waiting.');
      const booking = await bookInternalTransfer(ctx.tx, {
        fromSubaccountId: row.from_subaccount_id,
        toSubaccountId: row.to_subaccount_id,
        token: row.token,
        amount: row.amount,
        ref: `transfer:${row.id}`,
        kind: row.purpose === 'transfer' ? 'transfer' : row.purpose,
        fromHold: true,
        time: ctx.now,
      });
      const at = new Date(ctx.now);
      await updateTransfer(ctx.tx, row.id, {
        status: 'completed',
        journal_id: booking.journalId,
        updated_at: at,
        completed_at: at,
      });
      core.stash(ctx.requestId, booking);
      return {
        result: { transfer_id: String(row.id), status: 'completed' },
        target: `transfer:${row.id}`,
        before: { status: 'requested' },
        after: { status: 'completed' },
      };
    },
    async onClosed(ctx) {
      const row = await transferByRequest(ctx.tx, ctx.requestId, true);
      if (!row || row.status !== 'requested') return;
      await updateTransfer(ctx.tx, row.id, { status: ctx.status, updated_at: new Date(ctx.now) });
      core.stash(ctx.requestId, await releaseTransfer(ctx.tx, row, ctx.now));
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };

  return [withdrawal, whitelist, transfer];
}
