// /wallet/{action}/{tab?} (docs/wallet.md "Screens"): deposit, withdraw, transfer and
// whitelisted addresses. Every list is live: each wallet step of the entity (a request, an
// approval, a chain confirmation) makes the wallet's reads stale in every open tab.
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { WALLET_ACTIONS, WALLET_TABS, type WalletAction } from '../../../domain/wallet';
import { DepositPanel } from './DepositPanel';
import { TransferPanel } from './TransferPanel';
import { WhitelistPanel } from './WhitelistPanel';
import { WithdrawPanel } from './WithdrawPanel';
import '../shell/shell.css';
import '../account/account.css';
import '../admin/admin.css';
import './wallet.css';

const ACTION_LABELS: Record<WalletAction, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
  whitelist: 'Whitelisted Addresses',
};

const TAB_LABELS: Record<string, string> = {
  address: 'Deposit address',
  history: 'History',
  request: 'Request',
  recent: 'Recent withdrawals',
  'between-accounts': 'Between accounts',
  collateral: 'Collateral transfer',
  reallocate: 'Reallocate',
  addresses: 'Addresses',
  add: 'Add address',
};

const isAction = (value: string | undefined): value is WalletAction =>
  (WALLET_ACTIONS as readonly (string | undefined)[]).includes(value);

export default function WalletPage() {
  const { action, tab } = useParams();
  if (!isAction(action)) return <Navigate to="/wallet/withdraw/request" replace />;
  const tabs = WALLET_TABS[action];
  const current = tab ?? tabs[0] ?? '';
  if (!tabs.includes(current))
    return <Navigate to={`/wallet/${action}/${tabs[0] ?? ''}`} replace />;
  return (
    <div className="screen wallet-screen" data-testid="wallet-page">
      <div className="screen-header">
        <div>
          <h1 className="screen-title">Wallet</h1>
          <p className="screen-subtitle">
            Deposits, withdrawals to whitelisted addresses and transfers between your accounts.
          </p>
        </div>
      </div>
      <nav className="tabs" aria-label="Wallet actions">
        {WALLET_ACTIONS.map((a) => (
          <NavLink
            key={a}
            to={`/wallet/${a}/${WALLET_TABS[a][0] ?? ''}`}
            className={`tab${a === action ? ' active' : ''}`}
            data-testid={`wallet-action-${a}`}
          >
            {ACTION_LABELS[a]}
          </NavLink>
        ))}
      </nav>
      <nav className="wallet-subtabs" aria-label={`${ACTION_LABELS[action]} sections`}>
        {tabs.map((t) => (
          <NavLink
            key={t}
            to={`/wallet/${action}/${t}`}
            className={`wallet-subtab${t === current ? ' active' : ''}`}
            data-testid={`wallet-tab-${t}`}
          >
            {TAB_LABELS[t] ?? t}
          </NavLink>
        ))}
      </nav>
      {action === 'deposit' && <DepositPanel tab={current} />}
      {action === 'withdraw' && <WithdrawPanel tab={current} />}
      {action === 'transfer' && <TransferPanel tab={current} />}
      {action === 'whitelist' && <WhitelistPanel tab={current} />}
    </div>
  );
}
