// More money-moving tools (docs/assistant.md "Money: drafts only"): a withdrawal request to one
// of the entity's whitelisted addresses (the wallet's own `withdrawal` payload) and a change of
// a treasury rule (kind `treasury_rule`). Each only returns a draft; the user confirms it in the
// UI, it enters the maker-checker engine, which checks the requester again, and the approvers
// decide. Nothing here writes.
import { randomUUID } from 'node:crypto';
import { addDecimal, compareDecimal, normalizeDecimal } from '../../../domain/decimal';
import { ruleProblems, type RuleDefinition } from '../../../domain/treasury';
import { walletNetwork } from '../../../domain/wallet';
import { balancesOf } from '../../orders/views';
import { rulesOfEntity } from '../../treasury/store';
import { whitelistOf } from '../../wallet/store';
import { amount as shown } from './accounts';
import { MAKER_CHECKER_REQUESTS, parseAmount } from './drafts';
import { refusal, type AssistantTool, type ToolContext } from './registry';

const WITHDRAW_TEXT =
  /\bwithdraw\s+(\d[\d,]*(?:\.\d+)?(?:\s*(?:k|m|mm|bn))?)\s+([a-z0-9]{2,10})\b(?:\s+from\s+(.+?))?\s+to\s+(.+?)[.?!]*$/i;

function requestAllowed(ctx: ToolContext, kind: string, what: string) {
  const definition = ctx.approvals.definition(kind);
  if (!definition)
    return refusal(`${what} are not available on this venue, so I cannot prepare one.`);
  if (!ctx.granted.has(definition.requestAction))
    return refusal(
      `Your role does not allow requesting ${what.toLowerCase()} (it needs "${definition.requestAction}"), so I cannot prepare one.`,
    );
  return null;
}

