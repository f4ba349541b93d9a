// Failure throttling for sign-in: per (email, IP) pair at most 10 failures and per IP at most
// 50 in a sliding 15-minute window; beyond that the call answers 429 with Retry-After
// (docs/api.md). There is deliberately no per-email key: failures from one IP must never
// lock the account's owner out from another.
import type { Kysely } from 'kysely';
import { ApiError } from '../http/errors';
import type { Database } from '../db/schema';
import { MINUTE_MS, type EpochMillis } from './clock';

export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
export const THROTTLE_MAX_FAILURES = 10;
export const THROTTLE_MAX_IP_FAILURES = 50;

export const emailKey = (email: string): string => `email:${email.toLowerCase()}`;
export const ipKey = (ip: string): string => `ip:${ip}`;
/** The lockout key: one attacker's failures count against their own address only. */
export const pairKey = (email: string, ip: string): string => `pair:${email.toLowerCase()}|${ip}`;

const maxFailures = (key: string): number =>
  key.startsWith('ip:') ? THROTTLE_MAX_IP_FAILURES : THROTTLE_MAX_FAILURES;

/** Seconds until `key` drops below the limit, or 0 when it is not throttled. */
async function secondsUntilAllowed(
  db: Kysely<Database>,
  key: string,
  now: EpochMillis,
): Promise<number> {
  const windowStart = new Date(now - THROTTLE_WINDOW_MS);
  const { count } = await db
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('key', '=', key)
    .where('at', '>', windowStart)
    .executeTakeFirstOrThrow();
  const failures = Number(count);
  const limit = maxFailures(key);
  if (failures < limit) return 0;
  // Once this failure leaves the window, fewer than the maximum remain.
  const pivot = await db
    .selectFrom('auth_failures')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', windowStart)
    .orderBy('at', 'asc')
    .offset(failures - limit)
    .limit(1)
    .executeTakeFirstOrThrow();
  return Math.max(1, Math.ceil((pivot.at.getTime() + THROTTLE_WINDOW_MS - now) / 1000));
}

/** Throws 429 TOO_MANY_ATTEMPTS when any key is over the limit. */
export async function assertNotThrottled(
  db: Kysely<Database>,
  keys: readonly string[],
  now: EpochMillis,
): Promise<void> {
  const waits = await Promise.all(keys.map((key) => secondsUntilAllowed(db, key, now)));
  const retryAfter = Math.max(0, ...waits);
  if (retryAfter === 0) return;
  const minutes = Math.ceil(retryAfter / 60);
  throw new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}

export async function recordFailure(
  db: Kysely<Database>,
  keys: readonly string[],
  now: EpochMillis,
): Promise<void> {
  const at = new Date(now);
  await db
    .insertInto('auth_failures')
    .values(keys.map((key) => ({ key, at })))
    .execute();
  // Keep the table small: nothing older than the window matters any more.
  await db
    .deleteFrom('auth_failures')
    .where('at', '<', new Date(now - THROTTLE_WINDOW_MS))
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}
