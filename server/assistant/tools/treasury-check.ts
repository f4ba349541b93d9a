// The daily treasury check's comparison (issue 18 "balances vs rule thresholds"): each enabled
// treasury rule whose two accounts the user may read, its watched balance now (the order
// service's memory, what the rule's run would lock and read) against its trigger, and the
// transfer the rule's action would make — a suggestion only, nothing moves.
import { normalizeDecimal } from '../../../domain/decimal';
import { groupThousands } from '../../../domain/numbers';
import { evaluateRule, type RuleTrigger } from '../../../domain/treasury';
import { rulesOfEntity } from '../../treasury/store';
import type { AssistantTool } from './registry';

const qty = (amount: string, token: string) =>
  `${groupThousands(normalizeDecimal(amount))} ${token}`;

function triggerText(t: RuleTrigger, token: string): string {
  return t.type === 'TokenBalanceThresholdTrigger'
    ? `${t.direction} ${qty(t.level, token)}`
    : `outside ${qty(t.min, token)} – ${qty(t.max, token)}`;
}

export const treasuryCheckTool: AssistantTool = {
  name: 'treasury_check',
  related: 'transfers-and-approvals',
  description:
    'Compares the balances the enabled treasury rules watch with their thresholds and lists the transfers the rules would make now (suggestions; nothing moves).',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  async run(ctx) {
    const names = new Map(ctx.readable.map((s) => [s.id, s.name]));
    const rules = (await rulesOfEntity(ctx.db, ctx.actor.entityId)).filter(
      (r) => r.status === 'enabled' && names.has(r.account_id) && names.has(r.counterparty_id),
    );
    await ctx.orders.idle();
    const checks = rules.map((r) => {
      const balance = normalizeDecimal(ctx.orders.state.total(r.account_id, r.token));
      const outcome = evaluateRule(r, balance);
      const account = names.get(r.account_id) ?? `#${r.account_id}`;
      const counterparty = names.get(r.counterparty_id) ?? `#${r.counterparty_id}`;
      const suggestion =
        outcome.kind === 'transfer'
          ? outcome.direction === 'in'
            ? `Move ${qty(outcome.amount, r.token)} from ${counterparty} to ${account} (rule “${r.name}”).`
            : `Move ${qty(outcome.amount, r.token)} from ${account} to ${counterparty} (rule “${r.name}”).`
          : null;
      return { rule: r, account, balance, outcome, suggestion };
    });
    const suggestions = checks.flatMap((c) => (c.suggestion ? [c.suggestion] : []));
    return {
      headline:
        rules.length === 0
          ? 'There are no enabled treasury rules on the accounts you may read, so there are no thresholds to check.'
          : suggestions.length === 0
            ? `All **${rules.length}** enabled treasury rule${rules.length === 1 ? '' : 's'} are within their thresholds.`
            : `**${suggestions.length}** of ${rules.length} enabled treasury rule${rules.length === 1 ? '' : 's'} would move money now.`,
      ...(checks.length > 0
        ? {
            table: {
              columns: ['Rule', 'Account', 'Balance', 'Fires when', 'Suggested transfer'],
              rows: checks
                .slice(0, ctx.rowLimit)
                .map((c) => [
                  c.rule.name,
                  c.account,
                  qty(c.balance, c.rule.token),
                  triggerText(c.rule.trigger, c.rule.token),
                  c.suggestion ?? 'none (within the threshold)',
                ]),
            },
          }
        : {}),
      data: {
        rules: checks.map((c) => ({
          id: c.rule.id,
          name: c.rule.name,
          account: c.account,
          token: c.rule.token,
          balance: c.balance,
          trigger: c.rule.trigger,
          would_transfer:
            c.outcome.kind === 'transfer'
              ? { direction: c.outcome.direction, amount: c.outcome.amount }
              : null,
        })),
        suggestions,
      },
    };
  },
};
