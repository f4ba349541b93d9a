// The four ways S1 times. Each round starts from the snapshot (untimed), applies every delta
// of the stream (timed), then checks the book against the reference (untimed): a way that
// ends with a different book fails the scenario instead of reporting a figure. Our book and
// the JSON baseline take the core's path: every delta sequence- and value-checked and applied
// (OrderBook.applyUnverified), the CRC32 verified once per paint (DELTAS_PER_PAINT) and after
// the last delta.
import { OrderBook } from '../../../domain/market/book';
import type { BookDeltaInput } from '../../../domain/market/book';
import { framesOf } from '../../../workers/stream/transport/batch';
import { decodeServer } from '../../../workers/stream/transport/codec';
import type { RoundValues, Way } from '../../harness/types';
import type { CcxtLevel, CcxtOrderBookClass } from './ccxt-book';
import { DELTAS_PER_PAINT, expectSide } from './delta-stream';
import type { DeltaStream } from './delta-stream';
import type { JsonDelta } from './encodings';

function values(stream: DeltaStream, millis: number): RoundValues {
  return {
    levelUpdatesPerSecond: stream.levelUpdates / (millis / 1000),
    nanosPerDelta: (millis * 1e6) / stream.deltas.length,
  };
}

function checkOurBook(way: string, book: OrderBook, stream: DeltaStream): void {
  const top = book.top(Math.max(book.bids.length, book.asks.length));
  expectSide(way, 'bids', stream.finalBids, top.bids.prices, top.bids.sizes);
  expectSide(way, 'asks', stream.finalAsks, top.asks.prices, top.asks.sizes);
  if (book.seq !== stream.deltas.at(-1)?.seq) throw new Error(`${way}: ends at seq ${book.seq}`);
}

/** Books by symbol, as the core keeps them; loaded from the snapshot before each round. */
function freshBooks(stream: DeltaStream, book: OrderBook): Map<string, OrderBook> {
  const loaded = book.loadSnapshot(stream.snapshot);
  if (!loaded.ok) throw new Error(`snapshot refused: ${loaded.reason}`);
  return new Map([[stream.symbol, book]]);
}

/**
 * What the core does per delta between paints: apply with the sequence and value checks, and
 * every DELTAS_PER_PAINT deltas (a paint) verify the checksum the last one owes.
 */
class PaintCadence {
  private sincePaint = 0;

  constructor(private readonly label: string) {}

  apply(book: OrderBook, delta: BookDeltaInput, index: number): void {
    const result = book.applyUnverified(delta);
    if (!result.ok) throw new Error(`${this.label}: delta ${index} refused (${result.reason})`);
    if (++this.sincePaint === DELTAS_PER_PAINT) this.paint(book, index);
  }

  /** A paint: the book's owed checksum is checked before anything reads it. */
  paint(book: OrderBook, index: number): void {
    this.sincePaint = 0;
    const result = book.verify();
    if (!result.ok)
      throw new Error(`${this.label}: checksum after delta ${index} (${result.reason})`);
  }
}

/**
 * Ours, the core's path per socket message: framesOf (a Batch is split; one delta per frame
 * here) and codec.decodeServer (the hand-written BookDelta decoder), then the book.
 */
export function protobufWay(stream: DeltaStream, frames: readonly Uint8Array[]): Way {
  const book = new OrderBook(2048);
  const label = 'decodeServer + OrderBook.applyUnverified, verify per paint';
  return {
    label,
    round() {
      const books = freshBooks(stream, book);
      const cadence = new PaintCadence(label);
      const start = performance.now();
      for (let i = 0; i < frames.length; i++) {
        const messages = framesOf(frames[i]);
        for (let k = 0; k < messages.length; k++) {
          const event = decodeServer(messages[k]);
          if (event.kind !== 'bookDelta') throw new Error(`${label}: frame ${i} is not a delta`);
          const target = books.get(event.message.symbol);
          if (!target) throw new Error(`${label}: unknown symbol ${event.message.symbol}`);
          cadence.apply(target, event.message, i);
        }
      }
      cadence.paint(book, frames.length - 1);
      const millis = performance.now() - start;
      checkOurBook(label, book, stream);
      return values(stream, millis);
    },
  };
}

