// DeFi (spec 2.3 /v2/defi; docs/defi.md): connect a custody vault to a (simulated) dApp by
// pairing URI, see the sessions and their expiry, act on the dApp's protocols — every contract
// call and token approval is a maker-checker request — and follow positions, yields (counted up
// every second with the server's rule) and the DeFi requests live.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { defiDecimals } from '../../../domain/defi';
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
  type DefiSession,
  type DefiTransactionDraft,
} from '../../tab/defi/defi';
import { useMutation, useQuery } from '../../tab/react/query';
import { AmountField, SelectField, TextField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import { Positions, Protocols, Requests } from './DefiLists';
import { apy, timeLeft, useSecondTick, when } from './format';
import '../admin/admin.css';
import './defi.css';

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
