// Read models built from the order service's memory: balances with locks, positions at the mark,
// and the spec 2.4 risk info of a subaccount.
import { addDecimal, signDecimal, subtractDecimal } from '../../domain/decimal';
import { riskOf, viewPosition, type PositionView, type RiskFigures } from './account-state';
import type { AccountReader } from './read-model';

export interface BalanceView {
  token: string;
  total: string;
  available: string;
  locked: string;
}

export function balancesOf(
  service: AccountReader,
  sub: number,
  only?: readonly string[],
): BalanceView[] {
  const tokens = only ?? [...(service.state.balances.get(sub)?.keys() ?? [])].sort();
  return tokens.map((token) => {
    const total = service.state.total(sub, token);
    const locked = service.locked(sub, token);
    return { token, total, locked, available: subtractDecimal(total, locked) };
  });
}

export function positionsOf(service: AccountReader, sub: number): PositionView[] {
  return service.state.positionsOf(sub).map((p) => {
    const inst = service.instruments.get(p.symbol);
    const collateral = inst?.collateralToken ?? 'USD';
    const settings = service.state.symbolSettingsOf(sub, p.symbol);
    const room = subtractDecimal(
      service.state.total(sub, collateral),
      service.locked(sub, collateral),
    );
    const cross = addDecimal(room, '0');
    return viewPosition(
      p,
      service.mark(p.symbol),
      settings,
      signDecimal(cross) > 0 ? addDecimal(cross, '0') : '0',
    );
  });
}

/** Risk per collateral token the subaccount holds or has positions in. */
export function riskInfo(service: AccountReader, sub: number): RiskFigures[] {
  const views = positionsOf(service, sub);
  const tokens = new Set<string>();
  for (const v of views) {
    const t = service.instruments.get(v.position.symbol)?.collateralToken;
    if (t) tokens.add(t);
  }
  for (const inst of service.instruments.values())
    if (inst.collateralToken && signDecimal(service.state.total(sub, inst.collateralToken)) !== 0)
      tokens.add(inst.collateralToken);
  return [...tokens].sort().map((token) => {
    const mine = views.filter(
      (v) => service.instruments.get(v.position.symbol)?.collateralToken === token,
    );
    let positionsMargin = '0';
    for (const v of mine) positionsMargin = addDecimal(positionsMargin, v.margin);
    const ordersMargin = subtractDecimal(service.locked(sub, token), positionsMargin);
    return riskOf(
      service.state.total(sub, token),
      token,
      mine,
      signDecimal(ordersMargin) > 0 ? ordersMargin : '0',
    );
  });
}

export function positionJson(sub: number, v: PositionView): Record<string, unknown> {
  const p = v.position;
  return {
    subaccountId: sub,
    symbol: p.symbol,
    positionSide: p.positionSide,
    side: signDecimal(p.size) < 0 ? 'SHORT' : 'LONG',
    size: p.size.replace('-', ''),
    entryPrice: p.entryPrice,
    markPrice: v.markPrice,
    unrealisedPnl: v.unrealisedPnl,
    realizedPnl: p.realizedPnl,
    margin: v.margin,
    liquidationPrice: v.liquidationPrice,
    leverage: String(v.leverage),
    marginMode: v.marginMode,
  };
}
