// RFS ladders on a cluster gateway (issue 20, docs/scale-out.md): priced from the gateway's
// market mirror with the engine's own pricing (server/quotes/pricing.ts), so a gateway streams
// the `rfs:` topics its sockets hold without asking the engine. A trade on a streamed price
// still goes to the engine, which re-prices it on its book within the last-look tolerance.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadQuoteMarkets, type QuoteMarket } from '../quotes/markets';
import { ladderFromBook, type LadderTier } from '../quotes/pricing';
import type { LadderSource } from '../quotes/rfs-feed';
import type { MarketMirror } from './market-mirror';

type Books = Pick<MarketMirror, 'has' | 'snapshot'>;

export class MirrorLadders implements LadderSource {
  private constructor(
    private readonly markets: ReadonlyMap<string, QuoteMarket>,
    private readonly books: Books,
  ) {}

  static async load(db: Kysely<Database>, books: Books): Promise<MirrorLadders> {
    return new MirrorLadders(await loadQuoteMarkets(db, books), books);
  }

  marketList(): readonly QuoteMarket[] {
    return [...this.markets.values()];
  }

  market(symbol: string): QuoteMarket {
    const m = this.markets.get(symbol);
    if (!m) throw new Error(`no quoted market ${symbol.slice(0, 40)}`);
    return m;
  }

  ladder(symbol: string, markupBps: number): LadderTier[] {
    const book = this.books.snapshot(symbol);
    return book ? ladderFromBook(book, this.market(symbol).baseToken, markupBps) : [];
  }
}
