// Settlement (docs/post-trade.md "Settlement"): crypto and fiat batches, one per daily cycle,
// netting what the institution owes the provider and is owed per counterparty account and
// asset. The selected row is spec 3.7's "current crypto settlement row" (or fiat): its lines,
// disputes and the settle action (a maker-checker request where the approval policy says so).
import { useMemo, useState } from 'react';
import { formatDateUtc, formatDateTimeUtc } from '../../../domain/dates';
import { formatAmount } from '../../../domain/numbers';
import {
  disputeCall,
  settleCall,
  settlementQuery,
  type SettlementBatch,
  type SettlementLine,
} from '../../tab/posttrade/wire';
import { useMutation, useQuery } from '../../tab/react/query';
import { PageState } from '../portfolio/Outcome';
import { PostTradeShell } from './Shell';

const STATUS_TEXT: Readonly<Record<string, string>> = {
  cycle_running: 'Cycle running',
  open: 'Open',
  pending_approval: 'Request in progress',
  settled: 'Settled',
  settled_with_disputes: 'Settled, disputes open',
  nothing_to_settle: 'Nothing to settle',
};
const STATUS_CLASS: Readonly<Record<string, string>> = {
  settled: 'success',
  settled_with_disputes: 'warning',
  pending_approval: 'warning',
  open: '',
};

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function Badge({ status }: { readonly status: string }) {
  return (
    <span className={`pt-badge ${STATUS_CLASS[status] ?? ''}`}>
      {STATUS_TEXT[status] ?? status}
    </span>
  );
}

const signed = (v: string, token: string) => (
  <span className={v.startsWith('-') ? 'pt-neg' : v === '0' ? '' : 'pt-pos'}>
    {formatAmount(v, token)}
  </span>
);

