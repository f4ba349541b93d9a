// The required-details step of a custody send (docs/custody.md "Required details", R-CUST-10,
// R-CUST-11). A vault's policy names USD tiers above which an external send needs the
// beneficiary's details (Travel Rule style; the customer's bypass_travel_rules flag lifts it)
// and a video verification of the initiator. Such a send is made as usual (key, hold, request)
// but waits in required_beneficiary_details, then video_verification_missing; the engine
// refuses to approve it until the initiator has given the details and an operator has recorded
// a passed verification (a rejected one leaves it in video_verification_rejected). Each step is
// audited and announced on the entity's approvals topic.
import type { Kysely, Transaction } from 'kysely';
import {
  detailsStatusOf,
  REQUIRED_DETAILS_NEXT_STEP,
  requiredDetails,
  type Beneficiary,
  type CustodyDetailsStatus,
} from '../../domain/custody';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { Actor } from '../approvals/definitions';
import type { ApprovalUpdateMessage } from '../approvals/events';
import { countApprovals, lockRequest, nextSeq } from '../approvals/store';
import type { AuditLog } from '../audit/audit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { featureFlags } from '../settings/app-settings';
import type { WalletCore } from '../wallet/core';
import { detailsPolicyOf, requestAmountUsd, setDetails } from './details-store';
import { custodyTxByRequest } from './store';

type Db = Kysely<Database> | Transaction<Database>;

/** The customer's bypass_travel_rules flag (spec 6), read from its root's flags. */
async function travelRuleBypassed(db: Db, entityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'parent_id'])
    .where('id', '=', entityId)
    .executeTakeFirst();
  if (!row) return false;
  return (await featureFlags(db as Kysely<Database>, row.parent_id ?? row.id)).bypass_travel_rules;
}

/**
 * In the creating transaction of an external send: the status it waits in, from its vault's
 * tiers and its amount in USD as the approval policy saw it.
 */
export async function markRequiredDetails(
  tx: Transaction<Database>,
  s: { requestId: number; entityId: number; vaultId: number; txId: number; at: Date },
): Promise<CustodyDetailsStatus | null> {
  const policy = await detailsPolicyOf(tx, s.vaultId);
  if (policy === null) return null;
  const needs = requiredDetails(
    policy,
    await requestAmountUsd(tx, s.requestId),
    await travelRuleBypassed(tx, s.entityId),
  );
  const status = detailsStatusOf({
    beneficiaryMissing: needs.beneficiary,
    videoRequired: needs.video,
    video: null,
  });
  if (status !== null || needs.video)
    await setDetails(tx, s.txId, {
      details_status: status,
      video_verification_required: needs.video,
      updated_at: s.at,
    });
  return status;
}

/** Why a send cannot be approved yet (its required details), or null. */
export async function detailsBlocking(db: Db, requestId: number): Promise<ApiError | null> {
  const row = await custodyTxByRequest(db, requestId);
  const status = row?.details_status ?? null;
  if (status === null) return null;
  return new ApiError(
    409,
    'DETAILS_REQUIRED',
    REQUIRED_DETAILS_NEXT_STEP[status] ?? 'This send waits for required details.',
  );
}

export interface DetailsAnswer {
  readonly request_id: string;
  readonly details_status: CustodyDetailsStatus | null;
}

const refuse = (status: number, code: string, message: string, field?: string) =>
  new ApiError(status, code, message, field);

export class CustodyDetails {
  constructor(private readonly o: { core: WalletCore; audit: AuditLog }) {}

