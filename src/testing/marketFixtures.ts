// Test-only market states shaped like workers/types.ts.
import type {
  BookState,
  Candle,
  CandlesState,
  ConnectionState,
  MarkPriceState,
  TickerState,
  TradePrint,
  TradesState,
} from '../../workers/api';

/** A BTC/USD-like book: tick 0.01, lot 0.00001; levels as [ticks, lots] best first. */
export function bookState(
  o: {
    symbol?: string;
    seq?: number;
    status?: BookState['status'];
    groupTicks?: number;
    bids?: [number, number][];
    asks?: [number, number][];
    serverTime?: number;
  } = {},
): BookState {
  const symbol = o.symbol ?? 'BTC/USD';
  const bids = o.bids ?? [
    [9_700_000, 150_000],
    [9_699_900, 20_000],
  ];
  const asks = o.asks ?? [
    [9_700_100, 50_000],
    [9_700_200, 300_000],
  ];
  return {
    kind: 'book',
    topic: `book:${symbol}`,
    symbol,
    status: o.status ?? 'synced',
    seq: o.seq ?? 1,
    serverTime: o.serverTime ?? 1_000,
    tickSize: '0.01',
    lotSize: '0.00001',
    groupTicks: o.groupTicks ?? 1,
    bidPrices: Float64Array.from(bids.map((l) => l[0])),
    bidSizes: Float64Array.from(bids.map((l) => l[1])),
    askPrices: Float64Array.from(asks.map((l) => l[0])),
    askSizes: Float64Array.from(asks.map((l) => l[1])),
  };
}

export function connectionState(patch: Partial<ConnectionState> = {}): ConnectionState {
  return {
    order: { initialized: true, error: false },
    streaming: { initialized: true, error: false },
    tradingError: 'None',
    socket: 'open',
    updatesPerSecond: 1200,
    lastServerTime: 10_000,
    reconnects: 0,
    resyncs: 0,
    lagMillis: 12,
    ...patch,
  };
}

export function trade(id: string, price: string, side: 'BUY' | 'SELL', t = 1_000): TradePrint {
  return { tradeId: id, price, quantity: '0.5', side, serverTime: t };
}

export function tradesState(trades: TradePrint[], symbol = 'BTC/USD'): TradesState {
  return { kind: 'trades', topic: `trades:${symbol}`, symbol, trades };
}

export function tickerState(patch: Partial<TickerState> = {}, symbol = 'BTC/USD'): TickerState {
  return {
    kind: 'ticker',
    topic: `ticker:${symbol}`,
    symbol,
    last: '97000.12',
    open: '95000',
    high: '98000.5',
    low: '94000',
    volume: '1234.5',
    quoteVolume: '119000000',
    change: '2000.12',
    changePercent: '2.11',
    bestBid: '97000',
    bestAsk: '97001',
    serverTime: 1_000,
    ...patch,
  };
}

export function markState(
  patch: Partial<MarkPriceState> = {},
  symbol = 'BTC-PERP',
): MarkPriceState {
  return {
    kind: 'mark',
    topic: `mark:${symbol}`,
    symbol,
    markPrice: '97010.5',
    indexPrice: '97000',
    fundingRate: '0.0001',
    nextFundingTime: 0,
    serverTime: 1_000,
    ...patch,
  };
}

export function candle(openTime: number, close: string, closed = false): Candle {
  return { openTime, open: '100', high: '110', low: '90', close, volume: '5', closed };
}

export function candlesState(
  candles: Candle[],
  reset: boolean,
  symbol = 'BTC/USD',
  interval = '1m',
): CandlesState {
  return {
    kind: 'kline',
    topic: `kline:${symbol}:${interval}`,
    symbol,
    interval,
    reset,
    candles,
  };
}
