// The user's activity history (account tab activity_history): events the server records
// itself and those the client posts to /api/user/activity.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { EpochMillis } from '../auth/clock';
import type { Database } from '../db/schema';

export type ServerActivity =
  | 'sign_in'
  | 'sign_in_failed'
  | 'logout'
  | 'logout_all'
  | 'password_changed'
  | 'password_reset'
  | 'otp_enabled'
  | 'otp_disabled'
  | 'security_key_added'
  | 'security_key_removed'
  | 'entity_switched';

export interface ActivityView {
  id: number;
  action: string;
  at: string;
  ip: string;
  user_agent: string;
  entity_id: number | null;
  details: Record<string, string>;
}

export async function recordActivity(
  db: Kysely<Database>,
  event: {
    userId: number;
    action: ServerActivity | string;
    request: FastifyRequest;
    entityId?: number | null;
    details?: Record<string, string>;
  },
  now: EpochMillis,
): Promise<void> {
  const agent = event.request.headers['user-agent'];
  await db
    .insertInto('user_activity')
    .values({
      user_id: event.userId,
      action: event.action,
      at: new Date(now),
      ip: event.request.ip.slice(0, 64),
      user_agent: (typeof agent === 'string' ? agent : '').slice(0, 256),
      entity_id: event.entityId ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

export async function listActivity(
  db: Kysely<Database>,
  userId: number,
  limit: number,
  beforeId: number | null,
): Promise<ActivityView[]> {
  let query = db
    .selectFrom('user_activity')
    .select(['id', 'action', 'at', 'ip', 'user_agent', 'entity_id', 'details'])
    .where('user_id', '=', userId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    entity_id: row.entity_id,
    details: row.details,
  }));
}
