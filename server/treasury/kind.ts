// The maker-checker kind `treasury_rule` (docs/treasury.md "Approval"): adding, editing,
// deleting and enabling a rule and "run now" are requests of the one engine. The creating
// transaction writes the pending rule (add) or marks the rule as having a request (one at a
// time); the closing one rejects it or clears the mark; the approving one applies the change
// or, for run now, makes the run.
import { isDecimalString, normalizeDecimal } from '../../domain/decimal';
import {
  ACTION_TYPES,
  RULE_OPS,
  ruleProblems,
  SCHEDULE_UNITS,
  type RuleDefinition,
  type RuleOp,
} from '../../domain/treasury';
import {
  ExecutionRefused,
  type KindDefinition,
  type MoneySubject,
  type Payload,
} from '../approvals/definitions';
import { ApiError } from '../http/errors';
import { subaccountFor } from '../wallet/rules';
import type { TreasuryCore } from './core';
import { performRun } from './runner';
import {
  claimRun,
  definitionOf,
  findRule,
  insertRule,
  ruleOfRequest,
  updateRule,
  type RuleRow,
} from './store';

const AMOUNT = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9]+(\\.[0-9]+)?$' };
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

const ruleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'token', 'account_id', 'counterparty_id', 'trigger', 'action', 'schedule'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    token: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
    account_id: ID,
    counterparty_id: ID,
    trigger: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'direction', 'level'],
          properties: {
            type: { const: 'TokenBalanceThresholdTrigger' },
            direction: { enum: ['below', 'above'] },
            level: AMOUNT,
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'min', 'max'],
          properties: {
            type: { const: 'TokenBalanceRangeTrigger' },
            min: AMOUNT,
            max: AMOUNT,
          },
        },
      ],
    },
    action: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'amount'],
          properties: { type: { const: ACTION_TYPES[0] }, amount: AMOUNT },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'target'],
          properties: { type: { const: ACTION_TYPES[1] }, target: AMOUNT },
        },
      ],
    },
    schedule: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'every', 'unit', 'at'],
      properties: {
        type: { const: 'PeriodicSchedule' },
        every: { type: 'integer', minimum: 1, maximum: 1440 },
        unit: { enum: [...SCHEDULE_UNITS] },
        at: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
      },
    },
  },
} as const;

export const treasuryPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['op'],
  properties: {
    op: { enum: [...RULE_OPS] },
    rule_id: ID,
    rule: ruleSchema,
  },
} as const;

interface RulePayload {
  readonly op: RuleOp;
  readonly rule_id?: number;
  readonly rule?: RuleDefinition;
}

const payloadOf = (payload: Payload): RulePayload => payload as unknown as RulePayload;

const bad = (code: string, message: string, field: string) =>
  new ApiError(400, code, message, field);
const conflict = (code: string, message: string, field = 'payload.rule_id') =>
  new ApiError(409, code, message, field);

/** The amounts of a definition in canonical form. */
function normalizedRule(rule: RuleDefinition): RuleDefinition {
  const n = (s: string) => (isDecimalString(s) ? normalizeDecimal(s) : s);
  const trigger =
    rule.trigger.type === 'TokenBalanceThresholdTrigger'
      ? { ...rule.trigger, level: n(rule.trigger.level) }
      : { ...rule.trigger, min: n(rule.trigger.min), max: n(rule.trigger.max) };
  const action =
    rule.action.type === 'TransferTokenByFixedAmount'
      ? { ...rule.action, amount: n(rule.action.amount) }
      : { ...rule.action, target: n(rule.action.target) };
  return { ...rule, name: rule.name.trim(), trigger, action };
}

/** What states each op may start from. */
const ALLOWED_FROM: Readonly<Record<Exclude<RuleOp, 'add'>, readonly string[]>> = {
  edit: ['enabled', 'disabled', 'approved'],
  delete: ['enabled', 'disabled', 'approved'],
  enable: ['disabled', 'approved'],
  run_now: ['enabled', 'disabled', 'approved'],
};

