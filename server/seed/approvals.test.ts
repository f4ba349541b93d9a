// The demo's pending maker-checker requests: there on first start, made once whatever the
// number of restarts, proposed by the second admin for the demo admin to pass.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type VenueApp } from '../app';
import { writeSetting, GLOBAL_SCOPE } from '../settings/app-settings';
import { asUser, MC } from '../testing/approvals';
import {
  createPostgresSchema,
  databaseVariants,
  manualClock,
  signIn,
  TEST_CSRF_KEY,
  TEST_PASSWORD_COST,
} from '../testing/test-app';
import { seedApprovalRequests } from './approvals';
import { DEMO_ADMIN, DEMO_APPROVER } from './demo-constants';
import { DEMO_ADMIN_OTP } from './security-constants';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(databaseVariants())('R-APPR-23 demo approval requests (%s)', (variant) => {
  it('R-APPR-23 four pending requests of different kinds, by the second admin, seeded once across restarts', async () => {
    const where =
      variant === 'postgres'
        ? await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '').then((schema) => {
            cleanups.push(() => schema.drop());
            return { databaseUrl: schema.url };
          })
        : await mkdtemp(join(tmpdir(), 'venue-seed-approvals-')).then((dataDir) => {
            cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
            return { dataDir };
          });
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-seed-mail-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const clock = manualClock();
    const open = (): Promise<VenueApp> =>
      createApp({
        passwordCost: TEST_PASSWORD_COST,
        ...where,
        outboxDir,
        now: clock.now,
        marketAutostart: false,
        marketHistoryMinutes: 60,
        logger: false,
        csrfKey: TEST_CSRF_KEY,
      });
    const snapshot = async (venue: VenueApp) =>
      venue.db
        .selectFrom('approval_requests')
        .innerJoin('users', 'users.id', 'approval_requests.requester_id')
        .select([
          'approval_requests.id',
          'approval_requests.kind',
          'approval_requests.status',
          'users.email',
        ])
        .orderBy('approval_requests.id')
        .execute();

    let venue = await open();
    const first = await snapshot(venue);
    expect(first.map((row) => row.kind)).toEqual([
      'user_roles',
      'ip_allowlist',
      'feature_flags',
      'user_invite',
    ]);
    expect(first.every((row) => row.status === 'requested')).toBe(true);
    expect(first.every((row) => row.email === DEMO_ADMIN_OTP.email)).toBe(true);
    const at = { app: venue.app, outboxDir };
    const admin = asUser(at, await signIn(at, DEMO_ADMIN));
    const approver = asUser(at, await signIn(at, DEMO_APPROVER));
    const list = (await admin.get(`${MC}/requests?status=requested`)).json<{
      requests: { can_act: boolean }[];
    }>().requests;
    expect(list).toHaveLength(4);
    expect(list.every((request) => request.can_act)).toBe(true);
    const notTheirs = (await approver.get(`${MC}/requests?status=requested`)).json<{
      requests: { can_act: boolean }[];
    }>().requests;
    expect(notTheirs.every((request) => !request.can_act)).toBe(true);
    // Again in the same process, even with the version marker gone: nothing new.
    await writeSetting(venue.db, GLOBAL_SCOPE, 'approvals_seed_version', 0);
    expect(await seedApprovalRequests(venue.db, venue.approvals)).toBe(0);
    await venue.close();

    venue = await open();
    cleanups.unshift(() => venue.close());
    expect(await snapshot(venue)).toEqual(first);
    // Two first starts on disk (each seeds the demo, its approvals and the 180-day portfolio
    // history): more than the default 20 s on a loaded 2-core machine.
  }, 60_000);
});
