// @vitest-environment jsdom
// Admin settings (docs/approvals.md "Screens"): each tab over the fake core's answers, and the
// one maker-checker request each change makes.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditFixture, requestFixture } from '../../testing/adminFixtures';
import { lastCreated, renderAdminApp, screenMutations } from '../../testing/adminApp';
import { failure, ok } from '../../testing/fakeCore';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The server's answer to a create: the new request, open with `min` approvals to go. */
function answerCreate(app: ReturnType<typeof renderAdminApp>, min = 2) {
  app.core.on('POST', '/uapi/v1/maker_checker/requests', (call) => {
    const body = call.body?.kind === 'json' ? (call.body.value as Record<string, unknown>) : {};
    return ok({
      request: requestFixture({ kind: body['kind'], payload: body['payload'], min_approvers: min }),
    });
  });
}

describe('R-ADMIN-1 admin settings routes and tabs', () => {
  it('/admin/settings opens the Users tab, with every tab for an admin', async () => {
    const app = renderAdminApp('/admin/settings');
    // The file's first render also loads the admin screens' modules: 0.7–0.8 s here when idle,
    // past waitFor's 1 s default while the whole suite runs on two cores.
    await waitFor(() => expect(app.location()).toBe('/admin/settings/users'), { timeout: 5000 });
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows.map((r) => r.getAttribute('data-email'))).toEqual([
      'trader@demo.desk',
      'admin@demo.desk',
      'approver@demo.desk',
    ]);
    expect(rows[1]).toHaveTextContent('Adrian Admin');
    expect(rows[1]).toHaveTextContent('Authenticator · 1 key');
    expect(rows[2]).toHaveTextContent('Email code only');
    for (const tab of ['users', 'roles', 'policies', 'ip-allowlists', 'feature-flags', 'audit']) {
      expect(screen.getByTestId(`admin-tab-${tab}`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('admin-settings')).toHaveAttribute('data-variant', 'classic');
  });

  it('each tab renders the fake data', async () => {
    const user = userEvent.setup();
    renderAdminApp('/admin/settings/roles');
    expect((await screen.findAllByTestId('matrix-cell')).length).toBe(30);
    await user.click(screen.getByTestId('admin-tab-policies'));
    expect(await screen.findAllByTestId('policy-rule-row')).toHaveLength(2);
    expect(screen.getAllByTestId('policy-rule-row')[0]).toHaveTextContent('from $100000');
    await user.click(screen.getByTestId('admin-tab-ip-allowlists'));
    const lists = await screen.findAllByTestId('ip-allowlist-row');
    expect(lists[0]).toHaveTextContent('203.0.113.0/24');
    expect(lists[1]).toHaveTextContent('Any address (no restriction)');
    await user.click(screen.getByTestId('admin-tab-feature-flags'));
    expect(await screen.findAllByTestId('flag-row')).toHaveLength(7);
    await user.click(screen.getByTestId('admin-tab-audit'));
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(3);
  });

  it('with new_permission_module on, the old route redirects to /v2/admin-settings/uapi with the tab', async () => {
    const app = renderAdminApp('/admin/settings/roles', { flags: { new_permission_module: true } });
    await waitFor(() => expect(app.location()).toBe('/v2/admin-settings/uapi/roles'));
    expect(await screen.findByTestId('admin-settings')).toHaveAttribute('data-variant', 'uapi');
    expect(await screen.findAllByTestId('matrix-cell')).not.toHaveLength(0);
    expect(screen.getByTestId('nav-UAPIAdminSettings')).toHaveAttribute(
      'href',
      '/v2/admin-settings/uapi',
    );
  });

  it('with it off, the new route redirects back; the sync turning it on moves the tab over', async () => {
    const app = renderAdminApp('/v2/admin-settings/uapi/audit');
    await waitFor(() => expect(app.location()).toBe('/admin/settings/audit'));
    await screen.findAllByTestId('audit-row');
    act(() =>
      app.core.emit({
        kind: 'sync',
        sync: {
          blocked_prefunded_tokens: [],
          frontend_version: '1',
          enabled_properties: { new_permission_module: true },
          global_settings: {},
          partial_fills_enabled: true,
          ack_on_standing_orders_enabled: true,
        },
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/v2/admin-settings/uapi/audit'));
  });

  it('an auditor sees only the audit log; other tabs send them there', async () => {
    const app = renderAdminApp('/admin/settings/users', { roles: ['auditor'] });
    await waitFor(() => expect(app.location()).toBe('/admin/settings/audit'));
    await screen.findAllByTestId('audit-row');
    expect(screen.queryByTestId('admin-tab-users')).toBeNull();
    expect(screen.getByTestId('admin-tab-audit')).toBeInTheDocument();
  });

  it('a user without administrative actions is told so', async () => {
    renderAdminApp('/admin/settings', { roles: ['trader'] });
    expect(await screen.findByTestId('admin-no-access')).toHaveTextContent(
      'No administrative permissions',
    );
  });
});

describe('R-ADMIN-3 users', () => {
  it('R-ADMIN-2 an invite sends one user_invite request and says it waits for approval', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/users');
    answerCreate(app);
    await screen.findAllByTestId('admin-user-row');
    await user.type(screen.getByTestId('invite-email'), 'new.analyst@northwind.io');
    await user.click(screen.getByTestId('invite-role-approver'));
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('request-outcome')).toHaveTextContent(
      'Sent for approval — 0/2 approved',
    );
    expect(lastCreated(app.core)).toEqual({
      kind: 'user_invite',
      payload: { email: 'new.analyst@northwind.io', roles: ['trader', 'approver'] },
      client_request_id: expect.any(String),
    });
    expect(screenMutations(app.core).at(-1)?.invalidates).toEqual({ tags: ['approvals'] });
  });

  it('checks the email before sending anything', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/users');
    await screen.findAllByTestId('admin-user-row');
    await user.type(screen.getByTestId('invite-email'), 'not-an-email');
    await user.click(screen.getByTestId('invite-submit'));
    expect(screen.getByTestId('invite-email-error')).toHaveTextContent(
      'Enter a valid email address',
    );
    expect(screenMutations(app.core)).toHaveLength(0);
  });

  it("R-ADMIN-2 shows the server's refusal inline, and a retry of the same invite reuses its client id", async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/users');
    app.core.on('POST', '/uapi/v1/maker_checker/requests', () =>
      failure(409, 'An identical request is already waiting for approval'),
    );
    await screen.findAllByTestId('admin-user-row');
    await user.type(screen.getByTestId('invite-email'), 'dup@northwind.io');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('request-error')).toHaveTextContent(
      'An identical request is already waiting for approval',
    );
    await user.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(screenMutations(app.core)).toHaveLength(2));
    const ids = screenMutations(app.core).map((m) =>
      m.call.body?.kind === 'json'
        ? (m.call.body.value as { client_request_id: string }).client_request_id
        : null,
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('changing roles, deactivating and resetting factors each send their kind', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/users');
    answerCreate(app, 1);
    const rows = await screen.findAllByTestId('admin-user-row');
    const approver = rows[2] as HTMLElement;
    await user.click(within(approver).getByTestId('user-change-roles'));
    await user.click(within(approver).getByTestId('user-role-auditor'));
    await user.click(within(approver).getByTestId('user-roles-save'));
    await screen.findByText('Sent for approval — 0/1 approved');
    expect(lastCreated(app.core)).toMatchObject({
      kind: 'user_roles',
      payload: { user_id: 3, roles: ['approver', 'auditor'] },
    });

    await user.click(
      within(screen.getAllByTestId('admin-user-row')[0] as HTMLElement).getByTestId(
        'user-deactivate',
      ),
    );
    expect(screen.getByTestId('user-confirm-dialog')).toHaveTextContent(
      'Tara Trader will no longer be able to sign in',
    );
    await user.click(screen.getByTestId('user-confirm'));
    await waitFor(() =>
      expect(lastCreated(app.core)).toMatchObject({
        kind: 'user_deactivate',
        payload: { user_id: 1 },
      }),
    );

    await user.click(
      within(screen.getAllByTestId('admin-user-row')[1] as HTMLElement).getByTestId(
        'user-reset-factors',
      ),
    );
    await user.click(screen.getByTestId('user-confirm'));
    await waitFor(() =>
      expect(lastCreated(app.core)).toMatchObject({
        kind: 'user_reset_factors',
        payload: { user_id: 2 },
      }),
    );
  });
});

