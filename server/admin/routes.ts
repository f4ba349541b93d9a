// Reads of the admin settings screens (docs/api.md "Admin settings"): users, the role matrix,
// the approval policy, IP allowlists and feature flags of the caller's entity. Every change
// to them is a maker-checker request (POST /uapi/v1/maker_checker/requests).
import type { FastifyInstance } from 'fastify';
import { defaultRequirement } from '../../domain/approval-policy';
import { access } from '../approvals/access';
import { ACTIONS, ROLES } from '../../domain/permissions';
import { entityRoleMatrix } from '../policy/role-matrix';
import { policyRules } from '../approvals/policy';
import { actorOf } from '../approvals/actor';
import { customerFlags } from '../approvals/admin-store';
import { noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { featureFlags } from '../settings/app-settings';
import { allowlistsOfUser, entityUsers, rootOf } from './read-model';

export function registerAdminRoutes(app: FastifyInstance, deps: Pick<VenueServices, 'db'>): void {
  const { db } = deps;
  const signedIn = { schema: { querystring: noQuery } };

  app.get(
    '/uapi/v1/admin/users',
    { ...signedIn, config: access({ action: 'Manage Users' }) },
    async (request) => ({ users: await entityUsers(db, actorOf(request).entityId) }),
  );

  app.get(
    '/uapi/v1/admin/roles',
    { ...signedIn, config: access({ action: 'Manage Roles' }) },
    async (request) => {
      const matrix = await entityRoleMatrix(db, actorOf(request).entityId);
      return {
        roles: [...ROLES],
        actions: [...ACTIONS],
        grants: Object.fromEntries(
          ROLES.map((role) => [
            role,
            ACTIONS.filter((action) => (matrix[role] ?? []).includes(action)),
          ]),
        ),
      };
    },
  );

  app.get(
    '/uapi/v1/admin/policies',
    { ...signedIn, config: access({ action: 'Manage Approval Policies' }) },
    async (request) => ({
      rules: await policyRules(db, actorOf(request).entityId),
      defaults: {
        administrative: defaultRequirement('user_roles'),
        money: defaultRequirement('withdrawal'),
      },
    }),
  );

  app.get(
    '/uapi/v1/admin/ip_allowlists',
    { ...signedIn, config: access({ action: 'Manage IP Allowlists' }) },
    async (request) => ({ entities: await allowlistsOfUser(db, actorOf(request).userId) }),
  );

  app.get(
    '/uapi/v1/admin/feature_flags',
    { ...signedIn, config: access({ action: 'Manage Feature Flags' }) },
    async (request) => {
      const root = await rootOf(db, actorOf(request).entityId);
      return {
        customer_id: root,
        flags: await featureFlags(db, root),
        overrides: await customerFlags(db, root),
      };
    },
  );
}
