// What the views get from the tab: the core client and the tab-side stores.
import type { CoreClient } from '../../workers/api';
import type { ToastStore } from './toastStore';
import type { MarketStores } from './market/applyMarketFrame';
import type { QueryStore } from './queries/queryStore';
import type { SessionStore } from './sessionStore';
import type { TabEnv } from './tabEnv';

export interface Shell {
  readonly core: CoreClient;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly env: TabEnv;
  /** Market topics and feed health, fed by the core's frames. */
  readonly market: MarketStores;
  /** States of the queries this tab watches (the cache itself is in the data core). */
  readonly queries: QueryStore;
}
