// DeFi end to end through the venue (docs/defi.md): the flag gate, pairing a vault with a
// simulated dApp and the session's life, and every transaction type as a policy-evaluated
// maker-checker request whose approval moves the money through the ledger exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDecimal } from '../../domain/decimal';
import { DEFI_SESSION_MILLIS } from '../../domain/defi';
import { DEMO_ROOT_CUSTOMER } from '../seed/demo-constants';
import { DEMO_TOTP_SECRET } from '../seed/security-constants';
import { totpCode } from '../security/totp';
import { customerScope } from '../settings/app-settings';
import {
  addMember,
  asUser,
  policyRule,
  requestOf,
  setPolicyRules,
  signInMember,
  TEST_SECRET_KEY,
  type TestMember,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { dbBalance, entityId, subaccountId } from '../testing/wallet';

const D = '/v3/defi';

interface Overview {
  sessions: { id: number; status: string; expires_at: string; dapp: string }[];
  positions: { protocol: string; token: string; principal: string; accrued: string }[];
  allowances: { protocol: string; token: string; amount: string }[];
  requests: { request_id: string; transaction_type: string; status: string }[];
}

describe('DeFi', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let operator: UserCalls;
  let approver: UserCalls;
  let approver2: UserCalls;
  let op: TestMember;
  let checkers: TestMember[];
  let cold: number;
  let warm: number;
  let entity: number;
  let n = 0;

  const again = async () => {
    operator = asUser(venue, await signInMember(venue, op));
    approver = asUser(venue, await signInMember(venue, checkers[0] as TestMember));
    approver2 = asUser(venue, await signInMember(venue, checkers[1] as TestMember));
  };
  const approve = (as: UserCalls, id: string) => {
    clock.advance(30_000);
    return as.approve(id, { otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()) });
  };
  const overview = async () => {
    const r = await operator.get(`${D}/overview`);
    expect(r.statusCode).toBe(200);
    return r.json<Overview>();
  };
  const connect = async (dapp: string, vault = cold) => {
    const pairing = await operator.post(`${D}/sim/dapps/${dapp}/pairings`);
    expect(pairing.statusCode).toBe(201);
    const { uri } = pairing.json<{ uri: string }>();
    const made = await operator.post(`${D}/sessions`, { uri, vault_id: vault });
    expect(made.statusCode).toBe(201);
    return { uri, session: made.json<{ session: { id: number; status: string } }>().session };
  };
  const ask = (body: Record<string, unknown>) =>
    operator.post(`${D}/requests`, { vault_id: cold, client_request_id: `defi-${++n}`, ...body });
  const ledgerBook = async (book: string, token: string) => {
    const row = await venue.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('book', '=', book)
      .where('token', '=', token)
      .executeTakeFirst();
    return normalizeDecimal(String(row?.sum ?? '0'));
  };

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    op = await addMember(venue, ['trader']);
    checkers = [
      await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET }),
      await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET }),
    ];
    await again();
    cold = await subaccountId(venue, 'Cold Vault');
    warm = await subaccountId(venue, 'Warm Vault');
    entity = await entityId(venue);
  });
  afterAll(async () => venue?.dispose());

  it('R-DEFI-1: DeFi is behind the institution’s defi_enabled flag, seeded on for the demo institution', async () => {
    expect((await operator.get(`${D}/overview`)).statusCode).toBe(200);
    const config = await operator.get('/api/user_config');
    expect(config.json()).toMatchObject({ feature_flags: { defi_enabled: true } });
    const root = await venue.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', DEMO_ROOT_CUSTOMER)
      .executeTakeFirstOrThrow();
    const flags = venue.db
      .updateTable('app_settings')
      .where('scope', '=', customerScope(root.id))
      .where('key', '=', 'feature_flags');
    await flags.set({ value: JSON.stringify({ defi_enabled: false }) }).execute();
    const off = await operator.get(`${D}/overview`);
    expect(off.statusCode).toBe(404);
    expect((await operator.post(`${D}/sim/dapps/harbor/pairings`)).statusCode).toBe(404);
    await flags.set({ value: JSON.stringify({ defi_enabled: true }) }).execute();
    expect((await operator.get(`${D}/overview`)).statusCode).toBe(200);
  });

  it('R-DEFI-2: a pairing URI connects a vault once; sessions expire and disconnect, and an ended session takes no request', async () => {
    const bad = await operator.post(`${D}/sessions`, { uri: 'wc:nope', vault_id: cold });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('BAD_PAIRING');
    const { uri, session } = await connect('tidal', warm);
    expect(session.status).toBe('active');
    const reuse = await operator.post(`${D}/sessions`, { uri, vault_id: warm });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().errors[0].code).toBe('PAIRING_USED');
    // A pairing URI is good for five minutes.
    const late = await operator.post(`${D}/sim/dapps/harbor/pairings`);
    clock.advance(5 * 60_000 + 1);
    const expired = await operator.post(`${D}/sessions`, {
      uri: late.json<{ uri: string }>().uri,
      vault_id: warm,
    });
    expect(expired.json().errors[0].code).toBe('PAIRING_EXPIRED');
    let view = (await overview()).sessions.find((s) => s.id === session.id);
    expect(view?.status).toBe('active');
    expect(Date.parse(view?.expires_at ?? '') - clock.now()).toBeLessThanOrEqual(
      DEFI_SESSION_MILLIS,
    );
    const down = await operator.post(`${D}/sessions/${session.id}/disconnect`);
    expect(down.json()).toMatchObject({ session: { status: 'disconnected' } });
    const refused = await operator.post(`${D}/requests`, {
      transaction_type: 'SUPPLY',
      session_id: session.id,
      vault_id: warm,
      protocol: 'pool',
      token: 'ETH',
      amount: '1',
      client_request_id: 'after-disconnect',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('SESSION_ENDED');
    // A session left alone expires after a week.
    const other = await connect('tidal', warm);
    clock.advance(DEFI_SESSION_MILLIS + 1);
    await again();
    view = (await overview()).sessions.find((s) => s.id === other.session.id);
    expect(view?.status).toBe('expired');
  });

  it('R-DEFI-3: a supply waits for a second user; the approval moves vault → protocol once, through the ledger', async () => {
    const { session } = await connect('harbor');
    const usdc = await dbBalance(venue, cold, 'USDC');
    // USDC is an ERC-20: the protocol needs an approved allowance first.
    const allowance = await ask({
      transaction_type: 'APPROVE',
      session_id: session.id,
      protocol: 'lending',
      token: 'USDC',
      amount: '1000000',
    });
    expect(allowance.statusCode).toBe(201);
    expect(requestOf(allowance).request_status).toBe('requested');
    const self = await operator.approve(requestOf(allowance).request_id, {});
    expect(self.statusCode).toBe(403);
    expect(requestOf(await approve(approver, requestOf(allowance).request_id)).request_status).toBe(
      'executed',
    );
    expect(await dbBalance(venue, cold, 'USDC')).toBe(usdc);

    const supply = await ask({
      transaction_type: 'SUPPLY',
      session_id: session.id,
      protocol: 'lending',
      token: 'USDC',
      amount: '1000000',
    });
    expect(supply.statusCode).toBe(201);
    const id = requestOf(supply).request_id;
    // Nothing moves before the approval.
    expect(await dbBalance(venue, cold, 'USDC')).toBe(usdc);
    expect((await overview()).requests[0]).toMatchObject({
      request_id: id,
      transaction_type: 'SUPPLY',
      status: 'requested',
    });
    expect(requestOf(await approve(approver, id)).request_status).toBe('executed');
    const after = normalizeDecimal(String(Number(usdc) - 1_000_000));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(after);
    expect(await ledgerBook(`defi:${cold}:lending`, 'USDC')).toBe('1000000');
    // A second approval is refused and books nothing again.
    const twice = await approve(approver2, id);
    expect(twice.statusCode).toBe(409);
    expect(await dbBalance(venue, cold, 'USDC')).toBe(after);
    expect(await ledgerBook(`defi:${cold}:lending`, 'USDC')).toBe('1000000');
    const view = await overview();
    expect(view.positions).toContainEqual(
      expect.objectContaining({ protocol: 'lending', token: 'USDC', principal: '1000000' }),
    );
    expect(view.allowances).toContainEqual(
      expect.objectContaining({ protocol: 'lending', token: 'USDC', amount: '0' }),
    );
    // The allowance is spent: another supply is approved but refused at execution, unmoved.
    const over = await ask({
      transaction_type: 'SUPPLY',
      session_id: session.id,
      protocol: 'lending',
      token: 'USDC',
      amount: '5',
    });
    const failed = requestOf(await approve(approver, requestOf(over).request_id));
    expect(failed.request_status).toBe('failed');
    expect(JSON.stringify(failed)).toContain('ALLOWANCE_TOO_LOW');
    expect(await dbBalance(venue, cold, 'USDC')).toBe(after);
  });

  it('R-DEFI-4: the approval policy sees each transaction type as its own kind, per vault', async () => {
    await setPolicyRules(
      venue,
      entity,
      [
        policyRule({ kind: 'defi_stake', account_id: cold, min_approvers: 2 }),
        policyRule({ kind: 'defi_redeem', approver_roles: ['admin'] }),
      ],
      clock.now(),
    );
    const { session } = await connect('harbor');
    const eth = await dbBalance(venue, cold, 'ETH');
    const stake = await ask({
      transaction_type: 'STAKE',
      session_id: session.id,
      protocol: 'staking',
      token: 'ETH',
      amount: '10',
    });
    const id = requestOf(stake).request_id;
    expect(requestOf(await approve(approver, id)).request_status).toBe('requested');
    expect(await dbBalance(venue, cold, 'ETH')).toBe(eth);
    expect(requestOf(await approve(approver2, id)).request_status).toBe('executed');
    expect(await dbBalance(venue, cold, 'ETH')).toBe(normalizeDecimal(String(Number(eth) - 10)));
    expect(await ledgerBook(`defi:${cold}:staking`, 'ETH')).toBe('10');
    // A redeem needs an admin: an approver is refused.
    const redeem = await ask({
      transaction_type: 'REDEEM',
      session_id: session.id,
      protocol: 'staking',
      token: 'ETH',
      amount: '4',
    });
    const refused = await approve(approver, requestOf(redeem).request_id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('NOT_AN_APPROVER');
    // The protocol takes what it takes: staking is STAKE, not SUPPLY; ETH needs no approval.
    const wrong = await ask({
      transaction_type: 'SUPPLY',
      session_id: session.id,
      protocol: 'staking',
      token: 'ETH',
      amount: '1',
    });
    expect(wrong.statusCode).toBe(400);
    const native = await ask({
      transaction_type: 'APPROVE',
      session_id: session.id,
      protocol: 'lending',
      token: 'ETH',
      amount: '1',
    });
    expect(native.statusCode).toBe(400);
    await setPolicyRules(venue, entity, [], clock.now());
  });

  it('R-DEFI-5: yield accrues by the clock; a claim pays it and a redeem returns the principal, each once', async () => {
    const { session } = await connect('harbor');
    const supplied = (await overview()).positions.find(
      (p) => p.protocol === 'lending' && p.token === 'USDC',
    );
    expect(supplied?.principal).toBe('1000000');
    const before = supplied?.accrued ?? '0';
    // Five days at 4.20 % a year on 1,000,000 USDC: 575.34 USDC more.
    const start = Number(before);
    clock.advance(5 * 86_400_000);
    await again();
    const later = (await overview()).positions.find(
      (p) => p.protocol === 'lending' && p.token === 'USDC',
    );
    expect(Number(later?.accrued) - start).toBeCloseTo(575.34, 1);
    const usdc = await dbBalance(venue, cold, 'USDC');
    const claim = await ask({
      transaction_type: 'CONTRACT_CALL',
      session_id: session.id,
      protocol: 'lending',
      token: 'USDC',
      method: 'claimRewards',
    });
    expect(claim.statusCode).toBe(201);
    const claimed = requestOf(await approve(approver, requestOf(claim).request_id));
    expect(claimed.request_status).toBe('executed');
    const paid = (claimed['result'] as { moved: string }).moved;
    expect(Number(paid)).toBeGreaterThanOrEqual(Number(later?.accrued));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(
      normalizeDecimal(String(Number(usdc) + Number(paid))),
    );
    const redeem = await ask({
      transaction_type: 'REDEEM',
      session_id: session.id,
      protocol: 'lending',
      token: 'USDC',
      amount: '400000',
    });
    expect(requestOf(await approve(approver, requestOf(redeem).request_id)).request_status).toBe(
      'executed',
    );
    expect(await ledgerBook(`defi:${cold}:lending`, 'USDC')).toBe('600000');
    expect(await dbBalance(venue, cold, 'USDC')).toBe(
      normalizeDecimal(String(Number(usdc) + Number(paid) + 400_000)),
    );
    const position = (await overview()).positions.find(
      (p) => p.protocol === 'lending' && p.token === 'USDC',
    );
    expect(position?.principal).toBe('600000');
  });
});
