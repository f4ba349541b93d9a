// Exports of the post-trade screens through the report-job pipeline, on the full demo data (the
// post-trade history included): Transactions and Cashflows with the cards' filters, the
// allocation history, the EOD dashboard (one day, and a compared window), the EMS order history
// (TWAP scope); each produced file is opened and read back against the database. Then every
// report kind in every format is produced from this data and opens (issue 16 item 6).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDecimal } from '../../domain/decimal';
import { DAY_MS, formatDateUtc } from '../../domain/dates';
import { formatsOf, REPORT_KINDS, type ReportFormat, type ReportKind } from '../../domain/reports';
import { KIND_GROUPS } from '../posttrade/ledger-read';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import type { JobView } from './service';

const run = promisify(execFile);
const clock = manualClock();
const P = '/uapi/v1/post_trade';
let venue: TestVenue;
let trader: string;
let work: string;
let edgeMain: { id: number; accountId: number };
let edgeFutures: { id: number; accountId: number };
let otcMain: { id: number; accountId: number };

async function produced(body: object): Promise<JobView> {
  const res = await postJson(venue, trader, '/uapi/v1/reports', body);
  expect(res.statusCode, res.body).toBe(201);
  const { job } = res.json<{ job: JobView }>();
  await venue.reports.drain();
  const got = await venue.app.inject({
    url: `/uapi/v1/reports/${job.id}`,
    headers: bearer(trader),
  });
  const done = got.json<{ job: JobView }>().job;
  expect(done.status, done.error ?? '').toBe('ready');
  return done;
}

async function download(id: number): Promise<Buffer> {
  const res = await venue.app.inject({
    url: `/uapi/v1/reports/${id}/file`,
    headers: bearer(trader),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

const csvRows = (bytes: Buffer) =>
  parse(bytes.toString('utf8').split('\n\n')[0] ?? '', { columns: true }) as Record<
    string,
    string
  >[];

async function xlsxRows(bytes: Buffer): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, string>[] = [];
  sheet?.eachRow((row, n) => {
    if (n === 1) return;
    const cells = (row.values as unknown[]).slice(1);
    out.push(
      Object.fromEntries(header.map((h, i) => [h, cells[i] == null ? '' : String(cells[i])])),
    );
  });
  return out;
}

async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const path = join(work, `${name}.pdf`);
  await writeFile(path, bytes);
  // The first page as one PNG (-singlefile: no page number in the name however long the PDF).
  await run('pdftoppm', ['-png', '-r', '30', '-singlefile', path, join(work, name)]);
  expect(existsSync(join(work, `${name}.png`))).toBe(true);
  return (await run('pdftotext', ['-layout', path, '-'])).stdout;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pt-exports-'));
  venue = await createTestVenue('pglite', {
    now: clock.now,
    reportsAutostart: false,
    walletAutostart: false,
    treasuryAutostart: false,
  });
  trader = await signIn(venue, DEMO_TRADER);
  edgeMain = await subaccountNamed(venue, 'Edge Main');
  edgeFutures = await subaccountNamed(venue, 'Edge Futures');
  otcMain = await subaccountNamed(venue, 'OTC Main');
}, 180_000);
afterAll(async () => {
  await venue?.dispose();
  await rm(work, { recursive: true, force: true });
});

