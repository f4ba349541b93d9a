// The latest state of every topic the core holds upstream, fed by the stream. Each topic
// carries a version that grows with every change; per-tab cursors (tab-view.ts) compare
// versions to send a tab only what changed since its previous frame.
import { parseTopic } from '../../../domain/market/topics';
import type {
  Candle,
  MarkPriceState,
  QuoteLadderState,
  ServerMillis,
  TickerState,
  TopicKey,
  TradePrint,
} from '../../types';
import { BookSync } from './books';
import type { ServerEvent } from '../transport/codec';
import { TAKER_BUY } from '../transport/codec';
import { CandleSeries } from './klines';
import type { BookFault } from '../../../domain/market/book';

export const MAX_TRADES = 100;

export class TradeTape {
  trades: TradePrint[] = [];
  version = 0;
  constructor(
    readonly topic: TopicKey,
    readonly symbol: string,
  ) {}
}

export class Latest<T> {
  value: T | null = null;
  version = 0;
  constructor(
    readonly topic: TopicKey,
    readonly symbol: string,
  ) {}
}

export type TopicEntry =
  | { readonly kind: 'book'; readonly sync: BookSync }
  | { readonly kind: 'trades'; readonly tape: TradeTape }
  | { readonly kind: 'ticker'; readonly latest: Latest<TickerState> }
  | { readonly kind: 'mark'; readonly latest: Latest<MarkPriceState> }
  | { readonly kind: 'kline'; readonly series: CandleSeries }
  | { readonly kind: 'rfs'; readonly latest: Latest<QuoteLadderState> };

/** Streaming quote topics (issue 5): "rfs:<symbol>". */
export const RFS_PREFIX = 'rfs:';
const RFS_SYMBOL = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,63}$/;

export interface MarketListener {
  /** A topic's state changed (tabs holding it get a frame). */
  onChange(topic: TopicKey): void;
  /** A book went bad: request a fresh snapshot. */
  onBookFault(topic: TopicKey, reason: BookFault | 'invalidSnapshot'): void;
  /** Book levels applied (for updates per second) and the message's server time. */
  onApplied(levels: number, serverTime: ServerMillis | null): void;
}

export class MarketStore {
  private readonly entries = new Map<TopicKey, TopicEntry>();

  constructor(private readonly listener: MarketListener) {}

  /** Starts keeping a topic; false when the topic is malformed. */
  hold(topic: TopicKey): boolean {
    if (this.entries.has(topic)) return true;
    if (topic.startsWith(RFS_PREFIX)) {
      const symbol = topic.slice(RFS_PREFIX.length);
      if (!RFS_SYMBOL.test(symbol)) return false;
      this.entries.set(topic, { kind: 'rfs', latest: new Latest(topic, symbol) });
      return true;
    }
    const parsed = parseTopic(topic);
    if (parsed === null) return false;
    const { symbol } = parsed;
    switch (parsed.channel) {
      case 'book':
        this.entries.set(topic, { kind: 'book', sync: new BookSync(topic, symbol) });
        break;
      case 'trades':
        this.entries.set(topic, { kind: 'trades', tape: new TradeTape(topic, symbol) });
        break;
      case 'ticker':
        this.entries.set(topic, { kind: 'ticker', latest: new Latest(topic, symbol) });
        break;
      case 'mark':
        this.entries.set(topic, { kind: 'mark', latest: new Latest(topic, symbol) });
        break;
      case 'kline':
        this.entries.set(topic, {
          kind: 'kline',
          series: new CandleSeries(topic, symbol, parsed.interval),
        });
        break;
    }
    return true;
  }

  release(topic: TopicKey): void {
    this.entries.delete(topic);
  }

  get(topic: TopicKey): TopicEntry | undefined {
    return this.entries.get(topic);
  }

  topics(): TopicKey[] {
    return [...this.entries.keys()];
  }

  /** The socket went down: every book is unknown until its fresh snapshot. */
  dropAllBooks(): void {
    for (const entry of this.entries.values()) {
      if (entry.kind !== 'book' || entry.sync.status === 'resyncing') continue;
      if (entry.sync.status === 'waiting') continue;
      entry.sync.drop();
      this.listener.onChange(entry.sync.topic);
    }
  }

  /** A resync was requested for a book: drop it and wait for the snapshot. */
  dropBook(topic: TopicKey): void {
    const entry = this.entries.get(topic);
    if (entry?.kind !== 'book') return;
    entry.sync.drop();
    this.listener.onChange(topic);
  }

  /**
   * Checks a book's pending checksum before it is read (deltas apply unverified, books.ts).
   * A mismatch drops it and asks for a fresh snapshot, exactly as a fault on arrival.
   */
  verifyBook(topic: TopicKey): void {
    const entry = this.entries.get(topic);
    if (entry?.kind !== 'book') return;
    const fault = entry.sync.verify();
    if (fault === null) return;
    this.listener.onBookFault(topic, fault);
    this.listener.onChange(topic);
  }

