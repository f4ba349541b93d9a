// What the views get from the tab: the core client and the tab-side stores.
import type { CoreClient } from '../../workers/api';
import type { ToastStore } from './toastStore';
import type { MarketStores } from './market/applyMarketFrame';
import type { SessionStore } from './sessionStore';
import type { TabEnv } from './tabEnv';

export interface Shell {
  readonly core: CoreClient;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly env: TabEnv;
  /** Market topics and feed health, fed by the core's frames. */
  readonly market: MarketStores;
}
