// Checked against published textbook values:
// - J. C. Hull, Options, Futures and Other Derivatives (8th ed.), Example 15.6 (§15.8):
//   S=42, K=40, r=10 %, σ=20 %, T=0.5 → call 4.76, put 0.81.
// - Hull (8th ed.), §18/19 "The Greek letters" running example (Tables 19.x): S=49, K=50,
//   r=5 %, σ=20 %, T=20 weeks (0.3846): call 2.40, delta 0.522, gamma 0.066,
//   vega 12.1 (per 1.00 of σ), theta −4.31 per year, rho 8.91 (per 1.00 of r).
import { describe, expect, it } from 'vitest';
import { blackScholes, normCdf, normPdf } from './black-scholes';
import { dailySpotSigma, deltaGammaVar, Z_99 } from './var';

describe('R-QUOTE-11 Black-Scholes', () => {
  it('prices Hull Example 15.6', () => {
    const base = { spot: 42, strike: 40, rate: 0.1, vol: 0.2, years: 0.5 } as const;
    expect(blackScholes({ ...base, kind: 'CALL' }).price).toBeCloseTo(4.76, 2);
    expect(blackScholes({ ...base, kind: 'PUT' }).price).toBeCloseTo(0.81, 2);
  });

  it("gives Hull's greeks for the 20-week call", () => {
    const g = blackScholes({
      kind: 'CALL',
      spot: 49,
      strike: 50,
      rate: 0.05,
      vol: 0.2,
      years: 0.3846,
    });
    expect(g.price).toBeCloseTo(2.4, 1);
    expect(g.delta).toBeCloseTo(0.522, 3);
    expect(g.gamma).toBeCloseTo(0.066, 3);
    expect(g.vega).toBeCloseTo(12.1, 1);
    expect(g.theta).toBeCloseTo(-4.31, 2);
    expect(g.rho).toBeCloseTo(8.91, 2);
  });

  it('keeps put-call parity and put greeks consistent', () => {
    const base = { spot: 97000, strike: 100000, rate: 0.04, vol: 0.55, years: 0.25 } as const;
    const c = blackScholes({ ...base, kind: 'CALL' });
    const p = blackScholes({ ...base, kind: 'PUT' });
    expect(c.price - p.price).toBeCloseTo(97000 - 100000 * Math.exp(-0.04 * 0.25), 6);
    expect(c.delta - p.delta).toBeCloseTo(1, 9);
    expect(c.gamma).toBeCloseTo(p.gamma, 12);
    expect(c.vega).toBeCloseTo(p.vega, 9);
  });

  // Reference values: 0.5·erfc(−x/√2) from glibc's erfc (correct to an ulp), across the
  // series/continued-fraction seam at |x| = 1.5·√2 ≈ 2.12 and deep into the tails.
  const REFERENCE: readonly (readonly [number, number])[] = [
    [-20, 2.7536241186063314e-89],
    [-12, 1.776482112077702e-33],
    [-8.5, 9.479534822203355e-18],
    [-6, 9.865876450377012e-10],
    [-4.25, 1.068852577493443e-5],
    [-4.2426, 1.1047251836953561e-5],
    [-3, 0.0013498980316300957],
    [-2.1213, 0.01694828219100949],
    [-2.3263478740408408, 0.010000000000000009],
    [-1, 0.15865525393145707],
    [-0.5, 0.3085375387259869],
    [-1e-9, 0.49999999960105773],
    [0, 0.5],
    [0.3, 0.6179114221889526],
    [1, 0.8413447460685429],
    [1.96, 0.9750021048517795],
    [2, 0.9772498680518208],
    [4.2427, 0.9999889576713075],
    [5, 0.9999997133484281],
  ];

  it('R-QUOTE-20 has a normal CDF accurate to 1e-14 absolute (and 1e-12 relative in the lower tail)', () => {
    for (const [x, want] of REFERENCE) {
      expect(Math.abs(normCdf(x) - want), `Φ(${x})`).toBeLessThan(1e-14);
      if (want > 0 && want < 0.5)
        expect(Math.abs(normCdf(x) / want - 1), `Φ(${x}) relative`).toBeLessThan(1e-12);
    }
    for (let x = -8; x <= 8; x += 0.173) {
      expect(Math.abs(normCdf(x) + normCdf(-x) - 1)).toBeLessThan(2e-16);
      // Φ' = φ, by a central difference.
      const h = 1e-5;
      expect((normCdf(x + h) - normCdf(x - h)) / (2 * h)).toBeCloseTo(normPdf(x), 9);
    }
  });
});

describe('R-QUOTE-11 delta-gamma VaR (99 %, 1 day)', () => {
  it('is z·|Δ|·σ_S for a linear position', () => {
    expect(deltaGammaVar({ delta: -2, gamma: 0 }, 10)).toBeCloseTo(Z_99 * 20, 9);
  });

  it('is smaller for long gamma and larger for short gamma at the same delta', () => {
    const flat = deltaGammaVar({ delta: 1, gamma: 0 }, 10);
    expect(deltaGammaVar({ delta: 1, gamma: 0.05 }, 10)).toBeLessThan(flat);
    expect(deltaGammaVar({ delta: 1, gamma: -0.05 }, 10)).toBeGreaterThan(flat);
  });

  it('matches a hand computation', () => {
    // Δ=0.5, Γ=0.02, σ_S=50: mean = 0.5·0.02·2500 = 25; var = 0.25·2500 + 0.5·0.0004·6.25e6 = 1875
    expect(deltaGammaVar({ delta: 0.5, gamma: 0.02 }, 50)).toBeCloseTo(
      Z_99 * Math.sqrt(1875) - 25,
      9,
    );
    // σ_S of a 1-day move for S=36500, σ=100 %: 36500/√365.
    expect(dailySpotSigma(36500, 1)).toBeCloseTo(36500 / Math.sqrt(365), 9);
  });
});
