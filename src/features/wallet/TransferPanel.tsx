// Transfers (spec 2.4, 3.5, 6): between the entity's accounts of the spec 3.5 kinds (Flex, Off
// Platform, DMA, Lending, Treasury, Internal, Staking), a collateral transfer to an
// off-exchange collateral account, or a reallocation between subaccounts of one account; from
// accounts with canTransfer on venues with guiTransferEnabled. Through maker-checker when the
// entity says so.
import { useMemo, useState } from 'react';
import { sanitizeAmountInput } from '../../../domain/numbers';
import { useMutation, useQuery } from '../../tab/react/query';
import {
  newClientRequestId,
  transferCall,
  transfersQuery,
  transferVenues,
  walletConfigQuery,
  WALLET_CHANGED,
} from '../../tab/wallet/wallet';
import { Loaded, StatusPill, time } from './shared';

const PURPOSE_OF: Record<string, 'transfer' | 'collateral' | 'reallocate'> = {
  'between-accounts': 'transfer',
  collateral: 'collateral',
  reallocate: 'reallocate',
};

const TOKENS = ['USD', 'USDC', 'USDT', 'BTC', 'ETH', 'SOL', 'LINK', 'EUR'];

export function TransferPanel({ tab }: { readonly tab: string }) {
  const purpose = PURPOSE_OF[tab];
  return purpose === undefined ? (
    <TransferHistory />
  ) : (
    <div className="wallet-grid">
      <TransferForm purpose={purpose} />
      <TransferHistory />
    </div>
  );
}

function TransferForm({ purpose }: { readonly purpose: 'transfer' | 'collateral' | 'reallocate' }) {
  const config = useQuery(walletConfigQuery).data;
  const cfg = config.status === 'ready' ? config.value : null;
  const from = useMemo(
    () =>
      cfg
        ? transferVenues(cfg).flatMap((v) =>
            v.subaccounts.filter((s) => s.canTransfer).map((s) => ({ ...s, venue: v.name })),
          )
        : [],
    [cfg],
  );
  const all = useMemo(
    () =>
      cfg
        ? cfg.venues
            .filter((v) => !v.isDelisted)
            .flatMap((v) =>
              v.subaccounts.map((s) => ({ ...s, venue: v.name, gui: v.guiTransferEnabled })),
            )
        : [],
    [cfg],
  );
  const [fromId, setFromId] = useState(0);
  const [toId, setToId] = useState(0);
  const [token, setToken] = useState('USDC');
  const [amount, setAmount] = useState('');
  const [clientId, setClientId] = useState(newClientRequestId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation();
  const source = from.find((s) => s.subaccountId === fromId) ?? from[0];
  const targets = all.filter(
    (s) =>
      s.subaccountId !== source?.subaccountId &&
      (purpose === 'collateral'
        ? s.isOxsEnabled
        : purpose === 'reallocate'
          ? s.accountId === source?.accountId
          : s.gui),
  );
  const target = targets.find((s) => s.subaccountId === toId) ?? targets[0];
  const makerChecker = cfg?.maker_checker.transfer ?? true;

  if (config.status !== 'ready') return <Loaded data={config}>{() => null}</Loaded>;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!source || !target || send.pending) return;
    const r = await send.run<{ transfer: { status: string } }>(
      transferCall({
        fromSubaccountId: source.subaccountId,
        toSubaccountId: target.subaccountId,
        token,
        amount,
        purpose,
        clientRequestId: clientId,
      }),
      WALLET_CHANGED,
    );
    setOutcome(
      r.ok
        ? {
            ok: true,
            text:
              r.value.transfer.status === 'completed'
                ? 'Transfer completed.'
                : 'Transfer requested: it waits for approval.',
          }
        : { ok: false, text: r.error },
    );
    if (r.ok) {
      setAmount('');
      setClientId(newClientRequestId());
    }
  }

  return (
    <form className="card wallet-form" onSubmit={submit} data-testid="transfer-form" noValidate>
      <label className="field">
        <span className="field-label">From</span>
        <select
          className="input"
          value={source?.subaccountId ?? 0}
          onChange={(e) => setFromId(Number(e.target.value))}
          data-testid="transfer-from"
        >
          {from.map((s) => (
            <option key={s.subaccountId} value={s.subaccountId}>
              {s.venue} · {s.displayText} ({s.kind})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">To</span>
        <select
          className="input"
          value={target?.subaccountId ?? 0}
          onChange={(e) => setToId(Number(e.target.value))}
          data-testid="transfer-to"
        >
          {targets.map((s) => (
            <option key={s.subaccountId} value={s.subaccountId}>
              {s.venue} · {s.displayText} ({s.kind})
            </option>
          ))}
        </select>
      </label>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Asset</span>
          <select
            className="input"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            data-testid="transfer-asset"
          >
            {TOKENS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Amount</span>
          <input
            className="input mono"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(sanitizeAmountInput(e.target.value, 8))}
            data-testid="transfer-amount"
          />
        </label>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={send.pending || !target || amount === ''}
        data-testid="transfer-submit"
      >
        {makerChecker ? 'Request Transfer' : 'Transfer'}
      </button>
      {outcome && (
        <p
          className={outcome.ok ? 'admin-outcome admin-outcome-ok' : 'alert-error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="transfer-outcome"
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function TransferHistory() {
  const rows = useQuery(transfersQuery).data;
  return (
    <section className="card wallet-panel" data-testid="transfer-history">
      <h2>Transfers</h2>
      <Loaded data={rows}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No transfers yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Time</th>
                  <th>From</th>
                  <th>To</th>
                  <th>Token</th>
                  <th className="num">Amount</th>
                  <th>Kind</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {list.map((t) => (
                  <tr key={t.id} data-testid="transfer-row" data-status={t.status}>
                    <td className="mono wrap">{time(t.time)}</td>
                    <td className="wrap">
                      {t.from_name} <span className="muted">({t.from_kind})</span>
                    </td>
                    <td className="wrap">
                      {t.to_name} <span className="muted">({t.to_kind})</span>
                    </td>
                    <td>{t.token}</td>
                    <td className="num mono">{t.amount}</td>
                    <td>{t.purpose}</td>
                    <td>
                      <StatusPill
                        display={t.status === 'requested' ? 'pending' : t.status}
                        text={t.status_text}
                      />
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
