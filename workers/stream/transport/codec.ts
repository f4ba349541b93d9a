// The wire: binary desk.stream messages (proto/stream.proto) turned into a tagged union the
// rest of the core can switch on, and client messages encoded. A frame that does not decode
// throws: the socket owner treats it as a garbled stream and reconnects. Book deltas, most of
// the traffic, take the hand-written path (fast-decode.ts); every other frame, and any delta
// that path declines, goes through the generated decoder.
import { desk } from '../../../proto/gen/messages.js';
import type {
  BalanceView,
  FillView,
  OrderView,
  PositionView,
  QuoteTierView,
  RiskView,
} from '../../types';
import { orderViewFromData, toNumber } from '../../orders/wire';
import { fastBookDelta } from './fast-decode';
import type { Ticker24h } from '../../../domain/market/ticker';

const { ClientMessage, ServerMessage } = desk.stream;

export const ERROR_AUTH_FAILED = desk.stream.ErrorCode.AUTH_FAILED;
export const ERROR_UNAUTHENTICATED = desk.stream.ErrorCode.UNAUTHENTICATED;
export const TAKER_BUY = desk.stream.TakerSide.BUY;

export type ClientCommand =
  | { readonly kind: 'auth'; readonly token: string }
  | {
      readonly kind: 'subscribe';
      readonly topic: string;
      readonly requestId: number;
      /** Private topics: the last seq held, to be sent what was missed (0 or absent: fresh). */
      readonly fromSeq?: number;
    }
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

/** desk.stream.Ticker: the shape the simulator emits and the tab receives (domain). */
export type WireTicker = Ticker24h;

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

/** One streaming quote ladder (topic "rfs:<symbol>"). */
export interface WireQuoteLadder {
  readonly symbol: string;
  readonly seq: number;
  readonly serverTime: number;
  readonly validUntil: number;
  readonly quoteCurrency: string;
  readonly tiers: readonly QuoteTierView[];
}

export type ServerEvent =
  | {
      readonly kind: 'authOk';
      readonly serverTime: number;
      readonly maxSubscriptions: number;
      readonly heartbeatIntervalMillis: number;
    }
  | {
      readonly kind: 'subscribed';
      readonly topic: string;
      readonly requestId: number;
      /** Private topics: what was missed after Subscribe.fromSeq follows. */
      readonly resumed: boolean;
      /** Private topics: the subaccount seq the topic is current at (0 for others). */
      readonly seq: number;
    }
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
  | { readonly kind: 'quoteLadder'; readonly message: WireQuoteLadder }
  /** A member topic's event (docs/approvals.md "Live in every tab"): what it changed is stale. */
  | { readonly kind: 'memberChange'; readonly tag: 'approvals' | 'permissions' | 'reports' }
  | PrivateEvent
  /** A message kind this client does not know (a newer server): ignored, not a fault. */
  | { readonly kind: 'unknown' };

/** Private updates of one subaccount (docs/stream-protocol.md "Private topics"). */
export type PrivateEvent =
  | { readonly kind: 'orderUpdate'; readonly scope: PrivateScope; readonly order: OrderView }
  | { readonly kind: 'fillUpdate'; readonly scope: PrivateScope; readonly fill: FillView }
  | { readonly kind: 'balanceUpdate'; readonly scope: PrivateScope; readonly balance: BalanceView }
  | {
      readonly kind: 'positionUpdate';
      readonly scope: PrivateScope;
      readonly position: PositionView;
    }
  | { readonly kind: 'riskUpdate'; readonly scope: PrivateScope; readonly risk: RiskView };

export interface PrivateScope {
  readonly seq: number;
  readonly accountId: number;
  readonly subaccountId: number;
}

