// Wallet calls (docs/wallet.md "HTTP API"): configuration, deposit addresses and deposits (and
// the simulated chain's incoming transfer), withdrawal limits, withdrawals, whitelisted
// addresses and transfers. Each declares its access (account flag, named action, venue
// switch); bodies are closed schemas; the rules are server/wallet/rules.ts's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { actorOf } from '../approvals/actor';
import type { SecondFactorInput } from '../approvals/second-factor';
import { ApiError } from '../http/errors';
import { closedObject, idSchema, noQuery, ID_PATTERN } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import {
  addressSchema,
  amountSchema,
  feeSchema,
  clientRequestIdSchema,
  labelSchema,
  networkSchema,
  tokenSchema,
} from './kinds';
import { TRANSFER_PURPOSES, type TransferPurpose } from './rules';

const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const code = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const emptyBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
} as const;

interface WithdrawBody {
  subaccountId: number;
  token: string;
  network: string;
  address: string;
  amount: string;
  fee?: string;
  client_request_id: string;
  second_factor: { otp_code: string } | { email_code: string };
}

interface WhitelistBody {
  subaccountId: number;
  token: string;
  network: string;
  address: string;
  label: string;
  client_request_id: string;
}

interface TransferBody {
  fromSubaccountId: number;
  toSubaccountId: number;
  token: string;
  amount: string;
  purpose?: TransferPurpose;
  client_request_id: string;
}

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'wallet' | 'approvalFactors' | 'relyingParty'>,
): void {
  const { wallet, db } = deps;

  const readable = async (request: FastifyRequest): Promise<Set<number>> =>
    new Set((await readableSubaccounts(db, authOf(request))).map((s) => s.id));

  app.get(
    '/uapi/v1/wallet/config',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => wallet.config(actorOf(request), await readable(request)),
  );

  // ---- deposits ----

  app.get<{ Querystring: { subaccountId: string; token: string; network: string } }>(
    '/uapi/v1/wallet/deposit_address',
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'subaccountId', flag: 'canRead' },
          venue: 'deposit',
        },
      },
      schema: {
        querystring: closedObject({
          subaccountId: { type: 'string', pattern: ID },
          token: tokenSchema,
          network: networkSchema,
        }),
      },
    },
    async (request) =>
      wallet.depositAddress(
        actorOf(request),
        Number(request.query.subaccountId),
        request.query.token,
        request.query.network,
      ),
  );

  app.get<{ Querystring: { subaccountId?: string } }>(
    '/uapi/v1/wallet/deposits',
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'subaccountId', flag: 'canRead', optional: true },
        },
      },
      schema: { querystring: closedObject({ subaccountId: { type: 'string', pattern: ID } }, []) },
    },
    async (request) =>
      wallet.deposits(
        actorOf(request),
        await readable(request),
        request.query.subaccountId === undefined ? undefined : Number(request.query.subaccountId),
      ),
  );

  // The simulated chain's outside world: someone sends funds to a deposit address.
  app.post<{
    Body: { subaccountId: number; token: string; network: string; address: string; amount: string };
  }>(
    '/uapi/v1/wallet/simulated_chain/send',
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'body', field: 'subaccountId', flag: 'canRead' },
          venue: 'deposit',
        },
      },
      schema: {
        querystring: noQuery,
        body: closedObject({
          subaccountId: idSchema,
          token: tokenSchema,
          network: networkSchema,
          address: addressSchema,
          amount: amountSchema,
        }),
      },
    },
    async (request) => {
      const { subaccountId, token, network, address, amount } = request.body;
      const own = await wallet.depositAddress(actorOf(request), subaccountId, token, network);
      if (own.address !== address)
        throw new ApiError(
          400,
          'NOT_DEPOSIT_ADDRESS',
          'Not this account’s deposit address.',
          'address',
        );
      const row = await wallet.chain.receive({ token, network, address, amount });
      return {
        deposit: { id: String(row.id), transaction_hash: row.transaction_hash, status: row.status },
      };
    },
  );

  // ---- withdrawals ----

  app.get<{ Querystring: { subaccountId: string; token: string; network: string } }>(
    '/uapi/v1/wallet/withdrawal_limits',
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'subaccountId', flag: 'canRead' },
        },
      },
      schema: {
        querystring: closedObject({
          subaccountId: { type: 'string', pattern: ID },
          token: tokenSchema,
          network: networkSchema,
        }),
      },
    },
    async (request) =>
      wallet.limits(
        actorOf(request),
        Number(request.query.subaccountId),
        request.query.token,
        request.query.network,
      ),
  );

  app.post(
    '/uapi/v1/wallet/second_factor/email',
    {
      config: { access: { action: 'Request Withdrawal' } },
      schema: { querystring: noQuery, body: emptyBody },
    },
    async (request) => {
      await deps.approvalFactors.sendEmailCode(authOf(request).userId);
      return { success: true };
    },
  );

  app.post<{ Body: WithdrawBody }>(
    '/uapi/v1/wallet/withdraw',
    {
      config: {
        access: {
          action: 'Request Withdrawal',
          account: { from: 'body', field: 'subaccountId', flag: 'canWithdraw' },
          venue: 'withdraw',
        },
      },
      schema: {
        querystring: noQuery,
        body: closedObject(
          {
            subaccountId: idSchema,
            token: tokenSchema,
            network: networkSchema,
            address: addressSchema,
            amount: amountSchema,
            fee: feeSchema,
            client_request_id: clientRequestIdSchema,
            second_factor: {
              type: 'object',
              additionalProperties: false,
              minProperties: 1,
              maxProperties: 1,
              properties: { otp_code: code, email_code: code },
            },
          },
          [
            'subaccountId',
            'token',
            'network',
            'address',
            'amount',
            'client_request_id',
            'second_factor',
          ],
        ),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const input = {
        subaccount_id: body.subaccountId,
        token: body.token,
        network: body.network,
        address: body.address,
        amount: body.amount,
        fee: body.fee,
        client_request_id: body.client_request_id,
      };
      // A repeat returns the first request without a new code; a new one needs the factor.
      const repeat = await wallet.isRepeatWithdrawal(actor, body.client_request_id);
      if (!repeat)
        await deps.approvalFactors.verify(
          actor.userId,
          body.second_factor as SecondFactorInput,
          deps.relyingParty(request),
        );
      return wallet.requestWithdrawal(actor, input);
    },
  );

  app.get<{ Querystring: { subaccountId?: string; limit?: string } }>(
    '/uapi/v1/wallet/withdrawals',
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'subaccountId', flag: 'canRead', optional: true },
        },
      },
      schema: {
        querystring: closedObject(
          {
            subaccountId: { type: 'string', pattern: ID },
            limit: { type: 'string', pattern: '^[1-9][0-9]?$|^100$' },
          },
          [],
        ),
      },
    },
    async (request) =>
      wallet.withdrawals(
        actorOf(request),
        await readable(request),
        request.query.subaccountId === undefined ? undefined : Number(request.query.subaccountId),
        request.query.limit === undefined ? 50 : Number(request.query.limit),
      ),
  );

  app.post<{ Params: { id: string } }>(
    '/uapi/v1/wallet/withdrawals/:id/cancel',
    {
      config: { access: { action: 'Request Withdrawal' } },
      schema: { params: idParams, querystring: noQuery, body: emptyBody },
    },
    async (request) => wallet.cancelWithdrawal(actorOf(request), Number(request.params.id)),
  );

  // ---- whitelisted addresses ----

  app.get(
    '/uapi/v1/wallet/whitelisted_addresses',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => wallet.whitelist(actorOf(request), await readable(request)),
  );

  app.post<{ Body: WhitelistBody }>(
    '/uapi/v1/wallet/whitelisted_addresses',
    {
      config: {
        access: {
          action: 'Add Withdrawal Address',
          account: { from: 'body', field: 'subaccountId', flag: 'canWithdraw' },
          venue: 'whitelist',
        },
      },
      schema: {
        querystring: noQuery,
        body: closedObject({
          subaccountId: idSchema,
          token: tokenSchema,
          network: networkSchema,
          address: addressSchema,
          label: labelSchema,
          client_request_id: clientRequestIdSchema,
        }),
      },
    },
    async (request) => {
      const body = request.body;
      return wallet.requestWhitelist(actorOf(request), {
        subaccount_id: body.subaccountId,
        token: body.token,
        network: body.network,
        address: body.address,
        label: body.label,
        client_request_id: body.client_request_id,
      });
    },
  );

  app.put<{ Params: { id: string }; Body: { label: string } }>(
    '/uapi/v1/wallet/whitelisted_addresses/:id/label',
    {
      config: { access: { action: 'Edit Label of Withdrawal Address' } },
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject({ label: labelSchema }),
      },
    },
    async (request) =>
      wallet.editLabel(actorOf(request), Number(request.params.id), request.body.label),
  );

  app.post<{ Params: { id: string } }>(
    '/uapi/v1/wallet/whitelisted_addresses/:id/copy',
    {
      config: { access: { action: 'Copy Withdrawal Address' } },
      schema: { params: idParams, querystring: noQuery, body: emptyBody },
    },
    async (request) => wallet.copyAddress(actorOf(request), Number(request.params.id)),
  );

  // ---- transfers ----

  app.post<{ Body: TransferBody }>(
    '/uapi/v1/wallet/transfer',
    {
      config: {
        access: {
          action: 'canTransfer',
          account: { from: 'body', field: 'fromSubaccountId', flag: 'canTransfer' },
          venue: 'transfer',
        },
      },
      schema: {
        querystring: noQuery,
        body: closedObject(
          {
            fromSubaccountId: idSchema,
            toSubaccountId: idSchema,
            token: tokenSchema,
            amount: amountSchema,
            purpose: { type: 'string', enum: [...TRANSFER_PURPOSES] },
            client_request_id: clientRequestIdSchema,
          },
          ['fromSubaccountId', 'toSubaccountId', 'token', 'amount', 'client_request_id'],
        ),
      },
    },
    async (request) => {
      const body = request.body;
      return wallet.requestTransfer(actorOf(request), {
        from_subaccount_id: body.fromSubaccountId,
        to_subaccount_id: body.toSubaccountId,
        token: body.token,
        amount: body.amount,
        purpose: body.purpose ?? 'transfer',
        client_request_id: body.client_request_id,
      });
    },
  );

  app.get(
    '/uapi/v1/wallet/transfers',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => wallet.transfers(actorOf(request), await readable(request)),
  );
}
