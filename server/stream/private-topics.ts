// Private topics on the gateway: what it needs from the venue's order service to serve them.
// The grammar ("<channel>:<subaccountId>") is domain/market/private-topics.ts, shared with the
// data core and the tab; it is re-exported here for the order service's feed.
import type { PrivateChannel, PrivateTopic } from '../../domain/market/private-topics';

export { formatPrivateTopic } from '../../domain/market/private-topics';
export type { PrivateChannel, PrivateTopic } from '../../domain/market/private-topics';

/** One encoded private message (OrderUpdate, FillUpdate, …) and the channel it belongs to. */
export interface PrivateEntry {
  readonly channel: PrivateChannel;
  readonly bytes: Buffer;
}

/**
 * Everything one change says to one subaccount, as one unit: the messages of a commit (its
 * orders, fills, balances, positions and risk) or of a mark-driven refresh. A unit reaches a
 * socket in one frame, so a client holds all of a unit's messages for a topic or none, and a
 * seq tells exactly what a client has (docs/stream-protocol.md "Resuming private topics").
 */
export interface PrivateUpdate {
  readonly subaccountId: number;
  /** The subaccount's event seq: a commit's own, +1 on the one before; a refresh's current. */
  readonly seq: number;
  /** A committed change (true), or a refresh at the current seq that commits nothing (false). */
  readonly committed: boolean;
  readonly entries: readonly PrivateEntry[];
}

/** A new subscription's current state: its messages and the seq they are current at. */
export interface PrivateInitial {
  readonly seq: number;
  readonly frames: readonly Buffer[];
}

/** What the gateway needs from the venue's order service. */
export interface PrivateFeed {
  /** Whether this user, from this address, may read that subaccount (the policy's check). */
  mayRead(
    who: { readonly userId: number; readonly ip: string },
    subaccountId: number,
  ): Promise<boolean>;
  /** First messages of a new subscription (current state), encoded. */
  initial(topic: PrivateTopic): Promise<PrivateInitial>;
  /** Each change's update, in the order committed. Returns an unsubscribe. */
  onUpdate(listener: (update: PrivateUpdate) => void): () => void;
}
