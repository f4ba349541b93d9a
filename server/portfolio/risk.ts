// Risk across venues (spec 2.4 risk info display, per venue and in total): each subaccount's
// risk figures per collateral token (orders/views.ts riskInfo, the Edge screen's numbers),
// valued in USD and summed; ratios (margin ratio, meter, leverage) recomputed from the sums.
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
} from '../../domain/decimal';
import type { RiskFigures } from '../orders/account-state';
import type { AccountReader } from '../orders/read-model';
import { riskInfo } from '../orders/views';
import { divideDecimal } from '../positions/math';
import type { PortfolioSubaccount } from './accounts';

const SUMMED = [
  'maintenanceMargin',
  'marginBalance',
  'unrealisedPnl',
  'maxWithdraw',
  'totalEquity',
  'initialMargin',
  'adjustedEquity',
  'positionValue',
  'frozenEquity',
] as const;
type Summed = (typeof SUMMED)[number];

export type RiskTotals = Record<Summed, string> & {
  riskMeter: string;
  marginRatio: string;
  leverage: string;
};

function ratios(sums: Record<Summed, string>): RiskTotals {
  const mb = sums.marginBalance;
  const ratio = signDecimal(mb) > 0 ? divideDecimal(sums.maintenanceMargin, mb, 6) : '0';
  const meter = roundDecimalHalfUp(multiplyDecimal(ratio, '100'), 2);
  return {
    ...sums,
    marginRatio: ratio,
    riskMeter: compareDecimal(meter, '100') > 0 ? '100' : meter,
    leverage: signDecimal(mb) > 0 ? divideDecimal(sums.positionValue, mb, 2) : '0',
  };
}

function sumUsd(figures: readonly { risk: RiskFigures; price: string }[]): RiskTotals {
  const sums = Object.fromEntries(SUMMED.map((k) => [k, '0'])) as Record<Summed, string>;
  for (const { risk, price } of figures)
    for (const k of SUMMED) sums[k] = addDecimal(sums[k], multiplyDecimal(risk[k], price));
  for (const k of SUMMED) sums[k] = roundDecimalHalfUp(sums[k], 2);
  return ratios(sums);
}

export interface RiskReport {
  readonly base: 'USD';
  readonly total: RiskTotals;
  readonly venues: { venue: string; venueName: string; totals: RiskTotals }[];
  readonly subaccounts: {
    subaccountId: number;
    subaccountName: string;
    venue: string;
    risk: RiskFigures[];
  }[];
}

export function riskReport(
  orders: AccountReader,
  subs: readonly PortfolioSubaccount[],
  rates: Readonly<Record<string, string>>,
): RiskReport {
  const per = subs.map((s) => ({ sub: s, risk: riskInfo(orders, s.id) }));
  const valued = (list: typeof per) =>
    list.flatMap((p) =>
      p.risk.flatMap((r) => {
        const price = rates[r.collateralToken];
        return price === undefined ? [] : [{ risk: r, price }];
      }),
    );
  const venues = [...new Map(subs.map((s) => [s.venue, s.venueName]))];
  return {
    base: 'USD',
    total: sumUsd(valued(per)),
    venues: venues.map(([venue, venueName]) => ({
      venue,
      venueName,
      totals: sumUsd(valued(per.filter((p) => p.sub.venue === venue))),
    })),
    subaccounts: per
      .filter((p) => p.risk.length > 0)
      .map((p) => ({
        subaccountId: p.sub.id,
        subaccountName: p.sub.name,
        venue: p.sub.venue,
        risk: p.risk,
      })),
  };
}
