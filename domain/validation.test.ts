import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isIpAddress, isIpCidrList } from './validation';

describe('R-VAL-1 email pattern', () => {
  const tld = (n: number): string => 'a'.repeat(n);
  it.each([
    ['trader@demo.desk', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a#b%c_d-e@x-y.io', true],
    ['UPPER@EXAMPLE.COM', true],
    ['123@456.com', true],
    [`a@b.${tld(1)}`, false],
    [`a@b.${tld(2)}`, true],
    [`a@b.${tld(63)}`, true],
    [`a@b.${tld(64)}`, false],
    ['a@b.c0m', false], // TLD is letters only
    ['', false],
    ['@example.com', false],
    ['user@', false],
    ['user@example', false],
    ['user@@example.com', false],
    ['us er@example.com', false],
    ['user@exa mple.com', false],
    ['user!@example.com', false],
    ['usér@example.com', false],
    ['user@exämple.com', false],
    [' user@example.com', false],
    ['user@example.com ', false],
    ['user@example.com\n', false],
  ])('isEmail(%j) = %s', (s, ok) => {
    expect(isEmail(s)).toBe(ok);
  });
});

describe('R-VAL-2 IP address: IPv4 or IPv6 in one pattern', () => {
  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.10', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.4 ', false],
    ['::', true],
    ['::1', true],
    ['1::', true],
    ['fe80::1', true],
    ['2001:db8::8a2e:370:7334', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['2001:DB8:0:0:8:800:200C:417A', true],
    ['1:2:3:4:5:6:7::', true],
    ['::2:3:4:5:6:7:8', true],
    ['::ffff:192.0.2.128', true],
    ['64:ff9b::192.0.2.33', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1::2::3', false],
    [':::', false],
    ['12345::', false],
    ['g::1', false],
    ['fe80::1%eth0', false],
    ['1:2:3:4:5:6:7:1.2.3.4', false],
    ['::ffff:256.0.0.1', false],
    ['', false],
  ])('isIpAddress(%j) = %s', (s, ok) => {
    expect(isIpAddress(s)).toBe(ok);
  });

  // Node's own parser is an independent oracle; strings are built from near-valid pieces.
  const group = fc.oneof(
    fc.stringMatching(/^[0-9a-fA-F]{1,5}$/),
    fc.constantFrom('', '0', 'ffff', '1.2.3.4', '256.0.0.1', '10.0.0'),
  );
  const candidate = fc.oneof(
    fc.array(group, { minLength: 1, maxLength: 10 }).map((g) => g.join(':')),
    fc
      .array(fc.integer({ min: 0, max: 300 }), { minLength: 3, maxLength: 5 })
      .map((o) => o.join('.')),
  );
  it('agrees with node:net isIP on generated candidates', () => {
    fc.assert(
      fc.property(candidate, (s) => {
        expect(isIpAddress(s)).toBe(isIP(s) !== 0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('R-VAL-3 comma-separated IP list with optional CIDR', () => {
  it.each([
    ['10.0.0.1', true],
    ['10.0.0.0/8', true],
    ['10.0.0.0/0', false],
    ['10.0.0.0/1', true],
    ['10.0.0.0/32', true],
    ['10.0.0.0/33', false],
    ['10.0.0.0/08', false],
    ['10.0.0.0/', false],
    ['2001:db8::/32', true],
    ['2001:db8::/0', false],
    ['2001:db8::/1', true],
    ['2001:db8::/64', true],
    ['2001:db8::/128', true],
    ['2001:db8::/129', false],
    ['::1/128', true],
    ['10.0.0.1, 10.0.0.2', true],
    ['10.0.0.1,2001:db8::/48,192.168.0.0/16', true],
    ['  10.0.0.1 ,  ::1  ', true],
    ['', false],
    [' ', false],
    ['10.0.0.1,', false],
    [',10.0.0.1', false],
    ['10.0.0.1,,10.0.0.2', false],
    ['10.0.0.1 10.0.0.2', false],
    ['10.0.0.1;10.0.0.2', false],
    ['example.com', false],
  ])('isIpCidrList(%j) = %s', (s, ok) => {
    expect(isIpCidrList(s)).toBe(ok);
  });

  it('long lists are checked quickly (no catastrophic backtracking)', () => {
    const list = Array.from({ length: 500 }, (_, i) => `10.0.${i % 256}.1/24`).join(',');
    expect(isIpCidrList(list)).toBe(true);
    expect(isIpCidrList(`${list},1::2::3`)).toBe(false);
  });
});
