// The engine's side of market data on a cluster: each market step's events leave on
// `md.<symbol>.<kind>` (one bus message per symbol and kind), and a gateway's request for a
// symbol's state is answered from the runtime (its book snapshot at the seq the next delta
// follows, so the gateway can apply the deltas it buffered meanwhile).
import type { Bus, BusSubscription } from '../bus/bus';
import { KLINE_INTERVALS, type MarketEvent } from '../market/types';
import type { StreamMarket } from '../stream/gateway';
import {
  decodeJson,
  encodeJson,
  KIND_OF_EVENT,
  marketStateSubject,
  marketSubject,
  type MarketState,
} from './market-wire';

type EngineMarket = Pick<
  StreamMarket,
  'onEvents' | 'snapshot' | 'recentTrades' | 'ticker' | 'markPrice' | 'currentKline'
> & { has(symbol: string): boolean };

export function symbolOf(event: MarketEvent): string {
  return event.message.symbol;
}

/**
 * Publishes the market of the symbols this engine shard owns and serves their state requests
 * (one engine: every symbol, shard 0). Returns the stop.
 */
export async function bridgeMarket(
  bus: Bus,
  market: EngineMarket,
  shard: { readonly index: number; owns(symbol: string): boolean } = {
    index: 0,
    owns: () => true,
  },
): Promise<() => Promise<void>> {
  const stopEvents = market.onEvents((events) => {
    const groups = new Map<string, MarketEvent[]>();
    for (const event of events) {
      if (!shard.owns(symbolOf(event))) continue;
      const subject = marketSubject(symbolOf(event), KIND_OF_EVENT[event.kind]);
      let group = groups.get(subject);
      if (!group) groups.set(subject, (group = []));
      group.push(event);
    }
    for (const [subject, group] of groups) bus.publish(subject, encodeJson(group));
  });
  const serving: BusSubscription = await bus.serve(marketStateSubject(shard.index), (message) => {
    const { symbol } = decodeJson<{ symbol: string }>(message.data);
    if (!market.has(symbol) || !shard.owns(symbol)) throw new Error(`not my symbol ${symbol}`);
    const state: MarketState = {
      symbol,
      snapshot: market.snapshot(symbol),
      trades: market.recentTrades(symbol),
      ticker: market.ticker(symbol),
      mark: market.markPrice(symbol),
      klines: KLINE_INTERVALS.map((i) => market.currentKline(symbol, i)).filter((k) => k !== null),
    };
    return Promise.resolve(encodeJson(state));
  });
  return async () => {
    stopEvents();
    await serving.unsubscribe();
  };
}
