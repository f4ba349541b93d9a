// Private topic names (docs/stream-protocol.md "Private topics"): "orders:<subaccountId>",
// "fills:…", "balances:…", "positions:…", "risk:…", the id a decimal of 1-15 digits.

export const PRIVATE_CHANNELS = ['orders', 'fills', 'balances', 'positions', 'risk'] as const;
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export interface PrivateTopic {
  readonly channel: PrivateChannel;
  readonly subaccountId: number;
}

const ID = /^[1-9]\d{0,14}$/;

export function parsePrivateTopic(text: string): PrivateTopic | null {
  const parts = text.split(':');
  if (parts.length !== 2) return null;
  const [channel, id] = parts as [string, string];
  if (!(PRIVATE_CHANNELS as readonly string[]).includes(channel) || !ID.test(id)) return null;
  return { channel: channel as PrivateChannel, subaccountId: Number(id) };
}

export function privateTopic(channel: PrivateChannel, subaccountId: number): string {
  return `${channel}:${subaccountId}`;
}
