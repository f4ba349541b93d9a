// Shared portfolio state (spec 3.7) and the portfolio's persisted preferences (spec 9): the
// selected subaccounts grouped by account kind, the venues, the performance filters and the
// display preferences. Kept in localStorage, so it survives reloads, and every tab of the
// browser follows a change made in another (the 'storage' event). The preferences and saved
// exchanges are also the user's server-side document 'portfolio' (preferences.ts): the newer
// of the two wins when a tab starts. Framework-free.
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  INSTRUMENT_CLASSES,
  PORTFOLIO_ACCOUNT_GROUPS,
  QUICK_RANGES,
  quickRangeWindow,
  type InstrumentClass,
  type PerformanceWindow,
  type PortfolioAccountGroup,
  type QuickRange,
} from '../../../domain/portfolio';

export const PORTFOLIO_STATE_KEY = 'desk.portfolio.state';

/** A balance worth less than this (USD) counts as small (spec 9 "hide small balances"). */
export const SMALL_BALANCE_USD = 1;

export type SelectedSubaccounts = Readonly<Record<PortfolioAccountGroup, readonly number[]>>;

export interface PerformanceFilters {
  readonly range: QuickRange | 'custom';
  /** The custom range (epoch ms, UTC); used when range is 'custom'. */
  readonly tStart: number | null;
  readonly tEnd: number | null;
  readonly instruments: readonly InstrumentClass[];
  /** One venue key, or null for all. */
  readonly venue: string | null;
  /** When the user last asked for fresh figures. */
  readonly refreshedAt: number | null;
}

export interface PortfolioPreferences {
  readonly hideSmallBalances: boolean;
  readonly hideZeroBalances: boolean;
  /** Per table: its column state (hidden, sort, widths; parsed by the table). */
  readonly columns: Readonly<Record<string, unknown>>;
  /** Per table: collapsed column groups. */
  readonly columnGroups: Readonly<Record<string, readonly string[]>>;
  /** Per table: text filters by column. */
  readonly filterModel: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Position collateral display: per subaccount, the collateral token to value positions in. */
  readonly positionCollateral: Readonly<Record<string, string>>;
}

export interface PortfolioState {
  /** Venue keys the user saved; "Saved exchanges" applies them as the venue selection. */
  readonly savedExchanges: readonly string[];
  /** When the preferences or saved exchanges last changed (client ms); null: never. */
  readonly prefsSavedAt: number | null;
  /** null: every readable subaccount (the default). */
  readonly selected: SelectedSubaccounts | null;
  /** null: every venue. */
  readonly venues: readonly string[] | null;
  readonly filters: PerformanceFilters;
  readonly prefs: PortfolioPreferences;
}

export const DEFAULT_PORTFOLIO_STATE: PortfolioState = {
  savedExchanges: [],
  prefsSavedAt: null,
  selected: null,
  venues: null,
  filters: {
    range: 'month',
    tStart: null,
    tEnd: null,
    instruments: [...INSTRUMENT_CLASSES],
    venue: null,
    refreshedAt: null,
  },
  prefs: {
    hideSmallBalances: false,
    hideZeroBalances: false,
    columns: {},
    columnGroups: {},
    filterModel: {},
    positionCollateral: {},
  },
};

const isNumList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isInteger(x));
const isStrList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads a stored state; anything unknown or malformed falls back to the defaults. */
export function parsePortfolioState(text: string | null): PortfolioState {
  let raw: Record<string, unknown>;
  try {
    raw = obj(JSON.parse(text ?? 'null'));
  } catch {
    return DEFAULT_PORTFOLIO_STATE;
  }
  const d = DEFAULT_PORTFOLIO_STATE;
  const sel = raw['selected'];
  let selected: SelectedSubaccounts | null = null;
  if (sel !== null && typeof sel === 'object') {
    const s = obj(sel);
    selected = Object.fromEntries(
      PORTFOLIO_ACCOUNT_GROUPS.map((g) => [g, isNumList(s[g]) ? s[g] : []]),
    ) as unknown as SelectedSubaccounts;
  }
  const f = obj(raw['filters']);
  const range =
    f['range'] === 'custom' || QUICK_RANGES.includes(f['range'] as QuickRange)
      ? (f['range'] as QuickRange | 'custom')
      : d.filters.range;
  const p = obj(raw['prefs']);
  return {
    savedExchanges: isStrList(raw['savedExchanges']) ? raw['savedExchanges'] : [],
    prefsSavedAt: typeof raw['prefsSavedAt'] === 'number' ? raw['prefsSavedAt'] : null,
    selected,
    venues: isStrList(raw['venues']) ? raw['venues'] : null,
    filters: {
      range,
      tStart: typeof f['tStart'] === 'number' ? f['tStart'] : null,
      tEnd: typeof f['tEnd'] === 'number' ? f['tEnd'] : null,
      instruments: isStrList(f['instruments'])
        ? f['instruments'].filter((i): i is InstrumentClass =>
            INSTRUMENT_CLASSES.includes(i as InstrumentClass),
          )
        : d.filters.instruments,
      venue: typeof f['venue'] === 'string' ? f['venue'] : null,
      refreshedAt: typeof f['refreshedAt'] === 'number' ? f['refreshedAt'] : null,
    },
    prefs: {
      hideSmallBalances: p['hideSmallBalances'] === true,
      hideZeroBalances: p['hideZeroBalances'] === true,
      columns: obj(p['columns']) as PortfolioPreferences['columns'],
      columnGroups: obj(p['columnGroups']) as PortfolioPreferences['columnGroups'],
      filterModel: obj(p['filterModel']) as PortfolioPreferences['filterModel'],
      positionCollateral: obj(
        p['positionCollateral'],
      ) as PortfolioPreferences['positionCollateral'],
    },
  };
}

