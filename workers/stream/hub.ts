// Market data in the core: the socket, the subscription registry, the topic store, the
// clock and the connection state, wired together. The DataCore owns one hub and asks it for
// each tab's frame state; the hub tells the core when state changed (pokeAll).
import type { Clock, TimerHandle, Timers } from '../core/ports';
import type {
  ClockState,
  ConnectionState,
  Millis,
  PeriodicSync,
  ServerMillis,
  SubscribeOptions,
  TopicKey,
} from '../types';
import { parseTopic } from '../../domain/market/topics';
import { parseMemberTopic } from '../../domain/market/private-topics';
import { ClockSync, TIME_SYNC_PATH } from './market/clock';
import { connectionState } from './connection';
import type { ServerEvent } from './transport/codec';
import { KLINE_HISTORY_LIMIT, KLINE_HISTORY_PATH, parseKlineHistory } from './market/klines';
import { MarketStore } from './market/market';
import { PrivateStore } from './private/private';
import { PRIVATE_CHANNEL_OF, PrivateSync } from './private/private-sync';
import type { NetworkEvents, Random, WebSocketFactory } from './transport/ports';
import { UpdateRate } from './market/rate';
import { SubscriptionRegistry } from './registry';
import { StreamSocket } from './transport/socket';
import type { SocketTiming } from './transport/socket';
import type { FrameParts, TabView } from './tab-view';

/** How often tabs get a fresh health reading (updates per second decays without traffic). */
export const HEALTH_EVERY: Millis = 1_000;

/** enabled_properties key that turns the stream off when false (absent: on). */
export const STREAMING_FLAG = 'streaming';

export interface HubDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  readonly random: Random;
  readonly socketFactory: WebSocketFactory | null;
  readonly streamUrl: string;
  readonly socketTiming?: SocketTiming;
  readonly network: NetworkEvents | null;
  /** GET a JSON body from the venue (REST client with the session's headers). */
  readonly getJson: (
    path: string,
    query: Readonly<Record<string, string | number>>,
    bypassBlock: boolean,
  ) => Promise<unknown>;
  /** Some state tabs see changed. */
  readonly pokeAll: () => void;
  /** A private-stream event changed the venue's data of that kind (the query cache hears it). */
  readonly onPrivateChange?: (
    tag:
      | 'orders'
      | 'fills'
      | 'balances'
      | 'positions'
      | 'risk'
      | 'approvals'
      | 'permissions'
      | 'reports',
  ) => void;
}

export class StreamHub {
  readonly registry: SubscriptionRegistry;
  readonly market: MarketStore;
  /** Orders, fills, balances, positions and risk of subaccounts (issue 4). */
  readonly privateStore: PrivateStore;
  /** Held member topics ("approvals:<entityId>", "permissions:<userId>"). */
  private readonly memberTopics = new Set<TopicKey>();
  private readonly privateSync: PrivateSync;
  /** Private resubscriptions sent with a fromSeq, by request id, until answered. */
  private readonly resuming = new Map<number, TopicKey>();
  readonly clockSync: ClockSync;
  private readonly socket: StreamSocket | null;
  private readonly rate: UpdateRate;
  private token: string | null = null;
  private requestIds = 0;
  private resyncs = 0;
  private lastServerTime: ServerMillis | null = null;
  private orderSeen = false;
  private orderFailing = false;
  private syncDisabled = false;
  private health: TimerHandle | null = null;

  constructor(private readonly deps: HubDeps) {
    this.rate = new UpdateRate(deps.clock);
    this.registry = new SubscriptionRegistry(deps.timers, {
      onHold: (topic) => this.hold(topic),
      onRelease: (topic) => this.release(topic),
    });
    this.market = new MarketStore({
      onChange: () => deps.pokeAll(),
      onBookFault: (topic) => this.resync(topic),
      onApplied: (levels, serverTime) => {
        if (levels > 0) this.rate.add(levels);
        if (serverTime !== null) this.lastServerTime = serverTime;
      },
    });
    this.privateStore = new PrivateStore(() => deps.pokeAll());
    this.privateSync = new PrivateSync({
      store: this.privateStore,
      timers: deps.timers,
      getJson: deps.getJson,
    });
    this.socket =
      deps.socketFactory === null
        ? null
        : new StreamSocket(
            {
              clock: deps.clock,
              timers: deps.timers,
              factory: deps.socketFactory,
              url: deps.streamUrl,
              random: deps.random,
              network: deps.network,
              ...(deps.socketTiming === undefined ? {} : { timing: deps.socketTiming }),
            },
            {
              onReady: () => this.resubscribeAll(),
              onMessage: (event) => this.onMessage(event),
              onStateChange: () => deps.pokeAll(),
              onFault: () => {
                this.market.dropAllBooks();
                this.resuming.clear();
                this.privateSync.onStreamLost();
              },
              onAuthRefused: () => deps.pokeAll(),
              onPong: (sample) => this.clockSync.offer(sample),
            },
          );
    this.clockSync = new ClockSync({
      clock: deps.clock,
      timers: deps.timers,
      fetchServerTime: async () => {
        const body = await deps.getJson(TIME_SYNC_PATH, {}, true);
        const value = (body as { serverTime?: unknown } | null)?.serverTime;
        if (typeof value !== 'number') throw new TypeError('serverTime missing');
        return value;
      },
      onRound: (ok) => {
        this.orderReached(ok);
      },
    });
  }