describe('R-ADMIN-4 roles and permissions', () => {
  const cell = (role: string, action: string) =>
    screen
      .getAllByTestId('matrix-cell')
      .find(
        (c) => c.getAttribute('data-role') === role && c.getAttribute('data-action') === action,
      ) as HTMLElement;

  it('toggled cells show as a diff preview and go out as ONE role_permissions request', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/roles');
    answerCreate(app);
    await screen.findAllByTestId('matrix-cell');
    expect(screen.getByTestId('matrix-diff')).toHaveTextContent('No changes');
    expect(screen.getByTestId('matrix-submit')).toBeDisabled();

    await user.click(within(cell('trader', 'Approve Requests')).getByRole('checkbox'));
    await user.click(within(cell('viewer', 'canRead')).getByRole('checkbox'));
    await user.click(within(cell('auditor', 'Manage Users')).getByRole('checkbox'));
    await user.click(within(cell('auditor', 'Manage Users')).getByRole('checkbox'));
    const diff = screen.getAllByTestId('matrix-diff-row').map((r) => r.textContent);
    expect(diff).toEqual(['−Revoke canRead from viewer', '+Grant Approve Requests to trader']);
    expect(cell('viewer', 'canRead')).toHaveAttribute('data-granted', 'false');

    await user.click(screen.getByTestId('matrix-submit'));
    expect(await screen.findByTestId('request-outcome')).toHaveTextContent('Sent for approval');
    // The venue replaces one role's grants per request: one request per changed role.
    const created = app.core.mutations.filter(
      (m) => m.call.path === '/uapi/v1/maker_checker/requests',
    );
    expect(created).toHaveLength(2);
    const payloads = created.map(
      (m) =>
        (m.call.body as { value: { payload: { role: string; actions: string[] } } }).value.payload,
    );
    expect(payloads.find((p) => p.role === 'viewer')?.actions).not.toContain('canRead');
    expect(payloads.find((p) => p.role === 'trader')?.actions).toContain('Approve Requests');
    expect(payloads.find((p) => p.role === 'trader')?.actions).toContain('canTrade');
    // The draft is cleared: the matrix shows the server's values until the request executes.
    expect(screen.getByTestId('matrix-diff')).toHaveTextContent('No changes');
  });
});

