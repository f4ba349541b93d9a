// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribeTopic } from '../../tab/market/subscribeTopic';
import { subscribeAccountTopic } from '../../tab/orders/accountStore';
import { privateTopic } from '../../../domain/market/private-topics';
import { createFakeCore } from '../../testing/fakeCore';
import { bookState, connectionState } from '../../testing/marketFixtures';
import { renderApp, serveSession } from '../../testing/renderApp';
import { formatRate } from './HealthIndicator';

afterEach(cleanup);

async function app() {
  const core = createFakeCore({ mode: 'dedicated' });
  serveSession(core);
  const a = renderApp('/account/accounts', { core });
  await screen.findByTestId('health-indicator');
  return a;
}

const tone = () =>
  screen.getByTestId('health-indicator').closest('.health')?.getAttribute('data-tone');

describe('R-SHELL-18 health indicator', () => {
  it('R-SHELL-35 says Connecting until the core reports, then Live with the page rate and feed age', async () => {
    const a = await app();
    act(() => void subscribeTopic(a.adapter.core, a.market.market, 'ticker:BTC/USD'));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Connecting');
    expect(tone()).toBe('warning');
    await act(() =>
      a.core.emitFrame({
        connection: connectionState({ updatesPerSecond: 9000, lastServerTime: Date.now() - 40 }),
      }),
    );
    // The page's own rate, measured over a window, not the socket's.
    const later = Date.now() + 10_000;
    act(() => {
      a.market.feed.recordPageUpdates(0, later);
      a.market.feed.recordPageUpdates(2400, later + 1_000);
    });
    const pill = screen.getByTestId('health-indicator');
    expect(pill).toHaveTextContent('Live');
    expect(pill).toHaveTextContent('2.4k/s');
    expect(pill).not.toHaveTextContent('9.0k/s');
    expect(pill).toHaveTextContent(/\d+ ms/);
    expect(tone()).toBe('live');
  });

  it('R-SHELL-35 says Idle on a page that uses no live stream, and still shows a lost socket', async () => {
    const a = await app();
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Idle');
    await act(() => a.core.emitFrame({ connection: connectionState({ socket: 'open' }) }));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Idle');
    expect(screen.getByTestId('health-indicator')).not.toHaveTextContent('/s');
    expect(tone()).toBe('idle');
    await act(() => a.core.emitFrame({ connection: connectionState({ socket: 'closed' }) }));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Offline');
  });

  it('R-SHELL-35 counts a page that holds only account topics (balances) as Live, without a market rate', async () => {
    const a = await app();
    await act(() => a.core.emitFrame({ connection: connectionState({ socket: 'open' }) }));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Idle');
    let undo: () => void = () => undefined;
    act(() => {
      undo = subscribeAccountTopic(a.adapter.core, a.market.account, privateTopic('balances', 7));
    });
    const pill = screen.getByTestId('health-indicator');
    expect(pill).toHaveTextContent('Live');
    expect(pill).not.toHaveTextContent('/s');
    expect(tone()).toBe('live');
    act(() => undo());
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Idle');
  });

  it('turns amber while reconnecting or while a book resyncs, red when offline', async () => {
    const a = await app();
    await act(() => a.core.emitFrame({ connection: connectionState({ socket: 'reconnecting' }) }));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Reconnecting');
    expect(tone()).toBe('warning');

    act(() => void subscribeTopic(a.adapter.core, a.market.market, 'book:BTC/USD'));
    await act(() =>
      a.core.emitFrame({
        connection: connectionState({ socket: 'open' }),
        topics: [bookState({ status: 'resyncing', bids: [], asks: [] })],
      }),
    );
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Resyncing');
    expect(tone()).toBe('warning');
    await act(() => a.core.emitTopics(bookState({ status: 'synced' })));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Live');

    await act(() => a.core.emitFrame({ connection: connectionState({ socket: 'closed' }) }));
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Offline');
    expect(tone()).toBe('offline');
  });

  it('opens a detail panel with the core, connection, clock and topic figures', async () => {
    const user = userEvent.setup();
    const a = await app();
    act(() => void subscribeTopic(a.adapter.core, a.market.market, 'ticker:BTC/USD'));
    await act(() =>
      a.core.emitFrame({
        connection: connectionState({
          tradingError: 'StreamingDisabled',
          streaming: { initialized: true, error: true },
          reconnects: 3,
          resyncs: 2,
        }),
        clock: { offsetMillis: 750, bestRoundTripMillis: 18, samples: 5 },
      }),
    );
    await user.click(screen.getByTestId('health-indicator'));
    const panel = screen.getByTestId('health-panel');
    const row = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(row('Core mode')).toBe('dedicated');
    expect(row('Socket')).toBe('open');
    expect(row('Streaming connection')).toBe('initialized yes · error yes');
    expect(row('Trading error')).toBe('StreamingDisabled');
    expect(row('Clock offset')).toBe('750 ms');
    expect(row('Best round trip')).toBe('18 ms');
    expect(row('Reconnects')).toBe('3');
    expect(row('Resyncs')).toBe('2');
    expect(row('Topics (this tab)')).toBe('1');
    expect(await within(panel).findByText('Topics (browser, upstream)')).toBeInTheDocument();
    await screen.findByText((_, el) => el?.textContent === 'Topics (browser, upstream)1');
  });

  it('R-STREAM-5 the detail panel shows the stream lag, or a dash before the first pong', async () => {
    const user = userEvent.setup();
    const a = await app();
    await act(() => a.core.emitFrame({ connection: connectionState({ lagMillis: null }) }));
    await user.click(screen.getByTestId('health-indicator'));
    const panel = screen.getByTestId('health-panel');
    const lag = () => within(panel).getByText('Lag').nextElementSibling?.textContent;
    expect(lag()).toBe('—');
    await act(() => a.core.emitFrame({ connection: connectionState({ lagMillis: 12 }) }));
    expect(lag()).toBe('12 ms');
  });

  it('formats rates compactly', () => {
    expect([formatRate(950.4), formatRate(1234), formatRate(45_600)]).toEqual([
      '950',
      '1.2k',
      '46k',
    ]);
  });
});
