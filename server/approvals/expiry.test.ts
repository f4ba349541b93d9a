// Expiry and durability (docs/approvals.md "Rules"): a request expires 48 hours after it is
// made (or last edited) on the injected clock; then nobody can act on it; the scheduler marks
// it expired exactly once, and after a restart catches up at once. What was acknowledged
// survives the restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions, type VenueApp } from '../app';
import type { Timers } from '../market-runtime/timers';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  asUser,
  entityIdOf,
  policyRule,
  requestOf,
  setPolicyRules,
  TEST_SECRET_KEY,
  testTransferKind,
} from '../testing/approvals';
import {
  createPostgresSchema,
  type DatabaseVariant,
  databaseVariants,
  manualClock,
  signIn,
  TEST_CSRF_KEY,
  TEST_PASSWORD_COST,
} from '../testing/test-app';
import { SWEEP_EVERY_MS } from './engine';

const HOUR = 3600_000;
const transfer = (note: string) => ({ asset: 'BTC', amount: '1', account_id: null, note });
const cleanups: (() => Promise<void>)[] = [];

/** Timers that never fire by themselves: the test runs the intervals it wants. */
function heldTimers() {
  const intervals: { callback: () => void; millis: number }[] = [];
  const timers: Timers = {
    setInterval: (callback, millis) => {
      const handle = { callback, millis };
      intervals.push(handle);
      return handle;
    },
    clearInterval: (handle) => {
      const index = intervals.indexOf(handle as (typeof intervals)[number]);
      if (index >= 0) intervals.splice(index, 1);
    },
    setTimeout: () => ({}),
    clearTimeout: () => undefined,
  };
  return {
    timers,
    fire: (millis: number) =>
      intervals.filter((i) => i.millis === millis).forEach((i) => i.callback()),
  };
}

