// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED_NOTICE, PASSWORD_RESET_NOTICE } from '../../tab/account/notices';
import { badRequest, createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { renderApp } from '../../testing/renderApp';

afterEach(cleanup);

const POLICY = {
  min_length: 12,
  max_length: 128,
  rules: ['Password must be at least 12 characters.'],
};
const body = (c: { body?: unknown }) => (c.body as { value: Record<string, unknown> }).value;

function core(): FakeCore {
  const c = createFakeCore();
  c.on('GET', '/api/password_policy', () => ok(POLICY));
  return c;
}

describe('/reset_password', () => {
  it('asks for the email and says the same thing whether or not it exists', async () => {
    const c = core();
    c.on('POST', '/api/request_reset_password', () => ok({ success: true }));
    renderApp('/reset_password', { token: null, core: c });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reset-submit'));
    expect(screen.getByTestId('reset-error')).toHaveTextContent('Email is required');
    await user.type(screen.getByTestId('reset-email'), 'someone@bank.example{Enter}');
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(
      'If an account exists for someone@bank.example',
    );
    expect(c.calls.at(-1)).toMatchObject({
      path: '/api/request_reset_password',
      bypassBlock: true,
      body: { value: { email: 'someone@bank.example' } },
    });
  });

  it('sets the new password from the emailed link, then signs in with a notice', async () => {
    const c = core();
    c.on('POST', '/api/reset_password', (call) =>
      body(call)['token'] === 'good'
        ? ok({ success: true, redirect: 'redirect_to_login' })
        : {
            ok: false,
            status: 400,
            errors: [
              {
                code: 'INVALID_TOKEN',
                message: 'This reset link is invalid or has expired.',
                field: 'token',
              },
            ],
            data: null,
          },
    );
    const bad = renderApp('/reset_password?token=stale', { token: null, core: c });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('reset-new'), 'A-strong-new-pass-1');
    await user.type(screen.getByTestId('reset-verify'), 'A-strong-new-pass-1{Enter}');
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('invalid or has expired');
    expect(screen.getByText('Request a new link')).toBeInTheDocument();
    bad.unmount();

    const app = renderApp('/reset_password?token=good', { token: null, core: c });
    await user.type(await screen.findByTestId('reset-new'), 'A-strong-new-pass-1');
    await user.type(screen.getByTestId('reset-verify'), 'A-strong-new-pass-1{Enter}');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(PASSWORD_RESET_NOTICE);
  });
});

describe('/signup and /verify_email', () => {
  it('validates, sends the sign-up and tells the user to check their email', async () => {
    const c = core();
    c.on('POST', '/api/signup', (call) =>
      String(body(call)['password']).includes('password')
        ? badRequest(
            'This password is too common. Choose one that is harder to guess.',
            'WEAK_PASSWORD',
          )
        : ok({ success: true }),
    );
    renderApp('/signup', { token: null, core: c });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('signup-submit'));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('signup-first'), 'Ada');
    await user.type(screen.getByTestId('signup-last'), 'Lovelace');
    await user.type(screen.getByTestId('signup-email'), 'ada@analytical.example');
    await user.type(screen.getByTestId('signup-password'), 'password123456');
    await user.type(screen.getByTestId('signup-verify'), 'password123456');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-error')).toHaveTextContent('too common');
    await user.clear(screen.getByTestId('signup-password'));
    await user.clear(screen.getByTestId('signup-verify'));
    await user.type(screen.getByTestId('signup-password'), 'Engine-Notes-1843');
    await user.type(screen.getByTestId('signup-verify'), 'Engine-Notes-1843');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-sent')).toHaveTextContent('ada@analytical.example');
    expect(c.calls.at(-1)).toMatchObject({
      body: {
        value: {
          email: 'ada@analytical.example',
          password: 'Engine-Notes-1843',
          first_name: 'Ada',
          last_name: 'Lovelace',
        },
      },
    });
  });

  it('verifies the token once and goes to sign in', async () => {
    const c = core();
    c.on('POST', '/verify_email', () => ok({ success: true, redirect: 'redirect_to_login' }));
    const app = renderApp('/verify_email?token=abc', { token: null, core: c });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(EMAIL_VERIFIED_NOTICE);
    expect(c.calls.filter((x) => x.path === '/verify_email')).toHaveLength(1);
    expect(c.calls[0]).toMatchObject({ body: { value: { token: 'abc' } } });
  });

  it('shows why a link does not work', async () => {
    const c = core();
    c.on('POST', '/verify_email', () =>
      badRequest('This verification link is invalid or has expired.', 'INVALID_TOKEN'),
    );
    renderApp('/verify_email?token=old', { token: null, core: c });
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent(
      'invalid or has expired',
    );
  });
});
