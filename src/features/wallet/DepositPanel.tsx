// Deposit (docs/wallet.md): per venue, subaccount, token and network the account's stable
// address with its QR code and a copy button; the simulated chain's "send" (the outside world
// paying in) for the demo; and the deposit history, pending until the network's confirmations.
import { useEffect, useMemo, useState } from 'react';
import QRCode from 'qrcode';
import { sanitizeAmountInput } from '../../../domain/numbers';
import { shorten } from '../../../domain/text';
import { walletToken } from '../../../domain/wallet';
import { useMutation, useQuery } from '../../tab/react/query';
import {
  depositAddressQuery,
  depositsQuery,
  depositVenues,
  simulatedSendCall,
  walletConfigQuery,
  WALLET_CHANGED,
} from '../../tab/wallet/wallet';
import { Loaded, StatusPill, time } from './shared';

export function DepositPanel({ tab }: { readonly tab: string }) {
  return tab === 'history' ? (
    <DepositHistory />
  ) : (
    <div className="wallet-grid">
      <DepositAddressCard />
      <DepositHistory />
    </div>
  );
}

function DepositAddressCard() {
  const config = useQuery(walletConfigQuery).data;
  const cfg = config.status === 'ready' ? config.value : null;
  const venues = useMemo(() => (cfg ? depositVenues(cfg) : []), [cfg]);
  const [venueKey, setVenueKey] = useState('');
  const [subId, setSubId] = useState(0);
  const [token, setToken] = useState('BTC');
  const [networkKey, setNetworkKey] = useState('');
  const [amount, setAmount] = useState('');
  const [qr, setQr] = useState<{ readonly of: string; readonly src: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const send = useMutation();
  const venue = venues.find((v) => v.key === venueKey) ?? venues[0];
  const subs = venue?.subaccounts.filter((s) => s.canRead) ?? [];
  const sub = subs.find((s) => s.subaccountId === subId) ?? subs[0];
  const networks = walletToken(token)?.networks ?? [];
  const network = networks.find((n) => n.network === networkKey) ?? networks[0];
  const address = useQuery(
    sub && network ? depositAddressQuery(sub.subaccountId, token, network.network) : null,
  ).data;
  const text = address.status === 'ready' ? address.value.address : null;

  useEffect(() => {
    let live = true;
    if (text)
      void QRCode.toString(text, { type: 'svg', margin: 1 }).then((svg) => {
        if (live)
          setQr({ of: text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (config.status !== 'ready') return <Loaded data={config}>{() => null}</Loaded>;

  async function simulate() {
    if (!sub || !network || !text || !amount) return;
    const r = await send.run(
      simulatedSendCall({
        subaccountId: sub.subaccountId,
        token,
        network: network.network,
        address: text,
        amount,
      }),
      WALLET_CHANGED,
    );
    setNote(
      r.ok
        ? `Incoming ${amount} ${token} seen on the chain: pending ${network.confirmations} confirmations.`
        : r.error,
    );
    if (r.ok) setAmount('');
  }

  return (
    <div className="card wallet-form" data-testid="deposit-card">
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Venue</span>
          <select
            className="input"
            value={venue?.key ?? ''}
            onChange={(e) => setVenueKey(e.target.value)}
            data-testid="deposit-venue"
          >
            {venues.map((v) => (
              <option key={v.key} value={v.key}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Subaccount</span>
          <select
            className="input"
            value={sub?.subaccountId ?? 0}
            onChange={(e) => setSubId(Number(e.target.value))}
            data-testid="deposit-subaccount"
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
          <span className="field-label">Asset</span>
          <select
            className="input"
            value={token}
            onChange={(e) => {
              setToken(e.target.value);
              setNetworkKey('');
            }}
            data-testid="deposit-asset"
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
            data-testid="deposit-network"
          >
            {networks.map((n) => (
              <option key={n.network} value={n.network}>
                {n.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loaded data={address}>
        {(a) => (
          <div className="deposit-address">
            {qr?.of === a.address && (
              <img
                className="wallet-qr"
                src={qr.src}
                alt={`QR code of ${a.address}`}
                data-testid="deposit-qr"
              />
            )}
            <p className="mono wallet-address" data-testid="deposit-address">
              {a.address}
            </p>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => void navigator.clipboard?.writeText(a.address)}
              data-testid="deposit-copy"
            >
              Copy address
            </button>
            <p className="muted">
              Send only {token} on {a.networkName}. Credited after {a.confirmations} confirmations.
            </p>
          </div>
        )}
      </Loaded>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Simulated chain: send to this address</span>
          <input
            className="input mono"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(sanitizeAmountInput(e.target.value, network?.decimals ?? 8))}
            data-testid="deposit-simulate-amount"
          />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={send.pending || !amount}
          onClick={() => void simulate()}
          data-testid="deposit-simulate"
        >
          Send
        </button>
      </div>
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

function DepositHistory() {
  const rows = useQuery(depositsQuery).data;
  return (
    <section className="card wallet-panel" data-testid="deposit-history">
      <h2>Deposits</h2>
      <Loaded data={rows}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No deposits yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Venue</th>
                  <th>Subaccount</th>
                  <th>Token</th>
                  <th>Network</th>
                  <th className="num">Amount</th>
                  <th>Status</th>
                  <th>Confirmations</th>
                  <th>Transaction</th>
                </tr>
              </thead>
              <tbody>
                {list.map((d) => (
                  <tr key={d.id} data-testid="deposit-row" data-status={d.status}>
                    <td className="mono">{time(d.time)}</td>
                    <td>{d.venue}</td>
                    <td>{d.subaccount_name}</td>
                    <td>{d.token}</td>
                    <td>{d.network}</td>
                    <td className="num mono">{d.amount}</td>
                    <td>
                      <StatusPill display={d.status} text={d.status} />
                    </td>
                    <td className="mono">
                      {d.confirmations}/{d.required_confirmations}
                    </td>
                    <td className="mono" title={d.transaction_hash}>
                      {shorten(d.transaction_hash)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}
