// The one CRC32 book checksum, computed identically by the market simulator (server) and the
// data core (workers) after applying each delta.
//
// Canonical form: the ASCII string of the top CHECKSUM_DEPTH levels per side, interleaved best
// first as bid1, ask1, bid2, ask2, …; each level is "<priceTicks>:<sizeLots>" in base-10
// integers, and all present levels are joined with ':'. A side with fewer levels simply
// contributes fewer entries. Example: bids [(100,5),(99,7)], asks [(101,3)] →
// "100:5:101:3:99:7". The checksum is CRC-32/IEEE (the zlib/PNG polynomial 0xEDB88320,
// reflected, init and final xor 0xFFFFFFFF) of those bytes, as an unsigned 32-bit integer.
// The digits are fed straight into the CRC: no string is built, nothing is allocated.

export const CHECKSUM_DEPTH = 10;

/** Levels of one side, best first: index 0 is the best bid (highest) or best ask (lowest). */
export interface TopLevels {
  readonly prices: ArrayLike<number>;
  readonly sizes: ArrayLike<number>;
  /** How many of the entries are levels (the arrays may be longer). */
  readonly count: number;
}

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const COLON = 0x3a;
const MINUS = 0x2d;
const ZERO = 0x30;
const digits = new Uint8Array(24);

/** Running CRC state (pre-inverted) updated with one byte. */
function feedByte(crc: number, byte: number): number {
  return (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
}

/** Feeds the base-10 ASCII of an integer. */
function feedInteger(crc: number, value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer level value: ${value}`);
  let c = crc;
  let n = value;
  if (n < 0) {
    c = feedByte(c, MINUS);
    n = -n;
  }
  let i = digits.length;
  do {
    const q = Math.floor(n / 10);
    digits[--i] = ZERO + (n - q * 10);
    n = q;
  } while (n > 0);
  for (; i < digits.length; i++) c = feedByte(c, digits[i] as number);
  return c;
}

/** CRC-32/IEEE of bytes (unsigned). */
export function crc32(bytes: ArrayLike<number>): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = feedByte(c, (bytes[i] as number) & 0xff);
  return (c ^ 0xffffffff) >>> 0;
}

/** CRC-32/IEEE of an ASCII string (for tests and documentation examples). */
export function crc32Ascii(text: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < text.length; i++) c = feedByte(c, text.charCodeAt(i) & 0xff);
  return (c ^ 0xffffffff) >>> 0;
}

/** Checksum of the top CHECKSUM_DEPTH levels per side in the canonical form above. */
export function bookChecksum(bids: TopLevels, asks: TopLevels): number {
  const bidCount = Math.min(bids.count, CHECKSUM_DEPTH);
  const askCount = Math.min(asks.count, CHECKSUM_DEPTH);
  const rows = Math.max(bidCount, askCount);
  let c = 0xffffffff;
  let first = true;
  for (let i = 0; i < rows; i++) {
    if (i < bidCount) {
      if (!first) c = feedByte(c, COLON);
      first = false;
      c = feedInteger(c, bids.prices[i] as number);
      c = feedByte(c, COLON);
      c = feedInteger(c, bids.sizes[i] as number);
    }
    if (i < askCount) {
      if (!first) c = feedByte(c, COLON);
      first = false;
      c = feedInteger(c, asks.prices[i] as number);
      c = feedByte(c, COLON);
      c = feedInteger(c, asks.sizes[i] as number);
    }
  }
  return (c ^ 0xffffffff) >>> 0;
}
