// S6: book rows under churn. view=product renders the product's OrderBook (the canvas book, its
// own 14 rows a side), view=dom-product the same book as DOM rows (DomOrderBook); view=canvas
// renders the product's canvas book (CanvasBook) at rows=N a side; view=slot|price render the
// product's DOM row component (BookRowView) keyed by slot or by price at rows=N a side. Books come from a seeded churn sequence (the mid moves,
// levels appear and vanish) pushed into the product's market store; every update is committed
// with flushSync and timed, then the layout it caused is forced and timed, one update per
// animation frame. view=blotter&rows=slot|row: the 100k-row blotter scroll (s6-blotter.tsx).
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { BookState, CoreClient } from '../../../workers/api';
import { createMarketStores } from '../../../src/tab/market/applyMarketFrame';
import { createQueryStore } from '../../../src/tab/queries/queryStore';
import { bookView, type BookRow } from '../../../src/tab/market/bookView';
import { applyTopics } from '../../../src/tab/market/marketStore';
import { bookTopic } from '../../../src/tab/market/topicKeys';
import { useBook } from '../../../src/tab/react/market';
import { ShellProvider } from '../../../src/tab/react/ShellProvider';
import { createSessionStore } from '../../../src/tab/sessionStore';
import { browserTabEnv } from '../../../src/tab/tabEnv';
import { BookRowView, DomOrderBook, OrderBook } from '../../../src/features/edge/OrderBook';
import { CanvasBook } from '../../../src/features/edge/CanvasBook';
import { createToastStore } from '../../../src/tab/toastStore';
import '../../../src/theme/global.css';
import '../../../src/features/edge/edge.css';
import { BlotterView, scrollRun } from './blotter-scroll';

const params = new URLSearchParams(location.search);
const view = params.get('view') ?? 'product';
const rows = Number(params.get('rows') ?? '14');
const identity = params.get('rows') === 'row' ? 'row' : 'slot';
const SYMBOL = 'BTC/USD';
const topic = bookTopic(SYMBOL);

/** The core is not involved: subscriptions are accepted and the bench feeds the store. */
const core = new Proxy({} as CoreClient, {
  get: (_t, name) =>
    name === 'subscribe' ? () => () => undefined : () => Promise.resolve(undefined),
});
const market = createMarketStores();
const env = browserTabEnv();

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Depth `n` a side: the mid walks, about a fifth of the levels are missing each time. */
function churn(count: number, n: number): BookState[] {
  const rnd = mulberry(7);
  let mid = 6_000_000;
  const out: BookState[] = [];
  for (let k = 0; k < count; k++) {
    mid += Math.round((rnd() - 0.5) * 6);
    const side = (dir: 1 | -1): [Float64Array, Float64Array] => {
      const prices = new Float64Array(n);
      const sizes = new Float64Array(n);
      let p = mid + dir;
      for (let i = 0; i < n; i++) {
        if (rnd() < 0.2) p += dir; // a level vanished: rows shift
        prices[i] = p;
        sizes[i] = 1 + Math.floor(rnd() * 5000);
        p += dir;
      }
      return [prices, sizes];
    };
    const [bidPrices, bidSizes] = side(-1);
    const [askPrices, askSizes] = side(1);
    out.push({
      kind: 'book',
      topic,
      symbol: SYMBOL,
      status: 'synced',
      seq: k + 1,
      serverTime: k,
      tickSize: '0.01',
      lotSize: '0.0001',
      groupTicks: 1,
      bidPrices,
      bidSizes,
      askPrices,
      askSizes,
    });
  }
  return out;
}

/** The product's row component, `rows` a side, keyed by slot or by price. */
function KeyedBook({ byPrice }: { readonly byPrice: boolean }) {
  const book = useBook(SYMBOL, rows, 1);
  const v = useMemo(() => (book ? bookView(book, rows) : null), [book]);
  const side = (s: 'bid' | 'ask', list: readonly BookRow[]) =>
    list.map((row, slot) => (
      <BookRowView key={byPrice ? row.priceTicks : slot} side={s} row={row} />
    ));
  return (
    <section className="edge-panel edge-book">
      <div className="edge-book-body">
        <div className="edge-book-side asks">{v ? side('ask', [...v.asks].reverse()) : null}</div>
        <div className="edge-book-side bids">{v ? side('bid', v.bids) : null}</div>
      </div>
    </section>
  );
}

