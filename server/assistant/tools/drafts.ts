// Money-moving tools: they only prepare a DRAFT maker-checker request. The user confirms it in
// the UI, which sends POST /uapi/v1/maker_checker/requests like any other request; the engine
// then checks the requester's rights again and the approvers decide. Nothing here writes.
import { randomUUID } from 'node:crypto';
import {
  compareDecimal,
  multiplyDecimal,
  normalizeDecimal,
  signDecimal,
} from '../../../domain/decimal';
import { balancesOf } from '../../orders/views';
import { amount } from './accounts';
import { refusal, type AssistantTool, type ScopedSubaccount, type ToolContext } from './registry';

export const MAKER_CHECKER_REQUESTS = '/uapi/v1/maker_checker/requests';
/** The maker-checker kind a transfer between the entity's own subaccounts is requested as. */
export const TRANSFER_KIND = 'internal_transfer';

const SCALE: Readonly<Record<string, string>> = {
  k: '1000',
  m: '1000000',
  mm: '1000000',
  bn: '1000000000',
  b: '1000000000',
};

/** '500k' → '500000', '1.5m' → '1500000', '250,000' → '250000'; null if not an amount. */
export function parseAmount(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim().toLowerCase().replace(/,/g, '');
  const m = /^(\d+(?:\.\d+)?|\.\d+)\s*(k|m|mm|bn|b)?$/.exec(text);
  if (!m?.[1]) return null;
  const value = m[2] ? multiplyDecimal(m[1], SCALE[m[2]] ?? '1') : m[1];
  return signDecimal(value) > 0 ? normalizeDecimal(value) : null;
}

/** A subaccount named by its name, else a venue: the venue's subaccount that fits best. */
function endpoint(
  ctx: ToolContext,
  text: string,
  pick: (candidates: ScopedSubaccount[]) => ScopedSubaccount | undefined,
): ScopedSubaccount | null | 'ambiguous' {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  const byName = ctx.readable.filter((s) => s.name.toLowerCase() === t);
  if (byName[0]) return byName[0];
  const partial = ctx.readable.filter((s) => s.name.toLowerCase().includes(t));
  if (partial.length === 1 && partial[0]) return partial[0];
  const onVenue = ctx.readable.filter(
    (s) =>
      s.venueKey === t || s.venueName.toLowerCase() === t || s.venueKey === t.replace(/\s+/g, '_'),
  );
  if (onVenue.length > 0) return pick(onVenue) ?? null;
  return partial.length > 1 ? 'ambiguous' : null;
}

export const draftTransferTool: AssistantTool = {
  name: 'draft_transfer',
  related: 'transfers-and-approvals',
  description:
    "Prepare (never execute) a transfer of a token between two of the user's subaccounts or venues. Returns a draft maker-checker request the user must confirm and approvers must approve.",
  drafts: true,
  parameters: {
    type: 'object',
    properties: {
      asset: { type: 'string', description: 'Token, e.g. USDC.' },
      amount: { type: 'string', description: 'Amount, e.g. 500000 or 500k.' },
      from: {
        type: 'string',
        description: 'Source subaccount or venue name (optional: the one with the most available).',
      },
      to: { type: 'string', description: 'Destination subaccount or venue name.' },
      note: { type: 'string', description: 'A note for the approvers (optional).' },
    },
    required: ['asset', 'amount', 'to'],
    additionalProperties: false,
  },
  async run(ctx, args) {
    const definition = ctx.approvals.definition(TRANSFER_KIND);
    if (!definition)
      return refusal('Transfers are not available on this venue yet, so I cannot prepare one.');
    if (!ctx.granted.has(definition.requestAction))
      return refusal(
        `Your role does not allow requesting transfers (it needs "${definition.requestAction}"), so I cannot prepare one.`,
      );
    const asset = String(args['asset'] ?? '')
      .trim()
      .toUpperCase();
    const value = parseAmount(args['amount']);
    if (!/^[A-Z0-9]{1,20}$/.test(asset) || value === null)
      return refusal(
        'Which token and how much? For example: "transfer 500k USDC from OTC to Custody".',
      );
    await ctx.orders.idle();
    const available = (s: ScopedSubaccount) =>
      balancesOf(ctx.orders, s.id, [asset])[0]?.available ?? '0';
    const richest = (subs: readonly ScopedSubaccount[]) =>
      [...subs].sort((a, b) => compareDecimal(available(b), available(a)))[0];
    const to = endpoint(ctx, String(args['to'] ?? ''), (subs) => subs[0]);
    // No source named: the transferable subaccount with the most of the asset available.
    const from =
      String(args['from'] ?? '').trim() === ''
        ? (richest(
            ctx.readable.filter(
              (s) =>
                s.flags.canTransfer &&
                s.venueTransfer &&
                (to === null || to === 'ambiguous' || s.id !== to.id),
            ),
          ) ?? null)
        : endpoint(ctx, String(args['from'] ?? ''), richest);
    if (from === 'ambiguous' || to === 'ambiguous')
      return refusal(
        'More than one of your subaccounts matches that name; name the subaccount exactly.',
      );
    if (!from)
      return refusal(
        String(args['from'] ?? '').trim() === ''
          ? `None of your subaccounts allows you to transfer ${asset}.`
          : `You have no readable subaccount or venue named "${String(args['from'] ?? '')}" to send from.`,
      );
    if (!to)
      return refusal(
        `You have no readable subaccount or venue named "${String(args['to'] ?? '')}". Withdrawals to outside addresses are not available in the assistant yet.`,
      );
    if (from.id === to.id)
      return refusal('The source and the destination are the same subaccount.');
    if (!from.flags.canTransfer)
      return refusal(
        `You may not transfer from ${from.name}: your canTransfer does not hold on it.`,
      );
    if (!from.venueTransfer || !to.venueTransfer)
      return refusal(
        `Transfers are switched off on ${!from.venueTransfer ? from.venueName : to.venueName}.`,
      );
    const free = available(from);
    if (compareDecimal(free, value) < 0)
      return refusal(
        `${from.name} has only ${amount(free, asset)} ${asset} available, less than the ${amount(value, asset)} ${asset} asked.`,
      );
    const summary = `Transfer ${amount(value, asset)} ${asset} from ${from.name} (${from.venueName}) to ${to.name} (${to.venueName})`;
    return {
      headline: `I prepared a draft: **${summary}**. Nothing has moved: confirm the draft to submit it for approval; it then needs the approvals your policy requires.`,
      data: { draft: true, kind: TRANSFER_KIND, summary, available_before: free },
      draft: {
        kind: TRANSFER_KIND,
        // The wallet's internal_transfer payload (server/wallet/kinds.ts); the client request
        // id makes a confirmation sent twice one transfer.
        payload: {
          from_subaccount_id: from.id,
          to_subaccount_id: to.id,
          account_id: from.accountId,
          token: asset,
          amount: value,
          purpose: 'transfer',
          client_request_id: `assistant-${randomUUID()}`,
        },
        summary,
        submit: { method: 'POST', path: MAKER_CHECKER_REQUESTS },
      },
    };
  },
};
