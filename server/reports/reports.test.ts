// Reports over HTTP on an in-memory venue with a manual clock: a 12,345-order history (three
// keyset pages) exported as CSV and XLSX parses back to exactly the database's rows; a balance
// statement PDF renders (pdftoppm) and prints the ledger's opening and closing balances
// (pdftotext); every kind in every format becomes a ready file that opens; only the owner sees
// and downloads a job; signed links; expiry; the owner's stream topic advances.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, normalizeDecimal } from '../../domain/decimal';
import { formatDateTimeUtc } from '../../domain/dates';
import { reportsTopic } from '../../domain/market/private-topics';
import {
  formatsOf,
  REPORT_KINDS,
  REPORT_RETENTION_MS,
  type ReportFormat,
  type ReportKind,
} from '../../domain/reports';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import { insertSyntheticOrders, SYNTHETIC_ORDER_ID_BASE } from '../testing/report-data';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import type { JobView } from './service';

const run = promisify(execFile);
const clock = manualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
const ORDERS = 12_345;
const FIRST = Date.UTC(2026, 10, 1, 0, 0, 0);
let venue: TestVenue;
let trader: string;
let approver: string;
let edgeMain: { id: number; accountId: number };
let work: string;

async function request(token: string, body: object): Promise<JobView> {
  const res = await postJson(venue, token, '/uapi/v1/reports', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { job: JobView }).job;
}

async function produced(token: string, body: object): Promise<JobView> {
  const job = await request(token, body);
  await venue.reports.drain();
  const res = await venue.app.inject({ url: `/uapi/v1/reports/${job.id}`, headers: bearer(token) });
  return (res.json() as { job: JobView }).job;
}

