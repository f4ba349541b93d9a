// The contract between the data core and the tabs. Views import these through
// workers/api.ts only. Everything crossing the Comlink boundary is structured-clone safe.

import type { Ticker24h } from '../domain/market/ticker';
import type { Millis, ServerMillis } from '../domain/time';

export type { Millis, ServerMillis } from '../domain/time';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a tab tells the core about itself. */
export interface TabContext {
  /** Bearer token from sessionStorage; null when signed out. */
  readonly token: string | null;
  /** Value of the csrf_token cookie: a worker cannot read cookies. */
  readonly csrf: string | null;
  readonly visitorId: string;
  readonly entityId: string | null;
  readonly accountId: string | null;
  /** Current route path, e.g. "/trading/rfq"; drives the periodic-sync exclusion. */
  readonly route: string;
}

/** Body encodings of the REST helpers of spec 7.1. */
export type RequestBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'form'; readonly value: Readonly<Record<string, string>> }
  | { readonly kind: 'protobuf'; readonly bytes: Uint8Array };

export interface RestCall {
  readonly method: HttpMethod;
  /** Path beginning with "/", e.g. "/api/user/current_user". */
  readonly path: string;
  /** GET query as key/value pairs. */
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  readonly body?: RequestBody;
  /** Expect a binary protobuf answer: the result's `bytes` is set instead of `data`. */
  readonly binaryResponse?: boolean;
  /** Spec 8: suppress the toast for any failure, or for one status code. */
  readonly hideAlertOnError?: boolean;
  readonly hideAlertOnCode?: number;
  /** Spec 4: calls allowed while requests are blocked. */
  readonly bypassBlock?: boolean;
  /** Lets the tab cancel the call with core.cancel(requestId). */
  readonly requestId?: string;
}

