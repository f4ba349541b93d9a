import { describe, expect, it } from 'vitest';
import type { CoreFailure } from '../types';
import { RestClient, buildUrl } from './rest';
import type { CallIdentity } from './rest';
import { FakeTransport, settle } from './testing/fakes';

const ORIGIN = 'https://desk.test';
const who: CallIdentity = {
  token: 'tok-1',
  csrf: 'csrf-1',
  visitorId: 'visitor-1',
  entityId: 'entity-7',
  accountId: 'account-3',
};

function client(): { rest: RestClient; transport: FakeTransport } {
  const transport = new FakeTransport();
  return { rest: new RestClient(transport, ORIGIN), transport };
}

async function rejection(promise: Promise<unknown>): Promise<CoreFailure> {
  try {
    await promise;
  } catch (error) {
    return error as CoreFailure;
  }
  throw new Error('expected a rejection');
}

describe('R-CORE-1 RestClient headers and bodies', () => {
  it('sends every common header of spec 7.1 with a JSON body', async () => {
    const { rest, transport } = client();
    transport.on('POST', '/api/thing', { status: 200, json: { success: true } });
    const answer = await rest.exchange(
      { method: 'POST', path: '/api/thing', body: { kind: 'json', value: { a: 1, b: 'x' } } },
      who,
      null,
    );
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const [request] = transport.requests;
    expect(request?.url).toBe('https://desk.test/api/thing');
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'csrf-1',
      'X-Product-Channel': 'web',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
      'X-Visitor-Id': 'visitor-1',
      'X-Entity-Id': 'entity-7',
      'X-Account-Id': 'account-3',
    });
    expect(request?.body).toBe('{"a":1,"b":"x"}');
  });

  it('leaves out unknown values: no token, csrf, entity or account', async () => {
    const { rest, transport } = client();
    transport.on('GET', '/api/x', { status: 200, json: {} });
    await rest.exchange(
      { method: 'GET', path: '/api/x' },
      { token: null, csrf: null, visitorId: 'v', entityId: null, accountId: null },
      null,
    );
    expect(transport.requests[0]?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Product-Channel': 'web',
      'Content-Type': 'application/json',
      'X-Visitor-Id': 'v',
    });
    expect(transport.requests[0]?.body).toBeUndefined();
  });

  it('builds GET query strings from key/value pairs, encoded', () => {
    expect(buildUrl(ORIGIN, { method: 'GET', path: '/uapi/v1/trades' })).toBe(
      'https://desk.test/uapi/v1/trades',
    );
    expect(
      buildUrl(ORIGIN, {
        method: 'GET',
        path: '/uapi/v1/trades',
        query: { symbol: 'BTC/USD', limit: 50, open: true, note: 'a b&c' },
      }),
    ).toBe('https://desk.test/uapi/v1/trades?symbol=BTC%2FUSD&limit=50&open=true&note=a+b%26c');
    expect(buildUrl(ORIGIN, { method: 'GET', path: '/x?a=1', query: { b: 2 } })).toBe(
      'https://desk.test/x?a=1&b=2',
    );
  });

  it('form-encodes form bodies with their content type', async () => {
    const { rest, transport } = client();
    transport.on('POST', '/api/change_password', { status: 200, json: { success: true } });
    await rest.exchange(
      {
        method: 'POST',
        path: '/api/change_password',
        body: {
          kind: 'form',
          value: { old_password: 'a&b', new_password: 'c d', email_otp: '123456' },
        },
      },
      who,
      null,
    );
    const request = transport.requests[0];
    expect(request?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe('old_password=a%26b&new_password=c+d&email_otp=123456');
  });

  it('sends protobuf bytes as they are and reads a binary answer', async () => {
    const { rest, transport } = client();
    const answer = new Uint8Array([8, 1, 18, 2]);
    transport.on('POST', '/uapi/v1/order/create', { status: 200, bytes: answer });
    const sent = new Uint8Array([10, 3, 66, 84, 67]);
    const response = await rest.exchange(
      {
        method: 'POST',
        path: '/uapi/v1/order/create',
        body: { kind: 'protobuf', bytes: sent },
        binaryResponse: true,
      },
      who,
      null,
    );
    const request = transport.requests[0];
    expect(request?.headers['Content-Type']).toBe('application/x-protobuf');
    expect(request?.headers['Accept']).toBe('application/x-protobuf');
    expect(request?.body).toBe(sent);
    expect(response.bytes).toEqual(answer);
    expect(response.body).toBeNull();
  });

  it('reads a failed binary call as JSON (the error body)', async () => {
    const { rest, transport } = client();
    transport.on('DELETE', '/uapi/v1/order/cancel', {
      status: 409,
      json: { errors: [{ code: 'CONFLICT', message: 'gone' }] },
    });
    const response = await rest.exchange(
      {
        method: 'DELETE',
        path: '/uapi/v1/order/cancel',
        body: { kind: 'protobuf', bytes: new Uint8Array([1]) },
        binaryResponse: true,
      },
      who,
      null,
    );
    expect(response).toEqual({
      status: 409,
      body: { errors: [{ code: 'CONFLICT', message: 'gone' }] },
    });
  });

  it('keeps a non-JSON answer as text', async () => {
    const { rest, transport } = client();
    transport.on('GET', '/metrics', { status: 200, text: 'up 1' });
    expect((await rest.exchange({ method: 'GET', path: '/metrics' }, who, null)).body).toBe('up 1');
  });

  it('rejects with a network error when no answer arrives', async () => {
    const { rest, transport } = client();
    transport.on('GET', '/api/x', 'network-error');
    await expect(rest.exchange({ method: 'GET', path: '/api/x' }, who, null)).rejects.toMatchObject(
      { network: true },
    );
  });
});

