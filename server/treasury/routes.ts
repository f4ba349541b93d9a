// Treasury calls (docs/treasury.md "HTTP API"): the entity's rules and a rule's runs (read
// selections: rules whose two accounts the caller may read), and disable. Adding, editing,
// deleting, enabling and "run now" are maker-checker requests of kind treasury_rule through
// POST /uapi/v1/maker_checker/requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../approvals/actor';
import { authOf } from '../auth/authenticate';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';

const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const RUNS_PAGE_MAX = 200;

export function registerTreasuryRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, treasury } = deps;
  const readable = async (request: FastifyRequest): Promise<ReadonlySet<number>> =>
    new Set((await readableSubaccounts(db, authOf(request))).map((s) => s.id));

  app.get(
    '/uapi/v1/treasury/rules',
    { config: { access: { action: 'canRead' } }, schema: { querystring: noQuery } },
    async (request) => treasury.rules(actorOf(request), await readable(request)),
  );

  app.get<{ Params: { id: string }; Querystring: { page?: string; limit?: string } }>(
    '/uapi/v1/treasury/rules/:id/runs',
    {
      config: { access: { action: 'canRead' } },
      schema: {
        params: idParams,
        querystring: closedObject(
          {
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
          },
          [],
        ),
      },
    },
    async (request) =>
      treasury.runs(
        actorOf(request),
        await readable(request),
        Number(request.params.id),
        Number(request.query.page ?? 1),
        Math.min(RUNS_PAGE_MAX, Number(request.query.limit ?? 50)),
      ),
  );

  app.post<{ Params: { id: string } }>(
    '/uapi/v1/treasury/rules/:id/disable',
    {
      config: { access: { action: 'canTransfer' } },
      schema: {
        params: idParams,
        body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
      },
    },
    async (request) =>
      treasury.disable(actorOf(request), await readable(request), Number(request.params.id)),
  );
}
