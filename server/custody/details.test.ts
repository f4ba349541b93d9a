// Custody's required details and readable-vault lists through the venue (docs/custody.md
// "Required details"): a send at or above its vault's tiers waits for the beneficiary's details
// and then a video verification, and cannot be approved before; the bypass_travel_rules flag
// lifts the beneficiary step; pending-request, vault and account lists count and page only the
// vaults the caller reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../security/testing/http';
import { SoftAuthenticator } from '../security/testing/soft-authenticator';
import { totpCode } from '../security/totp';
import { DEMO_TOTP_SECRET } from '../seed/security-constants';
import { customerScope } from '../settings/app-settings';
import {
  addMember,
  asUser,
  requestOf,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { entityId, subaccountId } from '../testing/wallet';

const C = '/api/native-custody';

interface Pending {
  items: {
    id: string;
    payload: { vault_id: number };
    details_status: string | null;
    can_act: boolean;
    beneficiary: { name: string } | null;
  }[];
  total: number;
  page: number;
}

describe('native custody: required details and readable vaults', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let operator: UserCalls;
  let approver: UserCalls;
  let approver2: UserCalls;
  let key: SoftAuthenticator;
  let cold: number;
  let warm: number;
  let whitelisted: number;
  let made = 0;

  const factor = () => {
    clock.advance(30_000);
    return { otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()) };
  };

  const send = (amount: string) => ({
    vault_id: cold,
    token: 'BTC',
    network: 'BTC',
    amount,
    destination_type: 'whitelisted',
    whitelisted_address_id: whitelisted,
    client_request_id: `details-${++made}`,
  });

  /** A key-confirmed send (begin → the key signs → finish): its request id. */
  async function sendWithKey(body: Record<string, unknown>): Promise<string> {
    const begin = await operator.post(`${C}/policy-engine/authenticate/begin`, body);
    expect(begin.statusCode).toBe(200);
    const assertion = key.assert(
      begin.json<{ options: { challenge: string } }>().options.challenge,
    );
    const finish = await operator.post(`${C}/policy-engine/authenticate/finish`, {
      ...body,
      assertion,
    });
    expect(finish.statusCode, finish.body).toBe(201);
    return requestOf(finish).request_id;
  }

  const pendingOf = async (who: UserCalls, id: string) =>
    (await who.get(`${C}/pending_requests?limit=200`))
      .json<Pending>()
      .items.find((i) => i.id === id);

  const beneficiary = {
    name: 'Northwind Treasury Ltd',
    address: '1 Harbour Street, Dublin D02',
    country: 'IE',
    relationship: 'supplier',
  };

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    const op = await addMember(venue, ['trader']);
    operator = asUser(venue, await signInMember(venue, op));
    key = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const begin = await operator.post('/api/register/begin', {});
    const registered = await operator.post('/api/register/complete', {
      name: 'Custody key',
      credential: key.register(begin.json<{ options: { challenge: string } }>().options.challenge),
    });
    expect(registered.statusCode).toBe(200);
    approver = asUser(
      venue,
      await signInMember(
        venue,
        await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET }),
      ),
    );
    approver2 = asUser(
      venue,
      await signInMember(
        venue,
        await addMember(venue, ['approver'], { otpSecret: DEMO_TOTP_SECRET }),
      ),
    );
    cold = await subaccountId(venue, 'Cold Vault');
    warm = await subaccountId(venue, 'Warm Vault');
    whitelisted = (
      await venue.db
        .selectFrom('whitelisted_addresses')
        .select('id')
        .where('subaccount_id', '=', cold)
        .where('token', '=', 'BTC')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => venue?.dispose());

  it('R-CUST-10: a send at the vault’s beneficiary tier waits in required_beneficiary_details and cannot be approved until the initiator gives the details', async () => {
    const vault = await operator.get(`${C}/vaults/${cold}`);
    expect(vault.json().vault.details_policy).toEqual({
      beneficiary_details_min_usd: '250000.00',
      video_verification_min_usd: '1000000.00',
    });
    // 3 BTC at 97,000 is $291,000: above the $250k tier, below the video tier.
    const id = await sendWithKey(send('3'));
    const waiting = await pendingOf(approver, id);
    expect(waiting).toMatchObject({
      details_status: 'required_beneficiary_details',
      can_act: false,
      beneficiary: null,
    });
    const listed = await operator.get(`${C}/transactions?vault_id=${cold}&type=send&limit=1`);
    expect(listed.json<{ items: { status: string }[] }>().items[0]?.status).toBe(
      'required_beneficiary_details',
    );
    // The approval is refused before any factor is spent, and nothing is recorded.
    const early = await approver.approve(id, factor());
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('DETAILS_REQUIRED');
    expect(early.json().errors[0].message).toMatch(/beneficiary’s name, address, country/);
    const actions = await venue.db
      .selectFrom('approval_actions')
      .select('id')
      .where('request_id', '=', Number(id))
      .execute();
    expect(actions).toHaveLength(0);
    // Only the initiator gives them, complete and well formed.
    expect((await approver.post(`${C}/requests/${id}/beneficiary`, beneficiary)).statusCode).toBe(
      403,
    );
    const bad = await operator.post(`${C}/requests/${id}/beneficiary`, {
      ...beneficiary,
      country: 'Ireland',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await operator.post(`${C}/requests/${id}/beneficiary`, {
      name: beneficiary.name,
    });
    expect(missing.statusCode).toBe(400);
    const given = await operator.post(`${C}/requests/${id}/beneficiary`, beneficiary);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ request_id: id, details_status: null });
    expect(await pendingOf(approver, id)).toMatchObject({
      details_status: null,
      can_act: true,
      beneficiary: { name: beneficiary.name },
    });
    const audit = await venue.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('action', '=', 'custody_beneficiary_details')
      .execute();
    expect(audit).toHaveLength(1);
    const approved = await approver.approve(id, factor());
    expect(requestOf(approved).request_status).toBe('executed');
    // A second call is refused: the send no longer waits for details.
    expect((await operator.post(`${C}/requests/${id}/beneficiary`, beneficiary)).statusCode).toBe(
      409,
    );
  });

  it('R-CUST-11: at the video tier the send then waits for a video verification an operator records (audited); a rejected one still blocks approval', async () => {
    // 11 BTC is $1,067,000: the beneficiary, the video verification and two approvers.
    const id = await sendWithKey(send('11'));
    expect((await pendingOf(approver, id))?.details_status).toBe('required_beneficiary_details');
    // The video comes after the beneficiary.
    const tooSoon = await approver.post(`${C}/requests/${id}/video_verification`, {
      outcome: 'passed',
    });
    expect(tooSoon.statusCode).toBe(409);
    const given = await operator.post(`${C}/requests/${id}/beneficiary`, beneficiary);
    expect(given.json().details_status).toBe('video_verification_missing');
    expect((await approver.approve(id, factor())).json().errors[0].code).toBe('DETAILS_REQUIRED');
    // The initiator cannot record their own verification (their role cannot approve).
    expect(
      (await operator.post(`${C}/requests/${id}/video_verification`, { outcome: 'passed' }))
        .statusCode,
    ).toBe(403);
    const rejected = await approver.post(`${C}/requests/${id}/video_verification`, {
      outcome: 'rejected',
    });
    expect(rejected.json().details_status).toBe('video_verification_rejected');
    expect((await pendingOf(operator, id))?.details_status).toBe('video_verification_rejected');
    expect((await approver2.approve(id, factor())).statusCode).toBe(409);
    const passed = await approver2.post(`${C}/requests/${id}/video_verification`, {
      outcome: 'passed',
    });
    expect(passed.json().details_status).toBeNull();
    const audit = await venue.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'custody_video_verification')
      .where('request_id', '=', Number(id))
      .orderBy('id')
      .execute();
    expect(
      audit.map((a) => (a.after as { video_verification: string }).video_verification),
    ).toEqual(['rejected', 'passed']);
    expect(requestOf(await approver.approve(id, factor())).request_status).toBe('requested');
    expect(requestOf(await approver2.approve(id, factor())).request_status).toBe('executed');
  });

  it('R-CUST-10: with the customer’s bypass_travel_rules flag on, the beneficiary step is lifted; below the tier nothing is asked', async () => {
    const small = await sendWithKey(send('0.2'));
    expect((await pendingOf(approver, small))?.details_status).toBeNull();
    const entity = await entityId(venue);
    const root = await venue.db
      .selectFrom('customers')
      .select(['id', 'parent_id'])
      .where('id', '=', entity)
      .executeTakeFirstOrThrow();
    await venue.db
      .insertInto('app_settings')
      .values({
        scope: customerScope(root.parent_id ?? root.id),
        key: 'feature_flags',
        value: JSON.stringify({ bypass_travel_rules: true }),
        updated_at: new Date(clock.now()),
      })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key'])
          .doUpdateSet({ value: JSON.stringify({ bypass_travel_rules: true }) }),
      )
      .execute();
    const large = await sendWithKey(send('3'));
    expect((await pendingOf(approver, large))?.details_status).toBeNull();
    expect(requestOf(await approver.approve(large, factor())).request_status).toBe('executed');
    expect(requestOf(await approver.approve(small, factor())).request_status).toBe('executed');
  });

  it('R-CUST-12: pending requests, vaults and accounts count and page only the vaults the caller reads', async () => {
    const stake = (vault: number, n: number) =>
      operator.post(`${C}/staking`, {
        vault_id: vault,
        token: 'ETH',
        validator: 'eth-kiln-02',
        action: 'stake',
        amount: '1',
        client_request_id: `page-${vault}-${n}`,
      });
    for (let n = 0; n < 3; n++) expect((await stake(cold, n)).statusCode).toBe(201);
    // The newest requests are on the warm vault.
    for (let n = 0; n < 3; n++) expect((await stake(warm, n)).statusCode).toBe(201);
    const coldSend = await sendWithKey(send('0.1'));
    await sendWithKey({
      ...send('0.1'),
      destination_type: 'vault',
      whitelisted_address_id: undefined,
      to_vault_id: cold,
      vault_id: warm,
    });
    const all = (await approver.get(`${C}/pending_staking_requests?limit=2`)).json<Pending>();
    expect(all.total).toBe(6);
    // The warm vault stops being readable.
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: false })
      .where('id', '=', warm)
      .execute();
    try {
      const first = (await approver.get(`${C}/pending_staking_requests?limit=2`)).json<Pending>();
      expect(first.total).toBe(3);
      expect(first.items).toHaveLength(2);
      expect(first.items.every((i) => i.payload.vault_id === cold)).toBe(true);
      const second = (
        await approver.get(`${C}/pending_staking_requests?limit=2&page=2`)
      ).json<Pending>();
      expect(second).toMatchObject({ total: 3, page: 2 });
      expect(second.items.map((i) => i.payload.vault_id)).toEqual([cold]);
      const sends = (await approver.get(`${C}/pending_requests?limit=1`)).json<Pending>();
      expect(sends.total).toBe(1);
      expect(sends.items.map((i) => i.id)).toEqual([coldSend]);
      const vaults = (await approver.get(`${C}/vaults?limit=1`)).json<{
        items: { id: string }[];
        total: number;
      }>();
      expect(vaults).toMatchObject({ total: 1, items: [{ id: String(cold) }] });
      const accounts = (await approver.get(`${C}/accounts`)).json<{
        items: { vaults: number }[];
        total: number;
      }>();
      expect(accounts.total).toBe(1);
      expect(accounts.items[0]?.vaults).toBe(1);
      const search = (await approver.get(`${C}/vaults?search=warm`)).json<{ total: number }>();
      expect(search.total).toBe(0);
    } finally {
      await venue.db
        .updateTable('subaccounts')
        .set({ can_read: true })
        .where('id', '=', warm)
        .execute();
    }
  });
  it('R-CUST-13: pending lists filter by vault and token and order by request time on the server; a bad filter is a 400', async () => {
    // The staking requests of R-CUST-12 are still waiting: 3 on each vault, all ETH.
    const byVault = (
      await approver.get(`${C}/pending_staking_requests?vault_id=${warm}`)
    ).json<Pending>();
    expect(byVault.total).toBe(3);
    expect(byVault.items.every((i) => i.payload.vault_id === warm)).toBe(true);
    const eth = (await approver.get(`${C}/pending_staking_requests?token=ETH`)).json<Pending>();
    const sol = (await approver.get(`${C}/pending_staking_requests?token=SOL`)).json<Pending>();
    expect(eth.total).toBe(6);
    expect(sol).toMatchObject({ total: 0, items: [] });
    const newest = (await approver.get(`${C}/pending_staking_requests`)).json<Pending>();
    const oldest = (await approver.get(`${C}/pending_staking_requests?dir=asc`)).json<Pending>();
    expect(oldest.items.map((i) => i.id)).toEqual([...newest.items.map((i) => i.id)].reverse());
    // A vault the caller cannot read filters to nothing rather than leaking its requests.
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: false })
      .where('id', '=', warm)
      .execute();
    try {
      const hidden = (
        await approver.get(`${C}/pending_staking_requests?vault_id=${warm}`)
      ).json<Pending>();
      expect(hidden).toMatchObject({ total: 0, items: [] });
    } finally {
      await venue.db
        .updateTable('subaccounts')
        .set({ can_read: true })
        .where('id', '=', warm)
        .execute();
    }
    for (const bad of ['vault_id=abc', 'token=e%20th', 'dir=up'])
      expect((await approver.get(`${C}/pending_requests?${bad}`)).statusCode).toBe(400);
  });
});
