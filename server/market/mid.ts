// The mid-price process of one instrument, in (fractional) ticks: geometric Brownian motion
// with weak mean reversion to the start price and occasional Poisson jumps.
import type { Prng } from './prng';

export interface MidParams {
  /** Volatility per square-root second of log price (≈ 60 % a year). */
  readonly sigmaPerSqrtSecond: number;
  /** Jumps per second. */
  readonly jumpRate: number;
  /** Standard deviation of a jump in log price. */
  readonly jumpSigma: number;
  /** Pull toward the start price per second (keeps a long-running demo in range). */
  readonly reversionPerSecond: number;
}

export const DEFAULT_MID_PARAMS: MidParams = {
  sigmaPerSqrtSecond: 0.6 / Math.sqrt(365 * 86400),
  jumpRate: 1 / 600,
  jumpSigma: 0.002,
  reversionPerSecond: 1 / (6 * 3600),
};

export class MidProcess {
  private logMid: number;
  private readonly logAnchor: number;

  constructor(
    startTicks: number,
    private readonly minTicks: number,
    private readonly prng: Prng,
    private readonly params: MidParams = DEFAULT_MID_PARAMS,
  ) {
    this.logMid = Math.log(startTicks);
    this.logAnchor = this.logMid;
  }

  /** Current mid in ticks (fractional). */
  get ticks(): number {
    return Math.max(this.minTicks, Math.exp(this.logMid));
  }

  /** Advances by dt seconds; returns the change of log price. */
  advance(dtSeconds: number): number {
    if (dtSeconds <= 0) return 0;
    const p = this.params;
    let d = p.sigmaPerSqrtSecond * Math.sqrt(dtSeconds) * this.prng.normal();
    d -= p.reversionPerSecond * dtSeconds * (this.logMid - this.logAnchor);
    if (this.prng.chance(1 - Math.exp(-p.jumpRate * dtSeconds)))
      d += p.jumpSigma * this.prng.normal();
    this.logMid += d;
    const floor = Math.log(this.minTicks);
    if (this.logMid < floor) this.logMid = floor;
    return d;
  }
}
