// Custody's reads and the calls that start a request (docs/custody.md "HTTP API"): accounts,
// vaults (balances, bonded, unbonding, rewards, addresses), transactions, pending requests and
// pending staking requests as spec 3.7 tables (items + total, server-side paging, sorting,
// filters), the fee and unstaking estimates, and the key-bound send.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  accruedReward,
  stakingAsset,
  unstakeEstimate,
  type UnstakeEstimate,
} from '../../domain/custody';
import { addDecimal } from '../../domain/decimal';
import { walletNetwork, walletToken } from '../../domain/wallet';
import type { Actor } from '../approvals/definitions';
import type { ApprovalEngine, RequestView } from '../approvals/engine';
import { factorsOf } from '../approvals/admin-store';
import type { AuditLog } from '../audit/audit';
import { ApiError } from '../http/errors';
import type { RelyingParty } from '../security/webauthn';
import type { WalletService } from '../wallet/service';
import type { WalletCore } from '../wallet/core';
import { whitelistOf } from '../wallet/store';
import { CustodyDetails } from './details';
import { beginSendKey, finishSendKey, type SendInput } from './key-binding';
import { listTransactions, type TxFilter, type TxListRow } from './list-store';
import { checkSendDestination, checkStake, vaultOf, type StakeInput } from './rules';
import { detailsOfRequests, detailsPolicyOf, type RequestDetails } from './details-store';
import {
  accountPage,
  balancesOf,
  bookSums,
  depositAddressesOf,
  stakesOf,
  vaultPage,
  vaultsOf,
  type VaultRow,
} from './store';

export interface Page {
  readonly page: number;
  readonly limit: number;
}

export interface VaultBalance {
  token: string;
  available: string;
  bonded: string;
  unbonding: string;
  rewards_paid: string;
  pending_rewards: string;
}

export interface VaultView {
  id: string;
  uuid: string;
  name: string;
  account_id: number;
  account_name: string;
  wallet_types: readonly string[];
  can_withdraw: boolean;
  can_transfer: boolean;
  balances: VaultBalance[];
  /** Server time (ms) the pending rewards were computed at: a screen accrues from there. */
  as_of: number;
}

const vaultUuid = (id: number) => `vault-${id}`;

export class CustodyService {
  /** The required-details steps of a send (R-CUST-10, R-CUST-11). */
  readonly details: CustodyDetails;

  constructor(
    private readonly o: {
      core: WalletCore;
      approvals: ApprovalEngine;
      wallet: WalletService;
      audit: AuditLog;
    },
  ) {
    this.details = new CustodyDetails({ core: o.core, audit: o.audit });
  }

  private get db() {
    return this.o.core.db;
  }

  /** The entity's vaults the caller may read. */
  private async readableVaults(actor: Actor, readable: ReadonlySet<number>): Promise<VaultRow[]> {
    return (await vaultsOf(this.db, actor.entityId)).filter((v) => readable.has(v.id));
  }

  private async vaultViews(vaults: readonly VaultRow[]): Promise<VaultView[]> {
    const ids = vaults.map((v) => v.id);
    const books = ids.flatMap((id) => [`stake:${id}`, `unbond:${id}`]);
    const [balances, sums, stakes] = await Promise.all([
      balancesOf(this.db, ids),
      bookSums(this.db, books),
      stakesOf(this.db, ids),
    ]);
    const now = this.o.core.now();
    return vaults.map((vault) => {
      const rows = new Map<string, VaultBalance>();
      const row = (token: string): VaultBalance => {
        let r = rows.get(token);
        if (!r)
          rows.set(
            token,
            (r = {
              token,
              available: '0',
              bonded: '0',
              unbonding: '0',
              rewards_paid: '0',
              pending_rewards: '0',
            }),
          );
        return r;
      };
      for (const b of balances) if (b.subaccount_id === vault.id) row(b.token).available = b.amount;
      for (const s of sums) {
        if (s.book === `stake:${vault.id}`) row(s.token).bonded = s.amount;
        if (s.book === `unbond:${vault.id}`) row(s.token).unbonding = s.amount;
      }
      for (const s of stakes) {
        if (s.subaccount_id !== vault.id) continue;
        const r = row(s.token);
        r.rewards_paid = addDecimal(r.rewards_paid, s.rewards_paid);
        const asset = stakingAsset(s.token);
        if (asset)
          r.pending_rewards = addDecimal(
            addDecimal(r.pending_rewards, s.accrued_reward),
            accruedReward(asset, s.bonded, now - s.last_reward_at.getTime()),
          );
      }
      return {
        id: String(vault.id),
        uuid: vaultUuid(vault.id),
        name: vault.name,
        account_id: vault.account_id,
        account_name: vault.account_name,
        wallet_types: vault.wallet_types,
        can_withdraw: vault.can_withdraw,
        can_transfer: vault.can_transfer,
        balances: [...rows.values()].sort((a, b) => a.token.localeCompare(b.token)),
        as_of: now,
      };
    });
  }

