// Treasury rules (spec 3.8, docs/treasury.md): what a rule watches, when it fires, how much it
// moves and when it is due. Pure: the server's scheduler and the screens share these.
import { compareDecimal, isDecimalString, signDecimal, subtractDecimal } from './decimal';

export const TRIGGER_TYPES = ['TokenBalanceThresholdTrigger', 'TokenBalanceRangeTrigger'] as const;
export const ACTION_TYPES = [
  'TransferTokenByFixedAmount',
  'TransferTokenWithBalanceLimits',
] as const;
export const SCHEDULE_TYPES = ['PeriodicSchedule'] as const;
export const SCHEDULE_UNITS = ['minutes', 'hours', 'days'] as const;
/** Spec 4 "Rule status values". */
export const RULE_STATUSES = [
  'pending_approval',
  'approved',
  'rejected',
  'enabled',
  'disabled',
  'deleted',
] as const;
/** Spec 4 "Schedule and activity states", for runs. */
export const RUN_STATUSES = ['in_progress', 'failed', 'expired', 'completed', 'active'] as const;
/** What a rule request asks (spec 4 "Rule actions" that change something). */
export const RULE_OPS = ['add', 'edit', 'delete', 'enable', 'run_now'] as const;

export type RuleStatus = (typeof RULE_STATUSES)[number];
export type RunStatus = (typeof RUN_STATUSES)[number];
export type RuleOp = (typeof RULE_OPS)[number];
export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];

export type RuleTrigger =
  | {
      readonly type: 'TokenBalanceThresholdTrigger';
      /** Fires when the watched balance is below (or above) the level. */
      readonly direction: 'below' | 'above';
      readonly level: string;
    }
  | {
      readonly type: 'TokenBalanceRangeTrigger';
      /** Fires when the watched balance is outside [min, max]. */
      readonly min: string;
      readonly max: string;
    };

export type RuleAction =
  | { readonly type: 'TransferTokenByFixedAmount'; readonly amount: string }
  | {
      readonly type: 'TransferTokenWithBalanceLimits';
      /** Top the watched account up to, or sweep it down to, this balance. */
      readonly target: string;
    };

export interface RuleSchedule {
  readonly type: 'PeriodicSchedule';
  readonly every: number;
  readonly unit: ScheduleUnit;
  /** For days: the UTC time of day it runs at, 'HH:MM'. */
  readonly at: string;
}

/** A rule's definition: the watched account, the other account, the token and the three parts. */
export interface RuleDefinition {
  readonly name: string;
  readonly token: string;
  /** The account whose balance the trigger watches. */
  readonly account_id: number;
  /** The account money comes from (top-up) or goes to (sweep). */
  readonly counterparty_id: number;
  readonly trigger: RuleTrigger;
  readonly action: RuleAction;
  readonly schedule: RuleSchedule;
}

const MINUTE_MS = 60_000;
const UNIT_MS: Readonly<Record<ScheduleUnit, number>> = {
  minutes: MINUTE_MS,
  hours: 60 * MINUTE_MS,
  days: 24 * 60 * MINUTE_MS,
};
/** Bounds of `every` per unit (a minute-by-minute sweep at most; a quarter at least). */
export const EVERY_MAX: Readonly<Record<ScheduleUnit, number>> = {
  minutes: 1440,
  hours: 720,
  days: 90,
};

function minutesOfDay(at: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  return m === null ? null : Number(m[1]) * 60 + Number(m[2]);
}

export function periodMillis(schedule: RuleSchedule): number {
  return schedule.every * UNIT_MS[schedule.unit];
}

/**
 * The start of the period containing `t`: periods are `every × unit` long, aligned to the
 * epoch, shifted by `at` for daily schedules (every N days at HH:MM UTC).
 */
export function periodStart(schedule: RuleSchedule, t: number): number {
  const length = periodMillis(schedule);
  const offset = schedule.unit === 'days' ? (minutesOfDay(schedule.at) ?? 0) * MINUTE_MS : 0;
  return Math.floor((t - offset) / length) * length + offset;
}

/** The first period start strictly after `t`. */
export function nextRunAfter(schedule: RuleSchedule, t: number): number {
  return periodStart(schedule, t) + periodMillis(schedule);
}

/** What one evaluation decides. */
export type Evaluation =
  | {
      readonly kind: 'transfer';
      /** 'in': counterparty → watched account (top-up); 'out': watched → counterparty (sweep). */
      readonly direction: 'in' | 'out';
      readonly amount: string;
    }
  | { readonly kind: 'skip'; readonly reason: string };

