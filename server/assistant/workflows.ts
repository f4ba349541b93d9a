// Named multi-step workflows (issue 18 deliverable 4): each step runs one tool under the
// caller's authorization, records its status, and the run writes a Markdown report the user can
// download. Run now, or on a schedule (workflow-scheduler.ts).
import type { Kysely } from 'kysely';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../domain/assistant';
import type { Database } from '../db/schema';
import { markdownTable } from './offline/provider';
import type { AssistantService, Caller } from './service';
import { ownerOf } from './service';
import { finishRun, runOf, startRun, type WorkflowRunStep } from './workflow-store';
import type { ToolResult } from './tools/registry';

export interface WorkflowStepDefinition {
  readonly title: string;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
}

export interface WorkflowDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly steps: readonly WorkflowStepDefinition[];
}

export const WORKFLOWS: readonly WorkflowDefinition[] = [
  {
    name: 'daily-treasury-check',
    title: 'Daily treasury check',
    description:
      'Balances by venue and stablecoins by subaccount, balances against the treasury rules’ thresholds with suggested transfers, requests waiting for approval, open positions, and a summary.',
    steps: [
      { title: 'Holdings by venue', tool: 'balances', args: { group_by: 'venue' } },
      { title: 'USDC by subaccount', tool: 'balances', args: { token: 'USDC' } },
      { title: 'USDT by subaccount', tool: 'balances', args: { token: 'USDT' } },
      { title: 'Balances against treasury rules', tool: 'treasury_check', args: {} },
      { title: 'Requests waiting for approval', tool: 'pending_approvals', args: {} },
      { title: 'Open positions', tool: 'positions', args: {} },
    ],
  },
  {
    name: 'trading-review',
    title: 'Trading review',
    description: 'Open orders, recent fills, RFQ/RFS/options executions and positions.',
    steps: [
      { title: 'Open orders', tool: 'open_orders', args: {} },
      { title: 'Recent fills', tool: 'fills', args: {} },
      { title: 'Quote executions', tool: 'executions', args: {} },
      { title: 'Open positions', tool: 'positions', args: {} },
    ],
  },
];

export const workflowNamed = (name: string): WorkflowDefinition | undefined =>
  WORKFLOWS.find((w) => w.name === name);

/**
 * Runs every step now, records the run and its report, and answers the stored run. `runId`: a
 * run already claimed (a scheduled period, schedule-store.ts); else a manual run is started.
 */
export async function runWorkflow(
  db: Kysely<Database>,
  assistant: AssistantService,
  caller: Caller,
  workflow: WorkflowDefinition,
  now: () => number,
  runId?: number,
) {
  const owner = ownerOf(caller);
  const id = runId ?? (await startRun(db, owner, workflow.name, new Date(now())));
  // Reports show every row a tool returns up to the long response length.
  const ctx = await assistant.scope(caller, { ...DEFAULT_ASSISTANT_SETTINGS, response_length: 10 });
  const steps: WorkflowRunStep[] = [];
  const sections: string[] = [];
  const suggestions: string[] = [];
  for (const [index, step] of workflow.steps.entries()) {
    const tool = assistant.deps.tools.get(step.tool);
    let result: ToolResult | null = null;
    if (tool)
      try {
        result = await tool.run(ctx, { ...step.args });
      } catch {
        result = null;
      }
    const status = !result ? 'failed' : result.refused ? 'refused' : 'completed';
    const suggested = (result?.data as { suggestions?: unknown } | undefined)?.suggestions;
    if (Array.isArray(suggested))
      suggestions.push(
        suggested.length === 0
          ? 'Suggested transfers: none — every balance is within its treasury rule.'
          : `Suggested transfers:\n\n${suggested.map((t) => `- ${String(t)}`).join('\n')}`,
      );
    const summary =
      result?.headline ?? (tool ? 'The step failed.' : `No ${step.tool} tool on this venue.`);
    steps.push({ title: step.title, tool: step.tool, status, summary });
    sections.push(
      [
        `## ${index + 1}. ${step.title} — ${status}`,
        summary,
        ...(result?.table && result.table.rows.length > 0
          ? [markdownTable(result.table, ctx.rowLimit)]
          : []),
      ].join('\n\n'),
    );
  }
  const failed = steps.filter((s) => s.status !== 'completed').length;
  const at = new Date(now());
  const summary =
    failed === 0
      ? `All ${steps.length} steps completed.`
      : `${steps.length - failed} of ${steps.length} steps completed; ${failed} did not.`;
  const report = [
    `# ${workflow.title}`,
    `Run ${id} at ${at.toISOString()} (UTC).`,
    ...sections,
    `## Summary`,
    summary,
    ...suggestions,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  await finishRun(db, id, {
    status: steps.some((s) => s.status === 'failed') ? 'failed' : 'completed',
    steps,
    report: `${report}\n`,
    at,
  });
  return runOf(db, owner, id);
}
