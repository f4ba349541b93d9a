// Migration 040 (roles and the role × action matrix) on a fresh database and on one that
// already ran every earlier migration, and the demo users of each role it enables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MATRIX, matrixFromRows, matrixRows, ROLES } from '../../domain/permissions';
import {
  DEMO_ADMIN,
  DEMO_APPROVER,
  DEMO_ENTITY_INTL,
  DEMO_ENTITY_US,
  DEMO_TRADER,
} from '../seed/demo-constants';
import {
  DEMO_ADMIN_OTP,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_AUDITOR,
  DEMO_VIEWER,
} from '../seed/security-constants';
import { seedAccountSecurity } from '../seed/account-security';
import { createSecretBox } from '../security/secret-box';
import { GLOBAL_SCOPE } from '../settings/app-settings';
import {
  bearer,
  createPostgresSchema,
  createTestVenue,
  databaseVariants,
  signIn,
  type DatabaseVariant,
  type TestVenue,
} from '../testing/test-app';
import { openDatabase, type DatabaseHandle } from './connect';
import { loadMigrations, migrate } from './migrate';

async function openFresh(
  variant: DatabaseVariant,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (variant === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, dispose: () => handle.close() };
  }
  const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
  const handle = await openDatabase({ databaseUrl: schema.url });
  return {
    handle,
    async dispose() {
      await handle.close();
      await schema.drop();
    },
  };
}

describe.each(databaseVariants())(
  'R-AUTHZ-12 migration 040 and role demo users (%s)',
  (variant) => {
    let fresh: Awaited<ReturnType<typeof openFresh>>;
    beforeAll(async () => {
      fresh = await openFresh(variant);
    });
    afterAll(async () => fresh?.dispose());

    it('migrates a database that already ran 001-036: roles kept, the matrix seeded', async () => {
      const all = await loadMigrations();
      const before = all.filter((m) => m.version < '040');
      expect(all.some((m) => m.version === '040_permissions')).toBe(true);
      await migrate(fresh.handle, before);
      const { db } = fresh.handle;
      const { id } = await db
        .insertInto('users')
        .values({
          email: 'old@example.com',
          first_name: 'Old',
          last_name: 'User',
          password_hash: 'x',
          roles: ['approver', 'trader'],
          preferences: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Before 040 the five-role check refuses a viewer.
      await expect(
        db
          .updateTable('users')
          .set({ roles: ['viewer'] })
          .where('id', '=', id)
          .execute(),
      ).rejects.toThrow();

      expect(await migrate(fresh.handle, all)).toEqual(
        all.filter((m) => m.version >= '040').map((m) => m.version),
      );
      const kept = await db
        .selectFrom('users')
        .select('roles')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(kept?.roles).toEqual(['approver', 'trader']);
      const rows = await db.selectFrom('role_permissions').select(['role', 'action']).execute();
      expect(matrixFromRows(rows)).toEqual(DEFAULT_ROLE_MATRIX);
      expect(rows).toHaveLength(matrixRows(DEFAULT_ROLE_MATRIX).length);

      for (const role of ROLES)
        await db
          .updateTable('users')
          .set({ roles: [role] })
          .where('id', '=', id)
          .execute();
      await expect(
        db
          .updateTable('users')
          .set({ roles: ['superuser' as never] })
          .where('id', '=', id)
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('role_permissions')
          .values({ role: 'viewer', action: 'Launch Rockets' as never })
          .execute(),
      ).rejects.toThrow();
      // One row per (role, action).
      await expect(
        db.insertInto('role_permissions').values({ role: 'viewer', action: 'canRead' }).execute(),
      ).rejects.toThrow();
    });
  },
);

describe.each(databaseVariants())('R-AUTHZ-12 role demo users (%s)', (variant) => {
  let venue: TestVenue;
  const secretKey = Buffer.alloc(32, 7);
  beforeAll(async () => {
    venue = await createTestVenue(variant, { secretKey });
  });
  afterAll(async () => venue?.dispose());

  it('seeds a viewer, an auditor and a second admin with an authenticator, beside the three', async () => {
    const users = await venue.db
      .selectFrom('users')
      .select(['email', 'roles', 'otp_secret_enc', 'factor_policy'])
      .where('email', 'in', [
        DEMO_TRADER.email,
        DEMO_APPROVER.email,
        DEMO_ADMIN.email,
        DEMO_VIEWER.email,
        DEMO_AUDITOR.email,
        DEMO_ADMIN_OTP.email,
      ])
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.email, u.roles])).toEqual([
      [DEMO_TRADER.email, ['trader']],
      [DEMO_APPROVER.email, ['approver']],
      [DEMO_ADMIN.email, ['admin']],
      [DEMO_VIEWER.email, ['viewer']],
      [DEMO_AUDITOR.email, ['auditor']],
      [DEMO_ADMIN_OTP.email, ['admin']],
    ]);
    const admin2 = users.find((u) => u.email === DEMO_ADMIN_OTP.email);
    expect(admin2?.factor_policy).toEqual(['email_otp']);
    expect(createSecretBox(secretKey).open(admin2?.otp_secret_enc ?? '')).toBe(
      DEMO_ADMIN_TOTP_SECRET,
    );
  });

  it('each signs in with the emailed code and belongs to both Northwind entities', async () => {
    for (const user of [DEMO_VIEWER, DEMO_AUDITOR, DEMO_ADMIN_OTP]) {
      const token = await signIn(venue, user);
      const answer = await venue.app.inject({
        url: '/v2/user/legal-entities',
        headers: bearer(token),
      });
      expect(answer.json<{ entities: { name: string }[] }>().entities.map((e) => e.name)).toEqual([
        DEMO_ENTITY_US,
        DEMO_ENTITY_INTL,
      ]);
    }
  });

  it('adds them once to a database seeded before them (security seed step 2)', async () => {
    const emails = [DEMO_VIEWER.email, DEMO_AUDITOR.email, DEMO_ADMIN_OTP.email];
    // The second admin proposed the demo's pending requests: those go with them.
    await venue.db
      .deleteFrom('approval_requests')
      .where('requester_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', 'in', emails),
      )
      .execute();
    await venue.db.deleteFrom('users').where('email', 'in', emails).execute();
    await venue.db
      .updateTable('app_settings')
      .set({ value: '1' })
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', 'security_seed_version')
      .execute();
    const box = createSecretBox(secretKey);
    expect(await seedAccountSecurity(venue.db, box, Date.now())).toBe(true);
    expect(await seedAccountSecurity(venue.db, box, Date.now())).toBe(false);
    const back = await venue.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', emails)
      .execute();
    expect(back).toHaveLength(3);
  });
});
