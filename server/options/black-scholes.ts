// Black-Scholes-Merton prices and greeks of European options (docs/quotes.md "Pricing
// model"). With the carry q = r this is Black-76 on the forward F = S·e^{(r−q)T}. Numbers are
// binary floats inside the model only; answers leave as decimal strings (server/options/*).

export type OptionKind = 'CALL' | 'PUT';

export interface OptionInputs {
  readonly kind: OptionKind;
  /** Spot of the underlying. */
  readonly spot: number;
  readonly strike: number;
  /** Continuously compounded risk-free rate, per year. */
  readonly rate: number;
  /** Volatility, per year (0.2 = 20 %). */
  readonly vol: number;
  /** Time to expiry in years. */
  readonly years: number;
  /** Continuous dividend / carry yield (0 for crypto spot). */
  readonly carry?: number;
}

export interface Greeks {
  readonly price: number;
  /** ∂V/∂S. */
  readonly delta: number;
  /** ∂²V/∂S². */
  readonly gamma: number;
  /** ∂V/∂σ per 1.00 of vol (divide by 100 for one vol point). */
  readonly vega: number;
  /** ∂V/∂t per year (calendar; divide by 365 for a day). */
  readonly theta: number;
  /** ∂V/∂r per 1.00 of rate (divide by 100 for 1 %). */
  readonly rho: number;
}

/** Standard normal density. */
export const normPdf = (x: number): number => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

const SQRT_PI = Math.sqrt(Math.PI);

/**
 * erf(z) for 0 ≤ z < 1.5 by the all-positive series
 * erf(z) = 2/√π · e^{−z²} · Σ 2ⁿ z^{2n+1} / (1·3·…·(2n+1)), which has no cancellation.
 */
function erfSeries(z: number): number {
  let term = z;
  let sum = z;
  for (let n = 1; n < 200; n++) {
    term *= (2 * z * z) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return (2 / SQRT_PI) * Math.exp(-z * z) * sum;
}

/**
 * erfc(z) for z ≥ 1.5 by its continued fraction (Abramowitz–Stegun 7.1.14) with the modified
 * Lentz method: erfc(z) = e^{−z²}/√π · 1/(z + (1/2)/(z + 1/(z + (3/2)/(z + …)))).
 */
function erfcContinuedFraction(z: number): number {
  const tiny = 1e-300;
  let f = z;
  let c = z;
  let d = 0;
  for (let n = 1; n < 5000; n++) {
    const a = n / 2;
    d = z + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = z + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-z * z) / (SQRT_PI * f);
}

/**
 * erfc(z) for z ≥ 0. The seam at 1.5 keeps 1 − erf(z) from cancelling: relative error ≈4e−15
 * across the lower tail, absolute ≈1e−16.
 */
function erfcNonNegative(z: number): number {
  return z < 1.5 ? 1 - erfSeries(z) : erfcContinuedFraction(z);
}

/**
 * Standard normal CDF Φ(x) = erfc(−x/√2)/2, accurate to about 1e−16 absolute and 4e−15 relative (the old
 * Zelen–Severo polynomial erred by up to 7.5e−8, a few cents on a large notional).
 */
export function normCdf(x: number): number {
  const z = x / Math.SQRT2;
  return z >= 0 ? 1 - erfcNonNegative(z) / 2 : erfcNonNegative(-z) / 2;
}

export function blackScholes(o: OptionInputs): Greeks {
  const { spot: S, strike: K, rate: r, vol: v, years: T } = o;
  const q = o.carry ?? 0;
  if (!(S > 0 && K > 0 && v > 0 && T > 0)) throw new RangeError('spot, strike, vol, years > 0');
  const sqrtT = Math.sqrt(T);
  const d1 = (Math.log(S / K) + (r - q + 0.5 * v * v) * T) / (v * sqrtT);
  const d2 = d1 - v * sqrtT;
  const dfR = Math.exp(-r * T);
  const dfQ = Math.exp(-q * T);
  const pdf = normPdf(d1);
  const gamma = (dfQ * pdf) / (S * v * sqrtT);
  const vega = S * dfQ * pdf * sqrtT;
  const decay = -(S * dfQ * pdf * v) / (2 * sqrtT);
  if (o.kind === 'CALL') {
    const Nd1 = normCdf(d1);
    const Nd2 = normCdf(d2);
    return {
      price: S * dfQ * Nd1 - K * dfR * Nd2,
      delta: dfQ * Nd1,
      gamma,
      vega,
      theta: decay - r * K * dfR * Nd2 + q * S * dfQ * Nd1,
      rho: K * T * dfR * Nd2,
    };
  }
  const Nmd1 = normCdf(-d1);
  const Nmd2 = normCdf(-d2);
  return {
    price: K * dfR * Nmd2 - S * dfQ * Nmd1,
    delta: -dfQ * Nmd1,
    gamma,
    vega,
    theta: decay + r * K * dfR * Nmd2 - q * S * dfQ * Nmd1,
    rho: -K * T * dfR * Nmd2,
  };
}