describe('R-ADMIN-5 approval policies', () => {
  it('moving and adding rules marks the draft and sends ONE approval_policy request', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/policies');
    answerCreate(app);
    await screen.findAllByTestId('policy-rule-row');
    await user.click(screen.getAllByTestId('rule-down')[0] as HTMLElement);
    await user.click(screen.getByTestId('rule-add'));
    await user.selectOptions(screen.getByTestId('rule-kind'), 'ip_allowlist');
    await user.clear(screen.getByTestId('rule-min-approvers'));
    await user.type(screen.getByTestId('rule-min-approvers'), '2');
    await user.click(screen.getByTestId('rule-role-approver'));
    await user.click(screen.getByTestId('rule-role-admin'));
    await user.click(screen.getByTestId('rule-save'));
    const rows = screen.getAllByTestId('policy-rule-row');
    expect(rows.map((r) => r.getAttribute('data-mark'))).toEqual(['moved', 'moved', 'new']);
    expect(screen.getByTestId('policy-diff')).toHaveTextContent('1 added · 2 moved');

    await user.click(screen.getByTestId('policy-submit'));
    expect(await screen.findByTestId('request-outcome')).toHaveTextContent('Sent for approval');
    const sent = lastCreated(app.core) as { kind: string; payload: { rules: unknown[] } };
    expect(sent.kind).toBe('approval_policy');
    expect(sent.payload.rules).toEqual([
      expect.objectContaining({ kind: '*' }),
      expect.objectContaining({ kind: 'withdrawal' }),
      {
        kind: 'ip_allowlist',
        asset: '*',
        min_amount_usd: null,
        max_amount_usd: null,
        destination_type: 'any',
        account_id: null,
        min_approvers: 2,
        approver_roles: ['admin'],
        approver_user_ids: [],
      },
    ]);
  });

  it('a rule with its bounds the wrong way round stays in the form', async () => {
    const user = userEvent.setup();
    renderAdminApp('/admin/settings/policies');
    await screen.findAllByTestId('policy-rule-row');
    await user.click(screen.getAllByTestId('rule-edit')[0] as HTMLElement);
    await user.type(screen.getByTestId('rule-max'), '500');
    await user.click(screen.getByTestId('rule-save'));
    expect(screen.getByTestId('rule-max-error')).toHaveTextContent(
      'Maximum must be above the minimum',
    );
    expect(screen.getByTestId('rule-form')).toBeInTheDocument();
  });

  it('the dry run says which rule matches and who would have to approve', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/policies');
    app.core.on('GET', '/uapi/v1/maker_checker/policy/dry_run', () =>
      ok({
        rule: { id: 'p1' },
        min_approvers: 2,
        approvers: [{ id: 3, name: 'Avery Approver', email: 'approver@demo.desk' }],
      }),
    );
    await screen.findAllByTestId('policy-rule-row');
    await user.type(screen.getByTestId('dry-asset'), 'btc');
    await user.type(screen.getByTestId('dry-amount'), '250000.129');
    await user.selectOptions(screen.getByTestId('dry-destination'), 'external');
    await user.click(screen.getByTestId('dry-submit'));
    const result = await screen.findByTestId('dry-result');
    await waitFor(() => expect(result).toHaveTextContent('Rule 1 matches'));
    expect(result).toHaveTextContent('2 approvals needed from:');
    expect(screen.getByTestId('dry-approver')).toHaveTextContent('Avery Approver');
    const call = app.core.calls.find((c) => c.path === '/uapi/v1/maker_checker/policy/dry_run');
    expect(call?.query).toEqual({
      kind: 'withdrawal',
      asset: 'BTC',
      amount_usd: '250000.12',
      destination_type: 'external',
    });
    expect(screenMutations(app.core)).toHaveLength(0);
  });
});

