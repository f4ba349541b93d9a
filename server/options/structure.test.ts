// The options model above Black-Scholes (docs/quotes.md "Options model"): the vol surface,
// the chain, leg prices = BSM at the surface vol, signed and scaled structure greeks,
// validation errors per leg, VaR and margin of known structures. Pure: no database.
import { describe, expect, it } from 'vitest';
import { addDecimal, multiplyDecimal, negateDecimal } from '../../domain/decimal';
import { OPTION_INSTRUMENTS } from '../seed/instruments';
import { blackScholes } from './black-scholes';
import { generatedStrikes, OptionCatalogue } from './catalogue';
import { buildChain, buildSurface } from './chain';
import { scenarioLoss, SPOT_MOVES, VOL_MOVES } from './margin';
import { priceOption, YEAR_MILLIS } from './pricing';
import { priceStructure, validateStructure, type LegInput, type StructureInput } from './structure';
import { dailySpotSigma, deltaGammaVar } from './var';
import { atmVol, forwardOf, OPTION_RATE, SURFACE_PARAMS, surfaceVol } from './vol-surface';

const catalogue = OptionCatalogue.from(
  OPTION_INSTRUMENTS.map((i) => ({ symbol: i.symbol, base_token: i.base, metadata: i.metadata })),
);
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const SPOT = 97_000;
const ETH_SPOT = 3_600;
const spotOf = (u: string) => (u === 'BTC' ? SPOT : ETH_SPOT);
const ctx = { catalogue, spotOf, now: NOW, markupBps: 2 };
const DEC_EXPIRY = Date.parse('2026-12-25T08:00:00Z');

function structure(strategy: 'BUY' | 'SELL', legs: LegInput[]): StructureInput {
  return { underlying: 'BTC', strategy, legs };
}
function priced(s: StructureInput) {
  const v = validateStructure(s, ctx);
  expect(v.errors).toEqual([]);
  return priceStructure(s, v.legs, SPOT, ctx.markupBps);
}
const leg = (symbol: string, side: 'BUY' | 'SELL', ratio = 1, quantity = '1'): LegInput => ({
  symbol,
  side,
  ratio,
  quantity,
});

describe('volatility surface (R-QUOTE-12)', () => {
  it('has the ATM term structure at the forward and a smile in log-moneyness', () => {
    const T = 0.25;
    const F = forwardOf(SPOT, T);
    const p = SURFACE_PARAMS.BTC;
    expect(surfaceVol('BTC', SPOT, F, T)).toBeCloseTo(atmVol('BTC', T), 12);
    expect(atmVol('BTC', T)).toBeCloseTo(p.atmLong + (p.atmShort - p.atmLong) * Math.exp(-1), 12);
    // Short expiries carry the higher ATM vol; far OTM puts are richer than calls (skew).
    expect(atmVol('BTC', 0.02)).toBeGreaterThan(atmVol('BTC', 1));
    expect(surfaceVol('BTC', SPOT, F * 0.8, T)).toBeGreaterThan(
      surfaceVol('BTC', SPOT, F * 1.2, T),
    );
    const x = Math.log(0.8) / Math.sqrt(T);
    expect(surfaceVol('BTC', SPOT, F * 0.8, T)).toBeCloseTo(
      atmVol('BTC', T) + p.skew * x + p.curvature * x * x,
      12,
    );
    // Clamped: an absurd wing never leaves [0.05, 3].
    expect(surfaceVol('BTC', SPOT, SPOT * 1e6, 0.001)).toBeLessThanOrEqual(3);
    expect(surfaceVol('BTC', SPOT, SPOT * 1e-6, 0.001)).toBeGreaterThanOrEqual(0.05);
  });

  it('answers the grid expiries × moneyness, deterministically', () => {
    const s = buildSurface(catalogue, 'BTC', { text: '97000', value: SPOT }, NOW);
    expect(s.expiries.map((e) => e.expiry)).toEqual([
      '2026-12-25T08:00:00.000Z',
      '2027-03-26T08:00:00.000Z',
    ]);
    for (const e of s.expiries) {
      expect(e.points.map((p) => p.moneyness)).toEqual(s.moneyness);
      expect(e.points.find((p) => p.moneyness === '1')?.vol).toBe(e.atm_vol);
    }
    expect(buildSurface(catalogue, 'BTC', { text: '97000', value: SPOT }, NOW)).toEqual(s);
  });
});

