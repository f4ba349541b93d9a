// The stream's private and member feeds and the session revocations travel through the bus
// (issue 20 step 1, docs/scale-out.md): producers publish what they commit, the gateway
// subscribes. In one process this is the in-process bus; on a cluster the producer (an engine
// shard, any process that commits) and the gateway holding the socket are different processes.
import type { Bus, BusSubscription } from './bus';
import { subjectToken } from './subjects';

/** Private topics (orders, fills, balances, positions of a subaccount). */
export const PRIVATE_PREFIX = 'acct';
/** Member topics (approvals of an entity, permissions and reports of a user). */
export const MEMBER_PREFIX = 'member';

type TopicListener = (topicKey: string, bytes: Buffer) => void;

/** Anything that says (topic key, encoded message) after a commit: the private and member feeds. */
export interface TopicSource {
  onMessage(listener: TopicListener): () => void;
}

/** Subjects: `<prefix>.<channel>.<id>` for the stream topic key "<channel>:<id>". */
function subjectOf(prefix: string, topicKey: string): string {
  return [prefix, ...topicKey.split(':').map(subjectToken)].join('.');
}

function topicKeyOf(prefix: string, subject: string): string {
  return subject
    .slice(prefix.length + 1)
    .split('.')
    .map((t) =>
      t.replace(/%([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .join(':');
}

/** Publishes every message of `source` on the bus under `prefix`. Returns the stop. */
export function publishTopics(bus: Bus, prefix: string, source: TopicSource): () => void {
  return source.onMessage((topicKey, bytes) => bus.publish(subjectOf(prefix, topicKey), bytes));
}

/** The messages published under `prefix`, as the gateway's feeds take them. */
export function topicsFromBus(
  bus: Bus,
  prefix: string,
  onError: (error: unknown) => void,
): TopicSource {
  return {
    onMessage(listener) {
      const subscription: Promise<BusSubscription | null> = bus
        .subscribe(`${prefix}.>`, (m) => {
          const bytes = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
          listener(topicKeyOf(prefix, m.subject), bytes);
        })
        .catch((error: unknown) => {
          onError(error);
          return null;
        });
      return () => void subscription.then((s) => s?.unsubscribe());
    },
  };
}
