// Who wants which topic. Reference-counted across tabs and within a tab: the first
// subscription of a topic holds it upstream; when the last one leaves, the topic is released
// after a short delay so a quick re-subscribe (a route change, React remounting) does not
// churn the server. A tab that goes away releases everything it held.
import type { TimerHandle, Timers } from '../core/ports';
import type { Millis, SubscribeOptions, TopicKey } from '../types';

export const RELEASE_DELAY: Millis = 1_500;
export const DEFAULT_DEPTH = 50;
export const MAX_DEPTH = 1_000;

export interface ViewOptions {
  readonly depth: number;
  readonly groupTicks: number;
}

interface Subscription {
  readonly tabId: string;
  readonly topic: TopicKey;
  options: ViewOptions;
  /** Held for the tab, not sent to it (SubscribeOptions.held). */
  held: boolean;
  /** Order of the last change, so the newest grouping wins within a tab. */
  stamp: number;
}

export interface RegistryListener {
  /** The first subscriber arrived: subscribe upstream. */
  onHold(topic: TopicKey): void;
  /** Nobody wanted the topic for the whole release delay: unsubscribe upstream. */
  onRelease(topic: TopicKey): void;
}

export function viewOptions(options: SubscribeOptions | undefined): ViewOptions {
  const depth = options?.depth ?? DEFAULT_DEPTH;
  const group = options?.groupTicks ?? 1;
  return {
    depth: Number.isSafeInteger(depth) ? Math.min(MAX_DEPTH, Math.max(1, depth)) : DEFAULT_DEPTH,
    groupTicks: Number.isSafeInteger(group) && group >= 1 ? group : 1,
  };
}

export class SubscriptionRegistry {
  /** Key: tabId + subscription id. */
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly counts = new Map<TopicKey, number>();
  /** Topics held upstream (counted, or waiting out their release delay). */
  private readonly held = new Set<TopicKey>();
  private readonly releases = new Map<TopicKey, TimerHandle>();
  private stamps = 0;

  constructor(
    private readonly timers: Timers,
    private readonly listener: RegistryListener,
    private readonly releaseDelay: Millis = RELEASE_DELAY,
  ) {}

  subscribe(tabId: string, subId: string, topic: TopicKey, options?: SubscribeOptions): void {
    const key = subKey(tabId, subId);
    if (this.subscriptions.has(key)) this.unsubscribe(tabId, subId);
    this.subscriptions.set(key, {
      tabId,
      topic,
      options: viewOptions(options),
      held: options?.held === true,
      stamp: ++this.stamps,
    });
    const count = (this.counts.get(topic) ?? 0) + 1;
    this.counts.set(topic, count);
    if (count > 1) return;
    const pending = this.releases.get(topic);
    if (pending !== undefined) {
      this.timers.clearTimeout(pending);
      this.releases.delete(topic);
    }
    if (!this.held.has(topic)) {
      this.held.add(topic);
      this.listener.onHold(topic);
    }
  }

  unsubscribe(tabId: string, subId: string): void {
    const key = subKey(tabId, subId);
    const sub = this.subscriptions.get(key);
    if (sub === undefined) return;
    this.subscriptions.delete(key);
    this.decrement(sub.topic);
  }

  /** Changes depth / grouping of a tab's subscriptions of a topic; false if it has none. */
  update(tabId: string, topic: TopicKey, options: SubscribeOptions): boolean {
    let found = false;
    for (const sub of this.subscriptions.values()) {
      if (sub.tabId !== tabId || sub.topic !== topic) continue;
      sub.options = viewOptions({ ...sub.options, ...options });
      if (options.held !== undefined) sub.held = options.held;
      sub.stamp = ++this.stamps;
      found = true;
    }
    return found;
  }

  /** Everything a tab held (closed, crashed, detached). */
  releaseTab(tabId: string): void {
    for (const [key, sub] of [...this.subscriptions]) {
      if (sub.tabId !== tabId) continue;
      this.subscriptions.delete(key);
      this.decrement(sub.topic);
    }
  }

  /** Topics a tab is sent, with the view it wants: the deepest depth, the newest grouping.
   *  A topic the tab only holds (every subscription of it `held`) is not among them. */
  topicsOf(tabId: string): Map<TopicKey, ViewOptions> {
    const out = new Map<TopicKey, { depth: number; groupTicks: number; stamp: number }>();
    for (const sub of this.subscriptions.values()) {
      if (sub.tabId !== tabId || sub.held) continue;
      const seen = out.get(sub.topic);
      if (seen === undefined) {
        out.set(sub.topic, { ...sub.options, stamp: sub.stamp });
        continue;
      }
      seen.depth = Math.max(seen.depth, sub.options.depth);
      if (sub.stamp > seen.stamp) {
        seen.groupTicks = sub.options.groupTicks;
        seen.stamp = sub.stamp;
      }
    }
    return new Map(
      [...out].map(([topic, v]) => [topic, { depth: v.depth, groupTicks: v.groupTicks }]),
    );
  }

  /** Tabs holding a topic. */
  tabsOf(topic: TopicKey): Set<string> {
    const tabs = new Set<string>();
    for (const sub of this.subscriptions.values()) if (sub.topic === topic) tabs.add(sub.tabId);
    return tabs;
  }

  /** Topics held upstream (subscribed, or within their release delay). */
  upstream(): TopicKey[] {
    return [...this.held];
  }

  refCount(topic: TopicKey): number {
    return this.counts.get(topic) ?? 0;
  }

  dispose(): void {
    for (const handle of this.releases.values()) this.timers.clearTimeout(handle);
    this.releases.clear();
  }

  private decrement(topic: TopicKey): void {
    const count = (this.counts.get(topic) ?? 1) - 1;
    if (count > 0) {
      this.counts.set(topic, count);
      return;
    }
    this.counts.delete(topic);
    if (this.releases.has(topic)) return;
    this.releases.set(
      topic,
      this.timers.setTimeout(() => {
        this.releases.delete(topic);
        if ((this.counts.get(topic) ?? 0) > 0 || !this.held.delete(topic)) return;
        this.listener.onRelease(topic);
      }, this.releaseDelay),
    );
  }
}

function subKey(tabId: string, subId: string): string {
  return `${tabId}\u0000${subId}`;
}
