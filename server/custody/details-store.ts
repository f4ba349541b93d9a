// Custody's required-details SQL (docs/custody.md "Required details", migration 054): a vault's
// tiers, the details status of the sends behind requests, and the beneficiary and video
// verification a send waits for.
import type { Kysely, Transaction } from 'kysely';
import type { Beneficiary, CustodyDetailsStatus, DetailsPolicy } from '../../domain/custody';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function detailsPolicyOf(db: Db, vaultId: number): Promise<DetailsPolicy | null> {
  const row = await db
    .selectFrom('custody_vault_policies')
    .select(['beneficiary_details_min_usd', 'video_verification_min_usd'])
    .where('subaccount_id', '=', vaultId)
    .executeTakeFirst();
  return row ?? null;
}

export async function setDetailsPolicy(
  db: Db,
  vaultId: number,
  policy: DetailsPolicy,
  by: number | null,
  at: Date,
): Promise<void> {
  const values = { ...policy, updated_by: by, updated_at: at };
  await db
    .insertInto('custody_vault_policies')
    .values({ subaccount_id: vaultId, ...values })
    .onConflict((oc) => oc.column('subaccount_id').doUpdateSet(values))
    .execute();
}

/** The request's amount in USD, as its policy matched it. */
export async function requestAmountUsd(db: Db, requestId: number): Promise<string | null> {
  const row = await db
    .selectFrom('approval_requests')
    .select('amount_usd')
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row?.amount_usd ?? null;
}

export interface RequestDetails {
  readonly maker_checker_request_id: number | null;
  readonly details_status: CustodyDetailsStatus | null;
  readonly video_verification_required: boolean;
  readonly beneficiary: Beneficiary | null;
  readonly video_verification: 'passed' | 'rejected' | null;
}

/** The details state of the sends behind these requests. */
export function detailsOfRequests(
  db: Db,
  requestIds: readonly number[],
): Promise<RequestDetails[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('custody_transactions')
    .select([
      'maker_checker_request_id',
      'details_status',
      'video_verification_required',
      'beneficiary',
      'video_verification',
    ])
    .where('maker_checker_request_id', 'in', [...requestIds])
    .execute();
}

export async function setDetails(
  db: Db,
  id: number,
  set: {
    details_status: CustodyDetailsStatus | null;
    updated_at: Date;
    video_verification_required?: boolean;
    beneficiary?: Beneficiary;
    beneficiary_by?: number;
    beneficiary_at?: Date;
    video_verification?: 'passed' | 'rejected';
    video_verified_by?: number;
    video_verified_at?: Date;
  },
): Promise<void> {
  const { beneficiary, ...rest } = set;
  await db
    .updateTable('custody_transactions')
    .set({ ...rest, ...(beneficiary ? { beneficiary: JSON.stringify(beneficiary) } : {}) })
    .where('id', '=', id)
    .execute();
}
