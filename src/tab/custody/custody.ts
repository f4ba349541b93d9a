// Native custody as the screens read and write it (docs/custody.md): accounts, vaults,
// transactions, pending requests and pending staking requests as spec 3.7 pages; the send's
// key-bound begin → assertion → finish (R-CUST-3); staking requests; estimates. Custody steps
// ride the entity's approvals topic and move balances, so every custody read is invalidated by
// 'approvals' and 'balances' (R-CUST-7). Framework-free.
import type { Invalidation } from '../../../workers/api';
import {
  BENEFICIARY_RELATIONSHIPS,
  type Beneficiary,
  type BeneficiaryRelationship,
} from '../../../domain/custody';
import { requestStatusText } from '../../../domain/status';
import { parseRequest, type ApprovalRequest } from '../approvals/requests';
import {
  getCall,
  jsonCall,
  run,
  runMutation,
  type Mutator,
  type Requester,
  type StepResult,
} from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, listAt, num, optNum, optStr, record, str, type Json } from '../queries/json';

/** Custody reads go stale with every custody step and balance change. */
const LIVE = ['approvals', 'balances'] as const;
export const CUSTODY_CHANGED: Invalidation = { tags: ['approvals', 'balances'] };
const BASE = '/api/native-custody';

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
}

function parsePage<T>(raw: unknown, item: (o: Json) => T): Page<T> {
  const o = record(raw, 'page');
  return {
    items: listAt(o, 'items', 'items').map((i) => item(record(i, 'item'))),
    total: num(o, 'total'),
    page: num(o, 'page'),
  };
}

