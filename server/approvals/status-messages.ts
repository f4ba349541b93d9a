// Every status change of a request is announced on "approvals:<entity>" from inside its
// transaction (the sequence is taken there; the engine publishes after the commit). Closing
// statuses first let the kind release what it held (definitions.ts onClosed).
import type { ApprovalRequestStatus } from '../../domain/approvals';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { ClosedStatus } from './definitions';
import type { EngineContext, Tx } from './engine-context';
import type { MemberMessage } from './events';
import { countApprovals, expireDue, nextSeq, type RequestRow } from './store';

const CLOSING: readonly ApprovalRequestStatus[] = ['rejected', 'expired', 'cancelled', 'failed'];
const isClosing = (status: ApprovalRequestStatus): status is ClosedStatus =>
  CLOSING.includes(status);

export async function statusMessage(
  ctx: EngineContext,
  tx: Tx,
  row: Pick<RequestRow, 'id' | 'entity_id' | 'kind' | 'min_approvers' | 'payload' | 'requester_id'>,
  status: ApprovalRequestStatus,
  approvals: number,
): Promise<MemberMessage> {
  if (isClosing(status))
    await ctx.definitions.get(row.kind)?.onClosed?.(
      {
        tx,
        now: ctx.now(),
        requestId: row.id,
        entityId: row.entity_id,
        requesterId: row.requester_id,
        status,
      },
      row.payload,
    );
  return {
    topic: 'approvals',
    entityId: row.entity_id,
    requestId: row.id,
    kind: row.kind,
    status,
    approvals,
    minApprovers: row.min_approvers,
    seq: await nextSeq(tx, approvalsTopic(row.entity_id)),
  };
}

/** Expires the due requests (of one entity, or all) in `tx`: audits, returns messages. */
export async function expireWithin(
  ctx: EngineContext,
  tx: Tx,
  at: Date,
  entityId?: number,
): Promise<MemberMessage[]> {
  const rows = (await expireDue(tx, at, entityId)).sort(
    (a, b) => a.entity_id - b.entity_id || a.id - b.id,
  );
  const messages: MemberMessage[] = [];
  for (const row of rows) {
    await ctx.audit.record(
      {
        userId: null,
        entityId: row.entity_id,
        action: 'request_expired',
        target: `request:${row.id}`,
        before: { status: 'requested' },
        after: { status: 'expired' },
        outcome: 'success',
        requestId: row.id,
        at: at.getTime(),
      },
      tx,
    );
    messages.push(await statusMessage(ctx, tx, row, 'expired', await countApprovals(tx, row.id)));
  }
  return messages;
}
