// The audit log of the caller's entity (docs/api.md "Audit log"): filtered pages, and the same
// filter as a CSV file streamed row by row (csv-stringify; the rows are read in chunks).
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { access } from '../approvals/access';
import { actorOf } from '../approvals/actor';
import { paging } from '../http/paging';
import { ApiError } from '../http/errors';
import { closedObject, ID_PATTERN } from '../http/schemas';
import type { VenueServices } from '../services';
import { auditPage, auditRows, type AuditFilter, type StoredAuditRow } from './store';

/** Spec 9 query dates: 'YYYY-MM-DD HH:mm:ss' (UTC), or a bare date. */
const QUERY_DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2})?$';
const ID = ID_PATTERN;

interface AuditQuery {
  user_id?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: string;
  limit?: string;
}

const filterProperties = {
  user_id: { type: 'string', pattern: ID },
  action: { type: 'string', pattern: '^[a-z_]{1,64}$' },
  from: { type: 'string', pattern: QUERY_DATE },
  to: { type: 'string', pattern: QUERY_DATE },
};

/** A query date as a UTC instant; a bare `to` date means the end of that day. */
export function parseQueryDate(text: string, field: 'from' | 'to'): Date {
  const [date = '', time] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = (time ?? (field === 'to' ? '23:59:59' : '00:00:00'))
    .split(':')
    .map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d, hh, mm, ss, field === 'to' && time === undefined ? 999 : 0);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== m - 1 ||
    back.getUTCDate() !== d ||
    back.getUTCHours() !== hh ||
    back.getUTCMinutes() !== mm ||
    back.getUTCSeconds() !== ss
  )
    throw new ApiError(400, 'VALIDATION', `${field} is not a valid date`, field);
  return back;
}

function filterOf(entityId: number, query: AuditQuery): AuditFilter {
  const from = query.from === undefined ? undefined : parseQueryDate(query.from, 'from');
  const to = query.to === undefined ? undefined : parseQueryDate(query.to, 'to');
  if (from && to && from.getTime() > to.getTime())
    throw new ApiError(400, 'VALIDATION', 'from must not be after to', 'from');
  return {
    entityId,
    userId: query.user_id === undefined ? undefined : Number(query.user_id),
    action: query.action,
    from,
    to,
  };
}

const entryView = (row: StoredAuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  user_id: row.user_id,
  user_email: row.user_email,
  entity_id: row.entity_id,
  ip: row.ip,
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
  outcome: row.outcome,
  request_id: row.request_id === null ? null : String(row.request_id),
});

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'user_id',
  'user_email',
  'entity_id',
  'ip',
  'action',
  'target',
  'outcome',
  'request_id',
  'before',
  'after',
] as const;

/** A cell a spreadsheet would run as a formula is prefixed with ' (CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRecord(row: StoredAuditRow): string[] {
  const json = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(value);
  return [
    String(row.id),
    row.at.toISOString(),
    row.user_id === null ? '' : String(row.user_id),
    row.user_email ?? '',
    row.entity_id === null ? '' : String(row.entity_id),
    row.ip,
    row.action,
    row.target,
    row.outcome,
    row.request_id === null ? '' : String(row.request_id),
    json(row.before),
    json(row.after),
  ].map(safeCell);
}

async function* records(rows: AsyncIterable<StoredAuditRow>): AsyncGenerator<string[]> {
  for await (const row of rows) yield csvRecord(row);
}

export function registerAuditRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'log'>,
): void {
  const { db } = deps;
  const signedIn = {};

  app.get<{ Querystring: AuditQuery }>(
    '/uapi/v1/admin/audit',
    {
      ...signedIn,
      config: access({ action: 'Read Audit Log' }),
      schema: {
        querystring: closedObject(
          {
            ...filterProperties,
            page: { type: 'string', pattern: ID },
            limit: { type: 'string', pattern: ID },
          },
          [],
        ),
      },
    },
    async (request) => {
      const filter = filterOf(actorOf(request).entityId, request.query);
      const { page, limit } = paging(request.query);
      const { rows, total } = await auditPage(db, filter, { offset: (page - 1) * limit, limit });
      return { entries: rows.map(entryView), total };
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/uapi/v1/admin/audit.csv',
    {
      ...signedIn,
      config: access({ action: 'Export Audit Log' }),
      schema: { querystring: closedObject(filterProperties, []) },
    },
    async (request, reply) => {
      const entityId = actorOf(request).entityId;
      const filter = filterOf(entityId, request.query);
      const csv = pipeline(
        Readable.from(records(auditRows(db, filter))),
        stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS] }),
        (error) => {
          if (error) request.log.error({ err: error }, 'audit CSV export failed');
        },
      );
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${entityId}-${day}.csv"`)
        .send(csv);
    },
  );
}
