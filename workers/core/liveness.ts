// MessagePorts say nothing when a tab closes or crashes, so the core learns it
// another way. Preferred: the tab holds a Web Lock named after itself for its
// whole life; the core queues for the same lock and is granted it only when the
// tab is gone. Fallback: heartbeats, with a timeout long enough to survive the
// one-per-minute timer throttling of hidden tabs.
import type { Millis } from '../types';
import type { Clock, LockWaiter, TimerHandle, Timers } from './ports';

export const HEARTBEAT_EVERY: Millis = 5_000;
export const HEARTBEAT_TIMEOUT: Millis = 150_000;
const CHECK_EVERY: Millis = 5_000;

export function tabLockName(tabId: string): string {
  return `desk-tab-${tabId}`;
}

export type LivenessMethod = 'lock' | 'heartbeat';

export class TabLiveness {
  private readonly lastBeat = new Map<string, Millis>();
  private readonly lockWatched = new Set<string>();
  private checker: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly locks: LockWaiter | null,
    private readonly onGone: (tabId: string) => void,
    private readonly timeout: Millis = HEARTBEAT_TIMEOUT,
  ) {}

  /** Starts watching a tab; `holdsLock` says the tab holds tabLockName(tabId). */
  watch(tabId: string, holdsLock: boolean): LivenessMethod {
    this.lastBeat.set(tabId, this.clock.now());
    if (holdsLock && this.locks !== null) {
      this.lockWatched.add(tabId);
      this.locks.waitForRelease(tabLockName(tabId)).then(
        () => this.gone(tabId),
        () => this.gone(tabId),
      );
      return 'lock';
    }
    this.ensureChecker();
    return 'heartbeat';
  }

  /** A sign of life; false when the tab is unknown (it should attach again). */
  beat(tabId: string): boolean {
    if (!this.lastBeat.has(tabId)) return false;
    this.lastBeat.set(tabId, this.clock.now());
    return true;
  }

  forget(tabId: string): void {
    this.lastBeat.delete(tabId);
    this.lockWatched.delete(tabId);
    if (this.heartbeatTabs().length === 0 && this.checker !== null) {
      this.timers.clearInterval(this.checker);
      this.checker = null;
    }
  }

  private heartbeatTabs(): string[] {
    return [...this.lastBeat.keys()].filter((tabId) => !this.lockWatched.has(tabId));
  }

  private ensureChecker(): void {
    if (this.checker !== null) return;
    this.checker = this.timers.setInterval(() => this.check(), CHECK_EVERY);
  }

  private check(): void {
    const now = this.clock.now();
    for (const tabId of this.heartbeatTabs()) {
      const last = this.lastBeat.get(tabId) ?? now;
      if (now - last > this.timeout) this.gone(tabId);
    }
  }

  private gone(tabId: string): void {
    if (!this.lastBeat.has(tabId)) return;
    this.forget(tabId);
    this.onGone(tabId);
  }
}
