// Request-rate limits with their own windows (reset, sign-up, code mails), counted in
// rate_events. Failure lockout for sign-in lives in server/auth/throttle.ts.
import type { Kysely } from 'kysely';
import { HOUR_MS, MINUTE_MS, type EpochMillis } from '../auth/clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** Per IP: reset, sign-up, verify_email, reset_password. */
export const IP_ACCOUNT_RATE: RateRule = { limit: 20, windowMs: 15 * MINUTE_MS };
/**
 * Per IP: authenticate/begin (security-key assertion options). A sign-in needs one or two;
 * beyond this an address only probes (R-SECH-5).
 */
export const IP_KEY_OPTIONS_RATE: RateRule = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Per email: mails of reset links, sign-up links and account codes. */
export const EMAIL_MAIL_RATE: RateRule = { limit: 5, windowMs: HOUR_MS };

async function secondsUntilAllowed(
  db: Kysely<Database>,
  key: string,
  rule: RateRule,
  now: EpochMillis,
): Promise<number> {
  const rows = await db
    .selectFrom('rate_events')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', new Date(now - rule.windowMs))
    .orderBy('at', 'desc')
    .limit(rule.limit)
    .execute();
  if (rows.length < rule.limit) return 0;
  const oldest = rows[rows.length - 1]?.at.getTime() ?? now;
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
}

export async function recordRateEvent(
  db: Kysely<Database>,
  key: string,
  now: EpochMillis,
): Promise<void> {
  await db
    .insertInto('rate_events')
    .values({ key, at: new Date(now) })
    .execute();
  await db
    .deleteFrom('rate_events')
    .where('at', '<', new Date(now - 24 * HOUR_MS))
    .execute();
}

export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Counts this request against `key`; throws 429 with Retry-After once over the rule. */
export async function consumeRate(
  db: Kysely<Database>,
  key: string,
  rule: RateRule,
  now: EpochMillis,
): Promise<void> {
  const wait = await secondsUntilAllowed(db, key, rule, now);
  if (wait > 0) throw tooManyAttempts(wait);
  await recordRateEvent(db, key, now);
}

/** Like consumeRate but silent: false once over the rule (the caller answers as usual). */
export async function tryConsumeRate(
  db: Kysely<Database>,
  key: string,
  rule: RateRule,
  now: EpochMillis,
): Promise<boolean> {
  if ((await secondsUntilAllowed(db, key, rule, now)) > 0) return false;
  await recordRateEvent(db, key, now);
  return true;
}
