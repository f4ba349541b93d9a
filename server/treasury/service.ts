// Treasury reads and the one direct change (docs/treasury.md): the entity's rules the caller
// may read, with their last run and next run time; a rule's run history; disabling a rule,
// which needs no approval (it only stops money moving) and is audited.
import { normalizeDecimal } from '../../domain/decimal';
import { nextRunAfter, periodStart } from '../../domain/treasury';
import type { Actor } from '../approvals/definitions';
import type { AuditLog } from '../audit/audit';
import { ApiError } from '../http/errors';
import { subaccountFor } from '../wallet/rules';
import type { TreasuryCore } from './core';
import {
  definitionOf,
  findRule,
  lastScheduledPeriod,
  latestRuns,
  rulesOfEntity,
  runsOfRule,
  updateRule,
  type RuleRow,
  type RunRow,
} from './store';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const plain = (s: string | null): string | null => (s === null ? null : normalizeDecimal(s));

export function runView(run: RunRow) {
  return {
    id: run.id,
    period_start: run.period_start.toISOString(),
    manual: run.manual,
    status: run.status,
    outcome: run.outcome,
    reason: run.reason,
    direction: run.direction,
    amount: plain(run.amount),
    balance_before: plain(run.balance_before),
    journal_id: run.journal_id === null ? null : String(run.journal_id),
    started_at: run.started_at.toISOString(),
    finished_at: iso(run.finished_at),
  };
}

export type RunView = ReturnType<typeof runView>;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such rule', 'id');

export class TreasuryService {
  constructor(
    private readonly core: TreasuryCore,
    private readonly audit: AuditLog,
  ) {}

  /** When an enabled rule runs next: its current period if still due, else the next one. */
  private async nextRunAt(rule: RuleRow): Promise<string | null> {
    if (rule.status !== 'enabled') return null;
    const now = this.core.now();
    const current = periodStart(rule.schedule, now);
    const from = rule.active_from?.getTime() ?? now;
    const last = await lastScheduledPeriod(this.core.db, rule.id);
    const due = current >= from && (last === null || last < current);
    let next = due ? current : nextRunAfter(rule.schedule, now);
    while (next < from) next = nextRunAfter(rule.schedule, next);
    return new Date(next).toISOString();
  }

  private async view(rule: RuleRow, last: RunRow | undefined) {
    return {
      id: rule.id,
      ...definitionOf(rule),
      status: rule.status,
      created_by: rule.created_by,
      created_at: rule.created_at.toISOString(),
      updated_at: rule.updated_at.toISOString(),
      active_from: iso(rule.active_from),
      pending_request_id: rule.pending_request_id === null ? null : String(rule.pending_request_id),
      next_run_at: await this.nextRunAt(rule),
      last_run: last ? runView(last) : null,
    };
  }

  /** The entity's rules whose two accounts the caller may read. */
  async rules(actor: Actor, readable: ReadonlySet<number>) {
    const rules = (await rulesOfEntity(this.core.db, actor.entityId)).filter(
      (r) => readable.has(r.account_id) && readable.has(r.counterparty_id),
    );
    const last = await latestRuns(
      this.core.db,
      rules.map((r) => r.id),
    );
    return { rules: await Promise.all(rules.map((r) => this.view(r, last.get(r.id)))) };
  }

  private async readableRule(actor: Actor, readable: ReadonlySet<number>, id: number) {
    const rule = await findRule(this.core.db, id);
    if (
      !rule ||
      rule.entity_id !== actor.entityId ||
      rule.status === 'deleted' ||
      !readable.has(rule.account_id) ||
      !readable.has(rule.counterparty_id)
    )
      throw notFound();
    return rule;
  }

  async runs(actor: Actor, readable: ReadonlySet<number>, id: number, page: number, limit: number) {
    const rule = await this.readableRule(actor, readable, id);
    const { runs, total } = await runsOfRule(this.core.db, rule.id, limit, (page - 1) * limit);
    return { rule_id: rule.id, runs: runs.map(runView), total, page, limit };
  }

  /** Stops an enabled rule at once (no approval: it moves no money); audited. */
  async disable(actor: Actor, readable: ReadonlySet<number>, id: number) {
    const found = await this.readableRule(actor, readable, id);
    await subaccountFor(
      this.core.db,
      { entityId: actor.entityId, userId: actor.userId },
      found.account_id,
      'canTransfer',
      'id',
    );
    const message = await this.core.db.transaction().execute(async (tx) => {
      const rule = await findRule(tx, id, true);
      if (!rule || rule.status !== 'enabled')
        throw new ApiError(409, 'RULE_STATE', 'Only an enabled rule can be disabled.', 'id');
      const at = new Date(this.core.now());
      await updateRule(tx, rule.id, { status: 'disabled' }, at);
      await this.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: 'treasury_rule_disabled',
          target: `treasury_rule:${rule.id}`,
          before: { status: 'enabled' },
          after: { status: 'disabled' },
          outcome: 'success',
        },
        tx,
      );
      return this.core.message(tx, rule, 'disabled');
    });
    this.core.committed(null, message);
    const rule = await this.readableRule(actor, readable, id);
    return { rule: await this.view(rule, (await latestRuns(this.core.db, [id])).get(id)) };
  }
}
