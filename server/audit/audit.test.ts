// The audit log (docs/approvals.md "Audit log"): append-only in the database and in the types,
// written for sign-ins and every step of a request, read back filtered and paged, and
// exported as CSV streamed row by row.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ENTITY_INTL, DEMO_TRADER } from '../seed/demo-constants';
import {
  addMember,
  asUser,
  entityIdOf,
  requestOf,
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
import { AUDIT_CSV_COLUMNS, parseQueryDate, safeCell } from './routes';

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe('R-APPR-21 audit query helpers', () => {
  it('R-APPR-21 query dates are spec 9 (YYYY-MM-DD HH:mm:ss, UTC); a bare "to" date is the end of that day', () => {
    expect(parseQueryDate('2026-11-22 09:30:00', 'from').toISOString()).toBe(
      '2026-11-22T09:30:00.000Z',
    );
    expect(parseQueryDate('2026-11-22', 'from').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseQueryDate('2026-11-22', 'to').toISOString()).toBe('2026-11-22T23:59:59.999Z');
    expect(() => parseQueryDate('2026-02-30', 'from')).toThrow(/not a valid date/);
    expect(() => parseQueryDate('2026-11-22 24:00:00', 'to')).toThrow(/not a valid date/);
  });

  it('R-APPR-21 a CSV cell a spreadsheet would run as a formula is defused', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1'])
      expect(safeCell(formula)).toBe(`'${formula}`);
    expect(safeCell('request:12')).toBe('request:12');
  });
});

