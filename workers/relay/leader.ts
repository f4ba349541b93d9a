// The leader's side of the relay: serves followers' calls on its core's endpoint and calls
// their callbacks (a tab's frame listener, a streamed answer's chunk listener) back through
// the follower's worker, whose answer (a frame's acknowledgement) it awaits.
import type { CoreEndpoint } from '../endpoint';
import { ENDPOINT_METHODS } from './endpoint-types';
import {
  CONTROL_CHANNEL,
  errorText,
  isCallbackRef,
  LEADER_CHANNEL,
  workerChannel,
  type ChannelOpener,
  type ControlMessage,
  type LeaderInbound,
  type RelayChannel,
  type WorkerInbound,
} from './protocol';

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class LeaderRelay {
  private readonly toWorkers = new Map<string, RelayChannel<WorkerInbound>>();
  private readonly callbacks = new Map<number, Waiting>();
  private nextCallbackId = 1;
  private readonly stops: (() => void)[] = [];
  private readonly allowed = new Set<string>(ENDPOINT_METHODS);

  constructor(
    readonly leaderId: string,
    private readonly endpoint: CoreEndpoint,
    private readonly open: ChannelOpener,
  ) {}

  /** Listens for calls, then tells every worker who leads. */
  start(): void {
    const inbound = this.open<LeaderInbound>(LEADER_CHANNEL);
    this.stops.push(
      inbound.listen((m) => this.onInbound(m)),
      () => inbound.close(),
    );
    const control = this.open<ControlMessage>(CONTROL_CHANNEL);
    this.stops.push(
      control.listen((m) => {
        if (m.type === 'who') this.announce(control);
      }),
      () => control.close(),
    );
    this.announce(control);
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    for (const channel of this.toWorkers.values()) channel.close();
    this.toWorkers.clear();
  }

  private announce(control: RelayChannel<ControlMessage>): void {
    control.post({ type: 'leader', leaderId: this.leaderId });
  }

  private onInbound(message: LeaderInbound): void {
    // A call addressed to a leader that is gone is not ours to answer.
    if (message.leaderId !== this.leaderId) return;
    if (message.type === 'callbackResult') {
      const waiting = this.callbacks.get(message.id);
      this.callbacks.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(new Error(String(message.value)));
      return;
    }
    const out = this.channelTo(message.from);
    const reply = (ok: boolean, value: unknown) =>
      out.post({ type: 'result', id: message.id, ok, value });
    if (!this.allowed.has(message.method)) {
      reply(false, `unknown method ${message.method}`);
      return;
    }
    const args = message.args.map((arg) =>
      isCallbackRef(arg) ? this.callbackStub(message.from, arg.__callback) : arg,
    );
    const method = this.endpoint[message.method as keyof CoreEndpoint] as (
      ...a: unknown[]
    ) => unknown;
    Promise.resolve()
      .then(() => method.apply(this.endpoint, args))
      .then(
        (value) => reply(true, value),
        (error: unknown) => reply(false, errorText(error)),
      );
  }

  private callbackStub(
    workerId: string,
    callback: string,
  ): (...args: unknown[]) => Promise<unknown> {
    const out = this.channelTo(workerId);
    return (...args) =>
      new Promise((resolve, reject) => {
        const id = this.nextCallbackId++;
        this.callbacks.set(id, { resolve, reject });
        out.post({ type: 'callback', id, callback, args });
      });
  }

  private channelTo(workerId: string): RelayChannel<WorkerInbound> {
    let channel = this.toWorkers.get(workerId);
    if (!channel) {
      channel = this.open<WorkerInbound>(workerChannel(workerId));
      this.toWorkers.set(workerId, channel);
    }
    return channel;
  }
}
