// The live order book: levels, sizes, cumulative totals, depth bars, flashes, spread and
// grouping. The product draws the levels on a canvas (CanvasBook); the DOM rows (BookRowView,
// a fixed number of slots per side keyed by slot, so a moving market updates the same rows in
// place) stay for the bench's DOM side and the naive baseline.
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { bookView, type BookRow } from '../../tab/market/bookView';
import { groupingSteps } from '../../tab/market/grouping';
import { useBook, useMarket, useTopicSubscription } from '../../tab/react/market';
import { bookTopic } from '../../tab/market/topicKeys';
import type { BookState } from '../../../workers/api';
import { CanvasBook } from './CanvasBook';
import { groupThousands } from '../../../domain/numbers';

/** Rows per side: the depth asked of the core too. */
export const BOOK_ROWS = 14;

type Side = 'bid' | 'ask';

export interface OrderBookProps {
  readonly symbol: string;
  /** From exchange info; until it is known the book's own tick size is used. */
  readonly tickSize: string | null;
  readonly baseToken?: string;
  readonly quoteToken?: string;
  /** A click on a row's price (the displayed, padded decimal string): fills the ticket. */
  readonly onPriceClick?: (price: string) => void;
}

/** The product's book: the levels drawn on a canvas (CanvasBook), the header in React. */
export function OrderBook({
  symbol,
  tickSize,
  baseToken,
  quoteToken,
  onPriceClick,
}: OrderBookProps) {
  const [groupTicks, setGroupTicks] = useState(1);
  useTopicSubscription(bookTopic(symbol), { depth: BOOK_ROWS, groupTicks });
  const status = useMarket((s) => s.books[bookTopic(symbol)]?.status ?? null);
  const bookTick = useMarket((s) => s.books[bookTopic(symbol)]?.tickSize ?? null);
  return (
    <section className="edge-panel edge-book" data-testid="orderbook" aria-label="Order book">
      <BookHead
        status={status}
        tickSize={tickSize ?? bookTick}
        groupTicks={groupTicks}
        onGroup={setGroupTicks}
        baseToken={baseToken}
        quoteToken={quoteToken}
      />
      <CanvasBook
        symbol={symbol}
        rows={BOOK_ROWS}
        resyncing={status === 'resyncing'}
        onPriceClick={onPriceClick}
      />
    </section>
  );
}

