// DeFi's maker-checker kinds (docs/defi.md "Requests"): one KindDefinition per transaction type
// (defi_contract_call, defi_approve, defi_supply, defi_redeem, defi_stake), so an approval
// policy can name each. A request names its session, vault, protocol and token; the policy sees
// the token, the amount and the vault. The execution, inside the approving transaction, moves
// the money through the ledger once: SUPPLY/STAKE vault → 'defi:<vault>:<protocol>', REDEEM
// back, a claimRewards call pays the accrued yield from the chain into the vault, and APPROVE
// sets the protocol's allowance (no money moves).
import {
  DEFI_KIND_OF,
  DEFI_METHODS,
  DEFI_PROTOCOLS,
  DEFI_TRANSACTION_TYPES,
  type DefiTransactionType,
} from '../../domain/defi';
import { normalizeDecimal } from '../../domain/decimal';
import {
  ExecutionRefused,
  type KindDefinition,
  type MoneySubject,
  type Payload,
} from '../approvals/definitions';
import { ApiError } from '../http/errors';
import { amountSchema, idSchema } from '../http/schemas';
import type { WalletCore } from '../wallet/core';
import { clientRequestIdSchema, tokenSchema } from '../wallet/kinds';
import { executeDefi } from './execution';
import { checkDefi, type DefiInput } from './rules';
import { actionForUpdate, insertAction, updateAction } from './store';

const closed = (properties: Record<string, object>, required: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required: [...required],
});

export const defiFields = {
  session_id: idSchema,
  vault_id: idSchema,
  protocol: { type: 'string', enum: DEFI_PROTOCOLS.map((p) => p.key) },
  token: tokenSchema,
  amount: amountSchema,
  method: { type: 'string', enum: [...DEFI_METHODS] },
  client_request_id: clientRequestIdSchema,
} as const;

const BASE_REQUIRED = ['session_id', 'vault_id', 'protocol', 'token', 'client_request_id'];

/** The payload schema of a type: a contract call names a method, the others an amount. */
export function defiPayloadSchema(type: DefiTransactionType): object {
  const { amount, method, ...base } = defiFields;
  return type === 'CONTRACT_CALL'
    ? closed({ ...base, method, account_id: idSchema }, [...BASE_REQUIRED, 'method'])
    : closed({ ...base, amount, account_id: idSchema }, [...BASE_REQUIRED, 'amount']);
}

const inputOf = (type: DefiTransactionType, p: Payload): DefiInput =>
  ({ ...(p as unknown as Omit<DefiInput, 'type'>), type }) as DefiInput;

function defiKind(core: WalletCore, type: DefiTransactionType): KindDefinition {
  return {
    kind: DEFI_KIND_OF[type],
    requestAction: 'Request Withdrawal',
    payloadSchema: defiPayloadSchema(type),
    editable: false,
    normalize(payload) {
      const amount = payload['amount'];
      return typeof amount === 'string'
        ? { ...payload, amount: normalizeDecimal(amount) }
        : payload;
    },
    async check(ctx, payload) {
      const p = inputOf(type, payload);
      const account = payload['account_id'];
      if (account !== undefined && account !== p.vault_id)
        throw new ApiError(
          400,
          'PAYLOAD_MISMATCH',
          'account_id does not match the vault.',
          'account_id',
        );
      await checkDefi(ctx.db, ctx.entityId, ctx.now, p);
    },
    subject(payload): MoneySubject {
      const p = inputOf(type, payload);
      return {
        asset: p.token,
        amount: p.amount ?? '0',
        // Money leaving the vault for a contract, or coming back into it.
        destination_type: type === 'REDEEM' || type === 'CONTRACT_CALL' ? 'internal' : 'external',
        account_id: p.vault_id,
      };
    },
    async onCreated(ctx, payload) {
      const p = inputOf(type, payload);
      const at = new Date(ctx.now);
      await insertAction(ctx.tx, {
        request_id: ctx.requestId,
        entity_id: ctx.entityId,
        session_id: p.session_id,
        vault_id: p.vault_id,
        protocol: p.protocol,
        transaction_type: type,
        token: p.token,
        amount: p.amount ?? null,
        method: p.method ?? null,
        status: 'requested',
        created_by: ctx.requesterId,
        created_at: at,
        updated_at: at,
      });
    },
    async execute(ctx, payload) {
      const action = await actionForUpdate(ctx.tx, ctx.requestId);
      if (!action || action.status !== 'requested')
        throw new ExecutionRefused('NOT_PENDING', 'The DeFi request is no longer waiting.');
      const done = await executeDefi(ctx.tx, {
        input: inputOf(type, payload),
        entityId: ctx.entityId,
        requestId: ctx.requestId,
        now: ctx.now,
      });
      await updateAction(ctx.tx, action.id, {
        status: 'executed',
        updated_at: new Date(ctx.now),
        ...(done.moved === null ? {} : { executed_amount: done.moved }),
        ...(done.booking ? { journal_id: done.booking.journalId } : {}),
      });
      if (done.booking) core.stash(ctx.requestId, done.booking);
      return {
        result: { defi_action: action.id, transaction_type: type, moved: done.moved },
        target: `defi_action:${action.id}`,
        before: done.before,
        after: done.after,
      };
    },
    async onClosed(ctx) {
      const action = await actionForUpdate(ctx.tx, ctx.requestId);
      if (action && action.status === 'requested')
        await updateAction(ctx.tx, action.id, {
          status: ctx.status,
          updated_at: new Date(ctx.now),
        });
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };
}

/** The five DeFi kinds of the one engine. */
export function defiKinds(core: WalletCore): KindDefinition[] {
  return DEFI_TRANSACTION_TYPES.map((type) => defiKind(core, type));
}
