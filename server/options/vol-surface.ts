// The venue's volatility surface (docs/quotes.md "Volatility surface"): a deterministic
// parametric surface per underlying, an ATM term structure plus a smile in log-moneyness
// normalised by √T, so short expiries smile more steeply than long ones.
//   σ_ATM(T) = σ_∞ + (σ_0 − σ_∞)·e^(−T/τ)
//   x = ln(K/F) / √max(T, 1/52),  F = S·e^(rT)
//   σ(K, T) = clamp(σ_ATM(T) + skew·x + curvature·x², 0.05, 3)

export type Underlying = 'BTC' | 'ETH';
export const UNDERLYINGS: readonly Underlying[] = ['BTC', 'ETH'];

/** Continuously compounded USD rate used by every option price (docs/quotes.md). */
export const OPTION_RATE = 0.04;

export interface SurfaceParams {
  /** ATM vol at T → 0 and T → ∞ (per year), and the decay time of the term structure. */
  readonly atmShort: number;
  readonly atmLong: number;
  readonly tauYears: number;
  /** Slope and curvature of the smile in normalised log-moneyness x. */
  readonly skew: number;
  readonly curvature: number;
}

export const SURFACE_PARAMS: Readonly<Record<Underlying, SurfaceParams>> = {
  BTC: { atmShort: 0.6, atmLong: 0.5, tauYears: 0.25, skew: -0.05, curvature: 0.04 },
  ETH: { atmShort: 0.75, atmLong: 0.62, tauYears: 0.25, skew: -0.06, curvature: 0.05 },
};

export const MIN_VOL = 0.05;
export const MAX_VOL = 3;
/** Below a week the smile stops steepening (x would blow up as T → 0). */
export const MIN_SMILE_YEARS = 1 / 52;

export const isUnderlying = (s: string): s is Underlying => s === 'BTC' || s === 'ETH';

export function forwardOf(spot: number, years: number, rate = OPTION_RATE): number {
  return spot * Math.exp(rate * years);
}

export function atmVol(underlying: Underlying, years: number): number {
  const p = SURFACE_PARAMS[underlying];
  return p.atmLong + (p.atmShort - p.atmLong) * Math.exp(-Math.max(0, years) / p.tauYears);
}

/** Implied vol of strike `strike` at `years` to expiry with the underlying at `spot`. */
export function surfaceVol(
  underlying: Underlying,
  spot: number,
  strike: number,
  years: number,
): number {
  const p = SURFACE_PARAMS[underlying];
  const k = Math.log(strike / forwardOf(spot, years));
  const x = k / Math.sqrt(Math.max(years, MIN_SMILE_YEARS));
  const vol = atmVol(underlying, years) + p.skew * x + p.curvature * x * x;
  return Math.min(MAX_VOL, Math.max(MIN_VOL, vol));
}

/** Moneyness K/F of the vol_surface grid. */
export const SURFACE_MONEYNESS: readonly number[] = [
  0.6, 0.7, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.3, 1.4,
];
