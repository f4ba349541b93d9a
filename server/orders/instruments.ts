// Tradable instruments: the market runtime's books plus the metadata the venue needs
// (collateral token of derivatives, product type).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MarketInstrument } from '../market-runtime/instruments';

export interface TradeInstrument {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly instrumentType: number;
  readonly tickSize: string;
  readonly lotSize: string;
  /** Spot: null. Futures and perpetuals: the token margins and PnL are kept in. */
  readonly collateralToken: string | null;
  /** 'SPOT', or the derivative's metadata productType (e.g. USDT_PERPETUAL). */
  readonly productType: string;
  readonly maxLeverage: number;
}

export async function loadTradeInstruments(
  db: Kysely<Database>,
  market: readonly MarketInstrument[],
): Promise<Map<string, TradeInstrument>> {
  const rows = await db.selectFrom('instruments').select(['symbol', 'metadata']).execute();
  const meta = new Map(rows.map((r) => [r.symbol, r.metadata]));
  const out = new Map<string, TradeInstrument>();
  for (const m of market) {
    const md = meta.get(m.symbol) ?? {};
    const derivative = m.instrumentType !== 0;
    out.set(m.symbol, {
      symbol: m.symbol,
      baseToken: m.baseToken,
      quoteToken: m.quoteToken,
      instrumentType: m.instrumentType,
      tickSize: m.tickSize,
      lotSize: m.lotSize,
      collateralToken: derivative ? (md['settlementToken'] ?? m.quoteToken) : null,
      productType: derivative ? (md['productType'] ?? 'CONTRACT') : 'SPOT',
      maxLeverage: derivative ? 50 : 1,
    });
  }
  return out;
}