async function database(
  variant: DatabaseVariant,
): Promise<Pick<AppOptions, 'dataDir' | 'databaseUrl'>> {
  if (variant === 'postgres') {
    const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
    cleanups.push(() => schema.drop());
    return { databaseUrl: schema.url };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'venue-approvals-db-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}

describe.each(databaseVariants())('maker-checker expiry (%s)', (variant) => {
  it('R-APPR-6 a request expires after 48 hours: nobody acts on it after, the scheduler marks it once', async () => {
    const where = await database(variant);
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-approvals-mail-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const clock = manualClock();
    const held = heldTimers();
    const venue = await createApp({
      passwordCost: TEST_PASSWORD_COST,
      ...where,
      outboxDir,
      now: clock.now,
      timers: held.timers,
      marketAutostart: false,
      marketHistoryMinutes: 60,
      logger: false,
      csrfKey: TEST_CSRF_KEY,
      secretKey: TEST_SECRET_KEY,
      approvalKinds: [testTransferKind({ mode: 'ok', runs: 0 })],
    });
    cleanups.unshift(() => venue.close());
    const at = { app: venue.app, outboxDir };
    let trader = asUser(at, await signIn(at, DEMO_TRADER));
    const a = requestOf(await trader.create('internal_transfer', transfer('a'), 'exp-a'));
    const b = requestOf(await trader.create('internal_transfer', transfer('b'), 'exp-b'));
    expect(a['expires_at']).toBe(new Date(clock.now() + 48 * HOUR).toISOString());

    clock.advance(48 * HOUR - 1);
    // Sessions idle out after 12 hours: sign in again.
    trader = asUser(at, await signIn(at, DEMO_TRADER));
    const approver = asUser(at, await signIn(at, DEMO_APPROVER));
    held.fire(SWEEP_EVERY_MS);
    expect(await venue.approvals.sweepExpired()).toBe(0);
    expect(requestOf(await approver.request(a.request_id))['can_act']).toBe(true);

    clock.advance(1);
    // Due but not swept yet: shown expired, and refused.
    const view = requestOf(await approver.request(a.request_id));
    expect(view.request_status).toBe('expired');
    expect(view['status_text']).toBe('Request Expired');
    expect(view['can_act']).toBe(false);
    const late = await approver.approve(a.request_id, {
      email_code: await approver.emailCode(DEMO_APPROVER.email),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('REQUEST_EXPIRED');
    expect((await approver.reject(b.request_id)).json().errors[0].code).toBe('REQUEST_EXPIRED');
    expect((await trader.cancel(b.request_id)).statusCode).toBe(409);

    // The scheduler's interval and direct sweeps, racing: each request is expired once.
    held.fire(SWEEP_EVERY_MS);
    await Promise.all([venue.approvals.sweepExpired(), venue.approvals.sweepExpired()]);
    expect(await venue.approvals.sweepExpired()).toBe(0);
    const expired = await venue.db
      .selectFrom('audit_log')
      .select('request_id')
      .where('action', '=', 'request_expired')
      .where('request_id', 'in', [Number(a.request_id), Number(b.request_id)])
      .execute();
    expect(expired.map((row) => row.request_id).sort()).toEqual(
      [Number(a.request_id), Number(b.request_id)].sort(),
    );
    const rows = await venue.db
      .selectFrom('approval_requests')
      .select(['status', 'closed_at'])
      .where('id', 'in', [Number(a.request_id), Number(b.request_id)])
      .execute();
    expect(rows.every((row) => row.status === 'expired' && row.closed_at !== null)).toBe(true);
  });

  it('R-APPR-6 R-APPR-13 after a restart the scheduler catches up at once; acknowledged requests and approvals survive', async () => {
    const where = await database(variant);
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-approvals-mail-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const clock = manualClock();
    const open = (): Promise<VenueApp> =>
      createApp({
        passwordCost: TEST_PASSWORD_COST,
        ...where,
        outboxDir,
        now: clock.now,
        timers: heldTimers().timers,
        marketAutostart: false,
        marketHistoryMinutes: 60,
        logger: false,
        csrfKey: TEST_CSRF_KEY,
        secretKey: TEST_SECRET_KEY,
        approvalKinds: [testTransferKind({ mode: 'ok', runs: 0 })],
      });
    let venue = await open();
    const first = { app: venue.app, outboxDir };
    let trader = asUser(first, await signIn(first, DEMO_TRADER));
    const kept = requestOf(await trader.create('internal_transfer', transfer('kept'), 'restart-1'));
    clock.advance(47 * HOUR);
    trader = asUser(first, await signIn(first, DEMO_TRADER));
    const entity = await entityIdOf(venue);
    await setPolicyRules(venue, entity, [policyRule({ min_approvers: 2 })], clock.now());
    const due = requestOf(await trader.create('internal_transfer', transfer('due'), 'restart-2'));
    const approver = asUser(first, await signIn(first, DEMO_APPROVER));
    const approved = await approver.approve(due.request_id, {
      email_code: await approver.emailCode(DEMO_APPROVER.email),
    });
    expect(requestOf(approved)['status_text']).toBe('1/2 Approved');
    await venue.close();

    clock.advance(2 * HOUR); // `kept` is now 49 h old, `due` 2 h.
    venue = await open();
    cleanups.unshift(() => venue.close());
    const status = async (id: string) =>
      (
        await venue.db
          .selectFrom('approval_requests')
          .select('status')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow()
      ).status;
    await waitFor(async () => (await status(kept.request_id)) === 'expired');
    expect(await status(due.request_id)).toBe('requested');
    expect(await venue.approvals.sweepExpired()).toBe(0);
    const audited = await venue.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'request_expired')
      .where('request_id', '=', Number(kept.request_id))
      .execute();
    expect(audited).toHaveLength(1);
    // The other request and the seeded ones were acknowledged before the restart: still there.
    const again = asUser(
      { app: venue.app, outboxDir },
      await signIn({ app: venue.app, outboxDir }, DEMO_TRADER),
    );
    const repeat = await again.create('internal_transfer', transfer('due'), 'restart-2');
    expect(requestOf(repeat).request_id).toBe(due.request_id);
    expect(requestOf(repeat).request_status).toBe('requested');
    expect(requestOf(repeat)['approvers']).toEqual(requestOf(approved)['approvers']);
    expect(requestOf(repeat)['status_text']).toBe('1/2 Approved');
  });
});
