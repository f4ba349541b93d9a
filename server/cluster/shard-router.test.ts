// A gateway in front of engine shards (issue 20 step 4, docs/scale-out.md "Shards") sends each
// order command to the shard that matches its market (by the body, or by the stored order for
// a cancel naming no market), open orders of every market to every shard as one answer, and
// everything else to the home shard. Two small HTTP servers stand for the shards' engines.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { loadMarketInstruments } from '../market-runtime/instruments';
import { shardOfMarket } from '../orders/shards';
import { subaccountNamed } from '../testing/signed-in';
import { placeMarketOrder } from '../testing/orders';
import { createTestVenue, type TestVenue } from '../testing/test-app';
import { ActiveEngine } from './active-engine';
import { EngineProxy } from './http-proxy';
import { CANCEL_PATH, CREATE_PATH, EDIT_PATH, OPEN_ORDERS_PATH, ShardRouter } from './shard-router';

interface Heard {
  readonly method: string;
  readonly url: string;
  readonly body: Buffer;
}

/** A shard's engine: /healthz 200 while serving; open orders from `orders`; else its name. */
async function fakeShard(
  name: string,
  orders: readonly { orderId: string; transactTime: number }[],
  heard: Heard[],
  serving = { value: true },
): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.url === '/healthz') {
        response.writeHead(serving.value ? 200 : 503).end();
        return;
      }
      heard.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: Buffer.concat(chunks),
      });
      if ((request.url ?? '').startsWith(OPEN_ORDERS_PATH)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ orders }));
        return;
      }
      response.writeHead(200).end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const urlOf = (server: Server) =>
  new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

const bytes = (message: Uint8Array) =>
  Buffer.from(message.buffer, message.byteOffset, message.byteLength);
const createBody = (market: string) =>
  bytes(desk.orders.OrderRequest.encode({ market, clientOrderId: 'r-1' }).finish());
const cancelParams = (orderId: string, subaccountId: number, market = '') => ({
  orderId,
  market,
  hedgeVenue: { accountId: 1, subaccountId },
});

