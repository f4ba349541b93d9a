// Pending withdrawals count in the balances page's held figure (issue 13 "held: open orders,
// pending withdrawals"): the wallet moved them to `hold:wallet`, the page attributes them back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  addDecimal,
  compareDecimal,
  normalizeDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { DEMO_TOTP_SECRET } from '../seed/security-constants';
import { DEMO_WHITELIST } from '../seed/wallet';
import { totpCode } from '../security/totp';
import { addMember, signInMember, TEST_SECRET_KEY } from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import {
  entityId,
  setWalletMakerChecker,
  subaccountId,
  walletUser,
  type WalletUser,
} from '../testing/wallet';

interface BalanceRow {
  subaccountId: number;
  token: string;
  equity_balance: string;
  available: string;
  held: string;
}

describe('held on the balances page', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let trader: WalletUser;
  let otc: number;

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    const member = await addMember(venue, ['trader'], { otpSecret: DEMO_TOTP_SECRET });
    trader = walletUser(venue, await signInMember(venue, member), member.email, () => {
      clock.advance(30_000);
      return { otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()) };
    });
    otc = await subaccountId(venue, 'OTC Main');
  }, 90_000);
  afterAll(async () => venue?.dispose());

  const btcRow = async (): Promise<BalanceRow> => {
    const res = await trader.get(`/v4/portfolio_balance?subaccountIds=${otc}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{ rows: BalanceRow[] }>().rows.find((r) => r.token === 'BTC');
    if (!row) throw new Error('no BTC row');
    return row;
  };

  it('R-PORT-16: a pending withdrawal (amount + fee in hold:wallet) shows as held in its subaccount, equity unchanged, available down', async () => {
    const before = await btcRow();
    const made = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: DEMO_WHITELIST[0].address,
      amount: '0.5',
    });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<{ withdrawal: { status: string; fees: string } }>();
    expect(answer.withdrawal.status).toBe('requested');
    const heldAmount = addDecimal('0.5', answer.withdrawal.fees);
    const pending = await btcRow();
    expect(compareDecimal(pending.held, addDecimal(before.held, heldAmount))).toBe(0);
    expect(compareDecimal(pending.equity_balance, before.equity_balance)).toBe(0);
    expect(compareDecimal(pending.available, subtractDecimal(before.available, heldAmount))).toBe(
      0,
    );
  });

  it('R-PORT-16: the portfolio report holds what the page holds, the pending withdrawal included', async () => {
    const page = await trader.get(`/v4/portfolio_balance?subaccountIds=${otc}`);
    const rows = page.json<{ rows: BalanceRow[] }>().rows;
    const made = await trader.post('/uapi/v1/reports', {
      kind: 'portfolio',
      format: 'csv',
      subaccount_ids: [otc],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { job } = made.json<{ job: { id: number } }>();
    await venue.reports.drain();
    const file = await trader.get(`/uapi/v1/reports/${job.id}/file`);
    expect(file.statusCode, file.body).toBe(200);
    const lines = parse(file.rawPayload, { relax_column_count: true }) as string[][];
    const header = lines.findIndex((l) => l[0] === 'Venue');
    const body = lines.slice(header + 1, header + 1 + rows.length);
    const amount = (text: string | undefined) => normalizeDecimal(text ?? '');
    expect(body.map((l) => [l[3], amount(l[4]), amount(l[5]), amount(l[6])])).toEqual(
      rows.map((r) => [
        r.token,
        normalizeDecimal(r.equity_balance),
        normalizeDecimal(r.available),
        normalizeDecimal(r.held),
      ]),
    );
    // The BTC row's held includes the withdrawal the previous test left pending.
    const btc = rows.find((r) => r.token === 'BTC');
    expect(compareDecimal(btc?.held ?? '0', '0.5')).toBeGreaterThan(0);
  });

  it('R-PORT-16: an initiated withdrawal is held until the chain broadcasts it, then it leaves equity and held', async () => {
    await setWalletMakerChecker(venue, await entityId(venue), { withdrawal: false });
    const before = await btcRow();
    const made = await trader.withdraw({
      subaccountId: otc,
      token: 'BTC',
      network: 'BTC',
      address: DEMO_WHITELIST[0].address,
      amount: '0.25',
    });
    expect(made.statusCode, made.body).toBe(200);
    const fees = made.json<{ withdrawal: { fees: string } }>().withdrawal.fees;
    const total = addDecimal('0.25', fees);
    const held = await btcRow();
    expect(compareDecimal(held.held, addDecimal(before.held, total))).toBe(0);
    expect(compareDecimal(held.equity_balance, before.equity_balance)).toBe(0);
    // approved → processing → broadcast: the money is on the chain, no longer the subaccount's.
    for (let i = 0; i < 3; i++) await venue.wallet.chain.block();
    const sent = await btcRow();
    expect(compareDecimal(sent.held, before.held)).toBe(0);
    expect(compareDecimal(sent.equity_balance, subtractDecimal(before.equity_balance, total))).toBe(
      0,
    );
  });
});
