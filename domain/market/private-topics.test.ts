import { describe, expect, it } from 'vitest';
import {
  approvalsTopic,
  formatMemberTopic,
  formatPrivateTopic,
  looksMember,
  looksPrivate,
  parseMemberTopic,
  parsePrivateTopic,
  permissionsTopic,
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

describe('R-APPR-22 member topics: approvals:<entityId>, permissions:<userId>', () => {
  it('R-APPR-22 round-trips both channels, keyed by entity and by user', () => {
    expect(approvalsTopic(12)).toBe('approvals:12');
    expect(permissionsTopic(7)).toBe('permissions:7');
    expect(parseMemberTopic('approvals:12')).toEqual({ channel: 'approvals', entityId: 12 });
    expect(parseMemberTopic('permissions:7')).toEqual({ channel: 'permissions', userId: 7 });
    for (const text of ['approvals:12', 'permissions:999999999999999']) {
      const topic = parseMemberTopic(text);
      expect(topic && formatMemberTopic(topic)).toBe(text);
    }
  });

  it.each([
    'approvals:0',
    'approvals:01',
    'approvals:',
    'approvals',
    'permissions:1:2',
    'Approvals:1',
  ])('R-APPR-22 refuses %j', (text) => expect(parseMemberTopic(text)).toBeNull());

  it('R-APPR-22 keeps the subaccount topics apart: neither grammar takes the other’s channels', () => {
    expect(parsePrivateTopic('approvals:1')).toBeNull();
    expect(looksPrivate('approvals:1')).toBe(false);
    expect(parseMemberTopic('orders:1')).toBeNull();
    expect(looksMember('approvals:x')).toBe(true);
    expect(looksMember('orders:1')).toBe(false);
    expect(parsePrivateTopic('orders:1')).toEqual({ channel: 'orders', subaccountId: 1 });
  });
});
