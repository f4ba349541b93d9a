// Whitelisted addresses (spec 3.3, 5, 6, 8): the list (address, token, exchange, accountName,
// networkName, label, status), label editing and copying as audited actions, and the request
// form, whose button reads 'Request Whitelisting' with maker-checker and 'Confirm' without.
import { useMemo, useState } from 'react';
import { CONFIRM_BUTTON_TEXT, REQUEST_WHITELISTING_BUTTON_TEXT } from '../../../domain/constants';
import { statusLabel } from '../../../domain/status';
import { walletToken } from '../../../domain/wallet';
import { useMutation, useQuery } from '../../tab/react/query';
import {
  copyAddressCall,
  editLabelCall,
  newClientRequestId,
  walletConfigQuery,
  whitelistCall,
  whitelistQuery,
  whitelistVenues,
  WALLET_CHANGED,
  type WhitelistedAddress,
} from '../../tab/wallet/wallet';
import { Loaded, StatusPill } from './shared';

export function WhitelistPanel({ tab }: { readonly tab: string }) {
  return tab === 'add' ? (
    <div className="wallet-grid">
      <WhitelistForm />
      <WhitelistList />
    </div>
  ) : (
    <WhitelistList />
  );
}

function WhitelistForm() {
  const config = useQuery(walletConfigQuery).data;
  const cfg = config.status === 'ready' ? config.value : null;
  const venues = useMemo(() => (cfg ? whitelistVenues(cfg) : []), [cfg]);
  const [venueKey, setVenueKey] = useState('');
  const [subId, setSubId] = useState(0);
  const [token, setToken] = useState('BTC');
  const [networkKey, setNetworkKey] = useState('');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [clientId, setClientId] = useState(newClientRequestId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation();
  const venue = venues.find((v) => v.key === venueKey) ?? venues[0];
  const subs = venue?.subaccounts.filter((s) => s.canWithdraw) ?? [];
  const sub = subs.find((s) => s.subaccountId === subId) ?? subs[0];
  const networks = walletToken(token)?.networks ?? [];
  const network = networks.find((n) => n.network === networkKey) ?? networks[0];
  const makerChecker = cfg?.maker_checker.whitelist ?? true;

  if (config.status !== 'ready') return <Loaded data={config}>{() => null}</Loaded>;
  if (venues.length === 0)
    return <div className="card empty-state">No venue offers address whitelisting.</div>;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!sub || !network || send.pending) return;
    const r = await send.run<{ message: string }>(
      whitelistCall({
        subaccountId: sub.subaccountId,
        token,
        network: network.network,
        address,
        label,
        clientRequestId: clientId,
      }),
      WALLET_CHANGED,
    );
    setOutcome(r.ok ? { ok: true, text: r.value.message } : { ok: false, text: r.error });
    if (r.ok) {
      setAddress('');
      setLabel('');
      setClientId(newClientRequestId());
    }
  }

  return (
    <form className="card wallet-form" onSubmit={submit} data-testid="whitelist-form" noValidate>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Exchange</span>
          <select
            className="input"
            value={venue?.key ?? ''}
            onChange={(e) => setVenueKey(e.target.value)}
            data-testid="whitelist-venue"
          >
            {venues.map((v) => (
              <option key={v.key} value={v.key}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Account</span>
          <select
            className="input"
            value={sub?.subaccountId ?? 0}
            onChange={(e) => setSubId(Number(e.target.value))}
            data-testid="whitelist-subaccount"
          >
            {subs.map((s) => (
              <option key={s.subaccountId} value={s.subaccountId}>
                {s.displayText}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Token</span>
          <select
            className="input"
            value={token}
            onChange={(e) => {
              setToken(e.target.value);
              setNetworkKey('');
            }}
            data-testid="whitelist-token"
          >
            {cfg?.tokens.map((t) => (
              <option key={t.token} value={t.token}>
                {t.token}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Network</span>
          <select
            className="input"
            value={network?.network ?? ''}
            onChange={(e) => setNetworkKey(e.target.value)}
            data-testid="whitelist-network"
          >
            {networks.map((n) => (
              <option key={n.network} value={n.network}>
                {n.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span className="field-label">Address</span>
        <input
          className="input mono"
          value={address}
          onChange={(e) => setAddress(e.target.value.trim())}
          data-testid="whitelist-address"
        />
      </label>
      <label className="field">
        <span className="field-label">Label</span>
        <input
          className="input"
          maxLength={64}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          data-testid="whitelist-label"
        />
      </label>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={send.pending || address === ''}
        data-testid="whitelist-submit"
      >
        {makerChecker ? REQUEST_WHITELISTING_BUTTON_TEXT : CONFIRM_BUTTON_TEXT}
      </button>
      {outcome && (
        <p
          className={outcome.ok ? 'admin-outcome admin-outcome-ok' : 'alert-error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="whitelist-outcome"
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function WhitelistList() {
  const rows = useQuery(whitelistQuery).data;
  return (
    <section className="card wallet-panel" data-testid="whitelist-list">
      <h2>Whitelisted Addresses</h2>
      <Loaded data={rows}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No whitelisted addresses yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Label</th>
                  <th>Status</th>
                  <th>Address</th>
                  <th>Token</th>
                  <th>Network</th>
                  <th>Exchange</th>
                  <th>Account</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((a) => (
                  <WhitelistRow key={a.id} a={a} />
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

function WhitelistRow({ a }: { readonly a: WhitelistedAddress }) {
  const change = useMutation();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(a.label);
  const [copied, setCopied] = useState(false);
  const pending = a.status === 'pending_whitelist';
  async function copy() {
    const r = await change.run<{ address: string }>(copyAddressCall(a.id), { tags: [] });
    if (r.ok) {
      await navigator.clipboard?.writeText(r.value.address).catch(() => undefined);
      setCopied(true);
    }
  }
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const r = await change.run(editLabelCall(a.id, label), WALLET_CHANGED);
    if (r.ok) setEditing(false);
  }
  return (
    <tr data-testid="whitelist-row" data-status={a.status}>
      <td>
        {editing ? (
          <form onSubmit={save} className="rename-form">
            <input
              className="input input-sm"
              value={label}
              maxLength={64}
              onChange={(e) => setLabel(e.target.value)}
              data-testid="whitelist-label-input"
            />
            <button type="submit" className="btn btn-sm">
              Save
            </button>
          </form>
        ) : (
          a.label || <span className="muted">—</span>
        )}
      </td>
      <td>
        <StatusPill
          display={a.status}
          text={statusLabel(a.status, pending ? 'requested' : a.status)}
        />
      </td>
      <td className="mono wallet-address">{a.address}</td>
      <td>{a.token}</td>
      <td>{a.networkName}</td>
      <td>{a.exchange}</td>
      <td>{a.accountName}</td>
      <td className="actions-col">
        {!pending && (
          <span className="wallet-buttons">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => void copy()}
              data-testid="whitelist-copy"
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setEditing(!editing)}
              data-testid="whitelist-edit-label"
            >
              Edit label
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
