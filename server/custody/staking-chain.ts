// The simulated chain's staking side (docs/custody.md "Staking"), on the Timers port: every
// reward period each bonded stake is paid what it earned since its last payout (a 'reward'
// transaction in the vault's history), and each unstake whose unbonding has ended returns to
// its vault. One tick is one transaction; its steps reach memory and every member's tab after
// the commit (R-CUST-7).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { accruedReward, stakingAsset } from '../../domain/custody';
import { addDecimal, signDecimal } from '../../domain/decimal';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { Booking, BookingSink } from '../transfers/booking';
import type { WalletEvents, WalletMessage } from '../wallet/core';
import { rewardBooking, unbondedBooking } from './staking-book';
import { insertCustodyTx, recordReward, stakesDue, unbondingDue, updateCustodyTx } from './store';

/** How often rewards are paid and unbonding is checked (default). */
export const STAKING_TICK_MILLIS = 60_000;

export interface StakingChainOptions {
  readonly core: WalletEvents;
  /** Where its bookings go: the engine's memory in one process (memoryBookings), the booking
   *  outbox and the bus in the scheduler process (transfers/booking-feed.ts). */
  readonly bookings: BookingSink;
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
  readonly tickMillis?: number;
}

export class StakingChain {
  private timer: TimerHandle | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(private readonly o: StakingChainOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = this.o.timers.setInterval(
      () => void this.tickSafely(),
      this.o.tickMillis ?? STAKING_TICK_MILLIS,
    );
  }

  async stop(): Promise<void> {
    if (this.timer) this.o.timers.clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => 0);
  }

  private tickSafely(): Promise<number> {
    this.running = this.running
      .catch(() => 0)
      .then(() => this.tick())
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'custody staking tick failed');
        return 0;
      });
    return this.running;
  }

  /** One block of the staking chain; answers how many steps it made. */
  async tick(): Promise<number> {
    const { core } = this.o;
    const now = core.now();
    const bookings: Booking[] = [];
    const messages: WalletMessage[] = [];
    await core.db.transaction().execute(async (tx) => {
      const at = new Date(now);
      for (const stake of await stakesDue(tx, at)) {
        const asset = stakingAsset(stake.token);
        if (!asset) continue;
        const reward = addDecimal(
          stake.accrued_reward,
          accruedReward(asset, stake.bonded, now - stake.last_reward_at.getTime()),
        );
        if (signDecimal(reward) <= 0) continue;
        const uuid = randomUUID();
        const booking = await rewardBooking(
          tx,
          { vault_id: stake.subaccount_id, token: stake.token, amount: reward },
          `custody_reward:${uuid}`,
          now,
        );
        await recordReward(tx, stake, reward, at);
        const row = await insertCustodyTx(tx, {
          uuid,
          entity_id: stake.entity_id,
          subaccount_id: stake.subaccount_id,
          type: 'reward',
          token: stake.token,
          network: asset.network,
          amount: reward,
          validator: stake.validator,
          status: 'completed',
          journal_id: booking.journalId,
          created_at: at,
          updated_at: at,
        });
        bookings.push(booking);
        await this.o.bookings.record(tx, booking);
        messages.push(await core.message(tx, stake.entity_id, 'deposit', row.id, 'completed'));
      }
      for (const row of await unbondingDue(tx, at)) {
        const booking = await unbondedBooking(
          tx,
          { vault_id: row.subaccount_id, token: row.token, amount: row.amount },
          `custody_unbonded:${row.uuid}`,
          now,
        );
        await updateCustodyTx(tx, row.id, { status: 'completed', updated_at: at });
        bookings.push(booking);
        await this.o.bookings.record(tx, booking);
        messages.push(await core.message(tx, row.entity_id, 'deposit', row.id, 'completed'));
      }
    });
    for (const booking of bookings) this.o.bookings.committed(booking);
    core.publish(messages);
    return messages.length;
  }
}
