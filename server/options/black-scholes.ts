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

/** Standard normal CDF (W. J. Cody's erfc via Abramowitz–Stegun 7.1.26 refined; |ε| < 1e-7). */
export function normCdf(x: number): number {
  // Zelen & Severo (A&S 26.2.17), absolute error < 7.5e-8.
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const poly =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = normPdf(x) * poly;
  return x >= 0 ? 1 - tail : tail;
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
