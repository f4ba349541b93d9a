// Subaccount names: unique per entity ignoring case (the unique index decides a race).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

export type RenameResult = 'renamed' | 'not_found' | 'name_taken';

/** Renames one of the entity's subaccounts unless another of its subaccounts has the name. */
export async function renameSubaccount(
  db: Kysely<Database>,
  target: { entityId: number; accountId: number; subaccountId: number },
  name: string,
): Promise<RenameResult> {
  const { entityId, accountId, subaccountId } = target;
  const clash = await db
    .selectFrom('subaccounts')
    .select('id')
    .where('entity_id', '=', entityId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .where('id', '!=', subaccountId)
    .executeTakeFirst();
  if (clash) return 'name_taken';
  try {
    const result = await db
      .updateTable('subaccounts')
      .set({ name })
      .where('id', '=', subaccountId)
      .where('account_id', '=', accountId)
      .where('entity_id', '=', entityId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'renamed' : 'not_found';
  } catch (error) {
    // A concurrent rename can still win the race: the unique index decides.
    if (isUniqueViolation(error)) return 'name_taken';
    throw error;
  }
}
