// Settlement (docs/post-trade.md "Settlement"): each daily cycle (00:00–24:00 UTC) of trades on
// the entity's provider-facing (OTC) subaccounts becomes a crypto and a fiat batch whose lines
// net, per counterparty account and asset, what the trades paid out (owed to the provider) and
// took in (owed to the institution). Settling a batch moves every open line's net between the
// counterparty account and a settlement account chosen by the user, in one journal; a maker-
// checker request of kind settlement_batch first when an approval-policy rule matches. A line
// can be disputed (with a reason) while its batch is open; disputed lines are not settled.
import type { Kysely } from 'kysely';
import { absDecimal, addDecimal, multiplyDecimal, signDecimal } from '../../domain/decimal';
import { netObligations, settlementKindOf, type SettlementKind } from '../../domain/post-trade';
import {
  ExecutionRefused,
  type Actor,
  type KindDefinition,
  type MoneySubject,
  type Payload,
} from '../approvals/definitions';
import type { ApprovalEngine } from '../approvals/engine';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
import type { OrderService } from '../orders/service';
import { applyBooking, type Booking } from '../transfers/booking';
import { nextPostTradeJournalId, postPostTradeJournal } from './ledger';
import {
  batchById,
  batchesOf,
  counterpartySubaccounts,
  cycleObligations,
  insertBatch,
  linesOf,
  setBatchStatus,
  setLineStatus,
  type BatchRow,
  type LineReader,
  type LineRow,
} from './settlement-store';
import type { Transaction } from 'kysely';

export const SETTLEMENT_CYCLE_MS = 86_400_000;
/** Closed cycles a list shows (and materialises). */
export const SETTLEMENT_HISTORY_CYCLES = 14;

export interface BatchView {
  readonly id: number | null;
  readonly kind: SettlementKind;
  readonly cycleStart: number;
  readonly cycleEnd: number;
  readonly status: string;
  readonly settlementSubaccountId: number | null;
  readonly requestId: string | null;
  readonly settledAt: number | null;
  readonly lines: readonly LineView[];
}

export interface LineView {
  readonly subaccountId: number;
  readonly token: string;
  readonly owed: string;
  readonly receivable: string;
  readonly net: string;
  readonly trades: number;
  readonly status: string;
  readonly disputeReason: string | null;
}

const lineView = (l: LineRow): LineView => ({
  subaccountId: l.subaccount_id,
  token: l.token,
  owed: l.owed,
  receivable: l.receivable,
  net: l.net,
  trades: l.trades,
  status: l.status,
  disputeReason: l.dispute_reason,
});

/** The settlement journal (R-PT-6): each open line's net between counterparty and settlement account. */
export function settlementJournal(
  lines: readonly Pick<LineRow, 'subaccount_id' | 'token' | 'net'>[],
  settlementSubaccountId: number,
  ref: string,
): Journal {
  const journal = new Journal();
  for (const l of lines) {
    const s = signDecimal(l.net);
    if (s < 0)
      journal.transfer(
        subBook(settlementSubaccountId),
        subBook(l.subaccount_id),
        l.token,
        absDecimal(l.net),
        'transfer',
        ref,
      );
    else if (s > 0)
      journal.transfer(
        subBook(l.subaccount_id),
        subBook(settlementSubaccountId),
        l.token,
        l.net,
        'transfer',
        ref,
      );
  }
  return journal;
}

export class SettlementCore {
  private readonly stashed = new Map<number, Booking>();

  constructor(
    readonly db: Kysely<Database>,
    readonly orders: OrderService,
    readonly now: () => number,
  ) {}

  stash(requestId: number, booking: Booking): void {
    this.stashed.set(requestId, booking);
  }

  settle(requestId: number): void {
    const booking = this.stashed.get(requestId);
    this.stashed.delete(requestId);
    if (booking) applyBooking(this.orders, booking);
  }

