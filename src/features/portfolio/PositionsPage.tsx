// Portfolio → Positions: every venue's open positions of the selection in one virtualised table.
import { useMemo } from 'react';
import { displayPrice, formatUsd } from '../../../domain/numbers';
import { positionsQuery, type PositionRow } from '../../tab/portfolio/wire';
import { useQuery } from '../../tab/react/query';
import { VirtualTable, type Column } from '../edge/trading/VirtualTable';
import '../edge/trading/trading.css';
import { PageState } from './Outcome';
import { usePortfolioColumns, useSelection } from './usePortfolio';
import { ExportMenu } from '../downloads/ExportMenu';

const COLUMNS: readonly Column<PositionRow>[] = [
  {
    id: 'venue',
    label: 'Venue',
    width: 130,
    render: (r) => r.venueName,
    sortValue: (r) => r.venueName,
  },
  {
    id: 'subaccount',
    label: 'Subaccount',
    width: 160,
    render: (r) => r.subaccountName,
    sortValue: (r) => r.subaccountName,
  },
  {
    id: 'symbol',
    label: 'Symbol',
    width: 170,
    render: (r) => r.symbol,
    sortValue: (r) => r.symbol,
  },
  { id: 'product', label: 'Product', width: 140, render: (r) => r.productType },
  { id: 'side', label: 'Side', width: 70, render: (r) => r.side, sortValue: (r) => r.side },
  {
    id: 'size',
    label: 'Size',
    width: 110,
    align: 'right',
    render: (r) => r.size,
    sortValue: (r) => Number(r.size),
  },
  {
    id: 'entry',
    label: 'Entry',
    width: 110,
    align: 'right',
    render: (r) => displayPrice(r.entryPrice),
  },
  {
    id: 'mark',
    label: 'Mark',
    width: 110,
    align: 'right',
    render: (r) => displayPrice(r.markPrice),
  },
  {
    id: 'upnl',
    label: 'Unrealised PnL',
    width: 140,
    align: 'right',
    render: (r) => formatUsd(r.unrealisedPnl),
    sortValue: (r) => Number(r.unrealisedPnl),
  },
  { id: 'margin', label: 'Margin', width: 120, align: 'right', render: (r) => formatUsd(r.margin) },
  {
    id: 'liq',
    label: 'Liq. price',
    width: 110,
    align: 'right',
    render: (r) => (r.liquidationPrice === '' ? '—' : displayPrice(r.liquidationPrice)),
  },
  { id: 'lev', label: 'Leverage', width: 80, align: 'right', render: (r) => `${r.leverage}×` },
];

export function PositionsPage() {
  const columnState = usePortfolioColumns('portfolio.positions');
  const { params, ids } = useSelection();
  const { data, refetch } = useQuery(useMemo(() => positionsQuery(params), [params]));
  return (
    <section className="pf-page" data-testid="portfolio-positions">
      <PageState data={data} retry={refetch}>
        {(rows) => (
          <div className="card pf-card">
            <div className="pf-card-head">
              <h2 className="pf-card-title">Open positions ({rows.length})</h2>
              <ExportMenu kind="open_positions" subaccountIds={ids} />
            </div>
            <div className="pf-table">
              <VirtualTable
                table="portfolio.positions"
                {...columnState}
                columns={COLUMNS}
                rows={rows}
                rowKey={(r) => `${r.subaccountId}:${r.symbol}:${r.side}`}
                rowTestId="portfolio-position-row"
                rowProps={(r) => ({
                  'data-subaccount': String(r.subaccountId),
                  'data-symbol': r.symbol,
                })}
                empty="No open positions in the selection"
              />
            </div>
          </div>
        )}
      </PageState>
    </section>
  );
}

export default PositionsPage;
