// Treasury rules through the venue (docs/treasury.md): made, approved, rejected and changed
// through the maker-checker engine; run by the scheduler exactly once per period, also across
// a crash between evaluation and commit; missed periods recorded; run now; disable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import { periodStart, type RuleDefinition } from '../../domain/treasury';
import {
  addMember,
  asUser,
  requestOf,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  type TestVenue,
} from '../testing/test-app';
import { dbBalance, subaccountId } from '../testing/wallet';

const T = '/uapi/v1/treasury';
const MINUTE = 60_000;

interface RuleView {
  id: number;
  status: string;
  pending_request_id: string | null;
  next_run_at: string | null;
  last_run: { status: string; outcome: string | null; amount: string | null } | null;
}
interface RunView {
  status: string;
  outcome: string | null;
  reason: string | null;
  amount: string | null;
  manual: boolean;
  direction: string | null;
}

describe.each(databaseVariants())('R-TRS treasury rules (%s)', (variant) => {
  const clock = manualClock();
  let crashNext = false;
  let venue: TestVenue;
  let trader: UserCalls;
  let approver: UserCalls;
  let approverEmail = '';
  let otc = 0;
  let cold = 0;
  let made = 0;

  const sweepRule = (keep: string): RuleDefinition => ({
    name: `Keep ${keep} USDC on OTC`,
    token: 'USDC',
    account_id: otc,
    counterparty_id: cold,
    trigger: { type: 'TokenBalanceThresholdTrigger', direction: 'above', level: keep },
    action: { type: 'TransferTokenWithBalanceLimits', target: keep },
    schedule: { type: 'PeriodicSchedule', every: 15, unit: 'minutes', at: '00:00' },
  });

  async function request(payload: unknown) {
    made += 1;
    const answer = await trader.create('treasury_rule', payload, `trs-${variant}-${made}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return requestOf(answer);
  }
  async function approve(id: string) {
    const answer = await approver.approve(id, {
      email_code: await approver.emailCode(approverEmail),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return requestOf(answer);
  }
  const rules = async () => (await trader.get(`${T}/rules`)).json<{ rules: RuleView[] }>().rules;
  const ruleById = async (id: number) => (await rules()).find((r) => r.id === id);
  const runs = async (id: number) =>
    (await trader.get(`${T}/rules/${id}/runs`)).json<{ runs: RunView[]; total: number }>();
  /** Moves the clock to the start of the next 15-minute period, plus a few seconds. */
  const nextPeriod = () => {
    const now = clock.now();
    clock.advance(periodStart(sweepRule('0').schedule, now) + 15 * MINUTE + 5_000 - now);
  };

  beforeAll(async () => {
    venue = await createTestVenue(variant, {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
      treasuryAutostart: false,
      treasuryBeforeRunCommit: () => {
        if (crashNext) {
          crashNext = false;
          throw new Error('simulated crash before the run commits');
        }
      },
    });
    trader = asUser(venue, await signInMember(venue, await addMember(venue, ['trader'])));
    const checker = await addMember(venue, ['approver']);
    approverEmail = checker.email;
    approver = asUser(venue, await signInMember(venue, checker));
    otc = await subaccountId(venue, 'OTC Main');
    cold = await subaccountId(venue, 'Cold Vault');
  });
  afterAll(async () => venue?.dispose());

  let ruleId = 0;

  it('R-TRS-4 a new rule waits as pending_approval, runs nothing, and is enabled by the approval', async () => {
    const balance = await dbBalance(venue, otc, 'USDC');
    const keep = subtractDecimal(balance, '100');
    const req = await request({ op: 'add', rule: sweepRule(keep) });
    const pending = (await rules()).find((r) => r.pending_request_id === req.request_id);
    expect(pending).toMatchObject({ status: 'pending_approval', next_run_at: null });
    ruleId = pending?.id ?? 0;
    nextPeriod();
    expect(await venue.treasuryScheduler.tick()).toBe(0);
    expect((await approve(req.request_id)).request_status).toBe('executed');
    expect(await ruleById(ruleId)).toMatchObject({ status: 'enabled', pending_request_id: null });
    // Enabled mid-period: the first run is the next period's.
    expect(await venue.treasuryScheduler.tick()).toBe(0);
  });

  it('R-TRS-5 the scheduler sweeps once per period: the second tick of a period moves nothing', async () => {
    const otcBefore = await dbBalance(venue, otc, 'USDC');
    const coldBefore = await dbBalance(venue, cold, 'USDC');
    nextPeriod();
    expect(await venue.treasuryScheduler.tick()).toBe(1);
    expect(await venue.treasuryScheduler.tick()).toBe(0);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(otcBefore, '100'));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(addDecimal(coldBefore, '100'));
    const history = await runs(ruleId);
    expect(history.runs[0]).toMatchObject({
      status: 'completed',
      outcome: 'transferred',
      direction: 'out',
      amount: '100',
      manual: false,
    });
    // The order service's memory follows the ledger (what token_balances and order checks see).
    const shown = (await trader.get(`/uapi/v2/token_balances?subaccountId=${otc}`)).json<{
      balances: { token: string; total: string }[];
    }>();
    expect(shown.balances.find((b) => b.token === 'USDC')?.total).toBe(
      subtractDecimal(otcBefore, '100'),
    );
    // At the target now: the next period runs and skips, with the reason.
    nextPeriod();
    expect(await venue.treasuryScheduler.tick()).toBe(1);
    expect((await runs(ruleId)).runs[0]).toMatchObject({ status: 'completed', outcome: 'skipped' });
    expect((await runs(ruleId)).runs[0]?.reason).toMatch(/already at the target|Not triggered/);
  });

  it('R-TRS-6 a crash between evaluation and commit neither skips nor repeats the transfer', async () => {
    // Raise the balance above the level again by moving 40 back from cold.
    const keepRule = await ruleById(ruleId);
    expect(keepRule?.status).toBe('enabled');
    const refill = await request({
      op: 'add',
      rule: {
        ...sweepRule('1'),
        name: 'Refill',
        account_id: cold,
        counterparty_id: otc,
        trigger: { type: 'TokenBalanceThresholdTrigger', direction: 'above', level: '0' },
        action: { type: 'TransferTokenByFixedAmount', amount: '40' },
      },
    });
    await approve(refill.request_id);
    const refillId = (await rules()).find(
      (r) => r.pending_request_id === null && r.id !== ruleId,
    )?.id;
    const otcBefore = await dbBalance(venue, otc, 'USDC');
    nextPeriod();
    crashNext = true;
    // The first rule's run is claimed, evaluated and booked, then the transaction dies.
    await expect(venue.treasuryScheduler.tick()).rejects.toThrow(/simulated crash/);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(otcBefore);
    expect((await runs(ruleId)).runs[0]).toMatchObject({ status: 'in_progress' });
    // The next tick finishes the unfinished run once, and the refill rule's run.
    expect(await venue.treasuryScheduler.tick()).toBe(2);
    expect(await venue.treasuryScheduler.tick()).toBe(0);
    const history = await runs(ruleId);
    expect(history.runs.filter((r) => r.status === 'in_progress')).toHaveLength(0);
    expect(history.runs[0]).toMatchObject({ status: 'completed' });
    const refillRuns = await runs(refillId ?? 0);
    expect(refillRuns.runs).toHaveLength(1);
    expect(refillRuns.runs[0]).toMatchObject({ outcome: 'transferred', amount: '40' });
    // Whatever order the two ran in, the sum is exact: OTC got 40 and swept what was over.
    const otcAfter = await dbBalance(venue, otc, 'USDC');
    const sweptRun = history.runs[0];
    const swept = sweptRun?.outcome === 'transferred' ? (sweptRun.amount ?? '0') : '0';
    expect(otcAfter).toBe(subtractDecimal(addDecimal(otcBefore, '40'), swept));
    // Disable the refill rule: it stops at once, without approval, and is audited.
    const off = await trader.post(`${T}/rules/${refillId}/disable`, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ rule: RuleView }>().rule.status).toBe('disabled');
    const audited = await venue.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'treasury_rule_disabled')
      .execute();
    expect(audited.map((a) => a.target)).toContain(`treasury_rule:${refillId}`);
  });

  it('R-TRS-7 periods missed while the venue was down are recorded once as expired; only the current one runs', async () => {
    nextPeriod();
    clock.advance(3 * 15 * MINUTE);
    expect(await venue.treasuryScheduler.tick()).toBe(1);
    const history = await runs(ruleId);
    expect(history.runs[0]?.status).toBe('completed');
    expect(history.runs[1]).toMatchObject({ status: 'expired' });
    expect(history.runs[1]?.reason).toMatch(/3 periods missed/);
  });

  it('R-TRS-8 run now, edit and delete are requests; one request per rule at a time; a rejected new rule ends rejected', async () => {
    const runNow = await request({ op: 'run_now', rule_id: ruleId });
    const clash = await trader.create('treasury_rule', { op: 'delete', rule_id: ruleId }, 'clash');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0].code).toBe('RULE_PENDING');
    const before = (await runs(ruleId)).total;
    const done = await approve(runNow.request_id);
    expect(done.result).toMatchObject({ rule_id: ruleId, run_status: 'completed' });
    const after = await runs(ruleId);
    expect(after.total).toBe(before + 1);
    expect(after.runs.some((r) => r.manual)).toBe(true);

    const edit = await request({ op: 'edit', rule_id: ruleId, rule: sweepRule('5') });
    await approve(edit.request_id);
    const del = await request({ op: 'delete', rule_id: ruleId });
    await approve(del.request_id);
    expect(await ruleById(ruleId)).toBeUndefined();

    const bad = await trader.create(
      'treasury_rule',
      { op: 'add', rule: { ...sweepRule('10'), counterparty_id: otc } },
      'bad-rule',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('payload.rule.counterparty_id');

    const refused = await request({ op: 'add', rule: { ...sweepRule('7'), name: 'Refused' } });
    const rejected = await approver.reject(refused.request_id, 'Not this one');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const row = await venue.db
      .selectFrom('treasury_rules')
      .select('status')
      .where('name', '=', 'Refused')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
  });
});
