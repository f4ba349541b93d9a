// Approval policies on the server (docs/approvals.md "Approval policies"): money requests are
// valued in USD with the market's conversion rates and matched against the entity's ordered
// rules; the requirement is copied onto the request when it is made; the dry run says who
// would have to approve without making anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplyDecimal, normalizeDecimal } from '../../domain/decimal';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  asUser,
  entityIdOf,
  makerCheckerVenue,
  MC,
  policyRule,
  requestOf,
  setPolicyRules,
  type UserCalls,
} from '../testing/approvals';
import { databaseVariants, manualClock, signIn, type TestVenue } from '../testing/test-app';
import { type NewRule } from './store';

const rule = policyRule;

describe.each(databaseVariants())('approval policies (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let trader: UserCalls;
  let approver: UserCalls;
  let admin: UserCalls;
  let entityId = 0;
  let btcUsd = '0';

  const setRules = (rules: NewRule[]) => setPolicyRules(venue, entityId, rules, clock.now());

  beforeAll(async () => {
    venue = await makerCheckerVenue(variant, clock);
    trader = asUser(venue, await signIn(venue, DEMO_TRADER));
    approver = asUser(venue, await signIn(venue, DEMO_APPROVER));
    admin = asUser(venue, await signIn(venue, DEMO_ADMIN));
    entityId = await entityIdOf(venue);
    btcUsd =
      (await trader.get('/uapi/v1/conversion_rates')).json<{ rates: Record<string, string> }>()
        .rates['BTC'] ?? '0';
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-15 a money request is valued in USD at the conversion rate and takes the first matching rule', async () => {
    expect(Number(btcUsd)).toBeGreaterThan(0);
    const threshold = normalizeDecimal(multiplyDecimal(btcUsd, '1.5'));
    await setRules([
      rule({ asset: 'BTC', min_amount_usd: threshold, min_approvers: 3 }),
      rule({ asset: 'BTC', max_amount_usd: threshold, min_approvers: 2 }),
      rule({ min_approvers: 1, approver_roles: ['admin'] }),
    ]);
    const rules = await venue.db
      .selectFrom('approval_policy_rules')
      .select(['id', 'position'])
      .where('entity_id', '=', entityId)
      .where('retired_at', 'is', null)
      .orderBy('position')
      .execute();
    const make = async (asset: string, amount: string, key: string) =>
      requestOf(
        await trader.create(
          'internal_transfer',
          { asset, amount, account_id: null, note: key },
          key,
        ),
      );
    const small = await make('BTC', '1', 'usd-1');
    expect(small['amount_usd']).toBe(normalizeDecimal(btcUsd));
    expect(small['min_approvers']).toBe(2);
    expect(small['policy_rule_id']).toBe(rules[1]?.id);
    const large = await make('BTC', '2', 'usd-2');
    expect(large['amount_usd']).toBe(normalizeDecimal(multiplyDecimal(btcUsd, '2')));
    expect(large['min_approvers']).toBe(3);
    expect(large['policy_rule_id']).toBe(rules[0]?.id);
    // A token without a rate has no USD amount: only rules without a band can match it.
    const unvalued = await make('NOPE', '1', 'usd-3');
    expect(unvalued['amount_usd']).toBeNull();
    expect(unvalued['min_approvers']).toBe(1);
    expect(unvalued['approver_roles']).toEqual(['admin']);
    // No rule at all: the default for money kinds.
    await setRules([]);
    const fallback = await make('BTC', '1', 'usd-4');
    expect(fallback['policy_rule_id']).toBeNull();
    expect(fallback['min_approvers']).toBe(1);
    expect(fallback['approver_roles']).toEqual(['approver']);
  });

  it('R-APPR-4 the approvers are those of the rule matched when the request was made; a later policy change does not move it', async () => {
    await setRules([rule({ min_approvers: 2, approver_roles: ['approver', 'admin'] })]);
    const made = requestOf(
      await trader.create(
        'internal_transfer',
        { asset: 'ETH', amount: '1', account_id: null, note: 'snapshot' },
        'snap-1',
      ),
    );
    expect(made['min_approvers']).toBe(2);
    await setRules([rule({ min_approvers: 1, approver_roles: ['approver'] })]);
    const view = requestOf(await admin.request(made.request_id));
    expect(view['min_approvers']).toBe(2);
    expect(view['approver_roles']).toEqual(['approver', 'admin']);
    expect(view['can_act']).toBe(true); // the admin still qualifies under the copied roles
    const one = await approver.approve(made.request_id, {
      email_code: await approver.emailCode(DEMO_APPROVER.email),
    });
    expect(requestOf(one).request_status).toBe('requested');
    expect(requestOf(one)['status_text']).toBe('1/2 Approved');
    const two = await admin.approve(made.request_id, {
      email_code: await admin.emailCode(DEMO_ADMIN.email),
    });
    expect(requestOf(two).request_status).toBe('executed');
    await setRules([]);
  });

  it('R-APPR-16 the dry run says which rule applies and who could approve, without making a request', async () => {
    const count = async () =>
      Number(
        (
          await venue.db
            .selectFrom('approval_requests')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await setRules([rule({ asset: 'BTC', min_amount_usd: '1000', min_approvers: 2 })]);
    const banded = await trader.get(
      `${MC}/policy/dry_run?kind=internal_transfer&asset=btc&amount_usd=2500&destination_type=internal`,
    );
    expect(banded.statusCode).toBe(200);
    const answer = banded.json<{
      rule: { position: number; min_amount_usd: string } | null;
      min_approvers: number;
      approvers: { email: string }[];
    }>();
    expect(answer.rule?.position).toBe(1);
    expect(answer.rule?.min_amount_usd).toBe('1000');
    expect(answer.min_approvers).toBe(2);
    expect(answer.approvers.map((a) => a.email)).toEqual([DEMO_APPROVER.email]);
    const below = await trader.get(
      `${MC}/policy/dry_run?kind=internal_transfer&asset=BTC&amount_usd=999`,
    );
    expect(below.json<{ rule: unknown; min_approvers: number }>().rule).toBeNull();
    // Administrative kinds: the admin approves, but never their own request.
    const byTrader = (await trader.get(`${MC}/policy/dry_run?kind=user_roles`)).json<{
      approvers: { email: string }[];
      approver_roles: string[];
    }>();
    expect(byTrader.approver_roles).toEqual(['admin']);
    // Every active admin of the entity: the demo has two (the second with an authenticator).
    expect(byTrader.approvers.map((a) => a.email)).toEqual([DEMO_ADMIN.email, 'admin2@demo.desk']);
    const byAdmin = (await admin.get(`${MC}/policy/dry_run?kind=user_roles`)).json<{
      approvers: { email: string }[];
    }>();
    expect(byAdmin.approvers.map((a) => a.email)).toEqual(['admin2@demo.desk']);
    expect(await count()).toBe(before);
    for (const bad of ['', '?kind=nope', '?kind=withdrawal&amount_usd=-1', '?kind=withdrawal&x=1'])
      expect((await trader.get(`${MC}/policy/dry_run${bad}`)).statusCode).toBe(400);
    await setRules([]);
  });
});