  /** First tab attached: start the clock (after this tick, so attach returns first). */
  start(): void {
    this.deps.timers.setTimeout(() => this.clockSync.start(), 0);
  }

  setToken(token: string | null): void {
    this.token = token;
    this.socket?.setToken(token);
    this.updateWanted();
  }

  /** A periodic sync answered: the REST side works, and it may switch streaming off. */
  onSync(sync: PeriodicSync): void {
    this.syncDisabled = sync.enabled_properties[STREAMING_FLAG] === false;
    if (this.syncDisabled) this.socket?.suspend();
    this.orderReached(true);
    this.updateWanted();
  }

  subscribe(tabId: string, subId: string, topic: TopicKey, options?: SubscribeOptions): void {
    this.registry.subscribe(tabId, subId, topic, options);
    this.deps.pokeAll();
  }

  unsubscribe(tabId: string, subId: string): void {
    this.registry.unsubscribe(tabId, subId);
  }

  releaseTab(tabId: string): void {
    this.registry.releaseTab(tabId);
  }

  frameState(tabId: string, view: TabView): FrameParts {
    return view.collect(
      this.market,
      this.registry.topicsOf(tabId),
      this.connection(),
      this.clockState(),
      this.privateStore,
    );
  }

  connection(): ConnectionState {
    const socket = this.socket;
    return connectionState({
      orderSeen: this.orderSeen,
      orderFailing: this.orderFailing,
      socket: socket?.state ?? 'idle',
      socketReady: socket?.ready ?? false,
      streamingDisabled: this.syncDisabled || (socket?.authRefused ?? false),
      streamingWanted: this.wanted(),
      updatesPerSecond: this.rate.perSecond(),
      lastServerTime: this.lastServerTime,
      reconnects: socket?.reconnects ?? 0,
      resyncs: this.resyncs,
      lagMillis: socket?.lagMillis ?? null,
    });
  }

  clockState(): ClockState {
    return this.clockSync.state;
  }

  get upstreamTopics(): TopicKey[] {
    return this.registry.upstream();
  }

  get socketOpens(): number {
    return this.socket?.opens ?? 0;
  }

  stop(): void {
    this.clockSync.stop();
    this.privateSync.stop();
    this.registry.dispose();
    this.socket?.dispose();
    this.stopHealth();
  }

  private wanted(): boolean {
    return this.registry.upstream().length > 0 && this.token !== null && !this.syncDisabled;
  }

  private updateWanted(): void {
    const wanted = this.wanted();
    this.socket?.setWanted(wanted);
    if (wanted) this.startHealth();
    else this.stopHealth();
    this.deps.pokeAll();
  }

  private startHealth(): void {
    if (this.health !== null) return;
    this.health = this.deps.timers.setInterval(() => this.deps.pokeAll(), HEALTH_EVERY);
  }

  private stopHealth(): void {
    if (this.health !== null) this.deps.timers.clearInterval(this.health);
    this.health = null;
  }

  private orderReached(ok: boolean): void {
    if (ok) this.orderSeen = true;
    this.orderFailing = !ok;
    this.deps.pokeAll();
  }

  private hold(topic: TopicKey): void {
    if (parseMemberTopic(topic) !== null) {
      // Member topics hold no state in the core: their events only mark queries stale.
      this.memberTopics.add(topic);
      if (this.socket?.ready === true)
        this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
      this.updateWanted();
      return;
    }
    if (this.privateStore.hold(topic)) {
      // Like history: with a socket that is not ready yet, onReady subscribes and loads.
      if (this.socket?.ready === true) {
        this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
        this.privateSync.load(topic);
      } else if (this.socket === null) {
        this.privateSync.load(topic);
      }
      this.updateWanted();
      return;
    }
    if (!this.market.hold(topic)) return;
    // Without a ready socket, onReady subscribes (and loads history) once it authenticates.
    if (this.socket?.ready === true) {
      this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
      this.loadHistory(topic);
    } else if (this.socket === null) {
      this.loadHistory(topic);
    }
    this.updateWanted();
  }

