// What a route declares it needs (docs/approvals.md "The authorization policy"): every route
// puts one of these in its Fastify `config.access`; the policy hook (hook.ts) decides from it
// and createApp refuses to start while a route has none.
import { isFeatureFlag, type FeatureFlag } from '../../domain/enums';
import { isAccountFlag, isAction, type AccountFlag, type Action } from '../../domain/permissions';

/** Where a request names something: its JSON (or decoded binary) body, its query, its path. */
export type FieldSource = 'body' | 'query' | 'params';

export interface FieldRef {
  readonly from: FieldSource;
  /** Dotted path inside the source ('subaccountId', 'hedgeVenue.subaccountId'). */
  readonly field: string;
  /**
   * Binary bodies: turns the raw body into an object before the field is read (the order
   * codec's decode and shape check, which answer 400 for a body that does not decode).
   */
  readonly decode?: (raw: unknown) => unknown;
  /** The field may be absent: the step is skipped (reads then filter, trades pick a default). */
  readonly optional?: boolean;
}

/** Step 5: the subaccount the request names must be the acting entity's and the flag hold. */
export interface AccountNeed extends FieldRef {
  readonly flag: AccountFlag;
}

/**
 * The call names the entity it acts for instead of X-Entity-Id (the entity switch, options'
 * customer_id). Steps 2-3 then apply to that entity. `ip: 'report'` does not refuse on the
 * allowlist but reports it (`auth.ipAllowed`): the switch's IP check answers with it.
 */
export interface EntityNeed extends FieldRef {
  readonly ip?: 'refuse' | 'report';
}

/** Step 6: HedgeVenues switches (spec 3.5) of the named subaccount's venue. */
export const VENUE_NEEDS = [
  'futures',
  'withdraw',
  'whitelist',
  'transfer',
  'deposit',
  'riskInfo',
] as const;
export type VenueNeed = (typeof VENUE_NEEDS)[number];

/**
 * Step 7: a feature flag of the acting entity's institution (spec 6). Off → 403
 * FEATURE_DISABLED; `whenOff: 'not_found'` answers 404 NOT_FOUND instead, as if the call did
 * not exist (options RFQ, R-QUOTE-14).
 */
export type FeatureNeed =
  FeatureFlag | { readonly flag: FeatureFlag; readonly whenOff: 'not_found' };

/** A call that acts for an entity: steps 1-7. */
export interface EntityAccess {
  /** Step 4: an action one of the user's roles must grant; 'member': any member may call. */
  readonly action: Action | 'member';
  readonly entity?: EntityNeed;
  readonly account?: AccountNeed;
  readonly venue?: VenueNeed;
  readonly feature?: FeatureNeed;
}

/**
 * A call about the signed-in user alone (their security settings, preferences, onboarding,
 * entity list, sign-out everywhere): a session, and X-Entity-Id, when sent, must name an entity
 * of theirs; no allowlist, role or account step (it acts for no entity).
 */
export interface UserAccess {
  readonly scope: 'user';
}

/**
 * `'public'`: no session needed (sign-in, sign-up, CSRF, clock, health, files).
 * `'operator'`: not a user's call at all: the route checks a machine credential itself (the
 * /metrics token or a loopback scraper, R-SECH-2); no user session ever grants it.
 */
export type RouteAccess = 'public' | 'operator' | UserAccess | EntityAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function isEntityAccess(access: RouteAccess): access is EntityAccess {
  return typeof access === 'object' && 'action' in access;
}

export function featureOf(need: FeatureNeed): FeatureFlag {
  return typeof need === 'string' ? need : need.flag;
}

/** Why a declaration is unusable (checked at start-up); empty when it is fine. */
export function accessProblems(access: unknown): string[] {
  if (access === undefined) return ['no config.access declaration'];
  if (access === 'public' || access === 'operator') return [];
  if (typeof access !== 'object' || access === null) return ['config.access is not a declaration'];
  const a = access as Record<string, unknown>;
  if ('scope' in a) return a['scope'] === 'user' ? [] : ['config.access.scope must be "user"'];
  const problems: string[] = [];
  if (a['action'] !== 'member' && !isAction(a['action']))
    problems.push(`unknown action ${String(a['action'])}`);
  const ref = (name: string, value: unknown) => {
    if (value === undefined) return;
    const r = value as Partial<FieldRef>;
    if (r.from !== 'body' && r.from !== 'query' && r.from !== 'params')
      problems.push(`${name}.from must be body, query or params`);
    if (typeof r.field !== 'string' || r.field === '') problems.push(`${name}.field is required`);
  };
  ref('entity', a['entity']);
  ref('account', a['account']);
  const account = a['account'] as Partial<AccountNeed> | undefined;
  if (account !== undefined && !isAccountFlag(account.flag))
    problems.push(`unknown account flag ${String(account.flag)}`);
  const venue = a['venue'];
  if (venue !== undefined) {
    if (!(VENUE_NEEDS as readonly unknown[]).includes(venue))
      problems.push(`unknown venue switch ${String(venue)}`);
    if (account === undefined) problems.push('a venue switch is checked on a named account');
  }
  const feature = a['feature'] as FeatureNeed | undefined;
  if (feature !== undefined && !isFeatureFlag(featureOf(feature)))
    problems.push(`unknown feature flag ${String(featureOf(feature))}`);
  return problems;
}

/** `config` of a call that needs no session. */
export const PUBLIC_ACCESS = { access: 'public' } as const satisfies { access: RouteAccess };
/** `config` of an operator's call (metrics): the route checks its own credential. */
export const OPERATOR_ACCESS = { access: 'operator' } as const satisfies { access: RouteAccess };
/** `config` of a call about the signed-in user alone (UserAccess). */
export const USER_ACCESS = { access: { scope: 'user' } } as const satisfies {
  access: RouteAccess;
};
