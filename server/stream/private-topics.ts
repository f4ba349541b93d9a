// Private topics on the gateway: what it needs from the venue's order service to serve them.
// The grammar ("<channel>:<subaccountId>") is domain/market/private-topics.ts, shared with the
// data core and the tab; it is re-exported here for the order service's feed.
import type { PrivateTopic } from '../../domain/market/private-topics';

export { formatPrivateTopic } from '../../domain/market/private-topics';
export type { PrivateTopic } from '../../domain/market/private-topics';

/** What the gateway needs from the venue's order service. */
export interface PrivateFeed {
  /** Whether this user, from this address, may read that subaccount (the policy's check). */
  mayRead(
    who: { readonly userId: number; readonly ip: string },
    subaccountId: number,
  ): Promise<boolean>;
  /** First messages of a new subscription (current state), encoded. */
  initial(topic: PrivateTopic): Promise<Buffer[]>;
  /** Encoded updates per topic key, sent after each commit. Returns an unsubscribe. */
  onMessage(listener: (topicKey: string, bytes: Buffer) => void): () => void;
}
