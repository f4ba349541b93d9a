// What the treasury's parts share (docs/treasury.md): the database, the clock, where a run's
// booking goes after its commit (the engine's memory, or the scheduler process's outbox to it),
// and the announcement of rule changes and runs to every member of the entity on its
// `approvals:<entityId>` topic (the tabs' rule and run queries listen to it), sent after the
// commit.
import type { Kysely, Transaction } from 'kysely';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { Clock } from '../auth/clock';
import type { ApprovalUpdateMessage, MemberEvents } from '../approvals/events';
import { nextSeq } from '../approvals/store';
import type { Database } from '../db/schema';
import type { Booking, BookingSink } from '../transfers/booking';

export const TREASURY_EVENT_KIND = 'treasury_rule';

export class TreasuryCore {
  /** Bookings of run_now executions, applied when the approving transaction has committed. */
  private readonly pending = new Map<number, Booking>();

  constructor(
    readonly db: Kysely<Database>,
    readonly now: Clock,
    readonly bookings: BookingSink,
    private readonly events: MemberEvents,
  ) {}

  /** A change of a rule or run, with its seq raised in `tx`: publish after the commit. */
  async message(
    tx: Transaction<Database>,
    rule: { readonly id: number; readonly entity_id: number },
    status: string,
  ): Promise<ApprovalUpdateMessage> {
    return {
      topic: 'approvals',
      entityId: rule.entity_id,
      requestId: rule.id,
      kind: TREASURY_EVENT_KIND,
      status,
      approvals: 0,
      minApprovers: 0,
      seq: await nextSeq(tx, approvalsTopic(rule.entity_id)),
    };
  }

  /** After a commit: the booking reaches memory and the stream, the change the entity's tabs. */
  committed(booking: Booking | null, message: ApprovalUpdateMessage | null): void {
    if (booking) this.bookings.committed(booking);
    if (message) this.events.publish([message]);
  }

  /** Announces a change committed elsewhere (a claimed run) in its own transaction. */
  async announce(entityId: number, ruleId: number, status: string): Promise<void> {
    const message = await this.db
      .transaction()
      .execute((tx) => this.message(tx, { id: ruleId, entity_id: entityId }, status));
    this.events.publish([message]);
  }

  stash(requestId: number, booking: Booking): void {
    this.pending.set(requestId, booking);
  }

  /** After the commit of a treasury_rule request's change (the engine's `settled`). */
  settle(requestId: number): void {
    const booking = this.pending.get(requestId);
    this.pending.delete(requestId);
    if (booking) this.bookings.committed(booking);
  }
}
