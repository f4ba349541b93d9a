// Private topic names (docs/stream-protocol.md "Private topics"), shared by the gateway, the
// data core and the tab: "<channel>:<subaccountId>" for a subaccount's orders, fills,
// balances, positions and risk, the id a decimal of 1-15 digits without a leading zero; and
// the member topics "approvals:<entityId>" and "permissions:<userId>" (below). Market
// channels (topics.ts) never collide with these.

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

// ---- Member topics: keyed by an entity or a user instead of a subaccount ----
// "approvals:<entityId>" (ApprovalUpdate: a maker-checker request of the entity changed) and
// "permissions:<userId>" (PermissionsChanged: the user's roles, the role matrix or their
// entity's flags changed). Same id grammar as the subaccount topics; a subscriber must be a
// member of the entity, or be that user.

export const MEMBER_CHANNELS = ['approvals', 'permissions', 'reports'] as const;
export type MemberChannel = (typeof MEMBER_CHANNELS)[number];

export type MemberTopic =
  | { readonly channel: 'approvals'; readonly entityId: number }
  | { readonly channel: 'permissions'; readonly userId: number }
  // "reports:<userId>": the user's report jobs changed (docs/reports.md).
  | { readonly channel: 'reports'; readonly userId: number };

const isMemberChannel = (text: string | undefined): text is MemberChannel =>
  (MEMBER_CHANNELS as readonly (string | undefined)[]).includes(text);

/** The parsed member topic, or null for anything else (another channel, a malformed id). */
export function parseMemberTopic(text: string): MemberTopic | null {
  const parts = text.split(':');
  if (parts.length !== 2) return null;
  const [channel, id] = parts;
  if (!isMemberChannel(channel) || id === undefined || !SUBACCOUNT_ID.test(id)) return null;
  return channel === 'approvals'
    ? { channel, entityId: Number(id) }
    : { channel, userId: Number(id) };
}

/** True when the text starts like a member topic (so a malformed id is a malformed topic). */
export function looksMember(text: string): boolean {
  return isMemberChannel(text.split(':', 1)[0]);
}

export const formatMemberTopic = (topic: MemberTopic): string =>
  topic.channel === 'approvals'
    ? `approvals:${topic.entityId}`
    : `${topic.channel}:${topic.userId}`;

/** The topic of an entity's maker-checker requests. */
export const approvalsTopic = (entityId: number): string =>
  formatMemberTopic({ channel: 'approvals', entityId });

/** The topic telling one user that what they may do changed. */
export const permissionsTopic = (userId: number): string =>
  formatMemberTopic({ channel: 'permissions', userId });

/** The topic of one user's report and export jobs (queued, progress, ready, failed, expired). */
export const reportsTopic = (userId: number): string =>
  formatMemberTopic({ channel: 'reports', userId });
