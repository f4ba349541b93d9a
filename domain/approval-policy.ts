// Approval policies (docs/approvals.md "Approval policies"): an entity's ordered rules, the
// first match wins (Fireblocks TAP), and a default when none matches. Pure: the server
// resolves requests with it and the screens can preview a rule list with it.
import { compareDecimal, isDecimalString } from './decimal';
import { isAdminRequestKind, type DestinationType } from './approvals';

/** One rule as stored and answered (amounts are USD decimal strings, null = open). */
export interface ApprovalPolicyRule {
  /** A request kind or '*'. */
  readonly kind: string;
  /** A token symbol or '*'. */
  readonly asset: string;
  /** Inclusive lower bound of the request's USD amount. */
  readonly min_amount_usd: string | null;
  /** Exclusive upper bound of the request's USD amount. */
  readonly max_amount_usd: string | null;
  readonly destination_type: DestinationType;
  /** An account id, or null for every account. */
  readonly account_id: number | null;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
}

/** What a request shows a policy: its kind and, for money, what moves where. */
export interface PolicySubject {
  readonly kind: string;
  readonly asset?: string | null;
  /** The amount in USD (decimal string), when the request moves money. */
  readonly amount_usd?: string | null;
  readonly destination_type?: Exclude<DestinationType, 'any'> | null;
  readonly account_id?: number | null;
}

/** Who must approve: a rule's answer, or the default's. */
export interface ApproverRequirement {
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
}

/**
 * Whether a rule covers the request. A condition the rule leaves open ('*', 'any', null)
 * matches everything; a set condition matches only a request that has that attribute (an
 * amount band never matches a request without an amount).
 */
export function ruleMatches(rule: ApprovalPolicyRule, subject: PolicySubject): boolean {
  if (rule.kind !== '*' && rule.kind !== subject.kind) return false;
  if (rule.asset !== '*' && rule.asset !== subject.asset) return false;
  if (rule.destination_type !== 'any' && rule.destination_type !== subject.destination_type)
    return false;
  if (rule.account_id !== null && rule.account_id !== subject.account_id) return false;
  if (rule.min_amount_usd !== null || rule.max_amount_usd !== null) {
    const amount = subject.amount_usd;
    if (amount === null || amount === undefined || !isDecimalString(amount)) return false;
    if (rule.min_amount_usd !== null && compareDecimal(amount, rule.min_amount_usd) < 0)
      return false;
    if (rule.max_amount_usd !== null && compareDecimal(amount, rule.max_amount_usd) >= 0)
      return false;
  }
  return true;
}

/** The first rule, in order, that covers the request; undefined when none does. */
export function firstMatchingRule<R extends ApprovalPolicyRule>(
  rules: readonly R[],
  subject: PolicySubject,
): R | undefined {
  return rules.find((rule) => ruleMatches(rule, subject));
}

/**
 * With no matching rule: one approver with the `admin` role for administrative kinds, one
 * with the `approver` role for money kinds.
 */
export function defaultRequirement(kind: string): ApproverRequirement {
  return {
    min_approvers: 1,
    approver_roles: [isAdminRequestKind(kind) ? 'admin' : 'approver'],
    approver_user_ids: [],
  };
}

/** The requirement for a request: the first matching rule's, else the default. */
export function requirementFor<R extends ApprovalPolicyRule>(
  rules: readonly R[],
  subject: PolicySubject,
): { readonly rule: R | null; readonly requirement: ApproverRequirement } {
  const rule = firstMatchingRule(rules, subject) ?? null;
  return {
    rule,
    requirement: rule
      ? {
          min_approvers: rule.min_approvers,
          approver_roles: rule.approver_roles,
          approver_user_ids: rule.approver_user_ids,
        }
      : defaultRequirement(subject.kind),
  };
}
