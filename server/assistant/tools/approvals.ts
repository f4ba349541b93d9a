// Pending maker-checker requests of the caller's entity, through the one engine: what is
// waiting, and which of them the caller may approve now (the engine's can_act).
import { formatUsd } from '../../../domain/numbers';
import type { AssistantTool } from './registry';

export const pendingApprovalsTool: AssistantTool = {
  name: 'pending_approvals',
  related: 'transfers-and-approvals',
  description:
    "Maker-checker requests waiting for approval in the user's entity (withdrawals, transfers, admin changes), and which ones the user may approve now.",
  parameters: {
    type: 'object',
    properties: {
      kind: { type: 'string', description: 'Request kind, e.g. withdrawal (optional).' },
      mine_to_approve: {
        type: 'boolean',
        description: 'Only those the user may approve or reject now.',
      },
    },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const kind = typeof args['kind'] === 'string' && args['kind'] !== '' ? args['kind'] : undefined;
    const { requests, total } = await ctx.approvals.list(
      ctx.actor,
      { status: 'requested', kind },
      { page: 1, limit: Math.max(ctx.rowLimit, 50) },
    );
    const mine = requests.filter((r) => r.can_act);
    const shown = args['mine_to_approve'] === true ? mine : requests;
    const what = kind ? `${kind.replace(/_/g, ' ')} requests` : 'requests';
    return {
      headline:
        total === 0
          ? `No ${what} are waiting for approval.`
          : `**${total}** ${what} ${total === 1 ? 'is' : 'are'} waiting for approval; **${mine.length}** of them ${mine.length === 1 ? 'is' : 'are'} waiting for you.`,
      ...(shown.length > 0
        ? {
            table: {
              columns: ['Request', 'Kind', 'Requester', 'Amount', 'Status', 'Yours to act'],
              rows: shown
                .slice(0, ctx.rowLimit)
                .map((r) => [
                  r.request_id,
                  r.kind,
                  r.requester?.name ?? String(r.requester_id),
                  r.amount_usd === null ? '—' : formatUsd(r.amount_usd),
                  r.status_text,
                  r.can_act ? 'yes' : 'no',
                ]),
            },
          }
        : {}),
      data: {
        total,
        waiting_for_you: mine.length,
        requests: shown.slice(0, ctx.rowLimit).map((r) => ({
          request_id: r.request_id,
          kind: r.kind,
          requester: r.requester?.name ?? null,
          amount_usd: r.amount_usd,
          status: r.status_text,
          can_act: r.can_act,
          expires_at: r.expires_at,
        })),
      },
    };
  },
};
