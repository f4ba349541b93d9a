// The rolling 24-hour ticker as it travels on the stream (desk.stream.Ticker,
// docs/stream-protocol.md): what the simulator emits, what the gateway encodes, what the core
// decodes, and (with its topic) what a tab receives. Prices and volumes are decimal strings.
import type { ServerMillis } from '../time';

export interface Ticker24h {
  readonly symbol: string;
  readonly last: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly change: string;
  readonly changePercent: string;
  readonly bestBid: string;
  readonly bestAsk: string;
  readonly serverTime: ServerMillis;
}
