// Private updates on the bus (docs/scale-out.md): one durable message per update, so what one
// change says to one subaccount travels, is stored and is replayed as one unit. Subject
// `ev.acct.<subaccountId>.<commit|refresh>` (the topic key "<id>:<kind>" of topic-feeds.ts);
// the data is the update's seq (8 bytes, a big-endian double: an update may carry no message,
// yet its seq still says the subaccount moved) and then a ServerMessage Batch of its encoded
// messages, whose kinds say their channels.
import { desk } from '../../proto/gen/messages.js';
import type { TopicSource } from '../bus/topic-feeds';
import type { PrivateChannel, PrivateEntry, PrivateUpdate } from './private-topics';

const { ServerMessage } = desk.stream;

const COMMIT = 'commit';
const REFRESH = 'refresh';

const CHANNEL_OF: Readonly<Record<string, PrivateChannel>> = {
  orderUpdate: 'orders',
  fillUpdate: 'fills',
  balanceUpdate: 'balances',
  positionUpdate: 'positions',
  riskUpdate: 'risk',
};

/** The feed's updates as (topic key, bytes) for publishTopics. */
export function privateUpdatesAsTopics(feed: {
  onUpdate(listener: (update: PrivateUpdate) => void): () => void;
}): TopicSource {
  return {
    onMessage: (listener) =>
      feed.onUpdate((update) =>
        listener(
          `${update.subaccountId}:${update.committed ? COMMIT : REFRESH}`,
          encodeUpdate(update),
        ),
      ),
  };
}

/** The updates of a topicsFromBus source, decoded; a message that does not decode is reported. */
export function privateUpdatesFromTopics(
  source: TopicSource,
  onError: (error: unknown) => void,
): { onUpdate(listener: (update: PrivateUpdate) => void): () => void } {
  return {
    onUpdate: (listener) =>
      source.onMessage((topicKey, bytes) => {
        const update = decodeUpdate(topicKey, bytes);
        if (update === null) onError(new Error(`undecodable private update on "${topicKey}"`));
        else listener(update);
      }),
  };
}

const SEQ_BYTES = 8;

export function encodeUpdate(update: PrivateUpdate): Buffer {
  const batch = ServerMessage.encode({
    batch: { messages: update.entries.map((e) => e.bytes) },
  }).finish();
  const out = Buffer.allocUnsafe(SEQ_BYTES + batch.byteLength);
  out.writeDoubleBE(update.seq, 0);
  out.set(batch, SEQ_BYTES);
  return out;
}

export function decodeUpdate(topicKey: string, bytes: Buffer): PrivateUpdate | null {
  const [id, kind] = topicKey.split(':');
  const subaccountId = Number(id);
  if (!Number.isSafeInteger(subaccountId) || (kind !== COMMIT && kind !== REFRESH)) return null;
  if (bytes.length < SEQ_BYTES) return null;
  const seq = bytes.readDoubleBE(0);
  if (!Number.isSafeInteger(seq) || seq < 0) return null;
  let message: desk.stream.ServerMessage;
  try {
    message = ServerMessage.decode(bytes.subarray(SEQ_BYTES));
  } catch {
    return null;
  }
  const entries: PrivateEntry[] = [];
  for (const raw of message.batch?.messages ?? []) {
    let inner: desk.stream.ServerMessage;
    try {
      inner = ServerMessage.decode(raw);
    } catch {
      return null;
    }
    const channel = CHANNEL_OF[inner.kind ?? ''];
    if (channel === undefined) return null;
    entries.push({ channel, bytes: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) });
  }
  return { subaccountId, seq, committed: kind === COMMIT, entries };
}
