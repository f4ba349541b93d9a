// The maker-checker engine's rules over HTTP (docs/approvals.md "Rules"), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: who may act, one action each, rejection, duplicates,
// idempotency, edits, cancellation, who may request, and what an executor's failure leaves.
import type { NewRule } from './store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_ENTITY_INTL, DEMO_TRADER } from '../seed/demo-constants';
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

const transfer = (note: string, amount = '0.5') => ({
  asset: 'BTC',
  amount,
  account_id: null,
  note,
});

describe.each(databaseVariants())('maker-checker engine (%s)', (variant) => {
  const clock = manualClock();
  const control: TransferControl = { mode: 'ok', runs: 0 };
  let venue: TestVenue;
  let trader: UserCalls;
  let approver: UserCalls;
  let admin: UserCalls;
  let usEntity = 0;
  let approverId = 0;

  const approveByEmail = async (who: UserCalls, email: string, id: string) =>
    who.approve(id, { email_code: await who.emailCode(email) });

  /** Rules of the demo US entity, written directly (policy changes are tested elsewhere). */
  const setRules = (rules: readonly NewRule[]) =>
    setPolicyRules(venue, usEntity, rules, clock.now());
  const rule = policyRule;

  beforeAll(async () => {
    venue = await makerCheckerVenue(variant, clock, control);
    trader = asUser(venue, await signIn(venue, DEMO_TRADER));
    approver = asUser(venue, await signIn(venue, DEMO_APPROVER));
    admin = asUser(venue, await signIn(venue, DEMO_ADMIN));
    const me = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_APPROVER.email)
      .executeTakeFirstOrThrow();
    approverId = me.id;
    usEntity = await entityIdOf(venue);
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-1 the requester never approves or rejects their own request, and the refusal is audited', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('self'), 'self-1'));
    expect(made.request_status).toBe('requested');
    expect(made['can_act']).toBe(false);
    // The trader may not approve anything (no Approve Requests): the policy refuses before the
    // engine, and the refusal is audited.
    const selfApprove = await trader.approve(made.request_id, { email_code: '123456' });
    expect(selfApprove.statusCode).toBe(403);
    expect(selfApprove.json().errors[0].code).toBe('FORBIDDEN');
    const selfReject = await trader.reject(made.request_id);
    expect(selfReject.statusCode).toBe(403);
    const refusedByPolicy = await venue.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'target'])
      .where('action', '=', 'access_refused')
      .where('target', 'like', '%/maker_checker/requests/:id/%')
      .execute();
    expect(refusedByPolicy).toHaveLength(2);
    expect(refusedByPolicy.every((row) => row.outcome === 'refused')).toBe(true);
    expect(requestOf(await trader.request(made.request_id)).request_status).toBe('requested');

    // The same for an administrative kind: the admin cannot pass their own request.
    const own = requestOf(
      await admin.create('user_roles', { user_id: approverId, roles: ['approver'] }, 'self-2'),
    );
    const adminSelf = await approveByEmail(admin, DEMO_ADMIN.email, own.request_id);
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json().errors[0].code).toBe('SELF_APPROVAL');
    const adminSelfReject = await admin.reject(own.request_id);
    expect(adminSelfReject.json().errors[0].code).toBe('SELF_APPROVAL');
    const refused = await venue.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('request_id', '=', Number(own.request_id))
      .where('action', '=', 'approval_refused')
      .execute();
    expect(refused).toHaveLength(2);
    expect(refused.every((row) => row.outcome === 'refused')).toBe(true);
    expect(requestOf(await admin.request(own.request_id)).request_status).toBe('requested');
  });

  it('R-APPR-2 one action per user per request: a second approval or a rejection after it is refused', async () => {
    await setRules([rule({ min_approvers: 2, approver_roles: ['approver', 'admin'] })]);
    const made = requestOf(await trader.create('internal_transfer', transfer('twice'), 'twice-1'));
    expect(made['min_approvers']).toBe(2);
    const first = await approveByEmail(approver, DEMO_APPROVER.email, made.request_id);
    expect(first.statusCode).toBe(200);
    expect(requestOf(first)['status_text']).toBe('1/2 Approved');
    expect(requestOf(first)['can_act']).toBe(false);
    const again = await approver.approve(made.request_id, { email_code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('ALREADY_ACTED');
    const rejectAfter = await approver.reject(made.request_id);
    expect(rejectAfter.json().errors[0].code).toBe('ALREADY_ACTED');
    const actions = await venue.db
      .selectFrom('approval_actions')
      .selectAll()
      .where('request_id', '=', Number(made.request_id))
      .execute();
    expect(actions).toHaveLength(1);
    const second = await approveByEmail(admin, DEMO_ADMIN.email, made.request_id);
    expect(requestOf(second).request_status).toBe('executed');
    await setRules([]);
  });

  it('R-APPR-3 only active members whose roles (or listing) qualify and who hold Approve Requests may act', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('who'), 'who-1'));
    // A trader holds no Approve Requests and no approver role.
    const otherTrader = await addMember(venue, ['trader']);
    const other = asUser(venue, await signInMember(venue, otherTrader));
    // The policy refuses them before the engine: their roles do not grant Approve Requests.
    const notApprover = await other.approve(made.request_id, { email_code: '123456' });
    expect(notApprover.statusCode).toBe(403);
    expect(notApprover.json().errors[0].code).toBe('FORBIDDEN');
    expect((await other.reject(made.request_id)).json().errors[0].code).toBe('FORBIDDEN');
    // The admin holds Approve Requests but not the approver role the default money rule names.
    const adminTry = await admin.reject(made.request_id);
    expect(adminTry.json().errors[0].code).toBe('NOT_AN_APPROVER');
    // A member of another entity does not even see it.
    const foreigner = await addMember(venue, ['approver'], { entity: DEMO_ENTITY_INTL });
    const foreign = asUser(venue, await signInMember(venue, foreigner));
    expect((await foreign.request(made.request_id)).statusCode).toBe(404);
    expect((await foreign.reject(made.request_id)).statusCode).toBe(404);

    // Listed by id: the admin qualifies through approver_user_ids, a listed trader still not.
    const adminId = (
      await venue.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ADMIN.email)
        .executeTakeFirstOrThrow()
    ).id;
    await setRules([
      rule({ approver_roles: [], approver_user_ids: [adminId, otherTrader.id], min_approvers: 1 }),
    ]);
    const listed = requestOf(await trader.create('internal_transfer', transfer('listed'), 'who-2'));
    // Listing by id does not lift the role requirement: a trader still lacks Approve Requests.
    expect((await other.reject(listed.request_id)).json().errors[0].code).toBe('FORBIDDEN');
    expect(requestOf(await admin.request(listed.request_id))['can_act']).toBe(true);
    expect(requestOf(await approver.request(listed.request_id))['can_act']).toBe(false);
    const passed = await approveByEmail(admin, DEMO_ADMIN.email, listed.request_id);
    expect(requestOf(passed).request_status).toBe('executed');
    await setRules([]);
  });

  it('R-APPR-5 a rejection closes the request; approving or rejecting it afterwards is refused', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('no'), 'no-1'));
    const rejected = await approver.reject(made.request_id, 'Wrong account');
    expect(rejected.json()).not.toHaveProperty('errors');
    expect(rejected.statusCode).toBe(200);
    const view = requestOf(rejected);
    expect(view.request_status).toBe('rejected');
    expect(view['status_text']).toBe('Request Rejected');
    expect(view['rejectors']).toEqual([approverId]);
    const otherApprover = await addMember(venue, ['approver']);
    const other = asUser(venue, await signInMember(venue, otherApprover));
    const late = await approveByEmail(other, otherApprover.email, made.request_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('REQUEST_CLOSED');
    expect((await other.reject(made.request_id)).json().errors[0].code).toBe('REQUEST_CLOSED');
    expect(control.runs).toBeGreaterThanOrEqual(0);
    expect(await transferMarker(venue, made.request_id)).toBe(false);
  });

  it('R-APPR-7 an identical pending request (entity, kind, payload) is refused with 409 DUPLICATE_REQUEST', async () => {
    const first = requestOf(await trader.create('internal_transfer', transfer('dup'), 'dup-1'));
    const second = await trader.create('internal_transfer', transfer('dup'), 'dup-2');
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('DUPLICATE_REQUEST');
    // Key order does not make a payload different.
    const reordered = await trader.create(
      'internal_transfer',
      { note: 'dup', account_id: null, amount: '0.5', asset: 'BTC' },
      'dup-3',
    );
    expect(reordered.json().errors[0].code).toBe('DUPLICATE_REQUEST');
    // Once the first is no longer pending, the same change may be asked again.
    expect((await trader.cancel(first.request_id)).statusCode).toBe(200);
    expect((await trader.create('internal_transfer', transfer('dup'), 'dup-4')).statusCode).toBe(
      200,
    );
  });

  it('R-APPR-8 a repeat of the same client_request_id by the same user returns the same request', async () => {
    const first = requestOf(await trader.create('internal_transfer', transfer('idem'), 'idem-1'));
    const repeat = await trader.create('internal_transfer', transfer('idem', '9'), 'idem-1');
    expect(repeat.statusCode).toBe(200);
    expect(requestOf(repeat).request_id).toBe(first.request_id);
    expect(requestOf(repeat)['payload']).toEqual(transfer('idem'));
    const rows = await venue.db
      .selectFrom('approval_requests')
      .select('id')
      .where('client_request_id', '=', 'idem-1')
      .execute();
    expect(rows).toHaveLength(1);
    // Another user's identical key is another request (keys are per user).
    const mine = await approver.create('internal_transfer', transfer('idem-other'), 'idem-1');
    expect(mine.statusCode).toBe(403); // the approver may not request money kinds
  });

  it('R-APPR-9 only the requester edits a pending request: the payload is replaced and its approvals cleared', async () => {
    await setRules([rule({ min_approvers: 2, approver_roles: ['approver', 'admin'] })]);
    const made = requestOf(await trader.create('internal_transfer', transfer('edit'), 'edit-1'));
    await approveByEmail(approver, DEMO_APPROVER.email, made.request_id);
    expect(requestOf(await trader.request(made.request_id))['approvers']).toEqual([approverId]);
    const notMine = await approver.edit(made.request_id, transfer('edit', '2'));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().errors[0].code).toBe('NOT_REQUESTER');
    clock.advance(60_000);
    const edited = await trader.edit(made.request_id, transfer('edit', '2'));
    expect(edited.statusCode).toBe(200);
    const view = requestOf(edited);
    expect(view['payload']).toEqual(transfer('edit', '2'));
    expect(view['approvers']).toEqual([]);
    expect(view['status_text']).toBe('0/2 Approved');
    expect(view['expires_at']).toBe(new Date(clock.now() + 48 * 3600_000).toISOString());
    // The approver may act again on the new payload.
    expect(requestOf(await approver.request(made.request_id))['can_act']).toBe(true);
    // A bad payload is refused by the kind's schema.
    const bad = await trader.edit(made.request_id, { ...transfer('edit'), amount: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('payload.amount');
    // Cancel: requester only; a cancelled request can be neither edited nor approved.
    expect((await approver.cancel(made.request_id)).json().errors[0].code).toBe('NOT_REQUESTER');
    const cancelled = await trader.cancel(made.request_id);
    expect(requestOf(cancelled).request_status).toBe('cancelled');
    expect((await trader.edit(made.request_id, transfer('edit', '3'))).statusCode).toBe(409);
    const late = await approveByEmail(admin, DEMO_ADMIN.email, made.request_id);
    expect(late.json().errors[0].code).toBe('REQUEST_CLOSED');
    await setRules([]);
  });

  it('R-APPR-12 an executor refusal ends the request failed with its reason, its writes undone and the approval kept', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('refuse'), 'fail-1'));
    control.mode = 'refuse';
    const answer = await approveByEmail(approver, DEMO_APPROVER.email, made.request_id);
    control.mode = 'ok';
    expect(answer.statusCode).toBe(200);
    const view = requestOf(answer);
    expect(view.request_status).toBe('failed');
    expect(view['result']).toEqual({
      error: { code: 'NO_FUNDS', message: 'Not enough funds on the source account.' },
    });
    expect(view['approvers']).toEqual([approverId]);
    expect(await transferMarker(venue, made.request_id)).toBe(false);
    const audit = await venue.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('request_id', '=', Number(made.request_id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'request_created',
      'request_approved',
      'request_failed',
    ]);
  });

  it('R-APPR-12 a crash inside the execution writes nothing (no approval, no change) and the request stays approvable', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('crash'), 'fail-2'));
    control.mode = 'throw';
    const runs = control.runs;
    const crashed = await approveByEmail(approver, DEMO_APPROVER.email, made.request_id);
    control.mode = 'ok';
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json().errors[0].code).toBe('INTERNAL');
    expect(control.runs).toBe(runs + 1);
    const after = requestOf(await trader.request(made.request_id));
    expect(after.request_status).toBe('requested');
    expect(after['approvers']).toEqual([]);
    expect(await transferMarker(venue, made.request_id)).toBe(false);
    const audited = await venue.db
      .selectFrom('audit_log')
      .select('action')
      .where('request_id', '=', Number(made.request_id))
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['request_created']);
    // Retry with a fresh factor: it executes, once.
    const retry = await approveByEmail(approver, DEMO_APPROVER.email, made.request_id);
    expect(requestOf(retry).request_status).toBe('executed');
    expect(requestOf(retry)['result']).toEqual({ moved: true });
    expect(await transferMarker(venue, made.request_id)).toBe(true);
    expect(control.runs).toBe(runs + 2);
  });

  it('R-APPR-14 the requester must hold the kind’s action; payloads outside the kind’s schema are refused', async () => {
    const forbidden = await trader.create(
      'user_roles',
      { user_id: approverId, roles: ['trader'] },
      'k-1',
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].code).toBe('FORBIDDEN');
    // Every kind of the vocabulary has an executor since custody registered custody_send and
    // custody_stake (issue 15); a payload outside the kind's schema is still refused.
    const wrongShape = await trader.create('custody_send', { asset: 'BTC', amount: '1' }, 'k-2');
    expect(wrongShape.statusCode).toBe(400);
    const unknown = await trader.create('coffee', {}, 'k-3');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('UNKNOWN_ENUM');
  });

  it('R-APPR-13 a create answers only after its row is committed, with the list newest first and can_act per caller', async () => {
    const made = requestOf(await trader.create('internal_transfer', transfer('durable'), 'dur-1'));
    const row = await venue.db
      .selectFrom('approval_requests')
      .select(['status', 'requester_id'])
      .where('id', '=', Number(made.request_id))
      .executeTakeFirst();
    expect(row?.status).toBe('requested');
    const list = await approver.get('/uapi/v1/maker_checker/requests?status=requested&limit=5');
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      requests: { request_id: string; can_act: boolean }[];
      total: number;
    }>();
    expect(body.requests[0]?.request_id).toBe(made.request_id);
    expect(body.requests[0]?.can_act).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(body.requests.length);
    const ids = body.requests.map((r) => Number(r.request_id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
