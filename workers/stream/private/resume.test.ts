// The data core resumes private topics by sequence after a dropped socket (docs/stream-protocol.md
// "Resuming private topics"): it asks for what it missed, reads nothing over REST when the
// gateway says `resumed`, and falls back to the REST reload when it does not.
import { describe, expect, it } from 'vitest';
import { desk } from '../../../proto/gen/messages.js';
import { makeHarness } from '../../core/testing/harness';
import type { Frame, TopicState } from '../../types';
import { FakeStreamServer, type FakeWebSocket } from '../testing/fake-socket';
import { libraryTimersOn } from '../testing/library-timers';

const ORDERS = 'orders:7';
const FILLS = 'fills:7';

const fill = (seq: number, fillId: string) => ({
  fillUpdate: {
    seq,
    accountId: 1,
    subaccountId: 7,
    fillId,
    orderId: `o-${fillId}`,
    clientOrderId: '',
    symbol: 'BTC/USD',
    side: 'BUY',
    price: '100',
    quantity: '1',
    fee: '0',
    feeToken: 'USD',
    liquidity: 'TAKER',
    realizedPnl: '0',
    fillTime: 1_700_000_000_000 + seq,
  },
});

function setup() {
  const server = new FakeStreamServer();
  const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
  libraryTimersOn(h.time);
  for (const path of ['/uapi/v1/open_orders', '/uapi/v1/order_history'])
    h.transport.on('GET', path, { status: 200, json: { orders: [] } });
  h.transport.on('GET', '/uapi/v1/get_fills', { status: 200, json: { fills: [] } });
  return { h, server };
}

const subscribesOf = (socket: FakeWebSocket) =>
  socket.sent.flatMap((m) => (m.subscribe ? [m.subscribe] : []));

/** Answers each Subscribe of the socket with Subscribed. */
function answer(socket: FakeWebSocket, resumed: boolean, seq: number): void {
  for (const s of subscribesOf(socket))
    socket.serve({
      subscribed: { topic: s.topic ?? '', requestId: s.requestId ?? 0, resumed, seq },
    });
}

/** The tab holds `topics`; the gateway answers them fresh at `seq`, then the socket drops. */
async function heldThenDropped(topics: readonly string[], seq: number) {
  const { h, server } = setup();
  h.attach('a', { token: 'tok' });
  topics.forEach((topic, i) => h.core.subscribe('a', String(i + 1), topic));
  await h.time.advance(0);
  server.last.accept();
  answer(server.last, false, seq);
  await h.time.advance(0);
  server.last.drop();
  await h.time.advance(250);
  server.last.accept();
  return { h, server };
}

function latest(frames: readonly Frame[] | undefined, topic: string): TopicState | undefined {
  return (frames ?? []).flatMap((f) => f.topics.filter((t) => t.topic === topic)).at(-1);
}

describe('R-CORE-33 private topics resume by sequence', () => {
  it('resubscribes from the seq it holds; resumed, it reads nothing over REST and misses nothing', async () => {
    const { h, server } = setup();
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', ORDERS);
    h.core.subscribe('a', '2', FILLS);
    await h.time.advance(0);
    server.last.accept();
    // A fresh subscription starts without a seq and reads over REST at once.
    expect(subscribesOf(server.last).map((s) => Number(s.fromSeq ?? 0))).toEqual([0, 0]);
    answer(server.last, false, 5);
    server.last.serveBatch([fill(6, 'f6')]);
    await h.time.advance(0);
    const restBefore = h.transport.requests.length;
    expect(h.transport.requestsTo('/uapi/v1/get_fills')).toHaveLength(1);

    server.last.drop();
    await h.time.advance(250);
    server.last.accept();
    // Orders last held at 5 (the Subscribed seq), fills at 6 (the last fill).
    const again = subscribesOf(server.last);
    expect(Object.fromEntries(again.map((s) => [s.topic, Number(s.fromSeq ?? 0)]))).toEqual({
      [ORDERS]: 5,
      [FILLS]: 6,
    });
    await h.time.advance(0);
    // Nothing read over REST before the gateway answers.
    expect(h.transport.requests.length).toBe(restBefore);
    answer(server.last, true, 8);
    server.last.serveBatch([fill(7, 'f7')]);
    server.last.serveBatch([fill(8, 'f8')]);
    await h.time.advance(0);
    expect(h.transport.requests.length).toBe(restBefore);
    const fills = latest(h.allFrames.get('a'), FILLS);
    if (fills?.kind !== 'fills') throw new Error('no fills state');
    expect(fills.fills.map((f) => f.fillId).sort()).toEqual(['f6', 'f7', 'f8']);
    expect(latest(h.allFrames.get('a'), ORDERS)).toMatchObject({ status: 'live' });
  });

  it('not resumed: the current state, then the REST reload, as before', async () => {
    const { h, server } = await heldThenDropped([ORDERS, FILLS], 5);
    await h.time.advance(0);
    expect(latest(h.allFrames.get('a'), ORDERS)).toMatchObject({ status: 'reconciling' });
    const fillsRead = h.transport.requestsTo('/uapi/v1/get_fills').length;
    const ordersRead = h.transport.requestsTo('/uapi/v1/open_orders').length;
    answer(server.last, false, 40);
    await h.time.advance(0);
    expect(h.transport.requestsTo('/uapi/v1/get_fills')).toHaveLength(fillsRead + 1);
    expect(h.transport.requestsTo('/uapi/v1/open_orders')).toHaveLength(ordersRead + 1);
    expect(latest(h.allFrames.get('a'), ORDERS)).toMatchObject({ status: 'live' });
    // The gateway's seq is what the next resubscription resumes from.
    server.last.drop();
    await h.time.advance(250);
    server.last.accept();
    expect(subscribesOf(server.last).map((s) => Number(s.fromSeq ?? 0))).toEqual([40, 40]);
  });

  it('a resubscription refused with an error falls back to the REST reload', async () => {
    const { h, server } = await heldThenDropped([FILLS], 3);
    const before = h.transport.requestsTo('/uapi/v1/get_fills').length;
    const [s] = subscribesOf(server.last);
    server.last.serve({
      error: {
        code: desk.stream.ErrorCode.INTERNAL,
        message: 'Private topic unavailable, try again',
        requestId: s?.requestId ?? 0,
      },
    });
    await h.time.advance(0);
    expect(h.transport.requestsTo('/uapi/v1/get_fills')).toHaveLength(before + 1);
  });
});
