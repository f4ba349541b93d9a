// The withdraw form of spec 2.4 and the recent withdrawals panel (spec 3.3, 4, 5, 8). The
// form's state is one valtio proxy per open form (docs/architecture.md): venue → subaccount →
// asset → network → to-address → amount → second factor. The submit reads 'Request Withdraw'
// when the entity sends withdrawals through maker-checker, 'Withdraw' when it does not.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  REQUEST_WITHDRAW_BUTTON_TEXT,
  WITHDRAW_BUTTON_TEXT,
  WITHDRAWAL_INITIATION_FAILED_TEXT,
  WITHDRAWAL_REQUEST_FAILED_TEXT,
} from '../../../domain/constants';
import { sanitizeAmountInput } from '../../../domain/numbers';
import { shorten } from '../../../domain/text';
import { walletToken } from '../../../domain/wallet';
import { useMutation, useQuery } from '../../tab/react/query';
import { createWithdrawForm } from '../../tab/wallet/withdrawForm';
import {
  cancelWithdrawalCall,
  emailCodeCall,
  limitsQuery,
  walletConfigQuery,
  whitelistQuery,
  withdrawalsQuery,
  withdrawCall,
  withdrawVenues,
  WALLET_CHANGED,
  type Withdrawal,
} from '../../tab/wallet/wallet';
import { Loaded, StatusPill, time } from './shared';

export function WithdrawPanel({ tab }: { readonly tab: string }) {
  return tab === 'recent' ? (
    <RecentWithdrawals />
  ) : (
    <div className="wallet-grid">
      <WithdrawFormCard />
      <RecentWithdrawals />
    </div>
  );
}

