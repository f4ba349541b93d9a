// Demo execution history for post-trade (docs/post-trade.md "Demo data"): three weeks of
// executed Edge spot orders on the US entity's "Edge Main" — block market orders and TWAP
// parents with their slices — each fill booked like the order service books one (trade legs
// against 'house:market', the taker fee to 'house:fees', same ref), with arrival prices. Runs
// once, before the portfolio history (which then ends at the balances these trades leave); a
// database whose portfolio history is already written gets none (its snapshots would disagree).
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import {
  addDecimal,
  multiplyDecimal,
  negateDecimal,
  roundDecimalHalfUp,
  truncateDecimal,
} from '../../domain/decimal';
import { PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import type { OrderArrivalPricesTable } from '../db/post-trade-schema';
import type { Database, FillsTable, LedgerEntriesTable, OrdersTable } from '../db/schema';
import { DEMO_ENTITY_US } from '../seed/demo-constants';
import { GLOBAL_SCOPE } from '../settings/app-settings';

const SEED_KEY = 'post_trade_seed_version';
const PORTFOLIO_KEY = 'portfolio_seed_version';
const SEED_VERSION = 1;
const SEED_LOCK_ID = 73_110_048;
const DAYS = 21;
const TAKER_FEE = '0.0005';

interface Market {
  readonly symbol: string;
  readonly base: string;
  readonly price: number;
  readonly tick: number;
  readonly size: readonly [number, number];
  readonly lotPlaces: number;
  readonly lot: string;
}

const MARKETS: readonly Market[] = [
  {
    symbol: 'BTC/USD',
    base: 'BTC',
    price: 97000,
    tick: 2,
    size: [0.2, 0.9],
    lotPlaces: 5,
    lot: '0.00001',
  },
  {
    symbol: 'ETH/USD',
    base: 'ETH',
    price: 3600,
    tick: 2,
    size: [3, 12],
    lotPlaces: 4,
    lot: '0.0001',
  },
];

/** mulberry32: the same seed gives the same history. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Fill {
  readonly time: number;
  readonly price: string;
  readonly quantity: string;
}

interface PlannedOrder {
  readonly side: 'BUY' | 'SELL';
  readonly market: Market;
  readonly type: 'MARKET' | 'TWAP';
  readonly created: number;
  readonly arrival: string;
  /** A market order's fills, or one fill per TWAP slice. */
  readonly fills: readonly Fill[];
}

/** The demo orders: one block per day, and a TWAP every third day (alternating sides). */
export function plannedOrders(now: number): PlannedOrder[] {
  const rand = generator(48_016);
  const today = Math.floor(now / PORTFOLIO_DAY_MS) * PORTFOLIO_DAY_MS;
  const out: PlannedOrder[] = [];
  for (let k = DAYS; k >= 1; k--) {
    const day = today - k * PORTFOLIO_DAY_MS;
    for (const [i, type] of (k % 3 === 0
      ? (['MARKET', 'TWAP'] as const)
      : (['MARKET'] as const)
    ).entries()) {
      const market = MARKETS[(k + i) % MARKETS.length] ?? MARKETS[0];
      if (!market) continue;
      const side = (k + i) % 2 === 0 ? 'BUY' : 'SELL';
      const created = day + Math.floor((9 + 4 * i + rand() * 3) * 3_600_000);
      const level = market.price * (1 + (rand() - 0.5) * 0.06);
      const arrival = Math.round(level / 0.01) * 0.01;
      const total = market.size[0] + rand() * (market.size[1] - market.size[0]);
      const parts = type === 'TWAP' ? 4 : 1 + Math.floor(rand() * 3);
      const fills: Fill[] = [];
      for (let p = 0; p < parts; p++) {
        // Impact of a few basis points against the side, a little more for later fills.
        const bps = (1 + rand() * 6 + p) * (side === 'BUY' ? 1 : -1);
        const price = Math.round((arrival * (1 + bps / 10_000)) / 0.01) * 0.01;
        fills.push({
          time: created + (type === 'TWAP' ? (p + 1) * 900_000 : 200 + p * 50),
          price: price.toFixed(2),
          quantity: (total / parts).toFixed(market.lotPlaces),
        });
      }
      out.push({ side, market, type, created, arrival: arrival.toFixed(2), fills });
    }
  }
  return out;
}

