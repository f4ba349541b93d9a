// @vitest-environment jsdom
// The approval confirmation list of spec 2.4 (/admin/approvals/:tab?), its decisions with a
// second factor, and the top bar's badge.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestFixture } from '../../testing/adminFixtures';
import { renderAdminApp, screenMutations, type AdminAppOptions } from '../../testing/adminApp';
import { badRequest, createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { userFixture } from '../../testing/fixtures';

const webauthn = vi.hoisted(() => ({
  assertWithKey: vi.fn<(o: unknown) => Promise<unknown>>(),
  createKeyCredential: vi.fn(),
  keysSupported: () => true,
}));
vi.mock('../security/webauthn', () => webauthn);

beforeEach(() => webauthn.assertWithKey.mockReset());
afterEach(cleanup);

/** Signed in as the demo approver (user 3). */
const APPROVER = 3;

const REQUESTS = [
  // Someone else's open request: the approver may decide.
  requestFixture({ request_id: 'open', requester_id: 2 }),
  // The approver's own open request: Cancel and Edit, never Approve.
  requestFixture({
    request_id: 'mine',
    kind: 'ip_allowlist',
    requester_id: APPROVER,
    requester: undefined,
    payload: { entity_id: 21, allowlist: ['10.0.0.0/8'] },
    min_approvers: 1,
  }),
  // Closed for everyone.
  requestFixture({ request_id: 'rejected', request_status: 'rejected', rejectors: [2] }),
  requestFixture({ request_id: 'expired', request_status: 'expired' }),
  // Already approved by the approver.
  requestFixture({ request_id: 'done-by-me', approvers: [APPROVER], min_approvers: 2 }),
];

function security(otp: boolean, keys: number) {
  return ok({
    email: 'approver@demo.desk',
    factor_policy: ['email_otp'],
    otp_enabled: otp,
    yubikeys: Array.from({ length: keys }, (_, i) => ({
      credential_id: `k${i}`,
      name: `Key ${i}`,
      created_at: '2026-11-01T00:00:00Z',
      last_used_at: null,
    })),
    password_changed_at: '2026-11-01T00:00:00Z',
    password_expires_at: null,
    password_change_required: false,
  });
}

function approverApp(
  path: string,
  o: AdminAppOptions & { requests?: unknown[]; otp?: boolean; keys?: number } = {},
) {
  const core: FakeCore = o.core ?? createFakeCore();
  const app = renderAdminApp(path, {
    roles: ['approver'],
    userId: APPROVER,
    user: userFixture({
      id: APPROVER,
      email: 'approver@demo.desk',
      landing_page: '/portfolio/balances',
    }),
    ...o,
    core,
  });
  const requests = o.requests ?? REQUESTS;
  core.on('GET', '/uapi/v1/maker_checker/requests', () => ok({ requests, total: requests.length }));
  core.on('GET', '/api/user/security', () => security(o.otp ?? true, o.keys ?? 0));
  return app;
}

const row = (id: string) =>
  screen
    .getAllByTestId('approval-row')
    .find((r) => r.getAttribute('data-request-id') === id) as HTMLElement;

describe('R-ADMIN-9 approval list', () => {
  it('shows kind, summary, requester, times and the spec 4 status text', async () => {
    approverApp('/admin/approvals/all');
    await screen.findAllByTestId('approval-row');
    const open = row('open');
    expect(open).toHaveTextContent('Change roles');
    expect(open).toHaveTextContent('Roles of you → approver');
    expect(open).toHaveTextContent('Adrian Admin');
    expect(open).toHaveTextContent('11/25/2026 09:00:00 AM');
    expect(open).toHaveTextContent('11/27/2026 09:00:00 AM');
    expect(within(open).getByTestId('approval-status')).toHaveTextContent('0/2 Approved');
    expect(within(row('rejected')).getByTestId('approval-status')).toHaveTextContent(
      'Request Rejected',
    );
    expect(within(row('expired')).getByTestId('approval-status')).toHaveTextContent(
      'Request Expired',
    );
    expect(within(row('mine')).getByText('You')).toBeInTheDocument();
  });

  it('hides Approve / Reject for the requester and for closed requests', async () => {
    approverApp('/admin/approvals/all');
    await screen.findAllByTestId('approval-row');
    expect(within(row('open')).getByTestId('approval-approve')).toBeInTheDocument();
    expect(within(row('open')).getByTestId('approval-reject')).toBeInTheDocument();
    for (const id of ['mine', 'rejected', 'expired', 'done-by-me']) {
      expect(within(row(id)).queryByTestId('approval-approve')).toBeNull();
      expect(within(row(id)).queryByTestId('approval-reject')).toBeNull();
    }
    expect(within(row('mine')).getByTestId('approval-cancel')).toBeInTheDocument();
    expect(within(row('mine')).getByTestId('approval-edit')).toBeInTheDocument();
    expect(within(row('open')).queryByTestId('approval-cancel')).toBeNull();
  });

  it('pending asks for open requests; filters go to the server', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals');
    await waitFor(() => expect(app.location()).toBe('/admin/approvals/pending'));
    await screen.findAllByTestId('approval-row');
    const last = () =>
      app.core.calls.filter((c) => c.path === '/uapi/v1/maker_checker/requests').at(-1)?.query;
    expect(last()).toMatchObject({ status: 'requested', page: 1, limit: 50 });
    expect(screen.queryByTestId('approvals-filter-status')).toBeNull();
    await user.selectOptions(screen.getByTestId('approvals-filter-kind'), 'withdrawal');
    await waitFor(() => expect(last()).toMatchObject({ status: 'requested', kind: 'withdrawal' }));
    await user.click(screen.getByTestId('approvals-tab-all'));
    await user.selectOptions(screen.getByTestId('approvals-filter-status'), 'expired');
    await waitFor(() =>
      expect(last()).toEqual({ kind: 'withdrawal', status: 'expired', page: 1, limit: 50 }),
    );
  });

  it('the requester cancels and edits their own open request', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending');
    app.core.on('POST', '/uapi/v1/maker_checker/requests/mine/cancel', () => ok({}));
    app.core.on('PUT', '/uapi/v1/maker_checker/requests/mine', () => ok({}));
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('mine')).getByTestId('approval-edit'));
    const input = screen.getByTestId('edit-allowlist');
    await user.clear(input);
    await user.type(input, '10.0.0.0/33');
    expect(screen.getByTestId('edit-draft-error')).toHaveTextContent('Enter IP addresses');
    expect(screen.getByTestId('edit-submit')).toBeDisabled();
    await user.clear(input);
    await user.type(input, '10.1.0.0/16');
    await user.click(screen.getByTestId('edit-submit'));
    await screen.findByText('Edited — approvals start again at 0/1');
    expect(screenMutations(app.core).at(-1)).toMatchObject({
      call: {
        method: 'PUT',
        body: { value: { payload: { entity_id: 21, allowlist: ['10.1.0.0/16'] } } },
      },
      invalidates: { tags: ['approvals'] },
    });
    await user.click(within(row('mine')).getByTestId('approval-cancel'));
    await screen.findByText('Cancelled — the request is withdrawn');
    expect(screenMutations(app.core).at(-1)?.call.path).toBe(
      '/uapi/v1/maker_checker/requests/mine/cancel',
    );
  });
});

