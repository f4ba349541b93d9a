// The caller's readable subaccounts as a SQL subquery, for post-trade reads that filter rows in
// the database (settlement lines, the allocation history): the entity's subaccounts whose own
// can_read holds, when the role grants canRead (effective canRead, as `readableSubaccounts`).
import type { Kysely, Transaction } from 'kysely';
import type { Action } from '../../domain/permissions';
import type { Database } from '../db/schema';

export interface Reader {
  readonly entityId: number;
  readonly granted: ReadonlySet<Action>;
}

export const readableIds = (db: Kysely<Database> | Transaction<Database>, reader: Reader) =>
  db
    .selectFrom('subaccounts as r')
    .select('r.id')
    // Without the role's canRead grant nothing is readable.
    .where('r.entity_id', '=', reader.granted.has('canRead') ? reader.entityId : -1)
    .where('r.can_read', '=', true);
