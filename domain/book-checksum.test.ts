import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookChecksum, CHECKSUM_DEPTH, crc32, crc32Ascii, sidesChecksum } from './book-checksum';
import type { RankedLevels, TopLevels } from './book-checksum';

const levels = (pairs: readonly (readonly [number, number])[]): TopLevels => ({
  prices: pairs.map(([p]) => p),
  sizes: pairs.map(([, s]) => s),
  count: pairs.length,
});

/** The documented canonical string, built the slow obvious way. */
function canonical(bids: TopLevels, asks: TopLevels): string {
  const parts: string[] = [];
  for (let i = 0; i < CHECKSUM_DEPTH; i++) {
    if (i < bids.count) parts.push(`${bids.prices[i]}:${bids.sizes[i]}`);
    if (i < asks.count) parts.push(`${asks.prices[i]}:${asks.sizes[i]}`);
  }
  return parts.join(':');
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32Ascii('123456789')).toBe(0xcbf43926);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32Ascii('')).toBe(0);
    expect(crc32Ascii('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });
});

describe('bookChecksum', () => {
  it('interleaves bid and ask levels best first (fixed vectors)', () => {
    const bids = levels([
      [100, 5],
      [99, 7],
    ]);
    const asks = levels([[101, 3]]);
    expect(canonical(bids, asks)).toBe('100:5:101:3:99:7');
    expect(bookChecksum(bids, asks)).toBe(crc32Ascii('100:5:101:3:99:7'));
    expect(bookChecksum(bids, asks)).toBe(0x1155e48a); // zlib.crc32('100:5:101:3:99:7')
    expect(bookChecksum(levels([]), levels([]))).toBe(0);
  });

  it('uses only the top 10 levels per side and respects count', () => {
    const many = levels(Array.from({ length: 15 }, (_, i) => [1000 - i, i + 1] as const));
    const asks = levels(Array.from({ length: 12 }, (_, i) => [1001 + i, 2 * i + 1] as const));
    const tenBids = levels(Array.from({ length: 10 }, (_, i) => [1000 - i, i + 1] as const));
    const tenAsks = levels(Array.from({ length: 10 }, (_, i) => [1001 + i, 2 * i + 1] as const));
    expect(bookChecksum(many, asks)).toBe(bookChecksum(tenBids, tenAsks));
    const padded: TopLevels = { prices: [100, 99, 98], sizes: [1, 2, 3], count: 1 };
    expect(bookChecksum(padded, levels([]))).toBe(crc32Ascii('100:1'));
  });

  it('changes when any top level changes', () => {
    const a = levels([
      [100, 5],
      [99, 7],
    ]);
    const b = levels([
      [100, 5],
      [99, 8],
    ]);
    expect(bookChecksum(a, levels([]))).not.toBe(bookChecksum(b, levels([])));
  });

  it('refuses non-integer level values', () => {
    expect(() => bookChecksum(levels([[100.5, 1]]), levels([]))).toThrow(RangeError);
  });

  it('equals the CRC of the documented string for any book', () => {
    const side = fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      ),
      { maxLength: 14 },
    );
    fc.assert(
      fc.property(side, side, (b, a) => {
        const bids = levels(b);
        const asks = levels(a);
        expect(bookChecksum(bids, asks)).toBe(crc32Ascii(canonical(bids, asks)));
      }),
    );
  });

  it('gives the documented CRC for negative, zero and colliding values (the per-value cache)', () => {
    // 5 and 5 + 2^32 share a cache slot; each must still be written with its own digits.
    const big = 5 + 2 ** 32;
    const cases: [number, number][][] = [
      [
        [5, 0],
        [big, 5],
      ],
      [
        [big, 5],
        [5, big],
      ],
      [
        [-7, 0],
        [0, -12345678901],
      ],
    ];
    for (const pairs of cases) {
      const bids = levels(pairs);
      expect(bookChecksum(bids, levels([]))).toBe(crc32Ascii(canonical(bids, levels([]))));
      expect(bookChecksum(levels([]), bids)).toBe(crc32Ascii(canonical(levels([]), bids)));
    }
  });

  it('reads ranked sides to the same checksum as copied top levels', () => {
    const ranked = (t: TopLevels): RankedLevels => ({
      length: t.count,
      priceAt: (r) => t.prices[r],
      sizeAt: (r) => t.sizes[r] ?? 0,
    });
    const side = fc.array(fc.tuple(fc.integer({ min: -(2 ** 35), max: 2 ** 35 }), fc.nat()), {
      maxLength: 14,
    });
    fc.assert(
      fc.property(side, side, (b, a) => {
        const bids = levels(b);
        const asks = levels(a);
        const expected = crc32Ascii(canonical(bids, asks));
        expect(bookChecksum(bids, asks)).toBe(expected);
        expect(sidesChecksum(ranked(bids), ranked(asks))).toBe(expected);
      }),
    );
  });
});