async function download(token: string, id: number): Promise<Buffer> {
  const res = await venue.app.inject({
    url: `/uapi/v1/reports/${id}/file`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function saved(bytes: Buffer, name: string): Promise<string> {
  const path = join(work, name);
  await writeFile(path, bytes);
  return path;
}

/** The order rows the database holds for the window, as the export must show them. */
async function databaseOrders(from: number, to: number) {
  return venue.db
    .selectFrom('orders')
    .select(['id', 'client_order_id', 'quantity', 'status', 'created_at'])
    .where('subaccount_id', '=', edgeMain.id)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reports-test-'));
  venue = await createTestVenue('pglite', {
    now: clock.now,
    marketHistoryMinutes: 60,
    reportsAutostart: false,
    // Only the synthetic orders: the demo's post-trade history would add its own.
    postTradeSeed: false,
  });
  venue.market.step(200);
  trader = await signIn(venue, DEMO_TRADER);
  approver = await signIn(venue, DEMO_APPROVER);
  edgeMain = await subaccountNamed(venue, 'Edge Main');
  await insertSyntheticOrders(venue.db, {
    subaccountId: edgeMain.id,
    accountId: edgeMain.accountId,
    count: ORDERS,
    firstTime: FIRST,
    stepMillis: 60_000,
  });
}, 120_000);
afterAll(async () => {
  await venue?.dispose();
  await rm(work, { recursive: true, force: true });
});

describe('order history export', () => {
  const window = { start_date: '2026-11-01', end_date: '2026-11-30' };

  it('R-RPT-1: a queued job runs to ready with progress 100 and every row of the window', async () => {
    const job = await request(trader, {
      kind: 'order_history_async_download',
      format: 'csv',
      subaccount_ids: [edgeMain.id],
      ...window,
    });
    expect(job.status).toBe('queued');
    expect(job.progress).toBe(0);
    await venue.reports.drain();
    const res = await venue.app.inject({ url: '/uapi/v1/reports', headers: bearer(trader) });
    const done = (res.json() as { jobs: JobView[] }).jobs.find((j) => j.id === job.id);
    expect(done?.status).toBe('ready');
    expect(done?.progress).toBe(100);
    expect(done?.rows_written).toBe(ORDERS);
    expect(done?.expires_at).toBe(clock.now() + REPORT_RETENTION_MS);
    expect(done?.file_name).toMatch(/^order-history-2026-11-22-\d+\.csv$/);
  });

  it('R-RPT-3, R-RPT-4: the CSV parses back to the database rows, formula-like text neutralised', async () => {
    const job = await produced(trader, {
      kind: 'order_history_async_download',
      format: 'csv',
      subaccount_ids: [edgeMain.id],
      ...window,
    });
    const rows = parse(await download(trader, job.id), { columns: true }) as Record<
      string,
      string
    >[];
    const db = await databaseOrders(FIRST, Date.UTC(2026, 10, 30, 23, 59, 59, 999));
    expect(rows).toHaveLength(db.length);
    expect(db).toHaveLength(ORDERS);
    for (const [i, r] of rows.entries()) {
      const d = db[i];
      expect(r['Order ID']).toBe(String(d?.id));
      expect(r['Quantity']).toBe(normalizeDecimal(d?.quantity ?? ''));
      expect(r['Status']).toBe(d?.status);
      expect(r['Time (UTC)']).toBe(formatDateTimeUtc(Number(d?.created_at)));
      const client = d?.client_order_id ?? '';
      expect(r['Client Order ID']).toBe(client.startsWith('=') ? `'${client}` : client);
    }
    expect(rows[0]?.['Time (UTC)']).toBe('11/01/2026 12:00:00 AM');
  });

  it('R-RPT-3: the XLSX (streamed) reads back to the same rows', async () => {
    const job = await produced(trader, {
      kind: 'order_history_async_download',
      format: 'xlsx',
      subaccount_ids: [edgeMain.id],
      ...window,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(trader, job.id)) as never);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Order History');
    const db = await databaseOrders(FIRST, Date.UTC(2026, 10, 30, 23, 59, 59, 999));
    expect((sheet?.rowCount ?? 0) - 1).toBe(db.length);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const idCol = header.indexOf('Order ID') + 1;
    const qtyCol = header.indexOf('Quantity') + 1;
    const clientCol = header.indexOf('Client Order ID') + 1;
    for (const i of [0, 1, 10, 11, 5_000, 9_999, db.length - 1]) {
      const row = sheet?.getRow(i + 2);
      expect(String(row?.getCell(idCol).value)).toBe(String(db[i]?.id));
      expect(String(row?.getCell(qtyCol).value)).toBe(normalizeDecimal(db[i]?.quantity ?? ''));
      // A spreadsheet cell of text is never a formula in XLSX: the text stays as it was.
      expect(row?.getCell(clientCol).value).toBe(db[i]?.client_order_id);
    }
  });

  it('R-RPT-3: a PDF of a short window renders and lists the orders', async () => {
    const job = await produced(trader, {
      kind: 'order_history_async_download',
      format: 'pdf',
      subaccount_ids: [edgeMain.id],
      start_date: '2026-11-01 00:00:00',
      end_date: '2026-11-01 01:39:59',
    });
    expect(job.status).toBe('ready');
    expect(job.rows_written).toBe(100);
    const path = await saved(await download(trader, job.id), 'orders.pdf');
    await run('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', path, join(work, 'orders')]);
    expect(existsSync(join(work, 'orders-1.png'))).toBe(true);
    const { stdout } = await run('pdftotext', ['-layout', path, '-']);
    expect(stdout).toContain('Order History');
    expect(stdout).toContain(String(SYNTHETIC_ORDER_ID_BASE + 99));
    expect(stdout).toMatch(/Page 1 of \d+/);
  });
});

describe('statements', () => {
  it('R-RPT-6: the balance statement PDF prints the ledger opening and closing balances', async () => {
    const from = Date.UTC(2026, 10, 10);
    const to = Date.UTC(2026, 10, 20, 23, 59, 59);
    const job = await produced(trader, {
      kind: 'balances',
      format: 'pdf',
      start_date: '2026-11-10',
      end_date: '2026-11-20',
    });
    expect(job.status, job.error ?? '').toBe('ready');
    const path = await saved(await download(trader, job.id), 'balances.pdf');
    await run('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', path, join(work, 'bal')]);
    expect(existsSync(join(work, 'bal-1.png'))).toBe(true);
    const { stdout } = await run('pdftotext', ['-layout', path, '-']);
    expect(stdout).toContain('Opening balance');
    expect(stdout).toContain('Closing balance');
    // The ledger's USD of the entity's readable subaccounts before and at the end of the window.
    const ledger = async (before: number) => {
      const r = await venue.db
        .selectFrom('ledger_entries as l')
        .innerJoin('subaccounts as s', (j) => j.on(sql`'sub:' || s.id`, '=', sql.ref('l.book')))
        .innerJoin('customers as c', 'c.id', 's.entity_id')
        .select(sql<string>`coalesce(sum(l.amount), 0)::text`.as('n'))
        .where('c.name', '=', 'Northwind Capital LLC')
        .where('s.can_read', '=', true)
        .where('l.token', '=', 'USD')
        .where('l.time', '<', before)
        .executeTakeFirstOrThrow();
      return normalizeDecimal(r.n);
    };
    const opening = await ledger(from);
    const closing = await ledger(to + 1);
    const summary = stdout.slice(stdout.indexOf('Opening balance'));
    const usdLines = summary.split('\n').filter((l) => /^\s*USD\s/.test(l));
    expect(usdLines[0]?.trim().split(/\s+/)[1]).toBe(opening);
    expect(usdLines[1]?.trim().split(/\s+/)[1]).toBe(closing);
  });

  it('R-RPT-6: the cashflows CSV lists the window movements whose sum is closing minus opening', async () => {
    const job = await produced(trader, { kind: 'cashflows', format: 'csv' });
    expect(job.status).toBe('ready');
    const text = (await download(trader, job.id)).toString('utf8');
    const [table = '', tail = ''] = text.split('\n\n');
    const rows = parse(table, { columns: true }) as Record<string, string>[];
    const summary = parse(tail) as string[][];
    const net = new Map<string, string>();
    for (const r of rows)
      net.set(r['Token'] ?? '', addDecimal(net.get(r['Token'] ?? '') ?? '0', r['Amount'] ?? '0'));
    const opening = new Map(
      summary.filter((l) => l[0] === 'Opening balance').map((l) => [l[1], l[2]]),
    );
    const closing = new Map(
      summary.filter((l) => l[0] === 'Closing balance').map((l) => [l[1], l[2]]),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(closing.size).toBeGreaterThan(0);
    // Cash flows are part of what moved the balance; here only cash moved (no window given):
    // closing is everything, and the statement's closing equals the ledger's balance.
    const usd = await venue.db
      .selectFrom('ledger_entries')
      .innerJoin('subaccounts', (j) => j.on(sql`'sub:' || subaccounts.id`, '=', sql.ref('book')))
      .select(sql<string>`sum(amount)::text`.as('n'))
      .where(
        'subaccounts.entity_id',
        '=',
        sql<number>`(SELECT id FROM customers WHERE name = 'Northwind Capital LLC')`,
      )
      .where('subaccounts.can_read', '=', true)
      .where('token', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(closing.get('USD')).toBe(normalizeDecimal(usd.n));
    expect(opening.size).toBe(0);
    expect(net.size).toBeGreaterThan(0);
  });
});

describe('every kind', () => {
  const cases: [ReportKind, ReportFormat][] = REPORT_KINDS.flatMap((k) =>
    formatsOf(k).map((f) => [k, f] as [ReportKind, ReportFormat]),
  );

  it.each(cases)('R-RPT-1: %s as %s is produced and opens', async (kind, format) => {
    const job = await produced(trader, {
      kind,
      format,
      // Keep the big order history out of the PDFs: a short window.
      ...(kind === 'order_history_async_download' || kind === 'trade_history_async_download'
        ? { start_date: '2026-11-01', end_date: '2026-11-02' }
        : {}),
    });
    expect(job.status, job.error ?? '').toBe('ready');
    const bytes = await download(trader, job.id);
    if (format === 'pdf') {
      const path = await saved(bytes, `${kind}.pdf`);
      await run('pdftoppm', ['-png', '-r', '30', '-f', '1', '-l', '1', path, join(work, kind)]);
      const { stdout } = await run('pdftotext', [path, '-']);
      expect(stdout).toContain('Desk');
    } else if (format === 'csv') {
      const rows = parse(bytes.toString('utf8').split('\n\n')[0] ?? '', { columns: true });
      expect(rows).toHaveLength(job.rows_written);
    } else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as never);
      expect((book.worksheets[0]?.rowCount ?? 0) - 1).toBe(job.rows_written);
    }
  });
});

