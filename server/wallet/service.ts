// The wallet's requests (docs/wallet.md): a withdrawal, whitelisting or transfer goes through
// the maker-checker engine when the entity's wallet settings say so (its row and hold written
// in the engine's creating transaction), else it is carried out at once in one transaction.
// A repeat of a client request id returns the first request. Requests that take money run in
// the order service's queue, so no order is admitted between a hold's commit and its arrival
// in memory.
import type { Kysely } from 'kysely';
import { addDecimal, compareDecimal, subtractDecimal } from '../../domain/decimal';
import { WITHDRAWAL_INITIATED_TEXT, WITHDRAWAL_REQUESTED_TEXT } from '../../domain/constants';
import { WALLET_TOKENS, transferAccountKind } from '../../domain/wallet';
import type { Database } from '../db/schema';
import type { Actor } from '../approvals/definitions';
import type { ApprovalEngine } from '../approvals/engine';
import type { AuditLog } from '../audit/audit';
import { ApiError, notFound } from '../http/errors';
import { applyBooking, type Booking } from '../transfers/booking';
import { depositAddressFor } from './address-format';
import { TransferRequests } from './transfer-requests';
import { WhitelistRequests } from './whitelist-requests';
import type { SimulatedChain } from './chain';
import type { WalletCore, WalletMessage } from './core';
import { holdWithdrawal } from './movements';
import {
  checkWithdrawal,
  networkOf,
  subaccountFor,
  type TransferInput,
  type WhitelistInput,
  type WithdrawalInput,
} from './rules';
import {
  depositsOf,
  ensureDepositAddress,
  insertWithdrawal,
  walletSettings,
  walletSubaccountsOf,
  withdrawalByClientId,
  withdrawalById,
  withdrawalByRequest,
  withdrawalsOf,
  type WalletSubaccount,
  type WithdrawalRow,
} from './store';
import {
  depositView,
  makerCheckerOf,
  peopleNames,
  withdrawalView,
  type WithdrawalView,
} from './views';
import { isUniqueViolation } from '../db/errors';

export interface WalletServiceOptions {
  readonly core: WalletCore;
  readonly approvals: ApprovalEngine;
  readonly chain: SimulatedChain;
  readonly audit: AuditLog;
}

export class WalletService {
  private readonly whitelisting: WhitelistRequests;
  private readonly transferring: TransferRequests;

  constructor(private readonly o: WalletServiceOptions) {
    this.whitelisting = new WhitelistRequests(o);
    this.transferring = new TransferRequests(o);
  }

  private get db(): Kysely<Database> {
    return this.o.core.db;
  }

  get chain(): SimulatedChain {
    return this.o.chain;
  }

  // ---- configuration ----

  /** Spec 3.3 venues with subaccounts, the tokens and networks, the maker-checker switches. */
  async config(actor: Actor, readable: ReadonlySet<number>) {
    const subs = (await walletSubaccountsOf(this.db, actor.entityId)).filter((s) =>
      readable.has(s.id),
    );
    const venues = new Map<
      number,
      { venue: WalletSubaccount['venue']; subs: WalletSubaccount[] }
    >();
    for (const sub of subs) {
      const entry = venues.get(sub.venue.id) ?? { venue: sub.venue, subs: [] };
      entry.subs.push(sub);
      venues.set(sub.venue.id, entry);
    }
    const settings = await walletSettings(this.db, actor.entityId);
    return {
      venues: [...venues.values()].map(({ venue, subs: list }) => ({
        key: venue.key,
        name: venue.name,
        accountType: venue.accountType,
        depositEnabled: venue.depositEnabled,
        withdrawEnabled: venue.withdrawEnabled,
        addressWhitelistingEnabled: venue.addressWhitelistingEnabled,
        guiTransferEnabled: venue.guiTransferEnabled,
        supportsWithdrawalNetwork: venue.supportsWithdrawalNetwork,
        supportsWithdrawalFee: venue.supportsWithdrawalFee,
        isDelisted: venue.isDelisted,
        subaccounts: list.map((s) => ({
          subaccountId: s.id,
          accountId: s.accountId,
          displayText: s.name,
          accountName: s.accountName,
          canRead: s.canRead,
          canWithdraw: s.canWithdraw,
          canTransfer: s.canTransfer,
          isOxsEnabled: s.isOxsEnabled,
          kind: transferAccountKind(venue.accountType, s.walletTypes),
        })),
      })),
      tokens: WALLET_TOKENS,
      maker_checker: settings,
    };
  }

  // ---- deposits ----

