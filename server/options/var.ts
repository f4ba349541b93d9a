// Value at risk of an options structure (docs/quotes.md "VaR"): delta-gamma parametric
// (Cornish-Fisher-free, moment-matched normal), 99 % one-sided, 1-day horizon. The spot move
// over a day is normal with σ_S = S·σ/√365 (calendar days: crypto trades every day).
//   P&L ≈ Δ·dS + ½Γ·dS²   →   mean = ½Γσ_S², variance = Δ²σ_S² + ½Γ²σ_S⁴
//   VaR = z·√variance − mean, floored at 0, z = 2.3263 (99 %).

export const Z_99 = 2.3263478740408408;

export interface DeltaGamma {
  /** Structure delta (underlying units) and gamma, signed. */
  readonly delta: number;
  readonly gamma: number;
}

export function dailySpotSigma(spot: number, annualVol: number): number {
  return (spot * annualVol) / Math.sqrt(365);
}

export function deltaGammaVar(g: DeltaGamma, spotSigma: number, z = Z_99): number {
  const s2 = spotSigma * spotSigma;
  const mean = 0.5 * g.gamma * s2;
  const variance = g.delta * g.delta * s2 + 0.5 * g.gamma * g.gamma * s2 * s2;
  return Math.max(0, z * Math.sqrt(variance) - mean);
}
