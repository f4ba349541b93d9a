// Portfolio reads (docs/portfolio.md): the venue computes totals, series and risk, the tab
// receives small documents. Every read is stale when the private stream moves a balance,
// position or risk figure of a watched subaccount, so fills, RFQ executions and transfers show
// without a reload.
import { defineQuery, type QueryDef } from '../queries/define';
import { list, num, optStr, record, str, type Json } from '../queries/json';

/** The selection as query parameters; no ids means every readable subaccount. */
export interface SelectionParams {
  readonly subaccountIds: readonly number[] | null;
}

function selectionQuery(s: SelectionParams): Record<string, string> {
  return s.subaccountIds === null ? {} : { subaccountIds: s.subaccountIds.join(',') };
}

export interface HoldingRow {
  readonly venue: string;
  readonly venueName: string;
  readonly group: string;
  readonly accountName: string;
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly token: string;
  readonly equityBalance: string;
  readonly available: string;
  readonly held: string;
  readonly price: string | null;
  readonly valueUsd: string;
}

export interface TokenTotal {
  readonly token: string;
  readonly equityBalance: string;
  readonly available: string;
  readonly held: string;
  readonly price: string | null;
  readonly valueUsd: string;
}

export interface PortfolioBalances {
  readonly serverTime: number;
  readonly totals: { equityUsd: string; availableUsd: string; heldUsd: string };
  readonly tokens: readonly TokenTotal[];
  readonly rows: readonly HoldingRow[];
}

const tokenTotal = (o: Json): TokenTotal => ({
  token: str(o, 'token'),
  equityBalance: str(o, 'equity_balance'),
  available: str(o, 'available'),
  held: str(o, 'held'),
  price: optStr(o, 'price'),
  valueUsd: str(o, 'value_usd'),
});

export function parseBalances(raw: unknown): PortfolioBalances {
  const o = record(raw, 'portfolio balance');
  const totals = record(o['totals'], 'totals');
  return {
    serverTime: num(o, 'serverTime'),
    totals: {
      equityUsd: str(totals, 'equity_usd'),
      availableUsd: str(totals, 'available_usd'),
      heldUsd: str(totals, 'held_usd'),
    },
    tokens: list(o['tokens'], 'tokens').map((t) => tokenTotal(record(t, 'token'))),
    rows: list(o['rows'], 'rows').map((r) => {
      const row = record(r, 'row');
      return {
        ...tokenTotal(row),
        venue: str(row, 'venue'),
        venueName: str(row, 'venueName'),
        group: str(row, 'group'),
        accountName: str(row, 'accountName'),
        subaccountId: num(row, 'subaccountId'),
        subaccountName: str(row, 'subaccountName'),
      };
    }),
  };
}

export const portfolioBalanceQuery = (s: SelectionParams): QueryDef<PortfolioBalances> =>
  defineQuery(
    {
      key: ['portfolio_balance', s.subaccountIds?.join(',') ?? 'all'],
      call: { method: 'GET', path: '/v4/portfolio_balance', query: selectionQuery(s) },
      invalidatedBy: ['balances', 'fills', 'positions'],
    },
    parseBalances,
  );

export interface PerformanceSummary {
  readonly startEquity: string;
  readonly endEquity: string;
  readonly netFlows: string;
  readonly pnl: string;
  readonly realisedPnl: string;
  readonly unrealisedPnl: string;
  readonly spotPnl: string;
  readonly derivativesPnl: string;
  readonly twr: string;
}

export interface PerformancePoint {
  readonly t: number;
  readonly equity: number;
  readonly pnl: number;
  readonly realised: number;
  readonly unrealised: number;
  readonly spotPnl: number;
  readonly derivativesPnl: number;
  readonly twr: number;
}

export interface PerformanceReport {
  readonly serverTime: number;
  readonly live: boolean;
  readonly points: readonly PerformancePoint[];
  readonly summary: PerformanceSummary;
  readonly byVenue: readonly (PerformanceSummary & { venue: string; venueName: string })[];
  readonly bySubaccount: readonly (PerformanceSummary & {
    subaccountId: number;
    subaccountName: string;
    venue: string;
    group: string;
  })[];
}

