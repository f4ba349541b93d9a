// Books an internal transfer through the ledger (server/ledger), in the caller's transaction:
// the one function every transfer between a customer's subaccounts goes through (the wallet's
// transfers, collateral and reallocation now; treasury rules later). Like
// server/quotes/booking.ts: the database balance, locked FOR UPDATE, minus what open Edge orders
// hold is what may be spent; after the commit call applyBooking so the order service's memory
// and the private stream follow. Wallet journals take negative ids from their own sequence
// (043_wallet.sql), so they never meet the order service's or the quotes' ids.
import { sql, type Transaction } from 'kysely';
import { compareDecimal, signDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook, type Book } from '../ledger/journal';
import { postJournal } from '../ledger/store';
import { spendableInTx } from '../orders/lock-store';
import type { OrderService } from '../orders/service';
import { raiseEventSeqs } from '../orders/settings-store';
import { accountIdsOf } from '../orders/subaccounts';

type Tx = Transaction<Database>;

/** The book money on hold for a requested withdrawal or transfer sits in. */
export const HOLD_BOOK: Book = 'hold:wallet';
/** The outside world of the simulated chain. */
export const CHAIN_BOOK: Book = 'house:chain';

export interface BookedSubaccount {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly deltas: ReadonlyMap<string, string>;
  readonly seq: number;
}

export interface Booking {
  readonly journalId: number;
  readonly subaccounts: readonly BookedSubaccount[];
}

/**
 * Where a committed booking goes: in the engine, its memory (memoryBookings); in another
 * process, an outbox relayed to the engine over the bus (booking-feed.ts BookingOutbox).
 */
export interface BookingSink {
  /** Inside the booking's transaction: what must be durable with it. */
  record(tx: Tx, booking: Booking): Promise<void>;
  /** After the commit. */
  committed(booking: Booking): void;
}

/** The engine's sink: nothing more to store; memory and the private stream follow. */
export const memoryBookings = (orders: OrderService): BookingSink => ({
  record: () => Promise.resolve(),
  committed: (booking) => applyBooking(orders, booking),
});

/** What a subaccount must be able to spend for the journal to go through. */
export interface Spend {
  readonly subaccountId: number;
  readonly token: string;
  readonly amount: string;
}

export const insufficientAvailable = (field = 'amount'): ApiError =>
  new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient available balance', field);

/** The next wallet journal id (negative, from wallet_journal_seq). */
export async function nextWalletJournalId(tx: Tx): Promise<number> {
  const { rows } = await sql<{ id: string }>`SELECT nextval('wallet_journal_seq') AS id`.execute(
    tx,
  );
  return -Number(rows[0]?.id ?? 0);
}

/**
 * Checks every spend (409 INSUFFICIENT_BALANCE), posts the journal under a new wallet journal
 * id and raises the event seq of every subaccount it moves.
 */
export async function postWalletJournal(
  tx: Tx,
  journal: Journal,
  time: number,
  spends: readonly Spend[] = [],
): Promise<Booking> {
  for (const spend of spends)
    if (compareDecimal(await spendableInTx(tx, spend.subaccountId, spend.token), spend.amount) < 0)
      throw insufficientAvailable();
  journal.check();
  const journalId = await nextWalletJournalId(tx);
  await postJournal(tx, journalId, journal, time);
  const deltas = journal.deltas();
  const subs = [...deltas.keys()].sort((a, b) => a - b);
  const [seqs, accounts] = await Promise.all([raiseEventSeqs(tx, subs), accountIdsOf(tx, subs)]);
  return {
    journalId,
    subaccounts: subs.map((subaccountId) => {
      const seq = seqs.get(subaccountId);
      const accountId = accounts.get(subaccountId);
      if (seq === undefined || accountId === undefined)
        throw new Error(`no subaccount ${subaccountId} to book on`);
      return { subaccountId, accountId, deltas: deltas.get(subaccountId) ?? new Map(), seq };
    }),
  };
}

export interface InternalTransfer {
  readonly fromSubaccountId: number;
  readonly toSubaccountId: number;
  readonly token: string;
  /** Positive decimal string. */
  readonly amount: string;
  /** What it is, in the ledger's `ref` ('transfer:12', 'rule:4:run:9', …). */
  readonly ref: string;
  /** The ledger's `kind` (default 'transfer'). */
  readonly kind?: string;
  /**
   * The amount was held at request time (moved to the hold book): it now leaves the hold book,
   * and the source's balance is not checked again.
   */
  readonly fromHold?: boolean;
  readonly time: number;
}

/**
 * THE internal-transfer booking: moves `amount` of `token` from one subaccount (or from the
 * hold the request placed) to another, in one journal, in the caller's transaction.
 * Throws 409 INSUFFICIENT_BALANCE when the source cannot spend it.
 */
export function bookInternalTransfer(tx: Tx, transfer: InternalTransfer): Promise<Booking> {
  if (signDecimal(transfer.amount) <= 0) throw new Error('a transfer moves a positive amount');
  if (transfer.fromSubaccountId === transfer.toSubaccountId)
    throw new Error('a transfer needs two subaccounts');
  const journal = new Journal();
  const kind = transfer.kind ?? 'transfer';
  journal.transfer(
    transfer.fromHold ? HOLD_BOOK : subBook(transfer.fromSubaccountId),
    subBook(transfer.toSubaccountId),
    transfer.token,
    transfer.amount,
    kind,
    transfer.ref,
  );
  const spends = transfer.fromHold
    ? []
    : [{ subaccountId: transfer.fromSubaccountId, token: transfer.token, amount: transfer.amount }];
  return postWalletJournal(tx, journal, transfer.time, spends);
}

/**
 * After the commit: the order service's balances follow the database and each moved
 * subaccount's balances go out on its private `balances` topic. A booking heard from another
 * process (`heard`) is announced only where memory did not hold it yet: one heard twice, or
 * already loaded, says nothing new.
 */
export function applyBooking(orders: OrderService, booking: Booking, heard = false): void {
  for (const booked of booking.subaccounts) applyBookedSubaccount(orders, booked, heard);
}

/** applyBooking for one subaccount's part of a booking. */
export function applyBookedSubaccount(
  orders: OrderService,
  booked: BookedSubaccount,
  heard = false,
): void {
  const applied = orders.state.applyBooked(booked.subaccountId, booked.seq, booked.deltas);
  if (heard && !applied) return;
  orders.announceBalances(booked.subaccountId, booked.accountId, booked.seq, [
    ...booked.deltas.keys(),
  ]);
}
