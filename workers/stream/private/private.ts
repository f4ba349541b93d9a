// The latest state of every private topic the core holds (orders, fills, balances, positions,
// risk of a subaccount), fed by the stream and by REST reads. Like MarketStore, each entry has
// a version that tab cursors compare, so a tab gets only what changed since its last frame.
import type {
  BalanceView,
  FillView,
  OrderView,
  PositionView,
  PrivateTopicState,
  RiskView,
  TopicKey,
} from '../../types';
import { OrderState } from './order-state';
import {
  parsePrivateTopic,
  privateTopic,
  type PrivateChannel,
} from '../../../domain/market/private-topics';

export const MAX_FILLS = 200;

export class FillList {
  fills: FillView[] = [];
  version = 0;
  constructor(
    readonly topic: TopicKey,
    readonly subaccountId: number,
  ) {}

  /** Adds fills not seen yet (by fill id), keeping the newest MAX_FILLS, newest first. */
  add(fills: readonly FillView[]): boolean {
    const known = new Set(this.fills.map((f) => f.fillId));
    const fresh = fills.filter((f) => !known.has(f.fillId));
    if (fresh.length === 0) return false;
    this.fills = [...fresh, ...this.fills]
      .sort((a, b) => b.fillTime - a.fillTime || b.fillId.localeCompare(a.fillId))
      .slice(0, MAX_FILLS);
    this.version += 1;
    return true;
  }
}

/** Keyed latest values (balances by token, positions by symbol and position side). */
export class KeyedLatest<T> {
  readonly values = new Map<string, T>();
  /** When each key last changed (the store's change counter). */
  readonly stamps = new Map<string, number>();
  version = 0;
  constructor(
    readonly topic: TopicKey,
    readonly subaccountId: number,
  ) {}
}

export class LatestRisk {
  value: RiskView | null = null;
  version = 0;
  constructor(
    readonly topic: TopicKey,
    readonly subaccountId: number,
  ) {}
}

export type PrivateEntry =
  | { readonly kind: 'orders'; readonly state: OrderState }
  | { readonly kind: 'fills'; readonly list: FillList }
  | { readonly kind: 'balances'; readonly latest: KeyedLatest<BalanceView> }
  | { readonly kind: 'positions'; readonly latest: KeyedLatest<PositionView> }
  | { readonly kind: 'risk'; readonly latest: LatestRisk };

export function positionKey(p: PositionView): string {
  return `${p.symbol}|${p.positionSide}`;
}

const isZero = (s: string): boolean => /^[+-]?0*(\.0*)?$/.test(s);

export class PrivateStore {
  private readonly entries = new Map<TopicKey, PrivateEntry>();
  /** Counts keyed changes, so a REST read can tell what changed after it was sent. */
  private changes = 0;

  constructor(private readonly onChange: (topic: TopicKey) => void) {}

  /** Starts keeping a private topic; false when the topic is not a private one. */
  hold(topic: TopicKey): boolean {
    if (this.entries.has(topic)) return true;
    const parsed = parsePrivateTopic(topic);
    if (parsed === null) return false;
    const id = parsed.subaccountId;
    switch (parsed.channel) {
      case 'orders':
        this.entries.set(topic, { kind: 'orders', state: new OrderState(topic, id) });
        break;
      case 'fills':
        this.entries.set(topic, { kind: 'fills', list: new FillList(topic, id) });
        break;
      case 'balances':
        this.entries.set(topic, { kind: 'balances', latest: new KeyedLatest(topic, id) });
        break;
      case 'positions':
        this.entries.set(topic, { kind: 'positions', latest: new KeyedLatest(topic, id) });
        break;
      case 'risk':
        this.entries.set(topic, { kind: 'risk', latest: new LatestRisk(topic, id) });
        break;
    }
    return true;
  }

  has(topic: TopicKey): boolean {
    return this.entries.has(topic);
  }

  release(topic: TopicKey): void {
    this.entries.delete(topic);
  }

  get(topic: TopicKey): PrivateEntry | undefined {
    return this.entries.get(topic);
  }

  topics(): TopicKey[] {
    return [...this.entries.keys()];
  }

  private entry<K extends PrivateEntry['kind']>(
    channel: K & PrivateChannel,
    subaccountId: number,
  ): Extract<PrivateEntry, { kind: K }> | undefined {
    const e = this.entries.get(privateTopic(channel, subaccountId));
    return e?.kind === channel ? (e as Extract<PrivateEntry, { kind: K }>) : undefined;
  }

  applyOrder(subaccountId: number, order: OrderView): void {
    const e = this.entry('orders', subaccountId);
    if (e?.state.apply(order)) this.onChange(e.state.topic);
  }

  applyFills(subaccountId: number, fills: readonly FillView[]): void {
    const e = this.entry('fills', subaccountId);
    if (e?.list.add(fills)) this.onChange(e.list.topic);
  }

