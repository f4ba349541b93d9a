// The instruments the market runtime simulates: spot, dated futures and perpetuals that have
// market units (migration 002). Options trade by RFQ and have no book.
import type { Kysely } from 'kysely';
import type { Database, InstrumentTypeCode } from '../db/schema';
import { FUTURE_TYPE, PERPETUAL_TYPE, SPOT_TYPE } from '../market/types';
import type { SimInstrument } from '../market/types';

export const BOOK_INSTRUMENT_TYPES = [
  SPOT_TYPE,
  FUTURE_TYPE,
  PERPETUAL_TYPE,
] as InstrumentTypeCode[];

/** A market instrument as the runtime and the REST routes see it. */
export interface MarketInstrument extends SimInstrument {
  readonly baseToken: string;
  readonly quoteToken: string;
}

export async function loadMarketInstruments(db: Kysely<Database>): Promise<MarketInstrument[]> {
  const rows = await db
    .selectFrom('instruments')
    .select([
      'symbol',
      'base_token',
      'quote_token',
      'instrument_type',
      'metadata',
      'tick_size',
      'lot_size',
      'start_price',
    ])
    .where('instrument_type', 'in', BOOK_INSTRUMENT_TYPES)
    .where('tick_size', 'is not', null)
    .where('lot_size', 'is not', null)
    .where('start_price', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const hours = Number(row.metadata['fundingIntervalHours']);
    return {
      symbol: row.symbol,
      baseToken: row.base_token,
      quoteToken: row.quote_token,
      instrumentType: row.instrument_type,
      tickSize: row.tick_size ?? '',
      lotSize: row.lot_size ?? '',
      startPrice: row.start_price ?? '',
      ...(row.instrument_type === PERPETUAL_TYPE && Number.isFinite(hours) && hours > 0
        ? { fundingIntervalHours: hours }
        : {}),
    };
  });
}

/** Every instrument of the venue (options too), in id order: the exchange info. */
export function allInstruments(db: Kysely<Database>) {
  return db.selectFrom('instruments').selectAll().orderBy('id').execute();
}

/** How often a process started before the database has its instruments looks again. */
const INSTRUMENTS_POLL_MILLIS = 500;

/**
 * The book instruments, once the home engine's migrations have written them (a simulator or
 * scheduler process may start first); `onWait` once if it has to wait.
 */
export async function waitForMarketInstruments(
  db: Kysely<Database>,
  onWait: () => void,
): Promise<MarketInstrument[]> {
  let told = false;
  for (;;) {
    const found = await loadMarketInstruments(db).catch(() => []);
    if (found.length > 0) return found;
    if (!told) onWait();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, INSTRUMENTS_POLL_MILLIS));
  }
}
