// Internal transfers (spec 2.4, 3.5; docs/wallet.md): through the engine with the amount held,
// or booked at once without maker-checker; a repeat of a client request id returns the first.
import type { Kysely } from 'kysely';
import type { WalletServiceOptions } from './service';
import type { Database } from '../db/schema';
import type { Actor } from '../approvals/definitions';
import { ApiError, notFound } from '../http/errors';
import { applyBooking, bookInternalTransfer, type Booking } from '../transfers/booking';
import type { WalletMessage } from './core';
import { checkTransfer, type TransferInput } from './rules';
import {
  insertTransfer,
  transferByClientId,
  transferByRequest,
  transfersOf,
  walletSettings,
  walletSubaccountsOf,
  type TransferRow,
  type WalletSubaccount,
} from './store';
import { makerCheckerOf, transferView, type TransferView } from './views';
import { isUniqueViolation } from '../db/errors';

export class TransferRequests {
  constructor(private readonly o: WalletServiceOptions) {}

  async requestTransfer(actor: Actor, input: TransferInput) {
    const repeat = await transferByClientId(this.db, actor.userId, input.client_request_id);
    if (repeat) return this.transferAnswer(actor, repeat, false);
    const checked = await checkTransfer(this.db, actor, input);
    const settings = await walletSettings(this.db, actor.entityId);
    if (settings.transfer) {
      const { request, created } = await this.o.core.orders.runExclusive(() =>
        this.o.approvals.create(actor, {
          kind: 'internal_transfer',
          payload: { ...checked.payload, account_id: checked.from.accountId },
          clientRequestId: input.client_request_id,
        }),
      );
      const row = await transferByRequest(this.db, Number(request.request_id));
      if (!row)
        throw new ApiError(
          409,
          'DUPLICATE_REQUEST',
          'This request id was used for another request.',
          'client_request_id',
        );
      return this.transferAnswer(actor, row, created);
    }
    let booking: Booking | null = null;
    let message: WalletMessage | null = null;
    let row: TransferRow;
    try {
      row = await this.o.core.orders.runExclusive(() =>
        this.db.transaction().execute(async (tx) => {
          const { payload } = await checkTransfer(tx, actor, input);
          const now = this.o.core.now();
          const at = new Date(now);
          const inserted = await insertTransfer(tx, {
            entity_id: actor.entityId,
            user_id: actor.userId,
            from_subaccount_id: payload.from_subaccount_id,
            to_subaccount_id: payload.to_subaccount_id,
            token: payload.token,
            amount: payload.amount,
            purpose: payload.purpose,
            status: 'completed',
            client_request_id: payload.client_request_id,
            maker_checker_request_id: null,
            created_at: at,
            updated_at: at,
            completed_at: at,
          });
          booking = await bookInternalTransfer(tx, {
            fromSubaccountId: payload.from_subaccount_id,
            toSubaccountId: payload.to_subaccount_id,
            token: payload.token,
            amount: payload.amount,
            ref: `transfer:${inserted.id}`,
            kind: payload.purpose,
            time: now,
          });
          await tx
            .updateTable('transfers')
            .set({ journal_id: booking.journalId })
            .where('id', '=', inserted.id)
            .execute();
          await this.o.audit.record(
            {
              userId: actor.userId,
              entityId: actor.entityId,
              ip: actor.ip,
              action: 'internal_transfer',
              target: `transfer:${inserted.id}`,
              after: payload,
              outcome: 'success',
              at: now,
            },
            tx,
          );
          message = await this.o.core.message(
            tx,
            actor.entityId,
            'internal_transfer',
            0,
            'completed',
          );
          return inserted;
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const twin = await transferByClientId(this.db, actor.userId, input.client_request_id);
      if (!twin) throw error;
      return this.transferAnswer(actor, twin, false);
    }
    if (booking) applyBooking(this.o.core.orders, booking);
    if (message) this.o.core.publish([message]);
    return this.transferAnswer(actor, row, true);
  }

  private async transferAnswer(actor: Actor, row: TransferRow, created: boolean) {
    const [view] = await this.transferViews(actor, [row]);
    if (!view) throw notFound();
    return { transfer: view, created };
  }

  async transfers(actor: Actor, readable: ReadonlySet<number>, limit = 50) {
    const rows = await transfersOf(this.db, {
      entityId: actor.entityId,
      subaccountIds: [...readable],
      limit,
    });
    return { transfers: await this.transferViews(actor, rows) };
  }

  private async transferViews(actor: Actor, rows: readonly TransferRow[]): Promise<TransferView[]> {
    const [subs, checks] = await Promise.all([
      this.subsOf(actor),
      makerCheckerOf(
        this.db,
        rows.flatMap((r) =>
          r.maker_checker_request_id === null ? [] : [r.maker_checker_request_id],
        ),
      ),
    ]);
    return rows.map((row) =>
      transferView(
        row,
        subs,
        row.maker_checker_request_id === null
          ? null
          : (checks.get(row.maker_checker_request_id) ?? null),
      ),
    );
  }

  private get db(): Kysely<Database> {
    return this.o.core.db;
  }

  private async subsOf(actor: Actor): Promise<Map<number, WalletSubaccount>> {
    return new Map((await walletSubaccountsOf(this.db, actor.entityId)).map((s) => [s.id, s]));
  }
}
