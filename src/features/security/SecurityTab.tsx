// Account → Security (/account/accounts_security): profile, password, authenticator,
// hardware keys, trade confirmation emails and signing out everywhere.
import { useCallback, useEffect, useState } from 'react';
import { loadSecurity, type SecurityOverview } from '../../tab/account/security';
import { failed, ready, type Loadable } from '../../tab/loadable';
import { useShell } from '../../tab/react/hooks';
import { AuthenticatorCard } from './AuthenticatorCard';
import { PasswordCard } from './PasswordCard';
import { ProfileInfo } from './ProfileInfo';
import { SecurityKeysCard } from './SecurityKeysCard';
import { SessionsCard, TradeConfirmationCard } from './SettingsCards';
import './security.css';

export function SecurityTab() {
  const { core } = useShell();
  const [overview, setOverview] = useState<Loadable<SecurityOverview>>({ status: 'loading' });

  const reload = useCallback(async () => {
    const r = await loadSecurity(core);
    setOverview(r.ok ? ready(r.value) : failed(r.error));
  }, [core]);

  useEffect(() => {
    let live = true;
    void loadSecurity(core).then((r) => {
      if (live) setOverview(r.ok ? ready(r.value) : failed(r.error));
    });
    return () => {
      live = false;
    };
  }, [core]);

  return (
    <div className="security-grid" data-testid="security-tab">
      <ProfileInfo />
      {overview.status === 'error' ? (
        <div className="card sec-card">
          <div className="alert-error" role="alert">
            {overview.message}
          </div>
        </div>
      ) : overview.status !== 'ready' ? (
        <div className="card sec-card skeleton" style={{ height: 200 }} aria-busy="true" />
      ) : (
        <>
          <PasswordCard overview={overview.value} onChanged={reload} />
          <AuthenticatorCard overview={overview.value} onChanged={reload} />
          <SecurityKeysCard overview={overview.value} onChanged={reload} />
        </>
      )}
      <TradeConfirmationCard />
      <SessionsCard />
    </div>
  );
}
