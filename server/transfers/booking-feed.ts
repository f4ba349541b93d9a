// Bookings made by a process other than the engine reach the engine's memory over the bus
// (issue 20, docs/scale-out.md "Bookings heard over the bus"). The writer (the scheduler's
// treasury runs) records the booking in `booking_outbox` inside its transaction, appends it to
// the durable subject `ev.bookings` after the commit and deletes the row once stored; a row
// left by a crash is appended by the next relay. The engine follows the subject from where it
// stood before it loaded, and applies each booking once (AccountState.applyBooked knows a
// booking by its subaccounts' event seqs, so one heard twice or already loaded adds nothing).
import type { Kysely, Transaction } from 'kysely';
import type { Bus, BusSubscription } from '../bus/bus';
import type { Database } from '../db/schema';
import type { Booking, BookingSink, BookedSubaccount } from './booking';

export const BOOKINGS_SUBJECT = 'ev.bookings';

interface BookingWire {
  readonly journalId: number;
  readonly subaccounts: readonly {
    readonly subaccountId: number;
    readonly accountId: number;
    readonly seq: number;
    readonly deltas: readonly (readonly [string, string])[];
  }[];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function encodeBooking(booking: Booking): string {
  const wire: BookingWire = {
    journalId: booking.journalId,
    subaccounts: booking.subaccounts.map((b) => ({
      subaccountId: b.subaccountId,
      accountId: b.accountId,
      seq: b.seq,
      deltas: [...b.deltas],
    })),
  };
  return JSON.stringify(wire);
}

/** The booking a message carries; throws on anything else (a handler error, reported). */
export function decodeBooking(text: string): Booking {
  const wire = JSON.parse(text) as BookingWire;
  const whole = (n: unknown): n is number => Number.isSafeInteger(n);
  if (!whole(wire?.journalId) || !Array.isArray(wire.subaccounts))
    throw new Error('malformed booking');
  const subaccounts: BookedSubaccount[] = wire.subaccounts.map((b) => {
    if (!whole(b?.subaccountId) || !whole(b.accountId) || !whole(b.seq) || !Array.isArray(b.deltas))
      throw new Error('malformed booked subaccount');
    for (const d of b.deltas)
      if (!Array.isArray(d) || typeof d[0] !== 'string' || !DECIMAL.test(String(d[1])))
        throw new Error('malformed booking delta');
    return {
      subaccountId: b.subaccountId,
      accountId: b.accountId,
      seq: b.seq,
      deltas: new Map<string, string>(
        (b.deltas as BookingWire['subaccounts'][number]['deltas']).map((d) => [d[0], d[1]]),
      ),
    };
  });
  return { journalId: wire.journalId, subaccounts };
}

/**
 * The outbox of a process that books but does not hold the engine's memory. `record` in the
 * booking's transaction; after the commit, `relay` appends every row still there (its own and
 * any a crash left) in id order, one relay at a time.
 */
export class BookingOutbox implements BookingSink {
  private relaying: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: Bus,
    private readonly onError: (error: unknown) => void,
  ) {}

  async record(tx: Transaction<Database>, booking: Booking): Promise<void> {
    await tx
      .insertInto('booking_outbox')
      .values({ body: encodeBooking(booking) })
      .execute();
  }

  committed(): void {
    void this.relay().catch(this.onError);
  }

  /** Appends and removes every row in the outbox; resolves when this pass is done. */
  relay(): Promise<void> {
    this.relaying = this.relaying.catch(() => undefined).then(() => this.relayOnce());
    return this.relaying;
  }

  private async relayOnce(): Promise<void> {
    const rows = await this.db
      .selectFrom('booking_outbox')
      .select(['id', 'body'])
      .orderBy('id')
      .execute();
    for (const row of rows) {
      // The row's id is the message id: a second append of it (a relay after a crash between
      // the append and the delete) is a duplicate to the bus.
      await this.bus.append(BOOKINGS_SUBJECT, Buffer.from(row.body), `booking-outbox:${row.id}`);
      await this.db.deleteFrom('booking_outbox').where('id', '=', row.id).execute();
    }
  }
}

/** The engine: every booking appended from `fromSeq` on, handed to `apply` in order. */
export function followBookings(
  bus: Bus,
  fromSeq: number,
  apply: (booking: Booking) => void,
): Promise<BusSubscription> {
  return bus.follow(BOOKINGS_SUBJECT, fromSeq, (message) =>
    apply(decodeBooking(Buffer.from(message.data).toString('utf8'))),
  );
}
