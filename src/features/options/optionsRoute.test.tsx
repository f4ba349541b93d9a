// @vitest-environment jsdom
// Spec 2.3 /trading/options and spec 6 feature flag options_rfq: the route shows the Options
// RFQ screen only while the flag is on for the user's organisation.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { configFixture } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(cleanup);

function open(flags: Record<string, boolean>) {
  const core = createFakeCore();
  const config = configFixture(flags);
  serveSession(core, { config });
  core.on('GET', '/v3/browser/options/chain', () =>
    ok({ underlying: 'BTC', spot: '97000', server_time: 0, expiries: [] }),
  );
  return { core, app: renderApp('/trading/options', { core, config }) };
}

describe('R-SHELL-9 /trading/options', () => {
  it('with options_rfq on, renders the Options RFQ screen', async () => {
    const { core } = open({ options_rfq: true });
    expect(await screen.findByTestId('options-screen')).toBeInTheDocument();
    await waitFor(() =>
      expect(core.calls.some((c) => c.path === '/v3/browser/options/chain')).toBe(true),
    );
  });

  it('with options_rfq off, says it is not enabled and asks the venue for nothing', async () => {
    const { core } = open({ options_rfq: false });
    expect(await screen.findByTestId('feature-disabled')).toHaveTextContent(
      'Options RFQ is not enabled for your organisation',
    );
    expect(screen.queryByTestId('options-screen')).toBeNull();
    expect(core.calls.some((c) => c.path.startsWith('/v3/browser/options'))).toBe(false);
  });
});
