// A server that stops in the middle of a report (R-RPT-8): the job stays running with a partial
// file, exactly as a crash leaves it; the next server on the same database and folder sees its
// heartbeat go stale, drops the partial file, requeues the job and finishes it with every row;
// a job that already used its attempts fails with the reason instead of looping forever.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type VenueApp } from '../app';
import { DEMO_TRADER } from '../seed/demo-constants';
import { insertSyntheticOrders } from '../testing/report-data';
import { postJson, subaccountNamed } from '../testing/signed-in';
import {
  bearer,
  createPostgresSchema,
  databaseVariants,
  manualClock,
  signIn,
  TEST_CSRF_KEY,
  TEST_PASSWORD_COST,
  type DatabaseVariant,
} from '../testing/test-app';
import { REPORT_MAX_ATTEMPTS, REPORT_STALE_MS } from './runner';
import type { ReportJob } from './store';

const dirs: string[] = [];
const schemas: { drop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
  for (const s of schemas) await s.drop();
});

async function temp(prefix: string): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

describe.each(databaseVariants())('report runner restart (%s)', (variant: DatabaseVariant) => {
  it('R-RPT-8: a job cut off mid-file is requeued after a restart and completes with every row', async () => {
    const where =
      variant === 'postgres'
        ? {
            databaseUrl: (
              await (async () => {
                const s = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
                schemas.push(s);
                return s;
              })()
            ).url,
          }
        : { dataDir: await temp('reports-restart-db-') };
    const outboxDir = await temp('reports-restart-outbox-');
    const reportsDir = await temp('reports-restart-files-');
    const clock = manualClock();
    let reached: () => void = () => undefined;
    const midway = new Promise<void>((resolve) => (reached = resolve));
    let gate: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (gate = resolve));
    const open = (afterPage?: (job: ReportJob, rows: number) => Promise<void>) =>
      createApp({
        ...where,
        outboxDir,
        reportsDir,
        now: clock.now,
        marketAutostart: false,
        marketHistoryMinutes: 60,
        logger: false,
        csrfKey: TEST_CSRF_KEY,
        passwordCost: TEST_PASSWORD_COST,
        // Only the synthetic orders: the demo's post-trade history would add its own.
        postTradeSeed: false,
        reportsAutostart: false,
        ...(afterPage ? { reportsAfterPage: afterPage } : {}),
      });

    // First server: the job stops after its second page (10,000 of 12,000 rows written).
    const first: VenueApp = await open(async (_job, rows) => {
      if (rows >= 10_000) {
        reached();
        await held;
      }
    });
    const edge = await subaccountNamed(first, 'Edge Main');
    await insertSyntheticOrders(first.db, {
      subaccountId: edge.id,
      accountId: edge.accountId,
      count: 12_000,
      firstTime: clock.now() - 12_000_000,
    });
    const token = await signIn({ app: first.app, outboxDir }, DEMO_TRADER);
    const res = await postJson(first, token, '/uapi/v1/reports', {
      kind: 'order_history_async_download',
      format: 'csv',
      subaccount_ids: [edge.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { job: { id: number } }).job.id;
    const running = first.reports.drain();
    await midway;
    const stopping = first.reports.stop();
    gate();
    await stopping;
    await running;
    await first.close();
    const cut = await readdir(reportsDir);
    expect(cut).toEqual([`${id}-1.csv`]);

    // Second server, 31 s later: the heartbeat is stale, the job is requeued and completed.
    clock.advance(REPORT_STALE_MS + 1_000);
    const second = await open();
    try {
      const stale = await second.db
        .selectFrom('report_jobs')
        .select(['status', 'attempts', 'progress'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stale.status).toBe('running');
      expect(stale.attempts).toBe(1);
      await second.reports.sweep();
      expect(existsSync(join(reportsDir, `${id}-1.csv`))).toBe(false);
      await second.reports.drain();
      const token2 = await signIn({ app: second.app, outboxDir }, DEMO_TRADER);
      const job = (
        await second.app.inject({ url: `/uapi/v1/reports/${id}`, headers: bearer(token2) })
      ).json() as { job: { status: string; rows_written: number } };
      expect(job.job.status).toBe('ready');
      expect(job.job.rows_written).toBe(12_000);
      const file = await second.app.inject({
        url: `/uapi/v1/reports/${id}/file`,
        headers: bearer(token2),
      });
      const rows = parse(file.rawPayload, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(12_000);
      expect(new Set(rows.map((r) => r['Order ID'])).size).toBe(12_000);

      // A job whose attempts are used up fails honestly when its runner dies.
      await second.db
        .updateTable('report_jobs')
        .set({ status: 'running', attempts: REPORT_MAX_ATTEMPTS, heartbeat_at: clock.now() })
        .where('id', '=', id)
        .execute();
      clock.advance(REPORT_STALE_MS + 1);
      await second.reports.sweep();
      const failed = await second.db
        .selectFrom('report_jobs')
        .select(['status', 'error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/server stopped/);
      expect(await readdir(reportsDir)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 180_000);
});
