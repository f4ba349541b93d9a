// Concurrency (docs/approvals.md "Rules"): approving and executing is one transaction with the
// request row locked, so approvals racing at min_approvers − 1 execute the change once; racing
// creates of one client_request_id make one request, of one payload one pending request. Run
// with concurrent promises on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (a pool of
// real connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import {
  addMember,
  asUser,
  entityIdOf,
  makerCheckerVenue,
  policyRule,
  requestOf,
  setPolicyRules,
  signInMember,
  type TransferControl,
  transferMarker,
  type UserCalls,
} from '../testing/approvals';
import { databaseVariants, manualClock, signIn, type TestVenue } from '../testing/test-app';

const transfer = (note: string) => ({ asset: 'ETH', amount: '3', account_id: null, note });

describe.each(databaseVariants())('maker-checker races (%s)', (variant) => {
  const clock = manualClock();
  const control: TransferControl = { mode: 'ok', runs: 0 };
  let venue: TestVenue;
  let trader: UserCalls;
  const approvers: { calls: UserCalls; email: string }[] = [];

  async function minApprovers(n: number) {
    const entity = await entityIdOf(venue);
    await setPolicyRules(venue, entity, [policyRule({ min_approvers: n })], clock.now());
  }

  beforeAll(async () => {
    venue = await makerCheckerVenue(variant, clock, control);
    trader = asUser(venue, await signIn(venue, DEMO_TRADER));
    for (let i = 0; i < 3; i++) {
      const member = await addMember(venue, ['approver']);
      approvers.push({
        calls: asUser(venue, await signInMember(venue, member)),
        email: member.email,
      });
    }
  });
  afterAll(async () => venue?.dispose());

  it.each([1, 2])(
    'R-APPR-11 two approvals racing at min_approvers − 1 (min %i) execute the change exactly once',
    async (min) => {
      await minApprovers(min);
      for (let round = 0; round < 4; round++) {
        const id = requestOf(
          await trader.create(
            'internal_transfer',
            transfer(`race-${min}-${round}`),
            `race-${min}-${round}`,
          ),
        ).request_id;
        const [first, second, third] = approvers;
        if (!first || !second || !third) throw new Error('approvers missing');
        if (min === 2) {
          const head = await first.calls.approve(id, {
            email_code: await first.calls.emailCode(first.email),
          });
          expect(requestOf(head)['status_text']).toBe('1/2 Approved');
        }
        // Codes first, then both approvals at once.
        const codes = [
          await second.calls.emailCode(second.email),
          await third.calls.emailCode(third.email),
        ];
        const runs = control.runs;
        const answers = await Promise.all([
          second.calls.approve(id, { email_code: codes[0] }),
          third.calls.approve(id, { email_code: codes[1] }),
        ]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const loser = answers.find((answer) => answer.statusCode === 409);
        expect(loser?.json().errors[0].code).toBe('REQUEST_CLOSED');
        expect(control.runs).toBe(runs + 1);
        const view = requestOf(await trader.request(id));
        expect(view.request_status).toBe('executed');
        expect(view['approvers']).toHaveLength(min);
        expect(await transferMarker(venue, id)).toBe(true);
        const executed = await venue.db
          .selectFrom('audit_log')
          .select('id')
          .where('request_id', '=', Number(id))
          .where('action', '=', 'request_executed')
          .execute();
        expect(executed).toHaveLength(1);
      }
    },
  );

  it('R-APPR-8 racing creates with one client_request_id make one request', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        trader.create('internal_transfer', transfer('same-key'), 'same-key'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => requestOf(answer).request_id)).size).toBe(1);
  });

  it('R-APPR-7 racing creates of one payload leave one pending request; the others get 409 DUPLICATE_REQUEST', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        trader.create('internal_transfer', transfer('same-payload'), `same-payload-${i}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors[0].code).toBe('DUPLICATE_REQUEST');
    }
  });
});
