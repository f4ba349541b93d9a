// A workflow run's output as a report job (issue 18 deliverable 4, docs/assistant.md
// "Workflows"): the reports runner asks this loader for the run a job names — for the job's
// owner only — and renders its recorded Markdown as a PDF or writes it as Markdown.
import type { Kysely } from 'kysely';
import { formatDateTimeUtc } from '../../domain/dates';
import type { Database } from '../db/schema';
import type { DocumentRegistry } from '../reports/document';
import { ownerNames, runOf } from './workflow-store';
import { workflowNamed } from './workflows';

/** "Daily treasury check — run 12": the job's title and download name. */
export const workflowReportTitle = (workflow: string, runId: number): string =>
  `${workflowNamed(workflow)?.title ?? workflow} — run ${runId}`;

export function workflowReportDocuments(db: Kysely<Database>): DocumentRegistry {
  return {
    async assistant_workflow_report(job) {
      const runId = Number(job.parameters['run_id']);
      const owner = { userId: job.userId, entityId: job.entityId };
      const run = Number.isInteger(runId) ? await runOf(db, owner, runId) : null;
      if (!run || run.status === 'in_progress') return null;
      const names = await ownerNames(db, owner);
      const started = formatDateTimeUtc(Date.parse(run.started_at));
      return {
        title: workflowReportTitle(run.workflow, run.id),
        lines: [
          `${names.entity} · ${run.trigger === 'schedule' ? 'scheduled run' : 'run now'} of ${started} UTC · ${run.status}`,
          `Steps: ${run.steps.map((s) => `${s.title} (${s.status})`).join(', ')}`,
          `Run by ${names.email}; saved as a report on ${formatDateTimeUtc(job.createdAt)} UTC`,
        ],
        markdown: run.report,
      };
    },
  };
}