describe('R-ADMIN-10 deciding with a second factor', () => {
  it('approving sends the authenticator code and makes approvals, permissions and audit stale', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending');
    app.core.on('POST', '/uapi/v1/maker_checker/requests/open/approve', () =>
      ok({ request: requestFixture({ request_id: 'open', approvers: [APPROVER] }) }),
    );
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('open')).getByTestId('approval-approve'));
    const dialog = await screen.findByTestId('approve-dialog');
    expect(dialog).toHaveTextContent('1/2 approved after yours');
    expect(screen.queryByTestId('approve-method-email')).toBeNull();
    await user.click(screen.getByTestId('approve-submit'));
    expect(dialog).toHaveTextContent('Authenticator code is required');
    await user.type(await screen.findByTestId('approve-otp'), '123456');
    await user.click(screen.getByTestId('approve-submit'));
    await screen.findByText('Approved — 1/2 approved');
    expect(screenMutations(app.core).at(-1)).toMatchObject({
      call: {
        path: '/uapi/v1/maker_checker/requests/open/approve',
        body: { value: { second_factor: { otp_code: '123456' } } },
      },
      invalidates: { tags: ['approvals', 'permissions', 'audit'] },
    });
  });

  it("a refused code shows the server's text in the dialog", async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending');
    app.core.on('POST', '/uapi/v1/maker_checker/requests/open/approve', () =>
      badRequest('Invalid authenticator code', 'INVALID_OTP'),
    );
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('open')).getByTestId('approval-approve'));
    await user.type(await screen.findByTestId('approve-otp'), '000000');
    await user.click(screen.getByTestId('approve-submit'));
    expect(await screen.findByTestId('approve-error')).toHaveTextContent(
      'Invalid authenticator code',
    );
    expect(screen.getByTestId('approve-dialog')).toBeInTheDocument();
  });

  it('a user without an authenticator or keys asks for an emailed code', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending', { otp: false, keys: 0 });
    app.core.on('POST', '/uapi/v1/maker_checker/second_factor/email', () => ok({}));
    app.core.on('POST', '/uapi/v1/maker_checker/requests/open/approve', () =>
      ok({ request: requestFixture({ request_status: 'executed', approvers: [2, APPROVER] }) }),
    );
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('open')).getByTestId('approval-approve'));
    await user.click(await screen.findByTestId('approve-email-send'));
    expect(await screen.findByTestId('approve-email-sent')).toHaveTextContent('Code sent');
    await user.type(screen.getByTestId('approve-email-code'), '654321');
    await user.click(screen.getByTestId('approve-submit'));
    await screen.findByText('Approved and carried out');
    expect(screenMutations(app.core).at(-1)?.call.body).toMatchObject({
      value: { second_factor: { email_code: '654321' } },
    });
  });

  it('a user with a security key approves with the assertion', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending', { otp: true, keys: 1 });
    app.core.on('POST', '/uapi/v1/maker_checker/second_factor/key/begin', () =>
      ok({ options: { challenge: 'approve-ch' } }),
    );
    app.core.on('POST', '/uapi/v1/maker_checker/requests/open/approve', () => ok({}));
    webauthn.assertWithKey.mockResolvedValue({ id: 'cred-1', response: {} });
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('open')).getByTestId('approval-approve'));
    await user.click(await screen.findByTestId('approve-method-key'));
    await user.click(screen.getByTestId('approve-key'));
    await screen.findByText('Approved');
    expect(webauthn.assertWithKey).toHaveBeenCalledWith({ challenge: 'approve-ch' });
    expect(screenMutations(app.core).at(-1)?.call.body).toMatchObject({
      value: { second_factor: { assertion: { id: 'cred-1', response: {} } } },
    });
  });

  it('rejecting asks for a reason', async () => {
    const user = userEvent.setup();
    const app = approverApp('/admin/approvals/pending');
    app.core.on('POST', '/uapi/v1/maker_checker/requests/open/reject', () => ok({}));
    await screen.findAllByTestId('approval-row');
    await user.click(within(row('open')).getByTestId('approval-reject'));
    await user.click(await screen.findByTestId('reject-submit'));
    expect(screen.getByTestId('reject-dialog')).toHaveTextContent('Reason is required');
    expect(screenMutations(app.core)).toHaveLength(0);
    await user.type(screen.getByTestId('reject-reason'), 'Not agreed with the desk head');
    await user.click(screen.getByTestId('reject-submit'));
    await screen.findByText('Rejected — the request is closed');
    expect(screenMutations(app.core).at(-1)).toMatchObject({
      call: { body: { value: { reason: 'Not agreed with the desk head' } } },
      invalidates: { tags: ['approvals', 'permissions', 'audit'] },
    });
  });
});

