// The custody pages: accounts, vaults, a vault (balances, bonded, unbonding, rewards, addresses,
// history), transactions and the two pending-request lists. Each list is a spec 3.7 table
// (items, total, page, createdItem, selectedItem, updatedItem) loaded a server page at a time.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { accruedReward, stakingAsset, statusText } from '../../../domain/custody';
import { formatDateTimeUtc } from '../../../domain/dates';
import { addDecimal, normalizeDecimal, signDecimal } from '../../../domain/decimal';
import { groupThousands } from '../../../domain/numbers';
import { canDecide, plainNames } from '../../tab/approvals/requests';
import {
  custodyAccountsQuery,
  NO_TX_FILTER,
  NO_PENDING_FILTER,
  pendingRequestsQuery,
  type PendingFilter,
  transactionsQuery,
  TX_PAGE_SIZE,
  vaultQuery,
  vaultsQuery,
  type CustodyAccount,
  type CustodyTx,
  type Page,
  type PendingRequest,
  type TxFilter,
  type TxSort,
  type Vault,
  type VaultBalance,
  type VaultDetail,
} from '../../tab/custody/custody';
import {
  applyUpdate,
  emptyTable,
  loadPage,
  sameItem,
  selectItem,
  setCreated,
  type CustodyTable as TableState,
  type Identified,
} from '../../tab/custody/table';
import type { Loadable } from '../../tab/loadable';
import { useSessionData } from '../../tab/react/hooks';
import { useServerTime } from '../../tab/react/market';
import { useQuery } from '../../tab/react/query';
import { SelectField, TextField } from '../../ui/fields';
import { ApproveDialog } from '../approvals/ApproveDialog';
import type { FlowOpener } from './CustodyPage';
import { CustodyTable, type CustodyColumn } from './CustodyTable';
import { BeneficiaryDialog, PendingDetail, VideoVerificationDialog } from './Details';
import { NextStep, StatusBadge } from './Status';

const shown = <T,>(data: Loadable<T>): T | null =>
  data.status === 'ready' ? data.value : data.status === 'idle' ? null : (data.stale ?? null);

/** Amounts exact (no trailing zeros), grouped for reading. */
export const amountText = (v: string): string => groupThousands(normalizeDecimal(v));

/**
 * A spec 3.7 table fed by server pages: the page in view is merged (loadPage) into what the
 * user did (selected, created, updated items), so a fresh page refreshes those rows too.
 */
function useTable<T extends Identified>(page: Page<T> | null) {
  const [local, setLocal] = useState<TableState<T>>(emptyTable<T>);
  const table = useMemo(() => (page === null ? local : loadPage(local, page)), [local, page]);
  const update = (change: (t: TableState<T>) => TableState<T>) => setLocal(change(table));
  return [table, update] as const;
}

