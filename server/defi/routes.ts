// DeFi calls (docs/defi.md "HTTP API"), all behind the institution's `defi_enabled` flag (off:
// 404, as if the calls did not exist). The simulated dApps issue pairing URIs under
// /v3/defi/sim; the wallet side connects a vault with one, lists and disconnects sessions, reads
// the overview, and starts DeFi transactions, each a maker-checker request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFI_DAPPS, DEFI_TRANSACTION_TYPES } from '../../domain/defi';
import { actorOf } from '../approvals/actor';
import { authOf } from '../auth/authenticate';
import { closedObject, idSchema, noQuery, ID_PATTERN } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import { defiFields } from './kinds';
import { DefiService, type DefiRequestBody } from './service';

const BASE = '/v3/defi';
const FEATURE = { flag: 'defi_enabled', whenOff: 'not_found' } as const;
const READ = { access: { action: 'member', feature: FEATURE } } as const;
/** Acting on a vault: the custody send's action and the vault's withdraw flag. */
const ACT = {
  access: {
    action: 'Request Withdrawal',
    account: { from: 'body', field: 'vault_id', flag: 'canWithdraw' },
    feature: FEATURE,
  },
} as const;
const ID = { type: 'string', pattern: ID_PATTERN } as const;

export function registerDefiRoutes(app: FastifyInstance, services: VenueServices): void {
  const { db } = services;
  const defi = new DefiService({
    db,
    now: services.now,
    approvals: services.approvals,
    events: services.memberEvents,
  });
  const readable = async (request: FastifyRequest): Promise<Set<number>> =>
    new Set((await readableSubaccounts(db, authOf(request))).map((s) => s.id));

  // ---- the simulated dApps (the outside world) ----
  app.get(`${BASE}/sim/dapps`, { config: READ, schema: { querystring: noQuery } }, async () => ({
    dapps: DEFI_DAPPS,
  }));

  app.post<{ Params: { dapp: string } }>(
    `${BASE}/sim/dapps/:dapp/pairings`,
    {
      config: READ,
      schema: {
        params: closedObject({ dapp: { type: 'string', enum: DEFI_DAPPS.map((d) => d.key) } }),
      },
    },
    async (request, reply) => reply.code(201).send(await defi.pair(request.params.dapp)),
  );

  // ---- the wallet side ----
  app.get(`${BASE}/overview`, { config: READ, schema: { querystring: noQuery } }, async (request) =>
    defi.overview(actorOf(request), await readable(request)),
  );

  app.post<{ Body: { uri: string; vault_id: number } }>(
    `${BASE}/sessions`,
    {
      config: ACT,
      schema: {
        body: closedObject({
          uri: { type: 'string', minLength: 1, maxLength: 400 },
          vault_id: idSchema,
        }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await defi.connect(actorOf(request), request.body)),
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/sessions/:id/disconnect`,
    {
      config: { access: { action: 'Request Withdrawal', feature: FEATURE } },
      schema: { params: closedObject({ id: ID }) },
    },
    async (request) => defi.disconnect(actorOf(request), Number(request.params.id)),
  );

  app.post<{ Body: DefiRequestBody }>(
    `${BASE}/requests`,
    {
      config: ACT,
      schema: {
        body: closedObject(
          {
            ...defiFields,
            transaction_type: { type: 'string', enum: [...DEFI_TRANSACTION_TYPES] },
          },
          ['transaction_type', 'session_id', 'vault_id', 'protocol', 'token', 'client_request_id'],
        ),
      },
    },
    async (request, reply) =>
      reply.code(201).send({ request: await defi.request(actorOf(request), request.body) }),
  );
}
