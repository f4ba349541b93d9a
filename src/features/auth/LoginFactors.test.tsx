// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badRequest, createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { userFixture } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

const webauthn = vi.hoisted(() => ({
  assertWithKey: vi.fn<(o: unknown) => Promise<unknown>>(),
  createKeyCredential: vi.fn<(o: unknown) => Promise<unknown>>(),
  keysSupported: () => true,
}));
vi.mock('../security/webauthn', () => webauthn);

afterEach(() => {
  cleanup();
  webauthn.assertWithKey.mockReset();
});

const signedIn = (extra: Record<string, unknown> = {}) =>
  ok({
    success: true,
    token: 'tok-new',
    user: userFixture({ landing_page: '/trading/rfs' }),
    ...extra,
  });
const next = (factor: string) => ok({ success: true, next: factor, email: 'trader@demo.desk' });
const body = (c: { body?: unknown }) => (c.body as { value: Record<string, unknown> }).value;

function core(): FakeCore {
  const c = createFakeCore();
  serveSession(c, { user: userFixture({ landing_page: '/trading/rfs' }) });
  return c;
}

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId('login-email'), 'trader@demo.desk');
  await user.type(screen.getByTestId('login-password'), 'right{Enter}');
}

describe('R-SHELL-19 sign-in second factors', () => {
  it('signs in with an authenticator code when the server asks for otp', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('otp'));
    c.on('POST', '/api/otp2fa', (call) =>
      body(call)['otp_code'] === '654321'
        ? signedIn()
        : badRequest('Invalid email, password or code.', 'INVALID_CREDENTIALS'),
    );
    const app = renderApp('/login', { token: null, core: c });
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByText('Authenticator code', { selector: 'h1' })).toBeInTheDocument();
    await user.type(screen.getByTestId('login-otp-code'), '111111{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email');
    await user.clear(screen.getByTestId('login-otp-code'));
    await user.type(screen.getByTestId('login-otp-code'), '654321{Enter}');
    await waitFor(() => expect(app.location()).toBe('/trading/rfs'));
    expect(c.sessions).toEqual(['tok-new']);
    expect(c.calls.filter((x) => x.path === '/api/otp2fa').at(-1)).toMatchObject({
      bypassBlock: true,
      hideAlertOnError: true,
      body: { value: { email: 'trader@demo.desk', otp_code: '654321' } },
    });
  });

  it('signs in with a security key: begin, the browser assertion, then yubikey2fa', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('yubikey'));
    c.on('POST', '/api/authenticate/begin', () =>
      ok({ success: true, options: { challenge: 'ch-1' } }),
    );
    c.on('POST', '/api/v2/yubikey2fa', () => signedIn());
    webauthn.assertWithKey.mockResolvedValue({ id: 'cred-1', response: {} });
    const app = renderApp('/login', { token: null, core: c });
    const user = userEvent.setup();
    await password(user);
    await user.click(await screen.findByTestId('login-key-start'));
    await waitFor(() => expect(app.location()).toBe('/trading/rfs'));
    expect(webauthn.assertWithKey).toHaveBeenCalledWith({ challenge: 'ch-1' });
    expect(c.calls.find((x) => x.path === '/api/v2/yubikey2fa')).toMatchObject({
      body: { value: { email: 'trader@demo.desk', credential: { id: 'cred-1', response: {} } } },
    });
  });

  it('explains a cancelled key prompt and sends nothing to the server', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('yubikey'));
    c.on('POST', '/api/authenticate/begin', () => ok({ success: true, options: {} }));
    webauthn.assertWithKey.mockRejectedValue(
      Object.assign(new Error('x'), { name: 'NotAllowedError' }),
    );
    renderApp('/login', { token: null, core: c });
    const user = userEvent.setup();
    await password(user);
    await user.click(await screen.findByTestId('login-key-start'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('cancelled or timed out');
    expect(c.calls.some((x) => x.path === '/api/v2/yubikey2fa')).toBe(false);
  });

  it('uses email3fa for an email code asked after another factor', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('otp'));
    c.on('POST', '/api/otp2fa', () => next('email_otp'));
    c.on('POST', '/api/email3fa', () => signedIn());
    const app = renderApp('/login', { token: null, core: c });
    const user = userEvent.setup();
    await password(user);
    await user.type(await screen.findByTestId('login-otp-code'), '123456{Enter}');
    await user.type(await screen.findByTestId('login-code'), '222222{Enter}');
    await waitFor(() => expect(app.location()).toBe('/trading/rfs'));
    expect(c.calls.map((x) => x.path)).not.toContain('/api/verify_2fa');
  });

  it('follows a forced flow of the final answer instead of ?next=', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('email_otp'));
    c.on('POST', '/api/verify_2fa', () => signedIn({ redirect: 'gauth' }));
    c.on('GET', '/api/generate_otp_secret', () =>
      ok({
        success: true,
        otp_secret_key: 'JBSWY3DPEHPK3PXP',
        otp_auth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      }),
    );
    const app = renderApp('/login?next=%2Ffaqs', { token: null, core: c });
    const user = userEvent.setup();
    await password(user);
    await user.type(await screen.findByTestId('login-code'), '123456{Enter}');
    await waitFor(() => expect(app.location()).toBe('/user/otp_qrcode?required=true'));
  });

  it('reports a factor this version does not know', async () => {
    const c = core();
    c.on('POST', '/api/login', () => next('carrier_pigeon'));
    renderApp('/login', { token: null, core: c });
    await password(userEvent.setup());
    expect(await screen.findByTestId('login-error')).toHaveTextContent('not supported');
  });
});