/** The performance window the filters mean at `now` (spec 3.7 default: start of month → EOD). */
export function filtersWindow(f: PerformanceFilters, now: number): PerformanceWindow {
  if (f.range === 'custom' && f.tStart !== null && f.tEnd !== null && f.tStart <= f.tEnd)
    return { tStart: f.tStart, tEnd: f.tEnd };
  return quickRangeWindow(f.range === 'custom' ? 'month' : f.range, now);
}

/** The subaccount ids the selection means (null: all readable), narrowed by the venues. */
export function selectedIds(
  state: Pick<PortfolioState, 'selected' | 'venues'>,
  all: readonly { id: number; group: PortfolioAccountGroup; venue: string }[],
): number[] | null {
  if (state.selected === null && state.venues === null) return null;
  const chosen =
    state.selected === null
      ? null
      : new Set(PORTFOLIO_ACCOUNT_GROUPS.flatMap((g) => state.selected?.[g] ?? []));
  const venues = state.venues === null ? null : new Set(state.venues);
  return all
    .filter(
      (s) => (chosen === null || chosen.has(s.id)) && (venues === null || venues.has(s.venue)),
    )
    .map((s) => s.id);
}

/** Hide-small/hide-zero (spec 9) applied to rows with a USD value and a balance. */
export function visibleBalances<T extends { valueUsd: string; equityBalance: string }>(
  rows: readonly T[],
  prefs: Pick<PortfolioPreferences, 'hideSmallBalances' | 'hideZeroBalances'>,
): T[] {
  return rows.filter((r) => {
    if (prefs.hideZeroBalances && Number(r.equityBalance) === 0) return false;
    if (prefs.hideSmallBalances && Math.abs(Number(r.valueUsd)) < SMALL_BALANCE_USD) return false;
    return true;
  });
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of the state kept on the server (spec 9 preferences and the saved exchanges). */
export interface PreferenceDocument {
  readonly savedAt: number;
  readonly savedExchanges: readonly string[];
  readonly prefs: PortfolioPreferences;
}

export function preferenceDocument(s: PortfolioState): PreferenceDocument | null {
  return s.prefsSavedAt === null
    ? null
    : { savedAt: s.prefsSavedAt, savedExchanges: s.savedExchanges, prefs: s.prefs };
}

/** The server's document applied when it is newer than what this browser holds. */
export function withRemotePreferences(s: PortfolioState, raw: unknown): PortfolioState {
  const doc = obj(raw);
  const savedAt = doc['savedAt'];
  if (typeof savedAt !== 'number') return s;
  if (s.prefsSavedAt !== null && s.prefsSavedAt >= savedAt) return s;
  const parsed = parsePortfolioState(
    JSON.stringify({ savedExchanges: doc['savedExchanges'], prefs: doc['prefs'] }),
  );
  return {
    ...s,
    savedExchanges: parsed.savedExchanges,
    prefs: parsed.prefs,
    prefsSavedAt: savedAt,
  };
}

export interface PortfolioStore extends StoreApi<PortfolioState> {
  /** A change made in this tab: persisted locally; a preference change is also sent on. */
  update(change: (s: PortfolioState) => PortfolioState): void;
  /** Another tab wrote the state (the 'storage' event's key and new value). */
  storageChanged(key: string | null, value: string | null): void;
  /** The server's document (applied when newer; other tabs follow through storage). */
  applyRemote(raw: unknown): void;
  /** Called with the document after each preference change made in this tab. */
  onPreferencesChanged(listener: (doc: PreferenceDocument) => void): () => void;
}

export function createPortfolioStore(
  storage: KeyValue,
  clock: () => number = () => Date.now(),
): PortfolioStore {
  const store = createStore<PortfolioState>(() =>
    parsePortfolioState(storage.getItem(PORTFOLIO_STATE_KEY)),
  );
  const listeners = new Set<(doc: PreferenceDocument) => void>();
  const write = (next: PortfolioState) => {
    store.setState(next, true);
    storage.setItem(PORTFOLIO_STATE_KEY, JSON.stringify(next));
  };
  return Object.assign(store, {
    update(change: (s: PortfolioState) => PortfolioState) {
      const before = store.getState();
      let next = change(before);
      const prefsChanged =
        next.prefs !== before.prefs || next.savedExchanges !== before.savedExchanges;
      if (prefsChanged)
        next = { ...next, prefsSavedAt: Math.max(clock(), (before.prefsSavedAt ?? 0) + 1) };
      write(next);
      const doc = prefsChanged ? preferenceDocument(next) : null;
      if (doc) for (const l of listeners) l(doc);
    },
    storageChanged(key: string | null, value: string | null) {
      if (key === PORTFOLIO_STATE_KEY || key === null)
        store.setState(parsePortfolioState(value ?? storage.getItem(PORTFOLIO_STATE_KEY)), true);
    },
    applyRemote(raw: unknown) {
      const before = store.getState();
      const next = withRemotePreferences(before, raw);
      if (next !== before) write(next);
    },
    onPreferencesChanged(listener: (doc: PreferenceDocument) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  });
}
