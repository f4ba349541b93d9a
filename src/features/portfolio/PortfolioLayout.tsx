// Portfolio (spec 2.3): one layout for its seven pages. It shows the shared selection (spec 3.7:
// subaccounts grouped by otc, custody, edge, off_exchange; venues) that every page and every tab
// of the browser reads, and holds the selected subaccounts' private topics so figures stay live.
import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { PORTFOLIO_ACCOUNT_GROUPS, type PortfolioAccountGroup } from '../../../domain/portfolio';
import { useFeatureFlag } from './useFeatureFlag';
import {
  useLiveSubaccounts,
  usePortfolioPreferenceSync,
  usePortfolioState,
  usePortfolioStore,
  useReadableSubaccounts,
  useSelection,
} from './usePortfolio';
import './portfolio.css';

export const PORTFOLIO_PAGES = [
  { path: 'performance', label: 'Performance' },
  { path: 'composition', label: 'Composition' },
  { path: 'balances', label: 'Balances' },
  { path: 'credit', label: 'Credit', flag: 'credit_loan_balance' },
  { path: 'risk', label: 'Risk' },
  { path: 'positions', label: 'Positions' },
  { path: 'treasury-management', label: 'Treasury management' },
] as const;

export const GROUP_LABELS: Readonly<Record<PortfolioAccountGroup, string>> = {
  otc: 'OTC',
  custody: 'Custody',
  edge: 'Edge',
  off_exchange: 'Off exchange',
};

export function PortfolioLayout() {
  const { ids } = useSelection();
  useLiveSubaccounts(ids);
  usePortfolioPreferenceSync();
  const credit = useFeatureFlag('credit_loan_balance');
  return (
    <div className="screen pf-screen" data-testid="portfolio">
      <div className="screen-header pf-header">
        <div>
          <h1 className="screen-title">Portfolio</h1>
          <p className="screen-subtitle">
            Holdings, performance, credit and risk across every venue and subaccount you may read.
          </p>
        </div>
        <SelectionBar />
      </div>
      <nav className="pf-tabs" aria-label="Portfolio pages">
        {PORTFOLIO_PAGES.filter((p) => !('flag' in p) || credit).map((p) => (
          <NavLink
            key={p.path}
            to={`/portfolio/${p.path}`}
            className={({ isActive }) => `pf-tab${isActive ? ' active' : ''}`}
            data-testid={`portfolio-tab-${p.path}`}
          >
            {p.label}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<div className="card pf-state skeleton" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** Subaccounts by account kind and venues; the choice is shared with every portfolio tab. */
function SelectionBar() {
  const all = useReadableSubaccounts();
  const store = usePortfolioStore();
  const selected = usePortfolioState((s) => s.selected);
  const venues = usePortfolioState((s) => s.venues);
  const saved = usePortfolioState((s) => s.savedExchanges);
  const { ids } = useSelection();
  const [open, setOpen] = useState(false);
  const isOn = (id: number) =>
    selected === null || PORTFOLIO_ACCOUNT_GROUPS.some((g) => selected[g].includes(id));
  const allVenues = [...new Set(all.map((s) => s.venue))];

  function toggle(id: number, group: PortfolioAccountGroup) {
    store.update((s) => {
      const base =
        s.selected ??
        (Object.fromEntries(
          PORTFOLIO_ACCOUNT_GROUPS.map((g) => [
            g,
            all.filter((x) => x.group === g).map((x) => x.id),
          ]),
        ) as Record<PortfolioAccountGroup, number[]>);
      const list = base[group];
      const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
      return { ...s, selected: { ...base, [group]: next } };
    });
  }

  /** Saved exchanges (spec 3.7): a venue list kept with the preferences, applied in one click. */
  function toggleSaved(venue: string) {
    store.update((s) => ({
      ...s,
      savedExchanges: s.savedExchanges.includes(venue)
        ? s.savedExchanges.filter((v) => v !== venue)
        : [...s.savedExchanges, venue],
    }));
  }

  function toggleVenue(venue: string) {
    store.update((s) => {
      const current = s.venues ?? allVenues;
      const next = current.includes(venue)
        ? current.filter((v) => v !== venue)
        : [...current, venue];
      return { ...s, venues: next.length === allVenues.length ? null : next };
    });
  }

  return (
    <div className="pf-selection">
      <button
        type="button"
        className="btn btn-sm"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="portfolio-selection"
      >
        {selected === null && venues === null
          ? `All subaccounts (${all.length})`
          : `${ids.length} of ${all.length} subaccounts`}
      </button>
      {open && (
        <div className="pf-selection-panel card" role="dialog" aria-label="Subaccounts and venues">
          {PORTFOLIO_ACCOUNT_GROUPS.map((g) => {
            const members = all.filter((s) => s.group === g);
            if (members.length === 0) return null;
            return (
              <fieldset key={g} className="pf-group">
                <legend>{GROUP_LABELS[g]}</legend>
                {members.map((s) => (
                  <label key={s.id} className="pf-check">
                    <input type="checkbox" checked={isOn(s.id)} onChange={() => toggle(s.id, g)} />
                    {s.name}
                  </label>
                ))}
              </fieldset>
            );
          })}
          <fieldset className="pf-group">
            <legend>Venues</legend>
            {allVenues.map((v) => (
              <div key={v} className="pf-venue-row">
                <label className="pf-check">
                  <input
                    type="checkbox"
                    checked={venues === null || venues.includes(v)}
                    onChange={() => toggleVenue(v)}
                  />
                  {v}
                </label>
                <button
                  type="button"
                  className={`pf-save-venue${saved.includes(v) ? ' on' : ''}`}
                  aria-pressed={saved.includes(v)}
                  aria-label={`${saved.includes(v) ? 'Remove' : 'Add'} ${v} ${saved.includes(v) ? 'from' : 'to'} saved exchanges`}
                  title={saved.includes(v) ? 'Saved exchange' : 'Save this exchange'}
                  onClick={() => toggleSaved(v)}
                  data-testid={`portfolio-save-venue-${v}`}
                >
                  {saved.includes(v) ? '★' : '☆'}
                </button>
              </div>
            ))}
          </fieldset>
          <div className="pf-selection-foot">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={saved.length === 0}
              title={saved.length === 0 ? 'Star venues to save them' : `Show ${saved.join(', ')}`}
              onClick={() => store.update((s) => ({ ...s, selected: null, venues: [...saved] }))}
              data-testid="portfolio-apply-saved"
            >
              Saved exchanges ({saved.length})
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => store.update((s) => ({ ...s, selected: null, venues: null }))}
            >
              Select all
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export default PortfolioLayout;