const qs = (params: Readonly<Record<string, string | number | null | undefined>>): string => {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

// ---- accounts and vaults ----

export interface CustodyAccount {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly vaults: number;
}

export interface VaultBalance {
  readonly token: string;
  readonly available: string;
  readonly bonded: string;
  readonly unbonding: string;
  readonly rewardsPaid: string;
  readonly pendingRewards: string;
}

export interface Vault {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly accountId: number;
  readonly accountName: string;
  readonly walletTypes: readonly string[];
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
  readonly balances: readonly VaultBalance[];
  /** Server time the pending rewards were computed at (null: not sent). */
  readonly asOf: number | null;
}

export interface VaultAddress {
  readonly token: string;
  readonly network: string;
  readonly address: string;
}

export interface VaultDetail extends Vault {
  readonly addresses: readonly VaultAddress[];
  /** The vault's required-details tiers in USD (null: never required), R-CUST-10. */
  readonly detailsPolicy: {
    readonly beneficiaryMinUsd: string | null;
    readonly videoMinUsd: string | null;
  };
}

const parseAccount = (o: Json): CustodyAccount => ({
  id: str(o, 'id'),
  uuid: str(o, 'uuid'),
  name: str(o, 'name'),
  vaults: num(o, 'vaults'),
});

const parseBalance = (o: Json): VaultBalance => ({
  token: str(o, 'token'),
  available: str(o, 'available'),
  bonded: str(o, 'bonded'),
  unbonding: str(o, 'unbonding'),
  rewardsPaid: str(o, 'rewards_paid'),
  pendingRewards: str(o, 'pending_rewards'),
});

function parseVault(o: Json): Vault {
  return {
    id: str(o, 'id'),
    uuid: str(o, 'uuid'),
    name: str(o, 'name'),
    accountId: num(o, 'account_id'),
    accountName: str(o, 'account_name'),
    walletTypes: listAt(o, 'wallet_types', 'wallet_types').map(String),
    canWithdraw: o['can_withdraw'] === true,
    canTransfer: o['can_transfer'] === true,
    balances: listAt(o, 'balances', 'balances').map((b) => parseBalance(record(b, 'balance'))),
    asOf: typeof o['as_of'] === 'number' ? o['as_of'] : null,
  };
}

// Parsers are module constants: a view's data keeps its identity between renders (a parser
// made per render would parse, and change, the value on every render).
const parseAccountPage = (raw: unknown) => parsePage(raw, parseAccount);
const parseVaultPage = (raw: unknown) => parsePage(raw, parseVault);

export const custodyAccountsQuery = (page = 1) =>
  defineQuery<Page<CustodyAccount>>(
    {
      key: ['custody', 'accounts', page],
      call: getCall(`${BASE}/accounts${qs({ page, limit: 50 })}`),
      invalidatedBy: LIVE,
    },
    parseAccountPage,
  );

export interface VaultFilter {
  readonly page: number;
  readonly accountId: string;
  readonly search: string;
  readonly sort: 'name' | 'id';
  readonly dir: 'asc' | 'desc';
}

export const vaultsQuery = (f: VaultFilter) =>
  defineQuery<Page<Vault>>(
    {
      key: ['custody', 'vaults', f.page, f.accountId, f.search, f.sort, f.dir],
      call: getCall(
        `${BASE}/vaults${qs({ page: f.page, limit: 50, account_id: f.accountId, search: f.search, sort: f.sort, dir: f.dir })}`,
      ),
      invalidatedBy: LIVE,
    },
    parseVaultPage,
  );

function parseVaultDetail(raw: unknown): VaultDetail {
  const o = record(record(raw, 'answer')['vault'], 'vault');
  const policy = isRecord(o['details_policy']) ? o['details_policy'] : {};
  return {
    ...parseVault(o),
    detailsPolicy: {
      beneficiaryMinUsd: optStr(policy, 'beneficiary_details_min_usd'),
      videoMinUsd: optStr(policy, 'video_verification_min_usd'),
    },
    addresses: listAt(o, 'addresses', 'addresses').map((a) => {
      const r = record(a, 'address');
      return { token: str(r, 'token'), network: str(r, 'network'), address: str(r, 'address') };
    }),
  };
}

export const vaultQuery = (id: number) =>
  defineQuery<VaultDetail>(
    {
      key: ['custody', 'vault', id],
      call: getCall(`${BASE}/vaults/${id}`),
      invalidatedBy: LIVE,
    },
    parseVaultDetail,
  );

// ---- transactions ----

export interface CustodyTx {
  readonly id: string;
  readonly uuid: string;
  readonly vaultId: number;
  readonly vaultName: string;
  readonly type: string;
  readonly token: string;
  readonly network: string;
  readonly amount: string;
  readonly fee: string;
  readonly destination: string;
  readonly validator: string | null;
  readonly status: string;
  readonly hash: string | null;
  readonly confirmations: number | null;
  readonly requiredConfirmations: number | null;
  readonly requestId: string | null;
  readonly createdAt: string;
  readonly availableAt: string | null;
}

const parseTx = (o: Json): CustodyTx => ({
  id: str(o, 'id'),
  uuid: str(o, 'uuid'),
  vaultId: num(o, 'vault_id'),
  vaultName: str(o, 'vault_name'),
  type: str(o, 'type'),
  token: str(o, 'token'),
  network: str(o, 'network'),
  amount: str(o, 'amount'),
  fee: str(o, 'fee'),
  destination: str(o, 'destination'),
  validator: optStr(o, 'validator'),
  status: str(o, 'status'),
  hash: optStr(o, 'transaction_hash'),
  confirmations: optNum(o, 'confirmations'),
  requiredConfirmations: optNum(o, 'required_confirmations'),
  requestId: optStr(o, 'request_id'),
  createdAt: str(o, 'created_at'),
  availableAt: optStr(o, 'available_at'),
});

const parseTxPage = (raw: unknown) => parsePage(raw, parseTx);

export const TX_SORTS = ['created_at', 'amount', 'token', 'type', 'status'] as const;
export type TxSort = (typeof TX_SORTS)[number];

export interface TxFilter {
  readonly page: number;
  readonly vaultId: string;
  readonly type: string;
  readonly token: string;
  readonly search: string;
  readonly sort: TxSort;
  readonly dir: 'asc' | 'desc';
}

export const TX_PAGE_SIZE = 100;

export const NO_TX_FILTER: TxFilter = {
  page: 1,
  vaultId: '',
  type: '',
  token: '',
  search: '',
  sort: 'created_at',
  dir: 'desc',
};

export const transactionsQuery = (f: TxFilter) =>
  defineQuery<Page<CustodyTx>>(
    {
      key: ['custody', 'transactions', f.page, f.vaultId, f.type, f.token, f.search, f.sort, f.dir],
      call: getCall(
        `${BASE}/transactions${qs({ page: f.page, limit: TX_PAGE_SIZE, vault_id: f.vaultId, type: f.type, token: f.token, search: f.search, sort: f.sort, dir: f.dir })}`,
      ),
      invalidatedBy: LIVE,
    },
    parseTxPage,
  );

// ---- pending requests ----

export interface PendingRequest {
  readonly id: string;
  readonly uuid: string;
  readonly kind: string;
  readonly payload: Json;
  readonly statusText: string;
  readonly approvals: number;
  readonly minApprovers: number;
  readonly canAct: boolean;
  readonly createdAt: string;
  readonly request: ApprovalRequest;
  /** What the send waits for before it may be approved (R-CUST-10), or null. */
  readonly detailsStatus: string | null;
  readonly videoRequired: boolean;
  readonly beneficiary: Beneficiary | null;
  readonly videoVerification: string | null;
}

function parseBeneficiary(v: unknown): Beneficiary | null {
  if (!isRecord(v)) return null;
  const relationship = str(v, 'relationship');
  return {
    name: str(v, 'name'),
    address: str(v, 'address'),
    country: str(v, 'country'),
    relationship: (BENEFICIARY_RELATIONSHIPS as readonly string[]).includes(relationship)
      ? (relationship as BeneficiaryRelationship)
      : 'other',
  };
}

const parsePending = (o: Json): PendingRequest => ({
  id: str(o, 'id'),
  uuid: str(o, 'uuid'),
  kind: str(o, 'kind'),
  payload: isRecord(o['payload']) ? o['payload'] : {},
  statusText: str(o, 'status_text'),
  approvals: num(o, 'approvals'),
  minApprovers: num(o, 'min_approvers'),
  canAct: o['can_act'] === true,
  createdAt: str(o, 'created_at'),
  request: parseRequest(o['request']),
  detailsStatus: optStr(o, 'details_status'),
  videoRequired: o['video_verification_required'] === true,
  beneficiary: parseBeneficiary(o['beneficiary']),
  videoVerification: optStr(o, 'video_verification'),
});

/**
 * The pending-table row of a request the user just made (the table's createdItem, spec 3.7):
 * matched by id and by uuid (its client request id) when the list loads it.
 */
export function pendingFromRequest(
  request: ApprovalRequest,
  clientRequestId: string,
  detailsStatus: string | null,
): PendingRequest {
  return {
    id: request.request_id,
    uuid: clientRequestId,
    kind: request.kind,
    payload: request.payload,
    statusText: requestStatusText(request),
    approvals: request.approvers.length,
    minApprovers: request.min_approvers,
    canAct: false,
    createdAt: new Date(request.created_at).toISOString(),
    request,
    detailsStatus,
    videoRequired: false,
    beneficiary: null,
    videoVerification: null,
  };
}

/** The initiator gives the beneficiary's details of a send waiting for them. */
export function beneficiaryCall(requestId: string, beneficiary: Beneficiary) {
  return jsonCall('POST', `${BASE}/requests/${requestId}/beneficiary`, beneficiary);
}

/** An operator records the outcome of the initiator's video verification. */
export function videoVerificationCall(requestId: string, outcome: 'passed' | 'rejected') {
  return jsonCall('POST', `${BASE}/requests/${requestId}/video_verification`, { outcome });
}

const parsePendingPage = (raw: unknown) => parsePage(raw, parsePending);

/** The pending tables' server-side filters and order (spec 3.7): one vault, one token. */
export interface PendingFilter {
  readonly page: number;
  /** '' = every readable vault. */
  readonly vaultId: string;
  /** '' = any token. */
  readonly token: string;
  /** By request time. */
  readonly dir: 'asc' | 'desc';
}

export const NO_PENDING_FILTER: PendingFilter = { page: 1, vaultId: '', token: '', dir: 'desc' };

export const pendingRequestsQuery = (
  which: 'requests' | 'staking',
  f: PendingFilter = NO_PENDING_FILTER,
) =>
  defineQuery<Page<PendingRequest>>(
    {
      key: ['custody', 'pending', which, f.page, f.vaultId, f.token, f.dir],
      call: getCall(
        `${BASE}/${which === 'requests' ? 'pending_requests' : 'pending_staking_requests'}${qs({ page: f.page, limit: 100, vault_id: f.vaultId, token: f.token, dir: f.dir })}`,
      ),
      invalidatedBy: LIVE,
    },
    parsePendingPage,
  );

// ---- send ----

export interface Destinations {
  readonly whitelisted: readonly { id: number; label: string; address: string }[];
  readonly vaults: readonly { id: number; name: string }[];
}

function parseDestinations(raw: unknown): Destinations {
  const o = record(raw, 'destinations');
  return {
    whitelisted: listAt(o, 'whitelisted', 'whitelisted').map((w) => {
      const r = record(w, 'whitelisted');
      return { id: num(r, 'id'), label: str(r, 'label'), address: str(r, 'address') };
    }),
    vaults: listAt(o, 'vaults', 'vaults').map((v) => {
      const r = record(v, 'vault');
      return { id: num(r, 'id'), name: str(r, 'name') };
    }),
  };
}

export const destinationsQuery = (vaultId: number, token: string, network: string) =>
  defineQuery<Destinations>(
    {
      key: ['custody', 'destinations', vaultId, token, network],
      call: getCall(`${BASE}/destinations${qs({ vault_id: vaultId, token, network })}`),
      invalidatedBy: ['approvals'],
    },
    parseDestinations,
  );

export interface FeeEstimate {
  readonly fee: string;
  readonly total: string;
}

export function fetchFeeEstimate(
  core: Requester,
  token: string,
  network: string,
  amount: string,
): Promise<StepResult<FeeEstimate>> {
  return run<FeeEstimate>(core, getCall(`${BASE}/fee_estimate${qs({ token, network, amount })}`));
}

/** What the key signs: the exact send (amount in wire form). */
export interface SendDraft {
  readonly vault_id: number;
  readonly token: string;
  readonly network: string;
  readonly amount: string;
  readonly destination_type: 'whitelisted' | 'vault';
  readonly whitelisted_address_id?: number;
  readonly to_vault_id?: number;
  readonly client_request_id: string;
}

/**
 * The key-bound send: the server's challenge for exactly this send, the key's assertion (the
 * key-modal shows meanwhile), then the request, which waits for the vault's quorum.
 */
export async function sendWithKey(
  core: Requester & Mutator,
  send: SendDraft,
  assert: (options: unknown) => Promise<unknown>,
  onPrompt: (showing: boolean) => void,
): Promise<StepResult<{ request: ApprovalRequest; detailsStatus: string | null }>> {
  const begin = await run<{ options: unknown }>(
    core,
    jsonCall('POST', `${BASE}/policy-engine/authenticate/begin`, send),
  );
  if (!begin.ok) return begin;
  let assertion: unknown;
  onPrompt(true);
  try {
    assertion = await assert(begin.value.options);
  } catch {
    return {
      ok: false,
      error: 'The security key did not confirm the send. Try again.',
      errors: [],
      status: null,
    };
  } finally {
    onPrompt(false);
  }
  const done = await runMutation<unknown>(
    core,
    jsonCall('POST', `${BASE}/policy-engine/authenticate/finish`, { ...send, assertion }),
    CUSTODY_CHANGED,
  );
  if (!done.ok) return done;
  const answer = record(done.value, 'answer');
  return {
    ok: true,
    value: {
      request: parseRequest(answer['request']),
      detailsStatus: optStr(answer, 'details_status'),
    },
  };
}

// ---- staking ----

export interface StakeDraft {
  readonly vault_id: number;
  readonly token: string;
  readonly validator: string;
  readonly action: 'stake' | 'unstake';
  readonly amount: string;
  readonly client_request_id: string;
}

export function stakeCall(draft: StakeDraft) {
  return jsonCall('POST', `${BASE}/staking`, draft);
}

export interface UnstakeEstimate {
  readonly amount: string;
  readonly token: string;
  readonly available_at: string;
}

export function fetchUnstakeEstimate(
  core: Requester,
  q: { vaultId: number; token: string; validator: string; amount: string },
): Promise<StepResult<UnstakeEstimate>> {
  return run<UnstakeEstimate>(
    core,
    getCall(
      `${BASE}/staking/unstake_estimate${qs({ vault_id: q.vaultId, token: q.token, validator: q.validator, amount: q.amount })}`,
    ),
  );
}
