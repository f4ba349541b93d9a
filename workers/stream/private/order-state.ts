// The orders of one subaccount, kept so their state is never wrong: updates apply by order id,
// newest first by the subaccount's event sequence, then by update time, and a final status is
// never undone. A reconnect re-reads the open orders over REST and reconciles.
import type { OrderView } from '../../types';

export const MAX_HISTORY = 200;

const OPEN_STATUSES: ReadonlySet<string> = new Set(['NEW', 'PARTIALLY_FILLED', 'PENDING_CANCEL']);

export function isOpenStatus(status: string): boolean {
  return OPEN_STATUSES.has(status);
}

/** How far along an order is, for updates that tie on sequence and time. */
function progress(o: OrderView): number {
  if (!isOpenStatus(o.status)) return 3;
  if (o.status === 'PENDING_CANCEL') return 2;
  if (o.status === 'PARTIALLY_FILLED') return 1;
  return 0;
}

/** Whether `next` is a newer state of the same order than `prev`. */
export function supersedes(prev: OrderView | undefined, next: OrderView): boolean {
  if (prev === undefined) return true;
  // A final status is final: nothing older or stale brings the order back.
  if (!isOpenStatus(prev.status) && isOpenStatus(next.status)) return false;
  if (prev.seq > 0 && next.seq > 0 && prev.seq !== next.seq) return next.seq > prev.seq;
  if (next.updateTime !== prev.updateTime) return next.updateTime > prev.updateTime;
  return progress(next) >= progress(prev);
}

export class OrderState {
  readonly open = new Map<string, OrderView>();
  /** Closed orders, newest update first. */
  history: OrderView[] = [];
  status: 'waiting' | 'live' | 'reconciling' = 'waiting';
  version = 0;
  /** Orders that changed since a reconcile started (they are newer than its REST answer). */
  private touched: Set<string> | null = null;

  constructor(
    readonly topic: string,
    readonly subaccountId: number,
  ) {}

  /** Applies one order state; true when anything changed. */
  apply(next: OrderView): boolean {
    const prev =
      this.open.get(next.orderId) ?? this.history.find((o) => o.orderId === next.orderId);
    if (!supersedes(prev, next)) return false;
    this.touched?.add(next.orderId);
    if (isOpenStatus(next.status)) {
      this.open.set(next.orderId, next);
    } else {
      this.open.delete(next.orderId);
      this.history = [next, ...this.history.filter((o) => o.orderId !== next.orderId)]
        .sort((a, b) => b.updateTime - a.updateTime)
        .slice(0, MAX_HISTORY);
    }
    if (this.status === 'waiting') this.status = 'live';
    this.version += 1;
    return true;
  }

  /** The socket dropped or a sequence gap was seen: REST answers are on their way. */
  beginReconcile(): void {
    this.status = 'reconciling';
    this.touched = new Set();
    this.version += 1;
  }

  /**
   * The REST answers of a reconcile: the open orders now, and recent closed ones. An order we
   * hold as open that the venue no longer lists as open, and that no update touched since the
   * reconcile began, closed while we were away: it takes its final state from the history, or
   * leaves the open list if the history does not have it.
   */
  reconcile(openNow: readonly OrderView[], closed: readonly OrderView[]): void {
    for (const o of closed) this.apply(o);
    for (const o of openNow) this.apply(o);
    const listed = new Set(openNow.map((o) => o.orderId));
    for (const id of [...this.open.keys()]) {
      if (!listed.has(id) && !(this.touched?.has(id) ?? false)) this.open.delete(id);
    }
    this.touched = null;
    this.status = 'live';
    this.version += 1;
  }

  /** The stream resumed by sequence: what was missed is applied as it arrives, no REST read. */
  resume(): void {
    this.touched = null;
    this.status = 'live';
    this.version += 1;
  }

  /** The reconcile could not reach the venue: keep what we have, still marked reconciling. */
  reconcileFailed(): void {
    this.touched = null;
  }

  openList(): OrderView[] {
    return [...this.open.values()].sort(
      (a, b) => b.transactTime - a.transactTime || b.orderId.localeCompare(a.orderId),
    );
  }
}
