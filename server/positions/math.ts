// Futures and perpetual positions: size (signed, + long), entry price, realised PnL on
// reduction, and the risk figures of spec 2.4. Decimal strings throughout (BigInt division
// rounds to PRICE_PLACES).
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  negateDecimal,
  normalizeDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';

export const PRICE_PLACES = 8;
/** Maintenance margin rate (0.5 %). */
export const MAINTENANCE_RATE = '0.005';

/** a / b rounded half-up to `places` decimals (b ≠ 0). */
export function divideDecimal(a: string, b: string, places = PRICE_PLACES): string {
  const [an, as] = scaled(a);
  const [bn, bs] = scaled(b);
  if (bn === 0n) throw new RangeError('Division by zero');
  // a/b = (an/10^as)/(bn/10^bs); result scaled by 10^places.
  let num = an * 10n ** BigInt(places + bs + 1);
  let den = bn * 10n ** BigInt(as);
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  let q = num / den; // one extra digit for rounding, truncated toward zero
  q = q >= 0n ? (q + 5n) / 10n : (q - 5n) / 10n;
  return normalizeDecimal(unscale(q, places));
}

function scaled(v: string): [bigint, number] {
  const s = normalizeDecimal(v);
  const neg = s.startsWith('-');
  const [i = '0', f = ''] = (neg ? s.slice(1) : s).split('.');
  const n = BigInt(i + f);
  return [neg ? -n : n, f.length];
}

function unscale(n: bigint, places: number): string {
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places);
  return `${neg ? '-' : ''}${int}${places > 0 ? `.${frac}` : ''}`;
}

export interface PositionState {
  /** Signed size in base units. */
  size: string;
  entryPrice: string;
  realizedPnl: string;
}

/** Applies a fill of signed quantity `delta` at `price`; returns the PnL it realised. */
export function applyFill(p: PositionState, delta: string, price: string): string {
  const s = signDecimal(p.size);
  const d = signDecimal(delta);
  if (s === 0 || s === d) {
    const total = addDecimal(p.size, delta);
    const cost = addDecimal(
      multiplyDecimal(absDecimal(p.size), p.entryPrice),
      multiplyDecimal(absDecimal(delta), price),
    );
    p.entryPrice = divideDecimal(cost, absDecimal(total));
    p.size = total;
    return '0';
  }
  const closing =
    compareDecimal(absDecimal(delta), absDecimal(p.size)) <= 0
      ? absDecimal(delta)
      : absDecimal(p.size);
  const perUnit =
    s > 0 ? subtractDecimal(price, p.entryPrice) : subtractDecimal(p.entryPrice, price);
  const pnl = roundDecimalHalfUp(multiplyDecimal(closing, perUnit), PRICE_PLACES);
  p.realizedPnl = addDecimal(p.realizedPnl, pnl);
  const total = addDecimal(p.size, delta);
  if (signDecimal(total) !== 0 && signDecimal(total) !== s) p.entryPrice = price; // flipped
  if (signDecimal(total) === 0) p.entryPrice = '0';
  p.size = total;
  return pnl;
}

export interface PositionFigures {
  unrealisedPnl: string;
  notional: string;
  initialMargin: string;
  maintenanceMargin: string;
  liquidationPrice: string;
}

/**
 * Figures at a mark price. Liquidation price: isolated, entry × (1 ∓ 1/leverage ± MMR); cross,
 * the price at which `crossCollateral` (wallet balance less other positions' needs) is lost
 * down to the maintenance margin. "" when it is not positive.
 */
export function figures(
  p: PositionState,
  mark: string,
  leverage: number,
  isolated: boolean,
  crossCollateral: string,
): PositionFigures {
  const size = absDecimal(p.size);
  const long = signDecimal(p.size) > 0;
  const notional = multiplyDecimal(size, mark);
  const unrealisedPnl = roundDecimalHalfUp(
    multiplyDecimal(p.size, subtractDecimal(mark, p.entryPrice)),
    PRICE_PLACES,
  );
  const initialMargin = divideDecimal(multiplyDecimal(size, p.entryPrice), String(leverage));
  const maintenanceMargin = roundDecimalHalfUp(
    multiplyDecimal(notional, MAINTENANCE_RATE),
    PRICE_PLACES,
  );
  let liq = '0';
  if (signDecimal(size) !== 0) {
    if (isolated) {
      const inv = divideDecimal('1', String(leverage), 12);
      const factor = long
        ? addDecimal(subtractDecimal('1', inv), MAINTENANCE_RATE)
        : subtractDecimal(addDecimal('1', inv), MAINTENANCE_RATE);
      liq = multiplyDecimal(p.entryPrice, factor);
    } else {
      const room = divideDecimal(subtractDecimal(crossCollateral, maintenanceMargin), size);
      liq = long ? subtractDecimal(p.entryPrice, room) : addDecimal(p.entryPrice, room);
    }
  }
  const liquidationPrice = signDecimal(liq) > 0 ? roundDecimalHalfUp(liq, PRICE_PLACES) : '';
  return {
    unrealisedPnl,
    notional,
    initialMargin,
    maintenanceMargin,
    liquidationPrice: normalizeDecimal(liquidationPrice || '0') === '0' ? '' : liquidationPrice,
  };
}

export const negate = negateDecimal;