export const withdrawalRequestTool: AssistantTool = {
  name: 'withdrawal_request',
  related: 'transfers-and-approvals',
  description:
    "Prepare (never execute) a withdrawal of a token from one of the user's subaccounts to one of the entity's whitelisted addresses, named by its label or address. Returns a draft maker-checker request the user must confirm and approvers must approve.",
  drafts: true,
  parameters: {
    type: 'object',
    properties: {
      asset: { type: 'string', description: 'Token, e.g. BTC.' },
      amount: { type: 'string', description: 'Amount, e.g. 0.5 or 250k.' },
      from: { type: 'string', description: 'Source subaccount (optional).' },
      to: { type: 'string', description: 'Whitelisted address: its label or the address.' },
      text: { type: 'string', description: 'The request in words (offline provider).' },
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const denied = requestAllowed(ctx, 'withdrawal', 'Withdrawals');
    if (denied) return denied;
    const parsed = typeof args['text'] === 'string' ? WITHDRAW_TEXT.exec(args['text']) : null;
    const asset = String(parsed?.[2] ?? args['asset'] ?? '')
      .trim()
      .toUpperCase();
    const value = parseAmount(parsed?.[1]?.replace(/\s+/g, '') ?? args['amount']);
    const from = String(parsed?.[3] ?? args['from'] ?? '')
      .trim()
      .toLowerCase();
    const to = String(parsed?.[4] ?? args['to'] ?? '')
      .trim()
      .toLowerCase();
    if (!/^[A-Z0-9]{1,20}$/.test(asset) || value === null || to === '')
      return refusal(
        'Which token, how much and to which whitelisted address? For example: "withdraw 0.5 BTC to Treasury cold storage".',
      );
    const subs = new Map(
      ctx.readable
        .filter((s) => from === '' || s.name.toLowerCase().includes(from))
        .map((s) => [s.id, s]),
    );
    const entries = (await whitelistOf(ctx.db, ctx.actor.entityId)).filter(
      (w) =>
        w.token === asset &&
        subs.has(w.subaccount_id) &&
        (w.label.toLowerCase().includes(to) || w.address.toLowerCase() === to),
    );
    const entry = entries[0];
    if (!entry)
      return refusal(
        `There is no whitelisted ${asset} address matching "${to}" on the subaccounts you may read; the assistant only prepares withdrawals to whitelisted addresses.`,
      );
    const sub = subs.get(entry.subaccount_id);
    if (!sub) return refusal('That address belongs to a subaccount you may not read.');
    if (!sub.flags.canWithdraw)
      return refusal(
        `You may not withdraw from ${sub.name}: your canWithdraw does not hold on it.`,
      );
    if (!sub.venueWithdraw) return refusal(`Withdrawals are switched off on ${sub.venueName}.`);
    const fee = normalizeDecimal(walletNetwork(asset, entry.network)?.minFees ?? '0');
    await ctx.orders.idle();
    const free = balancesOf(ctx.orders, sub.id, [asset])[0]?.available ?? '0';
    const total = addDecimal(value, fee);
    if (compareDecimal(free, total) < 0)
      return refusal(
        `${sub.name} has only ${shown(free, asset)} ${asset} available, less than the ${shown(total, asset)} ${asset} asked (amount plus the network fee).`,
      );
    const summary = `Withdraw ${shown(value, asset)} ${asset} from ${sub.name} to "${entry.label}" (${entry.address.slice(0, 10)}…, ${entry.network}), network fee ${fee} ${asset}`;
    return {
      headline: `I prepared a draft: **${summary}**. Nothing has moved: confirm the draft to submit it for approval; it then needs the approvals your policy requires.`,
      data: { draft: true, kind: 'withdrawal', summary, available_before: free },
      draft: {
        kind: 'withdrawal',
        // The wallet's withdrawal payload (server/wallet/kinds.ts withdrawalPayloadSchema).
        payload: {
          subaccount_id: sub.id,
          account_id: sub.accountId,
          token: asset,
          network: entry.network,
          address: entry.address,
          amount: value,
          fee,
          destination_type: 'whitelisted',
          client_request_id: `assistant-${randomUUID()}`,
        },
        summary,
        submit: { method: 'POST', path: MAKER_CHECKER_REQUESTS },
      },
    };
  },
};

const RULE_TEXT =
  /\b(enable|delete|remove|run)\b\s+(?:the\s+)?(?:treasury\s+)?rule\s+["“']?(.+?)["”']?(?:\s+now)?[.?!]*$/i;
const OPS = ['add', 'edit', 'delete', 'enable', 'run_now'] as const;
type Op = (typeof OPS)[number];

export const draftTreasuryRuleTool: AssistantTool = {
  name: 'draft_treasury_rule',
  related: 'transfers-and-approvals',
  description:
    'Prepare (never execute) a change of a treasury rule: add or edit a rule (a full definition), or delete, enable or run now an existing rule named by its name or id. Returns a draft maker-checker request of kind treasury_rule the user must confirm and approvers must approve.',
  drafts: true,
  parameters: {
    type: 'object',
    properties: {
      op: { type: 'string', enum: [...OPS] },
      rule: { type: 'string', description: 'The existing rule: its name or id (not for add).' },
      definition: {
        type: 'object',
        description:
          'For add/edit: { name, token, account_id, counterparty_id, trigger, action, schedule } as in docs/treasury.md.',
      },
      text: { type: 'string', description: 'The request in words (offline provider).' },
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const denied = requestAllowed(ctx, 'treasury_rule', 'Treasury rule changes');
    if (denied) return denied;
    const parsed = typeof args['text'] === 'string' ? RULE_TEXT.exec(args['text']) : null;
    const verb = String(parsed?.[1] ?? args['op'] ?? '').toLowerCase();
    const op: Op | undefined =
      verb === 'remove' ? 'delete' : verb === 'run' ? 'run_now' : OPS.find((o) => o === verb);
    if (!op) return refusal('Which change: add, edit, delete, enable or run now a rule?');
    const readable = new Map(ctx.readable.map((s) => [s.id, s]));
    const both = (a: number, b: number) =>
      readable.get(a)?.flags.canTransfer === true && readable.get(b)?.flags.canTransfer === true;
    let ruleId: number | null = null;
    let ruleName = '';
    if (op !== 'add') {
      const named = String(parsed?.[2] ?? args['rule'] ?? '')
        .trim()
        .toLowerCase();
      const rules = (await rulesOfEntity(ctx.db, ctx.actor.entityId)).filter(
        (r) => readable.has(r.account_id) && readable.has(r.counterparty_id),
      );
      const rule =
        rules.find((r) => String(r.id) === named || r.name.toLowerCase() === named) ??
        (named === '' ? undefined : rules.find((r) => r.name.toLowerCase().includes(named)));
      if (!rule)
        return refusal(`There is no treasury rule named "${named}" on the accounts you may read.`);
      if (!both(rule.account_id, rule.counterparty_id))
        return refusal(
          `You may not change "${rule.name}": your canTransfer must hold on both of its accounts.`,
        );
      if (op === 'enable' && !['disabled', 'approved'].includes(rule.status))
        return refusal(
          `"${rule.name}" is ${rule.status}; only a disabled or approved rule can be enabled.`,
        );
      if (op === 'run_now' && rule.status !== 'enabled')
        return refusal(`"${rule.name}" is ${rule.status}; only an enabled rule runs.`);
      if (rule.pending_request_id !== null)
        return refusal(`"${rule.name}" already has a request waiting for approval.`);
      ruleId = rule.id;
      ruleName = rule.name;
    }
    let definition: RuleDefinition | null = null;
    if (op === 'add' || op === 'edit') {
      definition = (args['definition'] ?? null) as RuleDefinition | null;
      if (definition === null || typeof definition !== 'object')
        return refusal(
          'Give the rule’s full definition: token, accounts, trigger, action and schedule.',
        );
      const problems = Object.values(ruleProblems(definition));
      if (problems.length > 0) return refusal(`The rule is not valid: ${problems.join(' ')}`);
      if (!both(definition.account_id, definition.counterparty_id))
        return refusal('Your canTransfer must hold on both of the rule’s accounts.');
      ruleName = definition.name;
    }
    const words = {
      add: 'Add',
      edit: 'Edit',
      delete: 'Delete',
      enable: 'Enable',
      run_now: 'Run now',
    };
    const summary = `${words[op]} treasury rule "${ruleName}"`;
    return {
      headline: `I prepared a draft: **${summary}**. Nothing has changed: confirm the draft to submit it for approval; it then needs the approvals your policy requires.`,
      data: { draft: true, kind: 'treasury_rule', op, rule_id: ruleId, summary },
      draft: {
        kind: 'treasury_rule',
        payload: {
          op,
          ...(ruleId === null ? {} : { rule_id: ruleId }),
          ...(definition === null ? {} : { rule: definition }),
        },
        summary,
        submit: { method: 'POST', path: MAKER_CHECKER_REQUESTS },
      },
    };
  },
};