  /** Custody accounts holding a vault the caller reads; filtered and paged in SQL. */
  async accounts(actor: Actor, readable: ReadonlySet<number>, page: Page) {
    const { rows, total } = await accountPage(this.db, {
      entityId: actor.entityId,
      ids: [...readable],
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
    const items = rows.map((a) => ({
      id: String(a.id),
      uuid: `account-${a.id}`,
      name: a.name,
      vaults: a.vaults,
    }));
    return { items, total, page: page.page };
  }

  /** The vaults the caller reads; filtered, sorted and paged in SQL (spec 3.7). */
  async vaults(
    actor: Actor,
    readable: ReadonlySet<number>,
    q: Page & { account_id?: number; search?: string; sort: 'name' | 'id'; dir: 'asc' | 'desc' },
  ) {
    const { rows, total } = await vaultPage(this.db, {
      entityId: actor.entityId,
      ids: [...readable],
      accountId: q.account_id,
      search: q.search,
      sort: q.sort,
      dir: q.dir,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { items: await this.vaultViews(rows), total, page: q.page };
  }

  /** One vault: balances and its address per token and network (made on first look). */
  async vault(actor: Actor, readable: ReadonlySet<number>, id: number) {
    const vault = await vaultOf(this.db, actor.entityId, id);
    if (!readable.has(vault.id)) throw new ApiError(404, 'NOT_FOUND', 'No such vault', 'id');
    const [view] = await this.vaultViews([vault]);
    if (!view) throw new ApiError(404, 'NOT_FOUND', 'No such vault', 'id');
    const tokens = new Set(view.balances.map((b) => b.token));
    for (const token of tokens)
      for (const net of walletToken(token)?.networks ?? [])
        await this.o.wallet
          .depositAddress(actor, vault.id, token, net.network)
          .catch(() => undefined);
    const [addresses, policy] = await Promise.all([
      depositAddressesOf(this.db, [vault.id]),
      detailsPolicyOf(this.db, vault.id),
    ]);
    return {
      vault: {
        ...view,
        /** The vault's required-details tiers in USD (R-CUST-10). */
        details_policy: {
          beneficiary_details_min_usd: policy?.beneficiary_details_min_usd ?? null,
          video_verification_min_usd: policy?.video_verification_min_usd ?? null,
        },
        addresses: addresses.map((a) => ({
          token: a.token,
          network: a.network,
          address: a.address,
        })),
      },
    };
  }

  async transactions(
    actor: Actor,
    readable: ReadonlySet<number>,
    q: Omit<TxFilter, 'entityId' | 'vaultIds' | 'offset' | 'limit'> & Page & { vault_id?: number },
  ) {
    const vaults = (await this.readableVaults(actor, readable)).filter(
      (v) => q.vault_id === undefined || v.id === q.vault_id,
    );
    const { rows, total } = await listTransactions(this.db, {
      ...q,
      entityId: actor.entityId,
      vaultIds: vaults.map((v) => v.id),
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    const names = new Map(vaults.map((v) => [v.id, v.name]));
    return { items: rows.map((r) => txView(r, names)), total, page: q.page };
  }

  /**
   * Pending custody requests (sends, or staking) on vaults the caller reads, newest first; the
   * vault filter is in SQL, so a page is full and the total counts only these. A send carries
   * its required-details state; can_act is false while it waits for details.
   */
  async requests(
    actor: Actor,
    readable: ReadonlySet<number>,
    kind: 'custody_send' | 'custody_stake',
    page: Page,
    filter: { vaultId?: number; token?: string; dir?: 'asc' | 'desc' } = {},
  ) {
    // One vault if asked for, and only if the caller reads it.
    const vaults =
      filter.vaultId === undefined
        ? [...readable]
        : [...readable].filter((v) => v === filter.vaultId);
    const { requests, total } = await this.o.approvals.list(
      actor,
      {
        status: 'requested',
        kind,
        payloadIdIn: { field: 'vault_id', ids: vaults },
        payloadTextEq:
          filter.token === undefined ? undefined : { field: 'token', value: filter.token },
        order: filter.dir,
      },
      page,
    );
    const details = new Map(
      (
        await detailsOfRequests(
          this.db,
          requests.map((r) => Number(r.request_id)),
        )
      ).map((d) => [String(d.maker_checker_request_id), d]),
    );
    return {
      items: requests.map((r) => requestItem(r, details.get(r.request_id) ?? null)),
      total,
      page: page.page,
    };
  }

  async destinations(actor: Actor, vaultId: number, token: string, network: string) {
    const vault = await vaultOf(this.db, actor.entityId, vaultId);
    const [whitelist, vaults] = await Promise.all([
      whitelistOf(this.db, actor.entityId),
      vaultsOf(this.db, actor.entityId),
    ]);
    return {
      whitelisted: whitelist
        .filter((w) => w.subaccount_id === vault.id && w.token === token && w.network === network)
        .map((w) => ({ id: w.id, label: w.label, address: w.address })),
      vaults: vaults.filter((v) => v.id !== vault.id).map((v) => ({ id: v.id, name: v.name })),
    };
  }

  feeEstimate(token: string, network: string, amount: string) {
    const net = walletNetwork(token, network);
    if (!net) throw new ApiError(400, 'UNKNOWN_NETWORK', 'Choose a listed network.', 'network');
    return { token, network, fee: net.minFees, total: addDecimal(amount, net.minFees) };
  }

  async unstakeEstimate(actor: Actor, input: StakeInput): Promise<UnstakeEstimate> {
    const { asset } = await checkStake(this.db, actor.entityId, { ...input, action: 'unstake' });
    return unstakeEstimate(asset, input.amount, this.o.core.now());
  }

  async beginSend(actor: Actor, send: SendInput, rp: RelyingParty) {
    await checkSendDestination(this.db, actor.entityId, send);
    const factors = await factorsOf(this.db, actor.userId);
    return beginSendKey(this.o.core, actor.userId, send, rp, factors.keys > 0);
  }

  /** Checks the key assertion for this send, then makes its request (which waits for quorum). */
  async finishSend(
    actor: Actor,
    send: SendInput & { fee?: string },
    assertion: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<{ request: RequestView; details_status: string | null }> {
    const keyApprovalId = await finishSendKey(this.o.core, actor.userId, send, assertion, rp);
    const { request } = await this.o.approvals.create(actor, {
      kind: 'custody_send',
      payload: { ...send, key_approval_id: keyApprovalId },
      clientRequestId: send.client_request_id,
    });
    // What the send waits for before approval (R-CUST-10): the screen says what to do next.
    const [details] = await detailsOfRequests(this.db, [Number(request.request_id)]);
    return { request, details_status: details?.details_status ?? null };
  }

  async stake(actor: Actor, input: StakeInput): Promise<RequestView> {
    const { request } = await this.o.approvals.create(actor, {
      kind: 'custody_stake',
      payload: { ...input },
      clientRequestId: input.client_request_id,
    });
    return request;
  }
}

function txView(r: TxListRow, names: ReadonlyMap<number, string>) {
  return {
    id: r.id,
    uuid: r.uuid,
    vault_id: r.subaccount_id,
    vault_name: names.get(r.subaccount_id) ?? '',
    type: r.type,
    token: r.token,
    network: r.network,
    amount: r.amount,
    fee: r.fee,
    destination:
      r.counterparty_subaccount_id !== null
        ? (names.get(r.counterparty_subaccount_id) ?? r.destination)
        : r.destination,
    validator: r.validator,
    status: r.status,
    transaction_hash: r.transaction_hash,
    confirmations: r.confirmations,
    required_confirmations: r.required_confirmations,
    request_id: r.maker_checker_request_id === null ? null : String(r.maker_checker_request_id),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    available_at: r.available_at === null ? null : new Date(r.available_at).toISOString(),
  };
}

function requestItem(r: RequestView, details: RequestDetails | null) {
  const waiting = details?.details_status ?? null;
  return {
    id: r.request_id,
    uuid: r.client_request_id,
    kind: r.kind,
    payload: r.payload,
    requester: r.requester,
    status: r.request_status,
    status_text: r.status_text,
    approvals: r.approvers.length,
    min_approvers: r.min_approvers,
    can_act: r.can_act && waiting === null,
    details_status: waiting,
    video_verification_required: details?.video_verification_required ?? false,
    beneficiary: details?.beneficiary ?? null,
    video_verification: details?.video_verification ?? null,
    created_at: r.created_at,
    expires_at: r.expires_at,
    /** The whole request, so the screen approves it with the approvals dialog. */
    request: r,
  };
}
