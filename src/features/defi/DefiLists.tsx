// The DeFi screen's lists (docs/defi.md): positions with their yield counted up every second
// by the server's rule, the protocols, and the DeFi requests with an approve action for those
// the user may decide.
import { useMemo, useState } from 'react';
import { addDecimal } from '../../../domain/decimal';
import { accruedYield } from '../../../domain/defi';
import { displayAmount } from '../../../domain/numbers';
import {
  canDecide,
  plainNames,
  requestsQuery,
  type ApprovalRequest,
} from '../../tab/approvals/requests';
import type { DefiOverview, DefiPosition } from '../../tab/defi/defi';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { ApproveDialog } from '../approvals/ApproveDialog';
import { apy, useSecondTick, when } from './format';

function liveAccrued(p: DefiPosition, asOf: string, arrived: number, now: number): string {
  const elapsed = Date.parse(asOf) - Date.parse(p.accruedAt) + Math.max(0, now - arrived);
  return addDecimal(p.storedAccrued, accruedYield(p.token, p.principal, p.apyBps, elapsed));
}

export function Positions({ overview }: { readonly overview: DefiOverview }) {
  const now = useSecondTick();
  // When this answer came (to the second): yields count on from the server's as_of by the time
  // since, so the client's clock only measures elapsed time.
  const [arrival, setArrival] = useState(() => ({ asOf: overview.asOf, at: now }));
  if (arrival.asOf !== overview.asOf) setArrival({ asOf: overview.asOf, at: now });
  const arrived = arrival.at;
  const names = new Map(overview.protocols.map((p) => [p.key, p.name]));
  const open = overview.positions.filter((p) => Number(p.principal) > 0 || Number(p.accrued) > 0);
  return (
    <div className="card defi-card" data-testid="defi-positions">
      <h2>Positions and yield</h2>
      {open.length === 0 ? (
        <p className="empty-state">No positions yet. Supply, stake or deposit to start earning.</p>
      ) : (
        <table className="dense-table">
          <thead>
            <tr>
              <th>Protocol</th>
              <th>Vault</th>
              <th className="num">Position</th>
              <th className="num">APY</th>
              <th className="num">Accrued yield</th>
              <th className="num">Claimed</th>
            </tr>
          </thead>
          <tbody>
            {open.map((p) => (
              <tr
                key={p.id}
                data-testid="defi-position-row"
                data-protocol={p.protocol}
                data-token={p.token}
              >
                <td>{names.get(p.protocol) ?? p.protocol}</td>
                <td>{p.vaultName}</td>
                <td className="num mono" data-testid="defi-position-principal">
                  {displayAmount(p.principal, p.token)} {p.token}
                </td>
                <td className="num mono">{apy(p.apyBps)}</td>
                <td className="num mono" data-testid="defi-position-accrued">
                  {displayAmount(liveAccrued(p, overview.asOf, arrived, now), p.token)} {p.token}
                </td>
                <td className="num mono">
                  {displayAmount(p.claimed, p.token)} {p.token}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function Protocols({ overview }: { readonly overview: DefiOverview }) {
  return (
    <div className="card defi-card" data-testid="defi-protocols">
      <h2>Protocols</h2>
      <ul className="defi-protocols">
        {overview.protocols.map((p) => (
          <li key={p.key}>
            <strong>{p.name}</strong> <span className="cell-sub">{p.kind}</span>
            <div className="cell-sub mono">{p.contract}</div>
            <div>
              {p.tokens.map((t) => (
                <span key={t.token} className="defi-chip">
                  {t.token} {apy(t.apyBps)}
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const TONE: Record<string, string> = {
  requested: 'warning',
  executed: 'success',
  failed: 'danger',
  rejected: 'danger',
};

export function Requests({ overview }: { readonly overview: DefiOverview }) {
  const { user } = useSessionData();
  // The open requests as the engine answers them: who may act, for the approve dialog.
  const open = useQuery(requestsQuery({ status: 'requested', kind: '', page: 1, limit: 100 }));
  const byId = useMemo(() => {
    const m = new Map<string, ApprovalRequest>();
    if (open.data.status === 'ready')
      for (const r of open.data.value.requests)
        if (r.kind.startsWith('defi_')) m.set(r.request_id, r);
    return m;
  }, [open.data]);
  const [approving, setApproving] = useState<ApprovalRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="card defi-card" data-testid="defi-requests">
      <h2>Requests</h2>
      {done && (
        <p className="muted" role="status" data-testid="defi-approved">
          {done}
        </p>
      )}
      {overview.requests.length === 0 ? (
        <p className="empty-state">No DeFi transactions requested yet.</p>
      ) : (
        <table className="dense-table">
          <thead>
            <tr>
              <th>Request</th>
              <th>Transaction</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {overview.requests.map((r) => {
              const req = byId.get(r.requestId);
              return (
                <tr key={r.requestId} data-testid="defi-request-row" data-status={r.status}>
                  <td className="mono">
                    #{r.requestId}
                    <div className="cell-sub">{when(r.createdAt)}</div>
                  </td>
                  <td>
                    {r.type} {r.amount !== null ? `${displayAmount(r.amount, r.token)} ` : ''}
                    {r.token} · {r.protocol}
                    <div className="cell-sub">
                      {r.vaultName} · by {r.requester}
                      {r.executedAmount !== null && r.status === 'executed'
                        ? ` · moved ${r.executedAmount} ${r.token}`
                        : ''}
                    </div>
                  </td>
                  <td>
                    <span
                      className={`status-text status-${TONE[r.status] ?? 'neutral'}`}
                      data-testid="defi-request-status"
                    >
                      {r.status}
                    </span>
                  </td>
                  <td>
                    {req && canDecide(req, user.id) && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        onClick={() => setApproving(req)}
                        data-testid="defi-approve"
                      >
                        Approve
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {approving && (
        <ApproveDialog
          request={approving}
          names={plainNames}
          onClose={() => setApproving(null)}
          onDone={(text) => {
            setApproving(null);
            setDone(text);
          }}
        />
      )}
    </div>
  );
}