  private release(topic: TopicKey): void {
    this.memberTopics.delete(topic);
    this.market.release(topic);
    this.privateStore.release(topic);
    this.privateSync.release(topic);
    this.send({ kind: 'unsubscribe', topic, requestId: this.nextRequestId() });
    this.updateWanted();
  }

  /** After every (re)authentication: every held topic again, every book from a snapshot. */
  private resubscribeAll(): void {
    for (const topic of this.market.topics()) {
      this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
      this.loadHistory(topic);
    }
    for (const topic of this.privateStore.topics()) {
      // Held before: ask to be sent what was missed; the REST read waits for the answer.
      const fromSeq = this.privateSync.resumeFrom(topic);
      const requestId = this.nextRequestId();
      this.send({ kind: 'subscribe', topic, requestId, ...(fromSeq > 0 ? { fromSeq } : {}) });
      if (fromSeq > 0) this.resuming.set(requestId, topic);
      else this.privateSync.load(topic);
    }
    for (const topic of this.memberTopics) {
      this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
      // Events may have been missed while the socket was down.
      const member = parseMemberTopic(topic);
      if (member !== null) this.deps.onPrivateChange?.(member.channel);
    }
    this.deps.pokeAll();
  }

  /** A book went bad: drop it (done by the store), ask for a fresh snapshot. */
  private resync(topic: TopicKey): void {
    this.resyncs += 1;
    this.send({ kind: 'unsubscribe', topic, requestId: this.nextRequestId() });
    this.send({ kind: 'subscribe', topic, requestId: this.nextRequestId() });
  }

  private onMessage(event: ServerEvent): void {
    switch (event.kind) {
      case 'bookSnapshot':
      case 'bookDelta':
      case 'trade':
      case 'ticker':
      case 'markPrice':
      case 'kline':
      case 'quoteLadder':
        this.market.apply(event);
        return;
      case 'memberChange':
        this.deps.onPrivateChange?.(event.tag);
        return;
      case 'orderUpdate':
      case 'fillUpdate':
      case 'balanceUpdate':
      case 'positionUpdate':
      case 'riskUpdate':
        this.privateSync.apply(event);
        this.deps.onPrivateChange?.(PRIVATE_CHANNEL_OF[event.kind]);
        return;
      case 'pong':
        // The socket measured the lag with it: tabs see the new figure.
        this.deps.pokeAll();
        return;
      case 'subscribed':
        this.onSubscribed(event.topic, event.requestId, event.resumed, event.seq);
        return;
      case 'error': {
        // A resubscription refused (e.g. the venue was busy): read the topic over REST.
        const topic = this.resuming.get(event.requestId);
        if (topic === undefined) return;
        this.resuming.delete(event.requestId);
        this.privateSync.load(topic);
        return;
      }
      default:
        // Acks and heartbeats only prove the socket alive (the socket noted it); errors for a
        // topic (unknown, too many) leave that topic silent.
        return;
    }
  }

  private onSubscribed(topic: TopicKey, requestId: number, resumed: boolean, seq: number): void {
    if (!this.privateStore.has(topic)) return;
    const resuming = this.resuming.get(requestId) === topic;
    this.resuming.delete(requestId);
    this.privateSync.subscribed(topic, resuming && resumed, seq);
    // Not resumed: the gateway sent the current state; what the stream does not carry (fills,
    // order history) is read now, after that state, so nothing before it is missed.
    if (resuming && !resumed) this.privateSync.load(topic);
  }

  private send(command: Parameters<StreamSocket['send']>[0]): void {
    this.socket?.send(command);
  }

  private nextRequestId(): number {
    this.requestIds = (this.requestIds % 0xffff_fffe) + 1;
    return this.requestIds;
  }

  private loadHistory(topic: TopicKey): void {
    const parsed = parseTopic(topic);
    if (parsed?.channel !== 'kline') return;
    this.deps
      .getJson(
        KLINE_HISTORY_PATH,
        { symbol: parsed.symbol, interval: parsed.interval, limit: KLINE_HISTORY_LIMIT },
        false,
      )
      .then(
        (body) => this.market.loadHistory(topic, parseKlineHistory(body, this.deps.clock.now())),
        () => undefined, // the chart goes on with live candles; the next reconnect retries
      );
  }
}
