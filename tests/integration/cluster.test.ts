// Issue 20, the venue as a cluster on loopback (docs/scale-out.md): nats-server, a temporary
// PostgreSQL, two engines (one active, one standby), two gateways and HAProxy, started by the
// same code as `npm run start:cluster`. Every socket and call goes through the balancer; parts of the
// cluster are killed with SIGKILL and the clients must carry on.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderBook } from '../../domain/market/book';
import { ticksToPrice } from '../../domain/ticks';
import { desk } from '../../proto/gen/messages.js';
import { startCluster, type Cluster } from '../../server/cluster/cluster';
import { ENGINE_LOCK_KEY } from '../../server/cluster/engine-lock';
import { postgresBinDir } from '../../server/cluster/pg-process';
import { parse } from 'csv-parse/sync';
import { addDecimal, compareDecimal, normalizeDecimal } from '../../domain/decimal';
import { FAULT_TREASURY_COMMIT_DELAY } from '../../server/cluster/roles';
import { readLatestOutboxCode } from '../../server/mail/outbox';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { StreamClient } from '../../server/testing/stream-client';
import { DEFAULT_RECONNECT } from '../../workers/stream/transport/socket';

const O = desk.orders;
type ServerMessage = desk.stream.ServerMessage;

function installed(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [
  ...(installed(process.env['NATS_SERVER'] ?? 'nats-server') ? [] : ['nats-server']),
  ...(installed(process.env['HAPROXY'] ?? 'haproxy') ? [] : ['haproxy']),
  ...(postgresBinDir() === null ? ['postgresql (initdb)'] : []),
];
if (missing.length > 0)
  console.warn(`cluster tests skipped: ${missing.join(', ')} not installed (CI installs them)`);

/** A signed-in browser seen from outside: cookies, the CSRF pair, the bearer token. */
class Browser {
  private readonly cookies = new Map<string, string>();
  token = '';

  constructor(
    private readonly base: string,
    private readonly extraHeaders: Readonly<Record<string, string>> = {},
  ) {}

  /** The same signed-in browser talking to another address (one gateway, bypassing HAProxy),
   *  with extra headers (X-Entity-Id: acting for another of the user's entities). */
  at(base: string, extraHeaders: Readonly<Record<string, string>> = {}): Browser {
    const other = new Browser(base, extraHeaders);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    other.token = this.token;
    return other;
  }

  async call(method: string, path: string, body?: object | Uint8Array): Promise<Response> {
    const csrf = this.cookies.get('csrf_token');
    const headers: Record<string, string> = {
      ...this.extraHeaders,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
    let payload: BodyInit | undefined;
    if (body instanceof Uint8Array) {
      headers['content-type'] = 'application/x-protobuf';
      payload = Buffer.from(body);
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(payload ? { body: payload } : {}),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }

  async signIn(outboxDir: string): Promise<void> {
    // Any answer of the engine hands out the CSRF cookie (the gateway's own /healthz does not).
    await this.call('GET', '/api/user_config');
    const { email, password } = DEMO_TRADER;
    const login = await this.call('POST', '/api/login', { email, password });
    expect(login.status, await login.clone().text()).toBe(200);
    const code = await readLatestOutboxCode(outboxDir, email);
    const verify = await this.call('POST', '/api/verify_2fa', { email, otp_code: code });
    expect(verify.status).toBe(200);
    this.token = ((await verify.json()) as { token: string }).token;
    // The first signed-in call binds the CSRF pair to the session.
    await this.call('GET', '/api/user_config');
  }

  async json<T>(path: string): Promise<T> {
    const answer = await this.call('GET', path);
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as T;
  }
}

/** Every gateway's open sockets, from its health answer (what HAProxy checks). */
async function socketsPerGateway(cluster: Cluster): Promise<number[]> {
  return Promise.all(
    cluster.gateways.map(async (g) => {
      try {
        const health = (await (await fetch(`${g.url}/healthz`)).json()) as { connections: number };
        return health.connections;
      } catch {
        return -1;
      }
    }),
  );
}

async function until<T>(what: string, check: () => Promise<T | null> | T | null, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Applies a client's book messages like the data core: each delta checked by seq and CRC. */
function checksumsBySeq(messages: readonly ServerMessage[], symbol: string): Map<number, number> {
  const book = new OrderBook();
  const seen = new Map<number, number>();
  for (const m of messages) {
    if (m.bookSnapshot?.symbol === symbol) {
      expect(book.loadSnapshot(m.bookSnapshot as never).ok).toBe(true);
      seen.set(Number(m.bookSnapshot.seq), book.checksum());
    } else if (m.bookDelta?.symbol === symbol && book.synced) {
      expect(book.apply(m.bookDelta as never)).toEqual({ ok: true });
      seen.set(Number(m.bookDelta.seq), book.checksum());
    }
  }
  return seen;
}

describe.skipIf(missing.length > 0)('the venue as a cluster on loopback (issue 20)', () => {
  let cluster: Cluster;
  let browser: Browser;
  let base: string;
  let streamUrl: string;
  let sub: { id: number; accountId: number };
  const clients: StreamClient[] = [];
  const output: string[] = [];
  let placed = 0;

  beforeAll(async () => {
    // Two engine shards (BTC/USD on shard 1, SOL/USD and the derivatives on the home shard 0),
    // two engines each: every failure below happens on a sharded venue.
    cluster = await startCluster({
      gateways: 2,
      shards: 2,
      engines: 2,
      port: 0,
      cwd: resolve('.'),
      engineEnv: { FEED_RATE: '500' },
      // Every treasury run waits 4 s before its commit: R-SCALE-13 kills the scheduler then,
      // R-SCALE-6 the engine.
      schedulerEnv: { [FAULT_TREASURY_COMMIT_DELAY]: '4000' },
      onOutput: (name, line) => output.push(`[${name}] ${line}`),
    });
    // What a browser opens (the balancer), by address: no IPv6 guess for "localhost".
    base = cluster.url.replace('localhost', '127.0.0.1');
    streamUrl = `${base.replace(/^http/, 'ws')}/stream`;
    browser = new Browser(base);
    await browser.signIn(cluster.outboxDir);
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const row = await db.query<{ id: number; account_id: number }>(
      "SELECT id, account_id FROM subaccounts WHERE name = 'Edge Main' ORDER BY id LIMIT 1",
    );
    await db.end();
    sub = { id: Number(row.rows[0]?.id), accountId: Number(row.rows[0]?.account_id) };
  }, 300_000);

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await cluster?.stop();
    // The processes' output, for a failed run (CLUSTER_LOG=<file>).
    if (process.env['CLUSTER_LOG']) writeFileSync(process.env['CLUSTER_LOG'], output.join('\n'));
    for (const line of output)
      if (line.startsWith('reconnected') || line.startsWith('takeover')) console.log(line);
  }, 60_000);

  const open = async () => {
    const client = await StreamClient.open(streamUrl, browser.token, base);
    clients.push(client);
    return client;
  };

  /** Subscribes (a private topic with `fromSeq`: resuming); resolves with the Subscribed. */
  const subscribe = async (client: StreamClient, topic: string, fromSeq?: number) => {
    const from = client.messages.length;
    client.subscribe(topic, fromSeq);
    const answer = await client.next(
      (m) => m.kind === 'subscribed' && m.subscribed?.topic === topic,
      from,
    );
    return answer.subscribed!;
  };

  /** A market buy through the balancer (BTC/USD: shard 1; SOL/USD: the home shard 0);
   *  resolves with its order id once acknowledged. */
  const marketBuy = async (market: 'BTC/USD' | 'SOL/USD' = 'BTC/USD'): Promise<string> => {
    const request = O.OrderRequest.encode({
      clientOrderId: `cluster-${++placed}`,
      market,
      side: O.Side.BUY,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: market === 'BTC/USD' ? '0.001' : '0.1',
      hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
    }).finish();
    const answer = await browser.call('POST', '/uapi/v1/order/create', request);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const created = O.CreateOrderResponse.decode(new Uint8Array(await answer.arrayBuffer()));
    return created.data?.orderId ?? '';
  };

  /** A limit order on Edge Main through `via`; resolves with its order id once acknowledged. */
  const limitOrder = async (
    via: Browser,
    side: 'BUY' | 'SELL',
    quantity: string,
    price: string,
    tif: 'GTC' | 'IOC',
    on: { id: number; accountId: number } = sub,
    market = 'BTC/USD',
  ) => {
    const request = O.OrderRequest.encode({
      clientOrderId: `cluster-${++placed}`,
      market,
      side: side === 'BUY' ? O.Side.BUY : O.Side.SELL,
      orderType: O.OrderType.LIMIT,
      timeInForce: tif === 'GTC' ? O.TimeInForce.GTC : O.TimeInForce.IOC,
      quantity,
      limitPrice: price,
      hedgeVenue: { accountType: 0, accountId: on.accountId, subaccountId: on.id },
    }).finish();
    const answer = await via.call('POST', '/uapi/v1/order/create', request);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const created = O.CreateOrderResponse.decode(new Uint8Array(await answer.arrayBuffer()));
    return created.data?.orderId ?? '';
  };

  it('R-SCALE-9: an order placed through gateway A fills against one placed through gateway B', async () => {
    const [gatewayA, gatewayB] = cluster.gateways;
    if (!gatewayA || !gatewayB) throw new Error('the cluster has two gateways');
    // Each side talks to its own gateway directly: HTTP and the stream socket.
    const origin = (url: string) => url.replace('localhost', '127.0.0.1');
    const socketUrl = (url: string) => `${origin(url).replace(/^http/, 'ws')}/stream`;
    // The taker is the trader's other entity (its own subaccount: an order never trades with one
    // of its own subaccount's, self-trade prevention).
    const [intl] = await query<{ id: number; account_id: number; entity_id: number }>(
      "SELECT id, account_id, entity_id FROM subaccounts WHERE name = 'Edge Intl' LIMIT 1",
    );
    if (!intl) throw new Error('the demo has Edge Intl');
    const taker = { id: Number(intl.id), accountId: Number(intl.account_id) };
    const viaA = browser.at(origin(gatewayA.url));
    const viaB = browser.at(origin(gatewayB.url), { 'x-entity-id': String(intl.entity_id) });
    const clientA = await StreamClient.open(
      socketUrl(gatewayA.url),
      browser.token,
      origin(gatewayA.url),
    );
    const clientB = await StreamClient.open(
      socketUrl(gatewayB.url),
      browser.token,
      origin(gatewayB.url),
    );
    clients.push(clientA, clientB);
    await subscribe(clientA, `fills:${sub.id}`);
    await subscribe(clientB, `fills:${taker.id}`);
    // A sell at the mid rests as the best ask; a buy at that price through the other gateway
    // takes part of it (nothing else is offered that low). The simulated book moves and its
    // takers trade too: about one try in three matches here, so up to 20, each on a fresh
    // snapshot from gateway A.
    let matched = false;
    for (let attempt = 0; attempt < 20 && !matched; attempt++) {
      const probe = await StreamClient.open(
        socketUrl(gatewayA.url),
        browser.token,
        origin(gatewayA.url),
      );
      probe.subscribe('book:BTC/USD');
      const snapshot = (await probe.next((m) => m.bookSnapshot?.symbol === 'BTC/USD')).bookSnapshot;
      probe.socket.terminate();
      const bid = Number(snapshot?.bidPrices?.[0] ?? 0);
      const ask = Number(snapshot?.askPrices?.[0] ?? 0);
      if (ask - bid < 2) continue; // no room inside the spread
      const price = ticksToPrice(Math.floor((bid + ask) / 2), snapshot?.tickSize ?? '0.01');
      const sell = await limitOrder(viaA, 'SELL', '0.5', price, 'GTC');
      const buy = await limitOrder(viaB, 'BUY', '0.001', price, 'IOC', taker);
      // What the simulated takers have not taken is cancelled: nothing rests after the test.
      const cancel = await viaA.call(
        'POST',
        '/uapi/v1/order/cancel',
        O.CancelOrderRequest.encode({
          market: 'BTC/USD',
          orderId: sell,
          hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
        }).finish(),
      );
      expect(cancel.status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      const fillsOf = (client: StreamClient, orderId: string) =>
        client.messages.flatMap((m) => (m.fillUpdate?.orderId === orderId ? [m.fillUpdate] : []));
      const takes = fillsOf(clientB, buy).filter((f) => f.liquidity === 'TAKER');
      const makes = fillsOf(clientA, sell).filter((f) => f.liquidity === 'MAKER');
      // One match: the buy's TAKER fill and a MAKER fill of the sell, same price, size, instant.
      matched = takes.some((t) =>
        makes.some(
          (m) => m.price === t.price && m.quantity === t.quantity && m.fillTime === t.fillTime,
        ),
      );
    }
    expect(matched, 'a resting sell from gateway A taken by a buy from gateway B').toBe(true);
    clientA.socket.terminate();
    clientB.socket.terminate();
  }, 60_000);

  it('R-SCALE-1: two stream clients on different gateways see the same book', async () => {
    const a = await open();
    const b = await open();
    // leastconn spreads the two sockets over the two gateways.
    expect((await socketsPerGateway(cluster)).sort()).toEqual([1, 1]);
    await subscribe(a, 'book:BTC/USD');
    await subscribe(b, 'book:BTC/USD');
    const common = await until('both clients at common sequences', () => {
      const seenA = checksumsBySeq(a.messages, 'BTC/USD');
      const seenB = checksumsBySeq(b.messages, 'BTC/USD');
      const shared = [...seenA.keys()].filter((seq) => seenB.has(seq));
      return shared.length >= 20 ? shared.map((seq) => [seenA.get(seq), seenB.get(seq)]) : null;
    });
    for (const [checksumA, checksumB] of common) expect(checksumA).toBe(checksumB);
    a.socket.terminate();
    b.socket.terminate();
  }, 60_000);

  it('R-SCALE-2: a client whose gateway is killed reconnects through the balancer in under 3 s and resumes by sequence, every fill once', async () => {
    const topic = `fills:${sub.id}`;
    // Fills as the data core keeps them (by fill id), and the last private seq it holds.
    const fills = new Map<string, number>();
    let lastSeq = 0;
    const take = (messages: readonly ServerMessage[]) => {
      for (const m of messages) {
        const fill = m.fillUpdate;
        if (!fill) continue;
        fills.set(fill.fillId ?? '', (fills.get(fill.fillId ?? '') ?? 0) + 1);
        lastSeq = Math.max(lastSeq, Number(fill.seq));
      }
    };
    let client = await open();
    lastSeq = Number((await subscribe(client, topic)).seq);
    const first = await marketBuy();
    await client.next((m) => m.fillUpdate?.orderId === first);
    take(client.messages);
    const victim = (await socketsPerGateway(cluster)).findIndex((n) => n === 1);
    expect(victim).toBeGreaterThanOrEqual(0);

    const killedAt = Date.now();
    await cluster.gateways[victim]?.kill('SIGKILL');
    await client.closed;
    // An order fills while the client is away: the private stream must bring it back.
    const whileAway = await marketBuy();
    // The data core's backoff (workers/stream/transport/socket.ts): ½–1 × 250 ms, doubling.
    let attempt = 0;
    for (;;) {
      const delay =
        DEFAULT_RECONNECT.minReconnectionDelay * 2 ** attempt * (0.5 + Math.random() / 2);
      await new Promise((r) =>
        setTimeout(r, Math.min(delay, DEFAULT_RECONNECT.maxReconnectionDelay)),
      );
      try {
        client = await open();
        break;
      } catch {
        attempt++;
      }
    }
    const reconnectMillis = Date.now() - killedAt;
    output.push(
      `reconnected through HAProxy in ${reconnectMillis} ms after ${attempt + 1} attempts`,
    );
    expect(reconnectMillis).toBeLessThan(3000);
    // The other gateway has followed the durable private stream since it started: it sends
    // the fill made while away from the seq the client holds, and nothing it already had.
    const from = client.messages.length;
    const resumed = await subscribe(client, topic, lastSeq);
    expect(resumed.resumed).toBe(true);
    await client.next((m) => m.fillUpdate?.orderId === whileAway, from);
    const after = await marketBuy();
    await client.next((m) => m.fillUpdate?.orderId === after, from);
    take(client.messages);
    // The venue's own list: each of the three fills was seen on the stream exactly once, and
    // nothing was read over REST to get there.
    const rest = await browser.json<{ fills: { fillId: string; orderId: string }[] }>(
      `/uapi/v1/get_fills?subaccountId=${sub.id}&limit=200`,
    );
    const ours = rest.fills.filter((f) => [first, whileAway, after].includes(f.orderId));
    expect(ours.length).toBe(3);
    for (const f of ours) expect(fills.get(f.fillId)).toBe(1);
    // The gateway that took the client counts the resume on its own /metrics (R-SCALE-12).
    const survivor = cluster.gateways[1 - victim];
    const metrics = await (await fetch(`${survivor?.url}/metrics`)).text();
    expect(metrics).toMatch(/^stream_private_resumes_total\{outcome="resumed"\} [1-9]/m);
    expect(metrics).toMatch(/^gateway_books_in_step 1$/m);
    expect(metrics).toMatch(/^gateway_proxied_requests_total\{outcome="forwarded"\} [1-9]/m);
    client.socket.terminate();
  }, 60_000);

  it('R-SCALE-3: after NATS restarts, gateways carry books and fills again without a restart', async () => {
    const client = await open();
    await subscribe(client, 'book:BTC/USD');
    await subscribe(client, `fills:${sub.id}`);
    const from = client.messages.length;
    await cluster.nats.stop('SIGKILL');
    // An order fills while NATS is down (HTTP reaches the engine without it): its fill is held
    // by the engine, appended once NATS is back, and the gateway's follower delivers it.
    const whileDown = await marketBuy();
    await cluster.nats.restart();
    await client.next((m) => m.fillUpdate?.orderId === whileDown, from, 20_000);
    await until('a filled order after the restart', async () =>
      (await browser.call('GET', '/healthz')).status === 200 ? true : null,
    );
    const orderId = await marketBuy();
    await client.next((m) => m.fillUpdate?.orderId === orderId, from, 15_000);
    // The book goes on: from the subscription's snapshot, every delta follows in sequence and
    // matches its checksum (and, if the gateway missed some while NATS was away, a fresh
    // snapshot comes first), and deltas keep coming after the restart.
    await until('book deltas after the restart', () => {
      checksumsBySeq(client.messages, 'BTC/USD');
      const after = client.messages.slice(from).filter((m) => m.bookDelta?.symbol === 'BTC/USD');
      return after.length > 5 ? true : null;
    });
    client.socket.terminate();
  }, 60_000);

  it('R-SCALE-8: a gateway streams RFS ladders from its mirror, and a click on a streamed price trades on the engine', async () => {
    const client = await open();
    await subscribe(client, 'rfs:BTC/USD');
    const first = await client.next((m) => m.kind === 'quoteLadder');
    const ladder = first.quoteLadder;
    expect(ladder?.tiers?.map((t) => t.quantity)).toEqual(['0.1', '1', '5', '10', '25']);
    for (const t of ladder?.tiers ?? []) expect(Number(t.ask)).toBeGreaterThan(Number(t.bid));
    // It refreshes from the gateway's own timer.
    const next = await client.next(
      (m) => m.kind === 'quoteLadder',
      client.messages.indexOf(first) + 1,
      3000,
    );
    expect(Number(next.quoteLadder?.seq)).toBeGreaterThan(Number(ladder?.seq));
    // The streamed price of the smallest tier buys on the engine (its last look re-prices on its
    // own book, within the tolerance of the gateway's mirror).
    const latest = [...client.messages].reverse().find((m) => m.kind === 'quoteLadder');
    const tier = latest?.quoteLadder?.tiers?.[0];
    const trade = await browser.call('POST', '/v3/browser/order', {
      symbol: 'BTC/USD',
      side: 'BUY',
      quantity: tier?.quantity,
      price: tier?.ask,
    });
    expect(trade.status, await trade.clone().text()).toBe(200);
    const body = (await trade.json()) as { execution: { price: string; quantity: string } };
    expect(body.execution.price).toBe(tier?.ask);
    client.socket.terminate();
  }, 30_000);

  it('R-SCALE-20: both shards trade on the one simulated market; the active simulator killed, the standby continues it where it stood', async () => {
    const [activeSim, standbySim] = cluster.simulators;
    if (!activeSim || !standbySim) throw new Error('the cluster has two simulators');
    expect(await activeSim.health()).toBe('serving');
    expect(await standbySim.health()).toBe('standby');
    const engine = async (shard: number) => {
      const found = await cluster.activeEngine(shard);
      if (!found) throw new Error(`shard ${shard} has no active engine`);
      return browser.at(found.url);
    };
    type Candle = {
      openTime: number;
      open: string;
      high: string;
      low: string;
      close: string;
      volume: string;
      closed: boolean;
    };
    /** Closed 1-minute candles of a market as one engine holds them, by open time. */
    const closedCandles = async (at: Browser, symbol: string) => {
      const { klines } = await at.json<{ klines: Candle[] }>(
        `/uapi/v1/symbols/klines?symbol=${encodeURIComponent(symbol)}&interval=1m&limit=60`,
      );
      return new Map(klines.filter((k) => k.closed).map((k) => [k.openTime, k]));
    };
    const rates = async (at: Browser) =>
      (await at.json<{ rates: Record<string, string> }>('/uapi/v1/conversion_rates')).rates;
    /** Both shards hold the same candles of both shards' markets, and (at one step) the same
     *  book mids: the rates the home shard values with are the books shard 1 matches on. */
    const shardsAgree = async () => {
      const [home, other] = [await engine(0), await engine(1)];
      for (const symbol of ['BTC/USD', 'SOL/USD']) {
        const [a, b] = [await closedCandles(home, symbol), await closedCandles(other, symbol)];
        const common = [...a.keys()].filter((t) => b.has(t));
        expect(common.length, symbol).toBeGreaterThan(0);
        for (const t of common) expect(b.get(t), `${symbol} ${t}`).toEqual(a.get(t));
      }
      await until('both shards at one step of the market', async () => {
        const [x, y] = [await rates(home), await rates(other)];
        return x['BTC'] === y['BTC'] && x['SOL'] === y['SOL'] ? x : null;
      });
    };
    await shardsAgree();

    // The active simulator dies: the standby, which followed it, continues its markets.
    const before = await closedCandles(await engine(1), 'BTC/USD');
    const ratesBefore = await rates(await engine(0));
    const killedAt = Date.now();
    await activeSim.kill('SIGKILL');
    await until('the standby simulator serving', async () =>
      (await standbySim.health()) === 'serving' ? true : null,
    );
    output.push(
      `takeover: the standby simulator serving ${Date.now() - killedAt} ms after the kill`,
    );
    // The engines follow the new simulator: the market moves again…
    await until('the market moving again', async () => {
      const now = await rates(await engine(0));
      return now['BTC'] !== ratesBefore['BTC'] ? now : null;
    });
    output.push(`takeover: the market moving again ${Date.now() - killedAt} ms after the kill`);
    // …on the same history: every minute closed before the kill is still the same candle.
    const after = await closedCandles(await engine(1), 'BTC/USD');
    const kept = [...before.keys()].filter((t) => after.has(t));
    expect(kept.length).toBeGreaterThan(0);
    for (const t of kept) expect(after.get(t), `BTC/USD ${t}`).toEqual(before.get(t));
    // …and near where it stood.
    const moved = Math.abs(
      Number((await rates(await engine(0)))['BTC']) / Number(ratesBefore['BTC']) - 1,
    );
    expect(moved).toBeLessThan(0.01);
    await shardsAgree();
    // The killed simulator comes back as the standby.
    await activeSim.start('standby');
  });

  it('R-SCALE-21: a Fusion order on shard 1’s market, placed on the home shard: its Edge child rests on shard 1', async () => {
    const [otc] = await query<{ id: number }>(
      "SELECT id FROM subaccounts WHERE name = 'OTC Main' ORDER BY id LIMIT 1",
    );
    const markets = await browser.json<{ markets: { symbol: string }[] }>('/v3/fusion/markets');
    expect(markets.markets.map((m) => m.symbol)).toEqual(
      expect.arrayContaining(['BTC/USD', 'SOL/USD']),
    );
    // Far below the touch: no OTC fill, the whole quantity rests as the Edge child.
    const answer = await browser.call('POST', '/v3/fusion/orders', {
      clientOrderId: `cluster-fusion-${++placed}`,
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.001',
      limitPrice: '40000.00',
      edgeSubaccountId: sub.id,
      otcSubaccountId: Number(otc?.id),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { order } = (await answer.json()) as {
      order: { children: { source: string; status: string; reference: string }[] };
    };
    const edge = order.children.find((c) => c.source === 'EDGE');
    expect(edge?.status).toBe('NEW');
    const orderId = edge?.reference ?? '';
    // Shard 1's id residue, and its own lock row holds the child.
    expect(Number(orderId) % 2).toBe(1);
    const [row] = await query<{ locked: string }>(
      `SELECT locked::text FROM balance_locks WHERE subaccount_id = $1 AND token = 'USD' AND shard = 1`,
      [sub.id],
    );
    expect(compareDecimal(row?.locked ?? '0', '40')).toBeGreaterThanOrEqual(0);
    // Cancelled through the balancer by its id alone: the gateway finds its shard.
    const cancel = await browser.call(
      'POST',
      '/uapi/v1/order/cancel',
      O.CancelOrderRequest.encode({
        orderId,
        hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
      }).finish(),
    );
    expect(cancel.status, await cancel.clone().text()).toBe(200);
  });

  it('R-SCALE-19: orders on two shards hold one balance and list as one; a shard’s engine killed, its standby serves the shard’s orders while the other shard trades on', async () => {
    const [shard0, shard1] = cluster.shards;
    const [active1, standby1] = shard1 ?? [];
    if (!shard0 || !active1 || !standby1) throw new Error('the cluster has two shards of two');
    expect(await cluster.activeEngine(1)).toBe(active1);
    const rows = async () =>
      query<{ shard: number; locked: string }>(
        `SELECT shard, locked::text FROM balance_locks
          WHERE subaccount_id = $1 AND token = 'USD' ORDER BY shard`,
        [sub.id],
      );
    // Resting buys far below the touch on both shards draw on Edge Main's USD.
    const btc = await limitOrder(browser, 'BUY', '0.01', '50000.00', 'GTC', sub, 'BTC/USD');
    const sol = await limitOrder(browser, 'BUY', '1', '100.000', 'GTC', sub, 'SOL/USD');
    const stored = await rows();
    const rowOf = (shard: number) => stored.find((r) => r.shard === shard)?.locked ?? '0';
    expect(compareDecimal(rowOf(0), '100')).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(rowOf(1), '500')).toBeGreaterThanOrEqual(0);
    const openIds = async () =>
      (
        await browser.json<{ orders: { orderId: string }[] }>(
          `/uapi/v1/open_orders?subaccountId=${sub.id}`,
        )
      ).orders.map((o) => o.orderId);
    // Open orders through the balancer: both shards' as one list.
    expect(await openIds()).toEqual(expect.arrayContaining([btc, sol]));
    // The home shard's balances count what both shards' orders hold (it reads shard 1's rows).
    const lockedShown = async () =>
      (
        await browser.json<{ balances: { token: string; locked: string }[] }>(
          `/uapi/v2/token_balances?subaccountId=${sub.id}`,
        )
      ).balances.find((b) => b.token === 'USD')?.locked ?? '0';
    const sum = addDecimal(rowOf(0), rowOf(1));
    await until('the home shard showing both shards’ holds', async () =>
      compareDecimal(await lockedShown(), sum) === 0 ? true : null,
    );
    // Shard 1's active engine dies: its standby loads the shard from PostgreSQL.
    const killedAt = Date.now();
    await active1.kill('SIGKILL');
    await until(
      'shard 1’s standby serving',
      async () => ((await standby1.health()) === 'serving' ? true : null),
      60_000,
    );
    output.push(
      `takeover: shard 1's standby engine serving ${Date.now() - killedAt} ms after the kill`,
    );
    // The other shard never stopped: a SOL/USD order meanwhile is acknowledged.
    const solToo = await limitOrder(browser, 'BUY', '1', '100.000', 'GTC', sub, 'SOL/USD');
    await until('shard 1 through the gateways', async () => {
      const ids = await openIds().catch((): string[] => []);
      return ids.includes(btc) ? ids : null;
    });
    expect(await openIds()).toEqual(expect.arrayContaining([btc, sol, solToo]));
    // A cancel naming no market reaches the shard of the stored order.
    for (const [orderId, market] of [
      [btc, ''],
      [sol, 'SOL/USD'],
      [solToo, ''],
    ] as const) {
      const cancel = await browser.call(
        'POST',
        '/uapi/v1/order/cancel',
        O.CancelOrderRequest.encode({
          market,
          orderId,
          hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
        }).finish(),
      );
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      const answer = O.CancelOrderResponse.decode(new Uint8Array(await cancel.arrayBuffer()));
      expect(answer.success, orderId).toBe(true);
    }
    expect((await rows()).every((r) => compareDecimal(r.locked, '0') === 0)).toBe(true);
    expect(await openIds()).not.toEqual(expect.arrayContaining([btc]));
    // The killed engine comes back as shard 1's standby.
    await active1.start('standby');
    expect(await active1.health()).toBe('standby');
  }, 120_000);

  /** A query on the cluster's PostgreSQL, from the test (not through the venue). */
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      return (await db.query<R>(text, values)).rows;
    } finally {
      await db.end();
    }
  };

  /** Resolves with the line once an output line matching `pattern` shows up. */
  const outputLine = (pattern: RegExp, from: number, ms: number) =>
    until(`output ${pattern}`, () => output.slice(from).find((l) => pattern.test(l)) ?? null, ms);

  /** OTC Main and Cold Vault of the demo institution (a treasury sweep's two accounts). */
  const sweepAccounts = async () => {
    const [pair] = await query<{ otc: number; cold: number; entity_id: number }>(
      `SELECT o.id AS otc, c.id AS cold, o.entity_id FROM subaccounts o
         JOIN subaccounts c ON c.entity_id = o.entity_id AND c.name = 'Cold Vault'
       WHERE o.name = 'OTC Main' ORDER BY o.id LIMIT 1`,
    );
    if (!pair) throw new Error('the demo has OTC Main and Cold Vault');
    return { otc: { id: pair.otc, entity_id: pair.entity_id }, cold: { id: pair.cold } };
  };
  const balance = async (subaccountId: number, token = 'USDC') =>
    (
      await query<{ amount: string }>(
        'SELECT amount::text FROM balances WHERE subaccount_id = $1 AND token = $2',
        [subaccountId, token],
      )
    )[0]?.amount ?? '0';
  /** An enabled daily sweep of 1 USDC, due today (it stands for a rule approved through
   *  maker-checker); returns its id. */
  const insertSweep = async (name: string, entityId: number, from: number, to: number) => {
    const [rule] = await query<{ id: number }>(
      `INSERT INTO treasury_rules (entity_id, name, token, account_id, counterparty_id, trigger,
         action, schedule, status, created_by, created_at, updated_at, active_from)
       SELECT $1, $8, 'USDC', $2, $3, $4, $5, $6, 'enabled', u.id, now(),
         now(), date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       FROM users u WHERE u.email = $7 RETURNING id`,
      [
        entityId,
        from,
        to,
        JSON.stringify({ type: 'TokenBalanceThresholdTrigger', direction: 'above', level: '1' }),
        JSON.stringify({ type: 'TransferTokenByFixedAmount', amount: '1' }),
        JSON.stringify({ type: 'PeriodicSchedule', every: 1, unit: 'days', at: '00:00' }),
        DEMO_TRADER.email,
        name,
      ],
    );
    return Number(rule?.id);
  };
  /** What the active engine's memory says of a subaccount's USDC (through the balancer). */
  const memoryBalance = async (subaccountId: number, token = 'USDC') => {
    const { balances } = await browser.json<{ balances: { token: string; total: string }[] }>(
      `/uapi/v2/token_balances?subaccountId=${subaccountId}`,
    );
    return balances.find((b) => b.token === token)?.total ?? '0';
  };
  /** Two decimal strings of the same amount (PostgreSQL's numeric text keeps its scale). */
  const sameAmount = (a: string, b: string) => compareDecimal(a, b) === 0;
  /** A rule's runs, and the journals its runs booked. */
  const runsOf = (ruleId: number) =>
    query<{ id: number; status: string; outcome: string; journal_id: string }>(
      'SELECT id, status, outcome, journal_id::text FROM treasury_rule_runs WHERE rule_id = $1',
      [ruleId],
    );
  /** The rule's one run, once it is no longer in progress. */
  const runFinished = (ruleId: number) =>
    until(
      'the run completed',
      async () => {
        const rows = await runsOf(ruleId);
        return rows.length === 1 && rows[0]?.status !== 'in_progress' ? rows : null;
      },
      30_000,
    );
  const journalsOf = (ruleId: number) =>
    query<{ journal_id: string }>(
      "SELECT DISTINCT journal_id::text FROM ledger_entries WHERE ref LIKE 'treasury:' || $1 || ':run:%'",
      [ruleId],
    );

  it("R-SCALE-13, R-SCALE-17: the active scheduler killed mid treasury run: the standby takes over and runs it once, and the engine's memory follows it once", async () => {
    const [first, second] = cluster.schedulers;
    if (!first || !second) throw new Error('the cluster has two schedulers');
    expect(await second.health()).toBe('standby');
    const mark = output.length;
    const { otc, cold } = await sweepAccounts();
    const otcBefore = Number(await balance(otc.id));
    expect(Number(await memoryBalance(otc.id))).toBeCloseTo(otcBefore, 8);
    const ruleId = await insertSweep('Scheduler takeover sweep', otc.entity_id, otc.id, cold.id);
    // The active scheduler claimed the period and runs it, holding its transaction for 4 s:
    // it dies now, and PostgreSQL rolls the run back.
    const held = await outputLine(
      /^\[scheduler-1\] fault injection: treasury run (\d+) waits/,
      mark,
      30_000,
    );
    const runId = Number(/treasury run (\d+)/.exec(held)?.[1]);
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    await until(
      'the standby scheduler active',
      async () => ((await second.health()) === 'serving' ? true : null),
      30_000,
    );
    const takeoverMillis = Date.now() - killedAt;
    await outputLine(/^\[scheduler-2\] scheduler lock acquired/, mark, 5_000);
    output.push(
      `takeover: kill -9 of the active scheduler to the standby active ${takeoverMillis} ms`,
    );
    // The new scheduler finds the run still in progress and runs it, once.
    await outputLine(
      new RegExp(`^\\[scheduler-2\\] fault injection: treasury run ${runId} waits`),
      mark,
      30_000,
    );
    const runs = await runFinished(ruleId);
    expect(runs).toMatchObject([{ id: runId, status: 'completed', outcome: 'transferred' }]);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await runsOf(ruleId)).toHaveLength(1);
    expect(await journalsOf(ruleId)).toEqual([{ journal_id: runs[0]?.journal_id }]);
    expect(Number(await balance(otc.id))).toBeCloseTo(otcBefore - 1, 8);
    // The engine heard the run's booking over the bus: its memory (what the screens, the
    // private stream and order checks read) moved once, like the ledger.
    await until("the engine's memory follows the run", async () =>
      sameAmount(await memoryBalance(otc.id), await balance(otc.id)) ? true : null,
    );
    expect(sameAmount(await memoryBalance(cold.id), await balance(cold.id))).toBe(true);
    expect(await query('SELECT id FROM booking_outbox')).toEqual([]);
    // The killed scheduler, started again, waits as the standby.
    await first.start('standby');
    expect(await first.health()).toBe('standby');
  }, 120_000);

  it("R-SCALE-22: the simulated chains run in the active scheduler: with none running a deposit waits, a scheduler started confirms it and the engine's memory holds it once", async () => {
    const [first, second] = cluster.schedulers;
    if (!first || !second) throw new Error('the cluster has two schedulers');
    const [otcRow] = await query<{ id: number }>(
      "SELECT id FROM subaccounts WHERE name = 'OTC Main' ORDER BY id LIMIT 1",
    );
    const otc = Number(otcRow?.id);
    const { address } = await browser.json<{ address: string }>(
      `/uapi/v1/wallet/deposit_address?subaccountId=${otc}&token=SOL&network=SOL`,
    );
    const before = await balance(otc, 'SOL');
    // No scheduler: nothing produces blocks (the engines do not).
    await first.kill('SIGTERM');
    await second.kill('SIGTERM');
    const sent = await browser.call('POST', '/uapi/v1/wallet/simulated_chain/send', {
      subaccountId: otc,
      token: 'SOL',
      network: 'SOL',
      address,
      amount: '1.5',
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { deposit } = (await sent.json()) as { deposit: { id: string } };
    const depositRow = async () =>
      (
        await query<{ status: string; confirmations: number }>(
          'SELECT status, confirmations FROM deposits WHERE id = $1',
          [deposit.id],
        )
      )[0];
    // Two confirmations at a block a second would have completed it by now.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await depositRow()).toEqual({ status: 'pending', confirmations: 0 });
    // A scheduler starts: its chain confirms the deposit and books it through the outbox.
    await first.start();
    await until('the deposit completed', async () =>
      (await depositRow())?.status === 'completed' ? true : null,
    );
    expect(compareDecimal(await balance(otc, 'SOL'), addDecimal(before, '1.5'))).toBe(0);
    await until("the engine's memory holding the deposit", async () =>
      sameAmount(await memoryBalance(otc, 'SOL'), await balance(otc, 'SOL')) ? true : null,
    );
    await new Promise((r) => setTimeout(r, 1_500));
    expect(compareDecimal(await memoryBalance(otc, 'SOL'), addDecimal(before, '1.5'))).toBe(0);
    expect(await query('SELECT id FROM booking_outbox')).toEqual([]);
    await second.start('standby');
  }, 60_000);

  it("R-SCALE-24: report jobs run in the active scheduler: with none running a job stays queued, a scheduler started writes it, its progress reaches the owner's stream and the file holds the Balances page's rows", async () => {
    const [first, second] = cluster.schedulers;
    if (!first || !second) throw new Error('the cluster has two schedulers');
    const [trader] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_TRADER.email,
    ]);
    const client = await open();
    await subscribe(client, `reports:${Number(trader?.id)}`);
    const heard = client.messages.length;
    await first.kill('SIGTERM');
    await second.kill('SIGTERM');
    const made = await browser.call('POST', '/uapi/v1/reports', {
      kind: 'portfolio',
      format: 'csv',
      subaccount_ids: [sub.id],
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { job } = (await made.json()) as { job: { id: number; status: string } };
    expect(job.status).toBe('queued');
    const jobNow = async () =>
      (
        await browser.json<{ job: { status: string; progress: number } }>(
          `/uapi/v1/reports/${job.id}`,
        )
      ).job;
    // No engine runs report jobs: an engine's runner would have written it within a second.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await jobNow()).status).toBe('queued');
    const startedAt = Date.now();
    await first.start();
    await until('the report ready', async () =>
      (await jobNow()).status === 'ready' ? true : null,
    );
    console.log(`report job: ready ${Date.now() - startedAt} ms after a scheduler started`);
    // Its changes reached the owner's stream through the bus and a gateway.
    await client.next(
      (m) => m.kind === 'reportJobUpdate' && m.reportJobUpdate?.status === 'ready',
      heard,
    );
    const page = await browser.json<{
      rows: { token: string; equity_balance: string; available: string; held: string }[];
    }>(`/v4/portfolio_balance?subaccountIds=${sub.id}`);
    const file = await browser.call('GET', `/uapi/v1/reports/${job.id}/file`);
    expect(file.status).toBe(200);
    const lines = parse(await file.text(), { relax_column_count: true }) as string[][];
    const header = lines.findIndex((l) => l[0] === 'Venue');
    const body = lines.slice(header + 1, header + 1 + page.rows.length);
    const amount = (text: string | undefined) => normalizeDecimal(text ?? '');
    expect(body.map((l) => [l[3], amount(l[4]), amount(l[5]), amount(l[6])])).toEqual(
      page.rows.map((r) => [
        r.token,
        normalizeDecimal(r.equity_balance),
        normalizeDecimal(r.available),
        normalizeDecimal(r.held),
      ]),
    );
    // With a scheduler active, a new job is taken at once (the engine's word on the bus), not
    // at the runner's next 5 s sweep.
    const again = await browser.call('POST', '/uapi/v1/reports', {
      kind: 'portfolio',
      format: 'csv',
      subaccount_ids: [sub.id],
    });
    const next = ((await again.json()) as { job: { id: number } }).job;
    const askedAt = Date.now();
    await until('the second report ready', async () =>
      (await browser.json<{ job: { status: string } }>(`/uapi/v1/reports/${next.id}`)).job
        .status === 'ready'
        ? true
        : null,
    );
    console.log(`report job: ready ${Date.now() - askedAt} ms after it was asked for`);
    await second.start('standby');
  }, 90_000);

  it('R-SCALE-4, R-SCALE-6, R-SCALE-17: the active engine killed while a treasury run is in progress: the standby takes over, the run and the day snapshot are done once and the new engine holds the run once, no acknowledged order is lost or doubled', async () => {
    const [active, standby] = cluster.engines;
    if (!active || !standby) throw new Error('the cluster has two engines');
    // The standby waits for the engine lock and serves nothing meanwhile.
    expect(await standby.health()).toBe('standby');
    const refused = await fetch(`${standby.url}/uapi/v1/open_orders?subaccountId=${sub.id}`);
    expect(refused.status).toBe(503);
    expect(JSON.stringify(await refused.json())).toContain('ENGINE_STANDBY');

    // A sweep of 1 USDC a day from OTC Main to Cold Vault, due today (it stands for a rule
    // approved through maker-checker): the active scheduler's next tick claims it.
    const mark = output.length;
    const { otc, cold } = await sweepAccounts();
    const otcBefore = Number(await balance(otc.id));
    const ruleId = await insertSweep('Cluster takeover sweep', otc.entity_id, otc.id, cold.id);

    // Acknowledged orders on both shards and a private stream client from before the kill
    // (the killed engine is the home shard's, which matches SOL/USD).
    const acknowledged: string[] = [];
    for (let i = 0; i < 6; i++) acknowledged.push(await marketBuy(i % 2 ? 'SOL/USD' : 'BTC/USD'));
    const client = await open();
    await subscribe(client, 'book:SOL/USD');
    await subscribe(client, `fills:${sub.id}`);

    // The run is in progress (booked, not committed) when the active engine is killed. The
    // scheduler ticks every 15 s (SCHEDULER_TICK_MS), so the claim comes within that; it
    // commits while no engine runs, and its booking reaches the bus with nobody following.
    const held = await outputLine(
      /^\[scheduler-\d\] fault injection: treasury run (\d+) waits/,
      mark,
      30_000,
    );
    const runId = Number(/treasury run (\d+)/.exec(held)?.[1]);
    // The day's cut-off as if the active engine died before taking it: removed now, while the
    // scheduler's tick waits on the held run (it checks cut-offs after each tick that
    // succeeds), it must be written exactly once, by the engine that takes over, when the
    // scheduler asks.
    const [{ cutoff } = { cutoff: '' }] = await query<{ cutoff: string }>(
      'SELECT max(cutoff)::text AS cutoff FROM eod_runs',
    );
    for (const table of ['eod_prices', 'eod_subaccount_totals', 'eod_snapshots', 'eod_runs'])
      await query(`DELETE FROM ${table} WHERE cutoff = $1`, [cutoff]);
    expect(await standby.health()).toBe('standby');
    expect(await query('SELECT 1 FROM eod_runs WHERE cutoff = $1', [cutoff])).toHaveLength(0);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const epochOf = async () =>
      Number(
        (await query<{ epoch: string }>('SELECT epoch::text FROM engine_epoch WHERE id = 1'))[0]
          ?.epoch,
      );
    const epochBefore = await epochOf();
    const killedAt = Date.now();
    await active.kill('SIGKILL');
    const from = client.messages.length;
    // Meanwhile the gateways answer for a missing engine; nothing is acknowledged.
    const down = await browser.call('GET', `/uapi/v1/open_orders?subaccountId=${sub.id}`);
    expect(down.status).toBe(502);
    expect(JSON.stringify(await down.json())).toContain('ENGINE_UNAVAILABLE');
    await until(
      'the standby serving',
      async () => ((await standby.health()) === 'serving' ? true : null),
      120_000,
    );
    const servingMillis = Date.now() - killedAt;
    // The new engine raised the engine epoch before it loaded the venue (R-SCALE-11).
    expect(await epochOf()).toBe(epochBefore + 1);
    await outputLine(
      new RegExp(
        `^\\[shard-0-engine-2\\] engine lock acquired \\(engine epoch ${epochBefore + 1}\\)`,
      ),
      0,
      10_000,
    );
    await until('a call through the balancer answered by the new engine', async () =>
      (await browser.call('GET', `/uapi/v1/open_orders?subaccountId=${sub.id}`)).status === 200
        ? true
        : null,
    );
    const throughBalancerMillis = Date.now() - killedAt;
    output.push(
      `takeover: kill -9 of the active engine to the standby serving ${servingMillis} ms, ` +
        `to a call through HAProxy answered ${throughBalancerMillis} ms (load average ${load})`,
    );

    // The held run: finished once by the scheduler; one transfer in the ledger, and the new
    // engine's memory holds it once (loaded, heard on the bus, or both).
    const runs = await runFinished(ruleId);
    expect(runs).toMatchObject([{ id: runId, status: 'completed', outcome: 'transferred' }]);
    expect(await journalsOf(ruleId)).toEqual([{ journal_id: runs[0]?.journal_id }]);
    expect(Number(await balance(otc.id))).toBeCloseTo(otcBefore - 1, 8);
    await until('the new engine holds the run', async () =>
      sameAmount(await memoryBalance(otc.id), await balance(otc.id)) ? true : null,
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(sameAmount(await memoryBalance(otc.id), await balance(otc.id))).toBe(true);
    expect(sameAmount(await memoryBalance(cold.id), await balance(cold.id))).toBe(true);

    // The day's cut-off: written once, by the engine that took over.
    const eod = await until('the cut-off caught up', async () => {
      const rows = await query<{ source: string; rows: number }>(
        'SELECT source, rows FROM eod_runs WHERE cutoff = $1',
        [cutoff],
      );
      return rows.length > 0 ? rows : null;
    });
    expect(eod).toMatchObject([{ source: 'catch_up' }]);
    const [written] = await query<{ n: string }>(
      'SELECT count(*)::text AS n FROM eod_snapshots WHERE cutoff = $1',
      [cutoff],
    );
    expect(Number(written?.n)).toBe(eod[0]?.rows);
    expect(eod[0]?.rows).toBeGreaterThan(0);

    // Every acknowledged order exactly once; a retried create is the same order.
    const history = await browser.json<{ orders: { orderId: string }[] }>(
      `/uapi/v1/order_history?subaccountId=${sub.id}&limit=200`,
    );
    for (const id of acknowledged)
      expect(history.orders.filter((o) => o.orderId === id)).toHaveLength(1);
    placed--;
    expect(await marketBuy('SOL/USD')).toBe(acknowledged.at(-1));
    // The client kept its gateway socket: a fresh book from the new engine, then deltas in
    // sequence, and a fill made by the new engine on its private topic.
    await client.next((m) => m.bookSnapshot?.symbol === 'SOL/USD', from, 15_000);
    const orderId = await marketBuy('SOL/USD');
    await client.next((m) => m.fillUpdate?.orderId === orderId, from, 15_000);
    await until('book deltas from the new engine', () =>
      checksumsBySeq(client.messages.slice(from), 'SOL/USD').size > 5 ? true : null,
    );
    client.socket.terminate();
  }, 240_000);

  it('R-SCALE-7: one engine holds the engine lock; a restarted engine waits as standby; an engine whose lock session ends stops at once', async () => {
    const [restarted, active] = cluster.engines;
    if (!restarted || !active) throw new Error('the cluster has two engines');
    // The killed engine comes back as the standby: it waits for the lock, serving nothing.
    await restarted.start('standby');
    expect(await restarted.health()).toBe('standby');
    const locks = () =>
      query<{ pid: number; granted: boolean }>(
        `SELECT pid, granted FROM pg_locks WHERE locktype = 'advisory'
           AND (classid::bigint << 32) + objid::bigint = $1::bigint ORDER BY granted DESC`,
        [ENGINE_LOCK_KEY],
      );
    const held = await until('the standby waiting on the lock', async () => {
      const rows = await locks();
      return rows.length === 2 ? rows : null;
    });
    expect(held.map((l) => l.granted)).toEqual([true, false]);
    // The active engine's lock session ends (what a lost connection does): it must stop, and
    // the lock goes to the waiting engine.
    const exited = active.exited();
    await query('SELECT pg_terminate_backend($1)', [held[0]?.pid]);
    expect(await exited).toBe(70);
    const next = await until('the lock granted to the standby', async () => {
      const rows = await locks();
      return rows.length === 1 && rows[0]?.granted ? rows : null;
    });
    expect(next[0]?.pid).toBe(held[1]?.pid);
  }, 60_000);
});