describe('options chain (R-QUOTE-12)', () => {
  const chain = buildChain(catalogue, 'BTC', { text: '97000', value: SPOT }, NOW);

  it('lists the seeded expiries with seeded plus generated strikes (±10 %, ±20 %)', () => {
    expect(generatedStrikes('BTC', SPOT)).toEqual([78_000, 87_000, 107_000, 116_000]);
    expect(chain.underlying).toBe('BTC');
    expect(chain.spot).toBe('97000');
    const dec = chain.expiries[0];
    expect(dec?.expiry_time).toBe(DEC_EXPIRY);
    expect(dec?.strikes.map((s) => s.strike)).toEqual([
      '78000',
      '80000',
      '87000',
      '90000',
      '100000',
      '107000',
      '110000',
      '116000',
    ]);
    const at = (k: string) => dec?.strikes.find((s) => s.strike === k);
    // Seeded strikes show only the listed kinds; generated strikes both.
    expect(at('100000')?.call?.symbol).toBe('BTC-25DEC26-100000-C');
    expect(at('100000')?.put).toBeNull();
    expect(at('90000')?.put?.symbol).toBe('BTC-25DEC26-90000-P');
    expect(at('87000')?.call?.symbol).toBe('BTC-25DEC26-87000-C');
    expect(at('87000')?.put?.symbol).toBe('BTC-25DEC26-87000-P');
    const row = at('87000')?.call;
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'symbol',
        'strike',
        'expiry',
        'optionType',
        'vol',
        'price',
        'delta',
        'gamma',
        'vega',
        'theta',
        'rho',
      ].sort(),
    );
  });

  it('is deterministic and drops expired expiries', () => {
    expect(buildChain(catalogue, 'BTC', { text: '97000', value: SPOT }, NOW)).toEqual(chain);
    const later = buildChain(catalogue, 'BTC', { text: '97000', value: SPOT }, DEC_EXPIRY);
    expect(later.expiries.map((e) => e.expiry)).toEqual(['2027-03-26T08:00:00.000Z']);
  });

  it('prices a row with Black-Scholes at the surface vol', () => {
    const row = chain.expiries[0]?.strikes.find((s) => s.strike === '90000')?.call;
    const years = (DEC_EXPIRY - NOW) / YEAR_MILLIS;
    const vol = surfaceVol('BTC', SPOT, 90_000, years);
    const g = blackScholes({
      kind: 'CALL',
      spot: SPOT,
      strike: 90_000,
      rate: OPTION_RATE,
      vol,
      years,
    });
    expect(Number(row?.vol)).toBeCloseTo(vol, 6);
    expect(Number(row?.price)).toBeCloseTo(g.price, 2);
    expect(Number(row?.delta)).toBeCloseTo(g.delta, 9);
    expect(Number(row?.vega)).toBeCloseTo(g.vega, 6);
  });
});

