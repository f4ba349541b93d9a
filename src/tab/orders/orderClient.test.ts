import { describe, expect, it } from 'vitest';
import { desk } from '../../../proto/gen/messages.js';
import type { CoreFailure, RestCall, RestResult } from '../../../workers/api';
import { createOrderClient, CREATE_PATH, EDIT_PATH } from './orderClient';

const venue = { accountType: 0, accountId: 11, subaccountId: 101 };
const order = {
  market: 'BTC/USD',
  side: 'BUY' as const,
  orderType: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '0.5',
  limitPrice: '100.5',
};

function accepted(clientOrderId: string): RestResult {
  const bytes = desk.orders.CreateOrderResponse.encode({
    success: true,
    data: {
      orderId: '42',
      status: desk.orders.OrderStatus.NEW,
      request: { market: 'BTC/USD', clientOrderId, quantity: '0.5', side: desk.orders.Side.BUY },
    },
  }).finish();
  return { ok: true, status: 200, data: null, bytes };
}

const network: CoreFailure = {
  kind: 'network',
  status: null,
  message: 'Something went wrong',
  errors: [],
};

function script(...answers: ((call: RestCall, id: string) => RestResult | CoreFailure)[]) {
  const calls: RestCall[] = [];
  const ids: string[] = [];
  const toasts: string[] = [];
  const client = createOrderClient({
    core: {
      request: async <T>(call: RestCall): Promise<RestResult<T>> => {
        calls.push(call);
        const body = call.body;
        if (body?.kind !== 'protobuf') throw new Error('not protobuf');
        const id =
          call.path === EDIT_PATH
            ? desk.orders.EditOrderRequest.decode(body.bytes).clientOrderId
            : desk.orders.OrderRequest.decode(body.bytes).clientOrderId;
        ids.push(id);
        const answer = answers[calls.length - 1];
        if (!answer) throw new Error('unexpected call');
        const r = answer(call, id);
        if ('kind' in r) throw r;
        return r as RestResult<T>;
      },
    },
    newId: (() => {
      let n = 0;
      return () => `00000000-0000-4000-8000-00000000000${++n}`;
    })(),
    sleep: async () => undefined,
    toast: (t) => void toasts.push(t),
  });
  return { client, calls, ids, toasts };
}

describe('R-SHELL-29 order client: idempotent create', () => {
  it('retries a network failure with the SAME client order id, and places one order', async () => {
    const s = script(
      () => network,
      () => network,
      (_c, id) => accepted(id),
    );
    const out = await s.client.create(order, venue);
    expect(out.kind).toBe('accepted');
    expect(s.calls).toHaveLength(3);
    expect(new Set(s.ids).size).toBe(1);
    expect(s.ids[0]).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
    expect(s.calls.every((c) => c.path === CREATE_PATH && c.binaryResponse === true)).toBe(true);
    expect(s.toasts).toEqual([]);
    if (out.kind === 'accepted') expect(out.order?.clientOrderId).toBe(s.ids[0]);
  });

  it('two user actions get two ids', async () => {
    const s = script(
      (_c, id) => accepted(id),
      (_c, id) => accepted(id),
    );
    await s.client.create(order, venue);
    await s.client.create(order, venue);
    expect(s.ids[0]).not.toBe(s.ids[1]);
  });

  it('gives up after the retries and shows the spec 8 text once', async () => {
    const s = script(...Array.from({ length: 5 }, () => () => network));
    const out = await s.client.create(order, venue);
    expect(out.kind).toBe('failed');
    expect(s.calls).toHaveLength(5);
    expect(new Set(s.ids).size).toBe(1);
    expect(s.toasts).toEqual(['Something went wrong']);
  });

  it('does not retry an answer: a REJECTED order shows its reason', async () => {
    const s = script((_c, id) => {
      const bytes = desk.orders.CreateOrderResponse.encode({
        success: false,
        error: { code: 403, message: 'This account cannot trade' },
        data: {
          orderId: '7',
          status: desk.orders.OrderStatus.REJECTED,
          reason: 'This account cannot trade',
          request: { clientOrderId: id },
        },
      }).finish();
      return { ok: true, status: 200, data: null, bytes };
    });
    const out = await s.client.create(order, venue);
    expect(out).toMatchObject({ kind: 'rejected', reason: 'This account cannot trade' });
    expect(out.kind === 'rejected' && out.order?.status).toBe('REJECTED');
    expect(s.calls).toHaveLength(1);
    expect(s.toasts).toEqual(['This account cannot trade']);
  });

  it('a 400 is invalid input, with the reasons joined by line breaks', async () => {
    const s = script(() => ({
      ok: false,
      status: 400,
      errors: [
        { code: 'VALIDATION', message: 'quantity must be positive' },
        { code: 'VALIDATION', message: 'limitPrice is off tick' },
      ],
      data: null,
    }));
    const out = await s.client.create(order, venue);
    expect(out.kind).toBe('invalid');
    expect(s.toasts).toEqual(['quantity must be positive\nlimitPrice is off tick']);
  });

  it('edit carries its own id and cancel params, retried with the same id', async () => {
    const s = script(
      () => network,
      (_c, id) => accepted(id),
    );
    const out = await s.client.edit(
      {
        cancelParams: { market: 'BTC/USD', orderId: '42', side: 'BUY' },
        orderType: 'LIMIT',
        quantity: '1',
        limitPrice: '101',
      },
      venue,
    );
    expect(out.kind).toBe('accepted');
    expect(s.ids[0]).toBe(s.ids[1]);
    const body = s.calls[0]?.body;
    const decoded = desk.orders.EditOrderRequest.decode(
      body?.kind === 'protobuf' ? body.bytes : new Uint8Array(),
    );
    expect(decoded.cancelParams?.orderId).toBe('42');
    expect(decoded.limitPrice).toBe('101');
  });
});
