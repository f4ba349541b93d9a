// Which options exist (docs/quotes.md "Options model"): the seeded option instruments
// (instrument_type 4) and, on each seeded expiry, generated strikes on the underlying's strike
// step. Symbols read `BTC-25DEC26-95000-C` (underlying, expiry code DDMMMYY, strike, C/P).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OptionKind } from './black-scholes';
import { isUnderlying, type Underlying } from './vol-surface';

/** Generated strikes sit on this grid; a quoted strike must too (unless seeded). */
export const STRIKE_STEP: Readonly<Record<Underlying, number>> = { BTC: 1000, ETH: 50 };
/** Generated strikes: spot × (1 ± 10 %), spot × (1 ± 20 %), rounded to the strike step. */
export const GENERATED_OFFSETS: readonly number[] = [-0.2, -0.1, 0.1, 0.2];
/** A strike quoted off the chain must lie within these multiples of spot. */
export const STRIKE_RANGE: readonly [number, number] = [0.25, 4];

export interface OptionSpec {
  readonly symbol: string;
  readonly underlying: Underlying;
  readonly expiryCode: string;
  readonly expiry: string;
  readonly expiryTime: number;
  readonly strike: number;
  readonly kind: OptionKind;
  readonly seeded: boolean;
}

export interface Expiry {
  readonly code: string;
  readonly iso: string;
  readonly time: number;
}

const SYMBOL = /^(BTC|ETH)-(\d{2}[A-Z]{3}\d{2})-([1-9]\d{0,8})-([CP])$/;

export class OptionCatalogue {
  private constructor(
    private readonly seeded: ReadonlyMap<string, OptionSpec>,
    private readonly expiries: ReadonlyMap<Underlying, readonly Expiry[]>,
  ) {}

  static async load(db: Kysely<Database>): Promise<OptionCatalogue> {
    const rows = await db
      .selectFrom('instruments')
      .select(['symbol', 'base_token', 'metadata'])
      .where('instrument_type', '=', 4)
      .orderBy('symbol')
      .execute();
    return OptionCatalogue.from(rows);
  }

  /** From option instrument rows (symbol, base token, metadata.expiry ISO). */
  static from(
    rows: readonly {
      symbol: string;
      base_token: string;
      metadata: Readonly<Record<string, string>>;
    }[],
  ): OptionCatalogue {
    const seeded = new Map<string, OptionSpec>();
    const expiries = new Map<Underlying, Map<string, Expiry>>();
    for (const r of rows) {
      const m = SYMBOL.exec(r.symbol);
      const expiryTime = Date.parse(r.metadata['expiry'] ?? '');
      const underlying = r.base_token;
      if (!m || !isUnderlying(underlying) || !Number.isFinite(expiryTime)) continue;
      const code = m[2] ?? '';
      const iso = new Date(expiryTime).toISOString();
      seeded.set(r.symbol, {
        symbol: r.symbol,
        underlying,
        expiryCode: code,
        expiry: iso,
        expiryTime,
        strike: Number(m[3]),
        kind: m[4] === 'C' ? 'CALL' : 'PUT',
        seeded: true,
      });
      let byCode = expiries.get(underlying);
      if (!byCode) expiries.set(underlying, (byCode = new Map()));
      byCode.set(code, { code, iso, time: expiryTime });
    }
    const sorted = new Map<Underlying, Expiry[]>();
    for (const [u, byCode] of expiries)
      sorted.set(
        u,
        [...byCode.values()].sort((a, b) => a.time - b.time),
      );
    return new OptionCatalogue(seeded, sorted);
  }

  /** Seeded expiries of an underlying, nearest first (expired ones included). */
  expiriesOf(underlying: Underlying): readonly Expiry[] {
    return this.expiries.get(underlying) ?? [];
  }

  seededOn(underlying: Underlying, code: string): OptionSpec[] {
    return [...this.seeded.values()].filter(
      (s) => s.underlying === underlying && s.expiryCode === code,
    );
  }

  /**
   * The option a symbol names: a seeded instrument, or a generated one on a seeded expiry with
   * a strike on the step within STRIKE_RANGE of spot. Null when unknown.
   */
  resolve(symbol: string, spotOf: (u: Underlying) => number | null): OptionSpec | null {
    const seeded = this.seeded.get(symbol);
    if (seeded) return seeded;
    const m = SYMBOL.exec(symbol);
    if (!m) return null;
    const underlying = m[1] as Underlying;
    const expiry = this.expiriesOf(underlying).find((e) => e.code === m[2]);
    const strike = Number(m[3]);
    const spot = spotOf(underlying);
    if (!expiry || spot === null || strike % STRIKE_STEP[underlying] !== 0) return null;
    if (strike < spot * STRIKE_RANGE[0] || strike > spot * STRIKE_RANGE[1]) return null;
    return {
      symbol,
      underlying,
      expiryCode: expiry.code,
      expiry: expiry.iso,
      expiryTime: expiry.time,
      strike,
      kind: m[4] === 'C' ? 'CALL' : 'PUT',
      seeded: false,
    };
  }
}

export const optionSymbol = (
  underlying: Underlying,
  code: string,
  strike: number,
  kind: OptionKind,
): string => `${underlying}-${code}-${strike}-${kind === 'CALL' ? 'C' : 'P'}`;

/** The generated strikes around spot for an underlying (sorted, distinct, positive). */
export function generatedStrikes(underlying: Underlying, spot: number): number[] {
  const step = STRIKE_STEP[underlying];
  const out = new Set<number>();
  for (const o of GENERATED_OFFSETS) {
    const k = Math.round((spot * (1 + o)) / step) * step;
    if (k > 0) out.add(k);
  }
  return [...out].sort((a, b) => a - b);
}
