// The administrative executors (docs/approvals.md "Maker-checker requests"): each change is
// requested by one admin, approved by another, and carried out (or refused) when approved.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MATRIX } from '../../domain/permissions';
import { readOutbox } from '../mail/outbox';
import { institutionOf, loadRoleMatrix } from '../policy/role-matrix';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import { newTotpSecret } from '../security/totp';
import {
  addMember,
  asUser,
  entityIdOf,
  policyRule,
  requestOf,
  setPolicyRules,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import {
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

type View = ReturnType<typeof requestOf>;

describe.each(databaseVariants())('administrative executors (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let maker: UserCalls;
  let checker: UserCalls;
  let entityId = 0;
  let made = 0;

  /** The maker (an admin) requests, the demo admin approves with an emailed code. */
  async function pass(kind: string, payload: unknown): Promise<View> {
    made += 1;
    const created = await maker.create(kind, payload, `exec-${made}`);
    expect(created.statusCode, created.body).toBe(200);
    const id = requestOf(created).request_id;
    const approved = await checker.approve(id, {
      email_code: await checker.emailCode(DEMO_ADMIN.email),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return requestOf(approved);
  }

  const userRow = (id: number) =>
    venue.db
      .selectFrom('users')
      .select([
        'status',
        'roles',
        'deactivated_at',
        'invited_at',
        'otp_secret_enc',
        'password_hash',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now, secretKey: TEST_SECRET_KEY });
    const makerAdmin = await addMember(venue, ['admin']);
    maker = asUser(venue, await signInMember(venue, makerAdmin));
    checker = asUser(venue, await signIn(venue, DEMO_ADMIN));
    entityId = await entityIdOf(venue);
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-17 user_invite creates a pending member with the roles and mails an invitation whose link activates them', async () => {
    const email = `invitee-${variant}@example.com`;
    const view = await pass('user_invite', {
      email: email.toUpperCase(),
      first_name: 'Ivy',
      last_name: 'Invitee',
      roles: ['trader', 'approver'],
    });
    expect(view.request_status).toBe('executed');
    const userId = (view['result'] as { user_id: number }).user_id;
    const row = await userRow(userId);
    expect(row.status).toBe('pending');
    expect(row.roles).toEqual(['trader', 'approver']);
    expect(row.invited_at).not.toBeNull();
    const users = (await checker.get('/uapi/v1/admin/users')).json<{
      users: { id: number; status: string }[];
    }>().users;
    expect(users.find((u) => u.id === userId)?.status).toBe('pending');
    const mail = (await readOutbox(venue.outboxDir, email)).at(-1);
    expect(mail?.subject).toBe('You are invited to Desk by Northwind Capital LLC');
    const token = /reset_password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // No password yet: signing in fails like a wrong password.
    const early = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrfHeaders(),
      payload: { email, password: 'Anything-At-All-2026!' },
    });
    expect(early.statusCode).toBe(400);
    const password = 'Invited-Member-Pass-2026!';
    const accepted = await venue.app.inject({
      method: 'POST',
      url: '/api/reset_password',
      headers: csrfHeaders(),
      payload: { token, new_password: password, verify_password: password },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await userRow(userId)).status).toBe('active');
    expect(await signIn(venue, { email, password })).toMatch(/^[A-Za-z0-9_-]+$/);
    // The same email again: refused when asked, and refused at execution if it appears since.
    const again = await maker.create(
      'user_invite',
      { email, first_name: 'Ivy', last_name: 'Again', roles: ['trader'] },
      'invite-again',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('payload.email');
    const late = `late-${variant}@example.com`;
    const pending = requestOf(
      await maker.create(
        'user_invite',
        { email: late, first_name: 'Lee', last_name: 'Late', roles: ['trader'] },
        'invite-late',
      ),
    );
    await addMember(venue, ['trader'], { email: late });
    const refused = await checker.approve(pending.request_id, {
      email_code: await checker.emailCode(DEMO_ADMIN.email),
    });
    expect(requestOf(refused).request_status).toBe('failed');
    expect((requestOf(refused)['result'] as { error: { code: string } }).error.code).toBe(
      'USER_EXISTS',
    );
  });

  it('R-APPR-17 user_roles sets the roles, audited before and after; unknown roles and non-members are refused', async () => {
    const target = await addMember(venue, ['trader']);
    const view = await pass('user_roles', { user_id: target.id, roles: ['trader', 'approver'] });
    expect(view.request_status).toBe('executed');
    expect((await userRow(target.id)).roles).toEqual(['trader', 'approver']);
    const audit = await venue.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after', 'user_id', 'entity_id'])
      .where('request_id', '=', Number(view.request_id))
      .where('action', '=', 'request_executed')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`user:${target.id}`);
    expect(audit.before).toEqual({ roles: ['trader'] });
    expect(audit.after).toEqual({ roles: ['trader', 'approver'] });
    expect(audit.entity_id).toBe(entityId);
    const badRole = await maker.create(
      'user_roles',
      { user_id: target.id, roles: ['king'] },
      'r-1',
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('payload.roles.0');
    const outsider = await addMember(venue, ['trader'], { entity: 'Northwind Digital Ltd' });
    const notMember = await maker.create(
      'user_roles',
      { user_id: outsider.id, roles: ['trader'] },
      'r-2',
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().errors[0].field).toBe('payload.user_id');
  });

  it('R-APPR-17 user_deactivate revokes the user’s sessions and refuses their sign-in; user_reset_factors removes their factors', async () => {
    const target = await addMember(venue, ['trader'], { otpSecret: newTotpSecret() });
    const token = await signInMember(venue, target);
    const them = asUser(venue, token);
    expect((await them.get('/api/user/current_user')).statusCode).toBe(200);

    const reset = await pass('user_reset_factors', { user_id: target.id });
    expect(reset.request_status).toBe('executed');
    expect((await userRow(target.id)).otp_secret_enc).toBeNull();
    expect((await them.get('/api/user/current_user')).statusCode).toBe(401);

    const again = asUser(venue, await signInMember(venue, target));
    const view = await pass('user_deactivate', { user_id: target.id });
    expect(view.request_status).toBe('executed');
    expect((await userRow(target.id)).deactivated_at).not.toBeNull();
    expect((await again.get('/api/user/current_user')).statusCode).toBe(401);
    await expect(signInMember(venue, target)).rejects.toThrow(/login failed: 400/);
    const users = (await checker.get('/uapi/v1/admin/users')).json<{
      users: { id: number; status: string }[];
    }>().users;
    expect(users.find((u) => u.id === target.id)?.status).toBe('deactivated');
    // Deactivated users are no longer targets.
    const gone = await maker.create('user_roles', { user_id: target.id, roles: ['trader'] }, 'd-1');
    expect(gone.statusCode).toBe(404);
  });

  it('R-APPR-17 a change that would leave the entity without an active admin ends failed (LAST_ADMIN)', async () => {
    const { id: lone } = await venue.db
      .insertInto('customers')
      .values({ name: `Lone Admin Entity ${variant}`, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const soloAdmin = await addMember(venue, ['admin'], { entity: `Lone Admin Entity ${variant}` });
    const approverMember = await addMember(venue, ['approver'], {
      entity: `Lone Admin Entity ${variant}`,
    });
    await setPolicyRules(venue, lone, [policyRule({ kind: '*' })], clock.now());
    const solo = asUser(venue, await signInMember(venue, soloAdmin));
    const checkerThere = asUser(venue, await signInMember(venue, approverMember));
    for (const [kind, payload] of [
      ['user_roles', { user_id: soloAdmin.id, roles: ['trader'] }],
      ['user_deactivate', { user_id: soloAdmin.id }],
    ] as const) {
      const id = requestOf(await solo.create(kind, payload, `lone-${kind}`)).request_id;
      const answer = await checkerThere.approve(id, {
        email_code: await checkerThere.emailCode(approverMember.email),
      });
      expect(requestOf(answer).request_status).toBe('failed');
      expect((requestOf(answer)['result'] as { error: { code: string } }).error.code).toBe(
        'LAST_ADMIN',
      );
    }
    expect((await userRow(soloAdmin.id)).roles).toEqual(['admin']);
    expect((await userRow(soloAdmin.id)).deactivated_at).toBeNull();
  });

  it('R-APPR-18 role_permissions replaces a role’s grants in the institution’s matrix only; a change leaving nobody to approve is refused', async () => {
    // Migration 040 seeded the default matrix; 044 gives an institution its own copy on change.
    const institution = await institutionOf(venue.db, entityId);
    const other = await venue.db
      .selectFrom('customers')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', '!=', institution ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherBefore = await loadRoleMatrix(venue.db, other.id);
    const view = await pass('role_permissions', {
      role: 'auditor',
      actions: ['Read Audit Log', 'canRead'],
    });
    expect(view.request_status).toBe('executed');
    const rows = await sql<{
      action: string;
    }>`SELECT action FROM role_permissions
       WHERE role = 'auditor' AND institution_id = ${institution} ORDER BY action`.execute(
      venue.db,
    );
    expect(rows.rows.map((row) => row.action)).toEqual(['Read Audit Log', 'canRead']);
    // The other roles were copied unchanged; the default and other institutions keep theirs.
    const own = await loadRoleMatrix(venue.db, institution ?? 0);
    expect(own.trader).toEqual(DEFAULT_ROLE_MATRIX.trader);
    expect(await loadRoleMatrix(venue.db, other.id)).toEqual(otherBefore);
    expect(otherBefore.auditor).toEqual(DEFAULT_ROLE_MATRIX.auditor);
    const matrix = (await checker.get('/uapi/v1/admin/roles')).json<{
      roles: string[];
      grants: Record<string, string[]>;
    }>();
    expect(matrix.roles).toEqual(['viewer', 'trader', 'approver', 'admin', 'auditor']);
    expect(matrix.grants['auditor']).toEqual(['canRead', 'Read Audit Log']);
    const lockout = await maker.create(
      'role_permissions',
      { role: 'admin', actions: ['canRead', 'Approve Requests'] },
      'lockout-1',
    );
    expect(lockout.statusCode).toBe(409);
    expect(lockout.json().errors[0].code).toBe('LOCKOUT');
    const badAction = await maker.create(
      'role_permissions',
      { role: 'viewer', actions: ['Fly'] },
      'bad-action',
    );
    expect(badAction.statusCode).toBe(400);
  });

  it('R-APPR-18 approval_policy replaces the entity’s ordered rules; invalid rule lists are refused', async () => {
    const approver = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_APPROVER.email)
      .executeTakeFirstOrThrow();
    const rules = [
      {
        kind: 'withdrawal',
        asset: 'BTC',
        min_amount_usd: '10000',
        max_amount_usd: null,
        destination_type: 'external',
        account_id: null,
        min_approvers: 2,
        approver_roles: ['approver', 'admin'],
        approver_user_ids: [],
      },
      {
        kind: '*',
        asset: '*',
        min_amount_usd: null,
        max_amount_usd: null,
        destination_type: 'any',
        account_id: null,
        min_approvers: 1,
        approver_roles: ['admin'],
        approver_user_ids: [approver.id],
      },
    ];
    const view = await pass('approval_policy', { rules });
    expect(view.request_status).toBe('executed');
    const listed = (await checker.get('/uapi/v1/admin/policies')).json<{
      rules: { position: number; kind: string; min_amount_usd: string | null }[];
      defaults: { administrative: { approver_roles: string[] } };
    }>();
    expect(listed.rules.map((r) => [r.position, r.kind, r.min_amount_usd])).toEqual([
      [1, 'withdrawal', '10000'],
      [2, '*', null],
    ]);
    expect(listed.defaults.administrative.approver_roles).toEqual(['admin']);
    const invalid = async (rule: Record<string, unknown>, field: string) => {
      const answer = await maker.create(
        'approval_policy',
        { rules: [{ ...rules[0], ...rule }] },
        `bad-policy-${++made}`,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe(field);
    };
    await invalid({ max_amount_usd: '5000' }, 'payload.rules.0.max_amount_usd');
    await invalid({ approver_roles: [] }, 'payload.rules.0.approver_roles');
    await invalid({ approver_user_ids: [999999] }, 'payload.rules.0.approver_user_ids');
    await invalid({ min_amount_usd: '-1' }, 'payload.rules.0.min_amount_usd');
    await invalid({ destination_type: 'moon' }, 'payload.rules.0.destination_type');
    // Back to the defaults (the second rule lets the approver pass it too).
    expect((await pass('approval_policy', { rules: [] })).request_status).toBe('executed');
    expect(
      (await checker.get('/uapi/v1/admin/policies')).json<{ rules: unknown[] }>().rules,
    ).toEqual([]);
  });

  it('R-APPR-19 ip_allowlist writes the entity’s allowlist (spec 5 pattern); feature_flags the institution’s flags', async () => {
    const allowlist = '127.0.0.1, 10.0.0.0/8 ,2001:db8::/32';
    const view = await pass('ip_allowlist', { allowlist });
    expect(view.request_status).toBe('executed');
    const lists = (await checker.get('/uapi/v1/admin/ip_allowlists')).json<{
      entities: { entity_id: number; allowlist: string }[];
    }>().entities;
    expect(lists.find((e) => e.entity_id === entityId)?.allowlist).toBe(
      '127.0.0.1, 10.0.0.0/8, 2001:db8::/32',
    );
    for (const [index, bad] of ['10.0.0.0/33', '10.0.0.1,', 'example.com', '10.0.0.0/0'].entries())
      expect(
        (await maker.create('ip_allowlist', { allowlist: bad }, `ip-bad-${index}`)).json().errors[0]
          .field,
      ).toBe('payload.allowlist');
    expect((await pass('ip_allowlist', { allowlist: '' })).request_status).toBe('executed');

    const flags = await pass('feature_flags', {
      flags: { spot_margin: true, fee_statistics: false },
    });
    expect(flags.request_status).toBe('executed');
    const read = (await checker.get('/uapi/v1/admin/feature_flags')).json<{
      flags: Record<string, boolean>;
      overrides: Record<string, boolean>;
    }>();
    expect(read.flags['spot_margin']).toBe(true);
    expect(read.flags['fee_statistics']).toBe(false);
    // defi_enabled is the demo institution's own override from the DeFi seed (docs/defi.md).
    expect(read.overrides).toEqual({
      spot_margin: true,
      fee_statistics: false,
      defi_enabled: true,
    });
    const trader = asUser(venue, await signIn(venue, DEMO_TRADER));
    const config = (await trader.get('/api/user_config')).json<{
      feature_flags: Record<string, boolean>;
    }>();
    expect(config.feature_flags['spot_margin']).toBe(true);
    const unknown = await maker.create('feature_flags', { flags: { warp_drive: true } }, 'ff-bad');
    expect(unknown.statusCode).toBe(400);
    expect((await maker.create('feature_flags', { flags: {} }, 'ff-empty')).statusCode).toBe(400);
  });
});
