// Native custody end to end through the venue (docs/custody.md): seeded vaults and history, the
// key binding of a send (an assertion for one send refused on another; no send without one),
// the vault's quorum before the money moves, the simulated chain's hash, and staking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, normalizeDecimal } from '../../domain/decimal';
import { accruedReward, stakingAsset, stakingRefusal } from '../../domain/custody';
import { TEST_ORIGIN } from '../security/testing/http';
import { SoftAuthenticator } from '../security/testing/soft-authenticator';
import { totpCode } from '../security/totp';
import { DEMO_TOTP_SECRET } from '../seed/security-constants';
import {
  addMember,
  asUser,
  policyRule,
  requestOf,
  setPolicyRules,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { dbBalance, entityId, subaccountId } from '../testing/wallet';

const C = '/api/native-custody';

describe('native custody', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let operator: UserCalls;
  let approver: UserCalls;
  let key: SoftAuthenticator;
  let op: { email: string; password: string };
  let checker: { email: string; password: string };
  /** Sessions idle out when the clock jumps: sign in again. */
  const again = async () => {
    operator = asUser(venue, await signInMember(venue, op));
    approver = asUser(venue, await signInMember(venue, checker));
  };
  let cold: number;
  let warm: number;
  let whitelisted: number;
  let made = 0;

  const approve = (id: string) => {
    clock.advance(30_000);
    return approver.approve(id, { otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()) });
  };

  const send = (over: Record<string, unknown> = {}) => ({
    vault_id: cold,
    token: 'BTC',
    network: 'BTC',
    amount: '0.5',
    destination_type: 'whitelisted',
    whitelisted_address_id: whitelisted,
    client_request_id: `send-${++made}`,
    ...over,
  });

  /** begin → the key signs the challenge → the signed assertion. */
  async function signed(body: Record<string, unknown>) {
    const begin = await operator.post(`${C}/policy-engine/authenticate/begin`, body);
    expect(begin.statusCode).toBe(200);
    return key.assert(begin.json<{ options: { challenge: string } }>().options.challenge);
  }

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    op = await addMember(venue, ['trader']);
    operator = asUser(venue, await signInMember(venue, op));
    key = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const begin = await operator.post('/api/register/begin', {});
    const registered = await operator.post('/api/register/complete', {
      name: 'Custody key',
      credential: key.register(begin.json<{ options: { challenge: string } }>().options.challenge),
    });
    expect(registered.statusCode).toBe(200);
    checker = await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET });
    approver = asUser(venue, await signInMember(venue, checker));
    cold = await subaccountId(venue, 'Cold Vault');
    warm = await subaccountId(venue, 'Warm Vault');
    const row = await venue.db
      .selectFrom('whitelisted_addresses')
      .select('id')
      .where('subaccount_id', '=', cold)
      .where('token', '=', 'BTC')
      .executeTakeFirstOrThrow();
    whitelisted = row.id;
  });
  afterAll(async () => venue?.dispose());

  it('R-CUST-1: vaults are the custody accounts’ subaccounts, seeded with 180 days of ledger history and unchanged balances', async () => {
    const vaults = await operator.get(`${C}/vaults?sort=name&dir=asc`);
    expect(vaults.statusCode).toBe(200);
    const body = vaults.json<{
      items: {
        id: string;
        name: string;
        balances: { token: string; available: string; bonded: string }[];
      }[];
      total: number;
    }>();
    expect(body.items.map((v) => v.name)).toEqual(['Cold Vault', 'Warm Vault']);
    const coldView = body.items.find((v) => v.name === 'Cold Vault');
    const eth = coldView?.balances.find((b) => b.token === 'ETH');
    expect(normalizeDecimal(eth?.available ?? '')).toBe('4200');
    expect(normalizeDecimal(eth?.bonded ?? '')).toBe('420');
    expect(await dbBalance(venue, cold, 'BTC')).toBe('310.12345678');
    const history = await operator.get(
      `${C}/transactions?vault_id=${cold}&limit=200&sort=created_at&dir=asc`,
    );
    const items = history.json<{ items: { type: string; created_at: string }[]; total: number }>();
    const types = new Set(items.items.map((t) => t.type));
    expect([...types].sort()).toEqual(['deposit', 'reward', 'send', 'stake']);
    const oldest = Date.parse(items.items[0]?.created_at ?? '');
    expect(clock.now() - oldest).toBeGreaterThan(160 * 86_400_000);
    // The ledger: the vault's book moved by the history nets to zero with the opening.
    const sums = await venue.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('book', '=', `stake:${cold}`)
      .where('token', '=', 'ETH')
      .executeTakeFirstOrThrow();
    expect(normalizeDecimal(String(sums.sum))).toBe('420');
    // The per-vault policy: the cold vault's large sends need two approvers.
    const rules = await venue.db
      .selectFrom('approval_policy_rules')
      .select(['kind', 'account_id', 'min_amount_usd', 'min_approvers'])
      .where('retired_at', 'is', null)
      .where('account_id', '=', cold)
      .execute();
    expect(
      rules.map((r) => [r.kind, r.account_id, Number(r.min_amount_usd), r.min_approvers]),
    ).toEqual([['custody_send', cold, 1_000_000, 2]]);
    const filtered = await operator.get(`${C}/transactions?vault_id=${cold}&type=reward&limit=5`);
    const f = filtered.json<{ items: { type: string }[]; total: number }>();
    expect(f.items.every((t) => t.type === 'reward')).toBe(true);
    expect(f.total).toBeGreaterThan(5);
  });

  it('R-CUST-3: a key assertion for one send is refused on another, and cannot be used twice', async () => {
    const a = send();
    const assertion = await signed(a);
    const other = { ...a, amount: '0.6' };
    const wrong = await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...other,
      assertion,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].code).toBe('KEY_BINDING_MISMATCH');
    // The challenge was burned by the refused attempt: the same assertion is spent.
    const replay = await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...a,
      assertion,
    });
    expect(replay.statusCode).toBe(400);
    const pending = await operator.get(`${C}/pending_requests`);
    expect(pending.json<{ items: unknown[] }>().items).toHaveLength(0);
  });

  it('R-CUST-3: a send without a key assertion for exactly it is refused, also through the generic request route', async () => {
    const bare = await operator.create(
      'custody_send',
      { ...send(), key_approval_id: '00000000-0000-4000-8000-000000000000' },
      `bare-${made}`,
    );
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errors[0].code).toBe('KEY_ASSERTION_REQUIRED');
    // A verified assertion of send A does not create send B.
    const a = send();
    await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...a,
      assertion: await signed(a),
    });
    const spent = await venue.db
      .selectFrom('custody_key_approvals')
      .select('id')
      .where('used_at', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const b = await operator.create(
      'custody_send',
      { ...send({ amount: '0.7' }), key_approval_id: spent.id },
      `b-${made}`,
    );
    expect(b.statusCode).toBe(403);
    expect(b.json().errors[0].code).toBe('KEY_ASSERTION_REQUIRED');
  });

  it('R-CUST-4: a key-confirmed send waits for the vault’s quorum, then completes on the chain with a hash', async () => {
    const entity = await entityId(venue);
    // The vault's policy: two approvers for custody sends from the cold vault.
    await setPolicyRules(
      venue,
      entity,
      [policyRule({ kind: 'custody_send', account_id: cold, min_approvers: 2 })],
      clock.now(),
    );
    const s = send({ amount: '1.25' });
    const made = await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...s,
      assertion: await signed(s),
    });
    expect(made.statusCode).toBe(201);
    const request = requestOf(made);
    expect(request.request_status).toBe('requested');
    expect(request.min_approvers).toBe(2);
    const before = await dbBalance(venue, cold, 'BTC');
    expect(compareDecimal(before, '310.12345678')).toBeLessThan(0); // held
    // One approval is not the quorum: nothing leaves.
    const second = await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET });
    const approver2 = asUser(venue, await signInMember(venue, second));
    expect(requestOf(await approve(request.request_id)).request_status).toBe('requested');
    for (let i = 0; i < 3; i++) await venue.wallet.chain.block();
    let listed = await operator.get(`${C}/transactions?vault_id=${cold}&type=send&limit=1`);
    expect(
      listed.json<{ items: { status: string; transaction_hash: string | null }[] }>().items[0],
    ).toMatchObject({
      status: 'requested',
      transaction_hash: null,
    });
    clock.advance(30_000);
    const done = await approver2.approve(request.request_id, {
      otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()),
    });
    expect(requestOf(done).request_status).toBe('executed');
    for (let i = 0; i < 12; i++) await venue.wallet.chain.block();
    listed = await operator.get(`${C}/transactions?vault_id=${cold}&type=send&limit=1`);
    const tx = listed.json<{ items: { status: string; transaction_hash: string | null }[] }>()
      .items[0];
    expect(tx?.status).toBe('completed');
    expect(tx?.transaction_hash).toMatch(/^[0-9a-f]{64}$/);
    await setPolicyRules(venue, entity, [], clock.now());
  });

  it('R-CUST-2: vault to vault is a send; a typed address or another vault’s whitelist entry is not', async () => {
    const toVault = send({
      destination_type: 'vault',
      whitelisted_address_id: undefined,
      to_vault_id: warm,
    });
    delete (toVault as Record<string, unknown>)['whitelisted_address_id'];
    const ok = await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...toVault,
      assertion: await signed(toVault),
    });
    expect(ok.statusCode).toBe(201);
    const r = requestOf(ok);
    const ap = await approve(r.request_id);
    expect(requestOf(ap), JSON.stringify(ap.json())).toMatchObject({ request_status: 'executed' });
    const warmBtc = await dbBalance(venue, warm, 'BTC');
    expect(warmBtc).toBe('18.5');
    const typed = await operator.post(`${C}/policy-engine/authenticate/begin`, {
      ...send(),
      whitelisted_address_id: undefined,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    expect(typed.statusCode).toBe(400);
    const fromWarm = await operator.post(
      `${C}/policy-engine/authenticate/begin`,
      send({ vault_id: warm }),
    );
    expect(fromWarm.statusCode).toBe(400);
    expect(fromWarm.json().errors[0].code).toBe('NOT_WHITELISTED');
  });

  it('R-CUST-6: staking — minimums, a pending staking request, bonded after approval, rewards accrue, unstake with its estimate', async () => {
    const below = await operator.post(`${C}/staking`, {
      vault_id: warm,
      token: 'ETH',
      validator: 'eth-kiln-02',
      action: 'stake',
      amount: '0.05',
      client_request_id: 'stake-low',
    });
    expect(below.statusCode).toBe(400);
    const staked = await operator.post(`${C}/staking`, {
      vault_id: warm,
      token: 'ETH',
      validator: 'eth-kiln-02',
      action: 'stake',
      amount: '10',
      client_request_id: 'stake-1',
    });
    expect(staked.statusCode).toBe(201);
    const pending = await operator.get(`${C}/pending_staking_requests`);
    expect(pending.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([
      requestOf(staked).request_id,
    ]);
    const sa = await approve(requestOf(staked).request_id);
    expect(requestOf(sa), JSON.stringify(sa.json())).toMatchObject({ request_status: 'executed' });
    const vault = async () =>
      (await operator.get(`${C}/vaults/${warm}`)).json<{
        vault: {
          balances: {
            token: string;
            available: string;
            bonded: string;
            unbonding: string;
            rewards_paid: string;
            pending_rewards: string;
          }[];
          addresses: { token: string }[];
        };
      }>().vault;
    let eth = (await vault()).balances.find((b) => b.token === 'ETH');
    expect(normalizeDecimal(eth?.bonded ?? '')).toBe('35');
    clock.advance(6 * 3_600_000);
    await again();
    eth = (await vault()).balances.find((b) => b.token === 'ETH');
    expect(compareDecimal(eth?.pending_rewards ?? '0', '0')).toBeGreaterThan(0);
    expect(await venue.custodyStaking.tick()).toBeGreaterThan(0);
    eth = (await vault()).balances.find((b) => b.token === 'ETH');
    expect(compareDecimal(eth?.rewards_paid ?? '0', '0')).toBeGreaterThan(0);
    const rewards = await operator.get(`${C}/transactions?vault_id=${warm}&type=reward&limit=1`);
    expect(rewards.json<{ total: number }>().total).toBeGreaterThan(0);

    const estimate = await operator.get(
      `${C}/staking/unstake_estimate?vault_id=${warm}&token=ETH&validator=eth-kiln-02&amount=4`,
    );
    expect(estimate.json()).toEqual({
      amount: '4',
      token: 'ETH',
      available_at: new Date(clock.now() + 27 * 3_600_000).toISOString(),
    });
    const unstake = await operator.post(`${C}/staking`, {
      vault_id: warm,
      token: 'ETH',
      validator: 'eth-kiln-02',
      action: 'unstake',
      amount: '4',
      client_request_id: 'unstake-1',
    });
    const ua = await approve(requestOf(unstake).request_id);
    expect(requestOf(ua).request_status).toBe('executed');
    eth = (await vault()).balances.find((b) => b.token === 'ETH');
    expect(normalizeDecimal(eth?.unbonding ?? '')).toBe('4');
    const available = eth?.available ?? '0';
    clock.advance(28 * 3_600_000);
    await again();
    await venue.custodyStaking.tick();
    eth = (await vault()).balances.find((b) => b.token === 'ETH');
    expect(normalizeDecimal(eth?.unbonding ?? '')).toBe('0');
    expect(compareDecimal(eth?.available ?? '0', available)).toBeGreaterThan(0);
  });

  it('R-CUST-14: each bonded amount earns only for the time it was bonded: a stake added to an existing one and an unstake settle the reward clock first', async () => {
    const eth = stakingAsset('ETH')!;
    const key = { vault_id: warm, token: 'ETH', validator: 'eth-figment-01' };
    const stakeRow = () =>
      venue.db
        .selectFrom('custody_stakes')
        .selectAll()
        .where('subaccount_id', '=', warm)
        .where('token', '=', 'ETH')
        .where('validator', '=', key.validator)
        .executeTakeFirst();
    const lastReward = () =>
      venue.db
        .selectFrom('custody_transactions')
        .select('amount')
        .where('subaccount_id', '=', warm)
        .where('type', '=', 'reward')
        .where('validator', '=', key.validator)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const DAY = 86_400_000;
    const move = async (action: 'stake' | 'unstake', amount: string, id: string) => {
      const res = await operator.post(`${C}/staking`, {
        ...key,
        action,
        amount,
        client_request_id: id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const done = await approve(requestOf(res).request_id);
      expect(requestOf(done).request_status).toBe('executed');
      return clock.now();
    };
    // A stake on this validator, then everything paid: the clock starts at t0 with b0 bonded.
    await move('stake', '4', 'r12-stake-1');
    await venue.custodyStaking.tick();
    const start = (await stakeRow())!;
    const t0 = start.last_reward_at.getTime();
    const b0 = start.bonded;
    expect(compareDecimal(start.accrued_reward, '0')).toBe(0);

    // b0 for 10 days, then b0 + 6 for 10 days, then b0 + 1 for 10 days (one clock over the
    // 30 days would pay b0 + 1 for all of them: 40 ETH·days less).
    clock.advance(10 * DAY);
    await again();
    const t1 = await move('stake', '6', 'r12-stake-2');
    clock.advance(10 * DAY);
    await again();
    const t2 = await move('unstake', '5', 'r12-unstake');
    clock.advance(10 * DAY);
    const t3 = clock.now();
    await venue.custodyStaking.tick();
    const expected = [
      accruedReward(eth, b0, t1 - t0),
      accruedReward(eth, addDecimal(b0, '6'), t2 - t1),
      accruedReward(eth, addDecimal(b0, '1'), t3 - t2),
    ].reduce(addDecimal, '0');
    expect(normalizeDecimal((await lastReward()).amount)).toBe(normalizeDecimal(expected));
    // Paid out: nothing is owed, and the clock restarts at the payout.
    const after = (await stakeRow())!;
    expect(compareDecimal(after.accrued_reward, '0')).toBe(0);
    expect(after.last_reward_at.getTime()).toBe(t3);
  });

  it('R-CUST-6: SOL-like assets unstake only a validator’s whole stake; ETH-like ones any part above the minimum', () => {
    const sol = stakingAsset('SOL');
    const eth = stakingAsset('ETH');
    if (!sol || !eth) throw new Error('staking assets');
    expect(stakingRefusal('unstake', sol, '5', '12')).toMatch(/whole amount/);
    expect(stakingRefusal('unstake', sol, '12', '12')).toBeNull();
    expect(stakingRefusal('unstake', eth, '5', '12')).toBeNull();
    expect(stakingRefusal('unstake', eth, '0.05', '12')).toMatch(/minimum/);
    expect(stakingRefusal('stake', sol, '0.5', '0')).toMatch(/minimum/);
    expect(stakingRefusal('unstake', eth, '13', '12')).toMatch(/Only 12/);
  });
});
