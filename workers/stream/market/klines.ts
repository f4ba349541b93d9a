// Candles of one kline topic: history from REST (GET /uapi/v1/symbols/klines) merged with
// live Kline messages. Each candle remembers the version that last changed it, so a tab can
// be sent only the candles changed since its previous frame (chart update()), or the whole
// series (reset) the first time and after a history reload.
import type { Candle } from '../../types';
import type { WireKline } from '../transport/codec';

export const MAX_CANDLES = 1_000;
export const KLINE_HISTORY_PATH = '/uapi/v1/symbols/klines';
export const KLINE_HISTORY_LIMIT = 500;

interface StoredCandle {
  candle: Candle;
  changedAt: number;
}

export class CandleSeries {
  private candles: StoredCandle[] = [];
  version = 0;
  /** Version of the last whole-series change (history loaded). */
  resetVersion = 0;

  constructor(
    readonly topic: string,
    readonly symbol: string,
    readonly interval: string,
  ) {}

  /** Replaces the history; live candles at or after its end are kept (they are newer). */
  loadHistory(history: readonly Candle[]): void {
    const byOpen = new Map<number, Candle>();
    for (const candle of history) byOpen.set(candle.openTime, candle);
    for (const { candle } of this.candles) byOpen.set(candle.openTime, candle);
    this.version += 1;
    this.resetVersion = this.version;
    this.candles = [...byOpen.values()]
      .sort((a, b) => a.openTime - b.openTime)
      .slice(-MAX_CANDLES)
      .map((candle) => ({ candle, changedAt: this.version }));
  }

  applyLive(message: WireKline): void {
    const candle = candleOf(message);
    this.version += 1;
    const last = this.candles[this.candles.length - 1];
    if (last === undefined || candle.openTime > last.candle.openTime) {
      this.candles.push({ candle, changedAt: this.version });
      if (this.candles.length > MAX_CANDLES) this.candles.shift();
      return;
    }
    const index = this.candles.findIndex((stored) => stored.candle.openTime >= candle.openTime);
    const at = this.candles[index];
    if (at !== undefined && at.candle.openTime === candle.openTime) {
      at.candle = candle;
      at.changedAt = this.version;
    } else if (index >= 0) {
      this.candles.splice(index, 0, { candle, changedAt: this.version });
    }
  }

  all(): Candle[] {
    return this.candles.map((stored) => stored.candle);
  }

  /** Candles changed after `version`, oldest first. */
  changedSince(version: number): Candle[] {
    const out: Candle[] = [];
    for (const stored of this.candles) if (stored.changedAt > version) out.push(stored.candle);
    return out;
  }
}

export function candleOf(message: WireKline): Candle {
  return {
    openTime: message.openTime,
    open: message.open,
    high: message.high,
    low: message.low,
    close: message.close,
    volume: message.volume,
    closed: message.closed,
  };
}

/**
 * Reads the REST answer: a list of candles, bare or under `klines` / `data`. Each candle is
 * an object shaped like the Kline wire message, or a Binance-style array
 * [openTime, open, high, low, close, volume, closeTime?, …]. Anything unreadable is skipped.
 */
export function parseKlineHistory(body: unknown, now: number): Candle[] {
  const list = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body['klines'])
      ? body['klines']
      : isRecord(body) && Array.isArray(body['data'])
        ? body['data']
        : [];
  const out: Candle[] = [];
  for (const item of list as unknown[]) {
    const candle = Array.isArray(item) ? fromArray(item, now) : fromObject(item, now);
    if (candle !== null) out.push(candle);
  }
  return out.sort((a, b) => a.openTime - b.openTime);
}

function fromObject(item: unknown, now: number): Candle | null {
  if (!isRecord(item)) return null;
  const openTime = Number(item['openTime'] ?? item['open_time']);
  const closeTime = Number(item['closeTime'] ?? item['close_time']);
  const fields = ['open', 'high', 'low', 'close', 'volume'].map((k) => item[k]);
  if (!Number.isFinite(openTime) || !fields.every((v) => typeof v === 'string')) return null;
  const [open, high, low, close, volume] = fields as string[];
  const closed =
    typeof item['closed'] === 'boolean'
      ? item['closed']
      : Number.isFinite(closeTime) && closeTime < now;
  return { openTime, open: open!, high: high!, low: low!, close: close!, volume: volume!, closed };
}

function fromArray(item: readonly unknown[], now: number): Candle | null {
  const [openTime, open, high, low, close, volume, closeTime] = item;
  const text = [open, high, low, close, volume].map((v) => (typeof v === 'number' ? String(v) : v));
  if (typeof openTime !== 'number' || !text.every((v) => typeof v === 'string')) return null;
  const [o, h, l, c, v] = text as string[];
  const closed = typeof closeTime === 'number' ? closeTime < now : false;
  return { openTime, open: o!, high: h!, low: l!, close: c!, volume: v!, closed };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
