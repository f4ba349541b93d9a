// Feeds a client OrderBook (domain/market/book.ts) the book messages of one symbol in the
// order they arrived, as the data core does, and records every fault.
import type { desk } from '../../proto/gen/messages.js';
import { OrderBook } from '../../domain/market/book';

export interface Replay {
  readonly book: OrderBook;
  readonly snapshots: number;
  readonly deltas: number;
  /** 'gap' | 'checksum' | 'invalid' with the seq where it happened; empty on a healthy stream. */
  readonly faults: string[];
}

export function replayBook(messages: readonly desk.stream.ServerMessage[], symbol: string): Replay {
  const book = new OrderBook();
  let snapshots = 0;
  let deltas = 0;
  const faults: string[] = [];
  for (const message of messages) {
    if (message.kind === 'bookSnapshot' && message.bookSnapshot?.symbol === symbol) {
      const s = message.bookSnapshot;
      snapshots++;
      const result = book.loadSnapshot({
        seq: s.seq ?? 0,
        bidPrices: s.bidPrices ?? [],
        bidSizes: s.bidSizes ?? [],
        askPrices: s.askPrices ?? [],
        askSizes: s.askSizes ?? [],
      });
      if (!result.ok) faults.push(`snapshot ${result.reason} at ${s.seq}`);
      else if (book.checksum() !== s.checksum) faults.push(`snapshot checksum at ${s.seq}`);
    } else if (message.kind === 'bookDelta' && message.bookDelta?.symbol === symbol) {
      const d = message.bookDelta;
      deltas++;
      if (d.prevSeq !== (d.seq ?? 0) - 1) faults.push(`prev_seq at ${d.seq}`);
      const result = book.apply({
        seq: d.seq ?? 0,
        checksum: d.checksum ?? 0,
        bidPrices: d.bidPrices ?? [],
        bidSizes: d.bidSizes ?? [],
        askPrices: d.askPrices ?? [],
        askSizes: d.askSizes ?? [],
      });
      if (!result.ok) faults.push(`${result.reason} at ${d.seq}`);
    }
  }
  return { book, snapshots, deltas, faults };
}