describe('R-ADMIN-6 IP allowlists', () => {
  it('an invalid list shows the spec 5 error and sends nothing; a valid one sends ip_allowlist', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/ip-allowlists');
    answerCreate(app);
    const rows = await screen.findAllByTestId('ip-allowlist-row');
    await user.click(within(rows[0] as HTMLElement).getByTestId('ip-edit'));
    const input = screen.getByTestId('ip-input');
    expect(input).toHaveValue('203.0.113.0/24');
    await user.clear(input);
    await user.type(input, '203.0.113.0/24, 10.0.0.0/33');
    await user.click(screen.getByTestId('ip-submit'));
    expect(screen.getByTestId('ip-error')).toHaveTextContent(
      'Enter IP addresses or CIDR ranges separated by commas',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screenMutations(app.core)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '203.0.113.0/24, 2001:db8::/32');
    await user.click(screen.getByTestId('ip-submit'));
    expect(await screen.findByTestId('request-outcome')).toHaveTextContent('Sent for approval');
    expect(lastCreated(app.core)).toMatchObject({
      kind: 'ip_allowlist',
      payload: { allowlist: '203.0.113.0/24, 2001:db8::/32' },
    });
  });
});

describe('R-ADMIN-7 feature flags', () => {
  it('a toggle sends feature_flags with the new value; the shown value stays', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/feature-flags');
    answerCreate(app, 1);
    const rows = await screen.findAllByTestId('flag-row');
    const fees = rows.find((r) => r.getAttribute('data-flag') === 'fee_statistics') as HTMLElement;
    await user.click(within(fees).getByTestId('flag-toggle'));
    expect(await within(fees).findByTestId('request-outcome')).toHaveTextContent(
      'Sent for approval — 0/1 approved',
    );
    expect(lastCreated(app.core)).toMatchObject({
      kind: 'feature_flags',
      payload: { flags: { fee_statistics: true } },
    });
    expect(fees).toHaveAttribute('data-enabled', 'false');
  });
});

