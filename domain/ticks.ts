// Integer units of an instrument: prices as ticks (multiples of tickSize) and sizes as lots
// (multiples of lotSize). Books hold these plain integers, exact below 2^53; these helpers
// convert them to and from the decimal strings that reach balances and displays.
import { isDecimalString, multiplyDecimal, normalizeDecimal } from './decimal';

interface Scaled {
  readonly coef: bigint;
  readonly scale: number;
}

function scaled(value: string): Scaled {
  const canonical = normalizeDecimal(value);
  const negative = canonical.startsWith('-');
  const body = negative ? canonical.slice(1) : canonical;
  const [int = '', frac = ''] = body.split('.');
  const magnitude = BigInt(int + frac);
  return { coef: negative ? -magnitude : magnitude, scale: frac.length };
}

function checkStep(step: string): Scaled {
  if (!isDecimalString(step)) throw new RangeError(`Not a decimal step: ${JSON.stringify(step)}`);
  const s = scaled(step);
  if (s.coef <= 0n) throw new RangeError(`Step must be positive, got ${step}`);
  return s;
}

/** Number of fraction digits of a step such as '0.01' (2) or '0.5' (1) or '10' (0). */
export function stepDecimals(step: string): number {
  return checkStep(step).scale;
}

/**
 * Exact count of `step` units in `value` ('64250.10', '0.01' → 6425010). Throws RangeError when
 * the value is not a whole number of steps or the count is not a safe integer.
 */
export function decimalToUnits(value: string, step: string): number {
  const s = checkStep(step);
  if (!isDecimalString(value)) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  const v = scaled(value);
  const scale = Math.max(v.scale, s.scale);
  const vc = v.coef * 10n ** BigInt(scale - v.scale);
  const sc = s.coef * 10n ** BigInt(scale - s.scale);
  if (vc % sc !== 0n) throw new RangeError(`${value} is not a multiple of ${step}`);
  const units = Number(vc / sc);
  if (!Number.isSafeInteger(units)) throw new RangeError(`${value} / ${step} is out of range`);
  return units;
}

/** Decimal string of `units` × `step` in canonical form (6425010, '0.01' → '64250.1'). */
export function unitsToDecimal(units: number, step: string): string {
  if (!Number.isSafeInteger(units))
    throw new RangeError(`Units must be a safe integer, got ${units}`);
  checkStep(step);
  return multiplyDecimal(String(units), step);
}

/** Price string → ticks; off-tick prices are refused. */
export function priceToTicks(price: string, tickSize: string): number {
  return decimalToUnits(price, tickSize);
}

/** Ticks → price string, canonical (no padding; pad for display with toFixedDecimal). */
export function ticksToPrice(ticks: number, tickSize: string): string {
  return unitsToDecimal(ticks, tickSize);
}

/** Quantity string → lots; quantities that are not whole lots are refused. */
export function quantityToLots(quantity: string, lotSize: string): number {
  return decimalToUnits(quantity, lotSize);
}

/** Lots → quantity string, canonical. */
export function lotsToQuantity(lots: number, lotSize: string): string {
  return unitsToDecimal(lots, lotSize);
}

/**
 * Quote amount of a sum of price×size products kept in tick·lot units (a BigInt, since such
 * sums outgrow 2^53): tickLots × tickSize × lotSize, exact.
 */
export function tickLotsToQuote(tickLots: bigint, tickSize: string, lotSize: string): string {
  checkStep(tickSize);
  checkStep(lotSize);
  return multiplyDecimal(multiplyDecimal(tickLots.toString(), tickSize), lotSize);
}