  /** Books an open batch's open lines inside `tx`; the batch row must be locked by the caller. */
  async book(
    tx: Transaction<Database>,
    batch: BatchRow,
    settlementSubaccountId: number,
    userId: number,
  ): Promise<Booking> {
    const lines = (await linesOf(tx, [batch.id])).filter((l) => l.status === 'open');
    const time = this.now();
    const journalId = await nextPostTradeJournalId(tx);
    const journal = settlementJournal(lines, settlementSubaccountId, `settlement:${batch.id}`);
    const booking = await postPostTradeJournal(tx, journalId, journal, time, 'batch');
    await setLineStatus(tx, batch.id, 'all_open', 'settled');
    const disputed = (await linesOf(tx, [batch.id])).some((l) => l.status === 'disputed');
    await setBatchStatus(tx, batch.id, disputed ? 'settled_with_disputes' : 'settled', {
      settlement_subaccount_id: settlementSubaccountId,
      journal_id: journalId,
      settled_by: userId,
      settled_at: time,
    });
    return booking;
  }
}

const PAYLOAD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['batch_id', 'settlement_subaccount_id', 'amount_usd', 'account_id'],
  properties: {
    batch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    settlement_subaccount_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    account_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    amount_usd: { type: 'string', maxLength: 40, pattern: '^[0-9]+(\\.[0-9]+)?$' },
  },
} as const;

const num = (p: Payload, k: string) => Number(p[k]);

/** The maker-checker kind settlement_batch: holds the batch while pending, books it on approval. */
export function settlementKind(core: SettlementCore): KindDefinition {
  return {
    kind: 'settlement_batch',
    requestAction: 'canTransfer',
    payloadSchema: PAYLOAD_SCHEMA,
    editable: false,
    subject(payload): MoneySubject {
      return {
        asset: 'USD',
        amount: String(payload['amount_usd']),
        destination_type: 'internal',
        account_id: num(payload, 'account_id'),
      };
    },
    async onCreated(ctx, payload) {
      const batch = await batchById(ctx.tx, ctx.entityId, num(payload, 'batch_id'), true);
      if (!batch || batch.status !== 'open')
        throw new ApiError(409, 'NOT_OPEN', 'This batch is not open for settlement', 'batch_id');
      await setBatchStatus(ctx.tx, batch.id, 'pending_approval', {
        request_id: ctx.requestId,
        settlement_subaccount_id: num(payload, 'settlement_subaccount_id'),
      });
    },
    async execute(ctx, payload) {
      const batch = await batchById(ctx.tx, ctx.entityId, num(payload, 'batch_id'), true);
      if (!batch || batch.status !== 'pending_approval')
        throw new ExecutionRefused('NOT_PENDING', 'The batch is no longer waiting.');
      let booking: Booking;
      try {
        booking = await core.book(
          ctx.tx,
          batch,
          num(payload, 'settlement_subaccount_id'),
          ctx.requesterId,
        );
      } catch (error) {
        if (error instanceof ApiError) throw new ExecutionRefused(error.code, error.message);
        throw error;
      }
      core.stash(ctx.requestId, booking);
      return {
        result: { batch_id: batch.id, status: 'settled' },
        target: `settlement_batch:${batch.id}`,
        before: { status: 'pending_approval' },
        after: { status: 'settled' },
      };
    },
    async onClosed(ctx, payload) {
      const batch = await batchById(ctx.tx, ctx.entityId, num(payload, 'batch_id'), true);
      if (batch?.status === 'pending_approval')
        await setBatchStatus(ctx.tx, batch.id, 'open', { request_id: null });
    },
    settled(requestId) {
      core.settle(requestId);
    },
  };
}

export class SettlementService {
  constructor(
    private readonly core: SettlementCore,
    private readonly approvals: ApprovalEngine,
    private readonly rates: () => Record<string, string>,
  ) {}

  private get db() {
    return this.core.db;
  }

