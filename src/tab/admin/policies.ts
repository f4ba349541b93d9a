// Admin → Approval policies (docs/approvals.md "Approval policies"): the entity's ordered rules
// (GET /uapi/v1/admin/policies), editing a draft of them (add, edit, move, delete), what the
// draft changes, the one `approval_policy` request it makes, and the dry run
// (GET /uapi/v1/maker_checker/policy/dry_run). Framework-free.
import { isPositiveDecimal } from '../../../domain/numbers';
import { compareDecimal } from '../../../domain/decimal';
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import {
  isRecord,
  listAt,
  num,
  optDecimal,
  optId,
  optNum,
  optNumList,
  optStr,
  optStrList,
  record,
  type Json,
} from '../queries/json';
import { DESTINATION_TYPES } from '../approvals/vocabulary';

export interface PolicyRule {
  /** The server's id; null for a rule added in the draft. */
  readonly id: string | null;
  /** A request kind or '*'. */
  readonly kind: string;
  /** An asset or '*'. */
  readonly asset: string;
  /** Inclusive lower bound in USD (decimal string); null = open. */
  readonly min_amount_usd: string | null;
  /** Exclusive upper bound in USD; null = open. */
  readonly max_amount_usd: string | null;
  /** any, whitelisted, internal, external. */
  readonly destination_type: string;
  /** A subaccount id, or null for any account. */
  readonly account_id: number | null;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
}

export function parsePolicyRule(raw: unknown): PolicyRule {
  const o: Json = record(raw, 'rule');
  return {
    id: optId(o, 'id') ?? optId(o, 'rule_id'),
    kind: optStr(o, 'kind') ?? '*',
    asset: optStr(o, 'asset') ?? '*',
    min_amount_usd: optDecimal(o, 'min_amount_usd'),
    max_amount_usd: optDecimal(o, 'max_amount_usd'),
    destination_type: optStr(o, 'destination_type') ?? 'any',
    account_id: optNum(o, 'account_id'),
    min_approvers: num(o, 'min_approvers'),
    approver_roles: optStrList(o, 'approver_roles'),
    approver_user_ids: optNumList(o, 'approver_user_ids'),
  };
}

/** The rules in the order they are tried; a `position` field, when sent, orders them. */
export function parsePolicies(raw: unknown): readonly PolicyRule[] {
  const items = listAt(raw, 'rules', 'policies');
  const positioned = items.map((item, i) => ({
    rule: parsePolicyRule(item),
    at: isRecord(item) && typeof item['position'] === 'number' ? item['position'] : i,
  }));
  return positioned.sort((a, b) => a.at - b.at).map((p) => p.rule);
}

/** The entity's rules. An `approval_policy` request executing changes them. */
export const policiesQuery = defineQuery<readonly PolicyRule[]>(
  {
    key: ['admin_policies'],
    call: getCall('/uapi/v1/admin/policies'),
    invalidatedBy: ['approvals'],
  },
  parsePolicies,
);

export const EMPTY_RULE: PolicyRule = {
  id: null,
  kind: '*',
  asset: '*',
  min_amount_usd: null,
  max_amount_usd: null,
  destination_type: 'any',
  account_id: null,
  min_approvers: 1,
  approver_roles: ['approver'],
  approver_user_ids: [],
};

// ---- The draft ------------------------------------------------------------------------------

/** Moves the rule at `index` by `delta` places (−1 up, +1 down); out of range: unchanged. */
export function moveRule(rules: readonly PolicyRule[], index: number, delta: number) {
  const to = index + delta;
  if (index < 0 || index >= rules.length || to < 0 || to >= rules.length) return rules;
  const next = [...rules];
  const [rule] = next.splice(index, 1);
  if (rule !== undefined) next.splice(to, 0, rule);
  return next;
}

export function replaceRule(rules: readonly PolicyRule[], index: number, rule: PolicyRule) {
  return rules.map((r, i) => (i === index ? rule : r));
}

export function removeRule(rules: readonly PolicyRule[], index: number) {
  return rules.filter((_, i) => i !== index);
}

export type RuleErrors = Partial<
  Record<'min_amount_usd' | 'max_amount_usd' | 'min_approvers' | 'approvers', string>
>;

function amountProblem(v: string | null, field: string): string | undefined {
  if (v === null) return undefined;
  return isPositiveDecimal(v) ? undefined : `${field} must be a decimal amount`;
}

/** Client checks of one rule: amounts are decimals with min below max, at least one approval,
 *  and someone to give it. */
export function ruleErrors(rule: PolicyRule): RuleErrors {
  const errors: RuleErrors = {};
  const min = amountProblem(rule.min_amount_usd, 'Minimum');
  const max = amountProblem(rule.max_amount_usd, 'Maximum');
  if (min) errors.min_amount_usd = min;
  if (max) errors.max_amount_usd = max;
  if (
    !min &&
    !max &&
    rule.min_amount_usd !== null &&
    rule.max_amount_usd !== null &&
    compareDecimal(rule.min_amount_usd, rule.max_amount_usd) >= 0
  ) {
    errors.max_amount_usd = 'Maximum must be above the minimum';
  }
  if (!Number.isInteger(rule.min_approvers) || rule.min_approvers < 1) {
    errors.min_approvers = 'At least one approval is needed';
  }
  if (rule.approver_roles.length === 0 && rule.approver_user_ids.length === 0) {
    errors.approvers = 'Choose a role or a user who may approve';
  }
  return errors;
}