/** Time spent in animation-frame callbacks (the canvas draws there), summed until read. */
let frameWork = 0;
const rawFrame = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (cb) =>
  rawFrame((t) => {
    const t0 = performance.now();
    cb(t);
    frameWork += performance.now() - t0;
  });

const canvasView = view === 'canvas' || view === 'product';

/** The product's canvas book at `rows` a side, tall enough to show every line. */
function CanvasKeyedBook() {
  useBook(SYMBOL, rows, 1);
  return (
    <section className="edge-panel edge-book" style={{ height: rows * 2 * 19 + 26 }}>
      <CanvasBook symbol={SYMBOL} rows={rows} resyncing={false} />
    </section>
  );
}

let added = 0;
new MutationObserver((list) => {
  for (const m of list) for (const n of m.addedNodes) if (n.nodeType === Node.ELEMENT_NODE) added++;
}).observe(document.body, { childList: true, subtree: true });

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ShellProvider
    shell={{
      core,
      session: createSessionStore(null),
      toasts: createToastStore(),
      env,
      market,
      queries: createQueryStore(),
    }}
  >
    <div style={{ width: 420 }}>
      {view === 'blotter' ? (
        <BlotterView identity={identity} />
      ) : view === 'product' ? (
        <div style={{ display: 'grid', height: 600 }}>
          <OrderBook symbol={SYMBOL} tickSize="0.01" />
        </div>
      ) : view === 'dom-product' ? (
        <div style={{ display: 'grid', height: 600 }}>
          <DomOrderBook symbol={SYMBOL} tickSize="0.01" />
        </div>
      ) : view === 'canvas' ? (
        <CanvasKeyedBook />
      ) : (
        <KeyedBook byPrice={view === 'price'} />
      )}
    </div>
  </ShellProvider>,
);

const nextFrame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));

interface BookRun {
  commits: number[];
  layouts: number[];
  /** Animation-frame work after each update (the canvas draw; ~0 for DOM rows). */
  draws: number[];
  /** bookView alone on the same books (it runs inside each commit). */
  views: number[];
  addedPerUpdate: number;
}

async function run(updates: number): Promise<BookRun> {
  const depth = view === 'product' || view === 'dom-product' ? 14 : rows;
  const books = churn(updates + 1, depth);
  flushSync(() => applyTopics(market.market, [books[0] as BookState]));
  await nextFrame();
  await nextFrame();
  const commits: number[] = [];
  const layouts: number[] = [];
  const draws: number[] = [];
  added = 0;
  for (let i = 1; i <= updates; i++) {
    frameWork = 0;
    await nextFrame();
    if (i > 1) draws.push(frameWork);
    const book = books[i] as BookState;
    const t0 = performance.now();
    // The canvas book follows the store without React: its commit is the store update itself
    // (bookView, the lines, the diff); the DOM rows render and commit inside flushSync.
    if (canvasView) applyTopics(market.market, [book]);
    else flushSync(() => applyTopics(market.market, [book]));
    const t1 = performance.now();
    commits.push(t1 - t0);
    // The style and layout the commit caused, which the frame would do after the script.
    void document.body.offsetHeight;
    layouts.push(performance.now() - t1);
  }
  frameWork = 0;
  await nextFrame();
  draws.push(frameWork);
  await new Promise((r) => setTimeout(r, 0)); // MutationObserver records are delivered
  const views: number[] = [];
  for (let i = 1; i <= updates; i++) {
    const t0 = performance.now();
    bookView(books[i] as BookState, depth);
    views.push(performance.now() - t0);
  }
  return {
    commits,
    layouts,
    draws,
    views,
    addedPerUpdate: added / updates,
  };
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}
window.__bench = {
  isolated: () => crossOriginIsolated,
  ready: () =>
    view === 'blotter'
      ? document.querySelector('.vt-row') !== null
      : market.market.getState().refs[topic] !== undefined,
  rowsRendered: () =>
    document.querySelectorAll('.edge-book-row, [data-testid$="-row"][data-price]').length,
  run,
  scroll: (seconds: number, pxPerFrame: number, jumpEvery: number, jumpRows: number) =>
    scrollRun(seconds, pxPerFrame, jumpEvery, jumpRows, {
      reset: () => {
        added = 0;
      },
      read: () => added,
    }),
};
