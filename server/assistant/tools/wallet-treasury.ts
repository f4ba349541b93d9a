// Read tools over the wallet and the treasury (docs/assistant.md "Tools"): the caller's recent
// withdrawals with their status and hash, and the entity's treasury rules with their state and
// last run. Both read only subaccounts the caller may read (the tool context's `readable`).
import { normalizeDecimal } from '../../../domain/decimal';
import { groupThousands } from '../../../domain/numbers';
import { scheduleText } from '../../../domain/treasury';
import { latestRuns, rulesOfEntity } from '../../treasury/store';
import { withdrawalsOf } from '../../wallet/store';
import type { AssistantTool } from './registry';

const qty = (amount: string, token: string) =>
  `${groupThousands(normalizeDecimal(amount))} ${token}`;

export const withdrawalsTool: AssistantTool = {
  name: 'withdrawals',
  related: 'transfers-and-approvals',
  description:
    "The user's recent withdrawals on the subaccounts they may read: amount, token, destination, status and transaction hash.",
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  async run(ctx) {
    const names = new Map(ctx.readable.map((s) => [s.id, s.name]));
    const rows = await withdrawalsOf(ctx.db, {
      entityId: ctx.actor.entityId,
      subaccountIds: [...names.keys()],
      limit: Math.max(ctx.rowLimit, 20),
    });
    const open = rows.filter(
      (w) => !['completed', 'failed', 'rejected', 'expired', 'cancelled'].includes(w.status),
    );
    return {
      headline:
        rows.length === 0
          ? 'There are no withdrawals on the subaccounts you may read.'
          : `Your latest **${rows.length}** withdrawal${rows.length === 1 ? '' : 's'}; **${open.length}** still in progress.`,
      ...(rows.length > 0
        ? {
            table: {
              columns: ['Id', 'Subaccount', 'Amount', 'To', 'Status', 'Hash'],
              rows: rows
                .slice(0, ctx.rowLimit)
                .map((w) => [
                  String(w.id),
                  names.get(w.subaccount_id) ?? `#${w.subaccount_id}`,
                  qty(w.amount, w.token),
                  `${w.destination.slice(0, 10)}… (${w.network})`,
                  w.status,
                  w.transaction_hash ? `${w.transaction_hash.slice(0, 12)}…` : '—',
                ]),
            },
          }
        : {}),
      data: {
        withdrawals: rows.slice(0, ctx.rowLimit).map((w) => ({
          id: w.id,
          subaccount: names.get(w.subaccount_id) ?? null,
          token: w.token,
          amount: normalizeDecimal(w.amount),
          network: w.network,
          status: w.status,
          transaction_hash: w.transaction_hash,
        })),
      },
    };
  },
};

export const treasuryRulesTool: AssistantTool = {
  name: 'treasury_rules',
  related: 'transfers-and-approvals',
  description:
    "The entity's treasury rules whose accounts the user may read: what each watches, when it fires, its schedule, state and last run.",
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  async run(ctx) {
    const names = new Map(ctx.readable.map((s) => [s.id, s.name]));
    const rules = (await rulesOfEntity(ctx.db, ctx.actor.entityId)).filter(
      (r) => names.has(r.account_id) && names.has(r.counterparty_id),
    );
    const last = await latestRuns(
      ctx.db,
      rules.map((r) => r.id),
    );
    const enabled = rules.filter((r) => r.status === 'enabled').length;
    return {
      headline:
        rules.length === 0
          ? 'There are no treasury rules on the accounts you may read.'
          : `**${rules.length}** treasury rule${rules.length === 1 ? '' : 's'}, **${enabled}** enabled.`,
      ...(rules.length > 0
        ? {
            table: {
              columns: ['Rule', 'Watches', 'Token', 'Schedule', 'Status', 'Last run'],
              rows: rules.slice(0, ctx.rowLimit).map((r) => {
                const run = last.get(r.id);
                return [
                  r.name,
                  names.get(r.account_id) ?? `#${r.account_id}`,
                  r.token,
                  scheduleText(r.schedule),
                  r.status,
                  run
                    ? `${run.status}${run.outcome === 'transferred' && run.amount ? ` (${qty(run.amount, r.token)})` : ''}`
                    : 'not run yet',
                ];
              }),
            },
          }
        : {}),
      data: {
        rules: rules.slice(0, ctx.rowLimit).map((r) => ({
          id: r.id,
          name: r.name,
          status: r.status,
          token: r.token,
          account: names.get(r.account_id) ?? null,
          counterparty: names.get(r.counterparty_id) ?? null,
          trigger: r.trigger,
          action: r.action,
          schedule: r.schedule,
          last_run: last.get(r.id)
            ? {
                status: last.get(r.id)?.status,
                outcome: last.get(r.id)?.outcome,
                amount: last.get(r.id)?.amount ?? null,
              }
            : null,
        })),
      },
    };
  },
};