export interface ApiErrorItem {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

/** Result of a call. HTTP 400 comes back as ok:false (spec 8) rather than rejecting. */
export type RestResult<T = unknown> =
  | { readonly ok: true; readonly status: number; readonly data: T; readonly bytes?: Uint8Array }
  | {
      readonly ok: false;
      readonly status: 400;
      readonly errors: readonly ApiErrorItem[];
      readonly data: unknown;
    };

/** Every other failure rejects with this (as a plain object: Comlink clones it). */
export interface CoreFailure {
  readonly kind:
    | 'http'
    | 'network'
    | 'cancelled' // 'ajax call was cancelled'
    | 'blocked'; // 'Requests are blocked'
  readonly status: number | null;
  /** The text spec 8 says to show (already chosen from reasons / message / default). */
  readonly message: string;
  readonly errors: readonly ApiErrorItem[];
}

export interface PeriodicSync {
  readonly blocked_prefunded_tokens: readonly string[];
  readonly frontend_version: string;
  readonly enabled_properties: Readonly<Record<string, boolean>>;
  readonly global_settings: Readonly<Record<string, unknown>>;
  readonly partial_fills_enabled: boolean;
  readonly ack_on_standing_orders_enabled: boolean;
}

/** Events the core pushes to tabs, batched into one frame per delivery. Tagged union. */
export type CoreEvent =
  | { readonly kind: 'toast'; readonly text: string; readonly tone: 'error' | 'info' | 'success' }
  | { readonly kind: 'navigate'; readonly to: string; readonly external: boolean }
  | { readonly kind: 'session'; readonly token: string | null }
  | { readonly kind: 'sync'; readonly sync: PeriodicSync }
  | { readonly kind: 'blockingNotice'; readonly title: string; readonly message: string }
  | { readonly kind: 'blockingNoticeCleared' }
  | { readonly kind: 'refreshPrompt' }
  | { readonly kind: 'requestsBlocked'; readonly blocked: boolean }
  | { readonly kind: 'reload' };

// ---- Market data -----------------------------------------------------------------------

/** Stream topics, as in docs/stream-protocol.md: "book:BTC/USD", "trades:BTC/USD",
 *  "ticker:BTC/USD", "mark:BTC-PERP", "kline:BTC/USD:1m". */
export type TopicKey = string;

export interface SubscribeOptions {
  /** Book levels per side a tab wants (default 50). */
  readonly depth?: number;
  /** Price grouping in ticks: the order-book zoom level of spec 3.6 (default 1 = none). */
  readonly groupTicks?: number;
  /**
   * Held, not shown (default false): the core keeps the topic live (subscribed upstream, a book
   * kept in sync) but sends this tab nothing for it, so a view that may show it soon switches
   * at once without the tab applying every change meanwhile. `updateSubscription(topic,
   * { held: false })` shows it: the next frame carries its whole state.
   */
  readonly held?: boolean;
}

/** A book as a tab sees it. Best first; prices in ticks, sizes in lots (see tickSize and
 *  lotSize to turn them into decimal strings). Arrays are transferred, never shared. */
export interface BookState {
  readonly kind: 'book';
  readonly topic: TopicKey;
  readonly symbol: string;
  readonly status: 'synced' | 'resyncing';
  readonly seq: number;
  readonly serverTime: ServerMillis;
  readonly tickSize: string;
  readonly lotSize: string;
  readonly groupTicks: number;
  readonly bidPrices: Float64Array;
  readonly bidSizes: Float64Array;
  readonly askPrices: Float64Array;
  readonly askSizes: Float64Array;
}

export interface TradePrint {
  readonly tradeId: string;
  readonly price: string;
  readonly quantity: string;
  readonly side: 'BUY' | 'SELL';
  readonly serverTime: ServerMillis;
}

export interface TradesState {
  readonly kind: 'trades';
  readonly topic: TopicKey;
  readonly symbol: string;
  /** Newest first, at most 100: the whole tape, not just what is new. */
  readonly trades: readonly TradePrint[];
}

/** The latest ticker of a `ticker:` topic: the wire message (domain/market/ticker.ts). */
export interface TickerState extends Ticker24h {
  readonly kind: 'ticker';
  readonly topic: TopicKey;
}

export interface MarkPriceState {
  readonly kind: 'mark';
  readonly topic: TopicKey;
  readonly symbol: string;
  readonly markPrice: string;
  readonly indexPrice: string;
  readonly fundingRate: string;
  readonly nextFundingTime: ServerMillis;
  readonly serverTime: ServerMillis;
}

export interface Candle {
  readonly openTime: ServerMillis;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
  readonly closed: boolean;
}

export interface CandlesState {
  readonly kind: 'kline';
  readonly topic: TopicKey;
  readonly symbol: string;
  readonly interval: string;
  /** true: `candles` is the whole history (first frame, after a resync); false: only the
   *  candles that changed since the tab's last frame, oldest first (chart `update()`). */
  readonly reset: boolean;
  readonly candles: readonly Candle[];
}

// ---- Private account data -----------------------------------------------------------------
// Topics "orders:<subaccountId>", "fills:<subaccountId>", "balances:<subaccountId>",
// "positions:<subaccountId>", "risk:<subaccountId>" (docs/stream-protocol.md "Private topics").
// Amounts are decimal strings; times server epoch ms; `seq` the subaccount's event sequence.

export type OrderSideName = 'BUY' | 'SELL';

/** One order as the blotters show it (spec 3.1 order data, plus the venue's additions). */
export interface OrderView {
  readonly orderId: string;
  readonly clientOrderId: string;
  readonly parentOrderId: string;
  readonly accountId: number;
  readonly subaccountId: number;
  readonly market: string;
  readonly side: OrderSideName;
  readonly orderType: string;
  readonly timeInForce: string;
  readonly quantity: string;
  readonly limitPrice: string;
  readonly stopPrice: string;
  readonly executedQuantity: string;
  readonly executedPrice: string;
  readonly leavesQuantity: string;
  /** NEW, PARTIALLY_FILLED, FILLED, CANCELED, REJECTED, PENDING_CANCEL, EXPIRED (spec 4). */
  readonly status: string;
  /** Why it was REJECTED or EXPIRED; '' otherwise. */
  readonly reason: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly reduceOnly: boolean;
  readonly postOnly: boolean;
  readonly positionSide: string;
  readonly marginMode: string;
  readonly triggered: boolean;
  readonly triggerPrice: string;
  readonly activationPrice: string;
  readonly callbackRate: string;
  readonly numberOfSlices: number;
  readonly duration: Millis;
  readonly transactTime: ServerMillis;
  readonly updateTime: ServerMillis;
  /** Subaccount event sequence of the update that produced this state (0: from REST). */
  readonly seq: number;
}

export interface OrdersState {
  readonly kind: 'orders';
  readonly topic: TopicKey;
  readonly subaccountId: number;
  /** 'reconciling' while the open orders are re-read after a reconnect. */
  readonly status: 'waiting' | 'live' | 'reconciling';
  /** Open orders (NEW, PARTIALLY_FILLED, PENDING_CANCEL), newest first. */
  readonly open: readonly OrderView[];
  /** Closed orders seen since subscribing, newest first, at most 200. */
  readonly history: readonly OrderView[];
}

export interface FillView {
  readonly fillId: string;
  readonly orderId: string;
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly side: OrderSideName;
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly liquidity: string;
  readonly realizedPnl: string;
  readonly fillTime: ServerMillis;
  readonly seq: number;
  /** True on fills of the venue's liquidation orders (docs/orders.md "Liquidation"). */
  readonly liquidation: boolean;
}

export interface FillsState {
  readonly kind: 'fills';
  readonly topic: TopicKey;
  readonly subaccountId: number;
  /** Newest first, at most 200. */
  readonly fills: readonly FillView[];
}

export interface BalanceView {
  readonly token: string;
  readonly total: string;
  readonly available: string;
  readonly locked: string;
  readonly serverTime: ServerMillis;
}

export interface BalancesState {
  readonly kind: 'balances';
  readonly topic: TopicKey;
  readonly subaccountId: number;
  /** Sorted by token. */
  readonly balances: readonly BalanceView[];
}

export interface PositionView {
  readonly symbol: string;
  readonly side: string;
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealisedPnl: string;
  readonly margin: string;
  readonly liquidationPrice: string;
  readonly leverage: string;
  readonly marginMode: string;
  readonly positionSide: string;
  readonly realizedPnl: string;
  readonly serverTime: ServerMillis;
}

export interface PositionsState {
  readonly kind: 'positions';
  readonly topic: TopicKey;
  readonly subaccountId: number;
  /** Open (non-zero) positions, sorted by symbol then position side. */
  readonly positions: readonly PositionView[];
}

/** Spec 2.4 risk info. */
export interface RiskView {
  readonly collateralToken: string;
  readonly riskMeter: string;
  readonly marginRatio: string;
  readonly maintenanceMargin: string;
  readonly marginBalance: string;
  readonly unrealisedPnl: string;
  readonly maxWithdraw: string;
  readonly totalEquity: string;
  readonly initialMargin: string;
  readonly adjustedEquity: string;
  readonly positionValue: string;
  readonly frozenEquity: string;
  readonly leverage: string;
  readonly serverTime: ServerMillis;
}

export interface RiskState {
  readonly kind: 'risk';
  readonly topic: TopicKey;
  readonly subaccountId: number;
  readonly risk: RiskView | null;
}

export type PrivateTopicState =
  OrdersState | FillsState | BalancesState | PositionsState | RiskState;

// ---- Streaming quotes ---------------------------------------------------------------------
// Topic "rfs:<symbol>" (docs/stream-protocol.md, proto QuoteLadder): two-way prices by size tier.

export interface QuoteTierView {
  /** Size of the tier in base units (decimal string). */
  readonly quantity: string;
  readonly bid: string;
  readonly ask: string;
}

export interface QuoteLadderState {
  readonly kind: 'rfs';
  readonly topic: TopicKey;
  readonly symbol: string;
  /** +1 per ladder of this symbol. */
  readonly seq: number;
  readonly serverTime: ServerMillis;
  /** A streamed price may be traded until then (server time). */
  readonly validUntil: ServerMillis;
  /** "USD" (default) or "USDC". */
  readonly quoteCurrency: string;
  /** Smallest tier first. */
  readonly tiers: readonly QuoteTierView[];
}

export type TopicState =
  | BookState
  | TradesState
  | TickerState
  | MarkPriceState
  | CandlesState
  | PrivateTopicState
  | QuoteLadderState;

// ---- Queries and mutations ------------------------------------------------------------------
// Reads of venue data go through the core's one query cache (workers/core/queries.ts): a read
// that several tabs make reaches the server once, data stays visible while it refetches, and
// private-stream events and mutations mark what they change as stale (docs/data-core.md
// "Queries").

/** Names a read. With the tab's session, entity and account it identifies one cache entry. */
export type QueryKey = readonly (string | number | boolean | null)[];

/** What can make cached data stale: a private-stream channel, or a server-side change the tab
 *  made itself. `approvals` (maker-checker requests and what executing one changes),
 *  `permissions` (the user's roles and granted actions) and `audit` (the audit log) follow
 *  docs/approvals.md "Live in every tab". */
export type QueryTag =
  | 'orders'
  | 'fills'
  | 'balances'
  | 'positions'
  | 'risk'
  | 'account'
  | 'security'
  | 'onboarding'
  | 'approvals'
  | 'permissions'
  | 'audit'
  | 'assistant'
  // The user's report and export jobs (docs/reports.md): the "reports:<userId>" topic.
  | 'reports';

export interface QuerySpec {
  readonly key: QueryKey;
  /** The GET that loads it (spec 7.1 headers added by the core). */
  readonly call: RestCall & { readonly method: 'GET' };
  /** Events that make it stale; watched queries refetch at once. */
  readonly invalidatedBy?: readonly QueryTag[];
  /** Fresh this long after a load (default QUERY_STALE_MILLIS); a later watch refetches. */
  readonly staleMillis?: Millis;
}

/** A failed load, with the text spec 8 says to show. */
export interface QueryError {
  readonly message: string;
  /** HTTP status; null when no answer came (network, cancelled, blocked). */
  readonly status: number | null;
  readonly errors: readonly ApiErrorItem[];
}

/** The latest state of one watch, sent to its tab in frames whenever it changes. */
export interface QueryUpdate {
  readonly watchId: string;
  /** 'pending' until the first answer; 'error' when the latest load failed. */
  readonly status: 'pending' | 'success' | 'error';
  /** The newest data loaded, kept while a refetch runs and after a failed one. */
  readonly data: unknown;
  readonly hasData: boolean;
  readonly error: QueryError | null;
  readonly fetching: boolean;
  /** Local epoch ms of the newest data; 0 before any. */
  readonly updatedAt: Millis;
}

/** What a mutation makes stale once it succeeds. */
export interface Invalidation {
  readonly tags?: readonly QueryTag[];
  /** Key prefixes: ['balances'] matches ['balances', 7]. */
  readonly keys?: readonly QueryKey[];
}

/** Spec 4 "Streaming connections", plus what the health panel shows. */
export type TradingErrorKind = 'ConnectionError' | 'StreamingDisabled' | 'TradeError' | 'None';
export interface ConnectionState {
  readonly order: { readonly initialized: boolean; readonly error: boolean };
  readonly streaming: { readonly initialized: boolean; readonly error: boolean };
  readonly tradingError: TradingErrorKind;
  readonly socket: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';
  /** Book level updates applied per second, over the last second. */
  readonly updatesPerSecond: number;
  /** Server time of the newest market message the core applied. */
  readonly lastServerTime: ServerMillis | null;
  readonly reconnects: number;
  readonly resyncs: number;
  /** The stream's lag: a decaying average of the ping → pong round trip, whole ms; null
   *  before the first pong. */
  readonly lagMillis: Millis | null;
}

/** Server time = Date.now() + offsetMillis. An offset under 200 ms is reported as 0. */
export interface ClockState {
  readonly offsetMillis: Millis;
  readonly bestRoundTripMillis: Millis | null;
  readonly samples: number;
}

/** One delivery to a tab. The core sends the next frame to a tab only after the listener's
 *  promise for the previous one settles (the tab settles it after it painted), so a slow or
 *  hidden tab gets coalesced state, never a queue. */
export interface Frame {
  readonly seq: number;
  readonly events: readonly CoreEvent[];
  /** Latest state of each subscribed topic that changed since the tab's previous frame. */
  readonly topics: readonly TopicState[];
  readonly connection?: ConnectionState;
  readonly clock?: ClockState;
  /** Watched queries of this tab whose state changed since its previous frame. */
  readonly queries?: readonly QueryUpdate[];
}

export type FrameListener = (frame: Frame) => void | Promise<void>;

export type Unsubscribe = () => void;

export interface AttachResult {
  readonly tabId: string;
  /** 'shared' when one SharedWorker serves every tab; 'dedicated' in the fallback. */
  readonly mode: 'shared' | 'dedicated';
  /** A token another tab already holds, so a new tab starts signed in. */
  readonly token: string | null;
  readonly requestsBlocked: boolean;
  readonly lastSync: PeriodicSync | null;
}

/** Observable facts about the core, for tests and the health panel. */
export interface CoreStats {
  readonly tabs: number;
  readonly syncRuns: number;
  readonly instanceId: string;
  /** Topics the core holds upstream (after reference counting across tabs). */
  readonly upstreamTopics: readonly TopicKey[];
  /** Stream sockets this core has opened since it started (reconnects included). */
  readonly socketOpens: number;
}

/** The typed facade a tab holds. Every subscription-like call returns its undo. */
export interface CoreClient {
  attach(ctx: TabContext, onFrame: FrameListener): Promise<AttachResult>;
  updateContext(patch: Partial<TabContext>): Promise<void>;
  request<T = unknown>(call: RestCall): Promise<RestResult<T>>;
  cancel(requestId: string): Promise<void>;
  /** Signed in or out in one tab: every tab hears it. */
  setSession(token: string | null): Promise<void>;
  blockRequests(): Promise<void>;
  unblockRequests(): Promise<void>;
  reloadAllTabs(): Promise<void>;
  stats(): Promise<CoreStats>;
  /** Reference-counted across tabs: the first subscriber of a topic subscribes upstream, the
   *  last to leave unsubscribes after a short delay. Returns its own undo. */
  subscribe(topic: TopicKey, options?: SubscribeOptions): Unsubscribe;
  /** Change depth or grouping of a live subscription without resubscribing upstream. */
  updateSubscription(topic: TopicKey, options: SubscribeOptions): Promise<void>;
  /** Watches a read through the core's query cache; its states arrive in frames under
   *  `watchId` (unique within the tab). Identical watches of any tab share one load. */
  watchQuery(watchId: string, spec: QuerySpec): Unsubscribe;
  /** Loads a watched query again now (a retry button). */
  refetchQuery(watchId: string): Promise<void>;
  /** A call that changes venue data: the same typed results as request(); on success the
   *  queries it names are marked stale in every tab. */
  mutate<T = unknown>(call: RestCall, invalidates: Invalidation): Promise<RestResult<T>>;
  /** mutate() whose answer streams (the assistant's NDJSON): each text piece reaches
   *  `onChunk` as it arrives; the result's data is the whole body as text. */
  streamMutate(
    call: RestCall,
    invalidates: Invalidation,
    onChunk: (text: string) => void,
  ): Promise<RestResult<string>>;
  detach(): void;
}
