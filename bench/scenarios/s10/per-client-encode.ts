// The S10 baseline, bench-only: the gateway's own fan-out loop (server/stream/gateway.ts,
// StreamGateway.fanOut) with one change, each subscriber gets its own encoding of the event
// (the same codec, encodeServerMessage), as a gateway that serialises per connection does.
// Delivery, slow-consumer handling, metrics and resyncs are the gateway's own.
//
// The gateway has no hook for this, so the baseline shadows its fanOut method on the
// instance and reads its subscriber sets; both are checked at install time so a change in the
// gateway fails the scenario instead of measuring something else. A cleaner hook is proposed
// in docs/benchmarks.md (S10).
import type { MarketEvent } from '../../../server/market/types';
import { encodeServerMessage } from '../../../server/stream/codec';
import { StreamGateway } from '../../../server/stream/gateway';
import { formatTopic } from '../../../workers/market/topics';

interface Subscriber {
  deliverBookDelta(symbol: string, bytes: Buffer): boolean;
  deliverData(bytes: Buffer): boolean;
}

interface GatewayInternals {
  readonly subscribers: Map<string, Set<Subscriber>>;
  readonly metrics: { sent(type: string, bytes: number, sockets: number): void };
  flushResyncs(): void;
  fanOut?: (events: readonly MarketEvent[]) => void;
}

export interface FanOutInternals {
  /** The product's fan-out: encode once, share the bytes. */
  useShared(): void;
  /** The baseline: encode per subscriber. */
  usePerClient(): void;
}

function encodeEvent(event: MarketEvent): Buffer {
  switch (event.kind) {
    case 'bookDelta':
      return encodeServerMessage({ bookDelta: event.message });
    case 'trade':
      return encodeServerMessage({ trade: event.message });
    case 'ticker':
      return encodeServerMessage({ ticker: event.message });
    case 'markPrice':
      return encodeServerMessage({ markPrice: event.message });
    case 'kline':
      return encodeServerMessage({ kline: event.message });
  }
}

const METRIC_TYPE: Record<MarketEvent['kind'], string> = {
  bookDelta: 'book_delta',
  trade: 'trade',
  ticker: 'ticker',
  markPrice: 'mark_price',
  kline: 'kline',
};

function topicOf(event: MarketEvent): string {
  switch (event.kind) {
    case 'bookDelta':
      return formatTopic({ channel: 'book', symbol: event.message.symbol });
    case 'trade':
      return formatTopic({ channel: 'trades', symbol: event.message.symbol });
    case 'ticker':
      return formatTopic({ channel: 'ticker', symbol: event.message.symbol });
    case 'markPrice':
      return formatTopic({ channel: 'mark', symbol: event.message.symbol });
    case 'kline':
      return formatTopic({
        channel: 'kline',
        symbol: event.message.symbol,
        interval: event.message.interval,
      });
  }
}

export function installPerClientEncode(gateway: StreamGateway): FanOutInternals {
  const g = gateway as unknown as GatewayInternals;
  const proto = StreamGateway.prototype as unknown as Partial<GatewayInternals>;
  if (
    typeof proto.fanOut !== 'function' ||
    typeof g.flushResyncs !== 'function' ||
    !(g.subscribers instanceof Map) ||
    typeof g.metrics?.sent !== 'function'
  ) {
    throw new Error(
      'StreamGateway internals changed: update bench/scenarios/s10/per-client-encode.ts',
    );
  }
  function perClientFanOut(this: GatewayInternals, events: readonly MarketEvent[]): void {
    if (this.subscribers.size === 0) return;
    for (const event of events) {
      const set = this.subscribers.get(topicOf(event));
      if (!set) continue;
      let sent = 0;
      let size = 0;
      for (const connection of set) {
        const bytes = encodeEvent(event);
        size = bytes.length;
        const ok =
          event.kind === 'bookDelta'
            ? connection.deliverBookDelta(event.message.symbol, bytes)
            : connection.deliverData(bytes);
        if (ok) sent++;
      }
      this.metrics.sent(METRIC_TYPE[event.kind], size, sent);
    }
    this.flushResyncs();
  }
  return {
    useShared() {
      delete g.fanOut; // back to StreamGateway.prototype.fanOut
    },
    usePerClient() {
      g.fanOut = perClientFanOut;
    },
  };
}
