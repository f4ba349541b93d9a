// The wire: binary desk.stream messages (proto/stream.proto) turned into a tagged union the
// rest of the core can switch on, and client messages encoded. A frame that does not decode
// throws: the socket owner treats it as a garbled stream and reconnects.
import { desk } from '../../proto/gen/messages.js';

const { ClientMessage, ServerMessage } = desk.stream;

export const ERROR_AUTH_FAILED = desk.stream.ErrorCode.AUTH_FAILED;
export const ERROR_UNAUTHENTICATED = desk.stream.ErrorCode.UNAUTHENTICATED;
export const TAKER_BUY = desk.stream.TakerSide.BUY;

export type ClientCommand =
  | { readonly kind: 'auth'; readonly token: string }
  | { readonly kind: 'subscribe'; readonly topic: string; readonly requestId: number }
  | { readonly kind: 'unsubscribe'; readonly topic: string; readonly requestId: number }
  | { readonly kind: 'ping'; readonly clientTime: number };

export interface LevelArrays {
  readonly bidPrices: readonly number[];
  readonly bidSizes: readonly number[];
  readonly askPrices: readonly number[];
  readonly askSizes: readonly number[];
}

export interface WireBookSnapshot extends LevelArrays {
  readonly symbol: string;
  readonly seq: number;
  readonly serverTime: number;
  readonly checksum: number;
  readonly tickSize: string;
  readonly lotSize: string;
}

export interface WireBookDelta extends LevelArrays {
  readonly symbol: string;
  readonly seq: number;
  readonly prevSeq: number;
  readonly serverTime: number;
  readonly checksum: number;
}

export interface WireTrade {
  readonly symbol: string;
  readonly tradeId: string;
  readonly price: string;
  readonly quantity: string;
  readonly side: number;
  readonly serverTime: number;
}

export interface WireTicker {
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
  readonly serverTime: number;
}

export interface WireMarkPrice {
  readonly symbol: string;
  readonly markPrice: string;
  readonly indexPrice: string;
  readonly fundingRate: string;
  readonly nextFundingTime: number;
  readonly serverTime: number;
}

export interface WireKline {
  readonly symbol: string;
  readonly interval: string;
  readonly openTime: number;
  readonly closeTime: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly closed: boolean;
}

export type ServerEvent =
  | {
      readonly kind: 'authOk';
      readonly serverTime: number;
      readonly maxSubscriptions: number;
      readonly heartbeatIntervalMillis: number;
    }
  | { readonly kind: 'subscribed'; readonly topic: string; readonly requestId: number }
  | { readonly kind: 'unsubscribed'; readonly topic: string; readonly requestId: number }
  | { readonly kind: 'heartbeat'; readonly serverTime: number }
  | { readonly kind: 'pong'; readonly clientTime: number; readonly serverTime: number }
  | {
      readonly kind: 'error';
      readonly code: number;
      readonly message: string;
      readonly requestId: number;
    }
  | { readonly kind: 'bookSnapshot'; readonly message: WireBookSnapshot }
  | { readonly kind: 'bookDelta'; readonly message: WireBookDelta }
  | { readonly kind: 'trade'; readonly message: WireTrade }
  | { readonly kind: 'ticker'; readonly message: WireTicker }
  | { readonly kind: 'markPrice'; readonly message: WireMarkPrice }
  | { readonly kind: 'kline'; readonly message: WireKline }
  /** A message kind this client does not know (a newer server): ignored, not a fault. */
  | { readonly kind: 'unknown' };

export function encodeClient(command: ClientCommand): Uint8Array {
  switch (command.kind) {
    case 'auth':
      return ClientMessage.encode({ auth: { token: command.token } }).finish();
    case 'subscribe':
      return ClientMessage.encode({
        subscribe: { topic: command.topic, requestId: command.requestId },
      }).finish();
    case 'unsubscribe':
      return ClientMessage.encode({
        unsubscribe: { topic: command.topic, requestId: command.requestId },
      }).finish();
    case 'ping':
      return ClientMessage.encode({ ping: { clientTime: command.clientTime } }).finish();
  }
}

/** Decodes one binary frame; throws on anything that is not a ServerMessage. */
export function decodeServer(data: unknown): ServerEvent {
  const bytes = toBytes(data);
  const m = ServerMessage.decode(bytes);
  const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
  switch (m.kind) {
    case 'authOk':
      return {
        kind: 'authOk',
        serverTime: num(m.authOk?.serverTime),
        maxSubscriptions: num(m.authOk?.maxSubscriptions),
        heartbeatIntervalMillis: num(m.authOk?.heartbeatIntervalMillis),
      };
    case 'subscribed':
      return {
        kind: 'subscribed',
        topic: m.subscribed?.topic ?? '',
        requestId: num(m.subscribed?.requestId),
      };
    case 'unsubscribed':
      return {
        kind: 'unsubscribed',
        topic: m.unsubscribed?.topic ?? '',
        requestId: num(m.unsubscribed?.requestId),
      };
    case 'heartbeat':
      return { kind: 'heartbeat', serverTime: num(m.heartbeat?.serverTime) };
    case 'pong':
      return {
        kind: 'pong',
        clientTime: num(m.pong?.clientTime),
        serverTime: num(m.pong?.serverTime),
      };
    case 'error':
      return {
        kind: 'error',
        code: num(m.error?.code),
        message: m.error?.message ?? '',
        requestId: num(m.error?.requestId),
      };
    case 'bookSnapshot':
      return { kind: 'bookSnapshot', message: m.bookSnapshot as unknown as WireBookSnapshot };
    case 'bookDelta':
      return { kind: 'bookDelta', message: m.bookDelta as unknown as WireBookDelta };
    case 'trade':
      return { kind: 'trade', message: m.trade as unknown as WireTrade };
    case 'ticker':
      return { kind: 'ticker', message: m.ticker as unknown as WireTicker };
    case 'markPrice':
      return { kind: 'markPrice', message: m.markPrice as unknown as WireMarkPrice };
    case 'kline':
      return { kind: 'kline', message: m.kline as unknown as WireKline };
    default:
      return { kind: 'unknown' };
  }
}

/** Browser WebSockets (binaryType 'arraybuffer') give ArrayBuffer; `ws` gives Buffer. */
function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data) && data.every((part) => part instanceof Uint8Array)) {
    return concat(data as Uint8Array[]);
  }
  throw new TypeError('stream frame is not binary');
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Test helper for fakes: encodes a server message the way the gateway does. */
export function encodeServerForTest(message: desk.stream.ServerMessage.$Properties): Uint8Array {
  return ServerMessage.encode(message).finish();
}
