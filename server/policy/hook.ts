// The one hook that decides every call (docs/approvals.md "The authorization policy"), from
// the route's `config.access`, in the contract's order:
//   1 session → 2 entity (X-Entity-Id, else the session's) → 3 that entity's IP allowlist →
//   (forced set-up steps) → 4 role permission → 5 account flag → 6 venue switch → 7 feature.
// Steps that read the request's content (a named entity or account, and the venue of that
// account) run once the body is parsed and validated (preHandler); the others run before the
// body is read (onRequest), so a refused call costs no body parse. A route without a
// declaration makes the app refuse to start (onReady).
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { effectiveFlag } from '../../domain/permissions';
import type { Clock } from '../auth/clock';
import { bearerToken, type AuthContext } from '../auth/authenticate';
import { openWhileRestricted, SetupRequiredError } from '../auth/restriction';
import { findSession } from '../auth/sessions';
import type { Database } from '../db/schema';
import { canonicalIp, ipAllowed } from '../entities/ip-allowlist';
import { ApiError } from '../http/errors';
import { pendingInstruction } from '../security/instructions';
import { featureFlags } from '../settings/app-settings';
import {
  accessProblems,
  featureOf,
  isEntityAccess,
  type FeatureNeed,
  type FieldRef,
  type RouteAccess,
} from './access';
import { PolicyRefusal, refuse, venueAllows, type PolicyStep } from './policy';
import { loadCaller, loadPolicySubaccount } from './store';

/** One refused call, for the audit log (server/audit/ wires it through AppOptions). */
export interface RefusalEvent {
  readonly at: number;
  /** The signed-in user, when the session resolved. */
  readonly userId: number | null;
  /** The entity the call would have acted for, when known. */
  readonly entityId: number | null;
  readonly ip: string;
  readonly method: string;
  /** The route pattern (never the raw URL). */
  readonly route: string;
  readonly status: number;
  readonly code: string;
  readonly step: PolicyStep;
  readonly reason: string;
}

export type RefusalListener = (event: RefusalEvent) => void | Promise<void>;

export interface PolicyOptions {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  /** Hears every refusal (awaited before the answer; its failures are logged, not raised). */
  readonly onRefused?: RefusalListener;
}

const ENTITY_ID = /^[1-9][0-9]{0,9}$/;
const INT4_MAX = 2_147_483_647;

/** X-Entity-Id: null when absent or empty, 'bad' when not an id. */
function entityHeader(request: FastifyRequest): number | null | 'bad' {
  const header = request.headers['x-entity-id'];
  if (header === undefined || header === '') return null;
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || !ENTITY_ID.test(raw)) return 'bad';
  const id = Number(raw);
  return id > INT4_MAX ? 'bad' : id;
}

/** An id named in a request (JSON number, digit string or protobuf Long); null otherwise. */
function toId(value: unknown): number | null {
  let n: number | null = null;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^[0-9]{1,10}$/.test(value)) n = Number(value);
  else if (typeof value === 'object' && value !== null && 'toNumber' in value)
    n = (value as { toNumber(): number }).toNumber();
  return n !== null && Number.isSafeInteger(n) && n >= 1 && n <= INT4_MAX ? n : null;
}

function readField(request: FastifyRequest, ref: FieldRef): unknown {
  let value: unknown =
    ref.from === 'body' ? request.body : ref.from === 'query' ? request.query : request.params;
  if (ref.decode) value = ref.decode(value);
  for (const key of ref.field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? undefined;
}

/** Every route registered while the policy is installed, for the start-up check. */
function routeName(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

/** A registered route and its declaration, as the policy saw it registered. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
  /** The route's validation schemas (body, querystring, params), for the input fuzzer. */
  readonly schema: FastifySchema | undefined;
}

const registered = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Every route of an app with the policy installed, one entry per method (HEAD routes Fastify
 * adds for GETs included): what the authorization-matrix test iterates.
 */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return (registered.get(app) ?? []).flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method: String(method),
      url: route.url,
      access: route.config?.access,
      schema: route.schema,
    })),
  );
}

interface RequestState {
  userId: number | null;
  entityId: number | null;
}

