// What server tests do as a signed-in demo user after createTestVenue and signIn: JSON and
// binary posts carrying the CSRF pair and the bearer token, and the seeded subaccounts by name.
import type { LightMyRequestResponse } from 'fastify';
import { desk } from '../../proto/gen/messages.js';
import { bearer, csrfHeaders, type TestVenue } from './test-app';

type Venue = Pick<TestVenue, 'app'>;

export interface DemoSubaccount {
  readonly id: number;
  readonly accountId: number;
}

/** A seeded subaccount by its name ('Edge Main', 'Edge Futures', 'OTC Main', …). */
export async function subaccountNamed(
  venue: Pick<TestVenue, 'db'>,
  name: string,
): Promise<DemoSubaccount> {
  const row = await venue.db
    .selectFrom('subaccounts')
    .select(['id', 'account_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { id: row.id, accountId: row.account_id };
}

/** POST a JSON body as the signed-in user. */
export function postJson(
  venue: Venue,
  token: string,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return venue.app.inject({
    method: 'POST',
    url,
    headers: { ...csrfHeaders(), ...bearer(token) },
    payload,
  });
}

/** POST a protobuf body (the binary order calls) as the signed-in user. */
export function postBinary(
  venue: Venue,
  token: string,
  url: string,
  body: Uint8Array | Buffer | string,
): Promise<LightMyRequestResponse> {
  return venue.app.inject({
    method: 'POST',
    url,
    headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/x-protobuf' },
    payload: Buffer.from(body),
  });
}

/** POST an OrderRequest to /uapi/v1/order/create as the signed-in user. */
export function postOrder(
  venue: Venue,
  token: string,
  request: desk.orders.IOrderRequest,
): Promise<LightMyRequestResponse> {
  return postBinary(
    venue,
    token,
    '/uapi/v1/order/create',
    desk.orders.OrderRequest.encode(request).finish(),
  );
}
