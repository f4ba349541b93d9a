// The maker-checker, admin and audit calls as routes: every one declares its access, the admin
// reads answer their documented shapes, and no input makes any of them fail with a 5xx.
import fc from 'fast-check';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminRoutes } from '../admin/routes';
import { registerAuditRoutes } from '../audit/routes';
import type { VenueServices } from '../services';
import { DEMO_ADMIN, DEMO_ENTITY_INTL, DEMO_ENTITY_US } from '../seed/demo-constants';
import { asUser, MC, TEST_SECRET_KEY, type UserCalls } from '../testing/approvals';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';
import { registerApprovalRoutes } from './routes';

describe('R-APPR-26 route access declarations', () => {
  it('R-APPR-26 every maker-checker, admin and audit route declares config.access', () => {
    const app = Fastify();
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    const deps = {
      authenticate: async () => undefined,
      db: {},
      now: () => 0,
      log: app.log,
      approvals: {},
      approvalFactors: {},
      relyingParty: () => ({ rpId: 'localhost', origins: [] }),
    } as unknown as VenueServices;
    registerApprovalRoutes(app, deps);
    registerAdminRoutes(app, deps);
    registerAuditRoutes(app, deps);
    const declared = routes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [route.method, route.url, (route.config as { access?: unknown })?.access]);
    expect(declared).toEqual(
      expect.arrayContaining([
        ['GET', `${MC}/requests`, { action: 'member' }],
        ['POST', `${MC}/requests/:id/approve`, { action: 'Approve Requests' }],
        ['POST', `${MC}/requests/:id/reject`, { action: 'Approve Requests' }],
        ['GET', '/uapi/v1/admin/audit', { action: 'Read Audit Log' }],
        ['GET', '/uapi/v1/admin/audit.csv', { action: 'Export Audit Log' }],
        ['GET', '/uapi/v1/admin/users', { action: 'Manage Users' }],
      ]),
    );
    expect(declared).toHaveLength(17);
    for (const [, , access] of declared) expect(access).toBeDefined();
  });
});