export function treasuryKind(core: TreasuryCore): KindDefinition {
  /** The rule a non-add op is about, in the entity, in a state the op may start from. */
  async function existingRule(
    db: Parameters<typeof findRule>[0],
    entityId: number,
    p: RulePayload,
    lock = false,
  ): Promise<RuleRow> {
    if (p.rule_id === undefined) throw bad('MISSING_RULE', 'Name the rule.', 'payload.rule_id');
    const rule = await findRule(db, p.rule_id, lock);
    if (!rule || rule.entity_id !== entityId || rule.status === 'deleted')
      throw new ApiError(404, 'NOT_FOUND', 'No such rule', 'payload.rule_id');
    if (rule.pending_request_id !== null)
      throw conflict('RULE_PENDING', 'This rule already has a request waiting for approval.');
    const op = p.op as Exclude<RuleOp, 'add'>;
    if (!ALLOWED_FROM[op].includes(rule.status))
      throw conflict('RULE_STATE', `A rule that is ${rule.status} cannot be changed this way.`);
    return rule;
  }

  return {
    kind: 'treasury_rule',
    requestAction: 'canTransfer',
    payloadSchema: treasuryPayloadSchema,
    normalize(payload) {
      const p = payloadOf(payload);
      return p.rule === undefined ? payload : { ...payload, rule: normalizedRule(p.rule) };
    },
    async check(ctx, payload) {
      const p = payloadOf(payload);
      if (p.op !== 'add') await existingRule(ctx.db, ctx.entityId, p);
      if (p.op === 'add' || p.op === 'edit') {
        if (p.rule === undefined) throw bad('MISSING_RULE', 'Describe the rule.', 'payload.rule');
        if (p.op === 'add' && p.rule_id !== undefined)
          throw bad('UNEXPECTED_RULE_ID', 'A new rule has no id yet.', 'payload.rule_id');
        const problems = Object.entries(ruleProblems(p.rule));
        const first = problems[0];
        if (first) throw bad('INVALID_RULE', first[1], `payload.rule.${first[0]}`);
        const who = { entityId: ctx.entityId, userId: ctx.requesterId };
        // Money may flow either way between the two: both must allow transfers.
        await subaccountFor(
          ctx.db,
          who,
          p.rule.account_id,
          'canTransfer',
          'payload.rule.account_id',
        );
        await subaccountFor(
          ctx.db,
          who,
          p.rule.counterparty_id,
          'canTransfer',
          'payload.rule.counterparty_id',
        );
      } else if (p.rule !== undefined) {
        throw bad('UNEXPECTED_RULE', `A ${p.op} request carries no rule.`, 'payload.rule');
      }
    },
    subject(payload): MoneySubject {
      // A rule change is valued at what one run may move at most as the rule states it (the
      // fixed amount or the target); delete, enable and run now carry no asset or amount.
      const rule = payloadOf(payload).rule;
      const amount =
        rule === undefined
          ? '0'
          : rule.action.type === 'TransferTokenByFixedAmount'
            ? rule.action.amount
            : rule.action.target;
      return {
        asset: rule?.token ?? '*',
        amount,
        destination_type: 'internal',
        account_id: rule?.account_id ?? null,
      };
    },
    async onCreated(ctx, payload) {
      const p = payloadOf(payload);
      const at = new Date(ctx.now);
      if (p.op === 'add' && p.rule !== undefined) {
        await insertRule(ctx.tx, ctx.entityId, ctx.requesterId, p.rule, ctx.requestId, at);
        return;
      }
      // Re-checked under the rule's lock: two requests about one rule cannot both be made.
      const rule = await existingRule(ctx.tx, ctx.entityId, p, true);
      await updateRule(ctx.tx, rule.id, { pending_request_id: ctx.requestId }, at);
    },
    async onClosed(ctx, payload) {
      const rule = await ruleOfRequest(ctx.tx, ctx.requestId);
      if (!rule) return;
      const at = new Date(ctx.now);
      if (payloadOf(payload).op === 'add')
        await updateRule(
          ctx.tx,
          rule.id,
          { status: ctx.status === 'cancelled' ? 'deleted' : 'rejected', pending_request_id: null },
          at,
        );
      else await updateRule(ctx.tx, rule.id, { pending_request_id: null }, at);
    },
    async execute(ctx, payload) {
      const p = payloadOf(payload);
      const rule = await ruleOfRequest(ctx.tx, ctx.requestId);
      if (!rule)
        throw new ExecutionRefused('RULE_GONE', 'The rule of this request no longer exists.');
      const at = new Date(ctx.now);
      const before = { status: rule.status, rule: definitionOf(rule) };
      const target = `treasury_rule:${rule.id}`;
      const done = (after: unknown, result: Record<string, unknown> = {}) => ({
        result: { rule_id: rule.id, ...result },
        target,
        before,
        after,
      });
      switch (p.op) {
        case 'add':
        case 'enable':
          await updateRule(
            ctx.tx,
            rule.id,
            { status: 'enabled', active_from: at, pending_request_id: null },
            at,
          );
          return done({ status: 'enabled' });
        case 'edit': {
          if (p.rule === undefined) throw new ExecutionRefused('MISSING_RULE', 'No rule to apply.');
          // The new definition applies from the next period that starts after the approval.
          await updateRule(
            ctx.tx,
            rule.id,
            {
              definition: p.rule,
              pending_request_id: null,
              ...(rule.status === 'enabled' ? { active_from: at } : {}),
            },
            at,
          );
          return done({ status: rule.status, rule: p.rule });
        }
        case 'delete':
          await updateRule(ctx.tx, rule.id, { status: 'deleted', pending_request_id: null }, at);
          return done({ status: 'deleted' });
        case 'run_now': {
          await updateRule(ctx.tx, rule.id, { pending_request_id: null }, at);
          const run = await claimRun(ctx.tx, {
            rule_id: rule.id,
            period_start: at,
            manual: true,
            status: 'in_progress',
            started_at: at,
          });
          if (!run)
            throw new ExecutionRefused('RUN_CLASH', 'A run of this rule started at this instant.');
          const outcome = await performRun(ctx.tx, rule, run.id, ctx.now);
          if (outcome.booking) {
            await core.bookings.record(ctx.tx, outcome.booking);
            core.stash(ctx.requestId, outcome.booking);
          }
          return done(
            { status: rule.status },
            { run_id: run.id, run_status: outcome.status, outcome: outcome.outcome },
          );
        }
      }
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };
}
