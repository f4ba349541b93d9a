// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTRACT_ADMIN_UNASSIGNED_TITLE,
  REFRESH_TEXT,
  REFRESH_TITLE,
} from '../../../domain/constants';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { configFixture, userFixture } from '../../testing/fixtures';
import { renderApp, serveSession, type AppOptions } from '../../testing/renderApp';
import type { RestResult } from '../../../workers/api';

afterEach(cleanup);

function signedIn(path: string, o: AppOptions = {}) {
  const core = createFakeCore();
  serveSession(core, o);
  return renderApp(path, { ...o, core });
}

describe('guard', () => {
  it('R-SHELL-3 sends a visitor without a token to /login with next', async () => {
    const app = renderApp('/portfolio/risk', { token: null });
    await screen.findByTestId('login-email');
    expect(app.location()).toBe('/login?next=%2Fportfolio%2Frisk');
  });

  it('R-SHELL-3 a new tab waits for the core and starts signed in with the session another tab holds', async () => {
    const core = createFakeCore({ token: 'from-other-tab' });
    serveSession(core);
    const app = renderApp('/account/accounts', { token: null, core });
    await screen.findAllByTestId('account-row');
    expect(app.location()).toBe('/account/accounts');
    expect(app.env.session.getItem('desk.token')).toBe('from-other-tab');
  });

  it('R-SHELL-3 loads the session, then shows the screen inside the main layout', async () => {
    const app = signedIn('/v2/defi');
    // DeFi is off for the fixture's organisation: the flag page, which loads nothing.
    expect(await screen.findByTestId('feature-disabled')).toHaveTextContent('DeFi');
    expect(screen.getByTestId('nav-Trade')).toBeInTheDocument();
    expect(app.core.calls.map((c) => c.path).sort()).toEqual([
      '/api/user/current_user',
      '/api/user_config',
      '/uapi/v1/all_accounts',
      // The user's Labs switches, applied app-wide (docs/labs-focal.md).
      '/uapi/v1/labs',
      // The caller's granted actions, for the menus (docs/approvals.md).
      '/uapi/v1/permissions',
      // The top bar's Downloads panel (docs/reports.md).
      '/uapi/v1/reports',
      '/v2/user/legal-entities',
    ]);
    // The core learns the entity and account once known.
    await waitFor(() =>
      expect(app.core.contexts).toContainEqual({ entityId: '21', accountId: '11' }),
    );
  });

  it('R-SHELL-3 sends a pending user to onboarding (e-signature variant with docusign_agreements)', async () => {
    const app = signedIn('/trading/rfq', {
      user: userFixture({ status: 'pending' }),
      config: configFixture({ docusign_agreements: true }),
    });
    await waitFor(() => expect(app.location()).toBe('/onboarding/new_otc_institution_ds'));
    expect(await screen.findByTestId('ob-sign-out')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-Trade')).toBeNull();
  });

  it('R-SHELL-2 "/" goes to the landing page; the two redirects of spec 2.3 work', async () => {
    const app = signedIn('/', { user: userFixture({ landing_page: '/v2/support' }) });
    await waitFor(() => expect(app.location()).toBe('/v2/support'));
    await act(() => app.router.navigate('/trading/portfolio'));
    await waitFor(() => expect(app.location()).toBe('/portfolio/balances'));
    await act(() => app.router.navigate('/trading/insights'));
    await waitFor(() => expect(app.location()).toBe('/post-trade/cashflows'));
  });

  it('R-ACC-22 "/" returns to the user’s last saved screen before the landing page', async () => {
    const core = createFakeCore();
    serveSession(core, { user: userFixture({ landing_page: '/v2/support' }) });
    core.on('GET', '/uapi/v1/last_user_state', () => ok({ state: { route: '/focal?token=ETH' } }));
    const app = renderApp('/', { core, user: userFixture({ landing_page: '/v2/support' }) });
    await waitFor(() => expect(app.location()).toBe('/focal?token=ETH'));
  });

  it('R-SHELL-45 a tab clicked while "/" waits for the last screen wins over the late redirect', async () => {
    const core = createFakeCore();
    serveSession(core, { user: userFixture({ landing_page: '/v2/support' }) });
    let answer: (route: string) => void = () => undefined;
    core.on(
      'GET',
      '/uapi/v1/last_user_state',
      () => new Promise((resolve) => (answer = (route) => resolve(ok({ state: { route } })))),
    );
    const app = renderApp('/', { core, user: userFixture({ landing_page: '/v2/support' }) });
    await screen.findByTestId('nav-Trade');
    // The options screen's chunk is not loaded yet: the navigation is a transition that keeps
    // "/" (and its pending redirect) on screen until the chunk arrives.
    await act(async () => {
      void app.router.navigate('/trading/options');
      answer('/focal?token=ETH');
      await new Promise((r) => setTimeout(r, 0));
    });
    await waitFor(() => expect(app.location()).toBe('/trading/options'));
    await new Promise((r) => setTimeout(r, 200));
    expect(app.location()).toBe('/trading/options');
  });

  it('R-SHELL-15 keeps the route in the core context on navigation', async () => {
    const app = signedIn('/v2/defi');
    await screen.findByTestId('feature-disabled');
    await act(() => app.router.navigate('/faqs'));
    await waitFor(() => expect(app.core.contexts).toContainEqual({ route: '/faqs' }));
  });

  it.each([['/v2/defi', 'DeFi']])(
    'R-SHELL-1 %s behind its feature flag says it is not enabled',
    async (path, area) => {
      signedIn(path);
      expect(await screen.findByTestId('feature-disabled')).toHaveTextContent(area);
    },
  );

  it('R-SHELL-1 shows a 404 page for unknown paths', async () => {
    signedIn('/no/such/page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('/no/such/page');
  });
});

describe('R-SHELL-5 Contract Admin Unassigned', () => {
  const blocked = userFixture({}, { mandatory_las: true, has_legal_authorized_signatory: false });

  it('replaces the app when the signatory is mandatory, missing and the flow is on', async () => {
    signedIn('/trading/rfq', {
      user: blocked,
      config: configFixture({ contract_and_upsell_enabled: true }),
    });
    const screenEl = await screen.findByTestId('contract-admin-unassigned');
    expect(within(screenEl).getByRole('heading')).toHaveTextContent(
      CONTRACT_ADMIN_UNASSIGNED_TITLE,
    );
    expect(screenEl).toHaveTextContent(/Contract Admin must be assigned/);
    expect(screenEl).toHaveTextContent(/contact your representative/);
    expect(screen.queryByTestId('nav-Trade')).toBeNull();
  });

  it('does not show when the flow is off', async () => {
    signedIn('/trading/rfq', {
      user: blocked,
      config: configFixture({ contract_and_upsell_enabled: false }),
    });
    await screen.findByTestId('nav-Trade');
    expect(screen.queryByTestId('contract-admin-unassigned')).toBeNull();
  });
});

describe('navigation', () => {
  it('R-SHELL-6 shows the tabs the rules allow, with test ids', async () => {
    signedIn('/trading/rfq', { config: configFixture({}, ['admin']) });
    await screen.findByTestId('nav-Trade');
    for (const key of [
      'Portfolio',
      'Insights',
      'AdminSettings',
      'Account',
      'FAQs',
      'LogOut',
      'Support',
      'NativeCustody',
    ]) {
      expect(screen.getByTestId(`nav-${key}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('nav-UAPIAdminSettings')).toBeNull();
    expect(screen.getByTestId('nav-Portfolio')).toHaveAttribute('href', '/portfolio/balances');
  });

  it('R-SHELL-7 lists the trade types under Trade', async () => {
    const user = userEvent.setup();
    signedIn('/trading/rfq');
    await user.click(await screen.findByTestId('trade-menu'));
    expect(screen.getByTestId('trade-type-Edge')).toHaveAttribute('href', '/v2/trade/edge');
    expect(screen.getByTestId('trade-type-Fusion')).toBeInTheDocument();
    expect(screen.getByTestId('trade-type-RFQ')).toBeInTheDocument();
  });

  it('shows the user, the current entity, the entity switcher and the core mode', async () => {
    const user = userEvent.setup();
    signedIn('/trading/rfq');
    expect(await screen.findByTestId('current-entity')).toHaveTextContent('Demo Capital LLC');
    await user.click(screen.getByTestId('health-indicator'));
    expect(screen.getByTestId('health-panel')).toHaveTextContent(/Core mode\s*shared/);
    await user.click(screen.getByTestId('user-menu'));
    const list = screen.getByRole('list', { name: 'Legal entities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Demo Capital LLCCurrent', 'Demo Capital Europe GmbHSwitch']);
    expect(screen.getByText('trader@demo.desk')).toBeInTheDocument();
  });
});

describe('frames from the core', () => {
  it('R-SHELL-13 opens Please Refresh with the spec texts; Refresh reloads', async () => {
    const app = signedIn('/trading/rfq');
    await screen.findByTestId('nav-Trade');
    act(() => app.core.emit({ kind: 'refreshPrompt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(REFRESH_TITLE);
    expect(dialog).toHaveTextContent(REFRESH_TEXT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(app.page.reloads).toBe(1);
  });

  it('R-SHELL-13 shows a blocking notice that cannot be closed until the core clears it', async () => {
    const app = signedIn('/trading/rfq');
    await screen.findByTestId('nav-Trade');
    act(() =>
      app.core.emit({
        kind: 'blockingNotice',
        title: 'Scheduled maintenance',
        message: 'Trading resumes at 10:00 UTC.',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Scheduled maintenance');
    expect(dialog).toHaveTextContent('Trading resumes at 10:00 UTC.');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => app.core.emit({ kind: 'blockingNoticeCleared' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R-SHELL-11 shows at most three toasts without duplicates', async () => {
    const app = signedIn('/trading/rfq');
    await screen.findByTestId('nav-Trade');
    act(() =>
      app.core.emit(
        { kind: 'toast', text: 'one', tone: 'error' },
        { kind: 'toast', text: 'two', tone: 'error' },
        { kind: 'toast', text: 'two', tone: 'error' },
        { kind: 'toast', text: 'three', tone: 'info' },
        { kind: 'toast', text: 'four', tone: 'info' },
      ),
    );
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([
      'two',
      'three',
      'four',
    ]);
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(3);
  });

  it('R-SHELL-12 a 401 navigation lands on /logout, which signs out and stays', async () => {
    const app = signedIn('/trading/rfq');
    app.core.on('POST', '/api/logout', () => ({ ok: true, status: 200, data: { success: true } }));
    await screen.findByTestId('nav-Trade');
    act(() => app.core.emit({ kind: 'navigate', to: '/logout', external: false }));
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
    expect(app.core.calls.at(-1)).toMatchObject({
      path: '/api/logout',
      hideAlertOnError: true,
      bypassBlock: true,
    });
    expect(app.core.sessions).toEqual([null]);
    expect(app.env.session.getItem('desk.token')).toBeNull();
    act(() => app.core.emit({ kind: 'session', token: null }));
    expect(app.location()).toBe('/logout');
    expect(screen.getByTestId('sign-in-again')).toHaveAttribute('href', '/login');
  });

  it('R-SHELL-12 /logout offers "Sign in again" only once the session is gone', async () => {
    const app = signedIn('/trading/rfq');
    let answer: (r: RestResult) => void = () => undefined;
    app.core.on('POST', '/api/logout', () => new Promise<RestResult>((r) => (answer = r)));
    await screen.findByTestId('nav-Trade');
    act(() => app.core.emit({ kind: 'navigate', to: '/logout', external: false }));
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    // A sign-in page opened now would still see the session and go back into the app.
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
    act(() => answer({ ok: true, status: 200, data: { success: true } }));
    expect(await screen.findByTestId('sign-in-again')).toHaveAttribute('href', '/login');
    expect(app.core.sessions).toEqual([null]);
  });

  it('R-SHELL-12 a sign-out in another tab sends this one to /login', async () => {
    const app = signedIn('/trading/rfq');
    await screen.findByTestId('nav-Trade');
    act(() => app.core.emit({ kind: 'session', token: null }));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
  });
});
