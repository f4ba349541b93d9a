// Custody's maker-checker kinds (docs/custody.md "Requests"): custody_send and custody_stake,
// KindDefinitions of the one engine. A send reuses the wallet's lifecycle: to a whitelisted
// address it IS a withdrawal of the vault (the wallet's hold, approval, simulated chain and
// hash), vault to vault it IS an internal transfer; custody adds the key binding (the request
// spends a key assertion made for exactly this send, R-CUST-3) and its transaction row. The
// policy matches on account_id = the vault (a per-vault rule), destination whitelisted or
// internal, and the amount in USD (R-CUST-4). An external send at or above its vault's
// required-details tiers waits for them before it can be approved (details.ts, R-CUST-10).
import { randomUUID } from 'node:crypto';
import { normalizeDecimal } from '../../domain/decimal';
import { walletNetwork } from '../../domain/wallet';
import {
  ExecutionRefused,
  type KindDefinition,
  type LifecycleContext,
  type MoneySubject,
  type Payload,
} from '../approvals/definitions';
import { ApiError } from '../http/errors';
import { idSchema } from '../http/schemas';
import type { WalletCore } from '../wallet/core';
import {
  amountSchema,
  clientRequestIdSchema,
  feeSchema,
  networkSchema,
  tokenSchema,
  walletKinds,
} from '../wallet/kinds';
import { detailsBlocking, markRequiredDetails } from './details';
import { bindingHash, keyAssertionRequired, type SendInput } from './key-binding';
import { spendKeyApproval } from './key-store';
import { checkSendDestination, checkStake, type StakeInput } from './rules';
import { stakeBooking, unstakeBooking } from './staking-book';
import {
  custodyTxByRequest,
  insertCustodyTx,
  transferIdByRequest,
  updateCustodyTx,
  withdrawalIdByRequest,
} from './store';

const closed = (properties: Record<string, object>, required: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required: [...required],
});

const uuidSchema = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

export const sendFields = {
  vault_id: idSchema,
  token: tokenSchema,
  network: networkSchema,
  amount: amountSchema,
  fee: feeSchema,
  destination_type: { type: 'string', enum: ['whitelisted', 'vault'] },
  whitelisted_address_id: idSchema,
  to_vault_id: idSchema,
  client_request_id: clientRequestIdSchema,
} as const;
export const SEND_REQUIRED = [
  'vault_id',
  'token',
  'network',
  'amount',
  'destination_type',
  'client_request_id',
] as const;

export const sendPayloadSchema = closed(
  { ...sendFields, key_approval_id: uuidSchema, account_id: idSchema },
  [...SEND_REQUIRED, 'key_approval_id'],
);

export const stakeFields = {
  vault_id: idSchema,
  token: tokenSchema,
  validator: { type: 'string', pattern: '^[a-z0-9-]{2,40}$' },
  action: { type: 'string', enum: ['stake', 'unstake'] },
  amount: amountSchema,
  client_request_id: clientRequestIdSchema,
} as const;
export const stakePayloadSchema = closed({ ...stakeFields, account_id: idSchema }, [
  'vault_id',
  'token',
  'validator',
  'action',
  'amount',
  'client_request_id',
]);

type SendPayload = SendInput & { fee?: string; key_approval_id: string; account_id?: number };
const sendOf = (p: Payload) => p as unknown as SendPayload;
const stakeOf = (p: Payload) => p as unknown as StakeInput & { account_id?: number };

const mismatch = (field: string) =>
  new ApiError(400, 'PAYLOAD_MISMATCH', `${field} does not match the vault.`, field);

