// The top bar: wordmark, navigation tabs (spec 2.3), downloads, feed health and the user menu.
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  activeTab,
  visibleTabs,
  visibleTradeTypes,
  type NavInput,
  type NavTab,
} from '../../tab/navigation';
import { useSession, useSessionData } from '../../tab/react/hooks';
import { useNewPermissionModule, usePermissions } from '../../tab/react/permissions';
import { NEW_PERMISSION_MODULE } from '../../tab/admin/featureFlags';
import { Popover } from '../../ui/Popover';
import { Wordmark } from '../../ui/Wordmark';
import { DownloadsPanel } from '../downloads/DownloadsPanel';
import { ApprovalsBadge } from './ApprovalsBadge';
import { HealthIndicator } from './HealthIndicator';
import { UserMenu } from './UserMenu';
import { useLabFlags } from '../labs/useLabFlags';
import { UtcClock } from '../labs/UtcClock';
import '../labs/labs.css';

export function TopBar() {
  const data = useSessionData();
  const sync = useSession((s) => s.sync);
  const blocked = useSession((s) => s.requestsBlocked);
  // Labs switches (docs/labs-focal.md): applied to the document; the clock shows here.
  const labs = useLabFlags();
  const { pathname } = useLocation();
  const { actions } = usePermissions();
  const newPermissionModule = useNewPermissionModule();

  const input: NavInput = {
    flags: { ...data.config.feature_flags, [NEW_PERMISSION_MODULE]: newPermissionModule },
    roles: data.config.roles,
    accounts: data.accounts,
    enabledProperties: sync?.enabled_properties ?? null,
    actions,
  };
  const tabs = visibleTabs(input);
  const active = activeTab(tabs, pathname);
  const main = tabs.filter((t) => t.key !== 'LogOut');
  const logOut = tabs.find((t) => t.key === 'LogOut');

  return (
    <header className="topbar">
      <Link to="/" className="topbar-brand" aria-label="Desk home">
        <Wordmark />
      </Link>
      <nav className="topbar-nav" aria-label="Main">
        {main.map((t) =>
          t.key === 'Trade' ? (
            <TradeTab key={t.key} tab={t} active={active === t.key} input={input} />
          ) : (
            <NavLink
              key={t.key}
              to={t.to}
              className={`nav-tab${active === t.key ? ' active' : ''}`}
              data-testid={`nav-${t.key}`}
            >
              {t.label}
            </NavLink>
          ),
        )}
      </nav>
      <div className="topbar-right">
        {labs.has('utc_clock') && <UtcClock />}
        {blocked && (
          <span className="status-pill status-pill-warning" role="status">
            Requests paused
          </span>
        )}
        <DownloadsPanel />
        <ApprovalsBadge actions={actions} />
        <HealthIndicator />
        <UserMenu data={data} />
        {logOut && (
          <NavLink to={logOut.to} className="nav-tab nav-logout" data-testid={`nav-${logOut.key}`}>
            {logOut.label}
          </NavLink>
        )}
      </div>
    </header>
  );
}

function TradeTab({
  tab,
  active,
  input,
}: {
  readonly tab: NavTab;
  readonly active: boolean;
  readonly input: NavInput;
}) {
  const { pathname } = useLocation();
  return (
    <span className={`nav-tab-group${active ? ' active' : ''}`}>
      <NavLink
        to={tab.to}
        className={`nav-tab${active ? ' active' : ''}`}
        data-testid={`nav-${tab.key}`}
      >
        {tab.label}
      </NavLink>
      <Popover
        ariaLabel="Trade types"
        label={
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
            <path
              d="M2.5 4.5L6 8l3.5-3.5"
              stroke="currentColor"
              strokeWidth="1.6"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        }
        buttonClassName="nav-caret"
        testId="trade-menu"
      >
        <div className="menu-heading">Trade types</div>
        {visibleTradeTypes(input).map((t) => (
          <Link
            key={t.key}
            to={t.to}
            className={`menu-item${pathname === t.to ? ' active' : ''}`}
            data-testid={`trade-type-${t.key}`}
          >
            {t.label}
          </Link>
        ))}
      </Popover>
    </span>
  );
}
