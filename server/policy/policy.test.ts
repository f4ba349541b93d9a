// The authorization policy through HTTP and the stream: the contract's order and codes, the
// holes it closes (IP allowlists behind X-Entity-Id, settings, cancel and edit without canTrade,
// roles checked nowhere), read selections, the permissions and UI views calls, the refusal
// feed, the start-up check and bad URLs. The exhaustive route × role × flag × entity × IP
// matrix is matrix.test.ts.
import fc from 'fast-check';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { DEFAULT_ROLE_MATRIX, type Action } from '../../domain/permissions';
import { installErrorHandler } from '../http/errors';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  DEMO_AUDITOR,
  DEMO_RESTRICTED_ENTITY,
  DEMO_TRAVELLER,
  DEMO_VIEWER,
} from '../seed/security-constants';
import { subaccountNamed, type DemoSubaccount } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { accessProblems } from './access';
import { declaredRoutes, installPolicy, type RefusalEvent } from './hook';
import { mayActForEntity, mayReadSubaccount } from './policy';

const O = desk.orders;
const OUTSIDE = '198.51.100.7';
const INSIDE = '203.0.113.77';

interface CallOptions {
  payload?: object | Buffer;
  ip?: string;
  entity?: number;
  binary?: boolean;
}

describe.each(databaseVariants())('authorization policy (%s)', (variant) => {
  let venue: TestVenue;
  const refusals: RefusalEvent[] = [];
  const tokens: Record<
    'trader' | 'approver' | 'admin' | 'viewer' | 'auditor' | 'traveller',
    string
  > = { trader: '', approver: '', admin: '', viewer: '', auditor: '', traveller: '' };
  let us = 0;
  let intl = 0;
  let restricted = 0;
  let edgeMain: DemoSubaccount;
  let edgeFutures: DemoSubaccount;
  let audit: DemoSubaccount;
  let otcMain: DemoSubaccount;

  function call(
    token: string | null,
    method: 'GET' | 'POST',
    url: string,
    opts: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    return venue.app.inject({
      method,
      url,
      headers: {
        ...(method === 'POST' ? csrfHeaders(token ?? undefined) : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.entity === undefined ? {} : { 'x-entity-id': String(opts.entity) }),
        ...(opts.binary ? { 'content-type': 'application/x-protobuf' } : {}),
      },
      ...(opts.payload === undefined ? {} : { payload: opts.payload }),
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
  }
  const code = (res: LightMyRequestResponse) =>
    res.json<{ errors?: { code: string }[] }>().errors?.[0]?.code;

  const entityId = async (name: string) =>
    (
      await venue.db
        .selectFrom('customers')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  async function setRoleGrant(role: 'viewer', action: Action, on: boolean): Promise<void> {
    if (on)
      await venue.db
        .insertInto('role_permissions')
        .values({ role, action })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else
      await venue.db
        .deleteFrom('role_permissions')
        .where('role', '=', role)
        .where('action', '=', action)
        .execute();
  }

  function orderBody(sub: DemoSubaccount, extra: desk.orders.IOrderRequest = {}): Buffer {
    return Buffer.from(
      O.OrderRequest.encode({
        clientOrderId: `p-${Math.random().toString(36).slice(2, 12)}`,
        market: 'BTC/USD',
        side: O.Side.BUY,
        orderType: O.OrderType.LIMIT,
        timeInForce: O.TimeInForce.GTC,
        quantity: '0.01',
        limitPrice: '1000',
        hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
        ...extra,
      }).finish(),
    );
  }

  beforeAll(async () => {
    venue = await createTestVenue(variant, {
      onAccessRefused: (event) => void refusals.push(event),
    });
    tokens.trader = await signIn(venue, DEMO_TRADER);
    tokens.approver = await signIn(venue, DEMO_APPROVER);
    tokens.admin = await signIn(venue, DEMO_ADMIN);
    tokens.viewer = await signIn(venue, DEMO_VIEWER);
    tokens.auditor = await signIn(venue, DEMO_AUDITOR);
    tokens.traveller = await signIn(venue, DEMO_TRAVELLER);
    us = await entityId('Northwind Capital LLC');
    intl = await entityId('Northwind Digital Ltd');
    restricted = await entityId(DEMO_RESTRICTED_ENTITY);
    edgeMain = await subaccountNamed(venue, 'Edge Main');
    edgeFutures = await subaccountNamed(venue, 'Edge Futures');
    audit = await subaccountNamed(venue, 'Edge Audit (read only)');
    otcMain = await subaccountNamed(venue, 'OTC Main');
  });
  afterAll(async () => venue?.dispose());

  describe('R-AUTHZ-1 every route declares its access; the app refuses to start otherwise', () => {
    it('a route without config.access makes ready() throw, naming it', async () => {
      const bare = Fastify();
      bare.decorateRequest('auth', null);
      installPolicy(bare, { db: venue.db, now: Date.now });
      bare.get('/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
      bare.post('/forgotten', async () => ({ ok: true }));
      await expect(bare.ready()).rejects.toThrow(/POST \/forgotten: no config\.access/);
    });

    it('a malformed declaration is refused too', () => {
      expect(accessProblems({ action: 'Launch Rockets' })).toEqual([
        'unknown action Launch Rockets',
      ]);
      expect(accessProblems({ action: 'canRead', venue: 'futures' })).toEqual([
        'a venue switch is checked on a named account',
      ]);
      expect(
        accessProblems({
          action: 'canTrade',
          account: { from: 'cookie', field: '', flag: 'canFly' },
        }),
      ).toEqual([
        'account.from must be body, query or params',
        'account.field is required',
        'unknown account flag canFly',
      ]);
      expect(accessProblems({ scope: 'admin' })).toEqual(['config.access.scope must be "user"']);
      expect(accessProblems('public')).toEqual([]);
      expect(accessProblems({ scope: 'user' })).toEqual([]);
      expect(
        accessProblems({
          action: 'member',
          feature: { flag: 'options_rfq', whenOff: 'not_found' },
        }),
      ).toEqual([]);
    });

    it('the venue app started: every one of its routes declares', () => {
      // createApp would have thrown otherwise; the matrix test exercises each declaration.
      expect(venue.app.hasRoute({ method: 'GET', url: '/uapi/v1/permissions' })).toBe(true);
    });
  });

  describe('R-AUTHZ-2 the contract order: session, entity, IP, role, account, venue, feature', () => {
    it('401 SESSION_EXPIRED without a live session, before anything else', async () => {
      const res = await call(null, 'POST', '/uapi/v1/update_leverage', {
        payload: { not: 'valid' },
        ip: OUTSIDE,
        entity: restricted,
      });
      expect([res.statusCode, code(res)]).toEqual([401, 'SESSION_EXPIRED']);
    });

    it('403 FORBIDDEN for an entity the user does not belong to (or a malformed id)', async () => {
      for (const entity of ['99999', 'abc', '0', '99999999999']) {
        const res = await venue.app.inject({
          url: '/uapi/v1/all_accounts',
          headers: { authorization: `Bearer ${tokens.trader}`, 'x-entity-id': entity },
        });
        expect([entity, res.statusCode, res.json()]).toEqual([
          entity,
          403,
          {
            errors: [
              {
                code: 'FORBIDDEN',
                message: 'You do not have access to this entity.',
                field: 'X-Entity-Id',
              },
            ],
          },
        ]);
      }
    });

    it('403 IP_NOT_ALLOWED before the role: an approver outside the allowlist', async () => {
      await venue.db
        .updateTable('customers')
        .set({ ip_allowlist: '203.0.113.0/24' })
        .where('id', '=', us)
        .execute();
      try {
        const res = await call(tokens.approver, 'POST', '/v3/browser/quotes', {
          payload: { symbol: 'BTC/USD', quantity: '0.1' },
          ip: OUTSIDE,
        });
        expect([res.statusCode, code(res)]).toEqual([403, 'IP_NOT_ALLOWED']);
        const inside = await call(tokens.approver, 'POST', '/v3/browser/quotes', {
          payload: { symbol: 'BTC/USD', quantity: '0.1' },
          ip: INSIDE,
        });
        expect([inside.statusCode, inside.json()]).toEqual([
          403,
          { errors: [{ code: 'FORBIDDEN', message: 'Your role does not allow this.' }] },
        ]);
      } finally {
        await venue.db
          .updateTable('customers')
          .set({ ip_allowlist: '' })
          .where('id', '=', us)
          .execute();
      }
    });

    it('403 ACCOUNT_FORBIDDEN for a subaccount of another entity or without the flag', async () => {
      const foreign = await venue.db
        .selectFrom('subaccounts')
        .select('id')
        .where('entity_id', '=', intl)
        .executeTakeFirstOrThrow();
      for (const id of [foreign.id, 999999]) {
        const res = await call(tokens.trader, 'GET', `/uapi/v1/open_orders?subaccountId=${id}`);
        expect([res.statusCode, res.json()]).toEqual([
          403,
          {
            errors: [
              {
                code: 'ACCOUNT_FORBIDDEN',
                message: 'This account does not allow this for you.',
                field: 'subaccountId',
              },
            ],
          },
        ]);
      }
      // The same subaccount, acting for its own entity, is readable.
      const own = await call(
        tokens.trader,
        'GET',
        `/uapi/v1/open_orders?subaccountId=${foreign.id}`,
        {
          entity: intl,
        },
      );
      expect(own.statusCode).toBe(200);
    });

    it('403 VENUE_DISABLED when the subaccount’s venue has the switch off', async () => {
      const edge = await venue.db
        .selectFrom('accounts')
        .select('venue_id')
        .where('id', '=', edgeFutures.accountId)
        .executeTakeFirstOrThrow();
      await venue.db
        .updateTable('venues')
        .set({ futures_enabled: false })
        .where('id', '=', edge.venue_id)
        .execute();
      try {
        const res = await call(tokens.trader, 'POST', '/uapi/v1/update_leverage', {
          payload: { subaccountId: edgeFutures.id, symbol: 'BTC-PERP', leverage: 5 },
        });
        expect([res.statusCode, code(res)]).toEqual([403, 'VENUE_DISABLED']);
      } finally {
        await venue.db
          .updateTable('venues')
          .set({ futures_enabled: true })
          .where('id', '=', edge.venue_id)
          .execute();
      }
      const res = await call(tokens.trader, 'POST', '/uapi/v1/update_leverage', {
        payload: { subaccountId: edgeFutures.id, symbol: 'BTC-PERP', leverage: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('403 FEATURE_DISABLED for a flag that is off (404 where the call hides, as options)', async () => {
      const bare = Fastify();
      bare.decorateRequest('auth', null);
      installErrorHandler(bare);
      installPolicy(bare, { db: venue.db, now: Date.now });
      bare.get(
        '/margin',
        { config: { access: { action: 'member', feature: 'spot_margin' } } },
        async () => ({}),
      );
      bare.get(
        '/rfq',
        { config: { access: { action: 'member', feature: 'options_rfq' } } },
        async () => ({}),
      );
      await bare.ready();
      const headers = { authorization: `Bearer ${tokens.trader}` };
      const off = await bare.inject({ url: '/margin', headers });
      expect([off.statusCode, code(off)]).toEqual([403, 'FEATURE_DISABLED']);
      expect((await bare.inject({ url: '/rfq', headers })).statusCode).toBe(200);
      await bare.close();
      await venue.db
        .updateTable('app_settings')
        .set({ value: JSON.stringify({ ...(await flags()), options_rfq: false }) })
        .where('scope', '=', 'global')
        .where('key', '=', 'feature_flags')
        .execute();
      try {
        const hidden = await call(tokens.trader, 'GET', '/v3/browser/options/chain?underlying=BTC');
        expect([hidden.statusCode, code(hidden)]).toEqual([404, 'NOT_FOUND']);
      } finally {
        await venue.db
          .updateTable('app_settings')
          .set({ value: JSON.stringify({ ...(await flags()), options_rfq: true }) })
          .where('scope', '=', 'global')
          .where('key', '=', 'feature_flags')
          .execute();
      }
    });

    async function flags(): Promise<Record<string, boolean>> {
      const row = await venue.db
        .selectFrom('app_settings')
        .select('value')
        .where('scope', '=', 'global')
        .where('key', '=', 'feature_flags')
        .executeTakeFirstOrThrow();
      return row.value as Record<string, boolean>;
    }
  });

  describe('R-AUTHZ-3 an entity’s IP allowlist refuses every call acting for it, X-Entity-Id included', () => {
    const READS = [
      '/uapi/v1/all_accounts',
      '/uapi/v2/token_balances',
      '/api/user/current_user',
      '/api/user_config',
      '/uapi/v1/periodic_sync',
      '/api/user/agreements',
      '/v3/browser/credit',
      '/v3/browser/markets',
      '/uapi/v1/symbols/exchange_info',
      '/uapi/v1/conversion_rates',
      '/uapi/v1/permissions',
      '/v1/web/ui_views',
      '/uapi/v1/favorite_markets',
    ];

    it('refuses a member of the restricted entity outside its allowlist, on every read', async () => {
      for (const url of READS.filter((u) => u !== '/uapi/v1/favorite_markets')) {
        const res = await call(tokens.traveller, 'GET', url, { entity: restricted, ip: OUTSIDE });
        expect([url, res.statusCode, code(res)]).toEqual([url, 403, 'IP_NOT_ALLOWED']);
        const inside = await call(tokens.traveller, 'GET', url, { entity: restricted, ip: INSIDE });
        expect([url, inside.statusCode]).toEqual([url, 200]);
      }
      // The user's own data acts for no entity: still open (and the way out, the switch).
      const own = await call(tokens.traveller, 'GET', '/uapi/v1/favorite_markets', {
        entity: restricted,
        ip: OUTSIDE,
      });
      expect(own.statusCode).toBe(200);
    });

    it('refuses writes and trading for it too', async () => {
      const rename = await call(tokens.traveller, 'POST', '/uapi/v1/account/rename', {
        payload: { accountId: 1, subaccountId: 1, name: 'x' },
        entity: restricted,
        ip: OUTSIDE,
      });
      expect(code(rename)).toBe('IP_NOT_ALLOWED');
      const quote = await call(tokens.traveller, 'POST', '/v3/browser/quotes', {
        payload: { symbol: 'BTC/USD', quantity: '0.1' },
        entity: restricted,
        ip: OUTSIDE,
      });
      expect(code(quote)).toBe('IP_NOT_ALLOWED');
    });

    it('the switch names its entity: refused with IP_NOT_WHITELISTED, leaving is open', async () => {
      const check = await call(
        tokens.traveller,
        'GET',
        `/v2/user/legal-entity/is_request_ip_whitelisted/${restricted}`,
        { entity: restricted, ip: OUTSIDE },
      );
      expect(check.json()).toMatchObject({ success: true, whitelisted: false });
      const into = await call(
        tokens.traveller,
        'POST',
        `/v2/user/legal-entity/switch/${restricted}`,
        {
          ip: OUTSIDE,
        },
      );
      expect([into.statusCode, code(into)]).toEqual([403, 'IP_NOT_WHITELISTED']);
    });
  });

  describe('R-AUTHZ-4 trading settings changes need effective canTrade on a futures venue', () => {
    const changes = (sub: number) =>
      [
        ['/uapi/v1/update_leverage', { subaccountId: sub, symbol: 'BTC-PERP', leverage: 3 }],
        [
          '/uapi/v1/update_margin_type',
          { subaccountId: sub, symbol: 'BTC-PERP', marginMode: 'ISOLATED' },
        ],
        ['/uapi/v1/update_position_mode', { subaccountId: sub, hedgeMode: false }],
        ['/uapi/v1/update_multi_assets_mode', { subaccountId: sub, multiAssetsMode: false }],
      ] as const;

    it('refuses a subaccount without canTrade, and roles without it', async () => {
      for (const [url, payload] of changes(audit.id)) {
        const res = await call(tokens.trader, 'POST', url, { payload });
        expect([url, res.statusCode, code(res)]).toEqual([url, 403, 'ACCOUNT_FORBIDDEN']);
      }
      for (const role of ['approver', 'admin', 'viewer', 'auditor'] as const)
        for (const [url, payload] of changes(edgeFutures.id)) {
          const res = await call(tokens[role], 'POST', url, { payload });
          expect([role, url, res.statusCode, code(res)]).toEqual([role, url, 403, 'FORBIDDEN']);
        }
    });

    it('a trader changes them on a subaccount that may trade', async () => {
      for (const [url, payload] of changes(edgeFutures.id)) {
        const res = await call(tokens.trader, 'POST', url, { payload });
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    });
  });

  describe('R-AUTHZ-5 order cancel and edit need effective canTrade, not only canRead', () => {
    it('refuses cancel and edit once the subaccount may no longer trade; the order stays', async () => {
      const placed = O.CreateOrderResponse.decode(
        (
          await call(tokens.trader, 'POST', '/uapi/v1/order/create', {
            payload: orderBody(edgeMain),
            binary: true,
          })
        ).rawPayload,
      );
      const orderId = placed.data?.orderId ?? '';
      expect(placed.data?.status).toBe(O.OrderStatus.NEW);
      const cancel = Buffer.from(
        O.CancelOrderRequest.encode({
          orderId,
          hedgeVenue: { accountType: 0, accountId: edgeMain.accountId, subaccountId: edgeMain.id },
        }).finish(),
      );
      const edit = Buffer.from(
        O.EditOrderRequest.encode({
          cancelParams: {
            orderId,
            hedgeVenue: {
              accountType: 0,
              accountId: edgeMain.accountId,
              subaccountId: edgeMain.id,
            },
          },
          clientOrderId: 'edit-1',
          limitPrice: '1001',
        }).finish(),
      );
      await venue.db
        .updateTable('subaccounts')
        .set({ can_trade: false })
        .where('id', '=', edgeMain.id)
        .execute();
      try {
        for (const [url, payload] of [
          ['/uapi/v1/order/cancel', cancel],
          ['/uapi/v1/edit_order', edit],
        ] as const) {
          const res = await call(tokens.trader, 'POST', url, { payload, binary: true });
          expect([url, res.statusCode, code(res)]).toEqual([url, 403, 'ACCOUNT_FORBIDDEN']);
        }
      } finally {
        await venue.db
          .updateTable('subaccounts')
          .set({ can_trade: true })
          .where('id', '=', edgeMain.id)
          .execute();
      }
      // Roles without canTrade cannot touch it either.
      const byApprover = await call(tokens.approver, 'POST', '/uapi/v1/order/cancel', {
        payload: cancel,
        binary: true,
      });
      expect(code(byApprover)).toBe('FORBIDDEN');
      const open = await call(
        tokens.trader,
        'GET',
        `/uapi/v1/open_orders?subaccountId=${edgeMain.id}`,
      );
      expect(open.json<{ orders: { orderId: string }[] }>().orders.map((o) => o.orderId)).toContain(
        orderId,
      );
      const done = await call(tokens.trader, 'POST', '/uapi/v1/order/cancel', {
        payload: cancel,
        binary: true,
      });
      expect(O.CancelOrderResponse.decode(done.rawPayload).success).toBe(true);
    });
  });

  describe('R-AUTHZ-6 roles are enforced: quotes, options and orders need canTrade', () => {
    const trading = () =>
      [
        ['/v3/browser/quotes', { symbol: 'BTC/USD', quantity: '0.1' }],
        [
          '/v3/browser/execute_quote',
          { fx_quote_id: '00000000-0000-4000-8000-000000000000', side: 'BUY' },
        ],
        ['/v3/browser/order', { symbol: 'BTC/USD', side: 'BUY', quantity: '0.1', price: '1' }],
        [
          '/v3/browser/options/quote',
          {
            underlying: 'BTC',
            strategy: 'BUY',
            legs: [{ symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' }],
          },
        ],
        [
          '/v3/browser/options/execute',
          { option_quote_id: '00000000-0000-4000-8000-000000000000' },
        ],
      ] as const;

    it('the approver (and viewer, auditor, admin) can neither request nor execute', async () => {
      for (const role of ['approver', 'viewer', 'auditor', 'admin'] as const) {
        for (const [url, payload] of trading()) {
          const res = await call(tokens[role], 'POST', url, { payload });
          expect([role, url, res.statusCode, code(res)]).toEqual([role, url, 403, 'FORBIDDEN']);
        }
        const order = await call(tokens[role], 'POST', '/uapi/v1/order/create', {
          payload: orderBody(edgeMain),
          binary: true,
        });
        expect([role, order.statusCode, code(order)]).toEqual([role, 403, 'FORBIDDEN']);
      }
    });

    it('the trader still can', async () => {
      const quote = await call(tokens.trader, 'POST', '/v3/browser/quotes', {
        payload: { symbol: 'BTC/USD', quantity: '0.1', side: 'BUY', subaccountId: otcMain.id },
      });
      expect(quote.statusCode, quote.body).toBe(201);
      const id = quote.json<{ fx_quote_id: string }>().fx_quote_id;
      const executed = await call(tokens.trader, 'POST', '/v3/browser/execute_quote', {
        payload: { fx_quote_id: id, side: 'BUY' },
      });
      expect(executed.statusCode, executed.body).toBe(200);
    });

    it('everyone of the entity still reads', async () => {
      for (const role of ['approver', 'viewer', 'auditor', 'admin'] as const) {
        const res = await call(
          tokens[role],
          'GET',
          `/uapi/v1/open_orders?subaccountId=${edgeMain.id}`,
        );
        expect([role, res.statusCode]).toEqual([role, 200]);
      }
    });
  });

  describe('R-AUTHZ-7 read selections list only subaccounts whose effective canRead holds', () => {
    type Accounts = {
      optionsMap: Record<
        string,
        { hedgeVenuesList: { subaccountId: number; canTrade: boolean }[] }
      >;
    };
    const listed = (body: Accounts) =>
      Object.values(body.optionsMap).flatMap((v) => v.hedgeVenuesList.map((h) => h.subaccountId));

    it('hides a subaccount without canRead from all_accounts, token_balances and permissions', async () => {
      const warm = await subaccountNamed(venue, 'Warm Vault');
      await venue.db
        .updateTable('subaccounts')
        .set({ can_read: false })
        .where('id', '=', warm.id)
        .execute();
      try {
        const accounts = (
          await call(tokens.trader, 'GET', '/uapi/v1/all_accounts')
        ).json<Accounts>();
        expect(listed(accounts)).not.toContain(warm.id);
        expect(listed(accounts)).toContain(edgeMain.id);
        const balances = (await call(tokens.trader, 'GET', '/uapi/v2/token_balances')).json<{
          balances: { subaccountId: number }[];
        }>();
        expect(balances.balances.map((b) => b.subaccountId)).not.toContain(warm.id);
        expect(balances.balances.map((b) => b.subaccountId)).toContain(edgeMain.id);
        const named = await call(
          tokens.trader,
          'GET',
          `/uapi/v2/token_balances?subaccountId=${warm.id}`,
        );
        expect(code(named)).toBe('ACCOUNT_FORBIDDEN');
        const permissions = (await call(tokens.trader, 'GET', '/uapi/v1/permissions')).json<{
          subaccounts: { subaccountId: number }[];
        }>();
        expect(permissions.subaccounts.map((s) => s.subaccountId)).not.toContain(warm.id);
      } finally {
        await venue.db
          .updateTable('subaccounts')
          .set({ can_read: true })
          .where('id', '=', warm.id)
          .execute();
      }
    });

    it('shows each role its effective flags, and nothing to a role without canRead', async () => {
      const approver = (
        await call(tokens.approver, 'GET', '/uapi/v1/all_accounts')
      ).json<Accounts>();
      const rows = Object.values(approver.optionsMap).flatMap((v) => v.hedgeVenuesList);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.every((h) => !h.canTrade)).toBe(true);
      await setRoleGrant('viewer', 'canRead', false);
      try {
        expect(code(await call(tokens.viewer, 'GET', '/uapi/v1/all_accounts'))).toBe('FORBIDDEN');
        const permissions = (await call(tokens.viewer, 'GET', '/uapi/v1/permissions')).json<{
          actions: string[];
          subaccounts: unknown[];
        }>();
        expect(permissions).toMatchObject({ actions: [], subaccounts: [] });
      } finally {
        await setRoleGrant('viewer', 'canRead', true);
      }
    });
  });

  describe('R-AUTHZ-8 GET /uapi/v1/permissions and /v1/{channel}/ui_views', () => {
    it('answers the caller’s roles, granted actions and effective flags per subaccount', async () => {
      const trader = (await call(tokens.trader, 'GET', '/uapi/v1/permissions')).json<{
        user_id: number;
        entity_id: number;
        roles: string[];
        actions: string[];
        subaccounts: {
          accountId: number;
          subaccountId: number;
          canRead: boolean;
          canTrade: boolean;
          canWithdraw: boolean;
          canTransfer: boolean;
        }[];
      }>();
      expect(trader).toMatchObject({ entity_id: us, roles: ['trader'] });
      expect(trader.actions).toEqual([...DEFAULT_ROLE_MATRIX.trader]);
      expect(trader.subaccounts.find((s) => s.subaccountId === audit.id)).toEqual({
        accountId: audit.accountId,
        subaccountId: audit.id,
        canRead: true,
        canTrade: false,
        canWithdraw: false,
        canTransfer: false,
      });
      expect(trader.subaccounts.find((s) => s.subaccountId === edgeMain.id)?.canTrade).toBe(true);
      const approver = (
        await call(tokens.approver, 'GET', '/uapi/v1/permissions', { entity: intl })
      ).json<{
        entity_id: number;
        actions: string[];
        subaccounts: { canTrade: boolean; canRead: boolean }[];
      }>();
      expect(approver.entity_id).toBe(intl);
      expect(approver.actions).toEqual([...DEFAULT_ROLE_MATRIX.approver]);
      expect(approver.subaccounts.length).toBeGreaterThan(0);
      expect(approver.subaccounts.every((s) => s.canRead && !s.canTrade)).toBe(true);
    });

    it('answers the views each role may open; a bad channel is 400', async () => {
      const views = async (role: keyof typeof tokens) =>
        (await call(tokens[role], 'GET', '/v1/web/ui_views')).json<{
          channel: string;
          views: string[];
        }>();
      expect(await views('trader')).toEqual({
        channel: 'web',
        views: ['trade', 'trade.edge', 'trade.options', 'portfolio', 'insights', 'account'],
      });
      expect((await views('approver')).views).toEqual([
        'portfolio',
        'insights',
        'account',
        'approvals',
      ]);
      expect((await views('auditor')).views).toContain('admin.audit');
      expect((await views('admin')).views).toContain('admin.roles');
      expect((await views('viewer')).views).toEqual(['portfolio', 'insights', 'account']);
      const bad = await call(tokens.trader, 'GET', '/v1/WEB!/ui_views');
      expect([bad.statusCode, code(bad)]).toEqual([400, 'VALIDATION']);
    });
  });

  describe('R-AUTHZ-9 private topics apply the same policy when subscribed', () => {
    it('needs effective canRead on the subaccount, membership and an allowed IP', async () => {
      expect(await mayReadSubaccount(venue.db, { userId: 1, ip: '127.0.0.1' }, edgeMain.id)).toBe(
        true,
      );
      if (!venue.app.server.address()) await venue.app.listen({ port: 0, host: '127.0.0.1' });
      const url = streamUrlOf(venue.app.server.address());
      const expectTopic = async (token: string, topic: string, ok: boolean) => {
        const client = await StreamClient.open(url, token);
        try {
          client.subscribe(topic);
          const answer = await client.next((m) => m.kind === 'subscribed' || m.kind === 'error');
          expect([topic, answer.kind]).toEqual([topic, ok ? 'subscribed' : 'error']);
          if (!ok) expect(answer.error?.code).toBe(desk.stream.ErrorCode.UNKNOWN_TOPIC);
        } finally {
          client.socket.terminate();
        }
      };
      await expectTopic(tokens.viewer, `orders:${edgeMain.id}`, true);
      // The subaccount's entity refuses the socket's address (127.0.0.1).
      await venue.db
        .updateTable('customers')
        .set({ ip_allowlist: '203.0.113.0/24' })
        .where('id', '=', us)
        .execute();
      try {
        await expectTopic(tokens.trader, `balances:${edgeMain.id}`, false);
        expect(await mayActForEntity(venue.db, { userId: 1, ip: '127.0.0.1' }, us)).toBe(false);
        expect(await mayActForEntity(venue.db, { userId: 1, ip: INSIDE }, us)).toBe(true);
      } finally {
        await venue.db
          .updateTable('customers')
          .set({ ip_allowlist: '' })
          .where('id', '=', us)
          .execute();
      }
      // A role without canRead, and a subaccount without it.
      await setRoleGrant('viewer', 'canRead', false);
      try {
        await expectTopic(tokens.viewer, `orders:${edgeMain.id}`, false);
      } finally {
        await setRoleGrant('viewer', 'canRead', true);
      }
      await venue.db
        .updateTable('subaccounts')
        .set({ can_read: false })
        .where('id', '=', audit.id)
        .execute();
      try {
        await expectTopic(tokens.trader, `fills:${audit.id}`, false);
      } finally {
        await venue.db
          .updateTable('subaccounts')
          .set({ can_read: true })
          .where('id', '=', audit.id)
          .execute();
      }
      // Not a member of the subaccount's entity.
      expect(await mayActForEntity(venue.db, { userId: 1, ip: '127.0.0.1' }, restricted)).toBe(
        false,
      );
    });
  });

  describe('R-AUTHZ-10 every refusal reaches the refusal listener (who, entity, IP, route, reason)', () => {
    it('reports an IP refusal and a missing session', async () => {
      refusals.length = 0;
      await call(tokens.traveller, 'GET', '/uapi/v1/all_accounts', {
        entity: restricted,
        ip: OUTSIDE,
      });
      await call(null, 'GET', '/uapi/v1/permissions', { ip: '::ffff:10.1.2.3' });
      const traveller = await venue.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_TRAVELLER.email)
        .executeTakeFirstOrThrow();
      expect(refusals).toEqual([
        {
          at: expect.any(Number) as number,
          userId: traveller.id,
          entityId: restricted,
          ip: OUTSIDE,
          method: 'GET',
          route: '/uapi/v1/all_accounts',
          status: 403,
          code: 'IP_NOT_ALLOWED',
          step: 'ip',
          reason: 'Your IP address is not allowed for this entity.',
        },
        {
          at: expect.any(Number) as number,
          userId: null,
          entityId: null,
          ip: '10.1.2.3',
          method: 'GET',
          route: '/uapi/v1/permissions',
          status: 401,
          code: 'SESSION_EXPIRED',
          step: 'session',
          reason: 'Your session has expired. Please sign in again.',
        },
      ]);
    });
  });

  describe('R-SRV-34 bad URLs answer 4xx with the errors list', () => {
    it('a malformed percent-encoding is 400 BAD_URL', async () => {
      for (const url of [
        '/api/%zz',
        '/v2/user/legal-entity/switch/%E0%A4%A',
        '/api/user/agreements/a%2/b/download',
        '/v1/%ZZ/ui_views',
      ]) {
        const res = await call(tokens.trader, 'GET', url);
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          400,
          {
            errors: [
              { code: 'BAD_URL', message: 'The request URL is not valid (malformed encoding)' },
            ],
          },
        ]);
      }
    });

    it('a path parameter over 100 characters is 414 URI_TOO_LONG', async () => {
      const routed = await call(tokens.trader, 'GET', `/v1/${'a'.repeat(100)}/ui_views`);
      expect([routed.statusCode, code(routed)]).toEqual([400, 'VALIDATION']);
      for (const url of [
        `/v1/${'a'.repeat(101)}/ui_views`,
        `/v2/user/legal-entity/is_request_ip_whitelisted/${'1'.repeat(150)}`,
        `/api/user/agreements/${'k'.repeat(5000)}/1/download`,
      ]) {
        const res = await call(tokens.trader, 'GET', url);
        expect([url.slice(0, 40), res.statusCode, res.json()]).toEqual([
          url.slice(0, 40),
          414,
          {
            errors: [
              { code: 'URI_TOO_LONG', message: 'A path parameter is longer than 100 characters' },
            ],
          },
        ]);
      }
    });
  });

  describe('R-SEC-17 every declared route answers random input with 4xx and the errors list', () => {
    // Last in this file: a random sign-out may end the sessions the tests above use.
    it('random paths, queries and bodies never produce a 5xx', async () => {
      const routes = declaredRoutes(venue.app).filter((r) => r.method !== 'HEAD');
      const text = fc.string({ maxLength: 12 });
      const value = fc.oneof(
        text,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 2 }),
      );
      const keys = fc.constantFrom(
        'subaccountId',
        'accountId',
        'account_id',
        'customer_id',
        'symbol',
        'quantity',
        'side',
        'channel',
        'x',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.dictionary(keys, value, { maxKeys: 4 }),
          fc.dictionary(keys, text, { maxKeys: 2 }),
          text,
          fc.boolean(),
          fc.constantFrom('trader', 'approver', 'viewer') as fc.Arbitrary<keyof typeof tokens>,
          async (route, body, query, param, protobuf, role) => {
            const path = route.url.replace(/:[a-z]+/gi, () => encodeURIComponent(param) || 'x');
            const search = new URLSearchParams(query).toString();
            const res = await venue.app.inject({
              method: route.method as 'GET' | 'POST' | 'PUT',
              url: search ? `${path}?${search}` : path,
              headers: {
                ...csrfHeaders(tokens[role]),
                authorization: `Bearer ${tokens[role]}`,
                'content-type': protobuf ? 'application/x-protobuf' : 'application/json',
              },
              ...(route.method === 'GET'
                ? {}
                : { payload: protobuf ? Buffer.from(JSON.stringify(body)) : JSON.stringify(body) }),
            });
            expect([route.url, res.statusCode < 500]).toEqual([route.url, true]);
            if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('text/html'))
              expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toMatch(
                /^[A-Z_]+$/,
              );
          },
        ),
        { numRuns: 300 },
      );
    }, 120_000);
  });
});