/** The trader's entity's subaccounts with canRead, in id order (what a report covers). */
async function readableIds(): Promise<number[]> {
  const rows = await venue.db
    .selectFrom('subaccounts as s')
    .innerJoin('subaccounts as m', 'm.entity_id', 's.entity_id')
    .select('s.id')
    .where('m.id', '=', edgeMain.id)
    .where('s.can_read', '=', true)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The ledger entries of the subaccounts and kinds, in the export's order (subaccount, time, id). */
async function ledgerRows(
  subs: readonly number[],
  kinds: readonly string[] | null,
  token?: string,
) {
  let q = venue.db
    .selectFrom('ledger_entries')
    .select(['id', 'book', 'token', 'amount', 'kind'])
    .where(
      'book',
      'in',
      subs.map((s) => `sub:${s}`),
    );
  if (kinds) q = q.where('kind', 'in', [...kinds]);
  if (token) q = q.where('token', '=', token);
  const rows = await q.orderBy('time').orderBy('id').execute();
  return subs.flatMap((s) => rows.filter((r) => r.book === `sub:${s}`));
}

describe('post-trade exports', () => {
  it('R-RPT-11: Transactions with the card filters (tabs trades and fees) as CSV parse back to the ledger rows, each with its cause', async () => {
    const job = await produced({
      kind: 'transactions',
      format: 'csv',
      subaccount_ids: [edgeMain.id],
      groups: ['trades', 'fees'],
    });
    const rows = csvRows(await download(job.id));
    const db = await ledgerRows([edgeMain.id], [...KIND_GROUPS.trades, ...KIND_GROUPS.fees]);
    expect(db.length).toBeGreaterThan(50);
    expect(rows).toHaveLength(db.length);
    for (const [i, r] of rows.entries()) {
      expect(r['Entry']).toBe(String(db[i]?.id));
      expect(r['Amount']).toBe(normalizeDecimal(db[i]?.amount ?? ''));
      expect(r['Token']).toBe(db[i]?.token);
      expect(r['Type']).toBe(db[i]?.kind);
    }
    // The same count and causes as the Transactions screen's read.
    const screen = await venue.app.inject({
      url: `${P}/ledger?groups=trades,fees&subaccountIds=${edgeMain.id}&limit=1000`,
      headers: bearer(trader),
    });
    const body = screen.json<{
      total: number;
      rows: { id: string; link: { type: string; id: string } | null }[];
    }>();
    expect(body.total).toBe(rows.length);
    const cause = new Map(rows.map((r) => [r['Entry'], r['Caused By']]));
    const linked = body.rows.filter((r) => r.link !== null);
    expect(linked.some((r) => r.link?.type === 'order')).toBe(true);
    for (const r of linked) expect(cause.get(r.id)).toBe(`${r.link?.type} ${r.link?.id}`);
  });

  it('R-RPT-11: Transactions narrowed to a token as XLSX read back to the ledger rows', async () => {
    const job = await produced({ kind: 'transactions', format: 'xlsx', token: 'BTC' });
    const rows = await xlsxRows(await download(job.id));
    const db = await ledgerRows(await readableIds(), null, 'BTC');
    expect(rows).toHaveLength(db.length);
    expect(rows.every((r) => r['Token'] === 'BTC')).toBe(true);
    for (const i of [0, 1, Math.floor(db.length / 2), db.length - 1]) {
      expect(rows[i]?.['Entry']).toBe(String(db[i]?.id));
      // XLSX keeps an exact decimal as a number.
      expect(Number(rows[i]?.['Amount'])).toBe(Number(db[i]?.amount));
    }
  });

  it('R-RPT-11: Cashflows of one tab as PDF render and name the filter; a filter the kind does not take is a 400', async () => {
    const job = await produced({ kind: 'cashflows', format: 'pdf', groups: ['fees'] });
    const db = await ledgerRows(await readableIds(), KIND_GROUPS.fees);
    expect(db.length).toBeGreaterThan(0);
    expect(job.rows_written).toBe(db.length);
    const text = await pdfText(await download(job.id), 'cashflows-fees');
    expect(text).toContain('Cashflows');
    expect(text).toContain('Filters: Tabs: fees');
    expect(text).toContain('Closing balance');
    for (const [body, field] of [
      [{ kind: 'cashflows', format: 'csv', groups: ['trades'] }, 'groups'],
      [{ kind: 'portfolio', format: 'csv', token: 'BTC' }, 'token'],
      [{ kind: 'transactions', format: 'csv', order_scope: 'twap' }, 'order_scope'],
    ] as const) {
      const res = await postJson(venue, trader, '/uapi/v1/reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
    }
  });

  it('R-RPT-12: the allocation history (a booking and its reversal) as CSV parses back to the legs', async () => {
    const trades = (
      await venue.app.inject({ url: `${P}/trades?state=open`, headers: bearer(trader) })
    ).json<{ trades: { ref: string; side: string }[] }>().trades;
    const trade = trades.find((t) => t.side === 'BUY');
    expect(trade).toBeTruthy();
    const booked = await postJson(venue, trader, `${P}/allocations`, {
      trade_refs: [trade?.ref],
      mode: 'percent',
      legs: [
        { subaccount_id: edgeFutures.id, value: '40' },
        { subaccount_id: otcMain.id, value: '25' },
      ],
      remainder_subaccount_id: edgeMain.id,
      client_request_id: 'export-alloc-1',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ allocation: { id: number } }>().allocation.id;
    const reversed = await postJson(venue, trader, `${P}/allocations/${id}/reverse`, {
      client_request_id: 'export-rev-1',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const job = await produced({ kind: 'allocations', format: 'csv' });
    const rows = csvRows(await download(job.id));
    const legs = await venue.db
      .selectFrom('allocation_legs as l')
      .innerJoin('allocations as a', 'a.id', 'l.allocation_id')
      .select([
        'a.id',
        'a.status',
        'a.reversal_of',
        'l.leg',
        'l.quantity',
        'l.quote_value',
        'l.fee_share',
      ])
      .orderBy('a.id')
      .orderBy('l.leg')
      .execute();
    expect(legs).toHaveLength(6);
    expect(rows).toHaveLength(legs.length);
    for (const [i, r] of rows.entries()) {
      const d = legs[i];
      expect(r['Allocation ID']).toBe(String(d?.id));
      expect(r['Status']).toBe(d?.status);
      expect(r['Reversal Of']).toBe(d?.reversal_of === null ? '' : String(d?.reversal_of));
      expect(r['Leg']).toBe(String((d?.leg ?? 0) + 1));
      expect(r['Leg Quantity']).toBe(normalizeDecimal(d?.quantity ?? ''));
      expect(r['Quote Value']).toBe(normalizeDecimal(d?.quote_value ?? ''));
      expect(r['Fee Share']).toBe(normalizeDecimal(d?.fee_share ?? ''));
    }
    expect(new Set(rows.map((r) => r['Status']))).toEqual(new Set(['reversed', 'reversal']));
    const pdf = await produced({ kind: 'allocations', format: 'pdf' });
    const text = await pdfText(await download(pdf.id), 'allocations');
    expect(text).toContain('Allocation History');
    expect(text).toContain('Allocations by status');
  });

  it('R-RPT-12: the EOD dashboard exports one day (eodsnapshot) and a compared window (eod_snapshot_dashboard) as on the screen', async () => {
    const eod = (await venue.app.inject({ url: `${P}/eod`, headers: bearer(trader) })).json<{
      date: string;
      compare: string;
      rows: { subaccount_id: number; token: string; balance: string }[];
    }>();
    // The snapshot of day D is the one at the cut-off ending D (00:00 UTC of D+1).
    const next = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const one = await produced({
      kind: 'eodsnapshot',
      format: 'xlsx',
      end_date: `${next(eod.date)} 00:00:00`,
    });
    const rows = await xlsxRows(await download(one.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r['Date (UTC cut-off)']))).toEqual(
      new Set([formatDateUtc(Date.parse(`${eod.date}T00:00:00Z`))]),
    );
    const cutoff = Date.parse(`${next(eod.date)}T00:00:00Z`);
    const db = await venue.db
      .selectFrom('eod_snapshots')
      .select(['subaccount_id', 'token', 'balance'])
      .where('cutoff', '=', cutoff)
      .where(
        'subaccount_id',
        'in',
        eod.rows.map((r) => r.subaccount_id),
      )
      .execute();
    expect(rows).toHaveLength(db.length);
    const window = await produced({
      kind: 'eod_snapshot_dashboard',
      format: 'csv',
      start_date: `${next(eod.compare)} 00:00:00`,
      end_date: `${next(eod.date)} 00:00:00`,
    });
    const days = new Set(csvRows(await download(window.id)).map((r) => r['Date (UTC cut-off)']));
    expect(days).toEqual(
      new Set([eod.compare, eod.date].map((d) => formatDateUtc(Date.parse(`${d}T00:00:00Z`)))),
    );
  });

  it('R-RPT-12: the EMS screen exports its order history in the TWAP scope: parents and their slices', async () => {
    const start = formatDay(clock.now() - 30 * DAY_MS);
    const job = await produced({
      kind: 'order_history_async_download',
      format: 'csv',
      order_scope: 'twap',
      start_date: start,
    });
    const rows = csvRows(await download(job.id));
    const db = await venue.db
      .selectFrom('orders')
      .select(['id', 'order_type', 'parent_order_id'])
      .where('created_at', '>=', Date.parse(`${start}T00:00:00Z`))
      .where((eb) => eb.or([eb('order_type', '=', 'TWAP'), eb('parent_order_id', 'is not', null)]))
      .execute();
    expect(db.length).toBeGreaterThan(0);
    expect(rows.map((r) => r['Order ID']).sort()).toEqual(db.map((o) => String(o.id)).sort());
    const parents = new Set(rows.filter((r) => r['Type'] === 'TWAP').map((r) => r['Order ID']));
    const slices = rows.filter((r) => r['Parent Order ID'] !== '');
    expect(slices.length).toBe(parents.size * 4);
    expect(slices.every((s) => parents.has(s['Parent Order ID']))).toBe(true);
  });
});

const formatDay = (t: number) => new Date(t).toISOString().slice(0, 10);

const EMPTY_ON_DEMO = new Set<ReportKind>([
  'orderblotter',
  'deposits',
  'withdrawals',
  'transfers',
  'structured_products_confirmation',
  'contracts',
]);

describe('every kind on the demo data', () => {
  const cases: [ReportKind, ReportFormat][] = REPORT_KINDS.flatMap((k) =>
    formatsOf(k).map((f) => [k, f] as [ReportKind, ReportFormat]),
  );

  it.each(cases)('R-RPT-1: %s as %s downloads and opens', async (kind, format) => {
    // A PDF lists at most 20,000 rows: the long ledger kinds get the last 30 days.
    const job = await produced({
      kind,
      format,
      ...(format === 'pdf' ? { start_date: formatDay(clock.now() - 30 * DAY_MS) } : {}),
    });
    const bytes = await download(job.id);
    // The demo data has rows for every kind but these (no open orders, wallet movements,
    // internal transfers or quote trades are seeded): their files hold the header only.
    if (!EMPTY_ON_DEMO.has(kind)) expect(job.rows_written, kind).toBeGreaterThan(0);
    if (format === 'pdf') {
      const text = await pdfText(bytes, `all-${kind}`);
      expect(text).toContain('Desk');
      expect(text).toMatch(/Page 1 of \d+/);
    } else if (format === 'csv') {
      expect(csvRows(bytes)).toHaveLength(job.rows_written);
    } else {
      expect(await xlsxRows(bytes)).toHaveLength(job.rows_written);
    }
  });
});
