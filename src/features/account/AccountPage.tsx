// /account/:tab? — the account area (spec 2.3 tab keys).
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { SecurityTab } from '../security/SecurityTab';
import { AccountsTab } from './AccountsTab';
import { ActivityTab } from './ActivityTab';
import { AgreementsTab, ProductAgreementTab } from './AgreementsTabs';
import '../shell/shell.css';
import '../security/security.css';
import './account.css';

export const ACCOUNT_TABS = [
  { key: 'accounts', label: 'Accounts' },
  { key: 'activity_history', label: 'Activity history' },
  { key: 'product_agreement', label: 'Product agreement' },
  { key: 'accounts_security', label: 'Security' },
  { key: 'agreements', label: 'Agreements' },
] as const;

export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];

function TabBody({ tab }: { readonly tab: AccountTabKey }) {
  switch (tab) {
    case 'accounts':
      return <AccountsTab />;
    case 'activity_history':
      return <ActivityTab />;
    case 'product_agreement':
      return <ProductAgreementTab />;
    case 'accounts_security':
      return <SecurityTab />;
    case 'agreements':
      return <AgreementsTab />;
  }
}

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
            Your entity&apos;s trading and custody accounts, profile, security and agreements.
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
      <TabBody tab={current.key} />
    </div>
  );
}
