// Server-side sessions behind opaque bearer tokens. Only the token's SHA-256 is stored.
// Sliding expiry after 12 h of inactivity, absolute expiry 7 days after sign-in.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS, type EpochMillis } from './clock';
import { newOpaqueToken, sha256Hex } from './tokens';

export const SESSION_IDLE_MS = 12 * HOUR_MS;
export const SESSION_ABSOLUTE_MS = 7 * DAY_MS;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = MINUTE_MS;

export interface SessionRecord {
  readonly sessionId: number;
  readonly userId: number;
  /** The entity chosen at sign-in (or by a later entity switch). */
  readonly entityId: number;
}

/** Longest user agent kept for the session list. */
const USER_AGENT_MAX = 512;

export async function createSession(
  db: Kysely<Database>,
  owner: { userId: number; entityId: number; ip?: string; userAgent?: string },
  now: EpochMillis,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: owner.userId,
      entity_id: owner.entityId,
      ip: owner.ip ?? null,
      user_agent: owner.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      created_at: new Date(now),
      last_seen_at: new Date(now),
      expires_at: new Date(now + SESSION_ABSOLUTE_MS),
    })
    .execute();
  return token;
}

/** Sessions valid at `now`: not revoked, under the absolute limit, used within the idle window. */
export function liveSessions(db: Kysely<Database>, now: EpochMillis) {
  return db
    .selectFrom('sessions')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - SESSION_IDLE_MS));
}

/** The live session for `token`, sliding its idle timer; null if unknown, expired or revoked. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: EpochMillis,
): Promise<SessionRecord | null> {
  const row = await liveSessions(db, now)
    .select(['id', 'user_id', 'entity_id', 'last_seen_at'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) return null;
  if (now - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
  }
  return { sessionId: row.id, userId: row.user_id, entityId: row.entity_id };
}

export async function revokeSession(
  db: Kysely<Database>,
  sessionId: number,
  now: EpochMillis,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether a session is still live, without sliding its idle timer (long-lived streams). */
export async function isSessionLive(
  db: Kysely<Database>,
  sessionId: number,
  now: EpochMillis,
): Promise<boolean> {
  const row = await liveSessions(db, now)
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes every live session of a user except `keep`; returns the revoked ids. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: EpochMillis,
  keep: number | null = null,
): Promise<number[]> {
  let update = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== null) update = update.where('id', '!=', keep);
  const rows = await update.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Moves a session to another entity (an entity switch). */
export async function setSessionEntity(
  db: Kysely<Database>,
  sessionId: number,
  entityId: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ entity_id: entityId })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Ends every live session of every member of an entity except `keep` (an administrator's "sign
 * out everyone", R-SECH-22); returns the ended sessions and their users.
 */
export async function revokeEntitySessions(
  db: Kysely<Database>,
  entityId: number,
  now: EpochMillis,
  keep: number | null,
): Promise<{ sessionIds: number[]; userIds: number[] }> {
  let update = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now) })
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - SESSION_IDLE_MS))
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('user_entities').select('user_id').where('entity_id', '=', entityId),
    );
  if (keep !== null) update = update.where('id', '!=', keep);
  const rows = await update.returning(['id', 'user_id']).execute();
  return {
    sessionIds: rows.map((row) => row.id).sort((a, b) => a - b),
    userIds: [...new Set(rows.map((row) => row.user_id))].sort((a, b) => a - b),
  };
}
