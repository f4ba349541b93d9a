// Keeps the private topics right: routes stream updates into the PrivateStore, reads what the
// stream does not replay over REST (order history, fills, and after a reconnect the open
// orders, balances and positions), and refetches a subaccount when its sequence skips.
import type { TimerHandle, Timers } from '../../core/ports';
import type { Millis, TopicKey } from '../../types';
import {
  balanceViewFromJson,
  fillViewFromJson,
  orderViewFromJson,
  positionViewFromJson,
} from '../../orders/wire';
import type { PrivateEvent } from '../transport/codec';
import type { PrivateStore } from './private';
import { parsePrivateTopic, privateTopic } from '../../../domain/market/private-topics';

export const OPEN_ORDERS_PATH = '/uapi/v1/open_orders';
export const ORDER_HISTORY_PATH = '/uapi/v1/order_history';
export const FILLS_PATH = '/uapi/v1/get_fills';
export const POSITIONS_PATH = '/uapi/v1/positions';
export const BALANCES_PATH = '/uapi/v2/token_balances';
/** A failed reconcile is tried again after this long. */
export const RECONCILE_RETRY: Millis = 2_000;

export interface PrivateSyncDeps {
  readonly store: PrivateStore;
  readonly timers: Timers;
  readonly getJson: (
    path: string,
    query: Readonly<Record<string, string | number>>,
    bypassBlock: boolean,
  ) => Promise<unknown>;
}

const list = (body: unknown, key: string): unknown[] => {
  const v =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : null;
  return Array.isArray(v) ? v : [];
};

function rows<T>(body: unknown, key: string, parse: (raw: unknown) => T | null): T[] {
  return list(body, key)
    .map(parse)
    .filter((x): x is T => x !== null);
}

/** The channel each private update belongs to. */
export const PRIVATE_CHANNEL_OF = {
  orderUpdate: 'orders',
  fillUpdate: 'fills',
  balanceUpdate: 'balances',
  positionUpdate: 'positions',
  riskUpdate: 'risk',
} as const;

export class PrivateSync {
  /** Last sequence seen per subaccount (reset when the stream restarts). */
  private readonly lastSeq = new Map<number, number>();
  /** Per held topic, the subaccount seq it is current at: what a resubscription resumes from
   *  (kept across a lost socket; docs/stream-protocol.md "Resuming private topics"). */
  private readonly topicSeq = new Map<TopicKey, number>();
  private readonly retries = new Map<TopicKey, TimerHandle>();

  constructor(private readonly deps: PrivateSyncDeps) {}

  /** A private topic is held (first subscriber) or the stream came back: read it over REST. */
  load(topic: TopicKey): void {
    const parsed = parsePrivateTopic(topic);
    if (parsed === null) return;
    const { store } = this.deps;
    const id = parsed.subaccountId;
    const q = { subaccountId: id };
    switch (parsed.channel) {
      case 'orders':
        this.reconcileOrders(topic, id);
        return;
      case 'fills':
        this.deps.getJson(FILLS_PATH, { ...q, limit: 200 }, false).then(
          (body) => store.applyFills(id, rows(body, 'fills', fillViewFromJson)),
          () => undefined,
        );
        return;
      case 'balances': {
        const since = store.mark();
        this.deps.getJson(BALANCES_PATH, q, false).then(
          (body) =>
            store.replaceAll(
              topic,
              list(body, 'balances')
                .filter((b) => (b as { subaccountId?: unknown }).subaccountId === id)
                .map(balanceViewFromJson)
                .filter((b) => b !== null),
              since,
            ),
          () => undefined,
        );
        return;
      }
      case 'positions': {
        const since = store.mark();
        this.deps.getJson(POSITIONS_PATH, q, false).then(
          (body) => store.replaceAll(topic, rows(body, 'positions', positionViewFromJson), since),
          () => undefined,
        );
        return;
      }
      case 'risk':
        return; // the subscription's first message is the current risk
    }
  }

  /** The seq a resubscription of `topic` asks to resume from; 0 when it must start afresh. */
  resumeFrom(topic: TopicKey): number {
    return this.topicSeq.get(topic) ?? 0;
  }

