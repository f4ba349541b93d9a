// Workflows: a named multi-step run under the caller's authorization, each step with its
// status, the run history and the Markdown report as a download.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import { subaccountNamed } from '../testing/signed-in';
import { entityId } from '../testing/wallet';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

const clock = manualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
const HOUR = 3_600_000;
let venue: TestVenue;
let trader: string;
let admin: string;
beforeAll(async () => {
  venue = await createTestVenue('pglite', {
    llm: null,
    assistantPaceMillis: 0,
    now: clock.now,
    workflowAutostart: false,
  });
  venue.market.step(2000);
  trader = await signIn(venue, DEMO_TRADER);
  admin = await signIn(venue, DEMO_ADMIN);
}, 120_000);
afterAll(() => venue.dispose());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  venue.app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), ...bearer(token) },
    ...(method === 'POST' || method === 'PUT' ? { payload: payload ?? {} } : {}),
  });

describe('R-AST-13: workflows run step by step and save a Markdown report', () => {
  it('R-AST-13: the daily treasury check runs its six steps, records them and its report', async () => {
    const listed = await call('GET', '/api/assistant/workflows', trader);
    const daily = (
      listed.json() as { workflows: { name: string; step_count: number; last_run: unknown }[] }
    ).workflows.find((w) => w.name === 'daily-treasury-check');
    expect(daily).toMatchObject({ step_count: 6, last_run: null });

    const ran = await call('POST', '/api/assistant/workflows/daily-treasury-check/runs', trader);
    expect(ran.statusCode, ran.body).toBe(201);
    const run = (
      ran.json() as {
        run: {
          id: number;
          status: string;
          steps: { title: string; status: string; summary: string }[];
        };
      }
    ).run;
    expect(run.status).toBe('completed');
    expect(run.steps.map((s) => [s.title, s.status])).toEqual([
      ['Holdings by venue', 'completed'],
      ['USDC by subaccount', 'completed'],
      ['USDT by subaccount', 'completed'],
      ['Balances against treasury rules', 'completed'],
      ['Requests waiting for approval', 'completed'],
      ['Open positions', 'completed'],
    ]);
    expect(run.steps[1]?.summary).toContain('**7,500,000.00 USDC**');

    const report = await call('GET', `/api/assistant/workflow_runs/${run.id}/report`, trader);
    expect(report.headers['content-type']).toContain('text/markdown');
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="daily-treasury-check-${run.id}.md"`,
    );
    expect(report.body).toContain('# Daily treasury check');
    expect(report.body).toContain('## 2. USDC by subaccount — completed');
    expect(report.body).toContain('| Cold Vault | 5,000,000.00 |');
    expect(report.body).toContain('All 6 steps completed.');
    expect(report.body).toContain('Suggested transfers: none');

    const history = await call('GET', '/api/assistant/workflow_runs', trader);
    expect((history.json() as { runs: { id: number }[] }).runs.map((r) => r.id)).toEqual([run.id]);
    expect(
      (await call('GET', `/api/assistant/workflow_runs/${run.id}/report`, admin)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/assistant/workflows/nope/runs', trader)).statusCode).toBe(404);
  });
});

describe('R-AST-19: a workflow run saved as a report job', () => {
  interface Job {
    id: number;
    kind: string;
    title: string;
    format: string;
    status: string;
    progress: number;
    rows_written: number;
    file_name: string;
  }
  const produced = async (runId: number, format: 'pdf' | 'md'): Promise<Job> => {
    const asked = await call('POST', `/api/assistant/workflow_runs/${runId}/report_jobs`, trader, {
      format,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const job = (asked.json() as { job: Job }).job;
    expect(job).toMatchObject({ kind: 'assistant_workflow_report', format, status: 'queued' });
    await venue.reports.drain();
    const listed = (await call('GET', '/uapi/v1/reports', trader)).json() as { jobs: Job[] };
    return listed.jobs.find((j) => j.id === job.id) as Job;
  };
  const file = async (id: number) => {
    const res = await call('GET', `/uapi/v1/reports/${id}/file`, trader);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('R-AST-19: "Save as report" makes a report job in the Downloads list; the PDF is branded, paginated and holds the run\'s figures; the Markdown is the run\'s report; only the owner may save or fetch it', async () => {
    const ran = await call('POST', '/api/assistant/workflows/daily-treasury-check/runs', trader);
    const run = (ran.json() as { run: { id: number; steps: { summary: string }[] } }).run;
    const report = (await call('GET', `/api/assistant/workflow_runs/${run.id}/report`, trader))
      .body;

    const pdfJob = await produced(run.id, 'pdf');
    expect(pdfJob).toMatchObject({
      status: 'ready',
      progress: 100,
      title: `Daily treasury check — run ${run.id}`,
    });
    expect(pdfJob.rows_written).toBeGreaterThan(0);
    expect(pdfJob.file_name).toMatch(
      new RegExp(`^daily-treasury-check-run-${run.id}-\\d{4}-\\d{2}-\\d{2}-${pdfJob.id}\\.pdf$`),
    );
    const pdf = await file(pdfJob.id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const work = await mkdtemp(join(tmpdir(), 'desk-wf-report-'));
    try {
      const path = join(work, 'run.pdf');
      await writeFile(path, pdf.rawPayload);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path, '-']);
      const text = stdout.replace(/[ \t]+/g, ' ');
      expect(text).toContain('Desk');
      expect(text).toContain(`Daily treasury check — run ${run.id}`);
      expect(text).toContain('2. USDC by subaccount — completed');
      // The figures of the run: the USDC total of its headline and the Cold Vault row.
      expect(run.steps[1]?.summary).toContain('7,500,000.00 USDC');
      expect(text).toContain('7,500,000.00 USDC');
      expect(text).toMatch(/Cold Vault 5,000,000\.00/);
      expect(text).toContain('All 6 steps completed.');
      expect(text).toContain(DEMO_TRADER.email);
      const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text.match(/Page \d+ of \d+/g)).toHaveLength(pages);
    } finally {
      await rm(work, { recursive: true, force: true });
    }

    const mdJob = await produced(run.id, 'md');
    expect(mdJob.status).toBe('ready');
    const md = await file(mdJob.id);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.body).toBe(report);

    // Someone else's run is not found; an unknown format is refused; the job is the owner's.
    expect(
      (
        await call('POST', `/api/assistant/workflow_runs/${run.id}/report_jobs`, admin, {
          format: 'pdf',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/assistant/workflow_runs/${run.id}/report_jobs`, trader, {
          format: 'csv',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', `/uapi/v1/reports/${pdfJob.id}/file`, admin)).statusCode).toBe(404);
  });
});

describe('workflow schedules and the treasury check', () => {
  it('R-AST-14: the daily treasury check compares the watched balances with the enabled rules and suggests the transfers they would make', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const cold = await subaccountNamed(venue, 'Cold Vault');
    const usdc = Number(venue.orders.state.total(otc.id, 'USDC'));
    expect(usdc).toBeGreaterThan(1_000_000);
    const user = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_TRADER.email)
      .executeTakeFirstOrThrow();
    const at = new Date(clock.now());
    await venue.db
      .insertInto('treasury_rules')
      .values({
        entity_id: await entityId(venue),
        name: 'Sweep OTC USDC',
        token: 'USDC',
        account_id: otc.id,
        counterparty_id: cold.id,
        trigger: JSON.stringify({
          type: 'TokenBalanceThresholdTrigger',
          direction: 'above',
          level: '1000000',
        }),
        action: JSON.stringify({ type: 'TransferTokenWithBalanceLimits', target: '1000000' }),
        schedule: JSON.stringify({ type: 'PeriodicSchedule', every: 1, unit: 'days', at: '16:00' }),
        status: 'enabled',
        created_by: user.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const ran = await call('POST', '/api/assistant/workflows/daily-treasury-check/runs', trader);
    const run = (ran.json() as { run: { id: number; steps: { tool: string; summary: string }[] } })
      .run;
    expect(run.steps.find((s) => s.tool === 'treasury_check')?.summary).toBe(
      '**1** of 1 enabled treasury rule would move money now.',
    );
    const report = await call('GET', `/api/assistant/workflow_runs/${run.id}/report`, trader);
    const amount = (usdc - 1_000_000).toLocaleString('en-US');
    expect(report.body).toContain(
      `- Move ${amount} USDC from OTC Main to Cold Vault (rule “Sweep OTC USDC”).`,
    );
    // A suggestion only: nothing moved.
    expect(Number(venue.orders.state.total(otc.id, 'USDC'))).toBe(usdc);
  });

  it('R-AST-15: a workflow scheduled daily at a UTC time runs once per period through the scheduler, also when two ticks race; its runs show in the history as scheduled', async () => {
    const bad = await call('PUT', '/api/assistant/workflows/trading-review/schedule', trader, {
      kind: 'daily',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call('PUT', '/api/assistant/workflows/trading-review/schedule', trader, {
      kind: 'daily',
      time: '10:30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const due = Date.UTC(2026, 10, 22, 10, 30);
    expect(saved.json()).toEqual({
      schedule: {
        kind: 'daily',
        time: '10:30',
        every_hours: 24,
        enabled: true,
        next_run_at: due,
        label: 'Daily at 10:30 UTC',
      },
    });
    expect(await venue.workflowScheduler.tick()).toEqual([]);
    clock.set(due + 30_000);
    const [a, b] = await Promise.all([
      venue.workflowScheduler.tick(),
      venue.workflowScheduler.tick(),
    ]);
    expect([...a, ...b]).toHaveLength(1);
    expect(await venue.workflowScheduler.tick()).toEqual([]);
    // Three days down: one run for the latest period, not three.
    clock.set(due + 3 * 24 * HOUR + 60_000);
    expect(await venue.workflowScheduler.tick()).toHaveLength(1);
    trader = await signIn(venue, DEMO_TRADER); // the clock moved days ahead: a fresh session
    admin = await signIn(venue, DEMO_ADMIN);
    const runs = (
      (await call('GET', '/api/assistant/workflow_runs', trader)).json() as {
        runs: { workflow: string; trigger: string; period: number | null; status: string }[];
      }
    ).runs.filter((r) => r.workflow === 'trading-review');
    expect(runs.map((r) => [r.trigger, r.period, r.status])).toEqual([
      ['schedule', due + 3 * 24 * HOUR, 'completed'],
      ['schedule', due, 'completed'],
    ]);
    const listed = (
      (await call('GET', '/api/assistant/workflows', trader)).json() as {
        workflows: { name: string; schedule: { next_run_at: number } | null }[];
      }
    ).workflows.find((w) => w.name === 'trading-review');
    expect(listed?.schedule?.next_run_at).toBe(due + 4 * 24 * HOUR);
  });

  it('R-AST-15: every N hours runs at multiples of N hours (UTC); a schedule is removed with DELETE; only the owner sees it', async () => {
    const saved = await call(
      'PUT',
      '/api/assistant/workflows/daily-treasury-check/schedule',
      trader,
      {
        kind: 'hours',
        every_hours: 6,
      },
    );
    const next = (saved.json() as { schedule: { next_run_at: number; label: string } }).schedule;
    expect(next.label).toBe('Every 6 hours');
    expect(next.next_run_at % (6 * HOUR)).toBe(0);
    expect(next.next_run_at).toBeGreaterThan(clock.now());
    expect(next.next_run_at - clock.now()).toBeLessThanOrEqual(6 * HOUR);
    const adminView = (
      (await call('GET', '/api/assistant/workflows', admin)).json() as {
        workflows: { schedule: unknown }[];
      }
    ).workflows;
    expect(adminView.every((w) => w.schedule === null)).toBe(true);
    expect(
      (await call('DELETE', '/api/assistant/workflows/daily-treasury-check/schedule', trader))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', '/api/assistant/workflows/daily-treasury-check/schedule', trader))
        .statusCode,
    ).toBe(404);
  });

  it('R-AST-17: an answer and a workflow run left unfinished by a stopped server are failed at start, keeping what was written', async () => {
    const thread = await venue.db
      .insertInto('assistant_threads')
      .values({
        user_id: (
          await venue.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', DEMO_TRADER.email)
            .executeTakeFirstOrThrow()
        ).id,
        entity_id: await entityId(venue),
        title: 'Cut short',
        created_at: new Date(clock.now()),
        updated_at: new Date(clock.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await venue.db
      .insertInto('assistant_messages')
      .values({
        thread_id: thread.id,
        role: 'assistant',
        content: 'Your USDC is',
        steps: '[]',
        drafts: '[]',
        citations: '[]',
        status: 'streaming',
        created_at: new Date(clock.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await venue.assistant.recoverInterrupted()).toMatchObject({ answers: 1 });
    const row = await venue.db
      .selectFrom('assistant_messages')
      .select(['status', 'content'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.content).toBe(
      'Your USDC is\n\n_Interrupted: the server restarted before this answer finished._',
    );
    expect(await venue.assistant.recoverInterrupted()).toEqual({ answers: 0, runs: 0 });
  });
});