export function custodyKinds(core: WalletCore): KindDefinition[] {
  // The wallet's own definitions carry a send's money: the same hold, approval and chain.
  const wallet = new Map(walletKinds(core).map((k) => [k.kind, k]));
  const withdrawal = wallet.get('withdrawal');
  const transfer = wallet.get('internal_transfer');
  if (!withdrawal || !transfer) throw new Error('custody: the wallet kinds are missing');

  /** The wallet payload a send is, once its destination is known. */
  async function walletPayload(
    db: LifecycleContext['tx'] | Parameters<NonNullable<KindDefinition['check']>>[0]['db'],
    entityId: number,
    p: SendPayload,
  ): Promise<{ kind: KindDefinition; payload: Payload; destination: string; to: number | null }> {
    const checked = await checkSendDestination(db, entityId, p);
    if (checked.address !== null)
      return {
        kind: withdrawal as KindDefinition,
        payload: {
          subaccount_id: p.vault_id,
          token: p.token,
          network: p.network,
          address: checked.address,
          amount: p.amount,
          fee: p.fee ?? walletNetwork(p.token, p.network)?.minFees ?? '0',
          client_request_id: p.client_request_id,
        },
        destination: checked.address,
        to: null,
      };
    return {
      kind: transfer as KindDefinition,
      payload: {
        from_subaccount_id: p.vault_id,
        to_subaccount_id: checked.toVault?.id ?? 0,
        token: p.token,
        amount: p.amount,
        purpose: 'transfer',
        client_request_id: p.client_request_id,
      },
      destination: checked.toVault?.name ?? '',
      to: checked.toVault?.id ?? null,
    };
  }

  const send: KindDefinition = {
    kind: 'custody_send',
    requestAction: 'Request Withdrawal',
    payloadSchema: sendPayloadSchema,
    editable: false,
    normalize(payload) {
      const p = sendOf(payload);
      return {
        ...payload,
        amount: normalizeDecimal(p.amount),
        ...(p.fee === undefined ? {} : { fee: normalizeDecimal(p.fee) }),
      };
    },
    async check(ctx, payload) {
      const p = sendOf(payload);
      if (p.account_id !== undefined && p.account_id !== p.vault_id) throw mismatch('account_id');
      const inner = await walletPayload(ctx.db, ctx.entityId, p);
      await inner.kind.check?.(ctx, inner.payload);
    },
    subject(payload): MoneySubject {
      const p = sendOf(payload);
      return {
        asset: p.token,
        amount: p.amount,
        destination_type: p.destination_type === 'vault' ? 'internal' : 'whitelisted',
        account_id: p.vault_id,
      };
    },
    async onCreated(ctx, payload) {
      const p = sendOf(payload);
      const spent = await spendKeyApproval(ctx.tx, {
        id: p.key_approval_id,
        userId: ctx.requesterId,
        bindingHash: bindingHash(ctx.requesterId, p),
        requestId: ctx.requestId,
        now: ctx.now,
      });
      if (!spent) throw keyAssertionRequired();
      const inner = await walletPayload(ctx.tx, ctx.entityId, p);
      await inner.kind.onCreated?.(ctx, inner.payload);
      const [w, t] = await Promise.all([
        withdrawalIdByRequest(ctx.tx, ctx.requestId),
        transferIdByRequest(ctx.tx, ctx.requestId),
      ]);
      const at = new Date(ctx.now);
      const row = await insertCustodyTx(ctx.tx, {
        uuid: randomUUID(),
        entity_id: ctx.entityId,
        subaccount_id: p.vault_id,
        type: p.destination_type === 'vault' ? 'transfer' : 'send',
        token: p.token,
        network: p.network,
        amount: p.amount,
        fee: p.destination_type === 'vault' ? '0' : String(inner.payload['fee'] ?? '0'),
        destination: inner.destination,
        counterparty_subaccount_id: inner.to,
        status: 'requested',
        maker_checker_request_id: ctx.requestId,
        withdrawal_id: w?.id ?? null,
        transfer_id: t?.id ?? null,
        created_by: ctx.requesterId,
        created_at: at,
        updated_at: at,
      });
      // An external send may need required details before it can be approved (R-CUST-10).
      if (p.destination_type === 'whitelisted')
        await markRequiredDetails(ctx.tx, {
          requestId: ctx.requestId,
          entityId: ctx.entityId,
          vaultId: p.vault_id,
          txId: row.id,
          at,
        });
    },
    approvalBlocked: (db, requestId) => detailsBlocking(db, requestId),
    async execute(ctx, payload) {
      const p = sendOf(payload);
      const inner = p.destination_type === 'vault' ? transfer : withdrawal;
      const done = await (inner as KindDefinition).execute(ctx, payload);
      const row = await custodyTxByRequest(ctx.tx, ctx.requestId, true);
      if (row)
        await updateCustodyTx(ctx.tx, row.id, {
          status: String(done.result['status'] ?? 'approved'),
          updated_at: new Date(ctx.now),
        });
      return { ...done, target: row ? `custody_transaction:${row.uuid}` : done.target };
    },
    async onClosed(ctx, payload) {
      const p = sendOf(payload);
      const inner = p.destination_type === 'vault' ? transfer : withdrawal;
      await (inner as KindDefinition).onClosed?.(ctx, payload);
      const row = await custodyTxByRequest(ctx.tx, ctx.requestId, true);
      if (row)
        await updateCustodyTx(ctx.tx, row.id, {
          status: ctx.status,
          details_status: null,
          updated_at: new Date(ctx.now),
        });
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };

  const stake: KindDefinition = {
    kind: 'custody_stake',
    requestAction: 'Request Withdrawal',
    payloadSchema: stakePayloadSchema,
    editable: false,
    normalize(payload) {
      return { ...payload, amount: normalizeDecimal(stakeOf(payload).amount) };
    },
    async check(ctx, payload) {
      const p = stakeOf(payload);
      if (p.account_id !== undefined && p.account_id !== p.vault_id) throw mismatch('account_id');
      await checkStake(ctx.db, ctx.entityId, p);
    },
    subject(payload): MoneySubject {
      const p = stakeOf(payload);
      return {
        asset: p.token,
        amount: p.amount,
        destination_type: 'internal',
        account_id: p.vault_id,
      };
    },
    async onCreated(ctx, payload) {
      const p = stakeOf(payload);
      const { asset } = await checkStake(ctx.tx, ctx.entityId, p);
      const at = new Date(ctx.now);
      await insertCustodyTx(ctx.tx, {
        uuid: randomUUID(),
        entity_id: ctx.entityId,
        subaccount_id: p.vault_id,
        type: p.action,
        token: p.token,
        network: asset.network,
        amount: p.amount,
        validator: p.validator,
        status: 'requested',
        maker_checker_request_id: ctx.requestId,
        created_by: ctx.requesterId,
        created_at: at,
        updated_at: at,
      });
    },
    async execute(ctx, payload) {
      const p = stakeOf(payload);
      const row = await custodyTxByRequest(ctx.tx, ctx.requestId, true);
      if (!row || row.status !== 'requested')
        throw new ExecutionRefused('NOT_PENDING', 'The staking request is no longer waiting.');
      let checked;
      try {
        checked = await checkStake(ctx.tx, ctx.entityId, p);
      } catch (error) {
        throw new ExecutionRefused('STAKING_AMOUNT', (error as Error).message);
      }
      const booked =
        p.action === 'stake'
          ? await stakeBooking(ctx.tx, p, row.uuid, ctx.now)
          : await unstakeBooking(ctx.tx, p, row.uuid, ctx.now);
      const status = p.action === 'stake' ? 'bonded' : 'unbonding';
      await updateCustodyTx(ctx.tx, row.id, {
        status,
        journal_id: booked.journalId,
        updated_at: new Date(ctx.now),
        ...(p.action === 'unstake'
          ? { available_at: new Date(ctx.now + checked.asset.unbondingMillis) }
          : {}),
      });
      core.stash(ctx.requestId, booked);
      return {
        result: { custody_transaction: row.uuid, status },
        target: `custody_transaction:${row.uuid}`,
        before: { status: 'requested' },
        after: { status },
      };
    },
    async onClosed(ctx) {
      const row = await custodyTxByRequest(ctx.tx, ctx.requestId, true);
      if (row && row.status === 'requested')
        await updateCustodyTx(ctx.tx, row.id, {
          status: ctx.status,
          updated_at: new Date(ctx.now),
        });
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };

  return [send, stake];
}
