// Report and export jobs (docs/reports.md; spec 3.7 export and async download kinds, spec 7.3
// report downloads, whose paths the spec does not show): request a job, the caller's own jobs,
// one job, its file with the bearer header, and a short-lived signed link for a plain download.
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LEDGER_GROUPS,
  ORDER_SCOPES,
  type JobFormat,
  REPORT_FORMATS,
  type LedgerGroup,
  type OrderScope,
  REPORT_KINDS,
  REPORT_MIME,
  type ReportFormat,
  type ReportKind,
} from '../../domain/reports';
import { parseQueryDate } from '../audit/routes';
import { authOf } from '../auth/authenticate';
import { closedObject, idSchema, ID_PATTERN } from '../http/schemas';
import { PUBLIC_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';

/** Spec 9 query dates: 'YYYY-MM-DD HH:mm:ss' (UTC), or a bare date. */
const QUERY_DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2})?$';
const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const noQuery = closedObject({}, []);

/** Reading reports is reading the entity's data: the role must grant canRead. */
const READS = { access: { action: 'canRead' } } as const;

interface RequestBody {
  kind: ReportKind;
  format: ReportFormat;
  subaccount_ids?: number[];
  start_date?: string;
  end_date?: string;
  groups?: LedgerGroup[];
  token?: string;
  order_scope?: OrderScope;
}

const requestSchema = closedObject(
  {
    kind: { type: 'string', enum: [...REPORT_KINDS] },
    format: { type: 'string', enum: [...REPORT_FORMATS] },
    subaccount_ids: { type: 'array', items: idSchema, maxItems: 200, uniqueItems: true },
    start_date: { type: 'string', pattern: QUERY_DATE },
    end_date: { type: 'string', pattern: QUERY_DATE },
    // Screen filters (docs/reports.md "Filters"); which kinds take them: filtersOf.
    groups: {
      type: 'array',
      items: { type: 'string', enum: [...LEDGER_GROUPS] },
      maxItems: LEDGER_GROUPS.length,
      uniqueItems: true,
    },
    token: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
    order_scope: { type: 'string', enum: [...ORDER_SCOPES] },
  },
  ['kind', 'format'],
);

function sendFile(
  reply: FastifyReply,
  file: { path: string; name: string; job: { format: JobFormat } },
) {
  return reply
    .type(REPORT_MIME[file.job.format])
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(createReadStream(file.path));
}

export function registerReportRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'reports'>,
): void {
  const { reports } = deps;

  app.post<{ Body: RequestBody }>(
    '/uapi/v1/reports',
    { config: READS, schema: { body: requestSchema } },
    async (request, reply) => {
      const b = request.body;
      const job = await reports.request(authOf(request), {
        kind: b.kind,
        format: b.format,
        ...(b.subaccount_ids ? { subaccountIds: b.subaccount_ids } : {}),
        from: b.start_date === undefined ? null : parseQueryDate(b.start_date, 'from').getTime(),
        to: b.end_date === undefined ? null : parseQueryDate(b.end_date, 'to').getTime(),
        filters: {
          ...(b.groups ? { groups: b.groups } : {}),
          ...(b.token ? { token: b.token } : {}),
          ...(b.order_scope ? { orderScope: b.order_scope } : {}),
        },
      });
      return reply.status(201).send({ job });
    },
  );

  app.get(
    '/uapi/v1/reports',
    { config: READS, schema: { querystring: noQuery } },
    async (request) => ({ jobs: await reports.list(authOf(request)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/uapi/v1/reports/:id',
    { config: READS, schema: { params: idParams, querystring: noQuery } },
    async (request) => ({ job: await reports.get(authOf(request), Number(request.params.id)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/uapi/v1/reports/:id/file',
    { config: READS, schema: { params: idParams, querystring: noQuery } },
    async (request, reply) =>
      sendFile(reply, await reports.file(authOf(request), Number(request.params.id))),
  );

  app.post<{ Params: { id: string } }>(
    '/uapi/v1/reports/:id/link',
    { config: READS, schema: { params: idParams } },
    async (request) => reports.link(authOf(request), Number(request.params.id)),
  );

  // A plain link (no session header): the signed token is the proof (service.fileByLink).
  app.get<{ Params: { token: string } }>(
    '/uapi/v1/report_files/:token',
    {
      config: PUBLIC_ACCESS,
      schema: {
        params: closedObject({ token: { type: 'string', pattern: '^[0-9A-Za-z._-]{1,100}$' } }),
        querystring: noQuery,
      },
    },
    async (request, reply) => sendFile(reply, await reports.fileByLink(request.params.token)),
  );
}