describe('structure pricing (R-QUOTE-13)', () => {
  const spread = [leg('BTC-25DEC26-90000-C', 'BUY'), leg('BTC-25DEC26-110000-C', 'SELL')];

  it('leg price and greeks are BSM at the surface vol, per contract', () => {
    const p = priced(structure('BUY', [leg('BTC-25DEC26-100000-C', 'BUY', 2, '1.5')]));
    const spec = catalogue.resolve('BTC-25DEC26-100000-C', spotOf);
    const model = spec && priceOption(spec, SPOT, NOW);
    expect(Number(p.legs[0]?.price)).toBe(Number(model?.greeks.price.toFixed(2)));
    expect(Number(p.legs[0]?.gamma)).toBeCloseTo(model?.greeks.gamma ?? 0, 10);
    // Structure greeks: scaled by ratio × quantity = 3.
    expect(Number(p.greeks.delta)).toBeCloseTo(3 * (model?.greeks.delta ?? 0), 8);
    expect(Number(p.greeks.vega)).toBeCloseTo(3 * (model?.greeks.vega ?? 0), 6);
  });

  it('signs greeks by side and flips every leg under strategy SELL', () => {
    const buy = priced(structure('BUY', spread));
    const sell = priced(structure('SELL', spread));
    const [a, b] = buy.legs;
    expect(Number(buy.greeks.delta)).toBeCloseTo(Number(a?.delta) - Number(b?.delta), 8);
    for (const k of ['delta', 'gamma', 'vega', 'theta', 'rho'] as const)
      expect(sell.greeks[k]).toBe(negateDecimal(buy.greeks[k]));
    expect(sell.premium).toBe(negateDecimal(buy.premium));
    // The legs echo the requested sides; the spread is always the venue's.
    expect(sell.legs.map((l) => l.side)).toEqual(['BUY', 'SELL']);
    expect(sell.spread).toBe(buy.spread);
    expect(buy.total_cost).toBe(addDecimal(buy.premium, buy.spread));
    expect(sell.total_cost).toBe(addDecimal(sell.premium, sell.spread));
    expect(Number(buy.total_cost)).toBeGreaterThan(0);
    expect(Number(sell.total_cost)).toBeLessThan(0);
    // premium = Σ signed size × leg price, exact decimals.
    expect(buy.premium).toBe(addDecimal(a?.price ?? '0', negateDecimal(b?.price ?? '0')));
    expect(sell.effective.map((e) => e.side)).toEqual(['SELL', 'BUY']);
  });

  it('charges a half-spread of half a vol point of vega plus markup, at least one tick', () => {
    const p = priced(structure('BUY', [leg('BTC-25DEC26-100000-C', 'BUY', 1, '2')]));
    const vega = Number(p.legs[0]?.vega);
    const price = Number(p.legs[0]?.price);
    const half = Math.ceil((0.005 * vega + 0.0002 * price) * 100 - 1e-9) / 100;
    expect(Number(p.spread)).toBeCloseTo(2 * Math.max(0.1, half), 2);
  });

  it('VaR is delta-gamma 99 % 1-day at the nearest expiry ATM vol (long straddle)', () => {
    const s = structure('BUY', [
      leg('BTC-25DEC26-90000-P', 'BUY'),
      leg('BTC-25DEC26-90000-C', 'BUY'),
    ]);
    const p = priced(s);
    const years = (DEC_EXPIRY - NOW) / YEAR_MILLIS;
    const sigma = dailySpotSigma(SPOT, atmVol('BTC', years));
    const expected = deltaGammaVar(
      { delta: Number(p.greeks.delta), gamma: Number(p.greeks.gamma) },
      sigma,
    );
    expect(Number(p.var_99_1d)).toBeCloseTo(expected, 1);
    // By hand: z·√(Δ²σ² + ½Γ²σ⁴) − ½Γσ².
    const d = Number(p.greeks.delta);
    const g = Number(p.greeks.gamma);
    const byHand =
      2.3263478740408408 * Math.sqrt(d * d * sigma ** 2 + 0.5 * g * g * sigma ** 4) -
      0.5 * g * sigma ** 2;
    expect(Number(p.var_99_1d)).toBeCloseTo(byHand, 1);
    expect(Number(p.var_99_1d)).toBeGreaterThan(0);
  });

  it('margin: the premium for a long-only structure, the grid worst loss once short', () => {
    const long = priced(structure('BUY', spread.slice(0, 1)));
    expect(long.incremental_margin).toBe(long.total_cost);
    const short = priced(structure('SELL', spread.slice(0, 1)));
    const years = (DEC_EXPIRY - NOW) / YEAR_MILLIS;
    const vol = surfaceVol('BTC', SPOT, 90_000, years);
    const value = (s: number, v: number) =>
      -blackScholes({ kind: 'CALL', spot: s, strike: 90_000, rate: OPTION_RATE, vol: v, years })
        .price;
    let worst = 0;
    for (const ds of SPOT_MOVES)
      for (const dv of VOL_MOVES)
        worst = Math.max(worst, value(SPOT, vol) - value(SPOT * (1 + ds), vol * (1 + dv)));
    expect(Number(short.incremental_margin)).toBeCloseTo(worst, 1);
    // A short call's worst case is spot +15 %, vol +25 %.
    expect(worst).toBeCloseTo(value(SPOT, vol) - value(SPOT * 1.15, vol * 1.25), 9);
    // A short call spread loses at most the width (20 000 per contract) on any scenario.
    const sold = priced(structure('SELL', spread));
    expect(Number(sold.incremental_margin)).toBeGreaterThan(0);
    expect(Number(sold.incremental_margin)).toBeLessThan(20_000);
    expect(scenarioLoss([], SPOT)).toBe(0);
  });
});