describe('R-ADMIN-11 badge', () => {
  it('counts the requests the approver can act on and links to the pending list; a decision updates it', async () => {
    const user = userEvent.setup();
    let requests = [...REQUESTS, requestFixture({ request_id: 'open-2', requester_id: 1 })];
    const core = createFakeCore();
    approverApp('/admin/approvals/pending', { core });
    core.on('GET', '/uapi/v1/maker_checker/requests', () =>
      ok({ requests, total: requests.length }),
    );
    core.on('POST', '/uapi/v1/maker_checker/requests/open/reject', () => {
      requests = requests.filter((r) => r['request_id'] !== 'open');
      return ok({});
    });
    const badge = await screen.findByTestId('approvals-badge');
    expect(badge).toHaveAttribute('href', '/admin/approvals/pending');
    await waitFor(() => expect(screen.getByTestId('approvals-badge-count')).toHaveTextContent('2'));
    expect(badge).toHaveAccessibleName('2 requests waiting for your approval');
    await user.click(within(row('open')).getByTestId('approval-reject'));
    await user.type(await screen.findByTestId('reject-reason'), 'No');
    await user.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(screen.getByTestId('approvals-badge-count')).toHaveTextContent('1'));
  });

  it('is not shown without Approve Requests', async () => {
    approverApp('/admin/approvals/pending', { roles: ['trader'] });
    await screen.findAllByTestId('approval-row');
    expect(screen.queryByTestId('approvals-badge')).toBeNull();
  });
});

describe('R-ADMIN-12 navigation to the approval list', () => {
  it('an approver gets the admin tab as Approvals, leading to the pending list', async () => {
    approverApp('/admin/approvals/pending');
    const tab = await screen.findByTestId('nav-AdminSettings');
    expect(tab).toHaveTextContent('Approvals');
    expect(tab).toHaveAttribute('href', '/admin/approvals/pending');
    expect(tab).toHaveClass('active');
  });
});
