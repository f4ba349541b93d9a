// DeFi (spec 2.3 /v2/defi; docs/defi.md): connect a custody vault to a (simulated) dApp by
// pairing URI, see the sessions and their expiry, act on the dApp's protocols — every contract
// call and token approval is a maker-checker request — and follow positions, yields (counted up
// every second with the server's rule) and the DeFi requests live.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { addDecimal } from '../../../domain/decimal';
import { accruedYield, defiDecimals } from '../../../domain/defi';
import { displayAmount } from '../../../domain/numbers';
import {
  connectCall,
  DEFI_CHANGED,
  defiOverviewQuery,
  defiRequestCall,
  disconnectCall,
  pairingCall,
  TYPE_LABELS,
  type DefiOverview,
  type DefiPosition,
  type DefiSession,
  type DefiTransactionDraft,
} from '../../tab/defi/defi';
import { canDecide, requestsQuery, type ApprovalRequest } from '../../tab/approvals/requests';
import { plainNames } from '../../tab/approvals/requests';
import { useSessionData } from '../../tab/react/hooks';
import { useMutation, useQuery } from '../../tab/react/query';
import { AmountField, SelectField, TextField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import { ApproveDialog } from '../approvals/ApproveDialog';
import '../admin/admin.css';
import './defi.css';

const when = (iso: string) => formatDateTimeUtc(Date.parse(iso));
const apy = (bps: number) => `${(bps / 100).toFixed(2)} %`;

function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/** Time left, e.g. "6 d 23 h" or "12 min". */
function timeLeft(ms: number): string {
  if (ms <= 0) return 'ended';
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${Math.max(1, min)} min`;
  const h = Math.floor(min / 60);
  return h < 24 ? `${h} h ${min % 60} min` : `${Math.floor(h / 24)} d ${h % 24} h`;
}

export default function DefiPage() {
  const { data, refetch } = useQuery(defiOverviewQuery);
  const value =
    data.status === 'ready' ? data.value : data.status === 'loading' ? data.stale : undefined;
  // When this answer arrived: yields count on from the server's as_of by the elapsed time.
  return (
    <section className="defi" data-testid="defi-page">
      <header className="defi-head">
        <h1>DeFi</h1>
        <span className="muted">
          Connect a custody vault to a dApp. Every contract call and token approval is a request
          your approval policy decides (<Link to="/admin/approvals">Approvals</Link>).
        </span>
      </header>
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {!value && data.status !== 'error' && <TableSkeleton rows={5} />}
      {value && (
        <div className="defi-grid">
          <div className="defi-col">
            <Connect overview={value} />
            <Sessions sessions={value.sessions} />
            <NewTransaction overview={value} />
          </div>
          <div className="defi-col">
            <Positions overview={value} />
            <Protocols overview={value} />
            <Requests overview={value} />
          </div>
        </div>
      )}
    </section>
  );
}

function Connect({ overview }: { readonly overview: DefiOverview }) {
  const [vault, setVault] = useState(String(overview.vaults[0]?.id ?? ''));
  const [uri, setUri] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const m = useMutation();
  async function demo(dapp: string, name: string) {
    const r = await m.run<{ uri: string; expires_at: string }>(pairingCall(dapp), {});
    if (!r.ok) return setError(r.error);
    setUri(r.value.uri);
    setError(null);
    setNote(`${name} shows this pairing URI until ${when(r.value.expires_at)}.`);
  }
  async function connect(e: FormEvent) {
    e.preventDefault();
    const r = await m.run<{ session: { dapp_name: string } }>(
      connectCall(uri, Number(vault)),
      DEFI_CHANGED,
    );
    if (!r.ok) return setError(r.error);
    setUri('');
    setError(null);
    setNote(`Connected to ${r.value.session.dapp_name}.`);
  }
  return (
    <form className="card defi-card" onSubmit={connect} data-testid="defi-connect">
      <h2>Connect a dApp</h2>
      <p className="muted">
        Open the dApp, choose WalletConnect and paste the pairing URI it shows. The simulated dApps
        of this venue:
      </p>
      <div className="defi-dapps">
        {overview.dapps.map((d) => (
          <button
            key={d.key}
            type="button"
            className="btn btn-sm"
            onClick={() => void demo(d.key, d.name)}
            data-testid={`defi-dapp-${d.key}`}
          >
            Open {d.name}
          </button>
        ))}
      </div>
      <div className="defi-form-grid">
        <SelectField
          label="Vault"
          value={vault}
          onChange={setVault}
          options={overview.vaults.map((v) => ({ value: String(v.id), label: v.name }))}
          testId="defi-connect-vault"
        />
        <TextField
          label="Pairing URI"
          value={uri}
          onChange={setUri}
          mono
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          testId="defi-connect-uri"
        />
      </div>
      {note && (
        <p className="muted" role="status" data-testid="defi-connect-note">
          {note}
        </p>
      )}
      {error && (
        <p className="alert-error" role="alert" data-testid="defi-connect-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={m.pending || uri.trim() === '' || vault === ''}
          data-testid="defi-connect-submit"
        >
          Connect vault
        </button>
      </div>
    </form>
  );
}

function Sessions({ sessions }: { readonly sessions: readonly DefiSession[] }) {
  const now = useSecondTick();
  const m = useMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="card defi-card" data-testid="defi-sessions">
      <h2>Sessions</h2>
      {sessions.length === 0 ? (
        <p className="empty-state">No dApp is connected yet.</p>
      ) : (
        <table className="dense-table">
          <thead>
            <tr>
              <th>dApp</th>
              <th>Vault</th>
              <th>Status</th>
              <th>Expires (UTC)</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-testid="defi-session-row" data-status={s.status}>
                <td>
                  {s.dappName}
                  <div className="cell-sub">
                    by {s.createdBy} · {when(s.createdAt)}
                  </div>
                </td>
                <td>{s.vaultName}</td>
                <td>
                  <span
                    className={`status-text status-${s.status === 'active' ? 'success' : 'neutral'}`}
                  >
                    {s.status}
                  </span>
                </td>
                <td className="mono">
                  {when(s.expiresAt)}
                  {s.status === 'active' && (
                    <div className="cell-sub">in {timeLeft(Date.parse(s.expiresAt) - now)}</div>
                  )}
                </td>
                <td>
                  {s.status === 'active' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={m.pending}
                      onClick={() =>
                        void m
                          .run(disconnectCall(s.id), DEFI_CHANGED)
                          .then((r) => setError(r.ok ? null : r.error))
                      }
                      data-testid="defi-disconnect"
                    >
                      Disconnect
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const TYPES: readonly DefiTransactionDraft['type'][] = [
  'APPROVE',
  'SUPPLY',
  'STAKE',
  'REDEEM',
  'CONTRACT_CALL',
];

let draftCounter = 0;
const clientRequestId = () => `defi-${Date.now().toString(36)}-${(draftCounter += 1)}`;

function NewTransaction({ overview }: { readonly overview: DefiOverview }) {
  const active = overview.sessions.filter((s) => s.status === 'active');
  const [sessionId, setSessionId] = useState('');
  const session = active.find((s) => String(s.id) === sessionId) ?? active[0];
  const protocols = overview.protocols.filter((p) => session?.protocols.includes(p.key));
  const [protocolKey, setProtocolKey] = useState('');
  const protocol = protocols.find((p) => p.key === protocolKey) ?? protocols[0];
  const types = TYPES.filter((t) =>
    t === 'SUPPLY' || t === 'STAKE' ? protocol?.entry === t : true,
  );
  const [typeKey, setTypeKey] = useState('');
  const type = types.find((t) => t === typeKey) ?? types[0] ?? 'SUPPLY';
  const tokens = (protocol?.tokens ?? []).filter((t) => type !== 'APPROVE' || t.needsApproval);
  const [tokenKey, setTokenKey] = useState('');
  const token = tokens.find((t) => t.token === tokenKey) ?? tokens[0];
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const m = useMutation();
  if (!session || !protocol || !token)
    return (
      <div className="card defi-card" data-testid="defi-new">
        <h2>New transaction</h2>
        <p className="empty-state">Connect a vault to a dApp to act on its protocols.</p>
      </div>
    );
  const vault = overview.vaults.find((v) => v.id === session.vaultId);
  const balance = vault?.balances.find((b) => b.token === token.token)?.amount ?? '0';
  const allowance =
    overview.allowances.find(
      (a) =>
        a.vaultId === session.vaultId && a.protocol === protocol.key && a.token === token.token,
    )?.amount ?? '0';
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!session || !protocol || !token) return;
    const r = await m.run<{ request: { request_id: string } }>(
      defiRequestCall({
        type,
        sessionId: session.id,
        vaultId: session.vaultId,
        protocol: protocol.key,
        token: token.token,
        amount,
        clientRequestId: clientRequestId(),
      }),
      DEFI_CHANGED,
    );
    if (!r.ok) {
      setSent(null);
      return setError(r.error);
    }
    setError(null);
    setAmount('');
    setSent(`Request #${r.value.request.request_id} is waiting for approval.`);
  }
  return (
    <form className="card defi-card" onSubmit={submit} data-testid="defi-new">
      <h2>New transaction</h2>
      <div className="defi-form-grid">
        <SelectField
          label="Session"
          value={String(session.id)}
          onChange={setSessionId}
          options={active.map((s) => ({
            value: String(s.id),
            label: `${s.dappName} · ${s.vaultName}`,
          }))}
          testId="defi-new-session"
        />
        <SelectField
          label="Protocol"
          value={protocol.key}
          onChange={setProtocolKey}
          options={protocols.map((p) => ({ value: p.key, label: `${p.name} (${p.kind})` }))}
          testId="defi-new-protocol"
        />
        <SelectField
          label="Transaction"
          value={type}
          onChange={(v) => setTypeKey(v)}
          options={types.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          testId="defi-new-type"
        />
        <SelectField
          label="Token"
          value={token.token}
          onChange={setTokenKey}
          options={tokens.map((t) => ({
            value: t.token,
            label: `${t.token} · ${apy(t.apyBps)} APY`,
          }))}
          testId="defi-new-token"
        />
        {type !== 'CONTRACT_CALL' && (
          <AmountField
            label={type === 'APPROVE' ? 'Allowance' : 'Amount'}
            value={amount}
            onChange={setAmount}
            decimals={defiDecimals(token.token)}
            testId="defi-new-amount"
          />
        )}
      </div>
      <p className="cell-sub" data-testid="defi-new-facts">
        {vault?.name}: {displayAmount(balance, token.token)} {token.token} available
        {token.needsApproval &&
          ` · ${protocol.name} may spend ${displayAmount(allowance, token.token)} ${token.token}`}
        {type === 'CONTRACT_CALL' && ' · claimRewards() pays the accrued yield into the vault'}
      </p>
      {sent && (
        <p className="muted" role="status" data-testid="defi-new-sent">
          {sent}
        </p>
      )}
      {error && (
        <p className="alert-error" role="alert" data-testid="defi-new-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={m.pending || (type !== 'CONTRACT_CALL' && amount === '')}
          data-testid="defi-new-submit"
        >
          Request approval
        </button>
      </div>
    </form>
  );
}

function liveAccrued(p: DefiPosition, asOf: string, arrived: number, now: number): string {
  const elapsed = Date.parse(asOf) - Date.parse(p.accruedAt) + Math.max(0, now - arrived);
  return addDecimal(p.storedAccrued, accruedYield(p.token, p.principal, p.apyBps, elapsed));
}

function Positions({ overview }: { readonly overview: DefiOverview }) {
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

function Protocols({ overview }: { readonly overview: DefiOverview }) {
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

function Requests({ overview }: { readonly overview: DefiOverview }) {
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
