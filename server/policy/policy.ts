// The policy's decisions that are not tied to one HTTP request: refusals and their codes,
// venue switches, and the checks other parts of the server share (the private stream's
// per-topic check, read selections, the permissions view). docs/approvals.md.
import type { Kysely } from 'kysely';
import {
  effectiveFlag,
  effectiveFlags,
  type AccountFlags,
  type Action,
} from '../../domain/permissions';
import type { Database } from '../db/schema';
import { ipAllowed } from '../entities/ip-allowlist';
import { ApiError } from '../http/errors';
import type { VenueNeed } from './access';
import { loadCaller, loadPolicySubaccount, subaccountsOfEntity, type VenueSwitches } from './store';

/** The step of the contract's order that refused a call. */
export type PolicyStep =
  'session' | 'entity' | 'ip' | 'setup' | 'role' | 'account' | 'venue' | 'feature' | 'undeclared';

/** A refusal of the policy: an ApiError (the errors list) that names its step. */
export class PolicyRefusal extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly step: PolicyStep,
    field?: string,
  ) {
    super(statusCode, code, message, field);
  }
}

export const IP_REFUSED_TEXT = 'Your IP address is not allowed for this entity.';

export const refuse = {
  session: () =>
    new PolicyRefusal(
      401,
      'SESSION_EXPIRED',
      'Your session has expired. Please sign in again.',
      'session',
    ),
  entity: (field = 'X-Entity-Id') =>
    new PolicyRefusal(403, 'FORBIDDEN', 'You do not have access to this entity.', 'entity', field),
  /** IP_NOT_ALLOWED acting for an entity; IP_NOT_WHITELISTED for a call naming its entity. */
  ip: (code: 'IP_NOT_ALLOWED' | 'IP_NOT_WHITELISTED') =>
    new PolicyRefusal(403, code, IP_REFUSED_TEXT, 'ip'),
  role: () => new PolicyRefusal(403, 'FORBIDDEN', 'Your role does not allow this.', 'role'),
  account: (field: string) =>
    new PolicyRefusal(
      403,
      'ACCOUNT_FORBIDDEN',
      'This account does not allow this for you.',
      'account',
      field,
    ),
  venue: (field: string) =>
    new PolicyRefusal(403, 'VENUE_DISABLED', 'This venue does not allow this.', 'venue', field),
  feature: (flag: string, notFound: boolean) =>
    notFound
      ? new PolicyRefusal(404, 'NOT_FOUND', 'Not found', 'feature')
      : new PolicyRefusal(
          403,
          'FEATURE_DISABLED',
          `${flag} is not enabled for your organisation.`,
          'feature',
        ),
  undeclared: () =>
    new PolicyRefusal(403, 'FORBIDDEN', 'This call declares no access.', 'undeclared'),
};

/** Step 6: whether the venue's switches allow what the route needs (spec 3.5, 5). */
export function venueAllows(venue: VenueSwitches, need: VenueNeed): boolean {
  switch (need) {
    case 'futures':
      return venue.futuresEnabled && !venue.isDelisted;
    case 'withdraw':
      return venue.withdrawEnabled && !venue.isDelisted;
    case 'whitelist':
      return venue.addressWhitelistingEnabled && !venue.isDelisted;
    case 'transfer':
      return venue.guiTransferEnabled && !venue.isDelisted;
    case 'deposit':
      return venue.depositEnabled && !venue.isDelisted;
    case 'riskInfo':
      return venue.riskInfoEnabled;
  }
}

/** Who asks, outside an HTTP request (the stream): the user and the socket's address. */
export interface Who {
  readonly userId: number;
  readonly ip: string;
}

/**
 * Steps 2-3 for a given entity: the user belongs to it and the address is allowed by its
 * allowlist. For private topics naming an entity (`approvals:<entityId>`).
 */
export async function mayActForEntity(
  db: Kysely<Database>,
  who: Who,
  entityId: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(entityId) || entityId < 1 || entityId > 2_147_483_647) return false;
  const caller = await loadCaller(db, who.userId, entityId);
  return caller !== null && caller.member && ipAllowed(caller.ipAllowlist ?? '', who.ip);
}

/**
 * A private topic of a subaccount (`orders:<id>`, ...): the subaccount's entity passes steps
 * 2-3 for this user and address, and the user's effective canRead holds on it.
 */
export async function mayReadSubaccount(
  db: Kysely<Database>,
  who: Who,
  subaccountId: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(subaccountId) || subaccountId < 1 || subaccountId > 2_147_483_647)
    return false;
  const sub = await loadPolicySubaccount(db, subaccountId);
  if (!sub) return false;
  const caller = await loadCaller(db, who.userId, sub.entityId);
  return (
    caller !== null &&
    caller.member &&
    ipAllowed(caller.ipAllowlist ?? '', who.ip) &&
    effectiveFlag(sub.flags, caller.granted, 'canRead')
  );
}

export interface EffectiveSubaccount {
  readonly id: number;
  readonly accountId: number;
  /** The user's effective flags: the subaccount's own AND granted by a role. */
  readonly flags: AccountFlags;
}

/**
 * The acting entity's subaccounts whose effective canRead holds, with every effective flag:
 * what read selections list (spec 5 "Only subaccounts with canRead appear in read selections").
 */
export async function readableSubaccounts(
  db: Kysely<Database>,
  auth: { readonly entityId: number; readonly granted: ReadonlySet<Action> },
): Promise<EffectiveSubaccount[]> {
  return (await subaccountsOfEntity(db, auth.entityId))
    .map((sub) => ({
      id: sub.id,
      accountId: sub.accountId,
      flags: effectiveFlags(sub.flags, auth.granted),
    }))
    .filter((sub) => sub.flags.canRead);
}
