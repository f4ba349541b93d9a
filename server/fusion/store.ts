// SQL of Fusion orders (migration 052): the parent (idempotent per entity and client order id)
// and its children.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { FusionChildrenTable, FusionOrdersTable } from '../db/fusion-schema';
import type { StoredPlan } from './router';

export type ParentRow = Selectable<FusionOrdersTable>;
export type ChildRow = Selectable<FusionChildrenTable>;

export class FusionStore {
  constructor(private readonly db: Kysely<Database>) {}

  byClientId(entityId: number, clientOrderId: string): Promise<ParentRow | undefined> {
    return this.db
      .selectFrom('fusion_orders')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('client_order_id', '=', clientOrderId)
      .executeTakeFirst();
  }

  /** The new parent's id; null when the client order id is already taken (a repeat). */
  async insertParent(
    row: Omit<Insertable<FusionOrdersTable>, 'plan' | 'state'>,
  ): Promise<number | null> {
    const r = await this.db
      .insertInto('fusion_orders')
      .values({ ...row, plan: '{}' })
      .onConflict((oc) => oc.columns(['entity_id', 'client_order_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r?.id ?? null;
  }

  async savePlan(id: number, plan: StoredPlan): Promise<void> {
    await this.db
      .updateTable('fusion_orders')
      .set({ plan: JSON.stringify(plan) })
      .where('id', '=', id)
      .execute();
  }

  async markRouted(id: number): Promise<void> {
    await this.db
      .updateTable('fusion_orders')
      .set({ state: 'ROUTED' })
      .where('id', '=', id)
      .execute();
  }

  async insertChild(row: Insertable<FusionChildrenTable>): Promise<void> {
    await this.db.insertInto('fusion_children').values(row).execute();
  }

  /** A child's row, written ahead (PENDING) and then again with its outcome. */
  async saveChild(row: Insertable<FusionChildrenTable>): Promise<void> {
    const { parent_id: _parent, source: _source, ...outcome } = row;
    await this.db
      .insertInto('fusion_children')
      .values(row)
      .onConflict((oc) => oc.columns(['parent_id', 'source']).doUpdateSet(outcome))
      .execute();
  }

  /** Parents a stopped process left mid-route (state ROUTING), oldest first. */
  routing(): Promise<ParentRow[]> {
    return this.db
      .selectFrom('fusion_orders')
      .selectAll()
      .where('state', '=', 'ROUTING')
      .orderBy('id')
      .execute();
  }

  /** The trade that executed a firm quote, if it was executed. */
  quoteTrade(quoteId: string) {
    return this.db
      .selectFrom('quote_trades')
      .select(['id', 'price', 'quantity'])
      .where('quote_id', '=', quoteId)
      .executeTakeFirst();
  }

  parent(entityId: number, id: number): Promise<ParentRow | undefined> {
    return this.db
      .selectFrom('fusion_orders')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  recent(entityId: number, limit: number): Promise<ParentRow[]> {
    return this.db
      .selectFrom('fusion_orders')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  children(parentId: number): Promise<ChildRow[]> {
    return (
      this.db
        .selectFrom('fusion_children')
        .selectAll()
        .where('parent_id', '=', parentId)
        // The order they run in (Edge first), also for rows recovery wrote later.
        .orderBy('source')
        .execute()
    );
  }
}
