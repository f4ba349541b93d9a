import { describe, expect, it } from 'vitest';
import {
  formatPrivateTopic,
  looksPrivate,
  parsePrivateTopic,
  PRIVATE_CHANNELS,
  privateTopic,
} from './private-topics';

describe('private topics (docs/stream-protocol.md "Private topics")', () => {
  it.each(PRIVATE_CHANNELS)('round-trips %s:<subaccountId>', (channel) => {
    const text = privateTopic(channel, 1_234_567);
    expect(text).toBe(`${channel}:1234567`);
    const topic = parsePrivateTopic(text);
    expect(topic).toEqual({ channel, subaccountId: 1_234_567 });
    if (topic) expect(formatPrivateTopic(topic)).toBe(text);
  });

  it('takes ids of 1 to 15 digits without a leading zero', () => {
    expect(parsePrivateTopic('risk:999999999999999')?.subaccountId).toBe(999_999_999_999_999);
    for (const bad of [
      'orders:0',
      'orders:01',
      'orders:1234567890123456',
      'orders:-1',
      'orders:1e3',
    ])
      expect(parsePrivateTopic(bad)).toBeNull();
  });

  it.each(['', 'orders', 'orders:', 'orders:1:2', 'book:1', 'Orders:1', ':1'])(
    'refuses %j',
    (text) => expect(parsePrivateTopic(text)).toBeNull(),
  );

  it('tells a private-looking topic (malformed id) from another channel', () => {
    expect(looksPrivate('orders:abc')).toBe(true);
    expect(looksPrivate('fills')).toBe(true);
    expect(looksPrivate('book:BTC/USD')).toBe(false);
    expect(looksPrivate('rfs:BTC/USD')).toBe(false);
  });
});