  /** Stores every closed cycle of the window that is not stored yet (idempotent). */
  private async closeCycles(entityId: number, kind: SettlementKind): Promise<void> {
    const now = this.core.now();
    const current = Math.floor(now / SETTLEMENT_CYCLE_MS) * SETTLEMENT_CYCLE_MS;
    const since = current - SETTLEMENT_HISTORY_CYCLES * SETTLEMENT_CYCLE_MS;
    const stored = new Set(
      (await batchesOf(this.db, entityId, kind, since)).map((b) => Number(b.cycle_start)),
    );
    const subs = (await counterpartySubaccounts(this.db, entityId)).map((s) => s.id);
    for (let start = since; start < current; start += SETTLEMENT_CYCLE_MS) {
      if (stored.has(start)) continue;
      const end = start + SETTLEMENT_CYCLE_MS;
      const lines = netObligations(
        (await cycleObligations(this.db, subs, start, end)).filter(
          (o) => settlementKindOf(o.token) === kind,
        ),
      );
      await this.db
        .transaction()
        .execute((tx) =>
          insertBatch(
            tx,
            { entity_id: entityId, kind, cycle_start: start, cycle_end: end, created_at: now },
            lines,
          ),
        );
    }
  }

  /**
   * The running cycle (not settleable yet) and the closed ones, newest first. Batches are the
   * entity's (stored whole), but their lines are only those of counterparty subaccounts the
   * caller may read (filtered in SQL).
   */
  async list(actor: Actor, reader: LineReader, kind: SettlementKind): Promise<BatchView[]> {
    await this.closeCycles(actor.entityId, kind);
    const now = this.core.now();
    const current = Math.floor(now / SETTLEMENT_CYCLE_MS) * SETTLEMENT_CYCLE_MS;
    const since = current - SETTLEMENT_HISTORY_CYCLES * SETTLEMENT_CYCLE_MS;
    const batches = await batchesOf(this.db, actor.entityId, kind, since);
    const lines = await linesOf(
      this.db,
      batches.map((b) => b.id),
      reader,
    );
    const subs = (await counterpartySubaccounts(this.db, actor.entityId, reader)).map((s) => s.id);
    const running = netObligations(
      (await cycleObligations(this.db, subs, current, current + SETTLEMENT_CYCLE_MS)).filter(
        (o) => settlementKindOf(o.token) === kind,
      ),
    );
    return [
      {
        id: null,
        kind,
        cycleStart: current,
        cycleEnd: current + SETTLEMENT_CYCLE_MS,
        status: 'cycle_running',
        settlementSubaccountId: null,
        requestId: null,
        settledAt: null,
        lines: running.map((l) => ({
          subaccountId: l.subaccountId,
          token: l.token,
          owed: l.owed,
          receivable: l.receivable,
          net: l.net,
          trades: l.count,
          status: 'open',
          disputeReason: null,
        })),
      },
      ...batches.map((b) => ({
        id: b.id,
        kind,
        cycleStart: Number(b.cycle_start),
        cycleEnd: Number(b.cycle_end),
        status: b.status,
        settlementSubaccountId: b.settlement_subaccount_id,
        requestId: b.request_id === null ? null : String(b.request_id),
        settledAt: b.settled_at === null ? null : Number(b.settled_at),
        lines: lines.filter((l) => l.batch_id === b.id).map(lineView),
      })),
    ];
  }

  private async openBatch(actor: Actor, id: number): Promise<BatchRow> {
    const batch = await batchById(this.db, actor.entityId, id);
    if (!batch) throw new ApiError(404, 'NOT_FOUND', 'No such settlement batch', 'id');
    if (batch.status !== 'open')
      throw new ApiError(409, 'NOT_OPEN', 'This batch is not open for settlement', 'id');
    return batch;
  }