export function SettlementPage() {
  const [kind, setKind] = useState<'crypto' | 'fiat'>('crypto');
  const { data, refetch } = useQuery(useMemo(() => settlementQuery(kind), [kind]));
  const [current, setCurrent] = useState<{ kind: string; cycleStart: number } | null>(null);

  return (
    <PostTradeShell
      title="Trade Settlement"
      subtitle="Netted settlement batches per asset and counterparty account, one per daily cycle (00:00 UTC)."
      testId="trade-settlement"
    >
      <nav className="pf-subtabs" aria-label="Batch kind">
        {(['crypto', 'fiat'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={`pf-chip${kind === k ? ' active' : ''}`}
            onClick={() => setKind(k)}
            data-testid={`pt-settlement-${k}`}
          >
            {k === 'crypto' ? 'Crypto' : 'Fiat'}
          </button>
        ))}
      </nav>
      <PageState data={data} retry={refetch}>
        {(v) => {
          const row =
            v.batches.find(
              (b) =>
                current !== null && b.kind === current.kind && b.cycleStart === current.cycleStart,
            ) ??
            v.batches.find((b) => b.status === 'open') ??
            v.batches[0];
          return (
            <div className="pt-split">
              <div className="card pf-card">
                <h2 className="pf-card-title">Batches</h2>
                <table className="pf-data" data-testid="pt-batches">
                  <thead>
                    <tr>
                      <th>Cycle</th>
                      <th>Status</th>
                      <th className="num">Lines</th>
                      <th className="num">Trades</th>
                      <th>Net per asset</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.batches.map((b) => (
                      <tr
                        key={b.cycleStart}
                        className={`pt-clickable${row === b ? ' pt-selected' : ''}`}
                        onClick={() => setCurrent({ kind: b.kind, cycleStart: b.cycleStart })}
                        data-testid="pt-batch-row"
                        data-status={b.status}
                      >
                        <td>{formatDateUtc(b.cycleStart)}</td>
                        <td>
                          <Badge status={b.status} />
                        </td>
                        <td className="num">{b.lines.length}</td>
                        <td className="num">{b.lines.reduce((s, l) => s + l.trades, 0)}</td>
                        <td>
                          {b.lines.map((l) => (
                            <span key={`${l.subaccountId}:${l.token}`}>
                              {signed(l.net, l.token)} {l.token}{' '}
                            </span>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {row ? (
                <BatchCard batch={row} accounts={v.settlementAccounts} />
              ) : (
                <div className="card pf-card">No batches</div>
              )}
            </div>
          );
        }}
      </PageState>
    </PostTradeShell>
  );
}

function BatchCard({
  batch,
  accounts,
}: {
  readonly batch: SettlementBatch;
  readonly accounts: readonly { id: number; name: string; venue: string }[];
}) {
  const mutation = useMutation();
  const [account, setAccount] = useState<number | null>(accounts[0]?.id ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const [disputing, setDisputing] = useState<SettlementLine | null>(null);
  const [reason, setReason] = useState('');
  const open = batch.status === 'open' && batch.id !== null;
  const stale = { tags: ['balances', 'approvals'] as const, keys: [['post_trade']] };

  async function settle() {
    if (batch.id === null || account === null) return;
    const res = await mutation.run<{ status: string; requestId: string | null }>(
      settleCall(batch.id, account, newId()),
      stale,
    );
    setMessage(
      res.ok
        ? res.value.requestId
          ? `Settlement request ${res.value.requestId} is waiting for approval.`
          : 'Batch settled.'
        : res.error,
    );
  }

  async function dispute(line: SettlementLine, text: string | null) {
    if (batch.id === null) return;
    const res = await mutation.run(disputeCall(batch.id, line, text), stale);
    if (!res.ok) setMessage(res.error);
    setDisputing(null);
    setReason('');
  }

  return (
    <div className="card pf-card" data-testid="pt-batch" data-status={batch.status}>
      <h2 className="pf-card-title">
        {batch.kind === 'crypto' ? 'Crypto' : 'Fiat'} batch · {formatDateUtc(batch.cycleStart)}{' '}
        <Badge status={batch.status} />
      </h2>
      <p className="pf-note">
        Cycle {formatDateTimeUtc(batch.cycleStart)} to {formatDateTimeUtc(batch.cycleEnd)}.
        {batch.settledAt !== null ? ` Settled ${formatDateTimeUtc(batch.settledAt)}.` : ''}
        {batch.status === 'cycle_running' ? ' Settles after the cycle closes.' : ''}
      </p>
      <div className="pt-scroll-x">
        <table className="pf-data" data-testid="pt-lines">
          <thead>
            <tr>
              <th>Counterparty account</th>
              <th>Asset</th>
              <th className="num">Owed to provider</th>
              <th className="num">Owed to us</th>
              <th className="num">Net</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {batch.lines.length === 0 ? (
              <tr>
                <td colSpan={7}>No obligations in this cycle</td>
              </tr>
            ) : null}
            {batch.lines.map((l) => (
              <tr key={`${l.subaccountId}:${l.token}`} data-testid="pt-line" data-status={l.status}>
                <td>{l.subaccountName}</td>
                <td>{l.token}</td>
                <td className="num">{formatAmount(l.owed, l.token)}</td>
                <td className="num">{formatAmount(l.receivable, l.token)}</td>
                <td className="num">{signed(l.net, l.token)}</td>
                <td title={l.disputeReason ?? undefined}>
                  {l.status}
                  {l.disputeReason ? `: ${l.disputeReason}` : ''}
                </td>
                <td>
                  {open && l.status === 'open' ? (
                    <button type="button" className="btn btn-sm" onClick={() => setDisputing(l)}>
                      Dispute
                    </button>
                  ) : null}
                  {open && l.status === 'disputed' ? (
                    <button
                      type="button"
                      className="btn btn-sm"
                      onClick={() => void dispute(l, null)}
                    >
                      Withdraw dispute
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {disputing ? (
        <div className="pt-toolbar">
          <label className="pt-field">
            Reason for disputing {disputing.token}
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="pt-dispute-reason"
            />
          </label>
          <button
            type="button"
            className="btn btn-sm"
            disabled={reason.trim().length < 3 || mutation.pending}
            onClick={() => void dispute(disputing, reason.trim())}
          >
            Dispute line
          </button>
        </div>
      ) : null}
      {open ? (
        <div className="pt-toolbar">
          <label className="pt-field">
            Settlement account
            <select value={account ?? ''} onChange={(e) => setAccount(Number(e.target.value))}>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.venue})
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={account === null || mutation.pending}
            onClick={() => void settle()}
            data-testid="pt-settle"
          >
            Settle batch
          </button>
        </div>
      ) : null}
      {message ? (
        <p className="pf-note" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export default SettlementPage;
