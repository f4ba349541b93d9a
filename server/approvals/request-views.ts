// Requests as the API answers them (docs/api.md "Maker-checker"): with their actions, the
// requester's name, the spec 4 status text and whether the caller may act on them now.
import type { Kysely } from 'kysely';
import type { ApprovalRequestStatus } from '../../domain/approvals';
import { normalizeDecimal } from '../../domain/decimal';
import { requestStatusText } from '../../domain/status';
import type { Database } from '../db/schema';
import { entityRoleMatrix } from '../policy/role-matrix';
import type { Actor } from './definitions';
import type { RoleMatrix } from './grants';
import { isEligible } from './policy';
import {
  actionsOf,
  memberOf,
  peopleById,
  type ActionRow,
  type MemberRow,
  type RequestRow,
} from './store';

export interface Person {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** A request as the API answers it (docs/api.md "Maker-checker"). */
export interface RequestView {
  readonly request_id: string;
  readonly entity_id: number;
  readonly kind: string;
  readonly requester_id: number;
  readonly requester: Person | null;
  readonly client_request_id: string;
  readonly payload: Record<string, unknown>;
  readonly approvers: number[];
  readonly rejectors: number[];
  readonly min_approvers: number;
  readonly approver_roles: string[];
  readonly approver_user_ids: number[];
  readonly policy_rule_id: number | null;
  readonly amount_usd: string | null;
  readonly request_status: ApprovalRequestStatus;
  /** Spec 4 (R-MC-1): '{n}/{min} Approved', 'Request Rejected', 'Request Expired', … */
  readonly status_text: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly expires_at: string;
  readonly executed_at: string | null;
  readonly result: Record<string, unknown> | null;
  readonly actions: {
    user_id: number;
    action: 'approve' | 'reject';
    reason: string | null;
    at: string;
  }[];
  /** Whether the caller may approve or reject it now. */
  readonly can_act: boolean;
}

export function person(member: MemberRow): Person {
  return {
    id: member.id,
    name: `${member.first_name} ${member.last_name}`.trim(),
    email: member.email,
  };
}

function canApprove(member: MemberRow | undefined, row: RequestRow, matrix: RoleMatrix): boolean {
  return (
    member !== undefined &&
    member.deactivated_at === null &&
    member.status === 'active' &&
    isEligible(member, row, matrix)
  );
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The views of `rows` for `actor`, in the same order, read at time `now`. */
export async function requestViews(
  db: Kysely<Database>,
  rows: readonly RequestRow[],
  actor: Actor,
  now: number,
): Promise<RequestView[]> {
  const [actions, people, member, matrix] = await Promise.all([
    actionsOf(
      db,
      rows.map((row) => row.id),
    ),
    peopleById(
      db,
      rows.map((row) => row.requester_id),
    ),
    memberOf(db, actor.userId, actor.entityId),
    entityRoleMatrix(db, actor.entityId),
  ]);
  const byRequest = new Map<number, ActionRow[]>();
  for (const action of actions) {
    const list = byRequest.get(action.request_id) ?? [];
    list.push(action);
    byRequest.set(action.request_id, list);
  }
  return rows.map((row) => {
    const own = byRequest.get(row.id) ?? [];
    const approvers = own.filter((a) => a.action === 'approve').map((a) => a.user_id);
    const rejectors = own.filter((a) => a.action === 'reject').map((a) => a.user_id);
    // Overdue but not swept yet: it is expired already.
    const status: ApprovalRequestStatus =
      row.status === 'requested' && row.expires_at.getTime() <= now
        ? 'expired'
        : (row.status as ApprovalRequestStatus);
    return {
      request_id: String(row.id),
      entity_id: row.entity_id,
      kind: row.kind,
      requester_id: row.requester_id,
      requester: people.get(row.requester_id) ?? null,
      client_request_id: row.client_request_id,
      payload: row.payload,
      approvers,
      rejectors,
      min_approvers: row.min_approvers,
      approver_roles: row.approver_roles,
      approver_user_ids: row.approver_user_ids,
      policy_rule_id: row.policy_rule_id,
      amount_usd: row.amount_usd === null ? null : normalizeDecimal(row.amount_usd),
      request_status: status,
      status_text: requestStatusText({
        approvers,
        min_approvers: row.min_approvers,
        request_status: status,
      }),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      executed_at: iso(row.executed_at),
      result: row.result,
      actions: own.map((a) => ({
        user_id: a.user_id,
        action: a.action,
        reason: a.reason,
        at: a.at.toISOString(),
      })),
      can_act:
        status === 'requested' &&
        row.requester_id !== actor.userId &&
        !own.some((a) => a.user_id === actor.userId) &&
        canApprove(member, row, matrix),
    };
  });
}