describe('R-CORE-3 R-CORE-4 RestClient cancellation and blocking', () => {
  it('cancels a call by key: "ajax call was cancelled"', async () => {
    const { rest, transport } = client();
    transport.hold('GET', '/slow', { status: 200, json: {} });
    const pending = rejection(rest.exchange({ method: 'GET', path: '/slow' }, who, 'r1'));
    await settle();
    rest.cancel('r1');
    expect(await pending).toEqual({
      kind: 'cancelled',
      status: null,
      message: 'ajax call was cancelled',
      errors: [],
    });
    expect(transport.requests[0]?.signal.aborted).toBe(true);
  });

  it('ignores cancelling unknown or finished calls', async () => {
    const { rest, transport } = client();
    transport.on('GET', '/fast', { status: 200, json: { a: 1 } });
    await rest.exchange({ method: 'GET', path: '/fast' }, who, 'r1');
    expect(() => rest.cancel('r1')).not.toThrow();
    expect(() => rest.cancel('nope')).not.toThrow();
  });

  it('a block aborts in-flight calls except bypass ones, rejects new ones, and unblock restores', async () => {
    const { rest, transport } = client();
    const releaseSlow = transport.hold('GET', '/slow', { status: 200, json: { slow: true } });
    const releaseBypass = transport.hold('GET', '/bypass', { status: 200, json: { bypass: true } });
    const slow = rejection(rest.exchange({ method: 'GET', path: '/slow' }, who, null));
    const bypass = rest.exchange({ method: 'GET', path: '/bypass', bypassBlock: true }, who, null);
    await settle();

    rest.block();
    expect(rest.isBlocked).toBe(true);
    expect(await slow).toEqual({
      kind: 'blocked',
      status: null,
      message: 'Requests are blocked',
      errors: [],
    });
    releaseBypass();
    expect((await bypass).body).toEqual({ bypass: true });

    const sentBefore = transport.requests.length;
    expect(
      await rejection(rest.exchange({ method: 'GET', path: '/slow' }, who, null)),
    ).toMatchObject({
      kind: 'blocked',
      message: 'Requests are blocked',
    });
    expect(transport.requests.length).toBe(sentBefore); // never reached the network
    transport.on('GET', '/other', { status: 200, json: { other: true } });
    expect(
      (await rest.exchange({ method: 'GET', path: '/other', bypassBlock: true }, who, null)).body,
    ).toEqual({
      other: true,
    });

    rest.unblock();
    releaseSlow();
    expect((await rest.exchange({ method: 'GET', path: '/slow' }, who, null)).body).toEqual({
      slow: true,
    });
  });
});
