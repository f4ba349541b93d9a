// Orders a shard places for another market's shard, on the bus (issue 20, docs/scale-out.md
// "Engine shards"): the home shard's Fusion places its Edge child on the shard that owns the
// market. Browsers' orders never come this way (the gateways forward their HTTP to the owner,
// where the session and the policy are checked); a child was already authorized where its
// parent was placed. The owner answers with the order, or with the ApiError its order service
// raised; a lost answer is asked again (create is idempotent per client order id), and once
// the owner stays away the stored order by that id is the answer.
import type { Kysely } from 'kysely';
import type { Bus } from '../bus/bus';
import { NoServerError, RequestTimeoutError } from '../bus/bus';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { CheckedRequest } from '../orders/codec';
import {
  localPlacement,
  placeHere,
  type OrderPlacement,
  type PlacedOrder,
} from '../orders/placement';
import type { Actor, OrderService } from '../orders/service';
import { shardOfMarket } from '../orders/shards';
import { orderByClientId } from '../orders/store';
import { decodeJson, encodeJson } from './market-wire';

export const orderCreateSubject = (shard: number): string => `svc.orders.create.${shard}`;
/** One attempt's wait: an order is decided in milliseconds; a dead engine never answers. */
export const ORDER_REQUEST_MILLIS = 5_000;
/** How long a child is retried while its shard has no engine (a takeover takes 1.5–6 s). */
export const ORDER_RETRY_FOR_MILLIS = 20_000;
const RETRY_PAUSE_MILLIS = 250;

interface CreateCommand {
  readonly actor: Actor;
  readonly request: CheckedRequest;
}

type CreateAnswer =
  | { readonly order: PlacedOrder }
  | {
      readonly error: {
        readonly statusCode: number;
        readonly code: string;
        readonly message: string;
        readonly field?: string;
      };
    };

/** A shard's engine: creates the orders other shards place on its markets. */
export async function serveOrderCreate(
  bus: Bus,
  orders: OrderService,
): Promise<() => Promise<void>> {
  const subscription = await bus.serve(orderCreateSubject(orders.shard.index), async (message) => {
    const { actor, request } = decodeJson<CreateCommand>(message.data);
    if (
      !Number.isSafeInteger(actor?.userId) ||
      !Number.isSafeInteger(actor?.entityId) ||
      typeof request?.market !== 'string'
    )
      throw new Error('malformed order command');
    try {
      const answer: CreateAnswer = { order: await placeHere(orders, actor, request) };
      return encodeJson(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { statusCode, code, message: text, field } = error;
      const answer: CreateAnswer = {
        error: { statusCode, code, message: text, ...(field ? { field } : {}) },
      };
      return encodeJson(answer);
    }
  });
  return () => subscription.unsubscribe();
}

export interface ShardedPlacementOptions {
  readonly retryForMillis?: number;
  readonly requestMillis?: number;
}

/** Orders of this shard's markets here, of another shard's on that shard. */
export function shardedPlacement(
  bus: Bus,
  orders: OrderService,
  db: Kysely<Database>,
  options: ShardedPlacementOptions = {},
): OrderPlacement {
  const local = localPlacement(orders);
  const retryFor = options.retryForMillis ?? ORDER_RETRY_FOR_MILLIS;
  const requestMillis = options.requestMillis ?? ORDER_REQUEST_MILLIS;
  return {
    async create(actor, request) {
      if (orders.owns(request.market)) return local.create(actor, request);
      // Fusion places spot pairs only; derivatives are the home shard's in any case.
      const shard = shardOfMarket(request.market, false, orders.shard.count);
      const deadline = Date.now() + retryFor;
      for (;;) {
        try {
          const answer = decodeJson<CreateAnswer>(
            await bus.request(
              orderCreateSubject(shard),
              encodeJson({ actor, request }),
              requestMillis,
            ),
          );
          if ('order' in answer) return answer.order;
          const e = answer.error;
          throw new ApiError(e.statusCode, e.code, e.message, e.field);
        } catch (error) {
          const away = error instanceof NoServerError || error instanceof RequestTimeoutError;
          if (!away) throw error;
          if (Date.now() >= deadline) break;
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MILLIS));
        }
      }
      // The owner stayed away: what it stored under this client order id is the answer.
      const stored = await orderByClientId(db, request.subaccountId, request.clientOrderId);
      if (stored)
        return { id: String(stored.id), status: stored.status, reason: stored.reason ?? '' };
      throw new ApiError(
        503,
        'ENGINE_UNAVAILABLE',
        `The engine of ${request.market} is not answering; try again`,
      );
    },
  };
}
