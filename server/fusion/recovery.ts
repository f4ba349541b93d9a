// Fusion orders a stopped process left mid-route (docs/fusion.md "After a restart"): at start,
// every parent still ROUTING gets each child's real outcome from what was committed, and is
// marked ROUTED. Nothing is placed or executed again: the plan was made on a book that has
// moved since, so a part that never ran is recorded as not run.
import type { Kysely } from 'kysely';
import { signDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { orderByClientId } from '../orders/store';
import type { StoredPlan } from './router';
import { FusionStore, type ChildRow, type ParentRow } from './store';

/** The Edge child's client order id: how its order is found after a stop. */
export const edgeClientOrderId = (parentId: number): string => `fu${parentId}e`;

export const INTERRUPTED_REASON = 'Interrupted by a venue restart before it ran';

export interface FusionRecovery {
  readonly parents: number;
  readonly edgeFound: number;
  readonly otcFilled: number;
  readonly notRun: number;
}

/** Finishes every parent left ROUTING; what it did, for the start log and tests. */
export async function recoverInterruptedFusion(db: Kysely<Database>): Promise<FusionRecovery> {
  const store = new FusionStore(db);
  const counts = { parents: 0, edgeFound: 0, otcFilled: 0, notRun: 0 };
  for (const parent of await store.routing()) {
    const done = await finishRouting(db, parent, INTERRUPTED_REASON);
    if (done.edge === 'found') counts.edgeFound++;
    if (done.otc === 'filled') counts.otcFilled++;
    if (done.edge === 'not run') counts.notRun++;
    if (done.otc === 'not run') counts.notRun++;
    counts.parents++;
  }
  return counts;
}

/**
 * Gives a ROUTING parent each child's committed outcome and marks it ROUTED; a part that did
 * not run is recorded REJECTED with `reason` (a restart, or the refusal that stopped routing).
 */
export async function finishRouting(
  db: Kysely<Database>,
  parent: ParentRow,
  reason: string,
): Promise<{ edge: Outcome; otc: Outcome }> {
  const store = new FusionStore(db);
  const plan = parsePlan(parent.plan);
  const children = await store.children(parent.id);
  const edge = await recoverEdge(db, store, parent, plan, children, reason);
  const otc = await recoverOtc(store, parent, plan, children, reason);
  await store.markRouted(parent.id);
  return { edge, otc };
}

/** The stored plan; null when the process stopped before saving it (nothing ran then). */
function parsePlan(raw: unknown): StoredPlan | null {
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<StoredPlan> | null;
  return plan && typeof plan.edgeQuantity === 'string' ? (plan as StoredPlan) : null;
}

export type Outcome = 'kept' | 'found' | 'filled' | 'not run' | 'none';

/**
 * The Edge child is an order with a client order id of the parent's: committed or not, the
 * orders table says which. Without a row, a planned part (or a GTC remainder) did not run.
 */
async function recoverEdge(
  db: Kysely<Database>,
  store: FusionStore,
  parent: ParentRow,
  plan: StoredPlan | null,
  children: readonly ChildRow[],
  reason: string,
): Promise<Outcome> {
  if (children.some((c) => c.source === 'EDGE')) return 'kept';
  const order = await orderByClientId(db, parent.edge_subaccount_id, edgeClientOrderId(parent.id));
  if (order) {
    await store.saveChild({
      parent_id: parent.id,
      source: 'EDGE',
      planned_quantity: plan?.edgeQuantity ?? '0',
      order_id: order.id,
      status: order.status,
      reason: order.reason ?? '',
    });
    return 'found';
  }
  if (plan === null) return 'none';
  const resting = parent.time_in_force === 'GTC';
  if (signDecimal(plan.edgeQuantity) <= 0 && !resting) return 'none';
  await store.saveChild({
    parent_id: parent.id,
    source: 'EDGE',
    planned_quantity: plan.edgeQuantity,
    status: 'REJECTED',
    reason,
  });
  return 'not run';
}

/**
 * The OTC child executes only after its PENDING row names the firm quote, so: a PENDING row's
 * quote either has its trade (FILLED) or was never executed; no row means nothing was.
 */
async function recoverOtc(
  store: FusionStore,
  parent: ParentRow,
  plan: StoredPlan | null,
  children: readonly ChildRow[],
  reason: string,
): Promise<Outcome> {
  const row = children.find((c) => c.source === 'OTC');
  if (row && row.status !== 'PENDING') return 'kept';
  if (!row && (plan === null || signDecimal(plan.otcQuantity) <= 0)) return 'none';
  const base = {
    parent_id: parent.id,
    source: 'OTC' as const,
    planned_quantity: row?.planned_quantity ?? plan?.otcQuantity ?? '0',
    fx_quote_id: row?.fx_quote_id ?? null,
  };
  const trade = row?.fx_quote_id ? await store.quoteTrade(row.fx_quote_id) : undefined;
  if (trade) {
    await store.saveChild({
      ...base,
      quote_trade_id: String(trade.id),
      price: trade.price,
      executed_quantity: trade.quantity,
      status: 'FILLED',
    });
    return 'filled';
  }
  await store.saveChild({ ...base, status: 'REJECTED', reason });
  return 'not run';
}
