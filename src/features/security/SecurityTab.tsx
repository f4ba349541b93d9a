// Account → Security (/account/accounts_security): profile, password, authenticator,
// hardware keys, trade confirmation emails and signing out everywhere.
import { securityQuery } from '../../tab/account/security';
import { valueOf } from '../../tab/loadable';
import { useQuery } from '../../tab/react/query';
import { AuthenticatorCard } from './AuthenticatorCard';
import { PasswordCard } from './PasswordCard';
import { ProfileInfo } from './ProfileInfo';
import { SecurityKeysCard } from './SecurityKeysCard';
import { SessionsCard } from './SessionsCard';
import { TradeConfirmationCard } from './SettingsCards';
import './security.css';

export function SecurityTab() {
  // Each change the cards make marks the overview stale (SECURITY_CHANGED): it loads again,
  // the cards keep showing the previous one meanwhile.
  const overview = useQuery(securityQuery).data;
  const value = valueOf(overview);

  return (
    <div className="security-grid" data-testid="security-tab">
      <ProfileInfo />
      {overview.status === 'error' ? (
        <div className="card sec-card">
          <div className="alert-error" role="alert">
            {overview.message}
          </div>
        </div>
      ) : value === null ? (
        <div className="card sec-card skeleton" style={{ height: 200 }} aria-busy="true" />
      ) : (
        <>
          <PasswordCard overview={value} />
          <AuthenticatorCard overview={value} />
          <SecurityKeysCard overview={value} />
        </>
      )}
      <TradeConfirmationCard />
      <SessionsCard />
    </div>
  );
}