function LoadState({
  data,
  retry,
}: {
  readonly data: Loadable<unknown>;
  readonly retry: () => void;
}) {
  if (data.status === 'error')
    return (
      <div className="alert-error" role="alert">
        {data.message}{' '}
        <button type="button" className="btn btn-sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  if (data.status === 'loading' && data.stale === undefined)
    return <div className="card cu-state skeleton" aria-busy="true" />;
  return null;
}

function Pager(props: {
  readonly page: number;
  readonly total: number;
  readonly size: number;
  readonly count: number;
  readonly onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  return (
    <footer className="cu-pager">
      <span className="muted" data-testid="custody-page-range">
        {props.total === 0
          ? 'Nothing yet'
          : `${(props.page - 1) * props.size + 1}–${(props.page - 1) * props.size + props.count} of ${props.total}`}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </button>
      <span className="mono">
        {props.page} / {pages}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </button>
    </footer>
  );
}

// ---- accounts ----

const ACCOUNT_COLUMNS: readonly CustodyColumn<CustodyAccount>[] = [
  { id: 'name', label: 'Account', width: 'minmax(200px, 1fr)', render: (a) => a.name },
  { id: 'vaults', label: 'Vaults', width: '120px', align: 'right', render: (a) => a.vaults },
];

export function AccountsView() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, refetch } = useQuery(custodyAccountsQuery(page));
  const value = shown(data);
  const [table] = useTable(value);
  return (
    <section className="card cu-card" data-testid="custody-accounts">
      <LoadState data={data} retry={refetch} />
      {value !== null && (
        <>
          <CustodyTable
            table="accounts"
            columns={ACCOUNT_COLUMNS}
            rows={table.items}
            rowKey={(a) => a.id}
            rowTestId="custody-account-row"
            empty="No custody accounts you can read."
            onRowClick={(a) => navigate(`/custody/vaults?account=${a.id}`)}
            height={240}
          />
          <Pager
            page={page}
            total={table.total}
            size={50}
            count={table.items.length}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

// ---- vaults ----

function holdings(v: Vault): string {
  return v.balances.map((b) => `${b.token} ${amountText(b.available)}`).join(' · ');
}

const VAULT_COLUMNS: readonly CustodyColumn<Vault>[] = [
  { id: 'name', label: 'Vault', width: 'minmax(160px, 1fr)', sort: 'name', render: (v) => v.name },
  { id: 'account', label: 'Account', width: '140px', render: (v) => v.accountName },
  { id: 'kind', label: 'Kind', width: '90px', render: (v) => v.walletTypes.join(', ') || '—' },
  {
    id: 'holdings',
    label: 'Available',
    width: 'minmax(260px, 2fr)',
    render: (v) => <span className="mono ellipsis">{holdings(v)}</span>,
  },
  {
    id: 'staked',
    label: 'Staked',
    width: '180px',
    render: (v) => (
      <span className="mono">
        {v.balances
          .filter((b) => b.bonded !== '0')
          .map((b) => `${b.token} ${amountText(b.bonded)}`)
          .join(' · ') || '—'}
      </span>
    ),
  },
];

export function VaultsView({ opener }: { readonly opener: FlowOpener }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ column: string; dir: 'asc' | 'desc' }>({
    column: 'name',
    dir: 'asc',
  });
  const [page, setPage] = useState(1);
  const accountId = params.get('account') ?? '';
  const { data, refetch } = useQuery(
    vaultsQuery({
      page,
      accountId,
      search,
      sort: sort.column === 'id' ? 'id' : 'name',
      dir: sort.dir,
    }),
  );
  const value = shown(data);
  const [table] = useTable(value);
  const first = table.items[0];
  return (
    <section className="card cu-card" data-testid="custody-vaults">
      <div className="cu-toolbar">
        <TextField
          label="Search vaults"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          testId="custody-vault-search"
        />
        {first !== undefined && (
          <div className="cu-actions">
            {(['receive', 'send', 'transfer'] as const).map((f) => (
              <button
                key={f}
                type="button"
                className={`btn btn-sm${f === 'send' ? ' btn-primary' : ''}`}
                onClick={() =>
                  opener.open(f, {
                    accountId: first.accountId,
                    vaultId: Number(first.id),
                    network: null,
                  })
                }
                data-testid={`custody-open-${f}`}
              >
                {f === 'receive' ? 'Receive' : f === 'send' ? 'Send' : 'Transfer'}
              </button>
            ))}
          </div>
        )}
      </div>
      <LoadState data={data} retry={refetch} />
      {value !== null && (
        <>
          <CustodyTable
            table="vaults"
            columns={VAULT_COLUMNS}
            rows={table.items}
            rowKey={(v) => v.id}
            rowTestId="custody-vault-row"
            empty="No vaults match."
            sort={sort}
            onSort={setSort}
            onRowClick={(v) => navigate(`/custody/vaults/${v.id}`)}
            height={300}
          />
          <Pager
            page={page}
            total={table.total}
            size={50}
            count={table.items.length}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

// ---- one vault ----

/** The vault's required-details tiers (R-CUST-10), as the initiator meets them. */
function DetailsPolicyNote({ policy }: { readonly policy: VaultDetail['detailsPolicy'] }) {
  const usd = (v: string) => `$${amountText(v)}`;
  const parts = [
    policy.beneficiaryMinUsd === null
      ? null
      : `beneficiary details from ${usd(policy.beneficiaryMinUsd)}`,
    policy.videoMinUsd === null ? null : `a video verification from ${usd(policy.videoMinUsd)}`,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return (
    <p className="muted" data-testid="custody-details-policy">
      External sends need {parts.join(' and ')}.
    </p>
  );
}

/**
 * Pending rewards accruing live: what the server computed at `asOf`, plus what the bonded amount
 * has earned at the asset's rate since (the same `accruedReward` the staking chain pays with).
 */
function PendingRewards({ balance, asOf }: { balance: VaultBalance; asOf: number | null }) {
  const now = useServerTime(1000);
  const asset = stakingAsset(balance.token);
  if (asOf === null || !asset || signDecimal(balance.bonded) <= 0)
    return <>{amountText(balance.pendingRewards)}</>;
  const accrued = accruedReward(asset, balance.bonded, now - asOf);
  return <>{amountText(addDecimal(balance.pendingRewards, accrued))}</>;
}

export function VaultDetailView({
  id,
  opener,
}: {
  readonly id: number;
  readonly opener: FlowOpener;
}) {
  const { data, refetch } = useQuery(vaultQuery(id));
  const vault = shown(data);
  if (vault === null) return <LoadState data={data} retry={refetch} />;
  const pre = (b?: VaultBalance) => ({
    accountId: vault.accountId,
    vaultId: id,
    network: b ? (vault.addresses.find((a) => a.token === b.token)?.network ?? null) : null,
  });
  return (
    <div className="cu-page" data-testid="custody-vault">
      <section className="card cu-card">
        <div className="cu-toolbar">
          <div>
            <h2 className="cu-title" data-testid="custody-vault-name">
              {vault.name}
            </h2>
            <p className="muted">
              {vault.accountName} · {vault.walletTypes.join(', ') || 'Vault'}
            </p>
            <DetailsPolicyNote policy={vault.detailsPolicy} />
          </div>
          <div className="cu-actions">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => opener.open('receive', pre())}
              data-testid="custody-open-receive"
            >
              Receive
            </button>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!vault.canWithdraw}
              onClick={() => opener.open('send', pre(vault.balances[0]))}
              data-testid="custody-open-send"
            >
              Send
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={!vault.canTransfer}
              onClick={() => opener.open('transfer', pre())}
              data-testid="custody-open-transfer"
            >
              Transfer
            </button>
          </div>
        </div>
        <table className="cu-balances" data-testid="custody-balances">
          <thead>
            <tr>
              <th>Token</th>
              <th className="cu-right">Available</th>
              <th className="cu-right">Bonded</th>
              <th className="cu-right">Unbonding</th>
              <th className="cu-right">Rewards paid</th>
              <th className="cu-right">Pending rewards</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {vault.balances.map((b) => (
              <tr key={b.token} data-testid="custody-balance-row" data-token={b.token}>
                <td>{b.token}</td>
                <td className="cu-right mono">{amountText(b.available)}</td>
                <td className="cu-right mono" data-testid="custody-bonded">
                  {amountText(b.bonded)}
                </td>
                <td className="cu-right mono">{amountText(b.unbonding)}</td>
                <td className="cu-right mono">{amountText(b.rewardsPaid)}</td>
                <td className="cu-right mono" data-testid="custody-pending-rewards">
                  <PendingRewards balance={b} asOf={vault.asOf} />
                </td>
                <td className="cu-right">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => opener.open('send', pre(b))}
                  >
                    Send
                  </button>
                  {stakingAsset(b.token) !== undefined && (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() =>
                          opener.stake({
                            vaultId: id,
                            token: b.token,
                            action: 'stake',
                            bonded: b.bonded,
                          })
                        }
                        data-testid={`custody-stake-${b.token}`}
                      >
                        Stake
                      </button>
                      {b.bonded !== '0' && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() =>
                            opener.stake({
                              vaultId: id,
                              token: b.token,
                              action: 'unstake',
                              bonded: b.bonded,
                            })
                          }
                          data-testid={`custody-unstake-${b.token}`}
                        >
                          Unstake
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card cu-card">
        <h3 className="cu-subtitle">Addresses</h3>
        <ul className="cu-addresses" data-testid="custody-addresses">
          {vault.addresses.map((a) => (
            <li key={`${a.token}-${a.network}`}>
              <span className="cu-address-token">
                {a.token} · {a.network}
              </span>
              <span className="mono">{a.address}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card cu-card">
        <h3 className="cu-subtitle">History</h3>
        <TransactionsList fixedVault={String(id)} table="vault-history" />
      </section>
    </div>
  );
}

// ---- transactions ----

const TX_COLUMNS: readonly CustodyColumn<CustodyTx>[] = [
  {
    id: 'time',
    label: 'Time (UTC)',
    width: '178px',
    sort: 'created_at',
    render: (t) => <span className="mono">{formatDateTimeUtc(Date.parse(t.createdAt))}</span>,
  },
  { id: 'type', label: 'Type', width: '80px', sort: 'type', render: (t) => t.type },
  { id: 'vault', label: 'Vault', width: '110px', render: (t) => t.vaultName },
  { id: 'token', label: 'Token', width: '64px', sort: 'token', render: (t) => t.token },
  {
    id: 'amount',
    label: 'Amount',
    width: '150px',
    align: 'right',
    sort: 'amount',
    render: (t) => <span className="mono">{amountText(t.amount)}</span>,
  },
  {
    id: 'fee',
    label: 'Fee',
    width: '90px',
    align: 'right',
    render: (t) => (
      <span className="mono">{normalizeDecimal(t.fee) === '0' ? '—' : amountText(t.fee)}</span>
    ),
  },
  {
    id: 'counterparty',
    label: 'Destination / validator',
    width: 'minmax(160px, 1fr)',
    render: (t) => (
      <span className="mono ellipsis" title={t.destination || (t.validator ?? '')}>
        {t.destination || t.validator || '—'}
      </span>
    ),
  },
  {
    id: 'status',
    label: 'Status',
    width: '120px',
    sort: 'status',
    render: (t) => <StatusBadge status={t.status} />,
  },
  {
    id: 'hash',
    label: 'Hash',
    width: '150px',
    render: (t) => (
      <span className="mono ellipsis" title={t.hash ?? ''} data-testid="custody-tx-hash">
        {t.hash ?? '—'}
      </span>
    ),
  },
];

const TYPE_OPTIONS = ['deposit', 'send', 'transfer', 'stake', 'unstake', 'reward'].map((t) => ({
  value: t,
  label: t[0]?.toUpperCase() + t.slice(1),
}));

function TransactionsList({
  fixedVault,
  table: name,
}: {
  readonly fixedVault?: string;
  readonly table: string;
}) {
  const [filter, setFilter] = useState<TxFilter>({ ...NO_TX_FILTER, vaultId: fixedVault ?? '' });
  const { data, refetch } = useQuery(transactionsQuery(filter));
  const value = shown(data);
  const [table, setTable] = useTable(value);
  const set = (patch: Partial<TxFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const selected = table.selectedItem;
  return (
    <div className="cu-page" data-testid={`custody-${name}`}>
      <div className="cu-toolbar">
        <SelectField
          label="Type"
          value={filter.type}
          onChange={(type) => set({ type })}
          emptyOption="All types"
          options={TYPE_OPTIONS}
          testId={`custody-${name}-type`}
        />
        <TextField
          label="Token"
          value={filter.token}
          onChange={(v) => set({ token: v.toUpperCase().replace(/[^A-Z0-9]/g, '') })}
          placeholder="Any"
        />
        <TextField
          label="Search"
          value={filter.search}
          onChange={(search) => set({ search })}
          placeholder="Hash, address, validator"
        />
      </div>
      <LoadState data={data} retry={refetch} />
      {value !== null && (
        <>
          <CustodyTable
            table={name}
            columns={TX_COLUMNS}
            rows={table.items}
            rowKey={(t) => t.id}
            rowTestId="custody-tx-row"
            empty="No transactions match."
            sort={{ column: filter.sort, dir: filter.dir }}
            onSort={(s) => set({ sort: s.column as TxSort, dir: s.dir })}
            onRowClick={(t) => setTable((s) => selectItem(s, t))}
            selectedKey={selected?.id ?? null}
          />
          <Pager
            page={filter.page}
            total={table.total}
            size={TX_PAGE_SIZE}
            count={table.items.length}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
      {selected !== null && (
        <div className="cu-detail card" data-testid="custody-tx-detail">
          <div className="cu-detail-row">
            <strong>
              {selected.type} {amountText(selected.amount)} {selected.token}
            </strong>
            <StatusBadge status={selected.status} />
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setTable((s) => selectItem(s, null))}
            >
              Close
            </button>
          </div>
          <NextStep status={selected.status} />
          <dl className="cu-dl">
            <dt>Network</dt>
            <dd>{selected.network}</dd>
            <dt>Destination</dt>
            <dd className="mono">{selected.destination || '—'}</dd>
            {selected.validator !== null && (
              <>
                <dt>Validator</dt>
                <dd>{selected.validator}</dd>
              </>
            )}
            {selected.confirmations !== null && (
              <>
                <dt>Confirmations</dt>
                <dd>
                  {selected.confirmations} / {selected.requiredConfirmations}
                </dd>
              </>
            )}
            <dt>Hash</dt>
            <dd className="mono">{selected.hash ?? 'Not broadcast yet'}</dd>
            {selected.availableAt !== null && (
              <>
                <dt>Back in the vault</dt>
                <dd>{formatDateTimeUtc(Date.parse(selected.availableAt))} UTC</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </div>
  );
}

export function TransactionsView() {
  return (
    <section className="card cu-card">
      <TransactionsList table="transactions" />
    </section>
  );
}

// ---- pending requests ----

function pendingSummary(r: PendingRequest): string {
  const p = r.payload;
  const amount = typeof p['amount'] === 'string' ? amountText(p['amount']) : '';
  const token = typeof p['token'] === 'string' ? p['token'] : '';
  if (r.kind === 'custody_stake')
    return `${p['action'] === 'unstake' ? 'Unstake' : 'Stake'} ${amount} ${token} · ${String(p['validator'] ?? '')}`;
  return `Send ${amount} ${token} (${p['destination_type'] === 'vault' ? 'to a vault' : 'to a whitelisted address'})`;
}

/** What a row offers the caller: approve, or the next required-details step they can take. */
interface PendingActions {
  readonly userId: number;
  readonly approve: (r: PendingRequest) => void;
  readonly beneficiary: (r: PendingRequest) => void;
  readonly video: (r: PendingRequest) => void;
}

function PendingAction({ r, on }: { readonly r: PendingRequest; readonly on: PendingActions }) {
  const button = (
    label: string,
    testId: string,
    act: (r: PendingRequest) => void,
    primary = true,
  ) => (
    <button
      type="button"
      className={`btn btn-sm${primary ? ' btn-primary' : ''}`}
      onClick={(e) => {
        e.stopPropagation();
        act(r);
      }}
      data-testid={testId}
    >
      {label}
    </button>
  );
  const own = r.request.requester_id === on.userId;
  if (r.detailsStatus === 'required_beneficiary_details')
    return own ? (
      button('Add details', 'custody-add-beneficiary', on.beneficiary)
    ) : (
      <span className="muted">Waiting for details</span>
    );
  if (r.detailsStatus !== null)
    return !own && canDecide(r.request, on.userId) ? (
      button('Record video', 'custody-record-video', on.video, false)
    ) : (
      <span className="muted">Waiting for video</span>
    );
  return r.canAct ? (
    button('Approve', 'custody-approve', on.approve)
  ) : (
    <span className="muted">Waiting</span>
  );
}

const pendingColumns = (on: PendingActions): CustodyColumn<PendingRequest>[] => [
  {
    id: 'time',
    label: 'Requested (UTC)',
    sort: 'created_at',
    width: '178px',
    render: (r) => <span className="mono">{formatDateTimeUtc(Date.parse(r.createdAt))}</span>,
  },
  { id: 'id', label: 'Request', width: '80px', render: (r) => `#${r.id}` },
  { id: 'what', label: 'What', width: 'minmax(240px, 2fr)', render: pendingSummary },
  {
    id: 'requester',
    label: 'Requester',
    width: '160px',
    render: (r) => r.request.requester?.name ?? `user #${r.request.requester_id}`,
  },
  {
    id: 'approvals',
    label: 'Approvals',
    width: '120px',
    render: (r) => (
      <span className="cu-status cu-status-warning" data-testid="custody-request-status">
        {r.statusText}
      </span>
    ),
  },
  {
    id: 'details',
    label: 'Details',
    width: '210px',
    render: (r) =>
      r.detailsStatus === null ? (
        <span className="muted">—</span>
      ) : (
        <span data-testid="custody-request-details">
          <StatusBadge status={r.detailsStatus} />
        </span>
      ),
  },
  {
    id: 'action',
    label: '',
    width: '130px',
    render: (r) => <PendingAction r={r} on={on} />,
  },
];

/** The request the user just made, kept current by the list's merges (spec 3.7 createdItem). */
function CreatedNotice(props: {
  readonly item: PendingRequest;
  readonly listed: boolean;
  readonly firstPage: boolean;
  readonly onClose: () => void;
}) {
  const r = props.item;
  const gone = !props.listed && props.firstPage;
  return (
    <div className="cu-notice cu-created" role="status" data-testid="custody-created">
      <span>
        Your request #{r.id} · {pendingSummary(r)} ·{' '}
        {gone ? 'no longer waiting for approval' : r.statusText}
      </span>
      {!gone && r.detailsStatus !== null && <StatusBadge status={r.detailsStatus} />}
      <button type="button" className="btn btn-ghost btn-sm" onClick={props.onClose}>
        Dismiss
      </button>
    </div>
  );
}

export function PendingView({
  which,
  created,
}: {
  readonly which: 'requests' | 'staking';
  /** The request this tab made last (the table's createdItem), or null. */
  readonly created: PendingRequest | null;
}) {
  const [filter, setFilter] = useState<PendingFilter>(NO_PENDING_FILTER);
  const set = (patch: Partial<PendingFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const { data, refetch } = useQuery(pendingRequestsQuery(which, filter));
  const vaultList = useQuery(
    vaultsQuery({ page: 1, accountId: '', search: '', sort: 'name', dir: 'asc' }),
  ).data;
  const vaultOptions =
    vaultList.status === 'ready'
      ? vaultList.value.items.map((v) => ({ value: v.id, label: v.name }))
      : [];
  const value = shown(data);
  const [table, setTable] = useTable(value);
  useEffect(() => {
    if (created !== null) setTable((s) => setCreated(s, created));
    // Only a new created request resets it; the table's own changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);
  const { user } = useSessionData();
  const [approving, setApproving] = useState<PendingRequest | null>(null);
  const [detailing, setDetailing] = useState<{
    readonly request: PendingRequest;
    readonly step: 'beneficiary' | 'video';
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      pendingColumns({
        userId: user.id,
        approve: setApproving,
        beneficiary: (request) => setDetailing({ request, step: 'beneficiary' }),
        video: (request) => setDetailing({ request, step: 'video' }),
      }),
    [user.id],
  );
  const detailsDone = (request: PendingRequest, detailsStatus: string | null) => {
    setTable((s) => applyUpdate(s, { ...request, detailsStatus }));
    setDetailing(null);
    setDone(
      detailsStatus === null
        ? `Request #${request.id} can now be approved.`
        : `Request #${request.id}: ${statusText(detailsStatus)}.`,
    );
  };
  return (
    <section className="card cu-card" data-testid={`custody-pending-${which}`}>
      {done !== null && (
        <div className="cu-notice" role="status" data-testid="custody-approved">
          {done}
        </div>
      )}
      <div className="cu-toolbar">
        <SelectField
          label="Vault"
          value={filter.vaultId}
          onChange={(vaultId) => set({ vaultId })}
          emptyOption="All vaults"
          options={vaultOptions}
          testId={`custody-pending-${which}-vault`}
        />
        <TextField
          label="Token"
          value={filter.token}
          onChange={(v) => set({ token: v.toUpperCase().replace(/[^A-Z0-9]/g, '') })}
          placeholder="Any"
        />
      </div>
      <LoadState data={data} retry={refetch} />
      {table.createdItem !== null && value !== null && (
        <CreatedNotice
          item={table.createdItem}
          listed={table.items.some((i) => sameItem(i, table.createdItem as PendingRequest))}
          firstPage={table.page === 1}
          onClose={() => setTable((s) => setCreated(s, null))}
        />
      )}
      {value !== null && (
        <>
          <CustodyTable
            table={`pending-${which}`}
            columns={columns}
            rows={table.items}
            rowKey={(r) => r.id}
            rowTestId="custody-pending-row"
            empty={
              which === 'requests'
                ? 'No sends are waiting for approval.'
                : 'No staking requests are waiting for approval.'
            }
            sort={{ column: 'created_at', dir: filter.dir }}
            onSort={(s) => set({ dir: s.dir })}
            onRowClick={(r) => setTable((s) => selectItem(s, r))}
            selectedKey={table.selectedItem?.id ?? null}
            height={320}
          />
          <Pager
            page={filter.page}
            total={table.total}
            size={100}
            count={table.items.length}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
      {table.selectedItem !== null && (
        <PendingDetail
          request={table.selectedItem}
          summary={pendingSummary(table.selectedItem)}
          onClose={() => setTable((s) => selectItem(s, null))}
        />
      )}
      {detailing?.step === 'beneficiary' && (
        <BeneficiaryDialog
          request={detailing.request}
          onClose={() => setDetailing(null)}
          onDone={(status) => detailsDone(detailing.request, status)}
        />
      )}
      {detailing?.step === 'video' && (
        <VideoVerificationDialog
          request={detailing.request}
          onClose={() => setDetailing(null)}
          onDone={(status) => detailsDone(detailing.request, status)}
        />
      )}
      {approving !== null && (
        <ApproveDialog
          request={approving.request}
          names={plainNames}
          onClose={() => setApproving(null)}
          onDone={(text) => {
            setTable((s) => applyUpdate(s, { ...approving, statusText: text }));
            setApproving(null);
            setDone(text);
          }}
        />
      )}
    </section>
  );
}
