// RFS: every `intervalMillis` the ladder of each subscribed pair is priced per customer
// markup and handed to the stream gateway as QuoteLadder bytes (one encoding per markup).
// The ladders come from the quote service in one process, and from a cluster gateway's
// market mirror there (server/cluster/mirror-ladders.ts): the same pricing either way.
import type { Kysely } from 'kysely';
import { termsOf } from '../credit/credit';
import type { Database } from '../db/schema';
import type { Clock } from '../auth/clock';
import type { TimerHandle, Timers } from '../market-runtime/timers';
import { encodeServerMessage } from '../stream/codec';
import { formatQuoteTopic, type QuoteFeed } from '../stream/quote-topics';
import type { QuoteMarket } from './markets';
import type { LadderTier } from './pricing';
import { RFS_INTERVAL_MILLIS } from './service';

/** What RFS prices from: the pairs and a pair's ladder for a markup. */
export interface LadderSource {
  marketList(): readonly QuoteMarket[];
  market(symbol: string): QuoteMarket;
  ladder(symbol: string, markupBps: number): LadderTier[];
}

type LadderListener = (topicKey: string, bytesFor: (entityId: number) => Buffer | null) => void;

export class RfsFeed implements QuoteFeed {
  private readonly markups = new Map<number, number>();
  private readonly seqs = new Map<string, number>();
  private readonly listeners = new Set<{
    fn: LadderListener;
    interested: (k: string) => boolean;
  }>();
  private timer: TimerHandle | null = null;

  constructor(
    private readonly o: {
      db: Kysely<Database>;
      quotes: LadderSource;
      now: Clock;
      timers: Timers;
      intervalMillis?: number;
    },
  ) {}

  get intervalMillis(): number {
    return this.o.intervalMillis ?? RFS_INTERVAL_MILLIS;
  }

  start(): void {
    this.timer ??= this.o.timers.setInterval(() => this.refresh(), this.intervalMillis);
  }

  stop(): void {
    if (this.timer) this.o.timers.clearInterval(this.timer);
    this.timer = null;
  }

  async access(entityId: number, symbol: string): Promise<Buffer[] | null> {
    if (!this.o.quotes.marketList().some((m) => m.symbol === symbol)) return null;
    const terms = await termsOf(this.o.db, entityId);
    this.markups.set(entityId, terms.markupBps);
    // No ladder yet (a gateway's mirror still loading the book it has just been asked to hold):
    // the next refresh brings the first one, rather than an empty ladder now.
    const tiers = this.o.quotes.ladder(symbol, terms.markupBps);
    if (tiers.length === 0) return [];
    return [this.encode(symbol, terms.markupBps, this.seqs.get(symbol) ?? 0, tiers)];
  }

  onLadder(fn: LadderListener, interested: (topicKey: string) => boolean): () => void {
    const entry = { fn, interested };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  /** One refresh of every subscribed pair (the timer calls it; tests may too). */
  refresh(): void {
    for (const m of this.o.quotes.marketList()) {
      const key = formatQuoteTopic(m.symbol);
      const targets = [...this.listeners].filter((l) => l.interested(key));
      if (targets.length === 0) continue;
      const seq = (this.seqs.get(m.symbol) ?? 0) + 1;
      this.seqs.set(m.symbol, seq);
      const byMarkup = new Map<number, Buffer>();
      const bytesFor = (entityId: number): Buffer | null => {
        const markup = this.markups.get(entityId);
        if (markup === undefined) return null;
        let bytes = byMarkup.get(markup);
        if (!bytes) byMarkup.set(markup, (bytes = this.encode(m.symbol, markup, seq)));
        return bytes;
      };
      for (const t of targets) t.fn(key, bytesFor);
    }
  }

  private encode(
    symbol: string,
    markupBps: number,
    seq: number,
    tiers = this.o.quotes.ladder(symbol, markupBps),
  ): Buffer {
    const now = this.o.now();
    const market = this.o.quotes.market(symbol);
    return encodeServerMessage({
      quoteLadder: {
        symbol,
        seq,
        serverTime: now,
        tiers,
        validUntil: now + this.intervalMillis * 2,
        quoteCurrency: market.quoteToken,
      },
    });
  }
}
