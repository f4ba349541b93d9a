// Exact decimal arithmetic on strings, backed by BigInt. Money and quantities never pass
// through binary floats. Shared by views, the data core and the server (balances).
//
// Canonical form (what every operation returns): optional '-', no leading zeros, no '+',
// no trailing fractional zeros, no bare point, and zero is always '0'.

/** value = coef × 10^-scale */
interface Scaled {
  readonly coef: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT_DECIMAL = /^([+-]?(?:\d+\.?\d*|\.\d+))[eE]([+-]?\d+)$/;
/** Exponents beyond this are refused: '1e999999' would expand to a megabyte of zeros. */
export const MAX_DECIMAL_EXPONENT = 400;

/** True for plain decimal notation: '12', '-0.5', '+3.', '.25'. No exponent, no spaces. */
export function isDecimalString(s: string): boolean {
  const m = PLAIN_DECIMAL.exec(s);
  return m !== null && ((m[2] ?? '') !== '' || (m[3] ?? '') !== '');
}

function parse(s: string): Scaled {
  const m = PLAIN_DECIMAL.exec(s);
  const intPart = m?.[2] ?? '';
  const fracPart = m?.[3] ?? '';
  if (m === null || (intPart === '' && fracPart === '')) {
    throw new RangeError(`Not a decimal string: ${JSON.stringify(s)}`);
  }
  const digits = (intPart + fracPart).replace(/^0+/, '') || '0';
  const magnitude = BigInt(digits);
  return { coef: m[1] === '-' ? -magnitude : magnitude, scale: fracPart.length };
}

function render({ coef, scale }: Scaled): string {
  const negative = coef < 0n;
  let digits = (negative ? -coef : coef).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    const int = digits.slice(0, digits.length - scale);
    const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
    digits = frac === '' ? int : `${int}.${frac}`;
  }
  return negative && digits !== '0' ? `-${digits}` : digits;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.coef * pow10(scale - a.scale), b.coef * pow10(scale - b.scale), scale];
}

function checkPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > 1000) {
    throw new RangeError(`Decimal places must be an integer 0..1000, got ${places}`);
  }
}

/** Canonical form of a plain decimal string. Throws RangeError on anything else. */
export function normalizeDecimal(s: string): string {
  return render(parse(s));
}

/**
 * Plain decimal string for plain or exponent notation ('1e-7', '-2.5E+3'), or null when the
 * input is not a decimal. Exact: the exponent shifts digits, no float is involved.
 */
export function toPlainDecimal(s: string): string | null {
  const text = s.trim();
  if (isDecimalString(text)) return normalizeDecimal(text);
  const m = EXPONENT_DECIMAL.exec(text);
  if (m === null) return null;
  const exponent = Number(m[2]);
  if (Math.abs(exponent) > MAX_DECIMAL_EXPONENT) return null;
  const { coef, scale } = parse(m[1] ?? '');
  const shifted = scale - exponent;
  return shifted >= 0
    ? render({ coef, scale: shifted })
    : render({ coef: coef * pow10(-shifted), scale: 0 });
}

/** Exact decimal expansion of a finite JS number's shortest representation. */
export function decimalFromNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const plain = toPlainDecimal(String(n));
  if (plain === null) throw new RangeError(`Cannot represent ${n}`);
  return plain;
}

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parse(a), parse(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return render({ coef: x + y, scale });
}

/** The sum of many decimals, rendered once (a long addDecimal chain renders every step). */
export function sumDecimal(values: Iterable<string>): string {
  let coef = 0n;
  let scale = 0;
  for (const v of values) {
    const x = parse(v);
    if (x.scale > scale) {
      coef *= pow10(x.scale - scale);
      scale = x.scale;
    }
    coef += x.coef * pow10(scale - x.scale);
  }
  return render({ coef, scale });
}

export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return render({ coef: x - y, scale });
}

export function multiplyDecimal(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return render({ coef: x.coef * y.coef, scale: x.scale + y.scale });
}

export function negateDecimal(a: string): string {
  const x = parse(a);
  return render({ coef: -x.coef, scale: x.scale });
}

export function absDecimal(a: string): string {
  const x = parse(a);
  return render({ coef: x.coef < 0n ? -x.coef : x.coef, scale: x.scale });
}

export function signDecimal(a: string): -1 | 0 | 1 {
  const { coef } = parse(a);
  return coef < 0n ? -1 : coef > 0n ? 1 : 0;
}

/** Exact midpoint (a + b) / 2: halving a decimal always terminates. */
export function midpointDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return render({ coef: (x + y) * 5n, scale: scale + 1 });
}

/**
 * Round to `places` fraction digits, half away from zero (commercial rounding:
 * 0.125 → 0.13, -0.125 → -0.13).
 */
export function roundDecimalHalfUp(a: string, places: number): string {
  checkPlaces(places);
  const x = parse(a);
  if (x.scale <= places) return render(x);
  const divisor = pow10(x.scale - places);
  const negative = x.coef < 0n;
  const magnitude = negative ? -x.coef : x.coef;
  let q = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) q += 1n;
  return render({ coef: negative ? -q : q, scale: places });
}

/** ⌊a / b⌋ as an integer, exactly (b > 0). */
export function floorQuotient(a: string, b: string): bigint {
  const [x, y] = align(parse(a), parse(b));
  if (y <= 0n) throw new RangeError('floorQuotient needs a positive divisor');
  const q = x / y;
  return x < 0n && q * y !== x ? q - 1n : q;
}

/** Cut to `places` fraction digits, toward zero. */
export function truncateDecimal(a: string, places: number): string {
  checkPlaces(places);
  const x = parse(a);
  if (x.scale <= places) return render(x);
  return render({ coef: x.coef / pow10(x.scale - places), scale: places });
}

/** Round half-up, then pad with zeros to exactly `places` fraction digits. */
export function toFixedDecimal(a: string, places: number): string {
  const rounded = roundDecimalHalfUp(a, places);
  if (places === 0) return rounded;
  const [int, frac = ''] = rounded.split('.');
  return `${int}.${frac.padEnd(places, '0')}`;
}