/** Decimal string → integer units: the fastest usual JSON-client conversion (parseFloat). */
function toUnits(pairs: [string, string][], scaleP: number, scaleS: number) {
  const prices = new Array<number>(pairs.length);
  const sizes = new Array<number>(pairs.length);
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as [string, string];
    prices[i] = Math.round(parseFloat(pair[0]) * scaleP);
    sizes[i] = Math.round(parseFloat(pair[1]) * scaleS);
  }
  return { prices, sizes };
}

/** Baseline B1: JSON.parse of string pairs, converted to ticks/lots, then the same book. */
export function jsonWay(stream: DeltaStream, texts: readonly string[]): Way {
  const book = new OrderBook(2048);
  // Units per whole price or size; Math.round absorbs the float error of parseFloat × scale.
  const scaleP = 1 / Number(stream.tickSize);
  const scaleS = 1 / Number(stream.lotSize);
  const label = 'JSON.parse + OrderBook.applyUnverified, verify per paint';
  return {
    label,
    round() {
      const books = freshBooks(stream, book);
      const cadence = new PaintCadence(label);
      const start = performance.now();
      for (let i = 0; i < texts.length; i++) {
        const m = JSON.parse(texts[i] as string) as JsonDelta;
        const target = books.get(m.s);
        if (!target) throw new Error(`${label}: unknown symbol ${m.s}`);
        const bids = toUnits(m.b, scaleP, scaleS);
        const asks = toUnits(m.a, scaleP, scaleS);
        const delta = {
          seq: m.u,
          checksum: m.c,
          bidPrices: bids.prices,
          bidSizes: bids.sizes,
          askPrices: asks.prices,
          askSizes: asks.sizes,
        };
        cadence.apply(target, delta, i);
      }
      cadence.paint(book, texts.length - 1);
      const millis = performance.now() - start;
      checkOurBook(label, book, stream);
      return values(stream, millis);
    },
  };
}

/** Ours, book only: the core's book path on decoded deltas (seq and value checks, CRC32 per paint). */
export function ourBookWay(stream: DeltaStream): Way {
  const book = new OrderBook(2048);
  const label = 'OrderBook.applyUnverified (seq, value checks), verify per paint';
  return {
    label,
    round() {
      freshBooks(stream, book);
      const cadence = new PaintCadence(label);
      const deltas = stream.deltas;
      const start = performance.now();
      for (let i = 0; i < deltas.length; i++) {
        cadence.apply(book, deltas[i] as (typeof deltas)[number], i);
      }
      cadence.paint(book, deltas.length - 1);
      const millis = performance.now() - start;
      checkOurBook(label, book, stream);
      return values(stream, millis);
    },
  };
}

const pairsOf = (prices: number[], sizes: number[]): CcxtLevel[] =>
  prices.map((p, i) => [p, sizes[i] as number]);

/** Baseline B2: ccxt's WS OrderBook, fed level by level as its exchange handlers do. */
export function ccxtWay(stream: DeltaStream, OrderBookClass: CcxtOrderBookClass): Way {
  const label = 'ccxt OrderBook (side.store per level, no checks)';
  const snapshotBids = pairsOf(stream.snapshot.bidPrices, stream.snapshot.bidSizes);
  const snapshotAsks = pairsOf(stream.snapshot.askPrices, stream.snapshot.askSizes);
  return {
    label,
    round() {
      const book = new OrderBookClass({ bids: snapshotBids, asks: snapshotAsks });
      const deltas = stream.deltas;
      const start = performance.now();
      for (let i = 0; i < deltas.length; i++) {
        const d = deltas[i] as (typeof deltas)[number];
        const bids = book.bids;
        const asks = book.asks;
        for (let k = 0; k < d.bidPrices.length; k++) {
          bids.store(d.bidPrices[k] as number, d.bidSizes[k] as number);
        }
        for (let k = 0; k < d.askPrices.length; k++) {
          asks.store(d.askPrices[k] as number, d.askSizes[k] as number);
        }
      }
      const millis = performance.now() - start;
      const column = (side: CcxtLevel[], c: 0 | 1) => side.map((level) => level[c]);
      expectSide(label, 'bids', stream.finalBids, column(book.bids, 0), column(book.bids, 1));
      expectSide(label, 'asks', stream.finalAsks, column(book.asks, 0), column(book.asks, 1));
      return values(stream, millis);
    },
  };
}
