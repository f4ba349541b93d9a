// What the order service holds in memory between commits: one trading book per instrument,
// the open orders, the accounts (balances, positions, settings) and the id counters. The
// database is the truth: loadVenue rebuilds all of it at start and after a failed write.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { allBalances, lastOrderJournalId } from '../ledger/store';
import { AccountState } from './account-state';
import { ApiError } from '../http/errors';
import { IdCounter, ONE_ENGINE, type IdStride } from './id-stride';
import type { TradeInstrument } from './instruments';
import { otherShardsLocks } from './lock-store';
import { ownsInstrument, shardOfInstrument } from './shards';
import { fromRow, type OrderRecord } from './record';
import { allSymbolSettings, allTradingSettings } from './settings-store';
import { allPositions, lastOrderAndFillIds, liveOrders } from './store';
import type { TradingBook } from './trading-book';

export class VenueState {
  readonly books = new Map<string, TradingBook>();
  readonly accounts = new AccountState();
  /** Open orders (and, during a commit, the ones it closed). */
  readonly records = new Map<string, OrderRecord>();
  /** Orders stored PENDING_CANCEL whose cancel is still to finish (after a reload). */
  pendingCancels: string[] = [];
  readonly orderIds: IdCounter;
  readonly fillIds: IdCounter;
  readonly journalIds: IdCounter;

  /**
   * @param instruments every instrument of the venue (reads of stored orders need them all)
   * @param shard which shard of how many this engine is (shards.ts): it holds the books of its
   *   own instruments only and takes its ids (id-stride.ts). One engine by default.
   */
  constructor(
    readonly instruments: Map<string, TradeInstrument>,
    readonly shard: IdStride = ONE_ENGINE,
  ) {
    this.orderIds = new IdCounter(shard);
    this.fillIds = new IdCounter(shard);
    this.journalIds = new IdCounter(shard);
  }

  owns(symbol: string): boolean {
    const instrument = this.instruments.get(symbol);
    return instrument !== undefined && ownsInstrument(this.shard, instrument);
  }

  /**
   * The book of a market this engine matches: 404 for an unknown market, 421 for one another
   * shard owns (a gateway routes by instrument, so this is a misrouted call).
   */
  bookOf(symbol: string): TradingBook {
    const book = this.books.get(symbol);
    if (book) return book;
    const instrument = this.instruments.get(symbol);
    if (!instrument) throw new ApiError(404, 'NOT_FOUND', `Unknown market ${symbol}`, 'market');
    throw new ApiError(
      421,
      'WRONG_SHARD',
      `Market ${symbol} is matched by engine shard ${shardOfInstrument(instrument, this.shard.count)}, not ${this.shard.index}`,
      'market',
    );
  }
}

/** Empties the venue's memory and reads it back from the database; open orders rejoin their books. */
export async function loadVenue(
  db: Kysely<Database>,
  venue: VenueState,
  newBook: (instrument: TradeInstrument) => TradingBook,
): Promise<void> {
  // One snapshot: the balances and the event seqs (seen) must describe the same moment.
  venue.accounts.beginLoad();
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((tx) => loadFrom(tx, venue, newBook));
  } finally {
    venue.accounts.endLoad();
  }
}

async function loadFrom(
  db: Kysely<Database>,
  venue: VenueState,
  newBook: (instrument: TradeInstrument) => TradingBook,
): Promise<void> {
  venue.books.clear();
  venue.records.clear();
  const state = venue.accounts;
  state.balances.clear();
  state.others.clear();
  state.positions.clear();
  state.settings.clear();
  state.symbolSettings.clear();
  for (const instrument of venue.instruments.values())
    if (venue.owns(instrument.symbol)) venue.books.set(instrument.symbol, newBook(instrument));
  const [ids, maxJournal] = [await lastOrderAndFillIds(db), await lastOrderJournalId(db)];
  venue.orderIds.startAbove(ids.order);
  venue.fillIds.startAbove(ids.fill);
  venue.journalIds.startAbove(maxJournal);
  for (const b of await allBalances(db)) state.addBalance(b.subaccount_id, b.token, b.amount);
  for (const l of await otherShardsLocks(db, venue.shard.index))
    state.setOtherShardsLocked(l.subaccountId, l.token, l.locked);
  // A shard holds the positions of its own instruments only: their margin is its lock.
  for (const p of await allPositions(db)) {
    if (!venue.owns(p.symbol)) continue;
    const pos = state.position(p.subaccount_id, p.symbol, p.position_side);
    pos.size = p.size;
    pos.entryPrice = p.entry_price;
    pos.realizedPnl = p.realized_pnl;
  }
  for (const s of await allTradingSettings(db)) {
    state.settings.set(s.subaccount_id, {
      hedgeMode: s.hedge_mode,
      multiAssetsMode: s.multi_assets_mode,
      eventSeq: Number(s.event_seq),
    });
    state.seen.loaded(s.subaccount_id, Number(s.event_seq));
  }
  for (const s of await allSymbolSettings(db))
    state.setSymbolSettings(s.subaccount_id, s.symbol, {
      leverage: s.leverage,
      marginMode: s.margin_mode === 'ISOLATED' ? 'ISOLATED' : 'CROSSED',
    });
  const open = await liveOrders(db);
  venue.pendingCancels = [];
  for (const row of open) {
    const book = venue.books.get(row.symbol);
    if (!book) continue;
    const record = fromRow(row, book.instrument);
    venue.records.set(record.order.id, record);
    book.engine.restore(record.order);
    if (record.order.status === 'PENDING_CANCEL') venue.pendingCancels.push(record.order.id);
  }
}