  async depositAddress(actor: Actor, subaccountId: number, token: string, network: string) {
    const sub = await subaccountFor(this.db, actor, subaccountId, 'canRead', 'subaccountId');
    if (!sub.venue.depositEnabled || sub.venue.isDelisted)
      throw new ApiError(403, 'VENUE_DISABLED', 'This venue does not allow this.', 'subaccountId');
    const net = networkOf(token, network);
    const address = await ensureDepositAddress(this.db, {
      subaccount_id: sub.id,
      token,
      network: net.network,
      address: depositAddressFor(net.format, sub.id, token, net.network),
      at: new Date(this.o.core.now()),
    });
    return {
      subaccountId: sub.id,
      venue: sub.venue.name,
      token,
      network: net.network,
      networkName: net.name,
      address,
      confirmations: net.confirmations,
    };
  }

  async deposits(actor: Actor, readable: ReadonlySet<number>, subaccountId?: number) {
    const subs = await this.subsOf(actor);
    const ids = [...readable].filter((id) => subaccountId === undefined || id === subaccountId);
    const rows = await depositsOf(this.db, ids, 100);
    return { deposits: rows.map((row) => depositView(row, subs.get(row.subaccount_id))) };
  }

  // ---- withdrawals ----

  /** Spec 3.3 withdrawal limit data and fee limits for a subaccount, token and network. */
  async limits(actor: Actor, subaccountId: number, token: string, network: string) {
    const sub = await subaccountFor(this.db, actor, subaccountId, 'canRead', 'subaccountId');
    const net = networkOf(token, network);
    const orders = this.o.core.orders;
    const total = orders.state.total(sub.id, token);
    const free = orders.available(sub.id, token);
    const custody = (await walletSubaccountsOf(this.db, actor.entityId))
      .filter((s) => s.venue.accountType === 1)
      .reduce((sum, s) => addDecimal(sum, orders.state.total(s.id, token)), '0');
    const floor = (value: string) => (compareDecimal(value, '0') < 0 ? '0' : value);
    return {
      withdrawal_limit: floor(subtractDecimal(free, net.minFees)),
      total_balance: total,
      withdrawal_limit_with_margin: floor(subtractDecimal(free, net.maxFees)),
      free_balance: floor(free),
      custody_balance: custody,
      minFees: net.minFees,
      maxFees: net.maxFees,
      minAmount: net.minAmount,
      decimals: net.decimals,
      confirmations: net.confirmations,
    };
  }

  /** Whether this client request id already made a withdrawal (a repeat needs no new code). */
  async isRepeatWithdrawal(actor: Actor, clientRequestId: string): Promise<boolean> {
    return (await withdrawalByClientId(this.db, actor.userId, clientRequestId)) !== undefined;
  }