export function installPolicy(app: FastifyInstance, opts: PolicyOptions): void {
  const { db, now } = opts;
  const routes: RouteOptions[] = [];
  registered.set(app, routes);
  const states = new WeakMap<FastifyRequest, RequestState>();

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const problems = routes.flatMap((route) =>
      accessProblems(route.config?.access).map((problem) => `${routeName(route)}: ${problem}`),
    );
    if (problems.length > 0)
      throw new Error(`Every route must declare config.access:\n  ${problems.join('\n  ')}`);
  });

  async function report(request: FastifyRequest, error: ApiError, step: PolicyStep) {
    if (!opts.onRefused) return;
    const state = states.get(request);
    try {
      await opts.onRefused({
        at: now(),
        userId: state?.userId ?? null,
        entityId: state?.entityId ?? null,
        ip: canonicalIp(request.ip),
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        status: error.statusCode,
        code: error.code,
        step,
        reason: error.message,
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'refusal listener failed');
    }
  }

  /** Runs one phase; a refusal is reported, then answered with the errors list. */
  async function decide(request: FastifyRequest, phase: () => Promise<void>): Promise<void> {
    try {
      await phase();
    } catch (error) {
      if (error instanceof PolicyRefusal) await report(request, error, error.step);
      else if (error instanceof SetupRequiredError) await report(request, error, 'setup');
      throw error;
    }
  }

  async function checkFeature(rootCustomerId: number | null, need: FeatureNeed): Promise<void> {
    const flag = featureOf(need);
    const on = rootCustomerId !== null && (await featureFlags(db, rootCustomerId))[flag];
    if (!on) throw refuse.feature(flag, typeof need === 'object' && need.whenOff === 'not_found');
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      if (request.is404) return;
      // Unreachable once started (onReady refuses), but never open by omission.
      return decide(request, () => Promise.reject(refuse.undeclared()));
    }
    if (access === 'public' || access === 'operator') return;
    const state: RequestState = { userId: null, entityId: null };
    states.set(request, state);
    return decide(request, async () => {
      // 1. Session.
      const token = bearerToken(request);
      const session = token ? await findSession(db, token, now()) : null;
      if (!session) throw refuse.session();
      state.userId = session.userId;
      // 2. Entity: X-Entity-Id when sent (a member's only), else the session's.
      const header = entityHeader(request);
      if (header === 'bad') throw refuse.entity();
      const entityId = header ?? session.entityId;
      state.entityId = entityId;
      const caller = await loadCaller(db, session.userId, entityId);
      if (!caller) throw refuse.session();
      if (header !== null && !caller.member) throw refuse.entity();
      const needs = isEntityAccess(access) ? access : null;
      // A call that names the one entity it acts for (the switch) is judged on that entity
      // alone, in the second phase: a session stuck on a refused entity can still leave it.
      const namedOnly = needs?.entity !== undefined && needs.entity.optional !== true;
      const allowed = caller.member && ipAllowed(caller.ipAllowlist ?? '', request.ip);
      if (needs && !namedOnly) {
        if (!caller.member) throw refuse.entity();
        // 3. The entity's IP allowlist, on every call acting for it (spec 6).
        if (!allowed) throw refuse.ip('IP_NOT_ALLOWED');
      }
      // A forced step pending (onboarding, authenticator, password): only its calls are open.
      if (!openWhileRestricted(request.routeOptions.url)) {
        const instruction = await pendingInstruction(db, session.userId, now());
        if (instruction) throw new SetupRequiredError(instruction);
      }
      const auth: AuthContext = {
        sessionId: session.sessionId,
        userId: session.userId,
        sessionEntityId: session.entityId,
        entityId,
        roles: caller.roles,
        granted: caller.granted,
        ipAllowed: allowed,
      };
      request.auth = auth;
      if (!needs) return;
      // 4. Role permission.
      if (needs.action !== 'member' && !caller.granted.has(needs.action)) throw refuse.role();
      // 7. Feature flag of the acting entity's institution (before the body: options off is
      // a 404 whatever was sent).
      if (needs.feature !== undefined && !namedOnly)
        await checkFeature(caller.rootCustomerId, needs.feature);
    });
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || !isEntityAccess(access)) return;
    if (access.entity === undefined && access.account === undefined) return;
    const state = states.get(request);
    return decide(request, async () => {
      let auth = request.auth;
      if (!auth) throw refuse.session();
      // 2-3 (and 7) for an entity the request names.
      if (access.entity) {
        const value = readField(request, access.entity);
        if (value !== undefined) {
          const named = toId(value);
          if (state && named !== null) state.entityId = named;
          const caller = named === null ? null : await loadCaller(db, auth.userId, named);
          if (named === null || !caller?.member) throw refuse.entity(access.entity.field);
          const allowed = ipAllowed(caller.ipAllowlist ?? '', request.ip);
          if (!allowed && access.entity.ip !== 'report') throw refuse.ip('IP_NOT_WHITELISTED');
          auth = { ...auth, entityId: named, ipAllowed: allowed };
          request.auth = auth;
          if (access.feature !== undefined)
            await checkFeature(caller.rootCustomerId, access.feature);
        } else if (access.entity.optional !== true) {
          throw new ApiError(
            400,
            'VALIDATION',
            `${access.entity.field} is required`,
            access.entity.field,
          );
        }
      }
      // 5. Account flag on the subaccount the request names; 6. its venue's switch.
      if (access.account) {
        const need = access.account;
        const value = readField(request, need);
        if (value === undefined) {
          if (need.optional === true) return;
          throw new ApiError(400, 'VALIDATION', `${need.field} is required`, need.field);
        }
        const id = toId(value);
        const sub = id === null ? null : await loadPolicySubaccount(db, id);
        if (
          !sub ||
          sub.entityId !== auth.entityId ||
          !effectiveFlag(sub.flags, auth.granted, need.flag)
        )
          throw refuse.account(need.field);
        if (access.venue !== undefined && !venueAllows(sub.venue, access.venue))
          throw refuse.venue(need.field);
      }
    });
  });
}