function WithdrawFormCard() {
  const config = useQuery(walletConfigQuery).data;
  const whitelist = useQuery(whitelistQuery).data;
  const [form] = useState(createWithdrawForm);
  const snap = useSnapshot(form.state);
  const send = useMutation();
  const mailer = useMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [mailed, setMailed] = useState<string | null>(null);
  const cfg = config.status === 'ready' ? config.value : null;
  const venues = useMemo(() => (cfg ? withdrawVenues(cfg) : []), [cfg]);
  // What is chosen, or the first choice (nothing is written to the form while rendering).
  const venue = venues.find((v) => v.key === snap.venue) ?? venues[0];
  const subs = venue?.subaccounts.filter((s) => s.canWithdraw) ?? [];
  const sub = subs.find((s) => s.subaccountId === snap.subaccountId) ?? subs[0];
  const token = walletToken(snap.token);
  const networks = token?.networks ?? [];
  const network = networks.find((n) => n.network === snap.network) ?? networks[0];
  const makerChecker = cfg?.maker_checker.withdrawal ?? true;
  const addresses =
    whitelist.status === 'ready'
      ? whitelist.value.filter(
          (a) =>
            a.status === 'whitelisted' &&
            a.subaccount_id === sub?.subaccountId &&
            a.token === snap.token &&
            a.network === network?.network,
        )
      : [];
  const mustWhitelist = venue?.addressWhitelistingEnabled ?? true;
  const limits = useQuery(
    sub && network ? limitsQuery(sub.subaccountId, snap.token, network.network) : null,
  ).data;
  const lim = limits.status === 'ready' ? limits.value : null;

  if (config.status !== 'ready') return <Loaded data={config}>{() => null}</Loaded>;
  if (venues.length === 0)
    return (
      <div className="card empty-state" data-testid="withdraw-no-venue">
        No venue you can withdraw from: withdrawals need a venue with withdrawals enabled and an
        account that may withdraw.
      </div>
    );

  async function sendCode() {
    const r = await mailer.run(emailCodeCall(), { tags: [] });
    setMailed(r.ok ? 'We emailed you a code.' : r.error);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (send.pending || !sub || !network) return;
    const secondFactor = form.state.otpCode
      ? { otp_code: form.state.otpCode }
      : { email_code: form.state.emailCode };
    const r = await send.run<{ message: string }>(
      withdrawCall({
        subaccountId: sub.subaccountId,
        token: form.state.token,
        network: network.network,
        address: form.state.address,
        amount: form.state.amount,
        ...(venue?.supportsWithdrawalFee && form.state.fee ? { fee: form.state.fee } : {}),
        clientRequestId: form.state.clientRequestId,
        secondFactor,
      }),
      WALLET_CHANGED,
    );
    if (r.ok) {
      setOutcome({ ok: true, text: r.value.message });
      form.submitted();
    } else {
      const failed = makerChecker
        ? WITHDRAWAL_REQUEST_FAILED_TEXT
        : WITHDRAWAL_INITIATION_FAILED_TEXT;
      setOutcome({ ok: false, text: `${failed}: ${r.error}` });
    }
  }

  return (
    <form className="card wallet-form" onSubmit={submit} data-testid="withdraw-form" noValidate>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Venue</span>
          <select
            className="input"
            value={venue?.key ?? ''}
            onChange={(e) => form.set('venue', e.target.value)}
            data-testid="withdraw-venue"
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
            onChange={(e) => form.set('subaccountId', Number(e.target.value))}
            data-testid="withdraw-subaccount"
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
            value={snap.token}
            onChange={(e) => {
              form.set('token', e.target.value);
              form.set('network', walletToken(e.target.value)?.networks[0]?.network ?? '');
              form.set('address', '');
            }}
            data-testid="withdraw-asset"
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
            disabled={!venue?.supportsWithdrawalNetwork}
            onChange={(e) => {
              form.set('network', e.target.value);
              form.set('address', '');
            }}
            data-testid="withdraw-network"
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
        <span className="field-label">To address</span>
        {mustWhitelist ? (
          <select
            className="input mono"
            value={snap.address}
            onChange={(e) => form.set('address', e.target.value)}
            data-testid="withdraw-address"
          >
            <option value="">
              {addresses.length === 0
                ? 'No whitelisted address for this asset'
                : 'Choose a whitelisted address'}
            </option>
            {addresses.map((a) => (
              <option key={a.id} value={a.address}>
                {a.label ? `${a.label} — ` : ''}
                {shorten(a.address)}
              </option>
            ))}
          </select>
        ) : (
          <input
            className="input mono"
            value={snap.address}
            onChange={(e) => form.set('address', e.target.value.trim())}
            data-testid="withdraw-address"
          />
        )}
      </label>
      <label className="field">
        <span className="field-label">Amount</span>
        <input
          className="input mono"
          inputMode="decimal"
          value={snap.amount}
          onChange={(e) =>
            form.set('amount', sanitizeAmountInput(e.target.value, network?.decimals ?? 8))
          }
          data-testid="withdraw-amount"
        />
      </label>
      {network && (
        <p className="muted" data-testid="withdraw-minimum">
          Minimum withdrawal: {network.minAmount} {snap.token}
        </p>
      )}
      {venue?.supportsWithdrawalFee && network && (
        <label className="field">
          <span className="field-label">
            Fee ({network.minFees}–{network.maxFees} {snap.token})
          </span>
          <input
            className="input mono"
            inputMode="decimal"
            placeholder={network.minFees}
            value={snap.fee}
            onChange={(e) => form.set('fee', sanitizeAmountInput(e.target.value, network.decimals))}
            data-testid="withdraw-fee"
          />
        </label>
      )}
      <dl className="wallet-figures" data-testid="withdraw-limits">
        <dt>Available to withdraw</dt>
        <dd data-testid="withdraw-available">
          {lim ? `${lim.withdrawal_limit} ${snap.token}` : '—'}
        </dd>
        <dt>Network fee</dt>
        <dd>{network ? `${snap.fee || network.minFees} ${snap.token}` : '—'}</dd>
        <dt>Fee limits</dt>
        <dd>{lim ? `${lim.minFees} – ${lim.maxFees}` : '—'}</dd>
        <dt>Withdrawal limit with margin</dt>
        <dd>{lim?.withdrawal_limit_with_margin ?? '—'}</dd>
        <dt>Total balance</dt>
        <dd data-testid="withdraw-total">{lim?.total_balance ?? '—'}</dd>
        <dt>Free balance</dt>
        <dd>{lim?.free_balance ?? '—'}</dd>
        <dt>Custody balance</dt>
        <dd>{lim?.custody_balance ?? '—'}</dd>
      </dl>
      <div className="wallet-row">
        <label className="field">
          <span className="field-label">Email code</span>
          <input
            className="input mono"
            inputMode="numeric"
            maxLength={6}
            value={snap.emailCode}
            onChange={(e) => form.set('emailCode', e.target.value.replace(/\D/g, ''))}
            data-testid="withdraw-email-code"
          />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => void sendCode()}
          disabled={mailer.pending}
          data-testid="withdraw-send-code"
        >
          Send email code
        </button>
      </div>
      {mailed && (
        <p className="muted" role="status">
          {mailed}
        </p>
      )}
      <label className="field">
        <span className="field-label">Authenticator code</span>
        <input
          className="input mono"
          inputMode="numeric"
          maxLength={6}
          value={snap.otpCode}
          onChange={(e) => form.set('otpCode', e.target.value.replace(/\D/g, ''))}
          data-testid="withdraw-otp-code"
        />
      </label>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={send.pending}
        data-testid="withdraw-submit"
      >
        {makerChecker ? REQUEST_WITHDRAW_BUTTON_TEXT : WITHDRAW_BUTTON_TEXT}
      </button>
      {outcome && (
        <p
          className={outcome.ok ? 'admin-outcome admin-outcome-ok' : 'alert-error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="withdraw-outcome"
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}

export function RecentWithdrawals() {
  const rows = useQuery(withdrawalsQuery).data;
  const cancel = useMutation();
  return (
    <section className="card wallet-panel" data-testid="recent-withdrawals">
      <h2>Recent withdrawals</h2>
      <Loaded data={rows}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No withdrawals yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Status</th>
                  <th>Token</th>
                  <th className="num">Amount</th>
                  <th className="num">Fees</th>
                  <th>Destination</th>
                  <th>Network</th>
                  <th>Transaction</th>
                  <th>Approvals</th>
                  <th>Venue</th>
                  <th>Subaccount</th>
                  <th>User</th>
                  <th>Info</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((w) => (
                  <WithdrawalRow
                    key={w.id}
                    w={w}
                    onCancel={() => void cancel.run(cancelWithdrawalCall(w.id), WALLET_CHANGED)}
                  />
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

function WithdrawalRow({ w, onCancel }: { readonly w: Withdrawal; onCancel(): void }) {
  const mc = w.maker_checker_request;
  return (
    <tr data-testid="withdrawal-row" data-status={w.status} data-withdrawal-id={w.id}>
      <td className="mono">{time(w.time)}</td>
      <td>
        <StatusPill
          display={w.display_status}
          text={w.status === 'requested' ? w.status_text : w.status}
        />
      </td>
      <td>{w.token}</td>
      <td className="num mono">{w.amount}</td>
      <td className="num mono">{w.fees}</td>
      <td className="mono" title={w.destination}>
        {shorten(w.destination)}
      </td>
      <td>{w.network}</td>
      <td className="mono" title={w.transaction_hash ?? ''} data-testid="withdrawal-hash">
        {w.transaction_hash ? shorten(w.transaction_hash) : '—'}
        {w.status === 'confirming' && ` (${w.confirmations}/${w.required_confirmations})`}
      </td>
      <td className="mono">{mc ? `${mc.approvers.length}/${mc.min_approvers}` : '—'}</td>
      <td>{w.venue}</td>
      <td>{w.subaccount_name}</td>
      <td>{w.user}</td>
      <td className="muted">{w.additional_info}</td>
      <td>
        {w.status === 'requested' && mc && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onCancel}
            data-testid="withdrawal-cancel"
          >
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}
