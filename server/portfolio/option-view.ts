// Options positions as rows of the portfolio's positions table: marked at the surface price now
// (options/pricing.ts), unrealised PnL = (mark − entry) × signed contracts. The book's margin is
// held per subaccount (balances' "held"), not per row.
import { multiplyDecimal, signDecimal, subtractDecimal } from '../../domain/decimal';
import { optionMark, type OptionPosition, type OptionPricer } from '../options/positions';
import type { PortfolioSubaccount } from './accounts';

export function optionPositionJson(
  positions: readonly OptionPosition[],
  subs: readonly PortfolioSubaccount[],
  pricer: OptionPricer,
  now: number,
): Record<string, unknown>[] {
  const byId = new Map(subs.map((s) => [s.id, s]));
  return positions
    .filter((p) => signDecimal(p.size) !== 0)
    .map((p) => {
      const s = byId.get(p.subaccountId);
      const mark = optionMark(pricer, p.symbol, now);
      const markText = mark === null ? p.entryPrice : mark.toFixed(2);
      return {
        subaccountId: p.subaccountId,
        symbol: p.symbol,
        positionSide: 'BOTH',
        side: signDecimal(p.size) < 0 ? 'SHORT' : 'LONG',
        size: p.size.replace('-', ''),
        entryPrice: p.entryPrice,
        markPrice: markText,
        unrealisedPnl: multiplyDecimal(subtractDecimal(markText, p.entryPrice), p.size),
        realizedPnl: p.realisedPnl,
        margin: '0',
        liquidationPrice: '',
        leverage: '1',
        marginMode: 'options',
        subaccountName: s?.name ?? '',
        venue: s?.venue ?? '',
        venueName: s?.venueName ?? '',
        productType: 'OPTION',
      };
    });
}
