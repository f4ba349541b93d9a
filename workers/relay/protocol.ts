// One socket per browser without SharedWorker (issue 17 item 3, docs/data-core.md "Fallback
// leader"): the dedicated workers of a browser's tabs elect one leader with Web Locks; only
// the leader runs a data core (one socket, one periodic sync); the other workers relay their
// tab's calls to it and its callbacks back, over BroadcastChannels. These are the messages.

/** The channel every follower sends calls on and the leader listens to. */
export const LEADER_CHANNEL = 'desk-core-relay:leader';
/** Announcements: who leads now; a newcomer asks. */
export const CONTROL_CHANNEL = 'desk-core-relay:control';
/** The channel a leader answers one worker on. */
export const workerChannel = (workerId: string): string => `desk-core-relay:${workerId}`;
/** What a worker posts to its own tab when the tab must attach again (a new leader). */
export const CORE_CHANGED_MESSAGE = 'desk-core-changed';
/** The Web Lock whose holder leads. */
export const LEADER_LOCK = 'desk-core-leader';

/** A function argument travels as its id; the leader calls it back through the relay. */
export interface CallbackRef {
  readonly __callback: string;
}

export type ControlMessage =
  { readonly type: 'leader'; readonly leaderId: string } | { readonly type: 'who' };

/** Follower → leader. */
export type LeaderInbound =
  | {
      readonly type: 'call';
      readonly leaderId: string;
      readonly from: string;
      readonly id: number;
      readonly method: string;
      readonly args: readonly unknown[];
    }
  | {
      readonly type: 'callbackResult';
      readonly leaderId: string;
      readonly from: string;
      readonly id: number;
      readonly ok: boolean;
      readonly value: unknown;
    };

/** Leader → one follower. */
export type WorkerInbound =
  | {
      readonly type: 'result';
      readonly id: number;
      readonly ok: boolean;
      readonly value: unknown;
    }
  | {
      readonly type: 'callback';
      readonly id: number;
      readonly callback: string;
      readonly args: readonly unknown[];
    };

/** A BroadcastChannel reduced to what the relay needs; tests pass an in-memory one. */
export interface RelayChannel<M> {
  post(message: M): void;
  listen(onMessage: (message: M) => void): () => void;
  close(): void;
}

export type ChannelOpener = <M>(name: string) => RelayChannel<M>;

export function isCallbackRef(value: unknown): value is CallbackRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { __callback?: unknown }).__callback === 'string'
  );
}

/** An error's message survives structured clone; the Error object's class does not. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