export function encodeClient(command: ClientCommand): Uint8Array {
  switch (command.kind) {
    case 'auth':
      return ClientMessage.encode({ auth: { token: command.token } }).finish();
    case 'subscribe':
      return ClientMessage.encode({
        subscribe: {
          topic: command.topic,
          requestId: command.requestId,
          ...(command.fromSeq ? { fromSeq: command.fromSeq } : {}),
        },
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
  const delta = fastBookDelta(bytes);
  if (delta !== null) return { kind: 'bookDelta', message: delta };
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
        resumed: m.subscribed?.resumed === true,
        seq: num(m.subscribed?.seq),
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
    case 'orderUpdate':
    case 'fillUpdate':
    case 'balanceUpdate':
    case 'positionUpdate':
    case 'riskUpdate':
      return decodePrivate(m);
    case 'quoteLadder':
      return decodeQuoteLadder(m);
    case 'approvalUpdate':
      return { kind: 'memberChange', tag: 'approvals' };
    case 'permissionsChanged':
      return { kind: 'memberChange', tag: 'permissions' };
    case 'reportJobUpdate':
      return { kind: 'memberChange', tag: 'reports' };
    default:
      return { kind: 'unknown' };
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function scopeOf(u: { seq?: unknown; accountId?: unknown; subaccountId?: unknown }): PrivateScope {
  return {
    seq: toNumber(u.seq),
    accountId: toNumber(u.accountId),
    subaccountId: toNumber(u.subaccountId),
  };
}

function decodePrivate(m: desk.stream.ServerMessage): ServerEvent {
  if (m.orderUpdate) {
    const u = m.orderUpdate;
    const scope = scopeOf(u);
    if (!u.order) return { kind: 'unknown' };
    return { kind: 'orderUpdate', scope, order: orderViewFromData(u.order, scope) };
  }
  if (m.fillUpdate) {
    const u = m.fillUpdate;
    const scope = scopeOf(u);
    return {
      kind: 'fillUpdate',
      scope,
      fill: {
        fillId: str(u.fillId),
        orderId: str(u.orderId),
        clientOrderId: str(u.clientOrderId),
        symbol: str(u.symbol),
        side: u.side === 'SELL' ? 'SELL' : 'BUY',
        price: str(u.price),
        quantity: str(u.quantity),
        fee: str(u.fee),
        feeToken: str(u.feeToken),
        liquidity: str(u.liquidity),
        realizedPnl: str(u.realizedPnl),
        fillTime: toNumber(u.fillTime),
        seq: scope.seq,
        liquidation: u.liquidation === true,
      },
    };
  }
  if (m.balanceUpdate) {
    const u = m.balanceUpdate;
    return {
      kind: 'balanceUpdate',
      scope: scopeOf(u),
      balance: {
        token: str(u.token),
        total: str(u.total),
        available: str(u.available),
        locked: str(u.locked),
        serverTime: toNumber(u.serverTime),
      },
    };
  }
  if (m.positionUpdate) {
    const u = m.positionUpdate;
    return {
      kind: 'positionUpdate',
      scope: scopeOf(u),
      position: {
        symbol: str(u.symbol),
        side: str(u.side),
        size: str(u.size) || '0',
        entryPrice: str(u.entryPrice),
        markPrice: str(u.markPrice),
        unrealisedPnl: str(u.unrealisedPnl),
        margin: str(u.margin),
        liquidationPrice: str(u.liquidationPrice),
        leverage: str(u.leverage),
        marginMode: str(u.marginMode),
        positionSide: str(u.positionSide) || 'BOTH',
        realizedPnl: str(u.realizedPnl),
        serverTime: toNumber(u.serverTime),
      },
    };
  }
  if (m.riskUpdate) {
    const u = m.riskUpdate;
    return {
      kind: 'riskUpdate',
      scope: scopeOf(u),
      risk: {
        collateralToken: str(u.collateralToken),
        riskMeter: str(u.riskMeter),
        marginRatio: str(u.marginRatio),
        maintenanceMargin: str(u.maintenanceMargin),
        marginBalance: str(u.marginBalance),
        unrealisedPnl: str(u.unrealisedPnl),
        maxWithdraw: str(u.maxWithdraw),
        totalEquity: str(u.totalEquity),
        initialMargin: str(u.initialMargin),
        adjustedEquity: str(u.adjustedEquity),
        positionValue: str(u.positionValue),
        frozenEquity: str(u.frozenEquity),
        leverage: str(u.leverage),
        serverTime: toNumber(u.serverTime),
      },
    };
  }
  return { kind: 'unknown' };
}

function decodeQuoteLadder(m: desk.stream.ServerMessage): ServerEvent {
  const u = m.quoteLadder;
  if (!u) return { kind: 'unknown' };
  return {
    kind: 'quoteLadder',
    message: {
      symbol: str(u.symbol),
      seq: toNumber(u.seq),
      serverTime: toNumber(u.serverTime),
      validUntil: toNumber(u.validUntil),
      quoteCurrency: str(u.quoteCurrency) || 'USD',
      tiers: (u.tiers ?? []).map((t) => ({
        quantity: str(t.quantity),
        bid: str(t.bid),
        ask: str(t.ask),
      })),
    },
  };
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
