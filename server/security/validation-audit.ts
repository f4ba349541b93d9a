// Validation failures as security events (ASVS 16.3.3, R-SECH-25): a signed-in call refused for
// its input (400, 413, 414, 415 with the errors list) is written to the audit log as
// `validation_failed`: who, entity, IP, the route pattern, status, error code and field. Never
// the body, the query, the message or any value sent.
//
// Bounded so a caller cannot flood the audit table: per user, at most VALIDATION_AUDIT_LIMIT
// entries per VALIDATION_AUDIT_WINDOW_MS, then one `validation_failures_suppressed` entry saying
// until when the rest go only to the request log. The counters live in memory (one small record
// per user with failures in the current window), so the bound costs no write per failure.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/audit';
import { MINUTE_MS, type Clock } from '../auth/clock';
import { toApiError } from '../http/errors';

export const VALIDATION_AUDIT_LIMIT = 10;
export const VALIDATION_AUDIT_WINDOW_MS = 15 * MINUTE_MS;
/** Input refusals; 401/403/404/409/429 are other events (audited or logged elsewhere). */
const VALIDATION_STATUSES = new Set([400, 413, 414, 415]);
/** Longest field name kept (an unknown property's name is the caller's text). */
const FIELD_MAX = 64;
/** Above this many tracked users, windows that ended are dropped. */
const PRUNE_ABOVE = 1000;

interface Window {
  start: number;
  count: number;
}

export function installValidationAudit(
  app: FastifyInstance,
  deps: { readonly audit: AuditLog; readonly now: Clock },
): void {
  const windows = new Map<number, Window>();

  function prune(at: number): void {
    if (windows.size <= PRUNE_ABOVE) return;
    for (const [userId, window] of windows)
      if (at - window.start >= VALIDATION_AUDIT_WINDOW_MS) windows.delete(userId);
  }

  /** How this failure is written: in full, as the one suppression notice, or not at all. */
  function admit(userId: number, at: number): 'entry' | 'suppressed' | null {
    let window = windows.get(userId);
    if (!window || at - window.start >= VALIDATION_AUDIT_WINDOW_MS) {
      prune(at);
      window = { start: at, count: 0 };
      windows.set(userId, window);
    }
    window.count += 1;
    if (window.count <= VALIDATION_AUDIT_LIMIT) return 'entry';
    return window.count === VALIDATION_AUDIT_LIMIT + 1 ? 'suppressed' : null;
  }

  const routeOf = (request: FastifyRequest): string =>
    `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0] ?? ''}`;

  app.addHook('onError', async (request, _reply, error) => {
    const auth = request.auth;
    if (!auth) return;
    const failure = toApiError(error);
    if (!failure || !VALIDATION_STATUSES.has(failure.statusCode)) return;
    const at = deps.now();
    const admitted = admit(auth.userId, at);
    if (admitted === null) return;
    const base = { userId: auth.userId, entityId: auth.entityId, ip: request.ip, at };
    try {
      if (admitted === 'entry')
        await deps.audit.record({
          ...base,
          action: 'validation_failed',
          target: routeOf(request),
          after: {
            status: failure.statusCode,
            code: failure.code,
            ...(failure.field ? { field: failure.field.slice(0, FIELD_MAX) } : {}),
          },
          outcome: 'failure',
        });
      else
        await deps.audit.record({
          ...base,
          action: 'validation_failures_suppressed',
          target: `user:${auth.userId}`,
          after: {
            limit: VALIDATION_AUDIT_LIMIT,
            until: new Date(
              (windows.get(auth.userId)?.start ?? at) + VALIDATION_AUDIT_WINDOW_MS,
            ).toISOString(),
          },
          outcome: 'failure',
        });
    } catch (failed) {
      request.log.error({ err: failed }, 'validation audit failed');
    }
  });
}
