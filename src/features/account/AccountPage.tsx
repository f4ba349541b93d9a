// /account/:tab? — the account area. The accounts tab is real; the others come later.
import { Navigate, NavLink, useParams } from 'react-router-dom';
import NotAvailablePage from '../placeholder/NotAvailablePage';
import { AccountsTab } from './AccountsTab';
import '../shell/shell.css';

export const ACCOUNT_TABS = [
  { key: 'accounts', label: 'Accounts' },
  { key: 'activity_history', label: 'Activity history' },
  { key: 'product_agreement', label: 'Product agreement' },
  { key: 'accounts_security', label: 'Security' },
  { key: 'agreements', label: 'Agreements' },
] as const;

export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];

export default function AccountPage() {
  const { tab } = useParams();
  const current = ACCOUNT_TABS.find((t) => t.key === tab);
  if (!current) return <Navigate to="/account/accounts" replace />;
  return (
    <div className="screen">
      <div className="screen-header">
        <div>
          <h1 className="screen-title">Account</h1>
          <p className="screen-subtitle">
            Your entity&apos;s trading and custody accounts, profile and agreements.
          </p>
        </div>
      </div>
      <nav className="tabs" aria-label="Account sections">
        {ACCOUNT_TABS.map((t) => (
          <NavLink
            key={t.key}
            to={`/account/${t.key}`}
            className={`tab${t.key === current.key ? ' active' : ''}`}
            data-testid={`account-tab-${t.key}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {current.key === 'accounts' ? (
        <AccountsTab />
      ) : (
        <NotAvailablePage area={`Account · ${current.label}`} />
      )}
    </div>
  );
}
