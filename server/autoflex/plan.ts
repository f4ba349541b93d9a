// What one automatic conversion of a Flex balance is (docs/autoflex.md): pure, so the sweeper's
// choices are tested without a venue. A token converts into the target through the RFQ market
// that pairs them: selling it as the base (TOKEN/TARGET), or spending it as the quote currency
// to buy the target (TARGET/TOKEN).
import { compareDecimal, signDecimal } from '../../domain/decimal';
import { lotsToQuantity } from '../../domain/ticks';
import type { QuoteMarket } from '../quotes/markets';
import { MAX_QUOTE_CURRENCY_QUANTITY, maxQuantityOf } from '../quotes/pricing';
import { divideDecimal } from '../positions/math';
import { floorLots } from '../quotes/service';

export interface ConversionLeg {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: string;
  readonly quantityCurrency: 'base' | 'quote';
}

/** Tokens a market pairs with `target`, sorted: what may be converted into it. */
export function convertibleInto(target: string, markets: readonly QuoteMarket[]): string[] {
  const out = new Set<string>();
  for (const m of markets) {
    if (m.quoteToken === target) out.add(m.baseToken);
    if (m.baseToken === target) out.add(m.quoteToken);
  }
  out.delete(target);
  return [...out].sort();
}

/** Tokens something may be converted into (every token of an RFQ market), sorted. */
export function targetTokens(markets: readonly QuoteMarket[]): string[] {
  const out = new Set<string>();
  for (const m of markets) {
    out.add(m.baseToken);
    out.add(m.quoteToken);
  }
  return [...out].filter((t) => convertibleInto(t, markets).length > 0).sort();
}

/**
 * The RFQ request converting `available` of `token` into `target`, or null when no market pairs
 * them or the balance is below one lot. Sizes above a pair's maximum are capped: the rest goes
 * on the next sweep.
 */
export function conversionOf(
  token: string,
  target: string,
  available: string,
  markets: readonly QuoteMarket[],
  lotSizeOf: (symbol: string) => string,
): ConversionLeg | null {
  if (token === target || signDecimal(available) <= 0) return null;
  const asBase = markets.find((m) => m.baseToken === token && m.quoteToken === target);
  if (asBase) {
    const lotSize = lotSizeOf(asBase.symbol);
    const maxLots = floorLots(maxQuantityOf(token), '1', lotSize);
    const lots = Math.min(floorLots(available, '1', lotSize), maxLots);
    if (lots <= 0) return null;
    return {
      symbol: asBase.symbol,
      side: 'SELL',
      quantity: lotsToQuantity(lots, lotSize),
      quantityCurrency: 'base',
    };
  }
  const asQuote = markets.find((m) => m.baseToken === target && m.quoteToken === token);
  if (asQuote) {
    const quantity =
      compareDecimal(available, MAX_QUOTE_CURRENCY_QUANTITY) > 0
        ? MAX_QUOTE_CURRENCY_QUANTITY
        : available;
    return { symbol: asQuote.symbol, side: 'BUY', quantity, quantityCurrency: 'quote' };
  }
  return null;
}

/**
 * The same conversion at half the size (the book could not fill the whole): whole lots for a
 * base quantity, 8 places for a quote-currency one; null once under one lot.
 */
export function halved(leg: ConversionLeg, lotSize: string): ConversionLeg | null {
  if (leg.quantityCurrency === 'base') {
    const lots = Math.floor(floorLots(leg.quantity, '1', lotSize) / 2);
    return lots > 0 ? { ...leg, quantity: lotsToQuantity(lots, lotSize) } : null;
  }
  const half = divideDecimal(leg.quantity, '2', 8);
  return signDecimal(half) > 0 ? { ...leg, quantity: half } : null;
}
