// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { badRequest, createFakeCore, failure, ok } from '../../testing/fakeCore';
import { userFixture } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

function signInCore() {
  const core = createFakeCore();
  core.on('POST', '/api/login', (c) => {
    const v = (c.body as { value: { email: string; password: string } }).value;
    return v.password === 'right'
      ? ok({ success: true, next: 'email_otp', email: v.email })
      : badRequest('Invalid email, password or code.', 'INVALID_CREDENTIALS');
  });
  core.on('POST', '/api/verify_2fa', (c) =>
    (c.body as { value: { otp_code: string } }).value.otp_code === '123456'
      ? ok({ success: true, token: 'tok-new', user: userFixture({ landing_page: '/trading/rfs' }) })
      : badRequest('Invalid email, password or code.', 'INVALID_CREDENTIALS'),
  );
  core.on('POST', '/api/user/regenerate_email_login_otp', () => ok({ success: true }));
  serveSession(core, { user: userFixture({ landing_page: '/trading/rfs' }) });
  return core;
}

async function passStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId('login-email'), 'trader@demo.desk');
  await user.type(screen.getByTestId('login-password'), 'right');
  await user.click(screen.getByTestId('login-submit'));
  await screen.findByText('Check your email');
}

afterEach(cleanup);

describe('R-SHELL-19 sign-in page', () => {
  it('shows the required texts and calls nothing when fields are empty', async () => {
    const core = signInCore();
    renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('login-submit'));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(core.calls.filter((c) => c.path === '/api/login')).toHaveLength(0);
  });

  it('checks the email pattern before calling', async () => {
    const core = signInCore();
    renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('login-email'), 'not-an-email');
    await user.type(screen.getByTestId('login-password'), 'x');
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(core.calls).toHaveLength(0);
  });

  it('shows a 400 answer inline and sends the call unblockable without a toast', async () => {
    const core = signInCore();
    renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('login-email'), 'trader@demo.desk');
    await user.type(screen.getByTestId('login-password'), 'wrong{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Invalid email, password or code.',
    );
    expect(core.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      bypassBlock: true,
      hideAlertOnError: true,
      body: { kind: 'json', value: { email: 'trader@demo.desk', password: 'wrong' } },
    });
  });

  it('shows a throttling failure inline', async () => {
    const core = signInCore();
    core.on('POST', '/api/login', () =>
      failure(429, 'Too many attempts. Try again in 60 seconds.'),
    );
    renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('login-email'), 'trader@demo.desk');
    await user.type(screen.getByTestId('login-password'), 'right{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Too many attempts');
  });

  it('signs in with the emailed code and lands on the landing page', async () => {
    const core = signInCore();
    const app = renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await passStepOne(user);

    await user.click(screen.getByTestId('login-verify'));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Code is required');

    await user.type(screen.getByTestId('login-code'), '12ab34');
    expect(screen.getByTestId('login-code')).toHaveValue('1234');
    await user.click(screen.getByTestId('login-verify'));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Enter the 6-digit code');

    await user.clear(screen.getByTestId('login-code'));
    await user.type(screen.getByTestId('login-code'), '000000{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Invalid email, password or code.',
    );

    await user.clear(screen.getByTestId('login-code'));
    await user.type(screen.getByTestId('login-code'), '123456{Enter}');
    await waitFor(() => expect(app.location()).toBe('/trading/rfs'));
    expect(core.sessions).toEqual(['tok-new']);
    expect(app.env.session.getItem('desk.token')).toBe('tok-new');
    expect(await screen.findByTestId('nav-Trade')).toBeInTheDocument();
    expect(core.calls.filter((c) => c.path === '/api/verify_2fa').at(-1)).toMatchObject({
      body: { value: { email: 'trader@demo.desk', otp_code: '123456' } },
      bypassBlock: true,
      hideAlertOnError: true,
    });
  });

  it('R-SHELL-4 goes to ?next= after sign-in', async () => {
    const core = signInCore();
    const app = renderApp('/login?next=%2Faccount%2Faccounts', { token: null, core });
    const user = userEvent.setup();
    await passStepOne(user);
    await user.type(screen.getByTestId('login-code'), '123456{Enter}');
    await waitFor(() => expect(app.location()).toBe('/account/accounts'));
  });

  it('resends the code', async () => {
    const core = signInCore();
    renderApp('/login', { token: null, core });
    const user = userEvent.setup();
    await passStepOne(user);
    await user.click(screen.getByTestId('login-resend'));
    expect(await screen.findByText(/A new code was sent/)).toBeInTheDocument();
    expect(core.calls.at(-1)).toMatchObject({
      path: '/api/user/regenerate_email_login_otp',
      body: { value: { email: 'trader@demo.desk' } },
    });
  });
});
