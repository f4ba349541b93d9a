// A user's Edge preferences: favourite markets and the last saved screen state.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FavoriteMarket {
  symbol: string;
  instrumentType: number;
}

/** The user's favourites, oldest first. */
export async function favoritesOf(db: Kysely<Database>, userId: number): Promise<FavoriteMarket[]> {
  const rows = await db
    .selectFrom('favorite_markets')
    .select(['symbol', 'instrument_type'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('symbol')
    .execute();
  return rows.map((r) => ({ symbol: r.symbol, instrumentType: r.instrument_type }));
}

/** Whether the venue lists a market of that symbol and instrument type. */
export async function marketExists(
  db: Kysely<Database>,
  symbol: string,
  instrumentType: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('instruments')
    .select('id')
    .where('symbol', '=', symbol)
    .where('instrument_type', '=', instrumentType as 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the favourite if it is one, else adds it. */
export async function toggleFavorite(
  db: Kysely<Database>,
  userId: number,
  market: FavoriteMarket,
  now: number,
): Promise<void> {
  const { symbol, instrumentType } = market;
  const removed = await db
    .deleteFrom('favorite_markets')
    .where('user_id', '=', userId)
    .where('symbol', '=', symbol)
    .where('instrument_type', '=', instrumentType)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0)
    await db
      .insertInto('favorite_markets')
      .values({ user_id: userId, symbol, instrument_type: instrumentType, created_at: now })
      .execute();
}

export async function saveLastState(
  db: Kysely<Database>,
  userId: number,
  state: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('user_last_state')
    .values({ user_id: userId, state, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ state, updated_at: now }))
    .execute();
}

/** The saved state as stored (JSON), null when none. */
export async function lastStateOf(db: Kysely<Database>, userId: number): Promise<unknown> {
  const row = await db
    .selectFrom('user_last_state')
    .select('state')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.state ?? null;
}

/** A named preference document of the user (050): null when none was saved. */
export async function preferenceOf(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<{ value: unknown; updatedAt: number } | null> {
  const row = await db
    .selectFrom('user_preferences')
    .select(['value', 'updated_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { value: row.value, updatedAt: Number(row.updated_at) } : null;
}

export async function savePreference(
  db: Kysely<Database>,
  userId: number,
  key: string,
  value: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}
