// Approval policies on the server: the entity's active rules in order, the USD value of a
// money request (market-runtime conversion rates), the matching rule or the default, and who
// is eligible to approve (roles or listed users, holding `Approve Requests`, active members).
import type { Kysely } from 'kysely';
import {
  requirementFor,
  type ApprovalPolicyRule,
  type ApproverRequirement,
  type PolicySubject,
} from '../../domain/approval-policy';
import type { DestinationType } from '../../domain/approvals';
import { isDecimalString, multiplyDecimal, normalizeDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import type { MoneySubject } from './definitions';
import { entityRoleMatrix } from '../policy/role-matrix';
import { rolesGranting, type RoleMatrix } from './grants';
import { activeMembers, activeRules, type MemberRow, type RuleRow } from './store';

/** Token → USD value of one unit (GET /uapi/v1/conversion_rates). */
export type Rates = () => Readonly<Record<string, string>>;

export interface StoredRule extends ApprovalPolicyRule {
  readonly id: number;
  readonly position: number;
}

const plain = (value: string | null): string | null =>
  value === null ? null : normalizeDecimal(value);

export function ruleView(row: RuleRow): StoredRule {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    asset: row.asset,
    min_amount_usd: plain(row.min_amount_usd),
    max_amount_usd: plain(row.max_amount_usd),
    destination_type: row.destination_type as DestinationType,
    account_id: row.account_id,
    min_approvers: row.min_approvers,
    approver_roles: row.approver_roles,
    approver_user_ids: row.approver_user_ids,
  };
}

export async function policyRules(db: Kysely<Database>, entityId: number): Promise<StoredRule[]> {
  return (await activeRules(db, entityId)).map(ruleView);
}

/**
 * The amount in USD: amount × the token's rate. Null when the token has no rate (no book to
 * value it): such a request matches only rules without an amount band.
 */
export function amountInUsd(asset: string, amount: string, rates: Rates): string | null {
  if (!isDecimalString(amount)) return null;
  const rate = rates()[asset.toUpperCase()];
  return rate === undefined ? null : normalizeDecimal(multiplyDecimal(amount, rate));
}

/** What a policy sees of a request: its kind, and for money what moves where, in USD. */
export function subjectOf(kind: string, money: MoneySubject | null, rates: Rates): PolicySubject {
  if (!money) return { kind };
  return {
    kind,
    asset: money.asset.toUpperCase(),
    amount_usd: amountInUsd(money.asset, money.amount, rates),
    destination_type: money.destination_type,
    account_id: money.account_id,
  };
}

export interface Resolution {
  readonly rule: StoredRule | null;
  readonly requirement: ApproverRequirement;
}

/** The first matching active rule of the entity, else the default. */
export async function resolveRequirement(
  db: Kysely<Database>,
  entityId: number,
  subject: PolicySubject,
): Promise<Resolution> {
  return requirementFor(await policyRules(db, entityId), subject);
}

/**
 * Whether a user may act on requests with this requirement: one of their roles is among
 * `approver_roles` or they are listed, and one of their roles grants `Approve Requests`.
 * (Membership and being active are the caller's to check.)
 */
export function isEligible(
  user: { id: number; roles: readonly string[] },
  requirement: Pick<ApproverRequirement, 'approver_roles' | 'approver_user_ids'>,
  matrix: RoleMatrix,
): boolean {
  const approving = rolesGranting(matrix, 'Approve Requests');
  if (!user.roles.some((role) => approving.includes(role))) return false;
  return (
    user.roles.some((role) => requirement.approver_roles.includes(role)) ||
    requirement.approver_user_ids.includes(user.id)
  );
}

/** Active members of the entity who could approve, except `exceptUserId` (the requester). */
export async function eligibleApprovers(
  db: Kysely<Database>,
  entityId: number,
  requirement: ApproverRequirement,
  exceptUserId: number | null,
): Promise<MemberRow[]> {
  const [members, matrix] = await Promise.all([
    activeMembers(db, entityId),
    entityRoleMatrix(db, entityId),
  ]);
  return members.filter(
    (member) => member.id !== exceptUserId && isEligible(member, requirement, matrix),
  );
}
