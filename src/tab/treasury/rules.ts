// Treasury rules as the screens read and write them (docs/treasury.md): the entity's rules,
// a rule's runs, the draft a form edits and the request payloads. Framework-free.
import { groupThousands } from '../../../domain/numbers';
import {
  scheduleText,
  type RuleAction,
  type RuleDefinition,
  type RuleSchedule,
  type RuleTrigger,
  type ScheduleUnit,
} from '../../../domain/treasury';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import {
  bool,
  isRecord,
  listAt,
  num,
  optDecimal,
  optStr,
  record,
  str,
  type Json,
} from '../queries/json';

export interface RuleRun {
  readonly id: number;
  readonly periodStart: string;
  readonly manual: boolean;
  readonly status: string;
  readonly outcome: string | null;
  readonly reason: string | null;
  readonly direction: 'in' | 'out' | null;
  readonly amount: string | null;
  readonly balanceBefore: string | null;
  readonly finishedAt: string | null;
}

export interface TreasuryRule extends RuleDefinition {
  readonly id: number;
  readonly status: string;
  readonly pendingRequestId: string | null;
  readonly nextRunAt: string | null;
  readonly lastRun: RuleRun | null;
}

function parseRun(raw: unknown): RuleRun {
  const o = record(raw, 'run');
  const direction = optStr(o, 'direction');
  return {
    id: num(o, 'id'),
    periodStart: str(o, 'period_start'),
    manual: bool(o, 'manual'),
    status: str(o, 'status'),
    outcome: optStr(o, 'outcome'),
    reason: optStr(o, 'reason'),
    direction: direction === 'in' || direction === 'out' ? direction : null,
    amount: optDecimal(o, 'amount'),
    balanceBefore: optDecimal(o, 'balance_before'),
    finishedAt: optStr(o, 'finished_at'),
  };
}

function parseRule(raw: unknown): TreasuryRule {
  const o = record(raw, 'rule');
  const part = (key: string): Json => record(o[key], key);
  return {
    id: num(o, 'id'),
    name: str(o, 'name'),
    token: str(o, 'token'),
    account_id: num(o, 'account_id'),
    counterparty_id: num(o, 'counterparty_id'),
    // The venue validated these against the rule grammar when the rule was made.
    trigger: part('trigger') as unknown as RuleTrigger,
    action: part('action') as unknown as RuleAction,
    schedule: part('schedule') as unknown as RuleSchedule,
    status: str(o, 'status'),
    pendingRequestId: optStr(o, 'pending_request_id'),
    nextRunAt: optStr(o, 'next_run_at'),
    lastRun: isRecord(o['last_run']) ? parseRun(o['last_run']) : null,
  };
}

export const treasuryRulesQuery = defineQuery<readonly TreasuryRule[]>(
  {
    key: ['treasury_rules'],
    call: getCall('/uapi/v1/treasury/rules'),
    // Rule changes and runs ride the entity's approvals topic; transfers move balances.
    invalidatedBy: ['approvals', 'balances'],
  },
  (raw) => listAt(raw, 'rules', 'rules').map(parseRule),
);

export const ruleRunsQuery = (ruleId: number) =>
  defineQuery<{ readonly runs: readonly RuleRun[]; readonly total: number }>(
    {
      key: ['treasury_rule_runs', ruleId],
      call: getCall(`/uapi/v1/treasury/rules/${ruleId}/runs?limit=100`),
      invalidatedBy: ['approvals'],
    },
    (raw) => ({
      runs: listAt(raw, 'runs', 'runs').map(parseRun),
      total: num(record(raw, 'runs'), 'total'),
    }),
  );

export const disableRuleCall = (ruleId: number) =>
  jsonCall('POST', `/uapi/v1/treasury/rules/${ruleId}/disable`, {});

// ---- the form's draft ----

export type TriggerKind = 'below' | 'above' | 'range';
export type ActionKind = 'fixed' | 'limits';

/** What the rule form edits: strings as typed. */
export interface RuleDraft {
  readonly name: string;
  readonly token: string;
  readonly accountId: string;
  readonly counterpartyId: string;
  readonly trigger: TriggerKind;
  readonly level: string;
  readonly min: string;
  readonly max: string;
  readonly action: ActionKind;
  readonly amount: string;
  readonly target: string;
  readonly every: string;
  readonly unit: ScheduleUnit;
  readonly at: string;
}