export type RuleMark = 'new' | 'edited' | 'moved' | 'same';

const sameRule = (a: PolicyRule, b: PolicyRule) => JSON.stringify(a) === JSON.stringify(b);

export interface PolicyDiff {
  /** One mark per rule of the draft, in draft order. */
  readonly marks: readonly RuleMark[];
  /** Rules of the current policy the draft leaves out. */
  readonly removed: readonly PolicyRule[];
  readonly changed: boolean;
}

/** What the draft changes against the current policy, rule by rule (by id). */
export function policyDiff(
  current: readonly PolicyRule[],
  draft: readonly PolicyRule[],
): PolicyDiff {
  const ids = current.map((r) => r.id);
  const marks = draft.map((rule, i): RuleMark => {
    const was = rule.id === null ? -1 : ids.indexOf(rule.id);
    const before = current[was];
    if (before === undefined) return 'new';
    if (!sameRule(before, rule)) return 'edited';
    return was === i ? 'same' : 'moved';
  });
  const kept = new Set(draft.map((r) => r.id).filter((x) => x !== null));
  const removed = current.filter((r) => r.id === null || !kept.has(r.id));
  return {
    marks,
    removed,
    changed: removed.length > 0 || marks.some((m) => m !== 'same'),
  };
}

/** The payload of the one `approval_policy` request: the whole ordered list; existing rules
 *  keep their ids, new ones have none. */
export function policyPayload(draft: readonly PolicyRule[]) {
  return {
    // The venue replaces the whole list (in this order): ids are not sent.
    rules: draft.map((r) => ({
      kind: r.kind,
      asset: r.asset,
      min_amount_usd: r.min_amount_usd,
      max_amount_usd: r.max_amount_usd,
      destination_type: r.destination_type,
      account_id: r.account_id,
      min_approvers: r.min_approvers,
      approver_roles: [...r.approver_roles],
      approver_user_ids: r.approver_user_ids.map(Number),
    })),
  };
}

/** "$1,000 – $50,000", "from $1,000", "below $50,000", "any amount". */
export function amountRangeText(rule: Pick<PolicyRule, 'min_amount_usd' | 'max_amount_usd'>) {
  const usd = (v: string) => `$${v}`;
  const { min_amount_usd: min, max_amount_usd: max } = rule;
  if (min !== null && max !== null) return `${usd(min)} – ${usd(max)}`;
  if (min !== null) return `from ${usd(min)}`;
  if (max !== null) return `below ${usd(max)}`;
  return 'any amount';
}

// ---- Dry run --------------------------------------------------------------------------------

export interface DryRunInput {
  readonly kind: string;
  readonly asset: string;
  /** Decimal string; '' for none. */
  readonly amount_usd: string;
  readonly destination_type: string;
  /** '' for none. */
  readonly account_id: string;
}

export interface DryRunApprover {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

export interface DryRunResult {
  /** The rule that matched (its id, and the rule when the server sends it whole); null: the
   *  default applies. */
  readonly ruleId: string | null;
  readonly rule: PolicyRule | null;
  readonly min_approvers: number;
  readonly approvers: readonly DryRunApprover[];
}

export function parseDryRun(raw: unknown): DryRunResult {
  const o = record(raw, 'dry run');
  const r = o['rule'];
  let rule: PolicyRule | null = null;
  let ruleId: string | null = null;
  if (typeof r === 'string' || typeof r === 'number') ruleId = String(r);
  else if (isRecord(r)) {
    ruleId = optId(r, 'id') ?? optId(r, 'rule_id');
    try {
      rule = parsePolicyRule(r);
    } catch {
      rule = null; // only the id is needed to point at the rule
    }
  }
  const approvers = listAt(o['approvers'] ?? [], 'approvers', 'approvers').map((a) => {
    const p = record(a, 'approver');
    return { id: num(p, 'id'), name: optStr(p, 'name') ?? '', email: optStr(p, 'email') ?? '' };
  });
  return { ruleId, rule, min_approvers: num(o, 'min_approvers'), approvers };
}

/** "Who would have to approve this?" — nothing is created. A policy change moves the answer. */
export function dryRunQuery(input: DryRunInput) {
  // 'any' is a rule's wildcard: a request (and so the dry run) has a concrete destination or
  // none, so 'any' sends none.
  const query: Record<string, string> = { kind: input.kind };
  if (input.destination_type !== 'any') query['destination_type'] = input.destination_type;
  if (input.asset !== '') query['asset'] = input.asset;
  if (input.amount_usd !== '') query['amount_usd'] = input.amount_usd;
  if (input.account_id !== '') query['account_id'] = input.account_id;
  return defineQuery<DryRunResult>(
    {
      key: [
        'policy_dry_run',
        input.kind,
        input.asset,
        input.amount_usd,
        input.destination_type,
        input.account_id,
      ],
      call: getCall('/uapi/v1/maker_checker/policy/dry_run', { query, hideAlertOnError: true }),
      invalidatedBy: ['approvals'],
    },
    parseDryRun,
  );
}

export function isDestinationType(v: string): boolean {
  return (DESTINATION_TYPES as readonly string[]).includes(v);
}
