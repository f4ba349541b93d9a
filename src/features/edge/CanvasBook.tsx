// The order book's body drawn on a canvas (book-canvas/), React only as the adapter: it mounts
// the painter, feeds it the book straight from the tab's market store (no React render per
// frame), and keeps a visually hidden text mirror for screen readers and tests, re-rendered at
// most MIRROR_MS apart.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BookState } from '../../../workers/api';
import { bookTopic } from '../../tab/market/topicKeys';
import { useShell } from '../../tab/react/hooks';
import { calmed } from './book-canvas/calm';
import { LineCache } from './book-canvas/lineCache';
import type { BookLine } from './book-canvas/model';
import { mountBookCanvas } from './book-canvas/mount';

/** The text mirror's update interval (4 Hz): enough for a screen reader, cheap for the page. */
export const MIRROR_MS = 250;

interface MirrorState {
  readonly lines: readonly BookLine[];
  readonly flashes: readonly number[];
}

export interface CanvasBookProps {
  readonly symbol: string;
  readonly rows: number;
  readonly resyncing: boolean;
  readonly onPriceClick?: ((price: string) => void) | undefined;
}

export function CanvasBook({ symbol, rows, resyncing, onPriceClick }: CanvasBookProps) {
  const { market } = useShell();
  const canvas = useRef<HTMLCanvasElement>(null);
  const click = useRef(onPriceClick);
  useLayoutEffect(() => {
    click.current = onPriceClick;
  });
  const [mirror, setMirror] = useState<MirrorState | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const mounted = mountBookCanvas(el, { rows, onPriceClick: () => click.current });
    const { painter } = mounted;
    const showMirror = calmed(() => {
      const lines = painter.current();
      setMirror({ lines, flashes: lines.map((_, i) => painter.flashes(i)) });
    }, MIRROR_MS);
    const topic = bookTopic(symbol);
    const cache = new LineCache();
    let last: BookState | null | undefined;
    const apply = (books: Readonly<Record<string, BookState>>): void => {
      const book = books[topic] ?? null;
      if (book === last) return;
      // The empty book at mount has nothing to mirror: the first real book shows at once.
      const mirrored = last !== undefined || book !== null;
      last = book;
      painter.setLines(cache.lines(book, rows, book?.status === 'resyncing'));
      if (mirrored) showMirror();
    };
    apply(market.market.getState().books);
    const unsubscribe = market.market.subscribe((s) => apply(s.books));
    return () => {
      unsubscribe();
      showMirror.cancel();
      mounted.dispose();
    };
  }, [market, symbol, rows]);

  return (
    <div className={`edge-book-body edge-book-canvas-host${resyncing ? ' resyncing' : ''}`}>
      <canvas
        ref={canvas}
        className="edge-book-canvas"
        aria-hidden="true"
        data-testid="orderbook-canvas"
      />
      <BookMirror symbol={symbol} mirror={mirror} />
    </div>
  );
}

/** R-SHELL-39: the book as a table for screen readers and tests, the same rows the canvas
 *  draws (asks deepest first, the spread, bids best first), keyed by slot. */
function BookMirror({
  symbol,
  mirror,
}: {
  readonly symbol: string;
  readonly mirror: MirrorState | null;
}) {
  const lines = mirror?.lines ?? [];
  return (
    <table
      className="visually-hidden edge-book-mirror"
      data-testid="orderbook-mirror"
      aria-label={`Order book ${symbol}`}
      aria-live="off"
    >
      <thead>
        <tr>
          <th scope="col">Side</th>
          <th scope="col">Price</th>
          <th scope="col">Size</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => {
          if (line.kind === 'spread') {
            return (
              <tr key="spread" data-testid="orderbook-spread">
                <td colSpan={4}>
                  {line.resyncing
                    ? 'Resyncing…'
                    : line.price === null
                      ? 'No spread'
                      : `Spread ${line.price} ${line.bps ?? ''} bps`}
                </td>
              </tr>
            );
          }
          const row = line.row;
          if (!row) return null;
          return (
            <tr
              key={`${line.side}-${line.slot}`}
              data-testid={`orderbook-${line.side}-row`}
              data-price={row.price}
              data-size={row.size}
              data-flashes={mirror?.flashes[i] ?? 0}
            >
              <th scope="row">{line.side === 'bid' ? 'Bid' : 'Ask'}</th>
              <td>{line.priceText}</td>
              <td>{line.sizeText}</td>
              <td>{line.totalText}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