describe('structure validation (R-QUOTE-13)', () => {
  const errors = (s: StructureInput, now = NOW) => validateStructure(s, { ...ctx, now }).errors;

  it('names each bad leg and field', () => {
    const e = errors(
      structure('BUY', [
        leg('BTC-25DEC26-90000-C', 'BUY', 0),
        leg('BTC-25DEC26-90000-C', 'SELL', 1, '0'),
        leg('NOPE', 'BUY', 11, 'abc'),
        leg('ETH-25DEC26-4000-C', 'BUY', 1.5, '0.001'),
        leg('BTC-25DEC26-95500-C', 'BUY', 10, '101'),
        leg('BTC-25DEC26-100000-P', 'BUY', 1, '-1'),
        leg('BTC-26MAR27-100000-C', 'BUY', 1e300, '1'),
      ]),
    );
    expect(e).toEqual([
      { leg: 0, field: 'ratio', message: 'Ratio must be a whole number from 1 to 10' },
      { leg: 1, field: 'symbol', message: 'Duplicate leg BTC-25DEC26-90000-C' },
      { leg: 1, field: 'quantity', message: 'Quantity must be a positive number' },
      { leg: 2, field: 'symbol', message: 'Unknown option NOPE' },
      { leg: 2, field: 'ratio', message: 'Ratio must be a whole number from 1 to 10' },
      { leg: 2, field: 'quantity', message: 'Quantity must be a positive number' },
      { leg: 3, field: 'symbol', message: 'ETH-25DEC26-4000-C is not an option on BTC' },
      { leg: 3, field: 'ratio', message: 'Ratio must be a whole number from 1 to 10' },
      { leg: 3, field: 'quantity', message: 'Quantity must be a multiple of 0.01' },
      // 95 500 is off the 1 000 strike step; 10 × 101 contracts is above 1 000.
      { leg: 4, field: 'symbol', message: 'Unknown option BTC-25DEC26-95500-C' },
      {
        leg: 4,
        field: 'quantity',
        message: 'Ratio × quantity above the maximum 1000 contracts',
      },
      { leg: 5, field: 'quantity', message: 'Quantity must be a positive number' },
      { leg: 6, field: 'ratio', message: 'Ratio must be a whole number from 1 to 10' },
    ]);
  });

  it('refuses empty and oversized structures, and expired options', () => {
    expect(errors(structure('BUY', []))).toEqual([
      { leg: null, field: 'legs', message: 'Add at least one leg' },
    ]);
    const nine = Array.from({ length: 9 }, (_, i) =>
      leg(`BTC-26MAR27-${90_000 + i * 1000}-C`, 'BUY'),
    );
    expect(errors(structure('BUY', nine))).toEqual([
      { leg: null, field: 'legs', message: 'At most 8 legs' },
    ]);
    expect(errors(structure('BUY', [leg('BTC-25DEC26-90000-C', 'BUY')]), DEC_EXPIRY)).toEqual([
      { leg: 0, field: 'symbol', message: 'Option BTC-25DEC26-90000-C has expired' },
    ]);
  });

  it('accepts generated strikes on the step within range of spot, not beyond', () => {
    expect(errors(structure('BUY', [leg('BTC-26MAR27-87000-P', 'BUY')]))).toEqual([]);
    expect(errors(structure('BUY', [leg('BTC-26MAR27-1000000-C', 'BUY')]))[0]?.message).toBe(
      'Unknown option BTC-26MAR27-1000000-C',
    );
    // An expiry code that is not seeded is unknown.
    expect(errors(structure('BUY', [leg('BTC-27DEC26-90000-C', 'BUY')]))[0]?.field).toBe('symbol');
    const sized = priced(structure('BUY', [leg('BTC-26MAR27-87000-P', 'SELL', 3, '0.25')]));
    expect(sized.effective).toEqual([{ side: 'SELL', contracts: '0.75' }]);
    expect(multiplyDecimal('3', '0.25')).toBe('0.75');
  });
});