describe('a gateway in front of two engine shards', () => {
  let venue: TestVenue;
  let gateway: Server;
  let proxy: EngineProxy;
  let shardEngines: ActiveEngine[];
  let servers: Server[];
  const heard: Heard[][] = [[], []];
  const serving = [{ value: true }, { value: true }];
  let storedOrder: { id: string; subaccountId: number };

  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    const sub = await subaccountNamed(venue, 'Edge Main');
    const placed = await placeMarketOrder(venue, {
      subaccountId: sub.id,
      market: 'BTC/USD',
      side: 'BUY',
      quantity: '0.001',
      clientOrderId: 'router-1',
    });
    storedOrder = { id: placed.record.order.id, subaccountId: sub.id };
    servers = [
      await fakeShard(
        'shard-0',
        [
          { orderId: '4', transactTime: 400 },
          { orderId: '2', transactTime: 100 },
        ],
        heard[0]!,
        serving[0],
      ),
      await fakeShard(
        'shard-1',
        [
          { orderId: '3', transactTime: 300 },
          { orderId: '5', transactTime: 400 },
        ],
        heard[1]!,
        serving[1],
      ),
    ];
    shardEngines = servers.map((s) => new ActiveEngine([urlOf(s)]));
    await Promise.all(shardEngines.map((e) => e.start()));
    const router = new ShardRouter(venue.db, await loadMarketInstruments(venue.db), 2);
    proxy = new EngineProxy(shardEngines, router);
    gateway = createServer((request, response) => proxy.forward(request, response));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const e of shardEngines) e.stop();
    proxy.close();
    for (const s of [gateway, ...servers]) s.close();
    await venue.dispose();
  });

  const post = async (path: string, body: Buffer) => {
    const answer = await fetch(`${urlOf(gateway).href}${path.slice(1)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: new Uint8Array(body),
    });
    return { status: answer.status, text: await answer.text() };
  };

  it('R-SCALE-19 sends a new order to the shard of its market, with its body intact', async () => {
    expect(shardOfMarket('BTC/USD', false, 2)).toBe(1);
    expect(shardOfMarket('SOL/USD', false, 2)).toBe(0);
    for (const [market, shard] of [
      ['BTC/USD', 1],
      ['SOL/USD', 0],
      ['BTC-PERP', 0],
      ['NOPE/USD', shardOfMarket('NOPE/USD', false, 2)],
    ] as const) {
      const body = createBody(market);
      const answer = await post(CREATE_PATH, body);
      expect(answer.text, market).toBe(`shard-${shard}`);
      expect(heard[shard]?.at(-1)?.body.equals(body), market).toBe(true);
    }
    // A body that is not an order goes home, which answers the caller's error.
    expect((await post(CREATE_PATH, Buffer.from('not protobuf'))).text).toBe('shard-0');
    // One too large to read for routing is refused at the gateway; no shard hears it.
    const heardBefore = heard[0]!.length + heard[1]!.length;
    const large = await post(CREATE_PATH, Buffer.alloc(2 * 1024 * 1024, 1));
    expect(large.status).toBe(413);
    expect(large.text).toContain('PAYLOAD_TOO_LARGE');
    expect(heard[0]!.length + heard[1]!.length).toBe(heardBefore);
  });

  it('R-SCALE-19 sends a cancel or an edit by the market it names, else by the stored order', async () => {
    const named = bytes(
      desk.orders.CancelOrderRequest.encode(
        cancelParams('77', storedOrder.subaccountId, 'BTC/USD'),
      ).finish(),
    );
    expect((await post(CANCEL_PATH, named)).text).toBe('shard-1');
    const unnamed = bytes(
      desk.orders.CancelOrderRequest.encode(
        cancelParams(storedOrder.id, storedOrder.subaccountId),
      ).finish(),
    );
    expect((await post(CANCEL_PATH, unnamed)).text).toBe('shard-1');
    const edit = bytes(
      desk.orders.EditOrderRequest.encode({
        cancelParams: cancelParams(storedOrder.id, storedOrder.subaccountId),
        quantity: '0.002',
      }).finish(),
    );
    expect((await post(EDIT_PATH, edit)).text).toBe('shard-1');
    // An order nobody stored: home answers 404 as one engine would.
    const unknown = bytes(
      desk.orders.CancelOrderRequest.encode(
        cancelParams('999999', storedOrder.subaccountId),
      ).finish(),
    );
    expect((await post(CANCEL_PATH, unknown)).text).toBe('shard-0');
  });

  it('R-SCALE-19 answers open orders of every market from both shards, newest first; of one market from its shard', async () => {
    const all = await fetch(`${urlOf(gateway).href}${OPEN_ORDERS_PATH.slice(1)}?subaccountId=9`);
    expect(all.status).toBe(200);
    const ids = ((await all.json()) as { orders: { orderId: string }[] }).orders.map(
      (o) => o.orderId,
    );
    expect(ids).toEqual(['5', '4', '3', '2']);
    const one = await fetch(
      `${urlOf(gateway).href}${OPEN_ORDERS_PATH.slice(1)}?subaccountId=9&symbol=${encodeURIComponent('BTC/USD')}`,
    );
    const oneIds = ((await one.json()) as { orders: { orderId: string }[] }).orders.map(
      (o) => o.orderId,
    );
    expect(oneIds).toEqual(['3', '5']);
    // Everything else is the home shard's.
    const other = await fetch(`${urlOf(gateway).href}uapi/v2/token_balances?subaccountId=9`);
    expect(await other.text()).toBe('shard-0');
  });

  it('R-SCALE-19 while one shard has no active engine, its calls answer 502 and the other shard serves', async () => {
    serving[1]!.value = false;
    await new Promise((resolve) => setTimeout(resolve, 600));
    const down = await post(CREATE_PATH, createBody('BTC/USD'));
    expect(down.status).toBe(502);
    expect(down.text).toContain('ENGINE_UNAVAILABLE');
    expect((await post(CREATE_PATH, createBody('SOL/USD'))).text).toBe('shard-0');
    const all = await fetch(`${urlOf(gateway).href}${OPEN_ORDERS_PATH.slice(1)}?subaccountId=9`);
    expect(all.status).toBe(502);
    serving[1]!.value = true;
  });
});
