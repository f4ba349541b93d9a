// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HedgeVenuesOptions } from '../../tab/sessionTypes';
import { badRequest, createFakeCore, failure, ok } from '../../testing/fakeCore';
import { accountsFixture, venue } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(cleanup);

function app(path = '/account/accounts') {
  const core = createFakeCore();
  let accounts: HedgeVenuesOptions = accountsFixture;
  serveSession(core);
  core.on('GET', '/uapi/v1/all_accounts', () => ok(accounts));
  core.on('POST', '/uapi/v1/account/rename', (c) => {
    const { name } = (c.body as { value: { name: string } }).value;
    if (name === 'Cold Vault') return failure(409, "An account named 'Cold Vault' already exists");
    if (name.length > 64) return badRequest('name is too long');
    accounts = {
      optionsMap: {
        ...accounts.optionsMap,
        otc: { hedgeVenuesList: [venue(name, 2, [101, 1001])] },
      },
    };
    return ok({ success: true });
  });
  return renderApp(path, { core });
}

describe('R-SHELL-20 account page, accounts tab', () => {
  it('lists readable accounts grouped by venue with their flags', async () => {
    app();
    const rows = await screen.findAllByTestId('account-row');
    expect(rows.map((r) => within(r).getByTestId('account-name').textContent)).toEqual([
      'Cold Vault',
      'OTC Main',
    ]);
    expect(screen.queryByText('OTC Hidden')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Custody' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'OTC' })).toBeInTheDocument();
    const vault = rows[0]!;
    expect(within(vault).getByText('Withdraw')).toHaveClass('badge-on');
    expect(within(vault).getByText('Trade')).toHaveClass('badge-off');
  });

  it('R-SHELL-2 /account redirects to the accounts tab; the security tab has its own screen', async () => {
    const a = app('/account');
    await screen.findAllByTestId('account-row');
    expect(a.location()).toBe('/account/accounts');
    await act(() => a.router.navigate('/account/accounts_security'));
    expect(await screen.findByTestId('security-tab')).toBeInTheDocument();
  });

  it('renames inline and shows the new name', async () => {
    const a = app();
    const user = userEvent.setup();
    const otc = (await screen.findAllByTestId('account-row'))[1]!;
    await user.click(within(otc).getByTestId('rename-button'));
    const input = screen.getByTestId('rename-input');
    await user.clear(input);
    await user.type(input, 'Prime OTC');
    await user.click(screen.getByTestId('rename-save'));
    await waitFor(() => expect(screen.queryByTestId('rename-input')).toBeNull());
    expect(screen.getByText('Prime OTC')).toBeInTheDocument();
    const call = a.core.calls.find((c) => c.path === '/uapi/v1/account/rename');
    expect(call).toMatchObject({
      method: 'POST',
      body: { kind: 'json', value: { accountId: 101, subaccountId: 1001, name: 'Prime OTC' } },
    });
    expect(call?.hideAlertOnError).toBeUndefined();
  });

  it('keeps the form open on a conflict (the core toasts the reason) and shows 400 inline', async () => {
    app();
    const user = userEvent.setup();
    const otc = (await screen.findAllByTestId('account-row'))[1]!;
    await user.click(within(otc).getByTestId('rename-button'));
    const input = screen.getByTestId('rename-input');
    await user.clear(input);
    await user.type(input, 'Cold Vault{Enter}');
    await waitFor(() => expect(screen.getByTestId('rename-save')).toBeEnabled());
    expect(screen.getByTestId('rename-input')).toHaveValue('Cold Vault');

    await user.clear(input);
    await user.type(input, 'x'.repeat(65) + '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('name is too long');

    await user.clear(input);
    await user.click(screen.getByTestId('rename-save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });
});
