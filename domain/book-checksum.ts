// The one CRC32 book checksum, computed identically by the market simulator (server) and the
// data core (workers) after applying each delta.
//
// Canonical form: the ASCII string of the top CHECKSUM_DEPTH levels per side, interleaved best
// first as bid1, ask1, bid2, ask2, …; each level is "<priceTicks>:<sizeLots>" in base-10
// integers, and all present levels are joined with ':'. A side with fewer levels simply
// contributes fewer entries. Example: bids [(100,5),(99,7)], asks [(101,3)] →
// "100:5:101:3:99:7". The checksum is CRC-32/IEEE (the zlib/PNG polynomial 0xEDB88320,
// reflected, init and final xor 0xFFFFFFFF) of those bytes, as an unsigned 32-bit integer.
//
// Speed (it runs after every delta in the core and the simulator): the CRC register update is
// linear, so feeding an integer's digits to a running CRC c equals "c advanced over as many
// zero bytes" xor "the CRC of the digits from a zero register". The second part is cached per
// value (top-of-book prices and sizes repeat from one delta to the next), the first is four
// table lookups. A value not in the cache has its digits written two at a time and CRC'd once.
// Nothing is allocated.

export const CHECKSUM_DEPTH = 10;

/** Levels of one side, best first: index 0 is the best bid (highest) or best ask (lowest). */
export interface TopLevels {
  readonly prices: ArrayLike<number>;
  readonly sizes: ArrayLike<number>;
  /** How many of the entries are levels (the arrays may be longer). */
  readonly count: number;
}

/** Longest token fed at once: ':' + '-' + 16 digits (a safe integer). */
const MAX_TOKEN = 18;

/**
 * TABLES[k * 256 + b] is the raw CRC register after byte b (in the low byte of an otherwise
 * zero register) is followed by k + 1 zero bytes. k = 0 is the usual byte table; k < 8 also
 * serve slicing-by-8.
 */
const TABLES = (() => {
  const t = new Int32Array(MAX_TOKEN * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n] as number;
    for (let k = 1; k < MAX_TOKEN; k++) {
      c = (t[c & 0xff] as number) ^ (c >>> 8);
      t[k * 256 + n] = c;
    }
  }
  return t;
})();

/** "00" … "99" as ASCII byte pairs. */
const PAIRS = (() => {
  const p = new Uint8Array(200);
  for (let i = 0; i < 100; i++) {
    p[2 * i] = 0x30 + Math.floor(i / 10);
    p[2 * i + 1] = 0x30 + (i % 10);
  }
  return p;
})();

const COLON = 0x3a;
const MINUS = 0x2d;
const ZERO = 0x30;
const digitBuffer = new Uint8Array(MAX_TOKEN);

function digitCount(n: number): number {
  if (n < 10) return 1;
  if (n < 100) return 2;
  if (n < 1000) return 3;
  if (n < 10000) return 4;
  if (n < 100000) return 5;
  if (n < 1000000) return 6;
  if (n < 10000000) return 7;
  if (n < 100000000) return 8;
  if (n < 1000000000) return 9;
  return 10;
}

