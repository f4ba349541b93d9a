// Where an order the venue places on a customer's behalf is created (a Fusion order's Edge
// child): this process's order service for a market it matches; on a cluster of engine shards,
// the shard that owns the market (server/cluster/order-wire.ts), over the bus. Either way the
// order goes through that shard's order service: its checks, fees, ledger and stream.
import type { CheckedRequest } from './codec';
import type { Actor, OrderService } from './service';

/** What the caller keeps of the order: the rest is read from PostgreSQL like any order. */
export interface PlacedOrder {
  readonly id: string;
  readonly status: string;
  readonly reason: string;
}

export interface OrderPlacement {
  /** Idempotent per (subaccount, client order id), as `OrderService.create`. */
  create(actor: Actor, request: CheckedRequest): Promise<PlacedOrder>;
}

export async function placeHere(
  orders: OrderService,
  actor: Actor,
  request: CheckedRequest,
): Promise<PlacedOrder> {
  const { order } = (await orders.create(actor, request)).record;
  return { id: order.id, status: order.status, reason: order.reason };
}

/** One process's own order service (npm start, a cluster of one shard). */
export function localPlacement(orders: OrderService): OrderPlacement {
  return { create: (actor, request) => placeHere(orders, actor, request) };
}
