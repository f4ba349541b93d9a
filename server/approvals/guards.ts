// Who may make a request, and what stops an action on one: closed, overdue, not eligible,
// already acted. Checked once before a second factor is spent and again under the row lock.
import type { Kysely } from 'kysely';
import type { ApprovalRequestStatus } from '../../domain/approvals';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { entityRoleMatrix } from '../policy/role-matrix';
import type { Actor, KindDefinition } from './definitions';
import type { EngineContext, Tx, TxOutcome } from './engine-context';
import { actionsOfRoles } from './grants';
import { isEligible } from './policy';
import {
  alreadyActed,
  notAnApprover,
  requestClosed,
  requestExpired,
  selfApproval,
} from './refusals';
import { expireWithin } from './status-messages';
import { actionsOf, countApprovals, memberOf, type RequestRow } from './store';

export async function assertMayRequest(
  db: Kysely<Database>,
  actor: Actor,
  definition: KindDefinition,
): Promise<void> {
  const member = await memberOf(db, actor.userId, actor.entityId);
  const actions = member ? await actionsOfRoles(db, actor.entityId, member.roles) : new Set();
  if (!actions.has(definition.requestAction))
    throw new ApiError(403, 'FORBIDDEN', 'Your role does not allow this.');
}

/** Not the requester, an active member, and one of the approvers the request names. */
export async function eligibilityProblem(
  db: Kysely<Database>,
  row: RequestRow,
  actor: Actor,
): Promise<ApiError | null> {
  if (row.requester_id === actor.userId) return selfApproval();
  const member = await memberOf(db, actor.userId, row.entity_id);
  if (!member || member.deactivated_at !== null || member.status !== 'active')
    return notAnApprover();
  return isEligible(member, row, await entityRoleMatrix(db, row.entity_id))
    ? null
    : notAnApprover();
}

export async function hasActed(
  db: Kysely<Database>,
  requestId: number,
  userId: number,
): Promise<boolean> {
  return (await actionsOf(db, [requestId])).some((action) => action.user_id === userId);
}

/** Closed or overdue (then expired now, in this transaction): the outcome to answer. */
export async function closedProblem(
  ctx: EngineContext,
  tx: Tx,
  row: RequestRow,
  at: Date,
): Promise<TxOutcome | null> {
  if (row.status !== 'requested') {
    const approvals = await countApprovals(tx, row.id);
    return {
      messages: [],
      error: requestClosed(row.status as ApprovalRequestStatus, approvals, row.min_approvers),
    };
  }
  if (row.expires_at.getTime() <= at.getTime())
    return {
      messages: await expireWithin(ctx, tx, at, row.entity_id),
      error: requestExpired(),
    };
  return null;
}

/** Inside the lock: still open, not overdue, the actor still eligible and not yet acted. */
export async function actProblem(
  ctx: EngineContext,
  tx: Tx,
  row: RequestRow,
  actor: Actor,
  at: Date,
): Promise<TxOutcome | null> {
  const closed = await closedProblem(ctx, tx, row, at);
  if (closed) return closed;
  const refusal = await eligibilityProblem(tx, row, actor);
  if (refusal) return { messages: [], error: refusal };
  return (await hasActed(tx, row.id, actor.userId))
    ? { messages: [], error: alreadyActed() }
    : null;
}
