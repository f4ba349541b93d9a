// Withdrawals end to end through the venue (docs/wallet.md): the maker-checker path through the
// one engine, holds, the simulated chain, idempotent repeats and the 10-minute constant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_INITIATED_TEXT, WITHDRAWAL_REQUESTED_TEXT } from '../../domain/constants';
import {
  addDecimal,
  compareDecimal,
  normalizeDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { WITHDRAWAL_CONFIRMATION_WAIT_MS } from '../../domain/wallet';
import {
  addMember,
  asUser,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import {
  clientId,
  dbBalance,
  entityId,
  setWalletMakerChecker,
  subaccountId,
  W,
  walletUser,
  type WalletUser,
} from '../testing/wallet';
import { DEMO_TOTP_SECRET } from '../seed/security-constants';
import { totpCode } from '../security/totp';
import { DEMO_WHITELIST } from '../seed/wallet';

const BTC_ADDRESS = DEMO_WHITELIST[0].address;

interface WithdrawalAnswer {
  withdrawal: {
    id: string;
    status: string;
    status_text: string;
    amount: string;
    fees: string;
    transaction_hash: string | null;
    additional_info: string;
    maker_checker_request: { request_id: string; min_approvers: number } | null;
  };
  created: boolean;
  message: string;
}

describe('withdrawals', () => {
  let venue: TestVenue;
  let trader: WalletUser;
  let approver: UserCalls;
  let approverEmail: string;
  let otc: number;
  let entity: number;
  let traderActor = { userId: 0, entityId: 0, ip: '127.0.0.1' };
  const clock = manualClock();

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    // A trader with an authenticator: each withdrawal's code is a fresh 30-second step.
    const member = await addMember(venue, ['trader'], { otpSecret: DEMO_TOTP_SECRET });
    trader = walletUser(venue, await signInMember(venue, member), member.email, () => {
      clock.advance(30_000);
      return { otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()) };
    });
    traderActor = { userId: member.id, entityId: 0, ip: '127.0.0.1' };
    const checker = await addMember(venue, ['approver']);
    approverEmail = checker.email;
    approver = asUser(venue, await signInMember(venue, checker));
    otc = await subaccountId(venue, 'OTC Main');
    entity = await entityId(venue);
    traderActor = { ...traderActor, entityId: entity };
  });
  afterAll(async () => venue?.dispose());

  const blocks = async (n: number) => {
    for (let i = 0; i < n; i++) await venue.wallet.chain.block();
  };
  const available = (token: string) => venue.orders.available(otc, token);

  it('R-WAL-7 a withdrawal to a whitelisted address waits for approval, is approved with a second factor, then goes processing → broadcast → confirming → completed with a hash; the balance falls by amount plus fee', async () => {
    const before = await dbBalance(venue, otc, 'BTC');
    const made = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<WithdrawalAnswer>();
    expect(answer.message).toBe(WITHDRAWAL_REQUESTED_TEXT);
    expect(answer.withdrawal.status).toBe('requested');
    expect(answer.withdrawal.status_text).toBe('Request in progress');
    expect(answer.withdrawal.fees).toBe('0.0002');
    // Held at once: the balance (and so every spend check) no longer has amount + fee.
    expect(await dbBalance(venue, otc, 'BTC')).toBe(subtractDecimal(before, '0.5002'));
    const requestId = answer.withdrawal.maker_checker_request?.request_id ?? '';
    const approved = await approver.approve(requestId, {
      email_code: await approver.emailCode(approverEmail),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const seen: string[] = [];
    let hash: string | null = null;
    for (let i = 0; i < 10; i++) {
      const list = (await trader.get(`${W}/withdrawals?subaccountId=${otc}`)).json<{
        withdrawals: WithdrawalAnswer['withdrawal'][];
      }>();
      const row = list.withdrawals.find((w) => w.id === answer.withdrawal.id);
      if (row && seen.at(-1) !== row.status) seen.push(row.status);
      hash = row?.transaction_hash ?? null;
      if (row?.status === 'completed') break;
      await blocks(1);
    }
    expect(seen).toEqual(['approved', 'processing', 'broadcast', 'confirming', 'completed']);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await dbBalance(venue, otc, 'BTC')).toBe(subtractDecimal(before, '0.5002'));
    const chain = await venue.db
      .selectFrom('ledger_entries')
      .select(['book', 'amount', 'kind'])
      .where('ref', '=', `withdrawal:${answer.withdrawal.id}`)
      .where('book', '=', 'house:chain')
      .execute();
    expect(chain.map((e) => [e.kind, normalizeDecimal(e.amount)].join(' ')).sort()).toEqual([
      'withdrawal 0.5',
      'withdrawal_fee 0.0002',
    ]);
  });

  it('R-WAL-9 a repeat of the client request id returns the same withdrawal and holds once', async () => {
    const id = clientId();
    const before = await dbBalance(venue, otc, 'BTC');
    const body = {
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.01',
      client_request_id: id,
    };
    const first = await trader.withdraw(body);
    const second = await trader.withdraw({ ...body, second_factor: { email_code: '000000' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<WithdrawalAnswer>().withdrawal.id).toBe(
      first.json<WithdrawalAnswer>().withdrawal.id,
    );
    expect(second.json<WithdrawalAnswer>().created).toBe(false);
    expect(await dbBalance(venue, otc, 'BTC')).toBe(subtractDecimal(before, '0.0102'));
  });

  it('R-WAL-6 concurrent requests never hold more than is available (409 INSUFFICIENT_BALANCE for the rest)', async () => {
    const balance = await dbBalance(venue, otc, 'USDC');
    // Ten requests of 30% each, all at once: at most three fit.
    const amount = (Number(balance) * 0.3).toFixed(0);
    // The service behind the route (the second factor is the route's): ten tabs at once.
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        venue.wallet.requestWithdrawal(traderActor, {
          subaccount_id: otc,
          token: 'USDC',
          network: 'ERC20',
          address: DEMO_WHITELIST[2].address,
          amount,
          client_request_id: clientId(),
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 'fulfilled').length;
    const refused = answers.filter(
      (a) =>
        a.status === 'rejected' && (a.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE',
    ).length;
    expect(ok).toBe(3);
    expect(ok + refused).toBe(10);
    expect(compareDecimal(await dbBalance(venue, otc, 'USDC'), '0')).toBeGreaterThanOrEqual(0);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(
      subtractDecimal(balance, String(3 * (Number(amount) + 2))),
    );
  });

  it('R-WAL-16 a hold counts in the order service: available falls and an order cannot spend it', async () => {
    const total = venue.orders.state.total(otc, 'BTC');
    const availableBefore = available('BTC');
    const made = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '1',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(available('BTC')).toBe(subtractDecimal(availableBefore, '1.0002'));
    expect(venue.orders.state.total(otc, 'BTC')).toBe(subtractDecimal(total, '1.0002'));
    const tokenBalances = (
      await trader.get(`/uapi/v2/token_balances?subaccountId=${otc}`)
    ).json<unknown>();
    expect(JSON.stringify(tokenBalances)).toContain(subtractDecimal(availableBefore, '1.0002'));
  });

  it('R-WAL-10 without maker-checker the withdrawal is initiated at once ("Withdrawal Initiated…") and the submit text is Withdraw', async () => {
    await setWalletMakerChecker(venue, entity, { withdrawal: false });
    const config = (await trader.get(`${W}/config`)).json<{
      maker_checker: { withdrawal: boolean };
    }>();
    expect(config.maker_checker.withdrawal).toBe(false);
    const made = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.2',
    });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<WithdrawalAnswer>();
    expect(answer.message).toBe(WITHDRAWAL_INITIATED_TEXT);
    expect(answer.withdrawal.status).toBe('approved');
    expect(answer.withdrawal.maker_checker_request).toBeNull();
    await setWalletMakerChecker(venue, entity, { withdrawal: true });
  });

  it('R-WAL-11 a broadcast without a confirmation for 10 minutes (spec 9 600000 ms) is rebroadcast and flagged, then completes when blocks resume', async () => {
    await setWalletMakerChecker(venue, entity, { withdrawal: false });
    const made = (
      await trader.withdraw({
        subaccountId: otc,
        token: 'BTC',
        network: 'BTC',
        address: BTC_ADDRESS,
        amount: '0.3',
      })
    ).json<WithdrawalAnswer>();
    await setWalletMakerChecker(venue, entity, { withdrawal: true });
    venue.wallet.chain.stall('BTC');
    await blocks(2); // approved → processing → broadcast
    const row = async () =>
      (await trader.get(`${W}/withdrawals`))
        .json<{ withdrawals: WithdrawalAnswer['withdrawal'][] }>()
        .withdrawals.find((w) => w.id === made.withdrawal.id);
    expect((await row())?.status).toBe('broadcast');
    clock.advance(WITHDRAWAL_CONFIRMATION_WAIT_MS - 1);
    await blocks(1);
    expect((await row())?.additional_info).toBe('');
    clock.advance(1);
    await blocks(1);
    expect((await row())?.additional_info).toBe('Not confirmed within 10 minutes: rebroadcast (1)');
    venue.wallet.chain.stall('BTC', false);
    await blocks(3);
    expect((await row())?.status).toBe('completed');
  });

  it('R-WAL-4 bad input answers 400 with the errors list: address per network, decimals, minimum, fee limits', async () => {
    const base = {
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address: '0x52908400098527886e0f7030069857d2e4169ee7' }, 'INVALID_ADDRESS', 'address'],
      [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }, 'INVALID_ADDRESS', 'address'],
      [{ amount: '0.123456789' }, 'TOO_MANY_DECIMALS', 'amount'],
      [{ amount: '0.0001' }, 'BELOW_MINIMUM', 'amount'],
      [{ amount: '0' }, 'VALIDATION', 'amount'], // the one amount grammar (R-SECH-9)
      [{ network: 'ERC20' }, 'UNKNOWN_NETWORK', 'network'],
      [{ fee: '0.5' }, 'FEE_OUT_OF_RANGE', 'fee'],
    ];
    for (const [change, code, field] of cases) {
      const answer = await trader.withdraw({ ...base, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json<{ errors: { code: string; field: string }[] }>().errors[0]).toEqual(
        expect.objectContaining({ code, field }),
      );
    }
    const schema = await trader.withdraw({ ...base, amount: 12 });
    expect(schema.statusCode).toBe(400);
  });

  it('R-WAL-5 a venue with whitelisting withdraws only to whitelisted addresses', async () => {
    const answer = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      amount: '0.5',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
      'ADDRESS_NOT_WHITELISTED',
    );
  });

  it('R-WAL-3 withdrawals need canWithdraw and a venue with withdrawEnabled, not delisted', async () => {
    const edge = await subaccountId(venue, 'Edge Main');
    const noFlag = await trader.withdraw({
      subaccountId: edge,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    expect(noFlag.statusCode).toBe(403);
    await venue.db
      .updateTable('venues')
      .set({ is_delisted: true })
      .where('key', '=', 'otc')
      .execute();
    const delisted = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    await venue.db
      .updateTable('venues')
      .set({ is_delisted: false })
      .where('key', '=', 'otc')
      .execute();
    expect(delisted.statusCode).toBe(403);
    expect(delisted.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('VENUE_DISABLED');
    const viewer = await addMember(venue, ['viewer']);
    const asViewer = walletUser(venue, await signInMember(venue, viewer), viewer.email);
    const refused = await asViewer.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
      second_factor: { email_code: '123456' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('R-WAL-7 the generic maker-checker route cannot bypass the wallet rules', async () => {
    const made = await trader.create(
      'withdrawal',
      {
        subaccount_id: otc,
        token: 'BTC',
        network: 'BTC',
        address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        amount: '0.5',
        client_request_id: clientId(),
      },
      clientId(),
    );
    expect(made.statusCode).toBe(409);
    const lying = await trader.create(
      'withdrawal',
      {
        subaccount_id: otc,
        token: 'BTC',
        network: 'BTC',
        address: BTC_ADDRESS,
        amount: '0.5',
        destination_type: 'external',
        client_request_id: clientId(),
      },
      clientId(),
    );
    expect(lying.statusCode).toBe(400);
  });

  it('sums: the hold book holds exactly the amount + fee of requested withdrawals', async () => {
    const held = await venue.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<string>('amount').as('s'))
      .where('book', '=', 'hold:wallet')
      .executeTakeFirstOrThrow();
    const rows = await venue.db
      .selectFrom('withdrawals')
      .select(['amount', 'fee'])
      .where('status', 'in', ['requested', 'approved', 'processing'])
      .execute();
    const expected = rows.reduce((sum, r) => addDecimal(sum, addDecimal(r.amount, r.fee)), '0');
    expect(compareDecimal(held.s ?? '0', expected)).toBe(0);
  });
  it('R-WAL-8 rejection, cancellation and expiry release the hold', async () => {
    const before = await dbBalance(venue, otc, 'ETH');
    const body = {
      subaccountId: otc,
      token: 'ETH',
      network: 'ERC20',
      address: DEMO_WHITELIST[1].address,
    };
    const rejected = (await trader.withdraw({ ...body, amount: '1' })).json<WithdrawalAnswer>();
    const cancelled = (await trader.withdraw({ ...body, amount: '2' })).json<WithdrawalAnswer>();
    const expiring = (await trader.withdraw({ ...body, amount: '3' })).json<WithdrawalAnswer>();
    expect(await dbBalance(venue, otc, 'ETH')).toBe(subtractDecimal(before, '6.006'));
    const reject = await approver.reject(
      rejected.withdrawal.maker_checker_request?.request_id ?? '',
    );
    expect(reject.statusCode, reject.body).toBe(200);
    const cancel = await trader.post(`${W}/withdrawals/${cancelled.withdrawal.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<WithdrawalAnswer>().withdrawal.status).toBe('cancelled');
    clock.advance(48 * 3_600_000 + 1);
    expect(await venue.approvals.sweepExpired()).toBeGreaterThanOrEqual(1);
    // (The sessions have expired too by now: read the rows.)
    const rows = await venue.db.selectFrom('withdrawals').select(['id', 'status']).execute();
    const status = (id: string) => rows.find((w) => String(w.id) === id)?.status;
    expect([
      status(rejected.withdrawal.id),
      status(cancelled.withdrawal.id),
      status(expiring.withdrawal.id),
    ]).toEqual(['rejected', 'cancelled', 'expired']);
    expect(await dbBalance(venue, otc, 'ETH')).toBe(before);
    expect(available('ETH')).toBe(before);
  });
});
