import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import {
  bearer,
  createTestVenue,
  databaseVariants,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { GLOBAL_SCOPE, writeSetting } from '../settings/app-settings';

const HEDGE_VENUE_KEYS = [
  'accountType',
  'accountId',
  'displayText',
  'subaccountId',
  'canRead',
  'canTrade',
  'canWithdraw',
  'canTransfer',
  'supportedProductTypesList',
  'supportedWalletTypesList',
  'isOxsEnabled',
].sort();

const HEDGE_VENUES_KEYS = [
  'hedgeVenuesList',
  'instrumentsMap',
  'feAppInstrumentsInfoMap',
  'depositEnabled',
  'addressWhitelistingEnabled',
  'edgeGuiEnabled',
  'withdrawEnabled',
  'futuresEnabled',
  'supportsWithdrawalNetwork',
  'supportsWithdrawalFee',
  'guiTransferEnabled',
  'guiPortfolioEnabled',
  'riskInfoEnabled',
  'isDelisted',
  'isSpotDisabled',
  'isGuiFuturesTradingEnabled',
  'isDemoVenue',
  'disabledTogglesList',
  'minTradeSizeLimitsMap',
  'maxTradeSizeLimitsMap',
].sort();

interface HedgeVenueJson {
  accountId: number;
  subaccountId: number;
  displayText: string;
  accountType: number;
  canRead: boolean;
  canTrade: boolean;
}
interface OptionsJson {
  optionsMap: Record<string, Record<string, unknown> & { hedgeVenuesList: HedgeVenueJson[] }>;
}

describe.each(databaseVariants())('session data routes (%s)', (variant) => {
  let venue: TestVenue;
  let token: string;
  let entities: { id: number; name: string; is_current: boolean }[];

  beforeAll(async () => {
    venue = await createTestVenue(variant);
    token = await signIn(venue, DEMO_TRADER);
  });
  afterAll(async () => venue?.dispose());

  const get = (url: string, headers: Record<string, string> = {}) =>
    venue.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const post = (url: string, payload: object) =>
    venue.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload,
    });

  it('R-SRV-11 GET /api/user/current_user has the User shape of docs/api.md', async () => {
    const answer = await get('/api/user/current_user');
    expect(answer.statusCode).toBe(200);
    const user = answer.json() as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'otc_customer_id',
        'root_customer_id',
        'customer',
        'landing_page',
        'status',
      ].sort(),
    );
    expect(user).toMatchObject({
      email: DEMO_TRADER.email,
      first_name: 'Tara',
      last_name: 'Trader',
      landing_page: '/trading/rfq',
      status: 'active',
      customer: { mandatory_las: false, has_legal_authorized_signatory: true },
    });
    expect(user['root_customer_id']).not.toBe(user['otc_customer_id']);
  });

  it('R-SRV-11 GET /api/user_config has flags, roles and preferences', async () => {
    const answer = await get('/api/user_config');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      feature_flags: {
        edge_trading_enabled: true,
        options_rfq: true,
        fee_statistics: true,
        credit_loan_balance: true,
        spot_margin: false,
        bypass_travel_rules: false,
        docusign_agreements: false,
        new_permission_module: false,
        contract_and_upsell_enabled: false,
        defi_enabled: true,
      },
      roles: ['trader'],
      preferences: { hide_small_balances: false, hide_zero_balances: false },
    });
  });

  it('R-SRV-11 GET /v2/user/legal-entities lists both entities and the current one', async () => {
    const answer = await get('/v2/user/legal-entities');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { entities: typeof entities; current_entity_id: number };
    entities = body.entities;
    expect(entities.map((e) => e.name)).toEqual(['Northwind Capital LLC', 'Northwind Digital Ltd']);
    expect(entities.filter((e) => e.is_current).map((e) => e.id)).toEqual([body.current_entity_id]);
  });

  it('R-SRV-12 GET /uapi/v1/all_accounts answers HedgeVenuesOptions of spec 3.5', async () => {
    const answer = await get('/uapi/v1/all_accounts');
    expect(answer.statusCode).toBe(200);
    const { optionsMap } = answer.json() as OptionsJson;
    expect(Object.keys(optionsMap)).toEqual(
      expect.arrayContaining(['edge', 'custody', 'otc', 'off_exchange']),
    );
    for (const venueOption of Object.values(optionsMap)) {
      expect(Object.keys(venueOption).sort()).toEqual(HEDGE_VENUES_KEYS);
      for (const hedgeVenue of venueOption.hedgeVenuesList)
        expect(Object.keys(hedgeVenue).sort()).toEqual(HEDGE_VENUE_KEYS);
    }
    expect(optionsMap['edge']?.hedgeVenuesList.every((h) => h.accountType === 0)).toBe(true);
    expect(optionsMap['custody']?.hedgeVenuesList.every((h) => h.accountType === 1)).toBe(true);
    expect(optionsMap['edge']?.['edgeGuiEnabled']).toBe(true);
    expect(optionsMap['custody']?.['withdrawEnabled']).toBe(true);
    const edgeInstruments = optionsMap['edge']?.['instrumentsMap'] as Record<
      string,
      Record<string, unknown>
    >;
    expect(edgeInstruments['BTC/USD']).toMatchObject({
      instrumentType: 0,
      baseToken: 'BTC',
      quoteToken: 'USD',
      allowsLimitOrder: false,
    });
  });

  it('R-SRV-13 X-Entity-Id selects another entity of the user, and is refused for others', async () => {
    const other = entities.find((e) => !e.is_current);
    const mine = await get('/uapi/v1/all_accounts');
    const theirs = await get('/uapi/v1/all_accounts', { 'x-entity-id': String(other?.id) });
    expect(theirs.statusCode).toBe(200);
    const names = (body: string) =>
      Object.values((JSON.parse(body) as OptionsJson).optionsMap).flatMap((v) =>
        v.hedgeVenuesList.map((h) => h.displayText),
      );
    expect(names(theirs.body)).toContain('Edge Intl');
    expect(names(mine.body)).not.toContain('Edge Intl');

    const stranger = await venue.db
      .insertInto('customers')
      .values({ name: 'Unrelated Holdings', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const value of [String(stranger.id), 'abc', '-1', '0', '99999999999', '1.5']) {
      const refused = await get('/uapi/v1/all_accounts', { 'x-entity-id': value });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
    }
  });

  it('R-SRV-14 POST /uapi/v1/account/rename renames, and answers 409 on a duplicate name', async () => {
    const { optionsMap } = (await get('/uapi/v1/all_accounts')).json() as OptionsJson;
    const [first, second] = optionsMap['edge']?.hedgeVenuesList ?? [];
    if (!first || !second) throw new Error('seed has two edge subaccounts');

    const renamed = await post('/uapi/v1/account/rename', {
      accountId: first.accountId,
      subaccountId: first.subaccountId,
      name: 'Edge Prime',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ success: true });
    // Renaming to its own name again is fine.
    expect(
      (
        await post('/uapi/v1/account/rename', {
          accountId: first.accountId,
          subaccountId: first.subaccountId,
          name: 'Edge Prime',
        })
      ).statusCode,
    ).toBe(200);

    const clash = await post('/uapi/v1/account/rename', {
      accountId: second.accountId,
      subaccountId: second.subaccountId,
      name: 'edge prime',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      errors: [
        {
          code: 'CONFLICT',
          message: "An account named 'edge prime' already exists",
          field: 'name',
        },
      ],
    });
    const names = ((await get('/uapi/v1/all_accounts')).json() as OptionsJson).optionsMap[
      'edge'
    ]?.hedgeVenuesList.map((h) => h.displayText);
    expect(names).toContain('Edge Prime');
  });

  it('R-SRV-14 rename cannot reach a subaccount of another entity or a wrong account', async () => {
    const other = entities.find((e) => !e.is_current);
    const theirs = (
      await get('/uapi/v1/all_accounts', { 'x-entity-id': String(other?.id) })
    ).json() as OptionsJson;
    const foreign = theirs.optionsMap['edge']?.hedgeVenuesList[0];
    if (!foreign) throw new Error('seed has an intl edge subaccount');
    const answer = await post('/uapi/v1/account/rename', {
      accountId: foreign.accountId,
      subaccountId: foreign.subaccountId,
      name: 'Hijacked',
    });
    expect(answer.statusCode).toBe(404);
    const wrongAccount = await post('/uapi/v1/account/rename', {
      accountId: foreign.accountId + 1000,
      subaccountId: foreign.subaccountId,
      name: 'X',
    });
    expect(wrongAccount.statusCode).toBe(404);
  });

  it('R-SRV-15 GET /uapi/v1/periodic_sync answers the sync, then a blocking notice when one is posted', async () => {
    const normal = await get('/uapi/v1/periodic_sync');
    expect(normal.statusCode).toBe(200);
    expect(normal.json()).toMatchObject({
      success: true,
      blocked_prefunded_tokens: [],
      frontend_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      enabled_properties: { edge_trading_enabled: true, options_rfq: true },
      global_settings: {},
      partial_fills_enabled: true,
      ack_on_standing_orders_enabled: false,
    });
    await writeSetting(venue.db, GLOBAL_SCOPE, 'frontend_version', '9.9.9');
    expect((await get('/uapi/v1/periodic_sync')).json()).toMatchObject({
      frontend_version: '9.9.9',
    });

    await writeSetting(venue.db, GLOBAL_SCOPE, 'blocking_notice', {
      title: 'Maintenance',
      message: 'Back at 10:00 UTC.',
    });
    const blocked = await get('/uapi/v1/periodic_sync');
    expect(blocked.json()).toEqual({
      success: false,
      title: 'Maintenance',
      message: 'Back at 10:00 UTC.',
    });
    await venue.db.deleteFrom('app_settings').where('key', '=', 'blocking_notice').execute();
  });

  it('R-SRV-6 needs a session for every session data route', async () => {
    for (const url of [
      '/api/user/current_user',
      '/api/user_config',
      '/v2/user/legal-entities',
      '/uapi/v1/all_accounts',
      '/uapi/v1/periodic_sync',
    ]) {
      const answer = await venue.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('another role sees its own roles', async () => {
    const adminToken = await signIn(venue, DEMO_ADMIN);
    const answer = await venue.app.inject({
      method: 'GET',
      url: '/api/user_config',
      headers: bearer(adminToken),
    });
    expect((answer.json() as { roles: string[] }).roles).toEqual(['admin']);
  });
});
