import { describe, expect, it } from 'vitest';
import { fuzzyMatch, fuzzySearch, requiredMessage, searchTerms, shorten } from './text';

describe('R-TXT-1 shorten to 6 + ... + 6', () => {
  const addr = '0x52908400098527886E0F7030069857D2E4169EE7';
  it.each([
    [addr, undefined, '0x5290...169EE7'],
    ['', undefined, ''],
    ['abcdefghijkl', undefined, 'abcdefghijkl'], // exactly 12: unchanged
    ['abcdefghijklm', undefined, 'abcdef...hijklm'], // 13: shortened
    ['abcdefgh', 2, 'ab...gh'],
    ['abcd', 2, 'abcd'],
    ['abc', 0, '...'],
    ['😀😀😀😀😀😀😀x😀😀😀😀😀😀', undefined, '😀😀😀😀😀😀...😀😀😀😀😀😀'],
  ])('shorten(%j, %s) = %j', (s, keep, out) => {
    expect(shorten(s, keep)).toBe(out);
  });
});

describe('R-TXT-2 required message', () => {
  it.each([
    ['Amount', 'Amount is required'],
    ['Email code', 'Email code is required'],
    ['', ' is required'],
  ])('requiredMessage(%j)', (field, out) => {
    expect(requiredMessage(field)).toBe(out);
  });
});

describe('R-TXT-3 fuzzy search: case-insensitive, split on space or slash', () => {
  it.each([
    ['BTC/USD', 'btc', true],
    ['BTC/USD', 'BTC/USD', true],
    ['BTC/USD', 'btc usd', true],
    ['BTC/USD', 'usd btc', true], // parts match independently
    ['BTC/USD', 'bu', true], // characters in order, not adjacent
    ['BTC/USD', 'bsd', true],
    ['BTC/USD', 'ub', false], // order matters: no 'b' after the 'u'
    ['BTC/USD', 'btcx', false],
    ['BTC/USD', '', true],
    ['BTC/USD', '  /  ', true],
    ['BTC-PERP', 'btc  perp', true],
    ['BTC-PERP', 'btc/eth', false],
    ['Ünïcödé Desk', 'ÜNÏ DESK', true],
    ['', 'a', false],
  ])('fuzzyMatch(%j, %j) = %s', (text, query, ok) => {
    expect(fuzzyMatch(text, query)).toBe(ok);
  });

  it('searchTerms splits on whitespace runs and slashes', () => {
    expect(searchTerms(' BTC / usd\tperp//x ')).toEqual(['btc', 'usd', 'perp', 'x']);
  });

  const items = [
    { symbol: 'BTC/USD', n: 1 },
    { symbol: 'ETH/USD', n: 2 },
    { symbol: 'ETH/BTC', n: 3 },
  ];
  it('filters by property, keeping order', () => {
    expect(fuzzySearch(items, 'eth', 'symbol').map((i) => i.n)).toEqual([2, 3]);
    expect(fuzzySearch(items, 'btc', 'symbol').map((i) => i.n)).toEqual([1, 3]);
    expect(fuzzySearch(items, 'usd/eth', 'symbol').map((i) => i.n)).toEqual([2]);
  });
  it('filters by getter, and an empty query returns a copy of everything', () => {
    expect(fuzzySearch(items, '3', (i) => `#${i.n}`).map((i) => i.n)).toEqual([3]);
    const all = fuzzySearch(items, ' ', 'symbol');
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });
});
