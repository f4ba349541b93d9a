// Workflow calls of the assistant API (docs/assistant.md "Workflows"): the named workflows with
// their step counts and schedules, run now, schedule (daily at a UTC time / every N hours), the
// run history, a run's Markdown report as a download, and a run saved as a report job (PDF or
// Markdown) that the Downloads panel of every tab follows.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import type { VenueServices } from '../services';
import { ownerOf } from './service';
import {
  minuteOfDay,
  scheduleLabel,
  timeOfDay,
  type WorkflowSchedule,
} from '../../domain/assistant-schedule';
import { deleteSchedule, saveSchedule, schedulesOf, type ScheduleRow } from './schedule-store';
import { workflowReportTitle } from './workflow-report';
import { runOf, runsOf } from './workflow-store';
import { runWorkflow, workflowNamed, WORKFLOWS } from './workflows';

const MEMBER = { access: { action: 'member' } } as const;
const nameParams = closedObject({ name: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } });
const scheduleBody = closedObject(
  {
    kind: { type: 'string', enum: ['daily', 'hours'] },
    time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    every_hours: { type: 'integer', minimum: 1, maximum: 168 },
    enabled: { type: 'boolean' },
  },
  ['kind'],
);

/** A schedule on the wire (times in UTC; next_run_at epoch ms). */
const scheduleJson = (s: ScheduleRow) => ({
  kind: s.schedule.kind,
  time: timeOfDay(s.schedule.minuteOfDay),
  every_hours: s.schedule.everyHours,
  enabled: s.enabled,
  next_run_at: s.nextRunAt,
  label: scheduleLabel(s.schedule),
});

const idParams = closedObject({ id: { type: 'string', pattern: ID_PATTERN } });

export function registerAssistantWorkflowRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'assistant' | 'reports'>,
): void {
  const { db, now, assistant, reports } = deps;
  const caller = (request: Parameters<typeof authOf>[0]) => ({
    auth: authOf(request),
    ip: request.ip,
  });

  app.get(
    '/api/assistant/workflows',
    { config: MEMBER, schema: { querystring: noQuery } },
    async (request) => {
      const owner = ownerOf(caller(request));
      const [runs, schedules] = await Promise.all([runsOf(db, owner), schedulesOf(db, owner)]);
      return {
        workflows: WORKFLOWS.map((w) => ({
          name: w.name,
          title: w.title,
          description: w.description,
          step_count: w.steps.length,
          steps: w.steps.map((s) => s.title),
          last_run: runs.find((r) => r.workflow === w.name) ?? null,
          schedule: ((s) => (s ? scheduleJson(s) : null))(
            schedules.find((x) => x.workflow === w.name),
          ),
        })),
      };
    },
  );

  app.post<{ Params: { name: string } }>(
    '/api/assistant/workflows/:name/runs',
    { config: MEMBER, schema: { params: nameParams, querystring: noQuery } },
    async (request, reply) => {
      const workflow = workflowNamed(request.params.name);
      if (!workflow) throw new ApiError(404, 'NOT_FOUND', 'No such workflow', 'name');
      const run = await runWorkflow(db, assistant, caller(request), workflow, now);
      return reply.status(201).send({ run });
    },
  );

  app.put<{
    Params: { name: string };
    Body: { kind: 'daily' | 'hours'; time?: string; every_hours?: number; enabled?: boolean };
  }>(
    '/api/assistant/workflows/:name/schedule',
    { config: MEMBER, schema: { params: nameParams, body: scheduleBody } },
    async (request) => {
      const workflow = workflowNamed(request.params.name);
      if (!workflow) throw new ApiError(404, 'NOT_FOUND', 'No such workflow', 'name');
      const b = request.body;
      if (b.kind === 'daily' && b.time === undefined)
        throw new ApiError(400, 'VALIDATION', 'A daily schedule needs a time (HH:MM UTC)', 'time');
      if (b.kind === 'hours' && b.every_hours === undefined)
        throw new ApiError(400, 'VALIDATION', 'Say every how many hours', 'every_hours');
      const schedule: WorkflowSchedule = {
        kind: b.kind,
        minuteOfDay: b.time === undefined ? 0 : (minuteOfDay(b.time) ?? 0),
        everyHours: b.every_hours ?? 24,
      };
      const saved = await saveSchedule(
        db,
        ownerOf(caller(request)),
        workflow.name,
        schedule,
        b.enabled ?? true,
        now(),
      );
      return { schedule: scheduleJson(saved) };
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/api/assistant/workflows/:name/schedule',
    { config: MEMBER, schema: { params: nameParams, querystring: noQuery } },
    async (request) => {
      const deleted = await deleteSchedule(db, ownerOf(caller(request)), request.params.name);
      if (!deleted) throw new ApiError(404, 'NOT_FOUND', 'No schedule for this workflow', 'name');
      return { deleted: true };
    },
  );

  app.get(
    '/api/assistant/workflow_runs',
    { config: MEMBER, schema: { querystring: noQuery } },
    async (request) => ({ runs: await runsOf(db, ownerOf(caller(request))) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/assistant/workflow_runs/:id/report',
    { config: MEMBER, schema: { params: idParams, querystring: noQuery } },
    async (request, reply) => {
      const run = await runOf(db, ownerOf(caller(request)), Number(request.params.id));
      if (!run) throw new ApiError(404, 'NOT_FOUND', 'No such run', 'id');
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${run.workflow}-${run.id}.md"`)
        .send(run.report);
    },
  );

  // Save as report: a report job (docs/reports.md) the Downloads panel shows in every tab. Like
  // every report call it needs canRead (the panel lists jobs with it); the run must be the
  // caller's own and finished.
  app.post<{ Params: { id: string }; Body: { format: 'pdf' | 'md' } }>(
    '/api/assistant/workflow_runs/:id/report_jobs',
    {
      config: { access: { action: 'canRead' } },
      schema: {
        params: idParams,
        body: closedObject({ format: { type: 'string', enum: ['pdf', 'md'] } }, ['format']),
      },
    },
    async (request, reply) => {
      const run = await runOf(db, ownerOf(caller(request)), Number(request.params.id));
      if (!run) throw new ApiError(404, 'NOT_FOUND', 'No such run', 'id');
      if (run.status === 'in_progress')
        throw new ApiError(409, 'RUN_IN_PROGRESS', 'This run has not finished yet', 'id');
      const job = await reports.requestDocument(authOf(request), {
        kind: 'assistant_workflow_report',
        format: request.body.format,
        title: workflowReportTitle(run.workflow, run.id),
        parameters: { run_id: run.id },
      });
      return reply.status(201).send({ job });
    },
  );
}
