// Streaming-quote topics (docs/stream-protocol.md "Quote topics"): "rfs:<symbol>"
// carries QuoteLadder messages priced for the subscriber's customer, so one topic key may
// carry different bytes per entity.

export interface QuoteTopic {
  readonly channel: 'rfs';
  readonly symbol: string;
}

const QUOTE = /^rfs:([A-Za-z0-9][A-Za-z0-9/_.-]{0,63})$/;

export const looksQuote = (text: string): boolean => text.startsWith('rfs:');

export function parseQuoteTopic(text: string): QuoteTopic | null {
  const m = QUOTE.exec(text);
  return m?.[1] ? { channel: 'rfs', symbol: m[1] } : null;
}

export const formatQuoteTopic = (symbol: string): string => `rfs:${symbol}`;

/** What the gateway needs from the quote engine. */
export interface QuoteFeed {
  /** First ladder for that entity, or null when the pair is not streamed. */
  access(entityId: number, symbol: string): Promise<Buffer[] | null>;
  /**
   * Each refresh: the topic key and the encoded ladder for an entity. `interested` says which
   * topics have subscribers (the others are not priced). Returns an unsubscribe.
   */
  onLadder(
    listener: (topicKey: string, bytesFor: (entityId: number) => Buffer | null) => void,
    interested: (topicKey: string) => boolean,
  ): () => void;
}