describe.each(databaseVariants())('audit log (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let admin: UserCalls;
  let entityId = 0;

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now, secretKey: TEST_SECRET_KEY });
    admin = asUser(venue, await signIn(venue, DEMO_ADMIN));
    entityId = await entityIdOf(venue);
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-20 the audit log refuses UPDATE, DELETE and TRUNCATE (trigger), and no update compiles', async () => {
    const before = await venue.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE audit_log SET action = 'tampered'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ])
      await expect(statement.execute(venue.db)).rejects.toThrow(/append-only/);
    if (false as boolean) {
      // @ts-expect-error audit_log columns have the update type `never`: no `set` compiles.
      await venue.db.updateTable('audit_log').set({ action: 'tampered' }).execute();
    }
    expect(await venue.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('R-APPR-20 sign-ins and failed sign-in steps are audited with who, when, IP and entity', async () => {
    const ip = '198.51.100.23';
    const wrong = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrfHeaders(),
      remoteAddress: ip,
      payload: { email: DEMO_TRADER.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrfHeaders(),
      remoteAddress: ip,
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    await signIn(venue, DEMO_TRADER);
    const trader = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_TRADER.email)
      .executeTakeFirstOrThrow();
    const rows = await venue.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity_id', 'ip', 'action', 'target', 'outcome', 'after', 'at'])
      .where('action', 'in', ['sign_in', 'sign_in_failed'])
      .orderBy('id')
      .execute();
    expect(rows).toContainEqual({
      user_id: trader.id,
      entity_id: entityId,
      ip,
      action: 'sign_in_failed',
      target: `email:${DEMO_TRADER.email}`,
      outcome: 'failure',
      after: { factor: 'password' },
      at: new Date(clock.now()),
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        user_id: null,
        entity_id: null,
        action: 'sign_in_failed',
        target: 'email:nobody@example.com',
      }),
    );
    expect(rows.at(-1)).toEqual(
      expect.objectContaining({
        user_id: trader.id,
        entity_id: entityId,
        action: 'sign_in',
        outcome: 'success',
      }),
    );
  });

  it('R-APPR-20 every step of a request is audited: made, approved, executed with the state before and after', async () => {
    const maker = await addMember(venue, ['admin']);
    const makerCalls = asUser(venue, await signInMember(venue, maker), '203.0.113.9');
    const made = requestOf(
      await makerCalls.create('ip_allowlist', { allowlist: '127.0.0.1, 192.0.2.0/24' }, 'audit-1'),
    );
    await admin.approve(made.request_id, { email_code: await admin.emailCode(DEMO_ADMIN.email) });
    const entries = (await admin.get(`/uapi/v1/admin/audit?limit=200`)).json<{
      entries: {
        action: string;
        request_id: string | null;
        ip: string;
        before: unknown;
        after: unknown;
        user_id: number;
        target: string;
      }[];
    }>().entries;
    const mine = entries.filter((entry) => entry.request_id === made.request_id).reverse();
    expect(mine.map((entry) => entry.action)).toEqual([
      'request_created',
      'request_approved',
      'request_executed',
    ]);
    expect(mine[0]).toEqual(
      expect.objectContaining({
        user_id: maker.id,
        ip: '203.0.113.9',
        target: `request:${made.request_id}`,
      }),
    );
    expect(mine[2]).toEqual(
      expect.objectContaining({
        target: `entity:${entityId}`,
        before: { allowlist: '' },
        after: { allowlist: '127.0.0.1, 192.0.2.0/24' },
      }),
    );
  });

  it('R-APPR-21 the read filters by user, action and time, pages newest first, and shows only the caller’s entity', async () => {
    const trader = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_TRADER.email)
      .executeTakeFirstOrThrow();
    const all = (await admin.get('/uapi/v1/admin/audit?limit=200')).json<{
      entries: { id: number; entity_id: number; at: string }[];
      total: number;
    }>();
    expect(all.total).toBe(all.entries.length);
    expect(all.entries.every((entry) => entry.entity_id === entityId)).toBe(true);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byUser = (
      await admin.get(`/uapi/v1/admin/audit?user_id=${trader.id}&action=sign_in_failed`)
    ).json<{ entries: { user_id: number; action: string }[]; total: number }>();
    expect(byUser.total).toBeGreaterThan(0);
    expect(
      byUser.entries.every((e) => e.user_id === trader.id && e.action === 'sign_in_failed'),
    ).toBe(true);
    const page2 = (await admin.get('/uapi/v1/admin/audit?limit=2&page=2')).json<{
      entries: { id: number }[];
      total: number;
    }>();
    expect(page2.entries.map((e) => e.id)).toEqual(ids.slice(2, 4));
    expect(page2.total).toBe(all.total);
    clock.advance(24 * 3600_000);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    await signIn(venue, DEMO_TRADER);
    // Sessions idle out after 12 hours.
    admin = asUser(venue, await signIn(venue, DEMO_ADMIN));
    const today = (await admin.get(`/uapi/v1/admin/audit?from=${day}%2000:00:00&to=${day}`)).json<{
      entries: { at: string }[];
    }>();
    expect(today.entries.length).toBeGreaterThan(0);
    expect(today.entries.every((e) => e.at.startsWith(day))).toBe(true);
    // Another entity's members see its own log, not this one.
    const other = await addMember(venue, ['admin'], { entity: DEMO_ENTITY_INTL });
    const theirs = asUser(venue, await signInMember(venue, other));
    const foreign = (await theirs.get('/uapi/v1/admin/audit?limit=200')).json<{
      entries: { entity_id: number }[];
    }>();
    expect(foreign.entries.every((e) => e.entity_id !== entityId)).toBe(true);
    for (const bad of [
      '?from=2026-02-30',
      '?from=yesterday',
      '?limit=0',
      '?limit=201',
      '?page=0',
      '?user_id=x',
      '?from=2026-11-23&to=2026-11-22',
      '?x=1',
    ])
      expect((await admin.get(`/uapi/v1/admin/audit${bad}`)).statusCode).toBe(400);
  });

  it('R-APPR-21 the CSV export streams every matching entry with a header, JSON states and defused formulas', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      at: new Date(clock.now()),
      user_id: null,
      entity_id: entityId,
      ip: '',
      action: 'bulk_test',
      target: i === 0 ? '=HYPERLINK("http://evil.example")' : `row:${i}`,
      before: null,
      after: JSON.stringify({ i, note: 'a, "quoted" value' }),
      outcome: 'success' as const,
      request_id: null,
    }));
    await venue.db.insertInto('audit_log').values(many).execute();
    const answer = await admin.get('/uapi/v1/admin/audit.csv?action=bulk_test');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(answer.body);
    expect(records[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    const rows = records.slice(1);
    expect(rows).toHaveLength(1200);
    const column = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => AUDIT_CSV_COLUMNS.indexOf(name);
    const first = rows.at(-1) ?? [];
    expect(first[column('target')]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(JSON.parse(first[column('after')] ?? '')).toEqual({ i: 0, note: 'a, "quoted" value' });
    expect(rows.map((row) => Number(row[column('id')]))).toEqual(
      rows.map((row) => Number(row[column('id')])).sort((a, b) => b - a),
    );
    const empty = parseCsv(
      (await admin.get('/uapi/v1/admin/audit.csv?action=nothing_like_this')).body,
    );
    expect(empty).toEqual([[...AUDIT_CSV_COLUMNS]]);
    expect((await admin.get('/uapi/v1/admin/audit.csv?page=1')).statusCode).toBe(400);
  });
});
