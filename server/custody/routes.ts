// Native custody calls (docs/custody.md "HTTP API"). Reads answer spec 3.7 tables ({ items,
// total, page }) of what the caller may read; a send is the key-bound pair begin → finish
// (R-CUST-3) and then waits for the vault's quorum on the maker-checker routes; staking is a
// custody_stake request. Each route declares its access.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BENEFICIARY_RELATIONSHIPS, type Beneficiary } from '../../domain/custody';
import { authOf } from '../auth/authenticate';
import { authenticationResponseSchema } from '../auth/webauthn-schemas';
import { actorOf } from '../approvals/actor';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import { amountSchema, networkSchema, tokenSchema } from '../wallet/kinds';
import type { SendInput } from './key-binding';
import { SEND_REQUIRED, sendFields, stakeFields } from './kinds';
import { TX_SORTS, type TxSort } from './list-store';
import type { StakeInput } from './rules';
import type { CustodyService } from './service';

const BASE = '/api/native-custody';
const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const paging = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  limit: { type: 'string', pattern: '^(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|200)$' },
} as const;
const dir = { type: 'string', enum: ['asc', 'desc'] } as const;
const search = { type: 'string', maxLength: 80 } as const;

interface PageQuery {
  page?: string;
  limit?: string;
}
const pageOf = (q: PageQuery) => ({ page: Number(q.page ?? 1), limit: Number(q.limit ?? 50) });

type SendBody = SendInput & { fee?: string };

const text = (min: number, max: number) =>
  ({ type: 'string', minLength: min, maxLength: max, pattern: '\\S' }) as const;
const beneficiarySchema = closedObject({
  name: text(2, 140),
  address: text(5, 280),
  country: { type: 'string', pattern: '^[A-Z]{2}$' },
  relationship: { type: 'string', enum: [...BENEFICIARY_RELATIONSHIPS] },
});
const trimmedBeneficiary = (b: Beneficiary): Beneficiary => ({
  ...b,
  name: b.name.trim(),
  address: b.address.trim(),
});

const member = { access: { action: 'member' } } as const;
const sendAccess = {
  access: {
    action: 'Request Withdrawal',
    account: { from: 'body', field: 'vault_id', flag: 'canWithdraw' },
    venue: 'withdraw',
  },
} as const;