  /** Settling moves every open line: the caller must be able to read each line's subaccount. */
  private async assertReadsAllOpenLines(reader: LineReader, batchId: number): Promise<void> {
    const open = (lines: readonly LineRow[]) => lines.filter((l) => l.status === 'open').length;
    const [all, readable] = await Promise.all([
      linesOf(this.db, [batchId]),
      linesOf(this.db, [batchId], reader),
    ]);
    if (open(readable) !== open(all))
      throw new ApiError(
        403,
        'ACCOUNT_FORBIDDEN',
        'This batch has lines on subaccounts you cannot read',
        'id',
      );
  }

  /**
   * Settles a batch: through maker-checker when a policy rule matches (the answer carries the
   * request), else at once. Repeats of the client request id return the same request.
   */
  async settle(
    actor: Actor,
    reader: LineReader,
    id: number,
    input: { client_request_id: string; settlement_subaccount_id: number; account_id: number },
  ): Promise<{ status: string; requestId: string | null }> {
    const batch = await this.openBatch(actor, id);
    await this.assertReadsAllOpenLines(reader, id);
    const lines = (await linesOf(this.db, [id])).filter((l) => l.status === 'open');
    const rates = this.rates();
    const usd = lines.reduce(
      (s, l) => addDecimal(s, multiplyDecimal(absDecimal(l.net), rates[l.token] ?? '0')),
      '0',
    );
    const payload = {
      batch_id: id,
      settlement_subaccount_id: input.settlement_subaccount_id,
      account_id: input.account_id,
      amount_usd: usd.startsWith('-') ? '0' : usd,
    };
    const needs = await this.approvals.dryRun(actor, {
      kind: 'settlement_batch',
      asset: 'USD',
      amount_usd: payload.amount_usd,
      destination_type: 'internal',
      account_id: input.account_id,
    });
    if (needs.rule !== null) {
      const { request } = await this.core.orders.runExclusive(() =>
        this.approvals.create(actor, {
          kind: 'settlement_batch',
          payload,
          clientRequestId: input.client_request_id,
        }),
      );
      return { status: 'pending_approval', requestId: String(request.request_id) };
    }
    let booking: Booking | null = null;
    await this.core.orders.runExclusive(() =>
      this.db.transaction().execute(async (tx) => {
        const locked = await batchById(tx, actor.entityId, batch.id, true);
        if (!locked || locked.status !== 'open')
          throw new ApiError(409, 'NOT_OPEN', 'This batch is not open for settlement', 'id');
        booking = await this.core.book(tx, locked, input.settlement_subaccount_id, actor.userId);
      }),
    );
    if (booking) applyBooking(this.core.orders, booking);
    const after = await batchById(this.db, actor.entityId, id);
    return { status: after?.status ?? 'settled', requestId: null };
  }

  /** Disputes (reason given) or un-disputes (reason null) a line of an open batch. */
  async dispute(
    actor: Actor,
    reader: LineReader,
    id: number,
    line: { subaccount_id: number; token: string; reason: string | null },
  ): Promise<LineView> {
    await this.openBatch(actor, id);
    // A line the caller cannot read does not exist for them.
    const visible = (await linesOf(this.db, [id], reader)).some(
      (l) => l.subaccount_id === line.subaccount_id && l.token === line.token,
    );
    if (!visible) throw new ApiError(404, 'NOT_FOUND', 'No such line in this batch', 'token');
    const changed = await setLineStatus(
      this.db,
      id,
      { subaccountId: line.subaccount_id, token: line.token },
      line.reason === null ? 'open' : 'disputed',
      line.reason === null ? null : { reason: line.reason, by: actor.userId, at: this.core.now() },
    );
    if (changed !== 1) throw new ApiError(404, 'NOT_FOUND', 'No such line in this batch', 'token');
    const row = (await linesOf(this.db, [id])).find(
      (l) => l.subaccount_id === line.subaccount_id && l.token === line.token,
    );
    if (!row) throw new Error('line vanished');
    return lineView(row);
  }
}