describe('ownership and links', () => {
  let job: JobView;
  beforeAll(async () => {
    job = await produced(trader, { kind: 'positions', format: 'csv' });
  });

  it('R-RPT-2: another user neither lists, reads nor downloads the job', async () => {
    const list = await venue.app.inject({ url: '/uapi/v1/reports', headers: bearer(approver) });
    expect((list.json() as { jobs: JobView[] }).jobs.some((j) => j.id === job.id)).toBe(false);
    for (const url of [`/uapi/v1/reports/${job.id}`, `/uapi/v1/reports/${job.id}/file`]) {
      const res = await venue.app.inject({ url, headers: bearer(approver) });
      expect(res.statusCode).toBe(404);
    }
    const link = await postJson(venue, approver, `/uapi/v1/reports/${job.id}/link`, {});
    expect(link.statusCode).toBe(404);
  });

  it('R-RPT-2: a subaccount the caller may not read is refused; an unknown kind is a 400', async () => {
    // Not a subaccount of the acting entity (none has this id): not readable, so refused.
    const other = { id: 999_999 };
    const res = await postJson(venue, trader, '/uapi/v1/reports', {
      kind: 'orderblotter',
      format: 'csv',
      subaccount_ids: [other.id],
    });
    expect(res.statusCode).toBe(403);
    const bad = await postJson(venue, trader, '/uapi/v1/reports', { kind: 'x', format: 'csv' });
    expect(bad.statusCode).toBe(400);
    const pdfOnly = await postJson(venue, trader, '/uapi/v1/reports', {
      kind: 'derivatives_disclosure',
      format: 'csv',
    });
    expect(pdfOnly.statusCode).toBe(400);
  });

  it('R-RPT-9: a signed link downloads without a session for a minute, a forged one never', async () => {
    const res = await postJson(venue, trader, `/uapi/v1/reports/${job.id}/link`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    const plain = await venue.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-disposition']).toContain(job.file_name);
    const forged = await venue.app.inject({
      url: url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(forged.statusCode).toBe(404);
    clock.advance(61_000);
    expect((await venue.app.inject({ url })).statusCode).toBe(404);
  });

  it('R-RPT-7: every change of the job raised the owner topic seq', async () => {
    const before = await venue.db
      .selectFrom('stream_sequences')
      .select('seq')
      .where('topic', '=', reportsTopic(job.id > 0 ? await userId(DEMO_TRADER.email) : 0))
      .executeTakeFirstOrThrow();
    await produced(trader, { kind: 'portfolio', format: 'csv' });
    const after = await venue.db
      .selectFrom('stream_sequences')
      .select('seq')
      .where('topic', '=', reportsTopic(await userId(DEMO_TRADER.email)))
      .executeTakeFirstOrThrow();
    // queued, running, ready at least.
    expect(Number(after.seq) - Number(before.seq)).toBeGreaterThanOrEqual(3);
  });

  it('R-RPT-5: a ready file expires after the retention: deleted, then 410', async () => {
    clock.advance(REPORT_RETENTION_MS + 1);
    await venue.reports.sweep();
    trader = await signIn(venue, DEMO_TRADER); // the session idled out meanwhile
    const res = await venue.app.inject({
      url: `/uapi/v1/reports/${job.id}`,
      headers: bearer(trader),
    });
    expect((res.json() as { job: JobView }).job.status).toBe('expired');
    const file = await venue.app.inject({
      url: `/uapi/v1/reports/${job.id}/file`,
      headers: bearer(trader),
    });
    expect(file.statusCode).toBe(410);
  });
});

async function userId(email: string): Promise<number> {
  const r = await venue.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return r.id;
}

describe('PDF size', () => {
  it('R-RPT-3: a PDF of more than 20,000 rows fails with the reason, and CSV still works', async () => {
    await insertSyntheticOrders(venue.db, {
      subaccountId: edgeMain.id,
      accountId: edgeMain.accountId,
      count: 8_000,
      firstTime: Date.UTC(2026, 11, 1),
      idBase: SYNTHETIC_ORDER_ID_BASE + 1_000_000,
      prefix: 'more',
    });
    const pdf = await produced(trader, {
      kind: 'order_history_async_download',
      format: 'pdf',
      subaccount_ids: [edgeMain.id],
    });
    expect(pdf.status).toBe('failed');
    expect(pdf.error).toMatch(/too many for a PDF \(at most 20000\): choose CSV or XLSX/);
    const csv = await produced(trader, {
      kind: 'order_history_async_download',
      format: 'csv',
      subaccount_ids: [edgeMain.id],
    });
    expect(csv.status).toBe('ready');
    expect(csv.rows_written).toBeGreaterThan(20_000);
  });
});