export function registerCustodyRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'relyingParty'> & { custody: CustodyService },
): void {
  const { custody, db } = deps;
  const readable = async (request: FastifyRequest): Promise<Set<number>> =>
    new Set((await readableSubaccounts(db, authOf(request))).map((s) => s.id));

  app.get<{ Querystring: PageQuery }>(
    `${BASE}/accounts`,
    { config: member, schema: { querystring: closedObject({ ...paging }, []) } },
    async (request) =>
      custody.accounts(actorOf(request), await readable(request), pageOf(request.query)),
  );

  app.get<{
    Querystring: PageQuery & {
      account_id?: string;
      search?: string;
      sort?: 'name' | 'id';
      dir?: 'asc' | 'desc';
    };
  }>(
    `${BASE}/vaults`,
    {
      config: member,
      schema: {
        querystring: closedObject(
          {
            ...paging,
            account_id: { type: 'string', pattern: ID },
            search,
            sort: { type: 'string', enum: ['name', 'id'] },
            dir,
          },
          [],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      return custody.vaults(actorOf(request), await readable(request), {
        ...pageOf(q),
        ...(q.account_id ? { account_id: Number(q.account_id) } : {}),
        ...(q.search ? { search: q.search } : {}),
        sort: q.sort ?? 'id',
        dir: q.dir ?? 'asc',
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/vaults/:id`,
    { config: member, schema: { params: idParams, querystring: noQuery } },
    async (request) =>
      custody.vault(actorOf(request), await readable(request), Number(request.params.id)),
  );

  app.get<{
    Querystring: PageQuery & {
      vault_id?: string;
      type?: string;
      status?: string;
      token?: string;
      search?: string;
      sort?: TxSort;
      dir?: 'asc' | 'desc';
    };
  }>(
    `${BASE}/transactions`,
    {
      config: member,
      schema: {
        querystring: closedObject(
          {
            ...paging,
            vault_id: { type: 'string', pattern: ID },
            type: {
              type: 'string',
              enum: ['deposit', 'send', 'transfer', 'stake', 'unstake', 'reward'],
            },
            status: { type: 'string', pattern: '^[a-z_]{2,40}$' },
            token: tokenSchema,
            search,
            sort: { type: 'string', enum: [...TX_SORTS] },
            dir,
          },
          [],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      return custody.transactions(actorOf(request), await readable(request), {
        ...pageOf(q),
        ...(q.vault_id ? { vault_id: Number(q.vault_id) } : {}),
        type: q.type,
        status: q.status,
        token: q.token,
        search: q.search,
        sort: q.sort ?? 'created_at',
        dir: q.dir ?? 'desc',
      });
    },
  );

  for (const [path, kind] of [
    ['pending_requests', 'custody_send'],
    ['pending_staking_requests', 'custody_stake'],
  ] as const)
    app.get<{
      Querystring: PageQuery & { vault_id?: string; token?: string; dir?: 'asc' | 'desc' };
    }>(
      `${BASE}/${path}`,
      {
        config: member,
        schema: {
          querystring: closedObject(
            { ...paging, vault_id: { type: 'string', pattern: ID }, token: tokenSchema, dir },
            [],
          ),
        },
      },
      async (request) => {
        const q = request.query;
        return custody.requests(actorOf(request), await readable(request), kind, pageOf(q), {
          ...(q.vault_id ? { vaultId: Number(q.vault_id) } : {}),
          ...(q.token ? { token: q.token } : {}),
          dir: q.dir ?? 'desc',
        });
      },
    );

  app.get<{ Querystring: { vault_id: string; token: string; network: string } }>(
    `${BASE}/destinations`,
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'vault_id', flag: 'canRead' },
        },
      },
      schema: {
        querystring: closedObject({
          vault_id: { type: 'string', pattern: ID },
          token: tokenSchema,
          network: networkSchema,
        }),
      },
    },
    async (request) =>
      custody.destinations(
        actorOf(request),
        Number(request.query.vault_id),
        request.query.token,
        request.query.network,
      ),
  );

  app.get<{ Querystring: { token: string; network: string; amount: string } }>(
    `${BASE}/fee_estimate`,
    {
      config: member,
      schema: {
        querystring: closedObject({
          token: tokenSchema,
          network: networkSchema,
          amount: amountSchema,
        }),
      },
    },
    async (request) =>
      custody.feeEstimate(request.query.token, request.query.network, request.query.amount),
  );

  app.get<{ Querystring: { vault_id: string; token: string; validator: string; amount: string } }>(
    `${BASE}/staking/unstake_estimate`,
    {
      config: {
        access: {
          action: 'member',
          account: { from: 'query', field: 'vault_id', flag: 'canRead' },
        },
      },
      schema: {
        querystring: closedObject({
          vault_id: { type: 'string', pattern: ID },
          token: tokenSchema,
          validator: stakeFields.validator,
          amount: amountSchema,
        }),
      },
    },
    async (request) => {
      const q = request.query;
      return custody.unstakeEstimate(actorOf(request), {
        vault_id: Number(q.vault_id),
        token: q.token,
        validator: q.validator,
        amount: q.amount,
        action: 'unstake',
        client_request_id: 'estimate',
      });
    },
  );

  const sendBody = closedObject({ ...sendFields }, SEND_REQUIRED);

  app.post<{ Body: SendBody }>(
    `${BASE}/policy-engine/authenticate/begin`,
    { config: sendAccess, schema: { body: sendBody } },
    async (request) =>
      custody.beginSend(actorOf(request), request.body, deps.relyingParty(request)),
  );

  app.post<{ Body: SendBody & { assertion: AuthenticationResponseJSON } }>(
    `${BASE}/policy-engine/authenticate/finish`,
    {
      config: sendAccess,
      schema: {
        body: closedObject({ ...sendFields, assertion: authenticationResponseSchema }, [
          ...SEND_REQUIRED,
          'assertion',
        ]),
      },
    },
    async (request, reply) => {
      const { assertion, ...send } = request.body;
      const made = await custody.finishSend(
        actorOf(request),
        send,
        assertion,
        deps.relyingParty(request),
      );
      return reply.code(201).send(made);
    },
  );

  // Required details (R-CUST-10, R-CUST-11): the initiator gives the beneficiary's details;
  // an operator records the initiator's video verification.
  app.post<{ Params: { id: string }; Body: Beneficiary }>(
    `${BASE}/requests/:id/beneficiary`,
    {
      config: { access: { action: 'Request Withdrawal' } },
      schema: { params: idParams, body: beneficiarySchema },
    },
    async (request) =>
      custody.details.giveBeneficiary(
        actorOf(request),
        await readable(request),
        Number(request.params.id),
        trimmedBeneficiary(request.body),
      ),
  );

  app.post<{ Params: { id: string }; Body: { outcome: 'passed' | 'rejected' } }>(
    `${BASE}/requests/:id/video_verification`,
    {
      config: { access: { action: 'Approve Requests' } },
      schema: {
        params: idParams,
        body: closedObject({ outcome: { type: 'string', enum: ['passed', 'rejected'] } }),
      },
    },
    async (request) =>
      custody.details.recordVideoVerification(
        actorOf(request),
        await readable(request),
        Number(request.params.id),
        request.body.outcome,
      ),
  );

  app.post<{ Body: StakeInput }>(
    `${BASE}/staking`,
    {
      config: {
        access: {
          action: 'Request Withdrawal',
          account: { from: 'body', field: 'vault_id', flag: 'canWithdraw' },
        },
      },
      schema: { body: closedObject({ ...stakeFields }) },
    },
    async (request, reply) =>
      reply.code(201).send({ request: await custody.stake(actorOf(request), request.body) }),
  );
}