  loadHistory(topic: TopicKey, candles: readonly Candle[]): void {
    const entry = this.entries.get(topic);
    if (entry?.kind !== 'kline') return;
    entry.series.loadHistory(candles);
    this.listener.onChange(topic);
  }

  /** Routes one market message to its topic; messages for topics not held are ignored. */
  apply(event: ServerEvent): void {
    switch (event.kind) {
      case 'bookSnapshot': {
        const topic = `book:${event.message.symbol}`;
        const entry = this.entries.get(topic);
        if (entry?.kind !== 'book') return;
        const levels = event.message.bidPrices.length + event.message.askPrices.length;
        if (entry.sync.loadSnapshot(event.message)) {
          this.listener.onApplied(levels, event.message.serverTime);
        } else {
          this.listener.onBookFault(topic, 'invalidSnapshot');
        }
        this.listener.onChange(topic);
        return;
      }
      case 'bookDelta': {
        const topic = `book:${event.message.symbol}`;
        const entry = this.entries.get(topic);
        if (entry?.kind !== 'book') return;
        const outcome = entry.sync.applyDelta(event.message);
        if (outcome.kind === 'ignored') return;
        if (outcome.kind === 'fault') this.listener.onBookFault(topic, outcome.reason);
        else this.listener.onApplied(outcome.levels, event.message.serverTime);
        this.listener.onChange(topic);
        return;
      }
      case 'trade': {
        const m = event.message;
        const entry = this.entries.get(`trades:${m.symbol}`);
        if (entry?.kind !== 'trades') return;
        const print: TradePrint = {
          tradeId: m.tradeId,
          price: m.price,
          quantity: m.quantity,
          side: m.side === TAKER_BUY ? 'BUY' : 'SELL',
          serverTime: m.serverTime,
        };
        entry.tape.trades = [print, ...entry.tape.trades.slice(0, MAX_TRADES - 1)];
        entry.tape.version += 1;
        this.listener.onApplied(0, m.serverTime);
        this.listener.onChange(entry.tape.topic);
        return;
      }
      case 'ticker': {
        const m = event.message;
        const entry = this.entries.get(`ticker:${m.symbol}`);
        if (entry?.kind !== 'ticker') return;
        // Field by field: a decoded protobufjs message keeps defaults on its prototype.
        entry.latest.value = {
          kind: 'ticker',
          topic: entry.latest.topic,
          symbol: m.symbol,
          last: m.last,
          open: m.open,
          high: m.high,
          low: m.low,
          volume: m.volume,
          quoteVolume: m.quoteVolume,
          change: m.change,
          changePercent: m.changePercent,
          bestBid: m.bestBid,
          bestAsk: m.bestAsk,
          serverTime: m.serverTime,
        };
        entry.latest.version += 1;
        this.listener.onApplied(0, m.serverTime);
        this.listener.onChange(entry.latest.topic);
        return;
      }
      case 'markPrice': {
        const m = event.message;
        const entry = this.entries.get(`mark:${m.symbol}`);
        if (entry?.kind !== 'mark') return;
        entry.latest.value = {
          kind: 'mark',
          topic: entry.latest.topic,
          symbol: m.symbol,
          markPrice: m.markPrice,
          indexPrice: m.indexPrice,
          fundingRate: m.fundingRate,
          nextFundingTime: m.nextFundingTime,
          serverTime: m.serverTime,
        };
        entry.latest.version += 1;
        this.listener.onApplied(0, m.serverTime);
        this.listener.onChange(entry.latest.topic);
        return;
      }
      case 'quoteLadder': {
        const m = event.message;
        const entry = this.entries.get(`${RFS_PREFIX}${m.symbol}`);
        if (entry?.kind !== 'rfs') return;
        entry.latest.value = {
          kind: 'rfs',
          topic: entry.latest.topic,
          symbol: m.symbol,
          seq: m.seq,
          serverTime: m.serverTime,
          validUntil: m.validUntil,
          quoteCurrency: m.quoteCurrency,
          tiers: m.tiers,
        };
        entry.latest.version += 1;
        this.listener.onApplied(0, m.serverTime);
        this.listener.onChange(entry.latest.topic);
        return;
      }
      case 'kline': {
        const m = event.message;
        const topic = `kline:${m.symbol}:${m.interval}`;
        const entry = this.entries.get(topic);
        if (entry?.kind !== 'kline') return;
        entry.series.applyLive(m);
        this.listener.onApplied(0, null); // candles carry no server time
        this.listener.onChange(topic);
        return;
      }
      default:
        return;
    }
  }
}
