// A product tab for S3/S4: the product's tab adapter, stores and OrderBook view over the
// product's data core, the core loaded through the bench probe. Query parameters:
//   mode=shared|dedicated  the SharedWorker core, or the per-tab fallback (forceDedicated)
//   ack=paint|immediate    the product's way (the frames that arrived since the last paint
//                          applied once in the next animation frame, before the canvas book's
//                          draw, and acknowledged after that paint), or every frame applied and
//                          acknowledged at once (a store update per message)
//   symbol=BTC/USD         the book shown
//   also=A,B,...           more books held (not drawn), so the core takes the whole feed
//   deliver=held|all       those books held in the core only (default), or sent to the tab too
import { createRoot } from 'react-dom/client';
import { connectCore } from '../../../workers/api';
import { createMarketStores } from '../../../src/tab/market/applyMarketFrame';
import { createQueryStore } from '../../../src/tab/queries/queryStore';
import { holdTopic, subscribeTopic } from '../../../src/tab/market/subscribeTopic';
import { bookTopic } from '../../../src/tab/market/topicKeys';
import { ShellProvider } from '../../../src/tab/react/ShellProvider';
import { createSessionStore } from '../../../src/tab/sessionStore';
import { startTabAdapter, type RouterPort } from '../../../src/tab/tabAdapter';
import { browserTabEnv, readToken } from '../../../src/tab/tabEnv';
import { OrderBook } from '../../../src/features/edge/OrderBook';
import { createToastStore } from '../../../src/tab/toastStore';
import '../../../src/theme/global.css';
import '../../../src/features/edge/edge.css';
import { coreStats, installTabProbe, readSamples, resetSamples } from './probe/tab-probe';
import probeDedicatedUrl from './probe/dedicated.ts?worker&url';
import probeSharedUrl from './probe/shared.ts?worker&url';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'dedicated' ? 'dedicated' : 'shared';
const immediate = params.get('ack') === 'immediate';
const symbol = params.get('symbol') ?? 'BTC/USD';
const also = (params.get('also') ?? '').split(',').filter((s) => s !== '' && s !== symbol);

installTabProbe();
// connectCore builds the product's worker URLs; the bench swaps in the same core + probe.
const NativeShared = globalThis.SharedWorker;
globalThis.SharedWorker = class extends NativeShared {
  constructor(_url: string | URL, options?: string | WorkerOptions) {
    super(probeSharedUrl, typeof options === 'object' ? { ...options, type: 'module' } : options);
  }
};
const NativeWorker = globalThis.Worker;
globalThis.Worker = class extends NativeWorker {
  constructor(_url: string | URL, options?: WorkerOptions) {
    super(probeDedicatedUrl, { ...options, type: 'module' });
  }
};

const env = browserTabEnv();
const session = createSessionStore(readToken(env));
const toasts = createToastStore();
const market = createMarketStores();
const queries = createQueryStore();
const router: RouterPort = {
  currentPath: () => location.pathname,
  navigate: () => undefined,
  subscribe: () => () => undefined,
};
const adapter = startTabAdapter({
  core: connectCore({ forceDedicated: mode === 'dedicated' }),
  env,
  router,
  page: { assign: () => undefined, reload: () => undefined },
  session,
  toasts,
  market,
  queries,
  ...(immediate
    ? {
        paint: {
          nextFrame: (apply: () => void, painted: () => void) => {
            apply();
            painted();
          },
          hiddenDelay: () => Promise.resolve(),
          visible: () => true,
          whenVisible: (cb: () => void) => cb(),
        },
      }
    : {}),
});

// The other books: held in the core (so it takes the whole feed) and, by default, not sent to
// this tab, which draws one (SubscribeOptions.held). deliver=all: every book sent and applied,
// as before.
const deliverAll = params.get('deliver') === 'all';
for (const other of also)
  if (deliverAll) subscribeTopic(adapter.core, market.market, bookTopic(other), { depth: 14 });
  else holdTopic(adapter.core, bookTopic(other), { depth: 14 });

/** Market-store updates that changed the books (each is a render of the drawn book). */
let applies = 0;
market.market.subscribe((s, prev) => {
  if (s.books !== prev.books) applies += 1;
});

declare global {
  interface Window {
    __bench?: unknown;
  }
}

window.__bench = {
  mode: () => adapter.attached.then((r) => r.mode),
  // Held books never reach the tab: the core's upstream holds them; the drawn one is checked.
  synced: () =>
    (deliverAll ? [symbol, ...also] : [symbol]).every(
      (s) => market.market.getState().books[bookTopic(s)]?.status === 'synced',
    ),
  updatesPerSecond: () => market.feed.store.getState().connection?.updatesPerSecond ?? null,
  isolated: () => crossOriginIsolated,
  reset: () => {
    resetSamples();
    applies = 0;
  },
  // `frames`: applies of the market store (renders), as the naive page counts React commits;
  // `received`: frames that reached the tab.
  read: () => {
    const samples = readSamples();
    return { ...samples, frames: applies, received: samples.frames };
  },
  coreStats: () => coreStats(),
};

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ShellProvider shell={{ core: adapter.core, session, toasts, env, market, queries }}>
    {/* A height of its own: the canvas book fills its panel (Edge gives it a grid cell). */}
    <div style={{ width: 360, height: 600, display: 'grid' }}>
      <OrderBook symbol={symbol} tickSize={null} />
    </div>
  </ShellProvider>,
);
