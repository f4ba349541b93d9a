// Workflow calls of the assistant API (docs/assistant.md "Workflows"): the named workflows with
// their step counts, run now, the run history and a run's Markdown report as a download.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { ownerOf } from './service';
import { runOf, runsOf } from './workflow-store';
import { runWorkflow, workflowNamed, WORKFLOWS } from './workflows';

const MEMBER = { access: { action: 'member' } } as const;
const nameParams = closedObject({ name: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } });
const idParams = closedObject({ id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } });

export function registerAssistantWorkflowRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'assistant'>,
): void {
  const { db, now, assistant } = deps;
  const caller = (request: Parameters<typeof authOf>[0]) => ({
    auth: authOf(request),
    ip: request.ip,
  });

  app.get(
    '/api/assistant/workflows',
    { config: MEMBER, schema: { querystring: noQuery } },
    async (request) => {
      const runs = await runsOf(db, ownerOf(caller(request)));
      return {
        workflows: WORKFLOWS.map((w) => ({
          name: w.name,
          title: w.title,
          description: w.description,
          step_count: w.steps.length,
          steps: w.steps.map((s) => s.title),
          last_run: runs.find((r) => r.workflow === w.name) ?? null,
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
}
