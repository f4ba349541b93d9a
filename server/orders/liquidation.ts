// Which positions the venue liquidates after a mark move (docs/orders.md "Liquidation"):
// isolated positions whose mark crossed their liquidation price; cross positions when their
// collateral token's margin ratio (maintenance / margin balance, spec 2.4) reached 1.
import { compareDecimal, signDecimal } from '../../domain/decimal';
import type { AccountReader } from './read-model';
import { positionsOf, riskInfo } from './views';

export interface LiquidationTarget {
  readonly subaccountId: number;
  readonly symbol: string;
  readonly positionSide: string;
}

/** Reason the client shows on a liquidation order (`OrderData.reason`). */
export const LIQUIDATION_REASON = 'LIQUIDATION';
/** Reason on the open orders a liquidation cancels first. */
export const LIQUIDATION_CANCEL_REASON = 'Canceled by liquidation';

export function liquidationTargets(
  service: AccountReader,
  symbols: ReadonlySet<string>,
): LiquidationTarget[] {
  const subs = new Set<number>();
  for (const p of service.state.positions.values())
    if (symbols.has(p.symbol) && signDecimal(p.size) !== 0) subs.add(p.subaccountId);
  const out: LiquidationTarget[] = [];
  for (const sub of [...subs].sort((a, b) => a - b)) {
    const views = positionsOf(service, sub);
    const breached = new Set(
      riskInfo(service, sub)
        .filter((r) => compareDecimal(r.marginRatio, '1') >= 0)
        .map((r) => r.collateralToken),
    );
    for (const v of views) {
      const p = v.position;
      if (!symbols.has(p.symbol)) continue;
      let liquidate: boolean;
      if (v.marginMode === 'ISOLATED') {
        if (v.liquidationPrice === '') continue;
        const side = compareDecimal(v.markPrice, v.liquidationPrice);
        liquidate = signDecimal(p.size) > 0 ? side <= 0 : side >= 0;
      } else {
        liquidate = breached.has(service.instruments.get(p.symbol)?.collateralToken ?? '');
      }
      if (liquidate)
        out.push({ subaccountId: sub, symbol: p.symbol, positionSide: p.positionSide });
    }
  }
  return out;
}
