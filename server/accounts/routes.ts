// Accounts of the acting entity (docs/api.md): HedgeVenuesOptions, and renaming a subaccount.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError, notFound } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { optionsRfqEnabled } from '../options/flag';
import type { VenueServices } from '../services';
import { loadHedgeVenuesOptions } from './hedge-venues';
import { renameSubaccount } from './store';

/** A display name: 1-64 characters, no control characters, no leading or trailing space. */
export const ACCOUNT_NAME_PATTERN =
  '^[^\\s\\u0000-\\u001f\\u007f](?:[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f])?$';

interface RenameBody {
  accountId: number;
  subaccountId: number;
  name: string;
}

export function registerAccountRoutes(app: FastifyInstance, deps: Pick<VenueServices, 'db'>): void {
  const { db } = deps;

  // A read selection: only subaccounts whose effective canRead holds, with effective flags.
  app.get(
    '/uapi/v1/all_accounts',
    { config: { access: { action: 'canRead' } }, schema: { querystring: noQuery } },
    async (request) => {
      const { entityId, granted } = authOf(request);
      return loadHedgeVenuesOptions(db, entityId, {
        optionsRfqAccount: await optionsRfqEnabled(db, entityId),
        granted,
      });
    },
  );

  app.post<{ Body: RenameBody }>(
    '/uapi/v1/account/rename',
    {
      // Choice (docs/server.md): renaming is open to every role of the entity.
      config: { access: { action: 'member' } },
      schema: {
        body: closedObject({
          accountId: idSchema,
          subaccountId: idSchema,
          name: { type: 'string', minLength: 1, maxLength: 64, pattern: ACCOUNT_NAME_PATTERN },
        }),
      },
    },
    async (request) => {
      const { entityId } = authOf(request);
      const { accountId, subaccountId, name } = request.body;
      const result = await renameSubaccount(db, { entityId, accountId, subaccountId }, name);
      if (result === 'name_taken')
        throw new ApiError(409, 'CONFLICT', `An account named '${name}' already exists`, 'name');
      if (result === 'not_found') throw notFound();
      return { success: true };
    },
  );
}