describe('maker-checker routes over HTTP', () => {
  let venue: TestVenue;
  let admin: UserCalls;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', { secretKey: TEST_SECRET_KEY });
    admin = asUser(venue, await signIn(venue, DEMO_ADMIN));
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-25 the admin reads: users with roles, status and factors; the matrix; the policy; allowlists; flags', async () => {
    const users = (await admin.get('/uapi/v1/admin/users')).json<{
      users: { email: string; roles: string[]; status: string; factors: object }[];
    }>().users;
    expect(users.find((u) => u.email === DEMO_ADMIN.email)).toEqual(
      expect.objectContaining({
        roles: ['admin'],
        status: 'active',
        factors: { policy: ['email_otp'], authenticator: false, security_keys: 0 },
      }),
    );
    const roles = (await admin.get('/uapi/v1/admin/roles')).json<{
      roles: string[];
      actions: string[];
      grants: Record<string, string[]>;
    }>();
    expect(roles.roles).toEqual(['viewer', 'trader', 'approver', 'admin', 'auditor']);
    expect(roles.actions).toHaveLength(20);
    expect(roles.grants['auditor']).toEqual(['canRead', 'Read Audit Log', 'Export Audit Log']);
    const policies = (await admin.get('/uapi/v1/admin/policies')).json<{
      rules: unknown[];
      defaults: Record<string, { min_approvers: number; approver_roles: string[] }>;
    }>();
    // The only seeded rule is custody's per-vault quorum of the cold vault (issue 15).
    expect(policies.rules).toEqual([
      expect.objectContaining({ kind: 'custody_send', min_approvers: 2 }),
    ]);
    expect(policies.defaults).toEqual({
      administrative: { min_approvers: 1, approver_roles: ['admin'], approver_user_ids: [] },
      money: { min_approvers: 1, approver_roles: ['approver'], approver_user_ids: [] },
    });
    const lists = (await admin.get('/uapi/v1/admin/ip_allowlists')).json<{
      entities: { name: string; allowlist: string }[];
    }>().entities;
    expect(lists.map((e) => e.name)).toEqual([DEMO_ENTITY_US, DEMO_ENTITY_INTL].sort());
    const flags = (await admin.get('/uapi/v1/admin/feature_flags')).json<{
      flags: Record<string, boolean>;
      overrides: Record<string, boolean>;
    }>();
    expect(flags.flags['edge_trading_enabled']).toBe(true);
    // The demo institution's own override: DeFi is seeded on for it (docs/defi.md).
    expect(flags.overrides).toEqual({ defi_enabled: true });
    expect((await admin.get('/uapi/v1/admin/users?x=1')).statusCode).toBe(400);
    const anonymous = await venue.app.inject({ method: 'GET', url: '/uapi/v1/admin/users' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('R-APPR-24 random bodies, queries and ids answer 2xx or 4xx with an errors list, never 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 3 }),
      fc.dictionary(
        fc.string({ maxLength: 8 }),
        fc.oneof(fc.string({ maxLength: 8 }), fc.boolean()),
        {
          maxKeys: 3,
        },
      ),
    );
    const payloadKeys = fc.constantFrom(
      'user_id',
      'roles',
      'email',
      'first_name',
      'last_name',
      'role',
      'actions',
      'rules',
      'allowlist',
      'flags',
      'x',
    );
    const kind = fc.constantFrom(
      'user_invite',
      'user_roles',
      'user_deactivate',
      'user_reset_factors',
      'role_permissions',
      'approval_policy',
      'ip_allowlist',
      'feature_flags',
      'withdrawal',
      'nope',
    );
    const body = fc.oneof(
      fc.record({
        kind,
        payload: fc.dictionary(payloadKeys, value, { maxKeys: 4 }),
        client_request_id: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.string()),
      }),
      fc.dictionary(
        fc.constantFrom('kind', 'payload', 'client_request_id', 'second_factor', 'reason', 'x'),
        value,
        { maxKeys: 4 },
      ),
      fc.record({
        second_factor: fc.dictionary(
          fc.constantFrom('otp_code', 'email_code', 'assertion', 'x'),
          value,
          { maxKeys: 2 },
        ),
      }),
    );
    const id = fc.oneof(
      fc.constantFrom('1', '2', '3', '999999', '0', '-1', 'abc', '1e3', '99999999999'),
    );
    const route = fc.constantFrom(
      ['POST', `${MC}/requests`],
      ['PUT', `${MC}/requests/:id`],
      ['POST', `${MC}/requests/:id/approve`],
      ['POST', `${MC}/requests/:id/reject`],
      ['POST', `${MC}/requests/:id/cancel`],
      ['POST', `${MC}/second_factor/key/begin`],
    );
    await fc.assert(
      fc.asyncProperty(route, id, body, async ([method, url], key, payload) => {
        const real = await (method === 'PUT'
          ? admin.put(url.replace(':id', encodeURIComponent(key)), payload)
          : admin.post(url.replace(':id', encodeURIComponent(key)), payload));
        expect(real.statusCode, real.body).toBeLessThan(500);
        if (real.statusCode >= 400)
          expect(real.json<{ errors: { code: string }[] }>().errors[0]?.code).toMatch(/^[A-Z_]+$/);
      }),
      { numRuns: 250 },
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'status',
        'kind',
        'page',
        'limit',
        'user_id',
        'action',
        'from',
        'to',
        'asset',
        'amount_usd',
        'destination_type',
        'account_id',
        'x',
      ),
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('1', '0', '201', 'requested', '2026-11-22', 'BTC'),
      ),
      { maxKeys: 3 },
    );
    const getRoute = fc.constantFrom(
      `${MC}/requests`,
      `${MC}/requests/1`,
      `${MC}/requests/abc`,
      `${MC}/policy/dry_run`,
      '/uapi/v1/admin/audit',
      '/uapi/v1/admin/audit.csv',
      '/uapi/v1/admin/users',
    );
    await fc.assert(
      fc.asyncProperty(getRoute, query, async (url, params) => {
        const answer = await admin.get(`${url}?${new URLSearchParams(params).toString()}`);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
