// Workflows: a named multi-step run under the caller's authorization, each step with its
// status, the run history and the Markdown report as a download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

let venue: TestVenue;
let trader: string;
let admin: string;
beforeAll(async () => {
  venue = await createTestVenue('pglite', { llm: null, assistantPaceMillis: 0 });
  venue.market.step(2000);
  trader = await signIn(venue, DEMO_TRADER);
  admin = await signIn(venue, DEMO_ADMIN);
}, 120_000);
afterAll(() => venue.dispose());

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  venue.app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), ...bearer(token) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('R-AST-13: workflows run step by step and save a Markdown report', () => {
  it('R-AST-13: the daily treasury check runs its five steps, records them and its report', async () => {
    const listed = await call('GET', '/api/assistant/workflows', trader);
    const daily = (
      listed.json() as { workflows: { name: string; step_count: number; last_run: unknown }[] }
    ).workflows.find((w) => w.name === 'daily-treasury-check');
    expect(daily).toMatchObject({ step_count: 5, last_run: null });

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
    expect(report.body).toContain('All 5 steps completed.');

    const history = await call('GET', '/api/assistant/workflow_runs', trader);
    expect((history.json() as { runs: { id: number }[] }).runs.map((r) => r.id)).toEqual([run.id]);
    expect(
      (await call('GET', `/api/assistant/workflow_runs/${run.id}/report`, admin)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/assistant/workflows/nope/runs', trader)).statusCode).toBe(404);
  });
});