function BookHead({
  status,
  tickSize,
  groupTicks,
  onGroup,
  baseToken,
  quoteToken,
}: {
  readonly status: BookState['status'] | null;
  readonly tickSize: string | null;
  readonly groupTicks: number;
  readonly onGroup: (groupTicks: number) => void;
  readonly baseToken?: string | undefined;
  readonly quoteToken?: string | undefined;
}) {
  const steps = useMemo(() => (tickSize ? groupingSteps(tickSize) : []), [tickSize]);
  const resyncing = status === 'resyncing';
  return (
    <>
      <div className="edge-panel-head">
        <h2>Order book</h2>
        <span
          className={`edge-book-status${resyncing ? ' warn' : ''}`}
          data-testid="orderbook-status"
          role="status"
        >
          {status === null ? 'Waiting for book…' : resyncing ? 'Resyncing…' : 'Live'}
        </span>
        <label className="edge-group">
          <span>Group</span>
          <select
            className="edge-select"
            value={groupTicks}
            onChange={(e) => onGroup(Number(e.target.value))}
            data-testid="orderbook-grouping"
            aria-label="Price grouping"
            disabled={steps.length === 0}
          >
            {steps.map((s) => (
              <option key={s.groupTicks} value={s.groupTicks}>
                {s.step}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="edge-book-cols" aria-hidden="true">
        <span>Price{quoteToken ? ` (${quoteToken})` : ''}</span>
        <span>Size{baseToken ? ` (${baseToken})` : ''}</span>
        <span>Total</span>
      </div>
    </>
  );
}

/** The book as DOM rows (BookRowView), as the product drew it before the canvas: the bench's
 *  DOM side (S5, S6) and the naive baseline of S4 render it. */
export function DomOrderBook({
  symbol,
  tickSize,
  baseToken,
  quoteToken,
  onPriceClick,
}: OrderBookProps) {
  const [groupTicks, setGroupTicks] = useState(1);
  const book = useBook(symbol, BOOK_ROWS, groupTicks);
  const view = useMemo(() => (book ? bookView(book, BOOK_ROWS) : null), [book]);
  const resyncing = book?.status === 'resyncing';
  const slots = useMemo(() => Array.from({ length: BOOK_ROWS }, (_, i) => i), []);

  return (
    <section className="edge-panel edge-book" data-testid="orderbook" aria-label="Order book">
      <BookHead
        status={book?.status ?? null}
        tickSize={tickSize ?? book?.tickSize ?? null}
        groupTicks={groupTicks}
        onGroup={setGroupTicks}
        baseToken={baseToken}
        quoteToken={quoteToken}
      />
      <div className={`edge-book-body${resyncing ? ' resyncing' : ''}`}>
        <div className="edge-book-side asks">
          {/* Asks read upwards: the best ask sits just above the spread. */}
          {slots.map((i) => {
            const slot = BOOK_ROWS - 1 - i;
            return (
              <BookRowView
                key={slot}
                side="ask"
                row={view?.asks[slot] ?? null}
                onPriceClick={onPriceClick}
              />
            );
          })}
        </div>
        <div className="edge-book-spread" data-testid="orderbook-spread">
          {resyncing ? (
            <span className="edge-book-resync">Resyncing…</span>
          ) : view?.spread ? (
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
            <BookRowView
              key={slot}
              side="bid"
              row={view?.bids[slot] ?? null}
              onPriceClick={onPriceClick}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export interface BookRowProps {
  readonly side: Side;
  readonly row: BookRow | null;
  readonly onPriceClick?: ((price: string) => void) | undefined;
}

/** bookView makes new row objects every update: compare what the row shows, so a level that
 *  did not change (most of them in a quiet book) skips its render and commit. */
function sameRow(a: BookRowProps, b: BookRowProps): boolean {
  if (a.side !== b.side || a.onPriceClick !== b.onPriceClick) return false;
  const x = a.row;
  const y = b.row;
  if (x === y) return true;
  if (x === null || y === null) return false;
  return (
    x.priceTicks === y.priceTicks &&
    x.sizeLots === y.sizeLots &&
    x.depth === y.depth &&
    x.price === y.price &&
    x.size === y.size &&
    x.total === y.total
  );
}

/** One price level (or an empty slot); the bench (S6) renders it at 50 rows a side. */
export const BookRowView = memo(function BookRowView({ side, row, onPriceClick }: BookRowProps) {
  const el = useRef<HTMLDivElement>(null);
  const prev = useRef<{ priceTicks: number; sizeLots: number } | null>(null);

  // A changed size at the same price flashes the row briefly (a new price in the slot does not:
  // that is the market moving, and every row would flash).
  useLayoutEffect(() => {
    const node = el.current;
    const before = prev.current;
    prev.current = row ? { priceTicks: row.priceTicks, sizeLots: row.sizeLots } : null;
    if (!node || !row || !before || before.priceTicks !== row.priceTicks) return;
    if (before.sizeLots === row.sizeLots) return;
    // Restart the animation by switching between two identical keyframe names: reading
    // offsetWidth to restart it forced a layout per changed row inside the commit (bench S6).
    if (node.classList.contains('flash')) node.classList.toggle('flash-alt');
    else node.classList.add('flash');
  }, [row]);

  return (
    <div
      ref={el}
      className={`edge-book-row ${side}${row ? '' : ' empty'}`}
      data-testid={row ? `orderbook-${side}-row` : undefined}
      data-price={row?.price}
      data-size={row?.size}
      onClick={row && onPriceClick ? () => onPriceClick(row.price) : undefined}
      title={row && onPriceClick ? 'Use this price in the ticket' : undefined}
    >
      <span className="edge-depth" style={{ transform: `scaleX(${row?.depth ?? 0})` }} />
      <span className="num price">{row ? groupThousands(row.price) : ''}</span>
      <span className="num">{row ? groupThousands(row.size) : ''}</span>
      <span className="num total">{row ? groupThousands(row.total) : ''}</span>
    </div>
  );
}, sameRow);
