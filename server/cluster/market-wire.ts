// Market data on the bus (issue 20, docs/scale-out.md): what the engine publishes each market
// step and what a gateway asks for when it has no book or lost deltas. Core NATS, at most
// once: the per-book sequence numbers tell a gateway that it missed something.
import type {
  BookSnapshotMessage,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  TickerMessage,
  TradeMessage,
} from '../market/types';
import { subjectToken } from '../bus/subjects';

/** `md.<symbol>.<kind>`: one message per symbol, kind and market step (a JSON event list). */
export const MARKET_PREFIX = 'md';
/** Request/serve: a symbol's state now (book snapshot, recent trades, ticker, mark, candles),
 *  asked of the engine shard that owns the symbol (server/orders/shards.ts). */
export const marketStateSubject = (shard: number): string => `svc.md.state.${shard}`;

export type MarketKind = 'book' | 'trades' | 'ticker' | 'mark' | 'kline';

export const KIND_OF_EVENT: Record<MarketEvent['kind'], MarketKind> = {
  bookDelta: 'book',
  trade: 'trades',
  ticker: 'ticker',
  markPrice: 'mark',
  kline: 'kline',
};

export function marketSubject(symbol: string, kind: MarketKind): string {
  return `${MARKET_PREFIX}.${subjectToken(symbol)}.${kind}`;
}

/** A symbol's state as the engine has it when asked. */
export interface MarketState {
  readonly symbol: string;
  readonly snapshot: BookSnapshotMessage | null;
  readonly trades: readonly TradeMessage[];
  readonly ticker: TickerMessage | null;
  readonly mark: MarkPriceMessage | null;
  readonly klines: readonly KlineMessage[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const encodeJson = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value));
export const decodeJson = <T>(data: Uint8Array): T => JSON.parse(decoder.decode(data)) as T;
