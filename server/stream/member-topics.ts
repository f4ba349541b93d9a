// Member topics on the gateway: "approvals:<entityId>" and "permissions:<userId>"
// (domain/market/private-topics.ts), keyed by an entity or a user instead of a subaccount.
// What the gateway needs from their owner (the maker-checker engine's events).
import type { MemberTopic } from '../../domain/market/private-topics';

export type { MemberTopic } from '../../domain/market/private-topics';

export interface MemberFeed {
  /** Whether the user may hold the topic: a member of the entity, or that user. */
  mayHold(userId: number, topic: MemberTopic): Promise<boolean>;
  /** Encoded updates per topic key, sent after each commit. Returns an unsubscribe. */
  onMessage(listener: (topicKey: string, bytes: Buffer) => void): () => void;
}