export async function seedPostTrade(db: Kysely<Database>, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`.execute(tx);
    const done = await tx
      .selectFrom('app_settings')
      .select(['key', 'value'])
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', 'in', [SEED_KEY, PORTFOLIO_KEY])
      .execute();
    if (done.length > 0) return false;
    const sub = await tx
      .selectFrom('subaccounts as s')
      .innerJoin('customers as c', 'c.id', 's.entity_id')
      .select(['s.id', 's.account_id'])
      .where('c.name', '=', DEMO_ENTITY_US)
      .where('s.name', '=', 'Edge Main')
      .executeTakeFirst();
    if (sub) await writeOrders(tx, sub.id, sub.account_id, plannedOrders(now));
    const value = JSON.stringify(SEED_VERSION);
    await tx
      .insertInto('app_settings')
      .values({ scope: GLOBAL_SCOPE, key: SEED_KEY, value })
      .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value }))
      .execute();
    return true;
  });
}

async function writeOrders(
  tx: Transaction<Database>,
  subaccountId: number,
  accountId: number,
  planned: readonly PlannedOrder[],
): Promise<void> {
  const ids = await tx
    .selectFrom('orders')
    .select(sql<string | null>`max(id)::text`.as('o'))
    .executeTakeFirst();
  const fillIds = await tx
    .selectFrom('fills')
    .select(sql<string | null>`max(id)::text`.as('f'))
    .executeTakeFirst();
  let nextOrder = Number(ids?.o ?? 0) + 1;
  let nextFill = Number(fillIds?.f ?? 0) + 1;
  let journal = -4_000_000_000_000;
  const balance = new Map<string, string>();
  // Collected, then written in one statement per table (a first start stays quick).
  const orderRows: Insertable<OrdersTable>[] = [];
  const fillRows: Insertable<FillsTable>[] = [];
  const arrivals: Insertable<OrderArrivalPricesTable>[] = [];
  const entries: Insertable<LedgerEntriesTable>[] = [];
  const add = (token: string, amount: string) =>
    balance.set(token, addDecimal(balance.get(token) ?? '0', amount));
  for (const [n, p] of planned.entries()) {
    const m = p.market;
    const lots = (q: string) => Math.round(Number(q) / Number(m.lot));
    const parentId = String(nextOrder++);
    const total = p.fills.reduce((s, f) => addDecimal(s, f.quantity), '0');
    const children = p.type === 'TWAP' ? p.fills.map(() => String(nextOrder++)) : [];
    let parentNotional = '0';
    let parentFee = '0';
    const base = {
      client_order_id: `demo-${n + 1}`,
      subaccount_id: subaccountId,
      account_id: accountId,
      symbol: m.symbol,
      side: p.side,
      time_in_force: 'GTC',
      limit_price: null,
      stop_price: null,
      activation_price: null,
      callback_rate: null,
      reduce_only: false,
      post_only: false,
      close_position: false,
      price_protect: false,
      position_side: 'BOTH',
      margin_mode: '',
      leverage: 1,
      reason: '',
      triggered: false,
      trail_active: false,
      trail_extreme: null,
      status: 'FILLED',
    };
    for (const [i, f] of p.fills.entries()) {
      const orderId = p.type === 'TWAP' ? (children[i] ?? parentId) : parentId;
      const notional = multiplyDecimal(f.price, f.quantity);
      const fee = roundDecimalHalfUp(multiplyDecimal(notional, TAKER_FEE), 8);
      parentNotional = addDecimal(parentNotional, notional);
      parentFee = addDecimal(parentFee, fee);
      const ref = `${m.symbol}:${f.time}`;
      fillRows.push({
        id: String(nextFill++),
        order_id: orderId,
        subaccount_id: subaccountId,
        symbol: m.symbol,
        side: p.side,
        price: f.price,
        quantity: f.quantity,
        fee,
        fee_token: 'USD',
        liquidity: 'TAKER',
        realized_pnl: '0',
        time: f.time,
      });
      const sign = p.side === 'BUY' ? 1 : -1;
      const baseMove = sign > 0 ? f.quantity : negateDecimal(f.quantity);
      const quoteMove = sign > 0 ? negateDecimal(notional) : notional;
      const j = journal--;
      const leg = (book: string, token: string, amount: string, kind: string) =>
        entries.push({ journal_id: j, book, token, amount, kind, ref, time: f.time });
      leg(`sub:${subaccountId}`, m.base, baseMove, 'trade');
      leg('house:market', m.base, negateDecimal(baseMove), 'trade');
      leg(`sub:${subaccountId}`, 'USD', quoteMove, 'trade');
      leg('house:market', 'USD', negateDecimal(quoteMove), 'trade');
      leg(`sub:${subaccountId}`, 'USD', negateDecimal(fee), 'fee');
      leg('house:fees', 'USD', fee, 'fee');
      add(m.base, baseMove);
      add('USD', quoteMove);
      add('USD', negateDecimal(fee));
      if (p.type === 'TWAP')
        orderRows.push({
          ...base,
          id: orderId,
          client_order_id: `demo-${n + 1}-${i + 1}`,
          order_type: 'MARKET',
          quantity: f.quantity,
          start_time: 0,
          end_time: 0,
          duration: 0,
          number_of_slices: 0,
          twap_sent: 0,
          parent_order_id: parentId,
          lots: lots(f.quantity),
          filled_lots: lots(f.quantity),
          priority: Number(orderId),
          executed_quantity: f.quantity,
          executed_notional: notional,
          fee,
          fee_token: 'USD',
          created_at: f.time - 100,
          updated_at: f.time,
        });
    }
    const last = p.fills[p.fills.length - 1]?.time ?? p.created;
    orderRows.push({
      ...base,
      id: parentId,
      order_type: p.type,
      quantity: total,
      start_time: p.type === 'TWAP' ? p.created : 0,
      end_time: p.type === 'TWAP' ? p.created + p.fills.length * 900_000 : 0,
      duration: p.type === 'TWAP' ? p.fills.length * 900_000 : 0,
      number_of_slices: p.type === 'TWAP' ? p.fills.length : 0,
      twap_sent: p.type === 'TWAP' ? p.fills.length : 0,
      parent_order_id: null,
      lots: lots(total),
      filled_lots: lots(total),
      priority: Number(parentId),
      executed_quantity: total,
      executed_notional: parentNotional,
      fee: parentFee,
      fee_token: 'USD',
      created_at: p.created,
      updated_at: last,
    });
    arrivals.push({ order_id: parentId, arrival_price: p.arrival });
  }
  if (orderRows.length === 0) return;
  await tx.insertInto('orders').values(orderRows).execute();
  await tx.insertInto('fills').values(fillRows).execute();
  await tx.insertInto('ledger_entries').values(entries).execute();
  await tx.insertInto('order_arrival_prices').values(arrivals).execute();
  for (const [token, delta] of balance)
    await tx
      .insertInto('balances')
      .values({ subaccount_id: subaccountId, token, amount: truncateDecimal(delta, 18) })
      .onConflict((oc) =>
        oc
          .columns(['subaccount_id', 'token'])
          .doUpdateSet({ amount: sql`balances.amount + excluded.amount` }),
      )
      .execute();
}
