// The authorization matrix (docs/approvals.md, deliverable 8): generated from the routes the
// app registered and their `config.access`, every endpoint × role (all five) × account flag
// (a subaccount with / without the needed flag) × own / other entity × allowed / refused IP,
// the expected allow / refuse computed from the declaration, asserted against real HTTP on
// createApp() with a fresh database. A cell is "allowed" when the answer is not 401/403 (a
// business answer such as 400, 404, 409 or 429 means the policy let it through); 5xx fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import {
  ACCOUNT_FLAGS,
  DEFAULT_ROLE_MATRIX,
  ROLES,
  type AccountFlag,
  type Role,
} from '../../domain/permissions';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { DEMO_ENTITY_INTL, DEMO_ENTITY_US } from '../seed/demo-constants';
import {
  createTestVenue,
  csrfHeaders,
  TEST_PASSWORD_COST,
  type TestVenue,
} from '../testing/test-app';
import { depositAddressFor } from '../wallet/address-format';
import { isEntityAccess, type RouteAccess } from './access';
import { declaredRoutes } from './hook';

const O = desk.orders;
const ALLOWLIST = '203.0.113.0/24';
const IPS = { allowed: '203.0.113.10', refused: '198.51.100.20' } as const;
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

interface Sub {
  readonly id: number;
  readonly accountId: number;
}

/** What a table entry builds its request from. */
interface CellContext {
  /** The subaccount of this cell: with or without the route's flag, on the entry's venue. */
  readonly sub: Sub;
  /** The entity of this cell (own or other), for routes that name their entity. */
  readonly entity: number;
}

interface CellRequest {
  readonly url: string;
  readonly payload?: object | Buffer;
}

interface Entry {
  /** The venue of the subaccount (default edge). */
  readonly venue?: 'edge' | 'otc';
  readonly build: (ctx: CellContext) => CellRequest;
}

const binary = (bytes: Uint8Array): Buffer => Buffer.from(bytes);
const hedge = (sub: Sub) => ({ accountType: 0, accountId: sub.accountId, subaccountId: sub.id });

const custodySend = (sub: Sub) => ({
  vault_id: sub.id,
  token: 'BTC',
  network: 'BTC',
  amount: '0.01',
  destination_type: 'whitelisted',
  whitelisted_address_id: 1,
  client_request_id: `matrix-c-${sub.id}`,
});

/**
 * Minimal valid requests for the routes whose decision reads the request (a named account or
 * entity: the policy decides after validation, so the body must pass it), and for routes with
 * required query parameters. Other routes are decided before the body is read: they get no
 * body (GET) or `{}`, whatever the validator then says.
 */
