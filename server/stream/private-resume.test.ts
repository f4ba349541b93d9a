// Resuming private topics by sequence (docs/stream-protocol.md "Resuming private topics"):
// a client that lost its socket subscribes again with the last seq it holds and is sent what it
// missed, or, when the gateway cannot prove it holds all of it, the current state as before.
// Real venue, real sockets, real orders through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postOrder, subaccountNamed } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';

const O = desk.orders;
type ServerMessage = desk.stream.ServerMessage;
const TAIL = 4;

const seqOf = (m: ServerMessage): number =>
  Number(
    m.orderUpdate?.seq ??
      m.fillUpdate?.seq ??
      m.balanceUpdate?.seq ??
      m.positionUpdate?.seq ??
      m.riskUpdate?.seq ??
      -1,
  );

describe('R-SRV-36 private topics resume by sequence', () => {
  let venue: TestVenue;
  let token: string;
  let url: string;
  let sub: { id: number; accountId: number };
  let n = 0;
  const clients: StreamClient[] = [];

  async function open(): Promise<StreamClient> {
    const client = await StreamClient.open(url, token);
    clients.push(client);
    return client;
  }

  async function subscribe(client: StreamClient, topic: string, fromSeq?: number) {
    const requestId = client.subscribe(topic, fromSeq);
    const answer = await client.next(
      (m) => m.kind === 'subscribed' && m.subscribed?.requestId === requestId,
    );
    return answer.subscribed!;
  }

  /** A market buy that fills; resolves with its order id. */
  async function buy(): Promise<string> {
    const res = await postOrder(venue, token, {
      clientOrderId: `resume-${++n}`,
      market: 'BTC/USD',
      side: O.Side.BUY,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '0.01',
      hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = O.CreateOrderResponse.decode(res.rawPayload);
    return created.data?.orderId ?? '';
  }

  beforeAll(async () => {
    // A short tail, so that a client can fall behind what the gateway keeps.
    venue = await createTestVenue('pglite', { stream: { privateTailUpdates: TAIL } });
    token = await signIn(venue, DEMO_TRADER);
    sub = await subaccountNamed(venue, 'Edge Main');
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    url = streamUrlOf(venue.app.server.address());
  });

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await venue.dispose();
  });

  it('a commit reaches a socket in one frame; a resubscription after it gets exactly what was missed', async () => {
    const first = await open();
    const topics = [`orders:${sub.id}`, `fills:${sub.id}`, `balances:${sub.id}`];
    const fresh = await Promise.all(topics.map((t) => subscribe(first, t)));
    // A fresh subscription: the current state, at the subaccount's current seq.
    expect(fresh.map((s) => s.resumed)).toEqual([false, false, false]);
    const current = Number(fresh[0]!.seq);
    expect(fresh.map((s) => Number(s.seq))).toEqual([current, current, current]);

    const seen = first.messages.length;
    const framesBefore = first.frames.length;
    const firstOrder = await buy();
    const fill = await first.next(
      (m) => m.kind === 'fillUpdate' && m.fillUpdate?.orderId === firstOrder,
      seen,
    );
    const held = seqOf(fill);
    expect(held).toBe(current + 1);
    await first.barrier();
    // The order, its fill and the balances it moved left in one frame (a Batch).
    const commitFrames = first.frames
      .slice(framesBefore)
      .map((f) => desk.stream.ServerMessage.decode(f))
      .filter((m) => m.kind === 'batch' || seqOf(m) === held);
    expect(commitFrames).toHaveLength(1);
    const kinds = (commitFrames[0]!.batch?.messages ?? []).map(
      (b) => desk.stream.ServerMessage.decode(b).kind,
    );
    expect(kinds).toContain('orderUpdate');
    expect(kinds).toContain('fillUpdate');
    expect(kinds).toContain('balanceUpdate');

    // The socket dies; an order fills while the client is away.
    first.socket.terminate();
    await first.closed;
    const missedOrder = await buy();

    const second = await open();
    const fills = await subscribe(second, `fills:${sub.id}`, held);
    expect(fills.resumed).toBe(true);
    expect(Number(fills.seq)).toBe(held + 1);
    const orders = await subscribe(second, `orders:${sub.id}`, held);
    expect(orders.resumed).toBe(true);
    await second.barrier();
    const replayedFills = second.messages.filter((m) => m.kind === 'fillUpdate');
    // Exactly the missed fill: nothing the client held is sent again.
    expect(replayedFills.map((m) => m.fillUpdate?.orderId)).toEqual([missedOrder]);
    expect(replayedFills.map(seqOf)).toEqual([held + 1]);
    const replayedOrders = second.messages.filter((m) => m.kind === 'orderUpdate');
    expect(replayedOrders.map((m) => m.orderUpdate?.order?.orderId)).toEqual([missedOrder]);
    expect(replayedOrders[0]?.orderUpdate?.order?.status).toBe(O.OrderStatus.FILLED);

    // And live updates follow the replay, each once.
    const after = second.messages.length;
    const liveOrder = await buy();
    await second.next((m) => m.kind === 'fillUpdate' && m.fillUpdate?.orderId === liveOrder, after);
    await second.barrier();
    const allFills = second.messages
      .filter((m) => m.kind === 'fillUpdate')
      .map((m) => m.fillUpdate?.orderId);
    expect(allFills).toEqual([missedOrder, liveOrder]);
  });

  it('without proof of every update since from_seq, the current state instead (not resumed)', async () => {
    const client = await open();
    const before = Number((await subscribe(client, `positions:${sub.id}`)).seq);
    // More commits than the gateway keeps: a client at `before` cannot be told all it missed.
    for (let i = 0; i < TAIL + 1; i++) await buy();
    const old = await subscribe(client, `orders:${sub.id}`, before);
    expect(old.resumed).toBe(false);
    const current = Number(old.seq);
    expect(current).toBe(before + TAIL + 1);
    // The last TAIL commits it still holds.
    const recent = await subscribe(client, `fills:${sub.id}`, current - TAIL);
    expect(recent.resumed).toBe(true);
    // Ahead of the gateway (another database, or a lagging gateway): never trusted.
    const ahead = await subscribe(client, `balances:${sub.id}`, current + 50);
    expect(ahead.resumed).toBe(false);
    expect(Number(ahead.seq)).toBe(current);
    await client.barrier();
    expect(client.messages.some((m) => m.kind === 'balanceUpdate')).toBe(true);
    // Operators see both outcomes, and what the tail holds.
    const metrics = (await venue.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^stream_private_resumes_total\{outcome="resumed"\} [1-9]/m);
    expect(metrics).toMatch(/^stream_private_resumes_total\{outcome="reloaded"\} [1-9]/m);
    expect(metrics).toMatch(/^stream_private_tail_bytes [1-9]/m);
  });

  it('from_seq on a subaccount the user may not read is refused like any subscription', async () => {
    const client = await open();
    const other = await venue.db
      .selectFrom('subaccounts')
      .select('id')
      .where('id', '!=', sub.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const requestId = client.subscribe(`fills:${other.id + 100_000}`, 5);
    const error = await client.next((m) => m.kind === 'error' && m.error?.requestId === requestId);
    expect(error.error?.code).toBe(desk.stream.ErrorCode.UNKNOWN_TOPIC);
  });

  it('a malformed from_seq is a malformed frame', async () => {
    const client = await open();
    client.send({ subscribe: { topic: `fills:${sub.id}`, requestId: 9, fromSeq: -3 } });
    const closed = await client.closed;
    expect(closed.code).toBeGreaterThanOrEqual(4000);
  });
});
