// A server-paged, virtualised table of ledger movements (transactions and cashflows): filters
// by token and subaccount, totals per token of everything that matches, and a link to what
// caused each movement (docs/post-trade.md "Transactions").
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { formatAmount } from '../../../domain/numbers';
import type { LedgerGroup } from '../../../domain/reports';
import { ledgerQuery, type LedgerRow } from '../../tab/posttrade/wire';
import { useQuery } from '../../tab/react/query';
import { VirtualTable, type Column } from '../edge/trading/VirtualTable';
import '../edge/trading/trading.css';
import { PageState } from '../portfolio/Outcome';
import { useReadableSubaccounts } from '../portfolio/usePortfolio';
import { ExportMenu } from '../downloads/ExportMenu';
import { Pager } from './AllocationPage';

const PAGE = 500;

/** Where a movement's cause is shown (R-PT-9). */
export function linkTarget(link: { type: string; id: string }): string {
  switch (link.type) {
    case 'order':
      return `/post-trade/ems-transactions/all?order=${link.id}`;
    case 'quote':
      return '/trading/rfq';
    case 'withdrawal':
      return '/wallet/withdraw/recent';
    case 'deposit':
      return '/wallet/deposit/history';
    case 'transfer':
      return '/wallet/transfer/history';
    case 'allocation':
      return '/trade-allocation';
    case 'settlement':
      return '/trade-settlement';
    case 'treasury':
      return '/portfolio/treasury-management';
    default:
      return '/post-trade/transactions';
  }
}

const COLUMNS: readonly Column<LedgerRow>[] = [
  {
    id: 'time',
    label: 'Time (UTC)',
    width: 170,
    render: (r) => formatDateTimeUtc(r.time),
    sortValue: (r) => r.time,
  },
  { id: 'kind', label: 'Kind', width: 110, render: (r) => r.kind, sortValue: (r) => r.kind },
  { id: 'venue', label: 'Venue', width: 100, render: (r) => r.venue },
  {
    id: 'sub',
    label: 'Subaccount',
    width: 150,
    render: (r) => r.subaccountName,
    sortValue: (r) => r.subaccountName,
  },
  { id: 'token', label: 'Token', width: 70, render: (r) => r.token, sortValue: (r) => r.token },
  {
    id: 'amount',
    label: 'Amount',
    width: 150,
    align: 'right',
    render: (r) => (
      <span className={r.amount.startsWith('-') ? 'pt-neg' : 'pt-pos'}>
        {formatAmount(r.amount, r.token)}
      </span>
    ),
    sortValue: (r) => Number(r.amount),
  },
  {
    id: 'cause',
    label: 'Caused by',
    width: 170,
    render: (r) =>
      r.link ? (
        <Link to={linkTarget(r.link)} data-testid="pt-cause">
          {r.link.type} #{r.link.id.length > 12 ? `${r.link.id.slice(0, 12)}…` : r.link.id}
        </Link>
      ) : (
        <span title={r.ref}>{r.ref.startsWith('demo:') ? 'history' : r.ref}</span>
      ),
  },
  { id: 'journal', label: 'Journal', width: 120, render: (r) => r.journalId },
];

export function LedgerTable({
  groups,
  table,
  testId,
  exportKind,
}: {
  readonly groups: readonly LedgerGroup[] | null;
  readonly table: string;
  readonly testId: string;
  /** The report kind the card's Export produces, with the card's filters (docs/reports.md). */
  readonly exportKind: 'transactions' | 'cashflows';
}) {
  const subs = useReadableSubaccounts();
  const [offset, setOffset] = useState(0);
  const [token, setToken] = useState('');
  const [sub, setSub] = useState<number | null>(null);
  const key = groups?.join(',') ?? '';
  const def = useMemo(
    () =>
      ledgerQuery({
        groups: key === '' ? null : key.split(','),
        token: /^[A-Z0-9]{2,12}$/.test(token) ? token : null,
        subaccountIds: sub === null ? [] : [sub],
        offset,
        limit: PAGE,
      }),
    [key, token, sub, offset],
  );
  const { data, refetch } = useQuery(def);
  const exportToken = /^[A-Z0-9]{2,12}$/.test(token) ? token : undefined;
  return (
    <div className="card pf-card" data-testid={testId}>
      <div className="pt-toolbar">
        <label className="pt-field">
          Token
          <input
            value={token}
            placeholder="All"
            onChange={(e) => {
              setToken(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
              setOffset(0);
            }}
            data-testid="pt-filter-token"
          />
        </label>
        <label className="pt-field">
          Subaccount
          <select
            value={sub ?? ''}
            onChange={(e) => {
              setSub(e.target.value === '' ? null : Number(e.target.value));
              setOffset(0);
            }}
          >
            <option value="">All</option>
            {subs.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <span className="pt-toolbar-end">
          <ExportMenu
            kind={exportKind}
            {...(sub === null ? {} : { subaccountIds: [sub] })}
            filters={{
              ...(groups ? { groups } : {}),
              ...(exportToken ? { token: exportToken } : {}),
            }}
          />
        </span>
      </div>
      <PageState data={data} retry={refetch}>
        {(v) => (
          <>
            <p className="pf-note" data-testid="pt-ledger-totals">
              Net of all {v.total} matching:{' '}
              {v.totals.length === 0
                ? 'nothing'
                : v.totals.map((t) => `${formatAmount(t.amount, t.token)} ${t.token}`).join(' · ')}
            </p>
            <div className="pf-table">
              <VirtualTable
                table={table}
                columns={COLUMNS}
                rows={v.rows}
                rowKey={(r) => r.id}
                rowTestId="pt-ledger-row"
                rowProps={(r) => ({ 'data-kind': r.kind })}
                empty="No movements"
              />
            </div>
            <Pager offset={offset} total={v.total} page={PAGE} onChange={setOffset} />
          </>
        )}
      </PageState>
    </div>
  );
}
