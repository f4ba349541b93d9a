// What the wallet's parts share (docs/wallet.md): the database, the clock, the order service
// whose memory mirrors balances, the bookings waiting for their transaction's commit, and the
// announcement of wallet steps to every member of the entity.
import type { Kysely, Transaction } from 'kysely';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { ApprovalUpdateMessage, MemberEvents } from '../approvals/events';
import { nextSeq } from '../approvals/store';
import type { OrderService } from '../orders/service';
import { applyBooking, type Booking } from '../transfers/booking';

export type WalletEventKind = 'withdrawal' | 'deposit' | 'internal_transfer' | 'whitelist_address';

/** One wallet step, announced after its commit. */
export type WalletMessage = ApprovalUpdateMessage;

/**
 * The wallet's announcements to an entity's members (its `approvals:<entityId>` topic): what a
 * process needs to move wallet rows without the engine's memory (the chains in the scheduler
 * process, docs/scale-out.md "The scheduler process").
 */
export class WalletEvents {
  constructor(
    readonly db: Kysely<Database>,
    readonly now: Clock,
    private readonly events: MemberEvents,
  ) {}

  /**
   * A wallet step of the entity (a chain confirmation, a direct withdrawal, …): its seq is
   * raised in `tx`; publish the message after the commit. It rides the entity's
   * `approvals:<entityId>` topic (docs/wallet.md "Live in every tab").
   */
  async message(
    tx: Transaction<Database>,
    entityId: number,
    kind: WalletEventKind,
    id: number,
    status: string,
  ): Promise<WalletMessage> {
    return {
      topic: 'approvals',
      entityId,
      requestId: id,
      kind,
      status,
      approvals: 0,
      minApprovers: 0,
      seq: await nextSeq(tx, approvalsTopic(entityId)),
    };
  }

  publish(messages: readonly WalletMessage[]): void {
    this.events.publish(messages);
  }
}

export class WalletCore extends WalletEvents {
  /** Bookings made inside a maker-checker transaction, applied when it has committed. */
  private readonly pending = new Map<number, Booking[]>();

  constructor(
    db: Kysely<Database>,
    now: Clock,
    readonly orders: OrderService,
    events: MemberEvents,
  ) {
    super(db, now, events);
  }

  /**
   * Keeps a request's booking until its transaction commits (settled). One transition of a
   * request books once: a rolled-back attempt's booking is replaced by the next attempt's.
   */
  stash(requestId: number, booking: Booking): void {
    this.pending.set(requestId, [booking]);
  }

  /** After the commit of a request's change: its bookings reach memory and the stream. */
  settle(requestId: number): void {
    const bookings = this.pending.get(requestId);
    this.pending.delete(requestId);
    for (const booking of bookings ?? []) applyBooking(this.orders, booking);
  }
}
