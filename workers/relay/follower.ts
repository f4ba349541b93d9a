// A follower's side of the relay: its tab's calls go to the leader's core; the leader's
// callbacks come back and are called here (on the tab's Comlink proxies). When the leader
// changes (its tab closed), calls in flight fail — a heartbeat answers "not known", so the
// tab attaches again — and onLeaderChange tells the tab to re-attach at once.
import type { CoreEndpoint } from '../endpoint';
import type { AsyncEndpoint } from './endpoint-types';
import { ENDPOINT_METHODS } from './endpoint-types';
import {
  CONTROL_CHANNEL,
  errorText,
  LEADER_CHANNEL,
  workerChannel,
  type CallbackRef,
  type ChannelOpener,
  type ControlMessage,
  type LeaderInbound,
  type RelayChannel,
  type WorkerInbound,
} from './protocol';

interface Waiting {
  readonly method: keyof CoreEndpoint;
  readonly args: readonly unknown[];
  readonly send: () => void;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Pending {
  readonly waiting: Waiting;
}

export const LEADER_MOVED = 'The data core moved to another tab; try again.';

/**
 * What a call in flight becomes when its leader is gone. A call whose answer may have acted
 * on the venue fails (the tab's own retry rules apply); a call whose state the tab sends
 * again when it re-attaches is done; a call with no effect but its answer is sent again.
 */
const ON_LEADER_MOVE: Record<keyof CoreEndpoint, 'fail' | 'done' | 'unknown' | 'resend'> = {
  request: 'fail',
  mutate: 'fail',
  streamMutate: 'fail',
  heartbeat: 'unknown',
  detach: 'done',
  updateContext: 'done',
  // The tab attaches to the new leader and gets every book again.
  resendBooks: 'done',
  subscribe: 'done',
  unsubscribe: 'done',
  updateSubscription: 'done',
  watchQuery: 'done',
  unwatchQuery: 'done',
  cancel: 'done',
  attach: 'resend',
  stats: 'resend',
  setSession: 'resend',
  blockRequests: 'resend',
  unblockRequests: 'resend',
  reloadAllTabs: 'resend',
  refetchQuery: 'resend',
};

export class FollowerRelay {
  private leaderId: string | null = null;
  private readonly waitingForLeader: Waiting[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly callbacks = new Map<string, (...args: unknown[]) => unknown>();
  /** The frame listener each tab attached with, so a re-attach replaces it. */
  private readonly attachCallback = new Map<string, string>();
  private nextId = 1;
  private nextCallback = 1;
  private readonly stops: (() => void)[] = [];
  private toLeader: RelayChannel<LeaderInbound> | null = null;
  private stopped = false;

  constructor(
    readonly workerId: string,
    private readonly open: ChannelOpener,
    private readonly onLeaderChange: () => void,
  ) {}

  start(): void {
    const own = this.open<WorkerInbound>(workerChannel(this.workerId));
    this.stops.push(
      own.listen((m) => this.onWorkerInbound(m)),
      () => own.close(),
    );
    const control = this.open<ControlMessage>(CONTROL_CHANNEL);
    this.stops.push(
      control.listen((m) => {
        if (m.type === 'leader') this.onLeader(m.leaderId);
      }),
      () => control.close(),
    );
    this.toLeader = this.open<LeaderInbound>(LEADER_CHANNEL);
    this.stops.push(() => this.toLeader?.close());
    control.post({ type: 'who' });
  }

  /**
   * This worker leads now: calls in flight to the old leader fail (as on any leader change),
   * calls still waiting for a leader go to `handoff` (the new local core), nothing more is
   * relayed.
   */
  stop(handoff: AsyncEndpoint): void {
    this.stopped = true;
    const resend = this.failPending();
    for (const stop of this.stops.splice(0)) stop();
    for (const waiting of [...resend, ...this.waitingForLeader.splice(0)]) {
      const fn = handoff[waiting.method] as (...a: readonly unknown[]) => Promise<unknown>;
      fn(...waiting.args).then(waiting.resolve, waiting.reject);
    }
  }

  /** The endpoint the tab's Comlink calls reach. */
  endpoint(): AsyncEndpoint {
    const out: Record<string, unknown> = {};
    for (const method of ENDPOINT_METHODS) {
      out[method] = (...args: unknown[]) => this.call(method, args);
    }
    return out as AsyncEndpoint;
  }

  private call(method: keyof CoreEndpoint, args: readonly unknown[]): Promise<unknown> {
    if (this.stopped) return Promise.reject(new Error(LEADER_MOVED));
    const registered: string[] = [];
    const wireArgs = args.map((arg) => {
      if (typeof arg !== 'function') return arg;
      const id = `cb${this.nextCallback++}`;
      this.callbacks.set(id, arg as (...a: unknown[]) => unknown);
      registered.push(id);
      return { __callback: id } satisfies CallbackRef;
    });
    const listener = registered[0];
    if (method === 'attach' && listener !== undefined) {
      const tabId = String(args[0]);
      const previous = this.attachCallback.get(tabId);
      if (previous !== undefined) this.callbacks.delete(previous);
      this.attachCallback.set(tabId, listener);
    }
    if (method === 'detach') {
      const previous = this.attachCallback.get(String(args[0]));
      if (previous !== undefined) this.callbacks.delete(previous);
      this.attachCallback.delete(String(args[0]));
    }
    const settled = new Promise<unknown>((resolve, reject) => {
      const send = () => {
        const id = this.nextId++;
        this.pending.set(id, { waiting });
        this.toLeader?.post({
          type: 'call',
          leaderId: this.leaderId as string,
          from: this.workerId,
          id,
          method,
          args: wireArgs,
        });
      };
      const waiting: Waiting = { method, args, send, resolve, reject };
      if (this.leaderId === null) this.waitingForLeader.push(waiting);
      else send();
    });
    // A streamed answer's chunk listener lives as long as its call.
    if (method !== 'attach') {
      const forget = () => registered.forEach((id) => this.callbacks.delete(id));
      settled.then(forget, forget);
    }
    return settled;
  }

  private onLeader(leaderId: string): void {
    if (this.stopped || leaderId === this.leaderId) return;
    const changed = this.leaderId !== null;
    this.leaderId = leaderId;
    const resend = changed ? this.failPending() : [];
    for (const waiting of [...resend, ...this.waitingForLeader.splice(0)]) waiting.send();
    if (changed) this.onLeaderChange();
  }

  /** Settles the calls in flight to a leader that is gone; returns those to send again. */
  private failPending(): Waiting[] {
    const resend: Waiting[] = [];
    for (const { waiting } of this.pending.values()) {
      switch (ON_LEADER_MOVE[waiting.method]) {
        case 'fail':
          waiting.reject(new Error(LEADER_MOVED));
          break;
        case 'done':
          waiting.resolve(undefined);
          break;
        case 'unknown':
          // "Not known": the tab attaches again (workers/client.ts), to the new leader.
          waiting.resolve(false);
          break;
        case 'resend':
          resend.push(waiting);
      }
    }
    this.pending.clear();
    return resend;
  }

  private onWorkerInbound(message: WorkerInbound): void {
    if (message.type === 'result') {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!pending) return;
      if (message.ok) pending.waiting.resolve(message.value);
      else pending.waiting.reject(new Error(String(message.value)));
      return;
    }
    const callback = this.callbacks.get(message.callback);
    const answer = (ok: boolean, value: unknown) =>
      this.toLeader?.post({
        type: 'callbackResult',
        leaderId: this.leaderId as string,
        from: this.workerId,
        id: message.id,
        ok,
        value,
      });
    if (!callback) {
      answer(false, 'the listener is gone');
      return;
    }
    Promise.resolve()
      .then(() => callback(...message.args))
      .then(
        // A frame's acknowledgement carries no value the leader needs.
        () => answer(true, null),
        (error: unknown) => answer(false, errorText(error)),
      );
  }
}
