// The canvas book's lines straight from a BookState, formatting each price and size once: a
// busy book repeats the same few hundred tick and lot values, and decimal formatting
// (bookView's toFixedDecimal of ticksToPrice, then groupThousands) was most of an update's
// script time (bench S6). A line whose level did not change is the previous line object, so
// the diff sees it unchanged at once. Same output as bookLines(bookView(book)) (tested).
import type { BookState } from '../../../../workers/api';
import { multiplyDecimal, toFixedDecimal } from '../../../../domain/decimal';
import { groupThousands } from '../../../../domain/numbers';
import { lotsToQuantity, stepDecimals, ticksToPrice } from '../../../../domain/ticks';
import type { BookRow } from '../../../tab/market/bookView';
import type { BookLine, LevelLine, LineSide, SpreadLine } from './model';

/** Formatted strings kept per book unit; cleared past this many (a long-drifting market). */
const MAX_CACHED = 20_000;

export class LineCache {
  private unitsKey = '';
  private priceDecimals = 0;
  private sizeDecimals = 0;
  private tickSize = '0';
  private lotSize = '0';
  private readonly prices = new Map<number, { price: string; text: string }>();
  private readonly sizes = new Map<number, { size: string; text: string }>();
  private previous: BookLine[] = [];

  /** Lines top to bottom as bookLines gives them; unchanged levels keep their line object. */
  lines(book: BookState | null, rows: number, resyncing: boolean): BookLine[] {
    if (book) this.units(book);
    const prev = this.previous.length === 2 * rows + 1 ? this.previous : [];
    const bidCum = book ? cumulative(book.bidSizes, rows) : [];
    const askCum = book ? cumulative(book.askSizes, rows) : [];
    const maxCum = Math.max(bidCum[bidCum.length - 1] ?? 0, askCum[askCum.length - 1] ?? 0);
    const out: BookLine[] = new Array<BookLine>(2 * rows + 1);
    const level = (side: LineSide, slot: number, index: number): LevelLine => {
      const prices = side === 'bid' ? book?.bidPrices : book?.askPrices;
      const sizes = side === 'bid' ? book?.bidSizes : book?.askSizes;
      const cum = side === 'bid' ? bidCum : askCum;
      const old = prev[index];
      if (!prices || !sizes || slot >= cum.length) {
        return old?.kind === 'level' && old.row === null
          ? old
          : { kind: 'level', side, slot, row: null, priceText: '', sizeText: '', totalText: '' };
      }
      const ticks = prices[slot] ?? 0;
      const lots = sizes[slot] ?? 0;
      const total = cum[slot] ?? 0;
      const depth = maxCum > 0 ? total / maxCum : 0;
      const r = old?.kind === 'level' ? old.row : null;
      if (r && r.priceTicks === ticks && r.sizeLots === lots && r.depth === depth) {
        const totalText = this.size(total).size;
        if (r.total === totalText && r.price === this.price(ticks).price) return old as LevelLine;
      }
      const p = this.price(ticks);
      const s = this.size(lots);
      const t = this.size(total);
      const row: BookRow = {
        price: p.price,
        size: s.size,
        total: t.size,
        depth,
        priceTicks: ticks,
        sizeLots: lots,
      };
      return {
        kind: 'level',
        side,
        slot,
        row,
        priceText: p.text,
        sizeText: s.text,
        totalText: t.text,
      };
    };
    for (let i = 0; i < rows; i++) out[i] = level('ask', rows - 1 - i, i);
    out[rows] = this.spread(book, resyncing, prev[rows]);
    for (let slot = 0; slot < rows; slot++)
      out[rows + 1 + slot] = level('bid', slot, rows + 1 + slot);
    this.previous = out;
    return out;
  }

  private units(book: BookState): void {
    const key = `${book.tickSize}|${book.lotSize}|${book.groupTicks}`;
    if (key === this.unitsKey && this.prices.size + this.sizes.size < MAX_CACHED) return;
    this.unitsKey = key;
    this.tickSize = book.tickSize;
    this.lotSize = book.lotSize;
    this.priceDecimals = stepDecimals(
      multiplyDecimal(book.tickSize, String(Math.max(1, book.groupTicks))),
    );
    this.sizeDecimals = stepDecimals(book.lotSize);
    this.prices.clear();
    this.sizes.clear();
    this.previous = [];
  }

  private price(ticks: number): { price: string; text: string } {
    let p = this.prices.get(ticks);
    if (p === undefined) {
      const price = toFixedDecimal(ticksToPrice(ticks, this.tickSize), this.priceDecimals);
      p = { price, text: groupThousands(price) };
      this.prices.set(ticks, p);
    }
    return p;
  }

  private size(lots: number): { size: string; text: string } {
    let s = this.sizes.get(lots);
    if (s === undefined) {
      const size = toFixedDecimal(lotsToQuantity(lots, this.lotSize), this.sizeDecimals);
      s = { size, text: groupThousands(size) };
      this.sizes.set(lots, s);
    }
    return s;
  }

  private spread(
    book: BookState | null,
    resyncing: boolean,
    old: BookLine | undefined,
  ): SpreadLine {
    const bestBid = book?.bidPrices[0];
    const bestAsk = book?.askPrices[0];
    let price: string | null = null;
    let bps: string | null = null;
    if (book && bestBid !== undefined && bestAsk !== undefined && bestAsk > bestBid) {
      const ticks = bestAsk - bestBid;
      price = groupThousands(
        toFixedDecimal(ticksToPrice(ticks, book.tickSize), stepDecimals(book.tickSize)),
      );
      bps = ((ticks / ((bestAsk + bestBid) / 2)) * 10_000).toFixed(2);
    }
    if (
      old?.kind === 'spread' &&
      old.resyncing === resyncing &&
      old.price === price &&
      old.bps === bps
    )
      return old;
    return { kind: 'spread', resyncing, price, bps };
  }
}

function cumulative(sizes: Float64Array, rows: number): number[] {
  const n = Math.min(rows, sizes.length);
  const out: number[] = new Array<number>(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += sizes[i] ?? 0;
    out[i] = sum;
  }
  return out;
}
