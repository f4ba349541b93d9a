import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../workers/api';
import { connectionState } from '../../testing/marketFixtures';
import { createFeedStore } from './feedStore';
import { healthStatus } from './health';
import { percentile, withinWindow } from './percentiles';

describe('R-SHELL-18 R-SHELL-35 healthStatus of the streams this page uses', () => {
  it.each<[string, ConnectionState | null, boolean, number, string, string]>([
    ['no state', null, false, 1, 'Connecting', 'warning'],
    ['no state, page without streams', null, false, 0, 'Idle', 'idle'],
    ['connecting', connectionState({ socket: 'connecting' }), false, 2, 'Connecting', 'warning'],
    ['open', connectionState({ socket: 'open' }), false, 3, 'Live', 'live'],
    ['open, page without streams', connectionState({ socket: 'open' }), false, 0, 'Idle', 'idle'],
    ['open, book resyncing', connectionState({ socket: 'open' }), true, 1, 'Resyncing', 'warning'],
    [
      'reconnecting',
      connectionState({ socket: 'reconnecting' }),
      false,
      0,
      'Reconnecting',
      'warning',
    ],
    ['closed', connectionState({ socket: 'closed' }), false, 0, 'Offline', 'offline'],
    [
      'connection error',
      connectionState({ socket: 'open', tradingError: 'ConnectionError' }),
      false,
      1,
      'Offline',
      'offline',
    ],
    ['idle', connectionState({ socket: 'idle' }), false, 1, 'Idle', 'idle'],
  ])('%s → %s', (_name, c, resyncing, pageStreams, label, tone) => {
    expect(healthStatus(c, resyncing, pageStreams)).toEqual({ label, tone });
  });

  it("measures the page's update rate once per window", () => {
    const feed = createFeedStore();
    feed.recordPageUpdates(5, 0);
    feed.recordPageUpdates(300, 400);
    expect(feed.store.getState().pageUpdatesPerSecond).toBe(0);
    feed.recordPageUpdates(195, 1_000); // 500 updates over 1 s
    expect(feed.store.getState().pageUpdatesPerSecond).toBe(500);
    feed.recordPageUpdates(0, 3_000); // none over the next 2 s
    expect(feed.store.getState().pageUpdatesPerSecond).toBe(0);
  });
});

describe('R-SHELL-18 percentiles and the feed age', () => {
  it('nearest-rank percentile', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 100], 99)).toBe(100);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });

  it('keeps samples inside the window', () => {
    const s = [
      { at: 0, value: 1 },
      { at: 4_000, value: 2 },
      { at: 6_000, value: 3 },
    ];
    expect(withinWindow(s, 8_999, 5_000).map((x) => x.value)).toEqual([2, 3]);
  });

  it('measures skew-corrected age at paint, once per new server time, over 5 s', () => {
    const feed = createFeedStore();
    feed.apply(connectionState({ lastServerTime: 1_000 }), {
      offsetMillis: -300,
      bestRoundTripMillis: 4,
      samples: 3,
    });
    feed.recordPaint(1_400); // server now 1_100 → age 100
    feed.recordPaint(1_500); // same server time: not a new sample
    expect(feed.store.getState().feedAge).toEqual({ p50: 100, p99: 100, samples: 1 });
    feed.apply(connectionState({ lastServerTime: 1_200 }), undefined);
    feed.recordPaint(1_800); // server 1_500 → 300
    expect(feed.store.getState().feedAge).toEqual({ p50: 100, p99: 300, samples: 2 });
    feed.apply(connectionState({ lastServerTime: 9_000 }), undefined);
    feed.recordPaint(9_350); // the first two samples fell out of the window
    expect(feed.store.getState().feedAge).toEqual({ p50: 50, p99: 50, samples: 1 });
    expect(feed.serverNow(10_000)).toBe(9_700);
  });
});
