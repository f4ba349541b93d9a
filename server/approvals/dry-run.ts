// "Who would have to approve this?" — the policy's answer for a subject, creating nothing.
import type { Kysely } from 'kysely';
import type { PolicySubject } from '../../domain/approval-policy';
import type { DestinationType } from '../../domain/approvals';
import { normalizeDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import type { Actor } from './definitions';
import { eligibleApprovers, resolveRequirement, type StoredRule } from './policy';
import { person, type Person } from './request-views';

export interface DryRunAnswer {
  readonly rule: StoredRule | null;
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
  readonly approvers: Person[];
}

/** Dry-run input as the route receives it. */
export interface DryRunQuery {
  readonly kind: string;
  readonly asset?: string | undefined;
  readonly amount_usd?: string | undefined;
  readonly destination_type?: Exclude<DestinationType, 'any'> | undefined;
  readonly account_id?: number | undefined;
}

export function dryRunSubject(query: DryRunQuery): PolicySubject {
  return {
    kind: query.kind,
    asset: query.asset?.toUpperCase() ?? null,
    amount_usd: query.amount_usd === undefined ? null : normalizeDecimal(query.amount_usd),
    destination_type: query.destination_type ?? null,
    account_id: query.account_id ?? null,
  };
}

export async function dryRun(
  db: Kysely<Database>,
  actor: Actor,
  subject: PolicySubject,
): Promise<DryRunAnswer> {
  const { rule, requirement } = await resolveRequirement(db, actor.entityId, subject);
  const approvers = await eligibleApprovers(db, actor.entityId, requirement, actor.userId);
  return {
    rule,
    min_approvers: requirement.min_approvers,
    approver_roles: requirement.approver_roles,
    approver_user_ids: requirement.approver_user_ids,
    approvers: approvers.map(person),
  };
}