describe('R-ADMIN-8 audit log', () => {
  it('filters go to the server; the CSV comes through the core with the same filters', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/audit');
    app.core.on('GET', '/uapi/v1/admin/audit.csv', () =>
      ok('id,at,action\n1,2026-11-25,sign_in\n'),
    );
    const createUrl = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await screen.findAllByTestId('audit-row');
    expect(screen.getByTestId('audit-page')).toHaveTextContent('1–3 of 3');
    await screen.findByRole('option', { name: 'Avery Approver' });
    await user.selectOptions(screen.getByTestId('audit-filter-user'), '3');
    await user.type(screen.getByTestId('audit-filter-action'), 'request_approved');
    await user.type(screen.getByTestId('audit-filter-from'), '2026-11-01');
    await user.click(screen.getByTestId('audit-apply'));
    await waitFor(() =>
      expect(app.core.calls.filter((c) => c.path === '/uapi/v1/admin/audit').at(-1)?.query).toEqual(
        {
          user_id: '3',
          action: 'request_approved',
          from: '2026-11-01 00:00:00',
          page: 1,
          limit: 200,
        },
      ),
    );
    await user.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(app.core.calls.find((c) => c.path === '/uapi/v1/admin/audit.csv')?.query).toEqual({
      user_id: '3',
      action: 'request_approved',
      from: '2026-11-01 00:00:00',
    });
    expect(createUrl).toHaveBeenCalled();
  });

  it('a long page renders only the rows in view; paging asks the server for the next page', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/audit');
    app.core.on('GET', '/uapi/v1/admin/audit', () => ok(auditFixture(200, 450)));
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByTestId('audit-page')).toHaveTextContent('1–200 of 450');
    await user.click(screen.getByTestId('audit-next'));
    await waitFor(() =>
      expect(
        app.core.calls.filter((c) => c.path === '/uapi/v1/admin/audit').at(-1)?.query,
      ).toMatchObject({ page: 2 }),
    );
  });

  it('the export needs Export Audit Log', async () => {
    renderAdminApp('/admin/settings/audit', {
      roles: ['auditor'],
      actions: ['canRead', 'Read Audit Log'],
    });
    await screen.findAllByTestId('audit-row');
    expect(screen.queryByTestId('audit-export')).toBeNull();
  });
});

describe('R-SECH-22 sign out everyone', () => {
  it('R-SECH-22: confirms, re-authenticates when asked, sends one direct call and shows the count ended', async () => {
    const user = userEvent.setup();
    const app = renderAdminApp('/admin/settings/users');
    let confirmed = false;
    app.core.on('POST', '/uapi/v1/admin/sessions/revoke_all', () =>
      confirmed
        ? ok({ success: true, sessions: 3, users: 2, current: false })
        : {
            kind: 'http',
            status: 403,
            message: 'Confirm your password to continue.',
            errors: [{ code: 'REAUTH_REQUIRED', message: 'Confirm your password to continue.' }],
          },
    );
    app.core.on('POST', '/api/user/reauthenticate', () => {
      confirmed = true;
      return ok({ success: true, factor: 'password' });
    });
    await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    await user.click(screen.getByTestId('sign-out-everyone-open'));
    const confirm = await screen.findByTestId('sign-out-everyone-confirm');
    expect(confirm).toHaveTextContent('not sent for approval');
    expect(screen.getByTestId('sign-out-everyone-keep')).toBeChecked();
    await user.click(screen.getByTestId('sign-out-everyone-submit'));

    await user.type(await screen.findByTestId('reauth-password'), 'Admin-Password-2026');
    await user.click(screen.getByTestId('reauth-confirm'));
    expect(await screen.findByTestId('sign-out-everyone-done')).toHaveTextContent(
      'Ended 3 sessions of 2 people.',
    );
    const calls = app.core.mutations.filter(
      (m) => m.call.path === '/uapi/v1/admin/sessions/revoke_all',
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]?.call.body).toEqual({ kind: 'json', value: { keep_own: true } });
    expect(lastCreated(app.core)).toBeUndefined();
  });
});