const summaryOf = (o: Json): PerformanceSummary => ({
  startEquity: str(o, 'startEquity'),
  endEquity: str(o, 'endEquity'),
  netFlows: str(o, 'netFlows'),
  pnl: str(o, 'pnl'),
  realisedPnl: str(o, 'realisedPnl'),
  unrealisedPnl: str(o, 'unrealisedPnl'),
  spotPnl: str(o, 'spotPnl'),
  derivativesPnl: str(o, 'derivativesPnl'),
  twr: str(o, 'twr'),
});

export function parsePerformance(raw: unknown): PerformanceReport {
  const o = record(raw, 'performance');
  return {
    serverTime: num(o, 'serverTime'),
    live: o['live'] === true,
    points: list(o['points'], 'points').map((p) => {
      const x = record(p, 'point');
      return {
        t: num(x, 't'),
        equity: Number(str(x, 'equity')),
        pnl: Number(str(x, 'pnl')),
        realised: Number(str(x, 'realised')),
        unrealised: Number(str(x, 'unrealised')),
        spotPnl: Number(str(x, 'spotPnl')),
        derivativesPnl: Number(str(x, 'derivativesPnl')),
        twr: Number(str(x, 'twr')),
      };
    }),
    summary: summaryOf(record(o['summary'], 'summary')),
    byVenue: list(o['byVenue'], 'byVenue').map((v) => {
      const x = record(v, 'venue');
      return { ...summaryOf(x), venue: str(x, 'venue'), venueName: str(x, 'venueName') };
    }),
    bySubaccount: list(o['bySubaccount'], 'bySubaccount').map((v) => {
      const x = record(v, 'subaccount');
      return {
        ...summaryOf(x),
        subaccountId: num(x, 'subaccountId'),
        subaccountName: str(x, 'subaccountName'),
        venue: str(x, 'venue'),
        group: str(x, 'group'),
      };
    }),
  };
}

export const performanceQuery = (
  s: SelectionParams,
  window: { tStart: number; tEnd: number },
): QueryDef<PerformanceReport> =>
  defineQuery(
    {
      key: [
        'portfolio_performance',
        s.subaccountIds?.join(',') ?? 'all',
        window.tStart,
        window.tEnd,
      ],
      call: {
        method: 'GET',
        path: '/v4/portfolio_performance',
        query: { ...selectionQuery(s), t_start: String(window.tStart), t_end: String(window.tEnd) },
      },
      invalidatedBy: ['balances', 'fills', 'positions'],
    },
    parsePerformance,
  );

export type RiskTotals = Readonly<Record<RiskField, string>>;

export const RISK_FIELDS = [
  'riskMeter',
  'marginRatio',
  'maintenanceMargin',
  'marginBalance',
  'unrealisedPnl',
  'maxWithdraw',
  'totalEquity',
  'initialMargin',
  'adjustedEquity',
  'positionValue',
  'frozenEquity',
  'leverage',
] as const;
export type RiskField = (typeof RISK_FIELDS)[number];

/** Spec 2.4 risk info display labels, in the spec's order. */
export const RISK_LABELS: Readonly<Record<RiskField, string>> = {
  riskMeter: 'Risk meter',
  marginRatio: 'Margin ratio',
  maintenanceMargin: 'Maintenance margin',
  marginBalance: 'Margin balance',
  unrealisedPnl: 'Unrealized PnL',
  maxWithdraw: 'Max withdraw',
  totalEquity: 'Total equity',
  initialMargin: 'Initial margin',
  adjustedEquity: 'Adjusted equity',
  positionValue: 'Position value',
  frozenEquity: 'Frozen equity',
  leverage: 'Leverage',
};

export interface RiskReport {
  readonly total: RiskTotals;
  readonly venues: readonly { venue: string; venueName: string; totals: RiskTotals }[];
}

const riskTotals = (o: Json): RiskTotals =>
  Object.fromEntries(RISK_FIELDS.map((f) => [f, str(o, f)])) as RiskTotals;