  /** The initiator gives the beneficiary's details; the send moves on to its next step. */
  giveBeneficiary(
    actor: Actor,
    readable: ReadonlySet<number>,
    requestId: number,
    beneficiary: Beneficiary,
  ): Promise<DetailsAnswer> {
    return this.change(actor, readable, requestId, (request, row) => {
      if (request.requester_id !== actor.userId)
        throw refuse(403, 'NOT_REQUESTER', 'Only the initiator of the send gives these details.');
      if (row.details_status !== 'required_beneficiary_details')
        throw refuse(409, 'DETAILS_NOT_REQUIRED', 'This send does not wait for these details.');
      const status = detailsStatusOf({
        beneficiaryMissing: false,
        videoRequired: row.video_verification_required,
        video: row.video_verification,
      });
      return {
        set: {
          details_status: status,
          beneficiary,
          beneficiary_by: actor.userId,
          beneficiary_at: new Date(this.o.core.now()),
        },
        action: 'custody_beneficiary_details',
        after: { beneficiary, details_status: status },
      };
    });
  }

  /** An operator records the outcome of the initiator's video verification. */
  recordVideoVerification(
    actor: Actor,
    readable: ReadonlySet<number>,
    requestId: number,
    outcome: 'passed' | 'rejected',
  ): Promise<DetailsAnswer> {
    return this.change(actor, readable, requestId, (request, row) => {
      if (request.requester_id === actor.userId)
        throw refuse(403, 'SELF_VERIFICATION', 'The initiator cannot verify their own send.');
      if (
        row.details_status !== 'video_verification_missing' &&
        row.details_status !== 'video_verification_rejected'
      )
        throw refuse(
          409,
          'DETAILS_NOT_REQUIRED',
          row.details_status === 'required_beneficiary_details'
            ? 'The beneficiary’s details come first.'
            : 'This send does not wait for a video verification.',
        );
      const status = detailsStatusOf({
        beneficiaryMissing: false,
        videoRequired: true,
        video: outcome,
      });
      return {
        set: {
          details_status: status,
          video_verification: outcome,
          video_verified_by: actor.userId,
          video_verified_at: new Date(this.o.core.now()),
        },
        action: 'custody_video_verification',
        after: { video_verification: outcome, details_status: status },
      };
    });
  }

  private async change(
    actor: Actor,
    readable: ReadonlySet<number>,
    requestId: number,
    step: (
      request: { requester_id: number },
      row: NonNullable<Awaited<ReturnType<typeof custodyTxByRequest>>>,
    ) => {
      set: Omit<Parameters<typeof setDetails>[2], 'updated_at'>;
      action: string;
      after: Record<string, unknown>;
    },
  ): Promise<DetailsAnswer> {
    const { core } = this.o;
    const notFound = () => refuse(404, 'NOT_FOUND', 'No such request', 'id');
    const done = await core.db.transaction().execute(async (tx) => {
      // The request row's lock orders this step with approvals of the same request.
      const request = await lockRequest(tx, requestId);
      if (!request || request.entity_id !== actor.entityId || request.kind !== 'custody_send')
        throw notFound();
      const row = await custodyTxByRequest(tx, requestId, true);
      if (!row || !readable.has(row.subaccount_id)) throw notFound();
      const now = core.now();
      if (request.status !== 'requested' || request.expires_at.getTime() <= now)
        throw refuse(409, 'REQUEST_CLOSED', 'This request is no longer waiting.');
      const change = step(request, row);
      await setDetails(tx, row.id, { ...change.set, updated_at: new Date(now) });
      await this.o.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: change.action,
          target: `request:${requestId}`,
          before: { details_status: row.details_status },
          after: change.after,
          outcome: 'success',
          requestId,
        },
        tx,
      );
      const message: ApprovalUpdateMessage = {
        topic: 'approvals',
        entityId: actor.entityId,
        requestId,
        kind: 'custody_send',
        status: change.set.details_status ?? 'requested',
        approvals: await countApprovals(tx, requestId),
        minApprovers: request.min_approvers,
        seq: await nextSeq(tx, approvalsTopic(actor.entityId)),
      };
      return { message, status: change.set.details_status };
    });
    core.publish([done.message]);
    return { request_id: String(requestId), details_status: done.status };
  }
}