/** Writes the base-10 ASCII of a safe integer at pos; returns the position after it. */
function writeInteger(buf: Uint8Array, pos: number, value: number): number {
  if (value >= 0 && value <= 0x7fffffff && (value | 0) === value) {
    let n = value;
    let end = pos + digitCount(n);
    const after = end;
    while (n >= 100) {
      const q = (n / 100) | 0;
      const r = (n - q * 100) << 1;
      buf[--end] = PAIRS[r + 1] as number;
      buf[--end] = PAIRS[r] as number;
      n = q;
    }
    if (n >= 10) {
      buf[--end] = PAIRS[(n << 1) + 1] as number;
      buf[--end] = PAIRS[n << 1] as number;
    } else {
      buf[--end] = ZERO + n;
    }
    return after;
  }
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer level value: ${value}`);
  let p = pos;
  let n = value;
  if (n < 0) {
    buf[p++] = MINUS;
    n = -n;
  }
  let len = 1;
  for (let m = n; m >= 10; m = Math.floor(m / 10)) len++;
  let end = p + len;
  const after = end;
  do {
    const q = Math.floor(n / 10);
    buf[--end] = ZERO + (n - q * 10);
    n = q;
  } while (n > 0);
  return after;
}

/** Raw register c fed with bytes[from, to) one at a time (no init, no final xor). */
function feedBytes(c: number, bytes: ArrayLike<number>, from: number, to: number): number {
  let r = c;
  for (let i = from; i < to; i++)
    r = (TABLES[(r ^ (bytes[i] as number)) & 0xff] as number) ^ (r >>> 8);
  return r;
}

/** Raw register c fed with `length` zero bytes (1 ≤ length ≤ MAX_TOKEN). */
function advance(c: number, length: number): number {
  const t = TABLES;
  if (length >= 4) {
    const k = (length - 1) << 8;
    return (
      (t[k + (c & 0xff)] as number) ^
      (t[k - 256 + ((c >>> 8) & 0xff)] as number) ^
      (t[k - 512 + ((c >>> 16) & 0xff)] as number) ^
      (t[k - 768 + (c >>> 24)] as number)
    );
  }
  let r = c >>> (8 * length);
  for (let j = 0; j < length; j++)
    r ^= t[((length - j - 1) << 8) + ((c >>> (8 * j)) & 0xff)] as number;
  return r;
}

// Direct-mapped cache of per-value digit CRCs (from a zero register): plain digits, and ':'
// followed by the digits. NaN keys never match, so an empty slot never hits.
const CACHE_SLOTS = 1024;
const cacheValue = new Float64Array(CACHE_SLOTS).fill(Number.NaN);
const cachePlain = new Int32Array(CACHE_SLOTS);
const cacheColon = new Int32Array(CACHE_SLOTS);
const cacheLength = new Uint8Array(CACHE_SLOTS);
const COLON_REGISTER = feedBytes(0, [COLON], 0, 1);

function slotOf(value: number): number {
  const v = value | 0;
  return (v ^ (v >>> 10) ^ (v >>> 20)) & (CACHE_SLOTS - 1);
}

/** Cache slot holding value's digit CRCs; fills it on a miss (throws on a non-integer). */
function lookup(value: number): number {
  const slot = slotOf(value);
  if (cacheValue[slot] === value) return slot;
  const length = writeInteger(digitBuffer, 0, value);
  const plain = feedBytes(0, digitBuffer, 0, length);
  cachePlain[slot] = plain;
  cacheColon[slot] = advance(COLON_REGISTER, length) ^ plain;
  cacheLength[slot] = length;
  cacheValue[slot] = value;
  return slot;
}

/** Feeds value's digits, preceded by ':' unless it is the first token. */
function feedInteger(c: number, value: number, first: boolean): number {
  const slot = lookup(value);
  const length = cacheLength[slot] as number;
  return first
    ? advance(c, length) ^ (cachePlain[slot] as number)
    : advance(c, length + 1) ^ (cacheColon[slot] as number);
}

/** CRC-32/IEEE of bytes[0, length) (unsigned), slicing-by-8. */
function crcOf(bytes: ArrayLike<number>, length: number): number {
  const t = TABLES;
  let c = ~0;
  let i = 0;
  const fast = length - 8;
  for (; i <= fast; i += 8) {
    const lo =
      c ^
      ((bytes[i] as number) |
        ((bytes[i + 1] as number) << 8) |
        ((bytes[i + 2] as number) << 16) |
        ((bytes[i + 3] as number) << 24));
    const hi =
      (bytes[i + 4] as number) |
      ((bytes[i + 5] as number) << 8) |
      ((bytes[i + 6] as number) << 16) |
      ((bytes[i + 7] as number) << 24);
    c =
      (t[1792 + (lo & 0xff)] as number) ^
      (t[1536 + ((lo >>> 8) & 0xff)] as number) ^
      (t[1280 + ((lo >>> 16) & 0xff)] as number) ^
      (t[1024 + (lo >>> 24)] as number) ^
      (t[768 + (hi & 0xff)] as number) ^
      (t[512 + ((hi >>> 8) & 0xff)] as number) ^
      (t[256 + ((hi >>> 16) & 0xff)] as number) ^
      (t[hi >>> 24] as number);
  }
  return ~feedBytes(c, bytes, i, length) >>> 0;
}

/** CRC-32/IEEE of bytes (unsigned). */
export function crc32(bytes: ArrayLike<number>): number {
  if (bytes instanceof Uint8Array) return crcOf(bytes, bytes.length);
  const copy = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) copy[i] = (bytes[i] as number) & 0xff;
  return crcOf(copy, copy.length);
}

/** CRC-32/IEEE of an ASCII string (for tests and documentation examples). */
export function crc32Ascii(text: string): number {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return crcOf(bytes, bytes.length);
}

/** A whole book side read by rank (0 = best), e.g. the core's BookSide. */
export interface RankedLevels {
  readonly length: number;
  priceAt(rank: number): number | undefined;
  sizeAt(rank: number): number;
}

/** bookChecksum read straight from two ranked sides (no copy of the top levels). */
export function sidesChecksum(bids: RankedLevels, asks: RankedLevels): number {
  const bidCount = Math.min(bids.length, CHECKSUM_DEPTH);
  const askCount = Math.min(asks.length, CHECKSUM_DEPTH);
  const rows = Math.max(bidCount, askCount);
  let c = ~0;
  for (let i = 0; i < rows; i++) {
    if (i < bidCount) {
      c = feedInteger(c, bids.priceAt(i) as number, i === 0);
      c = feedInteger(c, bids.sizeAt(i), false);
    }
    if (i < askCount) {
      c = feedInteger(c, asks.priceAt(i) as number, i === 0 && bidCount === 0);
      c = feedInteger(c, asks.sizeAt(i), false);
    }
  }
  return ~c >>> 0;
}

/** Checksum of the top CHECKSUM_DEPTH levels per side in the canonical form above. */
export function bookChecksum(bids: TopLevels, asks: TopLevels): number {
  const bidCount = Math.min(bids.count, CHECKSUM_DEPTH);
  const askCount = Math.min(asks.count, CHECKSUM_DEPTH);
  const rows = Math.max(bidCount, askCount);
  let c = ~0;
  for (let i = 0; i < rows; i++) {
    if (i < bidCount) {
      c = feedInteger(c, bids.prices[i] as number, i === 0);
      c = feedInteger(c, bids.sizes[i] as number, false);
    }
    if (i < askCount) {
      c = feedInteger(c, asks.prices[i] as number, i === 0 && bidCount === 0);
      c = feedInteger(c, asks.sizes[i] as number, false);
    }
  }
  return ~c >>> 0;
}