  async requestWithdrawal(actor: Actor, input: WithdrawalInput) {
    const repeat = await withdrawalByClientId(this.db, actor.userId, input.client_request_id);
    if (repeat) return this.withdrawalAnswer(actor, repeat, false);
    const checked = await checkWithdrawal(this.db, actor, input);
    const settings = await walletSettings(this.db, actor.entityId);
    if (settings.withdrawal) {
      const payload = {
        ...checked.payload,
        account_id: checked.sub.accountId,
        destination_type: checked.whitelistedId === null ? 'external' : 'whitelisted',
      };
      const { request, created } = await this.o.core.orders.runExclusive(() =>
        this.o.approvals.create(actor, {
          kind: 'withdrawal',
          payload,
          clientRequestId: input.client_request_id,
        }),
      );
      const row = await withdrawalByRequest(this.db, Number(request.request_id));
      if (!row)
        throw new ApiError(
          409,
          'DUPLICATE_REQUEST',
          'This request id was used for another request.',
          'client_request_id',
        );
      return this.withdrawalAnswer(actor, row, created);
    }
    let booking: Booking | null = null;
    let message: WalletMessage | null = null;
    let row: WithdrawalRow;
    try {
      row = await this.o.core.orders.runExclusive(() =>
        this.db.transaction().execute(async (tx) => {
          const again = await checkWithdrawal(tx, actor, input);
          const now = this.o.core.now();
          const at = new Date(now);
          const inserted = await insertWithdrawal(tx, {
            entity_id: actor.entityId,
            user_id: actor.userId,
            subaccount_id: again.sub.id,
            token: again.payload.token,
            network: again.payload.network,
            destination: again.payload.address,
            whitelisted_address_id: again.whitelistedId,
            amount: again.payload.amount,
            fee: again.payload.fee,
            status: 'approved',
            client_request_id: input.client_request_id,
            maker_checker_request_id: null,
            required_confirmations: again.network.confirmations,
            created_at: at,
            updated_at: at,
          });
          booking = await holdWithdrawal(tx, inserted, now);
          await this.o.audit.record(
            {
              userId: actor.userId,
              entityId: actor.entityId,
              ip: actor.ip,
              action: 'Request Withdrawal',
              target: `withdrawal:${inserted.id}`,
              after: again.payload,
              outcome: 'success',
              at: now,
            },
            tx,
          );
          message = await this.o.core.message(tx, actor.entityId, 'withdrawal', 0, 'approved');
          return inserted;
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const twin = await withdrawalByClientId(this.db, actor.userId, input.client_request_id);
      if (!twin) throw error;
      return this.withdrawalAnswer(actor, twin, false);
    }
    if (booking) applyBooking(this.o.core.orders, booking);
    if (message) this.o.core.publish([message]);
    return this.withdrawalAnswer(actor, row, true);
  }

  private async withdrawalAnswer(actor: Actor, row: WithdrawalRow, created: boolean) {
    const [view] = await this.withdrawalViews(actor, [row]);
    if (!view) throw notFound();
    return {
      withdrawal: view,
      created,
      message:
        row.maker_checker_request_id === null
          ? WITHDRAWAL_INITIATED_TEXT
          : WITHDRAWAL_REQUESTED_TEXT,
    };
  }

  async withdrawals(
    actor: Actor,
    readable: ReadonlySet<number>,
    subaccountId?: number,
    limit = 50,
  ) {
    const ids = [...readable].filter((id) => subaccountId === undefined || id === subaccountId);
    const rows = await withdrawalsOf(this.db, {
      entityId: actor.entityId,
      subaccountIds: ids,
      limit,
    });
    return { withdrawals: await this.withdrawalViews(actor, rows) };
  }

  /** The requester cancels a withdrawal waiting for approvals (its hold is released). */
  async cancelWithdrawal(actor: Actor, id: number) {
    const row = await withdrawalById(this.db, id);
    if (!row || row.entity_id !== actor.entityId) throw notFound();
    if (row.maker_checker_request_id === null || row.status !== 'requested')
      throw new ApiError(
        409,
        'NOT_CANCELLABLE',
        'Only a withdrawal waiting for approvals can be cancelled.',
      );
    await this.o.approvals.cancel(actor, row.maker_checker_request_id);
    const after = await withdrawalById(this.db, id);
    return this.withdrawalAnswer(actor, after ?? row, false);
  }

  private async withdrawalViews(
    actor: Actor,
    rows: readonly WithdrawalRow[],
  ): Promise<WithdrawalView[]> {
    const [subs, people, checks] = await Promise.all([
      this.subsOf(actor),
      peopleNames(
        this.db,
        rows.map((r) => r.user_id),
      ),
      makerCheckerOf(
        this.db,
        rows.flatMap((r) =>
          r.maker_checker_request_id === null ? [] : [r.maker_checker_request_id],
        ),
      ),
    ]);
    return rows.map((row) =>
      withdrawalView(
        row,
        subs.get(row.subaccount_id),
        people.get(row.user_id) ?? '',
        row.maker_checker_request_id === null
          ? null
          : (checks.get(row.maker_checker_request_id) ?? null),
      ),
    );
  }

  // ---- whitelisted addresses and transfers (whitelist-requests.ts, transfer-requests.ts) ----

  whitelist(actor: Actor, readable: ReadonlySet<number>) {
    return this.whitelisting.whitelist(actor, readable);
  }

  requestWhitelist(actor: Actor, input: WhitelistInput & { client_request_id: string }) {
    return this.whitelisting.requestWhitelist(actor, input);
  }

  editLabel(actor: Actor, id: number, label: string) {
    return this.whitelisting.editLabel(actor, id, label);
  }

  copyAddress(actor: Actor, id: number) {
    return this.whitelisting.copyAddress(actor, id);
  }

  requestTransfer(actor: Actor, input: TransferInput) {
    return this.transferring.requestTransfer(actor, input);
  }

  transfers(actor: Actor, readable: ReadonlySet<number>, limit = 50) {
    return this.transferring.transfers(actor, readable, limit);
  }

  private async subsOf(actor: Actor): Promise<Map<number, WalletSubaccount>> {
    return new Map((await walletSubaccountsOf(this.db, actor.entityId)).map((s) => [s.id, s]));
  }
}
