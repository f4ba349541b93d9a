import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../workers/api';
import { connectionState } from '../../testing/marketFixtures';
import { createFeedStore } from './feedStore';
import { healthStatus } from './health';
import { percentile, withinWindow } from './percentiles';

describe('R-SHELL-18 healthStatus', () => {
  it.each<[string, ConnectionState | null, boolean, string, string]>([
    ['no state', null, false, 'Connecting', 'warning'],
    ['connecting', connectionState({ socket: 'connecting' }), false, 'Connecting', 'warning'],
    ['open', connectionState({ socket: 'open' }), false, 'Live', 'live'],
    ['open, book resyncing', connectionState({ socket: 'open' }), true, 'Resyncing', 'warning'],
    ['reconnecting', connectionState({ socket: 'reconnecting' }), false, 'Reconnecting', 'warning'],
    ['closed', connectionState({ socket: 'closed' }), false, 'Offline', 'offline'],
    [
      'connection error',
      connectionState({ socket: 'open', tradingError: 'ConnectionError' }),
      false,
      'Offline',
      'offline',
    ],
    ['idle', connectionState({ socket: 'idle' }), false, 'Idle', 'idle'],
  ])('%s → %s', (_name, c, resyncing, label, tone) => {
    expect(healthStatus(c, resyncing)).toEqual({ label, tone });
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