/** Decides, from the watched account's balance, whether the rule moves money and how much. */
export function evaluateRule(
  rule: Pick<RuleDefinition, 'trigger' | 'action' | 'token'>,
  balance: string,
): Evaluation {
  const { trigger, action } = rule;
  let direction: 'in' | 'out' | null = null;
  if (trigger.type === 'TokenBalanceThresholdTrigger') {
    const cmp = compareDecimal(balance, trigger.level);
    if (trigger.direction === 'below' && cmp < 0) direction = 'in';
    if (trigger.direction === 'above' && cmp > 0) direction = 'out';
  } else {
    if (compareDecimal(balance, trigger.min) < 0) direction = 'in';
    else if (compareDecimal(balance, trigger.max) > 0) direction = 'out';
  }
  if (direction === null)
    return { kind: 'skip', reason: `Not triggered: balance ${balance} ${rule.token}` };
  const amount =
    action.type === 'TransferTokenByFixedAmount'
      ? action.amount
      : direction === 'in'
        ? subtractDecimal(action.target, balance)
        : subtractDecimal(balance, action.target);
  if (signDecimal(amount) <= 0)
    return {
      kind: 'skip',
      reason: `Nothing to move: balance ${balance} ${rule.token} is already at the target`,
    };
  return { kind: 'transfer', direction, amount };
}

const positive = (s: unknown): s is string =>
  typeof s === 'string' && isDecimalString(s) && signDecimal(s) > 0;
const nonNegative = (s: unknown): s is string =>
  typeof s === 'string' && isDecimalString(s) && signDecimal(s) >= 0;

/** One problem with a definition, by field (empty when it is valid). */
export function ruleProblems(rule: RuleDefinition): Record<string, string> {
  const out: Record<string, string> = {};
  if (rule.name.trim() === '') out['name'] = 'Name the rule.';
  if (rule.account_id === rule.counterparty_id)
    out['counterparty_id'] = 'Choose two different accounts.';
  const { trigger, action, schedule } = rule;
  if (trigger.type === 'TokenBalanceThresholdTrigger') {
    if (!nonNegative(trigger.level)) out['trigger.level'] = 'Enter a level of 0 or more.';
  } else if (!nonNegative(trigger.min) || !nonNegative(trigger.max)) {
    out['trigger.min'] = 'Enter a range of 0 or more.';
  } else if (compareDecimal(trigger.min, trigger.max) >= 0) {
    out['trigger.max'] = 'The upper bound must be above the lower bound.';
  }
  if (action.type === 'TransferTokenByFixedAmount') {
    if (!positive(action.amount)) out['action.amount'] = 'Enter an amount above 0.';
  } else if (!nonNegative(action.target)) {
    out['action.target'] = 'Enter a target of 0 or more.';
  } else if (
    trigger.type === 'TokenBalanceRangeTrigger' &&
    out['trigger.min'] === undefined &&
    out['trigger.max'] === undefined &&
    (compareDecimal(action.target, trigger.min) < 0 ||
      compareDecimal(action.target, trigger.max) > 0)
  ) {
    out['action.target'] = 'The target must lie inside the range.';
  } else if (trigger.type === 'TokenBalanceThresholdTrigger' && nonNegative(trigger.level)) {
    // Topping up must not overshoot the level into a sweep, and the other way round.
    const cmp = compareDecimal(action.target, trigger.level);
    if (trigger.direction === 'below' && cmp < 0)
      out['action.target'] = 'Top up to at least the level.';
    if (trigger.direction === 'above' && cmp > 0)
      out['action.target'] = 'Sweep down to at most the level.';
  }
  if (
    !Number.isInteger(schedule.every) ||
    schedule.every < 1 ||
    schedule.every > EVERY_MAX[schedule.unit]
  )
    out['schedule.every'] = `Run every 1 to ${EVERY_MAX[schedule.unit]} ${schedule.unit}.`;
  if (schedule.unit === 'days' && minutesOfDay(schedule.at) === null)
    out['schedule.at'] = 'Enter a UTC time as HH:MM.';
  return out;
}

/** "Keep 2,000,000 USDC: sweep above it to … every day at 16:00 UTC" style summary parts. */
export function scheduleText(schedule: RuleSchedule): string {
  const unit = schedule.every === 1 ? schedule.unit.slice(0, -1) : schedule.unit;
  const every = schedule.every === 1 ? `every ${unit}` : `every ${schedule.every} ${unit}`;
  return schedule.unit === 'days' ? `${every} at ${schedule.at} UTC` : every;
}
