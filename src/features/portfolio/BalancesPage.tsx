// Portfolio → Balances (issue 13 "Balances"): totals in USD; per token the equity balance (spec
// 3.3 token balance row), available, held and USD value; every venue/subaccount row in a
// virtualised table. Amounts follow spec 5 (2 decimals fiat-like, 8 otherwise, padded). Live:
// the private stream marks the read stale after a fill, an RFQ execution or a transfer.
import { useMemo } from 'react';
import { displayPrice, formatAmount, formatUsd } from '../../../domain/numbers';
import { visibleBalances } from '../../tab/portfolio/state';
import { portfolioBalanceQuery, type HoldingRow, type TokenTotal } from '../../tab/portfolio/wire';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { groupByVenue } from '../account/venueGroups';
import { VirtualTable, type Column } from '../edge/trading/VirtualTable';
import '../edge/trading/trading.css';
import { PageState, Stat } from './Outcome';
import { GROUP_LABELS } from './PortfolioLayout';
import {
  usePortfolioColumns,
  usePortfolioFilter,
  usePortfolioState,
  usePortfolioStore,
  useSelection,
} from './usePortfolio';
import { walletButtonFlags, WalletButtons } from '../wallet/WalletButtons';
import { ExportMenu } from '../downloads/ExportMenu';

const price = (p: string | null) => (p === null ? '—' : displayPrice(p));

const TOKEN_COLUMNS: readonly Column<TokenTotal>[] = [
  { id: 'token', label: 'Token', width: 90, render: (r) => r.token, sortValue: (r) => r.token },
  {
    id: 'equity',
    label: 'Equity balance',
    width: 170,
    align: 'right',
    render: (r) => formatAmount(r.equityBalance, r.token),
    sortValue: (r) => Number(r.equityBalance),
  },
  {
    id: 'available',
    label: 'Available',
    width: 170,
    align: 'right',
    render: (r) => formatAmount(r.available, r.token),
    sortValue: (r) => Number(r.available),
  },
  {
    id: 'held',
    label: 'Held',
    width: 150,
    align: 'right',
    render: (r) => formatAmount(r.held, r.token),
    sortValue: (r) => Number(r.held),
  },
  { id: 'price', label: 'Price (USD)', width: 120, align: 'right', render: (r) => price(r.price) },
  {
    id: 'value',
    label: 'Value (USD)',
    width: 160,
    align: 'right',
    render: (r) => (r.price === null ? 'no rate' : formatUsd(r.valueUsd)),
    sortValue: (r) => Number(r.valueUsd),
  },
];

const ROW_COLUMNS: readonly Column<HoldingRow>[] = [
  {
    id: 'venue',
    label: 'Venue',
    width: 120,
    render: (r) => r.venueName,
    sortValue: (r) => r.venueName,
  },
  {
    id: 'kind',
    label: 'Kind',
    width: 100,
    render: (r) => GROUP_LABELS[r.group as keyof typeof GROUP_LABELS] ?? r.group,
    sortValue: (r) => r.group,
  },
  {
    id: 'subaccount',
    label: 'Subaccount',
    width: 180,
    render: (r) => r.subaccountName,
    sortValue: (r) => r.subaccountName,
  },
  ...TOKEN_COLUMNS,
];

export function BalancesPage() {
  const { params, ids } = useSelection();
  const def = useMemo(() => portfolioBalanceQuery(params), [params]);
  const { data, refetch } = useQuery(def);
  const prefs = usePortfolioState((s) => s.prefs);
  // Spec 2.4's deposit, withdraw, transfer and loan buttons, where some account allows them.
  const { accounts } = useSessionData();
  const walletActions = useMemo(() => walletButtonFlags(groupByVenue(accounts)), [accounts]);
  const store = usePortfolioStore();
  const setPref = (key: 'hideSmallBalances' | 'hideZeroBalances', on: boolean) =>
    store.update((s) => ({ ...s, prefs: { ...s.prefs, [key]: on } }));
  const tokenColumns = usePortfolioColumns('portfolio.tokens');
  const rowColumns = usePortfolioColumns('portfolio.balances');
  const [tokenFilter, setTokenFilter] = usePortfolioFilter('portfolio.balances', 'token');
  const matches = (token: string) =>
    tokenFilter === '' || token.toLowerCase().includes(tokenFilter.trim().toLowerCase());

  return (
    <section className="pf-page" data-testid="portfolio-balances">
      <PageState data={data} retry={refetch}>
        {(value) => {
          const tokens = visibleBalances(value.tokens, prefs).filter((t) => matches(t.token));
          const rows = visibleBalances(value.rows, prefs).filter((r) => matches(r.token));
          return (
            <>
              <div className="pf-stats">
                <Stat
                  label="Total equity"
                  value={formatUsd(value.totals.equityUsd)}
                  testId="portfolio-total-equity"
                />
                <Stat label="Available" value={formatUsd(value.totals.availableUsd)} />
                <Stat
                  label="Held (orders, margin, withdrawals)"
                  value={formatUsd(value.totals.heldUsd)}
                />
              </div>
              <div className="pf-toolbar">
                <label className="pf-check">
                  <input
                    type="checkbox"
                    checked={prefs.hideSmallBalances}
                    onChange={(e) => setPref('hideSmallBalances', e.target.checked)}
                    data-testid="hide-small-balances"
                  />
                  Hide small balances (under $1)
                </label>
                <label className="pf-check">
                  <input
                    type="checkbox"
                    checked={prefs.hideZeroBalances}
                    onChange={(e) => setPref('hideZeroBalances', e.target.checked)}
                    data-testid="hide-zero-balances"
                  />
                  Hide zero balances
                </label>
                <ExportMenu kind="portfolio" subaccountIds={ids} />
                <ExportMenu kind="balances" label="Statement" subaccountIds={ids} />
                <input
                  className="input input-sm pf-filter"
                  type="search"
                  placeholder="Filter token"
                  aria-label="Filter token"
                  value={tokenFilter}
                  onChange={(e) => setTokenFilter(e.target.value)}
                  data-testid="portfolio-token-filter"
                />
              </div>
              <div className="card pf-card">
                <h2 className="pf-card-title">By token</h2>
                <div className="pf-table pf-table-short">
                  <VirtualTable
                    table="portfolio.tokens"
                    {...tokenColumns}
                    columns={TOKEN_COLUMNS}
                    rows={tokens}
                    rowKey={(r) => r.token}
                    rowTestId="portfolio-token-row"
                    rowProps={(r) => ({ 'data-token': r.token })}
                    empty="No balances"
                  />
                </div>
              </div>
              <div className="card pf-card">
                <div className="pf-card-head">
                  <h2 className="pf-card-title">By venue and subaccount</h2>
                  <WalletButtons {...walletActions} />
                </div>
                <div className="pf-table">
                  <VirtualTable
                    table="portfolio.balances"
                    {...rowColumns}
                    columns={ROW_COLUMNS}
                    rows={rows}
                    rowKey={(r) => `${r.subaccountId}:${r.token}`}
                    rowTestId="portfolio-balance-row"
                    rowProps={(r) => ({
                      'data-subaccount': String(r.subaccountId),
                      'data-token': r.token,
                    })}
                    empty="No balances"
                  />
                </div>
              </div>
            </>
          );
        }}
      </PageState>
    </section>
  );
}

export default BalancesPage;
