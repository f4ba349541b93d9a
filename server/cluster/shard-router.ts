// Which engine shard a gateway sends a call to (issue 20 step 4, docs/scale-out.md "Shards").
// Order commands go to the shard that matches their market: a new order by its market, a
// cancel or an edit by the market it names or, when it names none, the stored order's. Open
// orders of one market go to its shard; of every market, to every shard (the gateway merges
// them). Everything else is the home shard's: balances, positions and risk, the derivatives'
// settings, wallet, treasury, quotes, reports, admin.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MarketInstrument } from '../market-runtime/instruments';
import {
  checkCancelRequest,
  decodeCancelRequest,
  decodeEditRequest,
  decodeOrderRequest,
} from '../orders/codec';
import { HOME_SHARD, shardOfMarket } from '../orders/shards';
import { symbolOfOrder } from '../orders/store';

export const CREATE_PATH = '/uapi/v1/order/create';
export const CANCEL_PATH = '/uapi/v1/order/cancel';
export const EDIT_PATH = '/uapi/v1/edit_order';
export const OPEN_ORDERS_PATH = '/uapi/v1/open_orders';

/** One shard, or every shard (their answers merged). */
export type ShardRoute = number | 'all';

export class ShardRouter {
  private readonly derivatives: ReadonlySet<string>;

  constructor(
    private readonly db: Kysely<Database>,
    instruments: readonly MarketInstrument[],
    readonly count: number,
  ) {
    this.derivatives = new Set(
      instruments.filter((i) => i.instrumentType !== 0).map((i) => i.symbol),
    );
  }

  shardOf(symbol: string): number {
    return shardOfMarket(symbol, this.derivatives.has(symbol), this.count);
  }

  /** Whether the route depends on the body (the gateway then reads it before forwarding). */
  readsBody(method: string, path: string): boolean {
    return (
      this.count > 1 && method === 'POST' && [CREATE_PATH, CANCEL_PATH, EDIT_PATH].includes(path)
    );
  }

  /**
   * The shard of a call. A body that does not decode goes to the home shard, which answers
   * the caller's error as one engine would.
   */
  async routeOf(method: string, url: URL, body: Buffer | null): Promise<ShardRoute> {
    if (this.count === 1) return HOME_SHARD;
    const path = url.pathname;
    if (method === 'GET' && path === OPEN_ORDERS_PATH) {
      const symbol = url.searchParams.get('symbol');
      return symbol ? this.shardOf(symbol) : 'all';
    }
    if (!this.readsBody(method, path) || body === null) return HOME_SHARD;
    try {
      if (path === CREATE_PATH) return this.shardOf(decodeOrderRequest(body).market ?? '');
      const cancel = checkCancelRequest(
        path === EDIT_PATH ? decodeEditRequest(body).cancelParams : decodeCancelRequest(body),
      );
      const market =
        cancel.market || (await symbolOfOrder(this.db, cancel.subaccountId, cancel.orderId));
      return market ? this.shardOf(market) : HOME_SHARD;
    } catch {
      return HOME_SHARD;
    }
  }
}

/** Open orders of every shard as one answer, newest first (as one engine sorts them). */
export function mergeOpenOrders(bodies: readonly string[]): string {
  type Order = { transactTime?: number; orderId?: string };
  const orders = bodies.flatMap((b) => (JSON.parse(b) as { orders?: Order[] }).orders ?? []);
  orders.sort(
    (a, b) =>
      (b.transactTime ?? 0) - (a.transactTime ?? 0) ||
      Number(b.orderId ?? 0) - Number(a.orderId ?? 0),
  );
  return JSON.stringify({ orders });
}
