// The simulated chain (docs/wallet.md "The simulated chain"): deterministic, driven by the
// Timers port. Every block (blockMillis) it moves each in-flight withdrawal one step —
// approved → processing → broadcast (hash assigned, the held money leaves for the chain) →
// confirming (1 confirmation) → … → completed (the network's confirmations) — and adds a
// confirmation to each pending deposit, crediting it at the network's count. One block is one
// transaction, so a crash leaves every row at a step it really reached. Hashes are derived
// from what they hash, so a replay gives the same ones. A network can be stalled (no blocks):
// a broadcast then waits, and after WITHDRAWAL_CONFIRMATION_WAIT_MS (spec 9's 10 minutes)
// without a confirmation it is rebroadcast and flagged in additional_info.
import {
  WITHDRAWAL_CONFIRMATION_WAIT_MS,
  walletNetwork,
  type AddressFormat,
} from '../../domain/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { Booking, BookingSink } from '../transfers/booking';
import { simulatedHash } from './address-format';
import type { WalletEvents, WalletMessage } from './core';
import { creditDeposit, sendWithdrawal } from './movements';
import {
  depositAddressOwner,
  inFlightWithdrawals,
  insertDeposit,
  pendingDeposits,
  updateDeposit,
  updateWithdrawal,
  walletSubaccount,
} from './store';
import { checkedAmount, networkOf } from './rules';
import { ApiError } from '../http/errors';

/** Default block time of the simulated chain (every network). */
export const DEFAULT_BLOCK_MILLIS = 1000;

const formatOf = (token: string, network: string): AddressFormat =>
  walletNetwork(token, network)?.format ?? 'evm';

export interface ChainOptions {
  readonly core: WalletEvents;
  /** Where its bookings go: the engine's memory in one process (memoryBookings), the booking
   *  outbox and the bus in the scheduler process (transfers/booking-feed.ts). */
  readonly bookings: BookingSink;
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
  readonly blockMillis?: number;
}

export class SimulatedChain {
  private timer: TimerHandle | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private readonly stalled = new Set<string>();
  private stopped = false;

  constructor(private readonly o: ChainOptions) {}

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = this.o.timers.setInterval(
      () => void this.tickSafely(),
      this.o.blockMillis ?? DEFAULT_BLOCK_MILLIS,
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) this.o.timers.clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => 0);
  }

  /** Stops (or resumes) block production on a network: its broadcasts wait. */
  stall(network: string, stalled = true): void {
    if (stalled) this.stalled.add(network);
    else this.stalled.delete(network);
  }

  private tickSafely(): Promise<number> {
    if (this.stopped) return this.running;
    this.running = this.running
      .catch(() => 0)
      .then(() => this.tick())
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'wallet: chain block failed');
        return 0;
      });
    return this.running;
  }

  /** One block on every network that is not stalled; returns how many rows moved. */
  async block(): Promise<number> {
    return this.tickSafely();
  }

  private async tick(): Promise<number> {
    const { core } = this.o;
    const now = core.now();
    const at = new Date(now);
    const bookings: Booking[] = [];
    const messages = await core.db.transaction().execute(async (tx) => {
      const out: WalletMessage[] = [];
      for (const w of await inFlightWithdrawals(tx)) {
        const format = formatOf(w.token, w.network);
        const stalled = this.stalled.has(w.network);
        let status = w.status;
        if (w.status === 'approved') {
          status = 'processing';
          await updateWithdrawal(tx, w.id, { status, updated_at: at });
        } else if (w.status === 'processing') {
          status = 'broadcast';
          await sendWithdrawal(tx, w, now);
          await updateWithdrawal(tx, w.id, {
            status,
            transaction_id: `wd-${w.id}`,
            transaction_hash: simulatedHash(format, `withdrawal:${w.id}`),
            broadcast_at: at,
            updated_at: at,
          });
        } else if (w.status === 'broadcast' && !stalled) {
          status = 'confirming';
          await updateWithdrawal(tx, w.id, { status, confirmations: 1, updated_at: at });
        } else if (w.status === 'broadcast') {
          const since = w.broadcast_at?.getTime() ?? now;
          if (now - since < WITHDRAWAL_CONFIRMATION_WAIT_MS) continue;
          const rebroadcasts = w.rebroadcasts + 1;
          await updateWithdrawal(tx, w.id, {
            rebroadcasts,
            broadcast_at: at,
            additional_info: `Not confirmed within 10 minutes: rebroadcast (${rebroadcasts})`,
            updated_at: at,
          });
        } else if (w.status === 'confirming' && !stalled) {
          const confirmations = w.confirmations + 1;
          const done = confirmations >= w.required_confirmations;
          status = done ? 'completed' : 'confirming';
          await updateWithdrawal(tx, w.id, {
            status,
            confirmations,
            updated_at: at,
            ...(done ? { completed_at: at } : {}),
          });
        } else continue;
        out.push(
          await core.message(
            tx,
            w.entity_id,
            'withdrawal',
            w.maker_checker_request_id ?? 0,
            status,
          ),
        );
      }
      for (const d of await pendingDeposits(tx)) {
        if (this.stalled.has(d.network)) continue;
        const confirmations = d.confirmations + 1;
        if (confirmations >= d.required_confirmations) {
          const booking = await creditDeposit(tx, d, now);
          bookings.push(booking);
          await this.o.bookings.record(tx, booking);
          await updateDeposit(tx, d.id, {
            confirmations,
            status: 'completed',
            completed_at: at,
            journal_id: booking.journalId,
          });
        } else await updateDeposit(tx, d.id, { confirmations });
        out.push(
          await core.message(
            tx,
            d.entity_id,
            'deposit',
            0,
            confirmations >= d.required_confirmations ? 'completed' : 'pending',
          ),
        );
      }
      return out;
    });
    for (const booking of bookings) this.o.bookings.committed(booking);
    core.publish(messages);
    return messages.length;
  }

  /**
   * An incoming transfer to a deposit address (the simulated outside world sends it): pending
   * until the network's confirmations. 404 for an address that is not a deposit address.
   */
  async receive(input: { token: string; network: string; address: string; amount: string }) {
    const { core } = this.o;
    const network = networkOf(input.token, input.network);
    const amount = checkedAmount(input.amount, network.decimals);
    const owner = await depositAddressOwner(core.db, network.network, input.token, input.address);
    if (!owner)
      throw new ApiError(404, 'NOT_FOUND', 'Not a deposit address of this venue', 'address');
    const sub = await walletSubaccount(core.db, owner.subaccount_id);
    if (!sub) throw new ApiError(404, 'NOT_FOUND', 'No such subaccount', 'address');
    const at = new Date(core.now());
    const { row, message } = await core.db.transaction().execute(async (tx) => {
      const count = await tx
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const row = await insertDeposit(tx, {
        entity_id: sub.entityId,
        subaccount_id: sub.id,
        token: input.token,
        network: network.network,
        address: input.address,
        amount,
        transaction_hash: simulatedHash(
          network.format,
          `deposit:${input.address}:${count.n}:${at.getTime()}`,
        ),
        required_confirmations: network.confirmations,
        detected_at: at,
      });
      return { row, message: await core.message(tx, sub.entityId, 'deposit', 0, 'pending') };
    });
    core.publish([message]);
    return row;
  }
}
