// Private topics (docs/stream-protocol.md "Private topics"): "<channel>:<subaccountId>" for a
// subaccount's orders, fills, balances, positions and risk. Market channels never collide.

export const PRIVATE_CHANNELS = ['orders', 'fills', 'balances', 'positions', 'risk'] as const;
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export interface PrivateTopic {
  readonly channel: PrivateChannel;
  readonly subaccountId: number;
}

const PRIVATE = /^(orders|fills|balances|positions|risk):([1-9][0-9]{0,14})$/;

export function parsePrivateTopic(text: string): PrivateTopic | null {
  const m = PRIVATE.exec(text);
  if (!m) return null;
  return { channel: m[1] as PrivateChannel, subaccountId: Number(m[2]) };
}

/** True when the text starts like a private topic (so a malformed id is a malformed topic). */
export function looksPrivate(text: string): boolean {
  const channel = text.split(':', 1)[0];
  return (PRIVATE_CHANNELS as readonly string[]).includes(channel ?? '');
}

export const formatPrivateTopic = (t: PrivateTopic): string => `${t.channel}:${t.subaccountId}`;

/** What the gateway needs from the venue's order service. */
export interface PrivateFeed {
  /** Whether the user may read that subaccount. */
  mayRead(userId: number, subaccountId: number): Promise<boolean>;
  /** First messages of a new subscription (current state), encoded. */
  initial(topic: PrivateTopic): Promise<Buffer[]>;
  /** Encoded updates per topic key, sent after each commit. Returns an unsubscribe. */
  onMessage(listener: (topicKey: string, bytes: Buffer) => void): () => void;
}
