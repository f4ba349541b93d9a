// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { AutoflexPanel } from './AutoflexPanel';
import { renderQuotes } from './testShell';

afterEach(cleanup);

const flush = () => act(async () => {});
const info = (over: object = {}) => ({
  subaccountId: 7,
  subaccountName: 'OTC Main',
  enabled: false,
  targetToken: 'USD',
  tokens: [],
  pausedReason: null,
  updatedBy: null,
  updatedAt: null,
  canEdit: true,
  targetTokens: ['BTC', 'USD'],
  convertibleTokens: { USD: ['BTC', 'ETH'], BTC: ['ETH', 'USD'] },
  conversions: [],
  ...over,
});

describe('R-ACC-23 Flex auto-convert on the RFQ screen', () => {
  it('saves the chosen tokens and shows what the sweeper will do', async () => {
    const c = createFakeCore();
    let current = info();
    c.on('GET', '/uapi/v1/tokens/flex', () => ok({ autoflex_info: [current] }));
    c.on('POST', '/uapi/v1/tokens/flex', (call) => {
      const body = (call.body as { value: { enabled: boolean; tokens: string[] } }).value;
      current = info({ enabled: body.enabled, tokens: body.tokens });
      return ok({ autoflex_info: current });
    });
    renderQuotes(<AutoflexPanel subaccountId={7} />, c);
    await flush();
    expect(screen.getByTestId('autoflex-status')).toHaveTextContent('Off');
    fireEvent.click(screen.getByTestId('autoflex-edit'));
    fireEvent.click(screen.getByTestId('autoflex-enabled'));
    fireEvent.click(screen.getByTestId('autoflex-token-ETH'));
    fireEvent.click(screen.getByTestId('autoflex-save'));
    await flush();
    await flush();
    const posted = c.calls.find((x) => x.method === 'POST');
    expect((posted?.body as { value: unknown }).value).toEqual({
      subaccountId: 7,
      enabled: true,
      targetToken: 'USD',
      tokens: ['ETH'],
    });
    expect(screen.getByTestId('autoflex-status')).toHaveTextContent('On');
    expect(screen.getByTestId('autoflex-summary')).toHaveTextContent(
      'available ETH is sold into USD',
    );
    expect(screen.queryByTestId('autoflex-form')).toBeNull();
  });

  it('a read-only user sees the state and the pause reason, with no way to change it', async () => {
    const c = createFakeCore();
    c.on('GET', '/uapi/v1/tokens/flex', () =>
      ok({ autoflex_info: [info({ canEdit: false, pausedReason: 'Paused: no trading.' })] }),
    );
    renderQuotes(<AutoflexPanel subaccountId={null} />, c);
    await flush();
    expect(screen.getByTestId('autoflex-status')).toHaveTextContent('Paused');
    expect(screen.getByTestId('autoflex-summary')).toHaveTextContent('Paused: no trading.');
    expect(screen.queryByTestId('autoflex-edit')).toBeNull();
  });
});
