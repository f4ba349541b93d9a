// The post-trade screens' frame (spec 2.3): title, subtitle and links between the seven
// screens; Allocation and Settlement sit under the Portfolio tab, the rest under Insights, and
// statistics under Analytics (src/tab/navigation.ts).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useLiveSubaccounts, useReadableSubaccounts } from '../portfolio/usePortfolio';
import '../portfolio/portfolio.css';
import './posttrade.css';

export const POST_TRADE_SCREENS = [
  { to: '/trade-allocation', label: 'Allocation' },
  { to: '/trade-settlement', label: 'Settlement' },
  { to: '/trade-statistics', label: 'Statistics' },
  { to: '/post-trade/cashflows', label: 'Cashflows' },
  { to: '/post-trade/transactions', label: 'Transactions' },
  { to: '/post-trade/eod-snapshots', label: 'EOD snapshots' },
  { to: '/post-trade/ems-transactions', label: 'EMS transactions' },
] as const;

export function PostTradeShell({
  title,
  subtitle,
  testId,
  actions,
  children,
}: {
  readonly title: string;
  readonly subtitle: string;
  readonly testId: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  // The readable subaccounts' private topics: balance and order events mark these reads stale.
  const subs = useReadableSubaccounts();
  useLiveSubaccounts(subs.map((s) => s.id));
  return (
    <div className="screen pf-screen pt-screen" data-testid={testId}>
      <div className="screen-header pf-header">
        <div>
          <h1 className="screen-title">{title}</h1>
          <p className="screen-subtitle">{subtitle}</p>
        </div>
        {actions}
      </div>
      <nav className="pf-tabs" aria-label="Post-trade screens">
        {POST_TRADE_SCREENS.map((s) => (
          <NavLink
            key={s.to}
            to={s.to}
            className={({ isActive }) => `pf-tab${isActive ? ' active' : ''}`}
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      <section className="pf-page">{children}</section>
    </div>
  );
}

/** Sub-tabs of a screen with a {tab?} route segment. */
export function SubTabs({
  base,
  tabs,
  current,
}: {
  readonly base: string;
  readonly tabs: readonly { readonly key: string; readonly label: string }[];
  readonly current: string;
}) {
  return (
    <nav className="pf-subtabs" aria-label="Tabs">
      {tabs.map((t) => (
        <NavLink
          key={t.key}
          to={`${base}/${t.key}`}
          className={`pf-chip${t.key === current ? ' active' : ''}`}
          data-testid={`pt-tab-${t.key}`}
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
