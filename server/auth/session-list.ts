// The user's own live sessions (R-SECH-20) and the re-authentication window (R-SECH-19).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { MINUTE_MS, type EpochMillis } from './clock';
import { liveSessions } from './sessions';

/** How long a sign-in or a re-authentication lets the user change factors (ASVS 7.5.1). */
export const REAUTH_WINDOW_MS = 10 * MINUTE_MS;
export const REAUTH_REQUIRED_TEXT = 'Confirm your password to continue.';

export interface SessionListItem {
  readonly id: number;
  readonly current: boolean;
  readonly ip: string | null;
  readonly user_agent: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
}

/** Live sessions of a user, the most recently used first. */
export async function listUserSessions(
  db: Kysely<Database>,
  userId: number,
  currentSessionId: number,
  now: EpochMillis,
): Promise<SessionListItem[]> {
  const rows = await liveSessions(db, now)
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ip: row.ip,
    user_agent: row.user_agent,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  }));
}

/** Revokes one live session of this user; false when it is not theirs or not live. */
export async function revokeOwnSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  now: EpochMillis,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now) })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markReauthenticated(
  db: Kysely<Database>,
  sessionId: number,
  now: EpochMillis,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ reauthenticated_at: new Date(now) })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Refuses with 403 REAUTH_REQUIRED unless the session signed in or re-authenticated within
 * REAUTH_WINDOW_MS.
 */
export async function assertRecentAuthentication(
  db: Kysely<Database>,
  sessionId: number,
  now: EpochMillis,
): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select(['created_at', 'reauthenticated_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  const last = Math.max(row?.created_at.getTime() ?? 0, row?.reauthenticated_at?.getTime() ?? 0);
  if (now - last > REAUTH_WINDOW_MS)
    throw new ApiError(403, 'REAUTH_REQUIRED', REAUTH_REQUIRED_TEXT);
}
