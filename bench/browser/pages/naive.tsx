// The S4 naive baseline: what a typical trading UI does. A WebSocket opened on this tab's main
// thread (the stream's JSON encoding, subprotocol desk.json), JSON.parse per socket message, a
// React state update per book message, and the product's DOM book rows (bookView +
// BookRowView, 14 a side, same markup and CSS as the product's book) drawn from that state.
// Same server, same feed, same subscriptions as the product tab (bench/browser/pages/tab.tsx).
// Query parameters: symbol=BTC/USD (the book drawn), also=A,B,... (more books held).
//
// Tick-to-paint: every socket message carrying book data is stamped on receipt (onmessage),
// with the server time of its oldest delta, and counted at the first paint after the React
// commit that applied it (a task posted from requestAnimationFrame, as the product probe
// does). Publish → paint is the fair comparison: on a busy main thread a message also waits
// before onmessage runs, which receipt cannot see (the product's receipt is in its core).
import { memo, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { bookView } from '../../../src/tab/market/bookView';
import { BookRowView, BOOK_ROWS } from '../../../src/features/edge/OrderBook';
import { groupThousands } from '../../../domain/numbers';
import '../../../src/theme/global.css';
import '../../../src/features/edge/edge.css';
import {
  applyMessage,
  messagesOf,
  topOfBook,
  type JsonServerMessage,
  type NaiveBook,
} from '../naive-book';
import { wallNow } from './probe/clock';

const params = new URLSearchParams(location.search);
const symbol = params.get('symbol') ?? 'BTC/USD';
const also = (params.get('also') ?? '').split(',').filter((s) => s !== '' && s !== symbol);
const held = [symbol, ...also];

// ---- measurement (kept outside React, read by the bench) ----
let received: number[] = [];
let receivedServer: number[] = [];
let waiting: number[] = [];
let waitingServer: number[] = [];
let tickToPaint: number[] = [];
let publishToPaint: number[] = [];
let frames = 0;
let ticks = 0;
let levels = 0;
let since = wallNow();
let paintArmed = false;
const synced = new Set<string>();

function afterPaint(cb: (t: number) => void): void {
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(wallNow());
    ch.port2.postMessage(null);
  });
}

/** A commit happened: what was received before it shows at the next paint. */
function committed(): void {
  frames++;
  if (received.length === 0) return;
  waiting.push(...received);
  waitingServer.push(...receivedServer);
  received = [];
  receivedServer = [];
  if (paintArmed) return;
  paintArmed = true;
  afterPaint((painted) => {
    paintArmed = false;
    for (const t of waiting) tickToPaint.push(painted - t);
    for (const t of waitingServer) publishToPaint.push(painted - t);
    waiting = [];
    waitingServer = [];
  });
}

// ---- the naive app ----
type Books = Readonly<Record<string, NaiveBook>>;

/** Opened from the app's effect, as a React app does; the socket lives as long as the tab. */
function connect(setBooks: (update: (prev: Books) => Books) => void): void {
  const token = sessionStorage.getItem('desk.token');
  if (!token) throw new Error('no session token in sessionStorage');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${location.host}/stream`, 'desk.json');
  let requestId = 0;
  ws.onopen = () => {
    ws.send(JSON.stringify({ auth: { token } }));
    for (const s of held)
      ws.send(JSON.stringify({ subscribe: { topic: `book:${s}`, requestId: ++requestId } }));
  };
  ws.onmessage = (e: MessageEvent<string>) => {
    const at = wallNow();
    const frame = JSON.parse(e.data) as JsonServerMessage;
    let book = false;
    let oldest = Number.POSITIVE_INFINITY;
    for (const m of messagesOf(frame)) {
      const b = m.bookDelta ?? m.bookSnapshot;
      if (!b) continue;
      book = true;
      if (m.bookSnapshot) synced.add(b.symbol);
      if (m.bookDelta) {
        levels += (b.bidPrices?.length ?? 0) + (b.askPrices?.length ?? 0);
        if (b.serverTime !== undefined) oldest = Math.min(oldest, b.serverTime);
      }
      // One React state update per message.
      setBooks((prev) => applyMessage(prev, m));
    }
    if (book) {
      received.push(at);
      if (Number.isFinite(oldest)) receivedServer.push(oldest);
      ticks++;
    }
  };
  ws.onclose = (e) => console.error(`naive stream closed ${e.code} ${e.reason}`);
}

/** The product's book markup (OrderBook) drawn from a book in React state. */
const NaiveOrderBook = memo(function NaiveOrderBook({
  book,
}: {
  readonly book: NaiveBook | undefined;
}) {
  const view = useMemo(
    () => (book ? bookView(topOfBook(book, BOOK_ROWS), BOOK_ROWS) : null),
    [book],
  );
  const slots = useMemo(() => Array.from({ length: BOOK_ROWS }, (_, i) => i), []);
  return (
    <section className="edge-panel edge-book" aria-label="Order book">
      <div className="edge-panel-head">
        <h2>Order book</h2>
        <span className="edge-book-status" role="status">
          {book ? 'Live' : 'Waiting for book…'}
        </span>
        <label className="edge-group">
          <span>Group</span>
          <select className="edge-select" aria-label="Price grouping" defaultValue="1">
            <option value="1">{book?.tickSize ?? ''}</option>
          </select>
        </label>
      </div>
      <div className="edge-book-cols" aria-hidden="true">
        <span>Price</span>
        <span>Size</span>
        <span>Total</span>
      </div>
      <div className="edge-book-body">
        <div className="edge-book-side asks">
          {slots.map((i) => {
            const slot = BOOK_ROWS - 1 - i;
            return <BookRowView key={slot} side="ask" row={view?.asks[slot] ?? null} />;
          })}
        </div>
        <div className="edge-book-spread">
          {view?.spread ? (
            <>
              <span>Spread</span>
              <span className="num">{groupThousands(view.spread.price)}</span>
              <span className="num edge-muted-inline">{view.spread.bps} bps</span>
            </>
          ) : (
            <span className="edge-muted-inline">—</span>
          )}
        </div>
        <div className="edge-book-side bids">
          {slots.map((slot) => (
            <BookRowView key={slot} side="bid" row={view?.bids[slot] ?? null} />
          ))}
        </div>
      </div>
    </section>
  );
});

function App() {
  const [books, setBooks] = useState<Books>({});
  useEffect(() => connect(setBooks), []);
  useLayoutEffect(committed);
  return (
    <div style={{ width: 360 }}>
      <NaiveOrderBook book={books[symbol]} />
    </div>
  );
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}

window.__bench = {
  mode: () => 'naive',
  synced: () => held.every((s) => synced.has(s)),
  updatesPerSecond: () => (levels / (wallNow() - since)) * 1000,
  isolated: () => crossOriginIsolated,
  reset: () => {
    tickToPaint = [];
    publishToPaint = [];
    waiting = [];
    waitingServer = [];
    frames = 0;
    ticks = 0;
    levels = 0;
    since = wallNow();
  },
  read: () => ({ fanOut: [], tickToPaint, publishToPaint, frames, ticks, since }),
  coreStats: () => [],
};

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<App />);