export const riskQuery = (s: SelectionParams): QueryDef<RiskReport> =>
  defineQuery(
    {
      key: ['portfolio_risk', s.subaccountIds?.join(',') ?? 'all'],
      call: { method: 'GET', path: '/v4/portfolio_risk', query: selectionQuery(s) },
      invalidatedBy: ['balances', 'positions', 'risk'],
    },
    (raw) => {
      const o = record(raw, 'risk');
      return {
        total: riskTotals(record(o['total'], 'total')),
        venues: list(o['venues'], 'venues').map((v) => {
          const x = record(v, 'venue');
          return {
            venue: str(x, 'venue'),
            venueName: str(x, 'venueName'),
            totals: riskTotals(record(x['totals'], 'totals')),
          };
        }),
      };
    },
  );

export interface PositionRow {
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly venueName: string;
  readonly symbol: string;
  readonly productType: string;
  readonly side: string;
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealisedPnl: string;
  readonly margin: string;
  readonly liquidationPrice: string;
  readonly leverage: string;
}

export const positionsQuery = (s: SelectionParams): QueryDef<readonly PositionRow[]> =>
  defineQuery(
    {
      key: ['portfolio_positions', s.subaccountIds?.join(',') ?? 'all'],
      call: { method: 'GET', path: '/v4/portfolio_positions', query: selectionQuery(s) },
      invalidatedBy: ['positions', 'fills', 'risk'],
    },
    (raw) =>
      list(record(raw, 'positions')['positions'], 'positions').map((p) => {
        const x = record(p, 'position');
        return {
          subaccountId: num(x, 'subaccountId'),
          subaccountName: str(x, 'subaccountName'),
          venueName: str(x, 'venueName'),
          symbol: str(x, 'symbol'),
          productType: str(x, 'productType'),
          side: str(x, 'side'),
          size: str(x, 'size'),
          entryPrice: str(x, 'entryPrice'),
          markPrice: str(x, 'markPrice'),
          unrealisedPnl: str(x, 'unrealisedPnl'),
          margin: str(x, 'margin'),
          liquidationPrice: optStr(x, 'liquidationPrice') ?? '',
          leverage: str(x, 'leverage'),
        };
      }),
  );

export interface Loan {
  readonly id: number;
  readonly token: string;
  readonly principal: string;
  readonly annualRate: string;
  readonly startedAt: number;
  readonly dueAt: number;
  readonly accruedInterest: string;
  readonly outstanding: string;
}

export interface CreditReport {
  readonly limit: string;
  readonly used: string;
  readonly remaining: string;
  readonly frozen: boolean;
  readonly frozenReason: string | null;
  readonly loans: readonly Loan[];
  readonly amountsDue: readonly { token: string; amount: string; dueAt: number; loanId: number }[];
}

export const creditQuery: QueryDef<CreditReport> = defineQuery(
  {
    key: ['portfolio_credit'],
    call: { method: 'GET', path: '/v4/portfolio_credit' },
    invalidatedBy: ['balances', 'fills'],
  },
  (raw) => {
    const o = record(raw, 'credit');
    return {
      limit: str(o, 'limit'),
      used: str(o, 'used'),
      remaining: str(o, 'remaining'),
      frozen: o['frozen'] === true,
      frozenReason: optStr(o, 'frozenReason'),
      loans: list(o['loans'], 'loans').map((l) => {
        const x = record(l, 'loan');
        return {
          id: num(x, 'id'),
          token: str(x, 'token'),
          principal: str(x, 'principal'),
          annualRate: str(x, 'annualRate'),
          startedAt: num(x, 'startedAt'),
          dueAt: num(x, 'dueAt'),
          accruedInterest: str(x, 'accruedInterest'),
          outstanding: str(x, 'outstanding'),
        };
      }),
      amountsDue: list(o['amountsDue'], 'amountsDue').map((d) => {
        const x = record(d, 'due');
        return {
          token: str(x, 'token'),
          amount: str(x, 'amount'),
          dueAt: num(x, 'dueAt'),
          loanId: num(x, 'loanId'),
        };
      }),
    };
  },
);