  applyBalance(subaccountId: number, balance: BalanceView): void {
    const e = this.entry('balances', subaccountId);
    if (e === undefined) return;
    const prev = e.latest.values.get(balance.token);
    // Older than what we show (a REST read racing the stream): keep ours.
    if (prev !== undefined && balance.serverTime !== 0 && prev.serverTime > balance.serverTime)
      return;
    e.latest.values.set(balance.token, balance);
    e.latest.stamps.set(balance.token, ++this.changes);
    e.latest.version += 1;
    this.onChange(e.latest.topic);
  }

  applyPosition(subaccountId: number, position: PositionView): void {
    const e = this.entry('positions', subaccountId);
    if (e === undefined) return;
    const key = positionKey(position);
    const prev = e.latest.values.get(key);
    if (prev !== undefined && position.serverTime !== 0 && prev.serverTime > position.serverTime)
      return;
    if (isZero(position.size)) e.latest.values.delete(key);
    else e.latest.values.set(key, position);
    e.latest.stamps.set(key, ++this.changes);
    e.latest.version += 1;
    this.onChange(e.latest.topic);
  }

  applyRisk(subaccountId: number, risk: RiskView): void {
    const e = this.entry('risk', subaccountId);
    if (e === undefined) return;
    const prev = e.latest.value;
    if (prev !== null && risk.serverTime !== 0 && prev.serverTime > risk.serverTime) return;
    e.latest.value = risk;
    e.latest.version += 1;
    this.onChange(e.latest.topic);
  }

  /** A mark to pass to replaceAll: changes after it are newer than the REST read. */
  mark(): number {
    return this.changes;
  }

  /** Replaces a keyed topic's content with a full REST read (balances or positions) sent at
   *  `since` (from mark()); keys the stream changed after that keep the stream's value. */
  replaceAll(
    topic: TopicKey,
    values: readonly (BalanceView | PositionView)[],
    since: number,
  ): void {
    const e = this.entries.get(topic);
    if (e?.kind === 'balances') {
      const rows = values as BalanceView[];
      replaceKeyed(e.latest, new Map(rows.map((v) => [v.token, v])), since);
    } else if (e?.kind === 'positions') {
      const rows = (values as PositionView[]).filter((v) => !isZero(v.size));
      replaceKeyed(e.latest, new Map(rows.map((v) => [positionKey(v), v])), since);
    } else return;
    this.onChange(topic);
  }

  /** Tell tabs a topic changed (after an in-place change such as a reconcile). */
  touch(topic: TopicKey): void {
    if (this.entries.has(topic)) this.onChange(topic);
  }

  orderState(topic: TopicKey): OrderState | null {
    const e = this.entries.get(topic);
    return e?.kind === 'orders' ? e.state : null;
  }

  /** Version of a topic's state (0: nothing yet). */
  version(topic: TopicKey): number {
    const e = this.entries.get(topic);
    if (e === undefined) return 0;
    switch (e.kind) {
      case 'orders':
        return e.state.version;
      case 'fills':
        return e.list.version;
      case 'balances':
      case 'positions':
      case 'risk':
        return e.latest.version;
    }
  }

  /** The state a tab receives. */
  view(topic: TopicKey): PrivateTopicState | null {
    const e = this.entries.get(topic);
    if (e === undefined) return null;
    switch (e.kind) {
      case 'orders': {
        const s = e.state;
        return {
          kind: 'orders',
          topic,
          subaccountId: s.subaccountId,
          status: s.status,
          open: s.openList(),
          history: s.history.slice(),
        };
      }
      case 'fills':
        return {
          kind: 'fills',
          topic,
          subaccountId: e.list.subaccountId,
          fills: e.list.fills.slice(),
        };
      case 'balances':
        return {
          kind: 'balances',
          topic,
          subaccountId: e.latest.subaccountId,
          balances: [...e.latest.values.values()].sort((a, b) => a.token.localeCompare(b.token)),
        };
      case 'positions':
        return {
          kind: 'positions',
          topic,
          subaccountId: e.latest.subaccountId,
          positions: [...e.latest.values.values()].sort(
            (a, b) =>
              a.symbol.localeCompare(b.symbol) || a.positionSide.localeCompare(b.positionSide),
          ),
        };
      case 'risk':
        return { kind: 'risk', topic, subaccountId: e.latest.subaccountId, risk: e.latest.value };
    }
  }
}

function replaceKeyed<T>(latest: KeyedLatest<T>, fresh: Map<string, T>, since: number): void {
  const newer = (key: string): boolean => (latest.stamps.get(key) ?? 0) > since;
  for (const key of [...latest.values.keys()]) {
    if (!fresh.has(key) && !newer(key)) latest.values.delete(key);
  }
  for (const [key, value] of fresh) if (!newer(key)) latest.values.set(key, value);
  latest.version += 1;
}

export type { OrderView };
