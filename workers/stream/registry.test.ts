import { describe, expect, it } from 'vitest';
import { FakeTime } from '../core/testing/fakes';
import { RELEASE_DELAY, SubscriptionRegistry } from './registry';

function setup() {
  const time = new FakeTime();
  const log: string[] = [];
  const registry = new SubscriptionRegistry(time, {
    onHold: (topic) => log.push(`hold ${topic}`),
    onRelease: (topic) => log.push(`release ${topic}`),
  });
  return { time, log, registry };
}

describe('R-CORE-16 SubscriptionRegistry', () => {
  it('counts references across tabs and within a tab: one upstream hold', () => {
    const { registry, log } = setup();
    registry.subscribe('a', '1', 'book:BTC/USD');
    registry.subscribe('a', '2', 'book:BTC/USD');
    registry.subscribe('b', '1', 'book:BTC/USD');
    expect(log).toEqual(['hold book:BTC/USD']);
    expect(registry.refCount('book:BTC/USD')).toBe(3);
    expect([...registry.tabsOf('book:BTC/USD')].sort()).toEqual(['a', 'b']);
  });

  it('releases upstream only after the last subscriber left, after the delay', async () => {
    const { registry, log, time } = setup();
    registry.subscribe('a', '1', 'trades:BTC/USD');
    registry.subscribe('b', '1', 'trades:BTC/USD');
    registry.unsubscribe('a', '1');
    await time.advance(RELEASE_DELAY * 2);
    expect(log).toEqual(['hold trades:BTC/USD']);
    registry.unsubscribe('b', '1');
    await time.advance(RELEASE_DELAY - 1);
    expect(registry.upstream()).toEqual(['trades:BTC/USD']); // still held during the delay
    await time.advance(1);
    expect(log).toEqual(['hold trades:BTC/USD', 'release trades:BTC/USD']);
    expect(registry.upstream()).toEqual([]);
  });

  it('a quick re-subscribe within the delay does not churn upstream', async () => {
    const { registry, log, time } = setup();
    registry.subscribe('a', '1', 'ticker:ETH/USD');
    registry.unsubscribe('a', '1');
    await time.advance(RELEASE_DELAY / 2);
    registry.subscribe('b', '7', 'ticker:ETH/USD');
    await time.advance(RELEASE_DELAY * 3);
    expect(log).toEqual(['hold ticker:ETH/USD']);
    expect(time.pending).toBe(0);
  });

  it('unsubscribing twice, or an unknown id, changes nothing', () => {
    const { registry } = setup();
    registry.subscribe('a', '1', 'book:BTC/USD');
    registry.subscribe('b', '1', 'book:BTC/USD');
    registry.unsubscribe('a', '1');
    registry.unsubscribe('a', '1');
    registry.unsubscribe('a', 'nope');
    expect(registry.refCount('book:BTC/USD')).toBe(1);
  });

  it('a dead tab releases everything it held', async () => {
    const { registry, log, time } = setup();
    registry.subscribe('dead', '1', 'book:BTC/USD');
    registry.subscribe('dead', '2', 'trades:BTC/USD');
    registry.subscribe('alive', '1', 'book:BTC/USD');
    registry.releaseTab('dead');
    await time.advance(RELEASE_DELAY);
    expect(log).toEqual(['hold book:BTC/USD', 'hold trades:BTC/USD', 'release trades:BTC/USD']);
    expect(registry.refCount('book:BTC/USD')).toBe(1);
    expect(registry.topicsOf('dead').size).toBe(0);
  });

  it("a tab's view: deepest depth, newest grouping; update changes it", () => {
    const { registry } = setup();
    registry.subscribe('a', '1', 'book:BTC/USD', { depth: 10, groupTicks: 5 });
    registry.subscribe('a', '2', 'book:BTC/USD', { depth: 40 });
    expect(registry.topicsOf('a').get('book:BTC/USD')).toEqual({ depth: 40, groupTicks: 1 });
    expect(registry.update('a', 'book:BTC/USD', { groupTicks: 100 })).toBe(true);
    expect(registry.topicsOf('a').get('book:BTC/USD')).toEqual({ depth: 40, groupTicks: 100 });
    expect(registry.update('b', 'book:BTC/USD', { groupTicks: 2 })).toBe(false);
  });

  it('clamps nonsense view options', () => {
    const { registry } = setup();
    registry.subscribe('a', '1', 'book:X', { depth: -3, groupTicks: 0.5 });
    expect(registry.topicsOf('a').get('book:X')).toEqual({ depth: 1, groupTicks: 1 });
  });
});
