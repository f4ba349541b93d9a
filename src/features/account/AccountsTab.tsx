// Accounts and subaccounts of the current entity, grouped by venue, with inline rename.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { isPseudoAccount } from '../../../domain/pseudoAccounts';
import { requiredMessage } from '../../../domain/text';
import { renameAccount } from '../../tab/account/accounts';
import { useSessionData, useShell } from '../../tab/react/hooks';
import { reloadAccounts } from '../../tab/sessionLoader';
import type { HedgeVenue } from '../../tab/sessionTypes';
import { WalletButtons } from '../wallet/WalletButtons';
import { accountTypeLabel, groupByVenue, type VenueGroup } from './venueGroups';
import './account.css';

const FLAGS = [
  ['canRead', 'Read'],
  ['canTrade', 'Trade'],
  ['canWithdraw', 'Withdraw'],
  ['canTransfer', 'Transfer'],
] as const;

const rowKey = (a: HedgeVenue) => `${a.accountId}:${a.subaccountId}`;

export function AccountsTab() {
  const { accounts } = useSessionData();
  const [editing, setEditing] = useState<string | null>(null);
  const groups = groupByVenue(accounts);

  if (groups.length === 0) {
    return (
      <div className="card empty-state" data-testid="accounts-empty">
        No accounts you can read are set up for this entity.
      </div>
    );
  }

  return (
    <div className="venue-groups">
      {groups.map((g) => (
        <section key={g.key} className="card venue-card" aria-labelledby={`venue-${g.key}`}>
          <header className="venue-header">
            <h2 id={`venue-${g.key}`}>{g.label}</h2>
            <span className="muted">
              {g.accounts.length} {g.accounts.length === 1 ? 'account' : 'accounts'}
            </span>
            {g.delisted && <span className="badge badge-warning">Delisted</span>}
          </header>
          <table className="data-table">
            <colgroup>
              <col className="col-name" />
              <col className="col-type" />
              <col className="col-ids" />
              <col />
              <col className="col-actions" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Account / Sub
                </th>
                <th scope="col">Permissions</th>
                <th scope="col" className="actions-col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {g.accounts.map((a) => (
                <AccountRow
                  key={rowKey(a)}
                  account={a}
                  wallet={g.wallet}
                  editing={editing === rowKey(a)}
                  onEdit={() => setEditing(rowKey(a))}
                  onDone={() => setEditing(null)}
                />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

interface RowProps {
  readonly account: HedgeVenue;
  readonly wallet: VenueGroup['wallet'];
  readonly editing: boolean;
  onEdit(): void;
  onDone(): void;
}

function AccountRow({ account: a, wallet, editing, onEdit, onDone }: RowProps) {
  return (
    <tr
      data-testid="account-row"
      data-account-id={a.accountId}
      data-subaccount-id={a.subaccountId}
      data-account-name={a.displayText}
    >
      <td className="name-cell">
        {editing ? (
          <RenameForm account={a} onDone={onDone} />
        ) : (
          <span data-testid="account-name">{a.displayText}</span>
        )}
      </td>
      <td>{accountTypeLabel(a.accountType)}</td>
      <td className="num mono muted">
        {a.accountId} / {a.subaccountId}
      </td>
      <td>
        <span className="badges">
          {FLAGS.map(([flag, label]) => (
            <span
              key={flag}
              className={`badge ${a[flag] ? 'badge-on' : 'badge-off'}`}
              title={`${label}: ${a[flag] ? 'allowed' : 'not allowed'}`}
            >
              {label}
            </span>
          ))}
        </span>
      </td>
      <td className="actions-col">
        {!editing && !isPseudoAccount(a) && (
          <WalletButtons
            canDeposit={wallet.deposit && a.canRead}
            canWithdraw={wallet.withdraw && a.canWithdraw}
            canTransfer={wallet.transfer && a.canTransfer}
          />
        )}
        {!editing && !isPseudoAccount(a) && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onEdit}
            data-testid="rename-button"
          >
            Rename
          </button>
        )}
      </td>
    </tr>
  );
}

function RenameForm({ account, onDone }: { readonly account: HedgeVenue; onDone(): void }) {
  const shell = useShell();
  const [name, setName] = useState(account.displayText);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(requiredMessage('Name'));
    if (trimmed === account.displayText) return onDone();
    setBusy(true);
    setError(null);
    try {
      const res = await renameAccount(shell.core, account, trimmed);
      if (!res.ok) {
        setError(res.errors.map((x) => x.message).join('\n'));
        setBusy(false);
        return;
      }
      shell.toasts.show(`Renamed to ${trimmed}`, 'success');
      await reloadAccounts(shell.core, shell.session).catch(() => undefined);
      onDone();
    } catch {
      // The core already showed the server's reason as a toast (spec 8); keep the form open.
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') onDone();
  }

  return (
    <form className="rename-form" onSubmit={save} noValidate>
      <input
        className="input input-sm"
        value={name}
        autoFocus
        maxLength={128}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Account name"
        aria-invalid={error ? true : undefined}
        data-testid="rename-input"
      />
      <button
        type="submit"
        className="btn btn-primary btn-sm"
        disabled={busy}
        data-testid="rename-save"
      >
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={busy}>
        Cancel
      </button>
      {error && (
        <span className="field-error rename-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