export const EMPTY_DRAFT: RuleDraft = {
  name: '',
  token: 'USDC',
  accountId: '',
  counterpartyId: '',
  trigger: 'above',
  level: '',
  min: '',
  max: '',
  action: 'limits',
  amount: '',
  target: '',
  every: '1',
  unit: 'days',
  at: '16:00',
};

const trimDot = (s: string) => (s.endsWith('.') ? s.slice(0, -1) : s);

export function draftToRule(d: RuleDraft): RuleDefinition {
  const trigger: RuleTrigger =
    d.trigger === 'range'
      ? { type: 'TokenBalanceRangeTrigger', min: trimDot(d.min), max: trimDot(d.max) }
      : { type: 'TokenBalanceThresholdTrigger', direction: d.trigger, level: trimDot(d.level) };
  const action: RuleAction =
    d.action === 'fixed'
      ? { type: 'TransferTokenByFixedAmount', amount: trimDot(d.amount) }
      : { type: 'TransferTokenWithBalanceLimits', target: trimDot(d.target) };
  return {
    name: d.name.trim(),
    token: d.token.trim().toUpperCase(),
    account_id: Number(d.accountId),
    counterparty_id: Number(d.counterpartyId),
    trigger,
    action,
    schedule: { type: 'PeriodicSchedule', every: Number(d.every), unit: d.unit, at: d.at },
  };
}

export function ruleToDraft(r: RuleDefinition): RuleDraft {
  const t = r.trigger;
  const a = r.action;
  return {
    name: r.name,
    token: r.token,
    accountId: String(r.account_id),
    counterpartyId: String(r.counterparty_id),
    trigger: t.type === 'TokenBalanceRangeTrigger' ? 'range' : t.direction,
    level: t.type === 'TokenBalanceThresholdTrigger' ? t.level : '',
    min: t.type === 'TokenBalanceRangeTrigger' ? t.min : '',
    max: t.type === 'TokenBalanceRangeTrigger' ? t.max : '',
    action: a.type === 'TransferTokenByFixedAmount' ? 'fixed' : 'limits',
    amount: a.type === 'TransferTokenByFixedAmount' ? a.amount : '',
    target: a.type === 'TransferTokenWithBalanceLimits' ? a.target : '',
    every: String(r.schedule.every),
    unit: r.schedule.unit,
    at: r.schedule.at,
  };
}

// ---- texts ----

const qty = (s: string, token: string) => `${groupThousands(s)} ${token}`;

export function triggerText(r: Pick<RuleDefinition, 'trigger' | 'token'>): string {
  const t = r.trigger;
  return t.type === 'TokenBalanceRangeTrigger'
    ? `Outside ${qty(t.min, r.token)} – ${qty(t.max, r.token)}`
    : `${t.direction === 'below' ? 'Below' : 'Above'} ${qty(t.level, r.token)}`;
}

export function actionText(r: Pick<RuleDefinition, 'action' | 'token' | 'trigger'>): string {
  const a = r.action;
  if (a.type === 'TransferTokenByFixedAmount') return `Move ${qty(a.amount, r.token)}`;
  if (r.trigger.type === 'TokenBalanceRangeTrigger') return `Back to ${qty(a.target, r.token)}`;
  return r.trigger.direction === 'below'
    ? `Top up to ${qty(a.target, r.token)}`
    : `Sweep down to ${qty(a.target, r.token)}`;
}

export { scheduleText };

/** Spec 4 display classes of rule statuses and run states. */
export function statusTone(status: string): 'success' | 'warning' | 'error' | 'neutral' {
  switch (status) {
    case 'enabled':
    case 'approved':
    case 'completed':
      return 'success';
    case 'pending_approval':
    case 'in_progress':
      return 'warning';
    case 'rejected':
    case 'failed':
    case 'deleted':
      return 'error';
    default:
      return 'neutral';
  }
}

export const STATUS_LABEL: Readonly<Record<string, string>> = {
  pending_approval: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  enabled: 'Enabled',
  disabled: 'Disabled',
  deleted: 'Deleted',
  in_progress: 'In progress',
  failed: 'Failed',
  expired: 'Expired',
  completed: 'Completed',
  active: 'Active',
};
