// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(cleanup);

function app(whitelisted: boolean) {
  const core = createFakeCore();
  serveSession(core);
  const log: string[] = [];
  core.blockRequests = async () => void log.push('block');
  core.unblockRequests = async () => void log.push('unblock');
  core.reloadAllTabs = async () => void log.push('reload');
  core.on('GET', '/v2/user/legal-entity/is_request_ip_whitelisted/22', () => {
    log.push('check');
    return ok({ success: true, whitelisted, ip: '127.0.0.1' });
  });
  core.on('POST', '/v2/user/legal-entity/switch/22', (c) => {
    log.push(c.bypassBlock ? 'switch(bypass)' : 'switch');
    return ok({ success: true, entity_id: 22 });
  });
  return { ...renderApp('/trading/rfq', { core }), log };
}

describe('R-SHELL-21 entity switcher', () => {
  it('switches with requests blocked and reloads every tab', async () => {
    const a = app(true);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    const option = screen.getByTestId('entity-option');
    expect(option).toHaveAttribute('data-entity-name', 'Demo Capital Europe GmbH');
    await user.click(option);
    await waitFor(() =>
      expect(a.log).toEqual(['check', 'block', 'switch(bypass)', 'unblock', 'reload']),
    );
    expect(screen.getByText('Switching…')).toBeInTheDocument();
  });

  it('says clearly when the IP is not allowed, and switches nothing', async () => {
    const a = app(false);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(screen.getByTestId('entity-option'));
    expect(await screen.findByTestId('entity-switch-error')).toHaveTextContent(
      'whitelisted IP addresses',
    );
    expect(a.log).toEqual(['check']);
  });
});
