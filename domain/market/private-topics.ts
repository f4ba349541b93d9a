// Private topic names (docs/stream-protocol.md "Private topics"), shared by the gateway, the
// data core and the tab: "<channel>:<subaccountId>" for a subaccount's orders, fills,
// balances, positions and risk, the id a decimal of 1-15 digits without a leading zero.
// Market channels (topics.ts) never collide with these.

export const PRIVATE_CHANNELS = ['orders', 'fills', 'balances', 'positions', 'risk'] as const;
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export interface PrivateTopic {
  readonly channel: PrivateChannel;
  readonly subaccountId: number;
}

const SUBACCOUNT_ID = /^[1-9]\d{0,14}$/;

const isPrivateChannel = (text: string | undefined): text is PrivateChannel =>
  (PRIVATE_CHANNELS as readonly (string | undefined)[]).includes(text);

/** The parsed topic, or null for anything else (another channel, a malformed id). */
export function parsePrivateTopic(text: string): PrivateTopic | null {
  const parts = text.split(':');
  if (parts.length !== 2) return null;
  const [channel, id] = parts;
  if (!isPrivateChannel(channel) || id === undefined || !SUBACCOUNT_ID.test(id)) return null;
  return { channel, subaccountId: Number(id) };
}

/** True when the text starts like a private topic (so a malformed id is a malformed topic). */
export function looksPrivate(text: string): boolean {
  return isPrivateChannel(text.split(':', 1)[0]);
}

export const formatPrivateTopic = (topic: PrivateTopic): string =>
  `${topic.channel}:${topic.subaccountId}`;

/** formatPrivateTopic for a channel and an id. */
export const privateTopic = (channel: PrivateChannel, subaccountId: number): string =>
  formatPrivateTopic({ channel, subaccountId });
