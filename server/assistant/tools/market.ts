// Market data tools: the 24h ticker with the top of the book, and recent candles. Public data
// of the venue's markets: any member may read them.
import { displayPrice } from '../../../domain/numbers';
import { isKlineInterval } from '../../market/types';
import { refusal, type AssistantTool, type ToolContext } from './registry';

/** 'btc', 'BTC/USD', 'btc-usd' → a listed symbol (spot first), else null. */
export function marketSymbol(ctx: ToolContext, raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const text = raw.trim().toUpperCase().replace('-', '/');
  if (ctx.market.has(text)) return text;
  if (!text.includes('/') && ctx.market.has(`${text}/USD`)) return `${text}/USD`;
  const swapped = text.replace('/', '-');
  return ctx.market.has(swapped) ? swapped : null;
}

export const tickerTool: AssistantTool = {
  name: 'market_ticker',
  description: 'Last price, best bid and ask, 24h change, high, low and volume of a market.',
  parameters: {
    type: 'object',
    properties: { symbol: { type: 'string', description: 'e.g. BTC/USD or BTC.' } },
    required: ['symbol'],
    additionalProperties: false,
  },
  async run(ctx, args) {
    const symbol = marketSymbol(ctx, args['symbol']);
    if (!symbol) return refusal(`I do not know a market "${String(args['symbol'] ?? '')}".`);
    const t = ctx.market.ticker(symbol);
    if (!t || t.last === '') return refusal(`${symbol} has no prices yet.`);
    return {
      headline:
        `${symbol} last **${displayPrice(t.last)}**, bid ${t.bestBid ? displayPrice(t.bestBid) : '—'} / ask ${t.bestAsk ? displayPrice(t.bestAsk) : '—'}, ` +
        `24h change ${t.changePercent}%.`,
      table: {
        columns: ['Field', 'Value'],
        rows: [
          ['Last', displayPrice(t.last)],
          ['Best bid', t.bestBid ? displayPrice(t.bestBid) : '—'],
          ['Best ask', t.bestAsk ? displayPrice(t.bestAsk) : '—'],
          ['24h high', displayPrice(t.high)],
          ['24h low', displayPrice(t.low)],
          ['24h volume', t.volume],
          ['24h change', `${t.change} (${t.changePercent}%)`],
        ],
      },
      data: {
        symbol,
        last: t.last,
        best_bid: t.bestBid,
        best_ask: t.bestAsk,
        high: t.high,
        low: t.low,
        volume: t.volume,
        change_percent: t.changePercent,
      },
    };
  },
};

export const candlesTool: AssistantTool = {
  name: 'market_candles',
  description: 'Recent OHLC candles of a market (1m, 5m, 15m, 1h, 4h or 1d).',
  parameters: {
    type: 'object',
    properties: {
      symbol: { type: 'string' },
      interval: { type: 'string', enum: ['1m', '5m', '15m', '1h', '4h', '1d'] },
    },
    required: ['symbol'],
    additionalProperties: false,
  },
  async run(ctx, args) {
    const symbol = marketSymbol(ctx, args['symbol']);
    if (!symbol) return refusal(`I do not know a market "${String(args['symbol'] ?? '')}".`);
    const interval =
      typeof args['interval'] === 'string' && isKlineInterval(args['interval'])
        ? args['interval']
        : '1h';
    const candles = ctx.market.klines(symbol, interval, { limit: ctx.rowLimit }) ?? [];
    if (candles.length === 0) return refusal(`${symbol} has no ${interval} candles yet.`);
    const last = candles[candles.length - 1];
    return {
      headline: `The last ${candles.length} ${interval} candles of ${symbol}; the latest closed at **${displayPrice(last?.close ?? '')}**.`,
      table: {
        columns: ['Open time (UTC)', 'Open', 'High', 'Low', 'Close', 'Volume'],
        rows: candles.map((k) => [
          new Date(k.openTime).toISOString().slice(0, 16).replace('T', ' '),
          displayPrice(k.open),
          displayPrice(k.high),
          displayPrice(k.low),
          displayPrice(k.close),
          k.volume,
        ]),
      },
      data: { symbol, interval, candles },
    };
  },
};
