// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badRequest, createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { renderApp, serveSession } from '../../testing/renderApp';

const webauthn = vi.hoisted(() => ({
  assertWithKey: vi.fn<(o: unknown) => Promise<unknown>>(),
  createKeyCredential: vi.fn<(o: unknown) => Promise<unknown>>(),
  keysSupported: () => true,
}));
vi.mock('./webauthn', () => webauthn);

afterEach(cleanup);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const POLICY = {
  min_length: 12,
  max_length: 128,
  rules: ['Password must be at least 12 characters.', 'This password is too common.'],
};

function core(): FakeCore {
  const c = createFakeCore();
  serveSession(c);
  c.on('GET', '/api/password_policy', () => ok(POLICY));
  c.on('GET', '/api/generate_otp_secret', () =>
    ok({
      success: true,
      otp_secret_key: SECRET,
      otp_auth_url: `otpauth://totp/Desk:trader@demo.desk?secret=${SECRET}&issuer=Desk`,
      qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    }),
  );
  return c;
}
const body = (c: { body?: unknown }) => (c.body as { value: Record<string, unknown> }).value;

describe('/user/otp_qrcode', () => {
  it('shows the QR code and the secret, refuses a wrong code, then follows the next forced step', async () => {
    const c = core();
    c.on('POST', '/api/verify_otp_auth_code', (call) =>
      body(call)['code'] === '123456'
        ? ok({ success: true, redirect: 'change_password' })
        : badRequest('The authenticator code is not valid.', 'INVALID_CODE'),
    );
    const app = renderApp('/user/otp_qrcode?required=true', { core: c });
    const user = userEvent.setup();
    expect(await screen.findByTestId('otp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByTestId('otp-qr')).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    // Forced: no way out but finishing or signing out.
    expect(screen.queryByText('Cancel')).toBeNull();
    expect(screen.getByText('Sign out')).toBeInTheDocument();

    await user.type(screen.getByTestId('otp-code'), '000000{Enter}');
    expect(await screen.findByTestId('otp-error')).toHaveTextContent('not valid');
    await user.clear(screen.getByTestId('otp-code'));
    await user.type(screen.getByTestId('otp-code'), '123456{Enter}');
    await waitFor(() => expect(app.location()).toBe('/change_password?required=true'));
    expect(
      c.calls.find((x) => x.path === '/api/verify_otp_auth_code' && body(x)['code'] === '123456'),
    ).toMatchObject({
      body: { value: { otp_secret_key: SECRET, code: '123456' } },
    });
  });

  it('draws the QR code itself when the server sends none', async () => {
    const c = core();
    c.on('GET', '/api/generate_otp_secret', () =>
      ok({
        success: true,
        otp_secret_key: SECRET,
        otp_auth_url: `otpauth://totp/x?secret=${SECRET}`,
      }),
    );
    renderApp('/user/otp_qrcode', { core: c });
    expect((await screen.findByTestId('otp-qr')).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(screen.getByText('Cancel')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in first', async () => {
    const app = renderApp('/user/otp_qrcode?required=true', { token: null, core: core() });
    await waitFor(() => expect(app.location()).toMatch(/^\/login\?next=/));
  });
});

describe('/change_password', () => {
  it('checks the form, mails a code, sends the form encoding and shows field refusals', async () => {
    const c = core();
    c.on('POST', '/api/user/request_email_otp', () => ok({ success: true }));
    c.on('POST', '/api/change_password', (call) =>
      body(call)['new_password'] === 'password1234'
        ? {
            ok: false,
            status: 400,
            errors: [
              {
                code: 'WEAK_PASSWORD',
                message: 'This password is too common.',
                field: 'new_password',
              },
            ],
            data: null,
          }
        : ok({ success: true, redirect_url: '/trading/rfq' }),
    );
    const app = renderApp('/change_password?required=true', { core: c });
    const user = userEvent.setup();
    await screen.findByTestId('change-password-form');
    expect(await screen.findByTestId('password-policy')).toHaveTextContent('at least 12');

    await user.click(screen.getByTestId('cp-submit'));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Email code is required')).toBeInTheDocument();

    await user.type(screen.getByTestId('cp-old'), 'Old-Password-1');
    await user.type(screen.getByTestId('cp-new'), 'short');
    await user.type(screen.getByTestId('cp-verify'), 'shorter');
    await user.click(screen.getByTestId('cp-submit'));
    expect(
      screen.getByText('Password must be at least 12 characters.', { selector: '.field-error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await user.click(screen.getByTestId('cp-send-code'));
    expect(await screen.findByText(/We emailed you a 6-digit code/)).toBeInTheDocument();
    await user.clear(screen.getByTestId('cp-new'));
    await user.clear(screen.getByTestId('cp-verify'));
    await user.type(screen.getByTestId('cp-new'), 'password1234');
    await user.type(screen.getByTestId('cp-verify'), 'password1234');
    await user.type(screen.getByTestId('cp-code'), '123456');
    await user.click(screen.getByTestId('cp-submit'));
    expect(
      await screen.findByText('This password is too common.', { selector: '.field-error' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByTestId('cp-new'));
    await user.clear(screen.getByTestId('cp-verify'));
    await user.type(screen.getByTestId('cp-new'), 'A-much-better-one-42');
    await user.type(screen.getByTestId('cp-verify'), 'A-much-better-one-42');
    await user.click(screen.getByTestId('cp-submit'));
    await waitFor(() => expect(app.location()).toBe('/trading/rfq'));
    expect(c.calls.filter((x) => x.path === '/api/change_password').at(-1)).toMatchObject({
      body: {
        kind: 'form',
        value: {
          old_password: 'Old-Password-1',
          new_password: 'A-much-better-one-42',
          verify_password: 'A-much-better-one-42',
          email_otp: '123456',
        },
      },
    });
    // The router keeps the old page on screen until the next route's code has loaded (a
    // transition), so the form leaves a moment after the location changes.
    await waitFor(() => expect(screen.queryByTestId('cp-sign-out')).toBeNull());
  });
});

describe('Account → Security', () => {
  function securityCore() {
    const c = core();
    let keys = [
      {
        credential_id: 'k1',
        name: 'Desk key',
        created_at: '2026-11-01T10:00:00Z',
        last_used_at: null,
      },
    ];
    c.on('GET', '/api/user/security', () =>
      ok({
        email: 'trader@demo.desk',
        factor_policy: ['email_otp'],
        otp_enabled: false,
        yubikeys: keys,
        password_changed_at: '2026-11-01T10:00:00Z',
        password_expires_at: null,
        password_change_required: false,
      }),
    );
    c.on('GET', '/api/get_trade_confirmation_emails_enabled', () =>
      ok({ success: true, enabled: false }),
    );
    c.on('POST', '/api/set_trade_confirmation_emails_enabled', (call) =>
      ok({ success: true, enabled: body(call)['enabled'] }),
    );
    c.on('POST', '/api/register/begin', () => ok({ success: true, options: { challenge: 'reg' } }));
    c.on('POST', '/api/register/complete', (call) => {
      const key = {
        credential_id: 'k2',
        name: String(body(call)['name']),
        created_at: '2026-11-22T10:00:00Z',
        last_used_at: null,
      };
      keys = [...keys, key];
      return ok({ success: true, key });
    });
    c.on('POST', '/api/v2/disable_yubikey', (call) => {
      keys = keys.filter((k) => k.credential_id !== body(call)['yubikey_base64']);
      return ok({ success: true });
    });
    return c;
  }

  it('shows the profile, registers a named key, removes one, toggles trade confirmations', async () => {
    const c = securityCore();
    webauthn.createKeyCredential.mockResolvedValue({ id: 'new-cred' });
    renderApp('/account/accounts_security', { core: c });
    const user = userEvent.setup();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Tara Trader');
    expect(screen.getByTestId('profile-entity')).toHaveTextContent('Demo Capital LLC');
    expect(screen.getByTestId('profile-roles')).toHaveTextContent('Trader');
    expect(await screen.findAllByTestId('key-row')).toHaveLength(1);

    await user.click(screen.getByTestId('key-add'));
    await user.type(screen.getByTestId('key-name'), 'desk key');
    await user.click(screen.getByTestId('key-register'));
    expect(screen.getByTestId('key-error')).toHaveTextContent('already have a key with this name');
    await user.clear(screen.getByTestId('key-name'));
    await user.type(screen.getByTestId('key-name'), 'Backup key');
    await user.click(screen.getByTestId('key-register'));
    await waitFor(() => expect(screen.getAllByTestId('key-row')).toHaveLength(2));
    expect(webauthn.createKeyCredential).toHaveBeenCalledWith({ challenge: 'reg' });
    expect(c.calls.find((x) => x.path === '/api/register/complete')).toMatchObject({
      body: { value: { name: 'Backup key', credential: { id: 'new-cred' } } },
    });

    const first = screen.getAllByTestId('key-row')[0]!;
    await user.click(within(first).getByTestId('key-remove'));
    await user.click(await screen.findByTestId('key-remove-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('key-row')).toHaveLength(1));
    expect(screen.getByTestId('key-row')).toHaveAttribute('data-key-name', 'Backup key');

    const toggle = screen.getByTestId('trade-confirmation-toggle');
    await waitFor(() => expect(toggle).not.toBeDisabled());
    await act(async () => toggle.click());
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      c.calls.find((x) => x.path === '/api/set_trade_confirmation_emails_enabled'),
    ).toMatchObject({
      body: { value: { enabled: true } },
    });
  });
});

describe('Account → Security: sessions and re-authentication', () => {
  const REAUTH = {
    kind: 'http' as const,
    status: 403,
    message: 'Confirm your password to continue.',
    errors: [{ code: 'REAUTH_REQUIRED', message: 'Confirm your password to continue.' }],
  };

  function sessionsCore(factors = { otp: false, keys: 0 }) {
    const c = core();
    let confirmed = false;
    let sessions = [
      {
        id: 7,
        current: true,
        ip: '10.0.0.7',
        user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/131.0 Safari/537.36',
        created_at: '2026-11-22T09:00:00Z',
        last_seen_at: '2026-11-22T10:00:00Z',
      },
      {
        id: 3,
        current: false,
        ip: '10.0.0.3',
        user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Firefox/132.0',
        created_at: '2026-11-20T09:00:00Z',
        last_seen_at: '2026-11-21T18:00:00Z',
      },
      {
        id: 2,
        current: false,
        ip: '10.0.0.2',
        user_agent: null,
        created_at: '2026-11-19T09:00:00Z',
        last_seen_at: '2026-11-19T10:00:00Z',
      },
    ];
    c.on('GET', '/api/user/security', () =>
      ok({
        email: 'trader@demo.desk',
        factor_policy: ['email_otp'],
        otp_enabled: factors.otp,
        yubikeys: Array.from({ length: factors.keys }, (_, i) => ({
          credential_id: `k${i}`,
          name: `Desk key ${i + 1}`,
          created_at: '2026-11-01T10:00:00Z',
          last_used_at: null,
        })),
        password_changed_at: '2026-11-01T10:00:00Z',
        password_expires_at: null,
        password_change_required: false,
      }),
    );
    c.on('GET', '/api/get_trade_confirmation_emails_enabled', () =>
      ok({ success: true, enabled: false }),
    );
    c.on('GET', '/api/user/sessions', () => ok({ sessions }));
    c.on('POST', '/api/user/sessions/revoke', (call) => {
      sessions = sessions.filter((s) => s.id !== body(call)['session_id']);
      return ok({ success: true, current: false });
    });
    c.on('POST', '/api/user/sessions/revoke_others', () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return ok({ success: true, revoked });
    });
    c.on('POST', '/api/user/reauthenticate', (call) => {
      const proof = body(call);
      if (proof['otp_code'] !== undefined || proof['assertion'] !== undefined) {
        if (proof['otp_code'] === '000000')
          return badRequest('The code or key is not valid.', 'INVALID_SECOND_FACTOR');
        confirmed = true;
        return ok({ success: true });
      }
      if (proof['password'] !== 'Right-Password-2026') {
        return badRequest('The password is not correct.', 'INVALID_PASSWORD');
      }
      confirmed = true;
      return ok({ success: true });
    });
    c.on('POST', '/api/user/reauthenticate/key/begin', () =>
      ok({ options: { challenge: 'reauth-challenge' } }),
    );
    c.on('POST', '/api/register/begin', () =>
      confirmed ? ok({ success: true, options: { challenge: 'reg' } }) : REAUTH,
    );
    c.on('POST', '/api/register/complete', (call) =>
      ok({
        success: true,
        key: {
          credential_id: 'k9',
          name: String(body(call)['name']),
          created_at: '2026-11-22T10:00:00Z',
          last_used_at: null,
        },
      }),
    );
    return c;
  }

  it('R-SECH-20: lists the sessions with device and address, signs out one, then all the others', async () => {
    const c = sessionsCore();
    renderApp('/account/accounts_security', { core: c });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This session');
    expect(rows[0]).toHaveTextContent('10.0.0.7');
    expect(within(rows[0]!).queryByTestId('session-revoke')).toBeNull();
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    expect(rows[2]).toHaveTextContent('Unknown device');

    await user.click(within(rows[1]!).getByTestId('session-revoke'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(c.calls.find((x) => x.path === '/api/user/sessions/revoke')).toMatchObject({
      body: { value: { session_id: 3 } },
    });

    await user.click(screen.getByTestId('sessions-revoke-others'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByTestId('sessions-revoke-others')).toBeDisabled();
  });

  it('R-SECH-19: registering a key asks for the password when the server wants it, then goes on', async () => {
    const c = sessionsCore();
    webauthn.createKeyCredential.mockResolvedValue({ id: 'new-cred' });
    renderApp('/account/accounts_security', { core: c });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('key-add'));
    await user.type(screen.getByTestId('key-name'), 'Travel key');
    await user.click(screen.getByTestId('key-register'));

    expect(await screen.findByTestId('reauth-modal')).toBeInTheDocument();
    await user.type(screen.getByTestId('reauth-password'), 'wrong-one');
    await user.click(screen.getByTestId('reauth-confirm'));
    expect(await screen.findByTestId('reauth-error')).toHaveTextContent(
      'The password is not correct.',
    );
    await user.clear(screen.getByTestId('reauth-password'));
    await user.type(screen.getByTestId('reauth-password'), 'Right-Password-2026');
    await user.click(screen.getByTestId('reauth-confirm'));

    await waitFor(() => expect(screen.queryByTestId('reauth-modal')).toBeNull());
    await waitFor(() =>
      expect(c.calls.find((x) => x.path === '/api/register/complete')).toMatchObject({
        body: { value: { name: 'Travel key', credential: { id: 'new-cred' } } },
      }),
    );
    expect(c.calls.filter((x) => x.path === '/api/register/begin')).toHaveLength(2);
  });

  it('R-SECH-24: the dialog offers the authenticator code and the security key the user has', async () => {
    const c = sessionsCore({ otp: true, keys: 1 });
    webauthn.createKeyCredential.mockResolvedValue({ id: 'new-cred' });
    webauthn.assertWithKey.mockResolvedValue({ id: 'k0', response: {} });
    renderApp('/account/accounts_security', { core: c });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('key-add'));
    await user.type(screen.getByTestId('key-name'), 'Spare key');
    await user.click(screen.getByTestId('key-register'));

    const modal = await screen.findByTestId('reauth-modal');
    expect(modal).toHaveTextContent('Confirm it’s you');
    for (const method of ['password', 'otp', 'key'])
      expect(screen.getByTestId(`reauth-method-${method}`)).toBeInTheDocument();
    await user.click(screen.getByTestId('reauth-method-otp'));
    await user.type(screen.getByTestId('reauth-otp'), '000000');
    await user.click(screen.getByTestId('reauth-confirm'));
    expect(await screen.findByTestId('reauth-error')).toHaveTextContent('not valid');

    // The key: its assertion of a re-authentication challenge confirms.
    await user.click(screen.getByTestId('reauth-method-key'));
    await user.click(screen.getByTestId('reauth-confirm'));
    await waitFor(() => expect(screen.queryByTestId('reauth-modal')).toBeNull());
    expect(webauthn.assertWithKey).toHaveBeenCalledWith({ challenge: 'reauth-challenge' });
    const proofs = c.calls.filter((x) => x.path === '/api/user/reauthenticate').map(body);
    expect(proofs).toEqual([{ otp_code: '000000' }, { assertion: { id: 'k0', response: {} } }]);
    await waitFor(() =>
      expect(c.calls.find((x) => x.path === '/api/register/complete')).toMatchObject({
        body: { value: { name: 'Spare key' } },
      }),
    );
  });

  it('R-SECH-24: a user without second factors is asked for the password only', async () => {
    const c = sessionsCore();
    renderApp('/account/accounts_security', { core: c });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('key-add'));
    await user.type(screen.getByTestId('key-name'), 'First key');
    await user.click(screen.getByTestId('key-register'));
    expect(await screen.findByTestId('reauth-modal')).toHaveTextContent('Confirm your password');
    expect(screen.queryByTestId('reauth-method-otp')).toBeNull();
    expect(screen.getByTestId('reauth-password')).toBeInTheDocument();
  });
});
