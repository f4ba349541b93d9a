// What the CSRF check needs of a session (R-SECH-23): how many values it was issued since
// sign-in (the generation its value is bound to), whether a privilege change made a new one due,
// and until when the previous generation's value is still accepted.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EpochMillis } from './clock';
import { liveSessions } from './sessions';
import { sha256Hex } from './tokens';

export interface CsrfSessionState {
  readonly sessionId: number;
  readonly generation: number;
  /** A privilege change happened since the current value was issued. */
  readonly rotate: boolean;
  /** The previous generation's value is accepted until then (epoch ms), else null. */
  readonly previousUntil: number | null;
}

/** The live session of a bearer token, as the CSRF check sees it; null when not live. */
export async function csrfStateOf(
  db: Kysely<Database>,
  token: string,
  now: EpochMillis,
): Promise<CsrfSessionState | null> {
  const row = await liveSessions(db, now)
    .select(['id', 'csrf_generation', 'csrf_rotate', 'csrf_previous_until'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.id,
    generation: row.csrf_generation,
    rotate: row.csrf_rotate,
    previousUntil: row.csrf_previous_until?.getTime() ?? null,
  };
}

/**
 * Moves a session whose rotation is due to the next generation, keeping the previous one
 * acceptable until `previousUntil`. False when another request moved it first.
 */
export async function advanceCsrfGeneration(
  db: Kysely<Database>,
  state: CsrfSessionState,
  previousUntil: EpochMillis,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({
      csrf_generation: state.generation + 1,
      csrf_rotate: false,
      csrf_previous_until: new Date(previousUntil),
    })
    .where('id', '=', state.sessionId)
    .where('csrf_generation', '=', state.generation)
    .where('csrf_rotate', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A privilege change of these users (their roles, their roles' grants, the entity's allowlist or
 * the institution's flags): each of their live sessions gets a new CSRF value on its next call.
 * Run it in the transaction of the change.
 */
export async function markCsrfRotation(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ csrf_rotate: true })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .execute();
}