const TABLE: Readonly<Record<string, Entry>> = {
  'GET /api/onboarding/profile/:step': {
    build: () => ({ url: '/api/onboarding/profile/contact' }),
  },
  'GET /api/user/agreements/:key/:version/download': {
    build: () => ({ url: '/api/user/agreements/terms/2026-01/download' }),
  },
  'GET /v2/user/legal-entity/is_request_ip_whitelisted/:id': {
    build: ({ entity }) => ({ url: `/v2/user/legal-entity/is_request_ip_whitelisted/${entity}` }),
  },
  'POST /v2/user/legal-entity/switch/:id': {
    build: ({ entity }) => ({ url: `/v2/user/legal-entity/switch/${entity}` }),
  },
  'POST /api/otc/accounts/set_current_account': {
    build: ({ entity }) => ({
      url: '/api/otc/accounts/set_current_account',
      payload: { account_id: entity },
    }),
  },
  'POST /uapi/v1/account/rename': {
    build: ({ sub }) => ({
      url: '/uapi/v1/account/rename',
      payload: { accountId: sub.accountId, subaccountId: sub.id, name: `Matrix ${sub.id}` },
    }),
  },
  'GET /uapi/v1/symbols/klines': {
    build: () => ({ url: '/uapi/v1/symbols/klines?symbol=BTC/USD&interval=1m&limit=5' }),
  },
  'POST /uapi/v1/order/create': {
    build: ({ sub }) => ({
      url: '/uapi/v1/order/create',
      payload: binary(
        O.OrderRequest.encode({
          clientOrderId: `m-${Math.random().toString(36).slice(2, 14)}`,
          market: 'BTC/USD',
          side: O.Side.BUY,
          orderType: O.OrderType.LIMIT,
          timeInForce: O.TimeInForce.GTC,
          quantity: '0.01',
          limitPrice: '1000',
          hedgeVenue: hedge(sub),
        }).finish(),
      ),
    }),
  },
  'POST /uapi/v1/order/cancel': {
    build: ({ sub }) => ({
      url: '/uapi/v1/order/cancel',
      payload: binary(
        O.CancelOrderRequest.encode({ orderId: '999999', hedgeVenue: hedge(sub) }).finish(),
      ),
    }),
  },
  'POST /uapi/v1/edit_order': {
    build: ({ sub }) => ({
      url: '/uapi/v1/edit_order',
      payload: binary(
        O.EditOrderRequest.encode({
          cancelParams: { orderId: '999999', hedgeVenue: hedge(sub) },
          clientOrderId: 'matrix-edit',
          limitPrice: '1001',
        }).finish(),
      ),
    }),
  },
  'GET /uapi/v1/open_orders': {
    build: ({ sub }) => ({ url: `/uapi/v1/open_orders?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/order_history': {
    build: ({ sub }) => ({ url: `/uapi/v1/order_history?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/get_fills': {
    build: ({ sub }) => ({ url: `/uapi/v1/get_fills?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/trades': { build: () => ({ url: '/uapi/v1/trades?symbol=BTC/USD' }) },
  // Wallet (issue 14): deposit/withdraw/whitelist/transfer switches of the OTC venue.
  'GET /uapi/v1/wallet/deposit_address': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: `/uapi/v1/wallet/deposit_address?subaccountId=${sub.id}&token=BTC&network=BTC`,
    }),
  },
  'GET /uapi/v1/wallet/deposits': {
    build: ({ sub }) => ({ url: `/uapi/v1/wallet/deposits?subaccountId=${sub.id}` }),
  },
  'POST /uapi/v1/wallet/simulated_chain/send': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/uapi/v1/wallet/simulated_chain/send',
      payload: {
        subaccountId: sub.id,
        token: 'BTC',
        network: 'BTC',
        address: depositAddressFor('bitcoin', sub.id, 'BTC', 'BTC'),
        amount: '0.1',
      },
    }),
  },
  'GET /uapi/v1/wallet/withdrawal_limits': {
    build: ({ sub }) => ({
      url: `/uapi/v1/wallet/withdrawal_limits?subaccountId=${sub.id}&token=BTC&network=BTC`,
    }),
  },
  'POST /uapi/v1/wallet/withdraw': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/uapi/v1/wallet/withdraw',
      payload: {
        subaccountId: sub.id,
        token: 'BTC',
        network: 'BTC',
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        amount: '0.01',
        client_request_id: `matrix-${sub.id}`,
        second_factor: { email_code: '000000' },
      },
    }),
  },
  // Custody (issue 15): an OTC cell's subaccount is not a vault, so the call answers 404 once
  // the policy lets it through.
  'GET /api/native-custody/destinations': {
    build: ({ sub }) => ({
      url: `/api/native-custody/destinations?vault_id=${sub.id}&token=BTC&network=BTC`,
    }),
  },
  'GET /api/native-custody/staking/unstake_estimate': {
    build: ({ sub }) => ({
      url: `/api/native-custody/staking/unstake_estimate?vault_id=${sub.id}&token=ETH&validator=eth-kiln-02&amount=1`,
    }),
  },
  'POST /api/native-custody/policy-engine/authenticate/begin': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/api/native-custody/policy-engine/authenticate/begin',
      payload: custodySend(sub),
    }),
  },
  'POST /api/native-custody/policy-engine/authenticate/finish': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/api/native-custody/policy-engine/authenticate/finish',
      payload: {
        ...custodySend(sub),
        assertion: {
          id: 'AA',
          rawId: 'AA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    }),
  },
  'POST /api/native-custody/staking': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/api/native-custody/staking',
      payload: {
        vault_id: sub.id,
        token: 'ETH',
        validator: 'eth-kiln-02',
        action: 'stake',
        amount: '1',
        client_request_id: `matrix-s-${sub.id}`,
      },
    }),
  },
  'POST /v3/defi/sessions': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/v3/defi/sessions',
      // Well formed, but no dApp waits on it: 404 once the policy let it through.
      payload: {
        uri: `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`,
        vault_id: sub.id,
      },
    }),
  },
  'POST /v3/defi/requests': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/v3/defi/requests',
      payload: {
        transaction_type: 'SUPPLY',
        session_id: 1,
        vault_id: sub.id,
        protocol: 'lending',
        token: 'USDC',
        amount: '1',
        client_request_id: `matrix-d-${sub.id}`,
      },
    }),
  },
  'GET /uapi/v1/wallet/withdrawals': {
    build: ({ sub }) => ({ url: `/uapi/v1/wallet/withdrawals?subaccountId=${sub.id}` }),
  },
  'POST /uapi/v1/wallet/whitelisted_addresses': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/uapi/v1/wallet/whitelisted_addresses',
      payload: {
        subaccountId: sub.id,
        token: 'ETH',
        network: 'ERC20',
        address: '0x1111111111111111111111111111111111111111',
        label: 'Matrix',
        client_request_id: `matrix-w-${sub.id}`,
      },
    }),
  },
  'POST /uapi/v1/wallet/transfer': {
    build: ({ sub }) => ({
      url: '/uapi/v1/wallet/transfer',
      payload: {
        fromSubaccountId: sub.id,
        toSubaccountId: sub.id + 1,
        token: 'USD',
        amount: '1',
        client_request_id: `matrix-t-${sub.id}`,
      },
    }),
  },
  'GET /uapi/v2/token_balances': {
    build: ({ sub }) => ({ url: `/uapi/v2/token_balances?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/positions': {
    build: ({ sub }) => ({ url: `/uapi/v1/positions?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/risk_info': {
    build: ({ sub }) => ({ url: `/uapi/v1/risk_info?subaccountId=${sub.id}` }),
  },
  'GET /uapi/v1/fees_estimate': {
    build: () => ({
      url: '/uapi/v1/fees_estimate?quantity=1&baseToken=BTC&quoteToken=USD&side=BUY&orderType=LIMIT&price=100',
    }),
  },
  'GET /uapi/v1/leverage_info': {
    build: ({ sub }) => ({ url: `/uapi/v1/leverage_info?subaccountId=${sub.id}&symbol=BTC-PERP` }),
  },
  'POST /uapi/v1/update_leverage': {
    build: ({ sub }) => ({
      url: '/uapi/v1/update_leverage',
      payload: { subaccountId: sub.id, symbol: 'BTC-PERP', leverage: 3 },
    }),
  },
  'GET /uapi/v1/get_modes_settings': {
    build: ({ sub }) => ({ url: `/uapi/v1/get_modes_settings?subaccountId=${sub.id}` }),
  },
  'POST /uapi/v1/update_position_mode': {
    build: ({ sub }) => ({
      url: '/uapi/v1/update_position_mode',
      payload: { subaccountId: sub.id, hedgeMode: false },
    }),
  },
  'POST /uapi/v1/update_multi_assets_mode': {
    build: ({ sub }) => ({
      url: '/uapi/v1/update_multi_assets_mode',
      payload: { subaccountId: sub.id, multiAssetsMode: false },
    }),
  },
  'POST /uapi/v1/update_margin_type': {
    build: ({ sub }) => ({
      url: '/uapi/v1/update_margin_type',
      payload: { subaccountId: sub.id, symbol: 'BTC-PERP', marginMode: 'CROSSED' },
    }),
  },
  'POST /uapi/v1/toggle_favorite_market': {
    build: () => ({
      url: '/uapi/v1/toggle_favorite_market',
      payload: { symbol: 'BTC/USD', instrumentType: 0 },
    }),
  },
  'POST /uapi/v1/tokens/flex': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/uapi/v1/tokens/flex',
      payload: { subaccountId: sub.id, enabled: false, targetToken: 'USD', tokens: ['BTC'] },
    }),
  },
  'POST /v3/browser/quotes': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/v3/browser/quotes',
      payload: { symbol: 'BTC/USD', quantity: '0.1', side: 'BUY', subaccountId: sub.id },
    }),
  },
  'POST /v3/browser/execute_quote': {
    build: () => ({
      url: '/v3/browser/execute_quote',
      payload: { fx_quote_id: ZERO_UUID, side: 'BUY' },
    }),
  },
  'POST /v3/fusion/orders': {
    build: ({ sub }) => ({
      url: '/v3/fusion/orders',
      // A limit far below the market: nothing routes, nothing trades.
      payload: {
        clientOrderId: 'matrix-cell',
        symbol: 'BTC/USD',
        side: 'BUY',
        orderType: 'LIMIT',
        quantity: '0.1',
        limitPrice: '1',
        edgeSubaccountId: sub.id,
      },
    }),
  },
  'POST /v3/browser/order': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/v3/browser/order',
      payload: {
        symbol: 'BTC/USD',
        side: 'BUY',
        quantity: '0.1',
        price: '1',
        subaccountId: sub.id,
      },
    }),
  },
  'GET /v3/browser/options/chain': {
    build: () => ({ url: '/v3/browser/options/chain?underlying=BTC' }),
  },
  'GET /v3/browser/options/vol_surface': {
    build: () => ({ url: '/v3/browser/options/vol_surface?underlying=BTC' }),
  },
  'POST /v3/browser/options/quote': {
    venue: 'otc',
    build: ({ sub }) => ({
      url: '/v3/browser/options/quote',
      payload: {
        underlying: 'BTC',
        strategy: 'BUY',
        legs: [{ symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' }],
        subaccountId: sub.id,
      },
    }),
  },
  'POST /v3/browser/options/execute': {
    build: () => ({ url: '/v3/browser/options/execute', payload: { option_quote_id: ZERO_UUID } }),
  },
  'GET /v1/:channel/ui_views': { build: () => ({ url: '/v1/web/ui_views' }) },
};

type FlagCase = 'with' | 'without';
type EntityCase = 'own' | 'other';
type IpCase = keyof typeof IPS;

interface Cell {
  readonly role: Role;
  readonly flag: FlagCase;
  readonly entity: EntityCase;
  readonly ip: IpCase;
}

/** Whether the declaration lets this cell through (venue switches and features are on here). */
function expectedAllowed(access: RouteAccess | undefined, cell: Cell): boolean {
  if (access === undefined) return false;
  if (access === 'public') return true;
  // No user session is the operator's credential (R-SECH-2: /metrics).
  if (access === 'operator') return false;
  if (!isEntityAccess(access)) return cell.entity === 'own';
  if (cell.entity !== 'own') return false;
  const namedOnly = access.entity !== undefined && access.entity.optional !== true;
  const ipRefuses = namedOnly ? access.entity?.ip !== 'report' : true;
  if (ipRefuses && cell.ip === 'refused') return false;
  const granted: readonly string[] = DEFAULT_ROLE_MATRIX[cell.role];
  if (access.action !== 'member' && !granted.includes(access.action)) return false;
  if (access.account && (cell.flag === 'without' || !granted.includes(access.account.flag)))
    return false;
  return true;
}

describe('R-AUTHZ-11 the authorization matrix: every route × role × flag × entity × IP', () => {
  let venue: TestVenue;
  let own = 0;
  let other = 0;
  const users = new Map<Role, number>();
  /** Per venue: a subaccount with every flag, and one without each flag (the others on). */
  const subs: Record<'edge' | 'otc', { full: Sub; without: Record<AccountFlag, Sub> }> = {
    edge: { full: { id: 0, accountId: 0 }, without: {} as Record<AccountFlag, Sub> },
    otc: { full: { id: 0, accountId: 0 }, without: {} as Record<AccountFlag, Sub> },
  };

  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    const { db } = venue;
    const entity = async (name: string) =>
      (
        await db
          .selectFrom('customers')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    own = await entity(DEMO_ENTITY_US);
    other = await entity(DEMO_ENTITY_INTL);
    await db
      .updateTable('customers')
      .set({ ip_allowlist: ALLOWLIST })
      .where('id', '=', own)
      .execute();
    // One user per role, a member of the own entity only.
    const hash = await hashPassword('Matrix-Password-2026!', TEST_PASSWORD_COST);
    for (const role of ROLES) {
      const { id } = await db
        .insertInto('users')
        .values({
          email: `matrix-${role}@example.com`,
          first_name: 'Matrix',
          last_name: role,
          password_hash: hash,
          roles: [role],
          preferences: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_entities')
        .values({ user_id: id, entity_id: own, is_default: true })
        .execute();
      users.set(role, id);
    }
    for (const venueKey of ['edge', 'otc'] as const) {
      const account = await db
        .selectFrom('accounts')
        .innerJoin('venues', 'venues.id', 'accounts.venue_id')
        .select('accounts.id')
        .where('accounts.entity_id', '=', own)
        .where('venues.key', '=', venueKey)
        .executeTakeFirstOrThrow();
      const add = async (name: string, missing: AccountFlag | null): Promise<Sub> => {
        const row = await db
          .insertInto('subaccounts')
          .values({
            account_id: account.id,
            entity_id: own,
            name: `Matrix ${venueKey} ${name}`,
            can_read: missing !== 'canRead',
            can_trade: missing !== 'canTrade',
            can_withdraw: missing !== 'canWithdraw',
            can_transfer: missing !== 'canTransfer',
          })
          .returning(['id', 'account_id'])
          .executeTakeFirstOrThrow();
        return { id: row.id, accountId: row.account_id };
      };
      subs[venueKey].full = await add('full', null);
      for (const flag of ACCOUNT_FLAGS)
        subs[venueKey].without[flag] = await add(`no ${flag}`, flag);
    }
  });
  afterAll(async () => venue?.dispose());

  it('allows exactly the cells the declarations allow (0 failing cells)', async () => {
    const started = Date.now();
    const routes = declaredRoutes(venue.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(80);
    // Routes decided on the request's content must have a valid request in the table.
    const untabled = routes
      .filter((r) => isEntityAccess(r.access ?? 'public'))
      .filter((r) => {
        const a = r.access;
        return (
          a !== undefined &&
          isEntityAccess(a) &&
          (a.account !== undefined || a.entity !== undefined)
        );
      })
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => TABLE[key] === undefined);
    expect(untabled, 'add a minimal valid request for these routes to TABLE').toEqual([]);

    const failures: string[] = [];
    let cells = 0;
    const tally = { allowed: 0, refused: 0, ok2xx: 0 };
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const entry = TABLE[key];
      const access = route.access;
      const account = access !== undefined && isEntityAccess(access) ? access.account : undefined;
      const readsRequest =
        access !== undefined &&
        isEntityAccess(access) &&
        (access.account !== undefined || (access.entity !== undefined && !access.entity.optional));
      for (const role of ROLES)
        for (const flag of ['with', 'without'] as const)
          for (const entityCase of ['own', 'other'] as const)
            for (const ip of ['allowed', 'refused'] as const) {
              const cell: Cell = { role, flag, entity: entityCase, ip };
              const pool = subs[entry?.venue ?? 'edge'];
              const sub = account && flag === 'without' ? pool.without[account.flag] : pool.full;
              const entity = entityCase === 'own' ? own : other;
              const request: CellRequest = entry
                ? entry.build({ sub, entity })
                : { url: route.url, ...(route.method === 'GET' ? {} : { payload: {} }) };
              // A fresh session per cell: sign-outs and switches change only their own.
              const token = await createSession(
                venue.db,
                { userId: users.get(role) ?? 0, entityId: own },
                Date.now(),
              );
              const answer = await venue.app.inject({
                method: route.method as 'GET' | 'POST' | 'PUT',
                url: request.url,
                headers: {
                  ...csrfHeaders(token),
                  authorization: `Bearer ${token}`,
                  'x-entity-id': String(entity),
                  ...(Buffer.isBuffer(request.payload)
                    ? { 'content-type': 'application/x-protobuf' }
                    : {}),
                },
                ...(request.payload === undefined ? {} : { payload: request.payload }),
                remoteAddress: IPS[ip],
              });
              cells += 1;
              const status = answer.statusCode;
              const allowed = status !== 401 && status !== 403;
              const expected = expectedAllowed(access, cell);
              tally[allowed ? 'allowed' : 'refused'] += 1;
              if (status < 300) tally.ok2xx += 1;
              const label = `${key} ${role} ${flag} ${entityCase} ${ip}`;
              if (status >= 500) failures.push(`${label}: ${status} ${answer.body.slice(0, 200)}`);
              else if (allowed !== expected)
                failures.push(
                  `${label}: expected ${expected ? 'allowed' : 'refused'}, got ${status} ${answer.body.slice(0, 200)}`,
                );
              else if (!allowed && !/"errors":\[\{"code":"[A-Z_]+"/.test(answer.body))
                failures.push(`${label}: ${status} without the errors list`);
              else if (
                allowed &&
                readsRequest &&
                status === 400 &&
                // A wrong second factor is the handler's answer, after the policy let it pass.
                !answer.body.includes('"INVALID_SECOND_FACTOR"')
              )
                // The policy decided after validation: a 400 means the table's request is wrong.
                failures.push(
                  `${label}: 400 from the table's request ${answer.body.slice(0, 200)}`,
                );
            }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `authorization matrix: ${routes.length} routes, ${cells} cells (${tally.allowed} allowed, ` +
        `${tally.ok2xx} of them 2xx; ${tally.refused} refused), ${seconds.toFixed(1)} s`,
    );
    expect(cells).toBe(routes.length * ROLES.length * 8);
    expect(failures).toEqual([]);
    // Both outcomes occur, and most allowed cells did the real thing.
    expect(tally.refused).toBeGreaterThan(cells / 2);
    expect(tally.ok2xx).toBeGreaterThan(tally.allowed * 0.4);
  }, 300_000);
});
