// GET /uapi/v1/customer_config (spec 3.2 customer state, 7.3): the acting entity's customer —
// info, customerId, rootCustomerId, userCanAllocate (the caller, as trade allocation decides it)
// and its active users sorted by displayName. Any member of the entity.
import type { FastifyInstance } from 'fastify';
import { activeMembers } from '../approvals/store';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { noQuery } from '../http/schemas';
import { userCanAllocate } from '../posttrade/allocation-service';
import type { VenueServices } from '../services';
import { customerOf } from './store';

export function registerCustomerConfigRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db'>,
): void {
  const { db } = deps;
  app.get(
    '/uapi/v1/customer_config',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const customer = await customerOf(db, auth.entityId);
      if (!customer) throw new ApiError(404, 'NOT_FOUND', 'No such customer');
      const users = (await activeMembers(db, auth.entityId))
        .map((u) => ({
          id: u.id,
          email: u.email,
          displayName: `${u.first_name} ${u.last_name}`.trim(),
          roles: u.roles,
        }))
        .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id - b.id);
      return {
        info: {
          name: customer.name,
          mandatory_las: customer.mandatory_las,
          has_legal_authorized_signatory: customer.has_legal_authorized_signatory,
        },
        customerId: customer.id,
        rootCustomerId: customer.parent_id ?? customer.id,
        userCanAllocate: await userCanAllocate(db, auth),
        users,
      };
    },
  );
}