  /**
   * The gateway answered a private Subscribe. Resumed: what was missed follows on the stream,
   * so the orders are right again without a REST read. Not resumed: the state that follows is
   * current at `seq` (the caller reads over REST what the stream does not carry).
   */
  subscribed(topic: TopicKey, resumed: boolean, seq: number): void {
    if (!resumed) {
      this.topicSeq.set(topic, seq);
      return;
    }
    const state = this.deps.store.orderState(topic);
    if (state !== null && state.status === 'reconciling') {
      state.resume();
      this.deps.store.touch(topic);
    }
  }

  /** The socket went down: sequences restart, open orders are unknown until re-read. */
  onStreamLost(): void {
    this.lastSeq.clear();
    for (const topic of this.deps.store.topics()) {
      const state = this.deps.store.orderState(topic);
      if (state !== null && state.status !== 'reconciling') {
        state.beginReconcile();
        this.deps.store.touch(topic);
      }
    }
  }

  /** The topic is no longer held: nothing of it is kept. */
  release(topic: TopicKey): void {
    this.topicSeq.delete(topic);
    this.clearRetry(topic);
  }

  private clearRetry(topic: TopicKey): void {
    const t = this.retries.get(topic);
    if (t !== undefined) this.deps.timers.clearTimeout(t);
    this.retries.delete(topic);
  }

  apply(event: PrivateEvent): void {
    const { store } = this.deps;
    const id = event.scope.subaccountId;
    this.checkSequence(id, event.scope.seq);
    const topic = privateTopic(PRIVATE_CHANNEL_OF[event.kind], id);
    if (this.deps.store.has(topic) && event.scope.seq > (this.topicSeq.get(topic) ?? 0))
      this.topicSeq.set(topic, event.scope.seq);
    switch (event.kind) {
      case 'orderUpdate':
        store.applyOrder(id, event.order);
        return;
      case 'fillUpdate':
        store.applyFills(id, [event.fill]);
        return;
      case 'balanceUpdate':
        store.applyBalance(id, event.balance);
        return;
      case 'positionUpdate':
        store.applyPosition(id, event.position);
        return;
      case 'riskUpdate':
        store.applyRisk(id, event.risk);
        return;
    }
  }

  stop(): void {
    for (const t of this.retries.values()) this.deps.timers.clearTimeout(t);
    this.retries.clear();
  }

  /** A skipped sequence means a missed update: re-read the orders (the one state that must
   *  never be wrong), but only when this core follows every topic that raises the sequence. */
  private checkSequence(subaccountId: number, seq: number): void {
    if (seq <= 0) return;
    const last = this.lastSeq.get(subaccountId);
    if (last !== undefined && seq <= last) return;
    this.lastSeq.set(subaccountId, seq);
    if (last === undefined || seq === last + 1) return;
    const { store } = this.deps;
    const followsAll = (['orders', 'fills', 'balances', 'positions'] as const).every((c) =>
      store.has(privateTopic(c, subaccountId)),
    );
    if (!followsAll) return;
    for (const c of ['orders', 'balances', 'positions'] as const)
      this.load(privateTopic(c, subaccountId));
  }

  private reconcileOrders(topic: TopicKey, subaccountId: number): void {
    const state = this.deps.store.orderState(topic);
    if (state === null) return;
    this.clearRetry(topic);
    state.beginReconcile();
    this.deps.store.touch(topic);
    const q = { subaccountId };
    Promise.all([
      this.deps.getJson(OPEN_ORDERS_PATH, q, false),
      this.deps.getJson(ORDER_HISTORY_PATH, { ...q, limit: 200 }, false),
    ]).then(
      ([open, history]) => {
        // Released meanwhile: the state object is gone from the store.
        if (this.deps.store.orderState(topic) !== state) return;
        state.reconcile(
          rows(open, 'orders', orderViewFromJson),
          rows(history, 'orders', orderViewFromJson),
        );
        this.deps.store.touch(topic);
      },
      () => {
        if (this.deps.store.orderState(topic) !== state) return;
        state.reconcileFailed();
        this.retries.set(
          topic,
          this.deps.timers.setTimeout(
            () => this.reconcileOrders(topic, subaccountId),
            RECONCILE_RETRY,
          ),
        );
      },
    );
  }
}
