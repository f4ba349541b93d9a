// @vitest-environment jsdom
// Custody › Pending requests with required details (R-CUST-10, R-CUST-11): the status and what
// to do next, the initiator's beneficiary form (spec 5's required-field messages), an
// operator's video verification, and no Approve while details are missing.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { requestFixture } from '../../testing/adminFixtures';
import { renderAdminApp, screenMutations } from '../../testing/adminApp';
import { createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { userFixture } from '../../testing/fixtures';

afterEach(cleanup);

const OPERATOR = 5;
const APPROVER = 3;
const LIST = '/api/native-custody/pending_requests?page=1&limit=100&dir=desc';

function item(id: string, details: string | null, extra: Record<string, unknown> = {}) {
  const payload = { vault_id: 7, token: 'BTC', amount: '3', destination_type: 'whitelisted' };
  return {
    id,
    uuid: `u-${id}`,
    kind: 'custody_send',
    payload,
    status: 'requested',
    status_text: '0/1 Approved',
    approvals: 0,
    min_approvers: 1,
    can_act: details === null,
    details_status: details,
    video_verification_required: details?.startsWith('video') ?? false,
    beneficiary: null,
    video_verification: null,
    created_at: '2026-11-25T09:00:00Z',
    request: requestFixture({
      request_id: id,
      kind: 'custody_send',
      requester_id: OPERATOR,
      requester: { id: OPERATOR, name: 'Olive Operator', email: 'trader@demo.desk' },
      payload,
      min_approvers: 1,
      approver_roles: ['approver'],
    }),
    ...extra,
  };
}

function app(userId: number, roles: ('trader' | 'approver')[], items: unknown[]) {
  const core: FakeCore = createFakeCore();
  core.on('GET', LIST, () => ok({ items, total: items.length, page: 1 }));
  renderAdminApp('/custody/pending-requests', {
    core,
    roles,
    userId,
    user: userFixture({ id: userId, email: 'x@demo.desk', landing_page: '/portfolio/balances' }),
  });
  return core;
}

/** Types by pasting (one change event; per-key typing is slow under a shared CPU). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const rowOf = async (id: string) =>
  (await screen.findAllByTestId('custody-pending-row', {}, { timeout: 10_000 })).find((r) =>
    r.textContent?.includes(`#${id}`),
  ) as HTMLElement;

describe('custody required details', () => {
  it('R-CUST-10: the initiator sees the status, no Approve, and gives the beneficiary’s details with required-field messages', async () => {
    const core = app(OPERATOR, ['trader'], [item('41', 'required_beneficiary_details')]);
    const row = await rowOf('41');
    expect(within(row).getByTestId('custody-request-details')).toHaveTextContent(
      'Required beneficiary details',
    );
    expect(within(row).queryByTestId('custody-approve')).toBeNull();
    await userEvent.click(row);
    expect(await screen.findByTestId('custody-next-step')).toHaveTextContent(
      /beneficiary’s name, address, country and relationship/,
    );
    core.on('POST', '/api/native-custody/requests/41/beneficiary', () =>
      ok({ request_id: '41', details_status: null }),
    );
    await userEvent.click(within(row).getByTestId('custody-add-beneficiary'));
    const dialog = await screen.findByTestId('custody-beneficiary');
    await userEvent.click(within(dialog).getByTestId('custody-beneficiary-submit'));
    expect(dialog).toHaveTextContent('Name is required');
    expect(dialog).toHaveTextContent('Relationship is required');
    expect(screenMutations(core)).toHaveLength(0);
    await fill(within(dialog).getByTestId('custody-beneficiary-name'), 'Northwind Ltd');
    await fill(
      within(dialog).getByTestId('custody-beneficiary-address'),
      '1 Harbour Street, Dublin',
    );
    await fill(within(dialog).getByTestId('custody-beneficiary-country'), 'ie');
    await userEvent.selectOptions(
      within(dialog).getByTestId('custody-beneficiary-relationship'),
      'supplier',
    );
    await userEvent.click(within(dialog).getByTestId('custody-beneficiary-submit'));
    await waitFor(() => expect(screenMutations(core)).toHaveLength(1));
    const body = screenMutations(core)[0]?.call.body;
    expect(body?.kind === 'json' ? body.value : null).toEqual({
      name: 'Northwind Ltd',
      address: '1 Harbour Street, Dublin',
      country: 'IE',
      relationship: 'supplier',
    });
    expect(await screen.findByTestId('custody-approved')).toHaveTextContent(
      'Request #41 can now be approved.',
    );
  });

  it('R-CUST-11: an approver records the video verification; another user’s send waiting for details offers no action', async () => {
    const core = app(
      APPROVER,
      ['approver'],
      [item('42', 'video_verification_missing'), item('43', 'required_beneficiary_details')],
    );
    const waiting = await rowOf('43');
    expect(waiting).toHaveTextContent('Waiting for details');
    const row = await rowOf('42');
    expect(within(row).queryByTestId('custody-approve')).toBeNull();
    core.on('POST', '/api/native-custody/requests/42/video_verification', () =>
      ok({ request_id: '42', details_status: 'video_verification_rejected' }),
    );
    await userEvent.click(within(row).getByTestId('custody-record-video'));
    await userEvent.click(await screen.findByTestId('custody-video-rejected'));
    await waitFor(() => expect(screenMutations(core)).toHaveLength(1));
    const body = screenMutations(core)[0]?.call.body;
    expect(body?.kind === 'json' ? body.value : null).toEqual({ outcome: 'rejected' });
    expect(await screen.findByTestId('custody-approved')).toHaveTextContent(
      'Request #42: Video verification rejected.',
    );
  });
});

describe('custody vault balances', () => {
  it('R-CUST-6: pending rewards accrue live from the time the server computed them', async () => {
    const core: FakeCore = createFakeCore();
    const DAY_MS = 24 * 60 * 60 * 1000;
    const eth = {
      token: 'ETH',
      available: '5',
      bonded: '1000',
      unbonding: '0',
      rewards_paid: '1',
      pending_rewards: '0.5',
    };
    core.on('GET', '/api/native-custody/vaults/7', () =>
      ok({
        vault: {
          id: '7',
          uuid: 'vault-7',
          name: 'Warm Vault',
          account_id: 1,
          account_name: 'Custody',
          wallet_types: ['warm'],
          can_withdraw: true,
          can_transfer: true,
          balances: [eth],
          // Computed a day ago: a day of 3.5 % a year on 1 000 ETH has accrued since.
          as_of: Date.now() - DAY_MS,
          addresses: [],
        },
      }),
    );
    renderAdminApp('/custody/vaults/7', {
      core,
      roles: ['trader'],
      userId: OPERATOR,
      user: userFixture({
        id: OPERATOR,
        email: 'x@demo.desk',
        landing_page: '/portfolio/balances',
      }),
    });
    const cell = await screen.findByTestId('custody-pending-rewards', {}, { timeout: 10_000 });
    // 0.5 + 1 000 × 0.035 / 365 = 0.5958904…
    await waitFor(() => expect(Number(cell.textContent)).toBeGreaterThan(0.5958));
    expect(Number(cell.textContent)).toBeLessThan(0.596);
  });
});
