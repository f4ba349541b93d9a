// The stream's private and member feeds and the session revocations travel through the bus
// (issue 20, docs/scale-out.md): producers append what they commit to the durable stream, and
// every gateway follows it. In one process this is the in-process bus; on a cluster the
// producer (the engine, any process that commits) and the gateway holding the socket are
// different processes, and JetStream keeps what a gateway or NATS itself missed while away.
import { randomUUID } from 'node:crypto';
import type { Timers } from '../market-runtime/timers';
import { DURABLE_PREFIX, type Bus, type BusSubscription } from './bus';
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

/** Subjects: `ev.<prefix>.<channel>.<id>` for the stream topic key "<channel>:<id>". */
function subjectOf(prefix: string, topicKey: string): string {
  return [DURABLE_PREFIX, prefix, ...topicKey.split(':').map(subjectToken)].join('.');
}

function topicKeyOf(prefix: string, subject: string): string {
  return subject
    .slice(DURABLE_PREFIX.length + prefix.length + 2)
    .split('.')
    .map((t) =>
      t.replace(/%([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .join(':');
}

export interface PublishTopicsOptions {
  readonly timers: Timers;
  /** A failed append (retried meanwhile), or a message given up. */
  readonly onError: (error: unknown) => void;
  /** How long one message is retried while the bus is away (a NATS restart) before it is
   *  given up; the client then finds the gap by sequence and reloads over REST. */
  readonly retryForMillis?: number;
  /** Messages held while the bus is away; beyond this the oldest is given up. */
  readonly maxPending?: number;
}

const RETRY_FIRST_MILLIS = 100;
const RETRY_MAX_MILLIS = 2_000;

/**
 * Appends every message of `source` to the durable stream under `prefix`, one at a time in the
 * order they were said (a topic's sequence must not be reordered). A failed append is retried
 * with the same message id, so a retry of one that was stored after all stores nothing.
 * Returns the stop.
 */
export function publishTopics(
  bus: Bus,
  prefix: string,
  source: TopicSource,
  options: PublishTopicsOptions,
): () => void {
  const producer = randomUUID();
  const retryFor = options.retryForMillis ?? 60_000;
  const maxPending = options.maxPending ?? 50_000;
  let next = 0;
  let stopped = false;
  const pending: { subject: string; bytes: Buffer; msgId: string }[] = [];
  let draining = false;

  const sleep = (millis: number) =>
    new Promise<void>((resolve) => options.timers.setTimeout(resolve, millis));

  async function drain(): Promise<void> {
    draining = true;
    while (pending.length > 0 && !stopped) {
      const message = pending[0]!;
      let waited = 0;
      for (let delay = RETRY_FIRST_MILLIS; ; delay = Math.min(delay * 2, RETRY_MAX_MILLIS)) {
        try {
          await bus.append(message.subject, message.bytes, message.msgId);
          break;
        } catch (error) {
          options.onError(error);
          if (stopped) return;
          if (waited >= retryFor) {
            options.onError(new Error(`gave up ${message.subject} after ${retryFor} ms`));
            break;
          }
          await sleep(delay);
          waited += delay;
        }
      }
      // The message may have been dropped meanwhile (maxPending): only remove it if first.
      if (pending[0] === message) pending.shift();
    }
    draining = false;
  }

  const stop = source.onMessage((topicKey, bytes) => {
    if (stopped) return;
    pending.push({
      subject: subjectOf(prefix, topicKey),
      bytes,
      msgId: `${producer}:${++next}`,
    });
    if (pending.length > maxPending) {
      pending.splice(1, 1); // the oldest not being appended right now
      options.onError(new Error(`${prefix}: more than ${maxPending} messages waiting for the bus`));
    }
    if (!draining) void drain();
  });
  return () => {
    stopped = true;
    stop();
  };
}

/** The messages appended under `prefix` from now on, as the gateway's feeds take them. */
export function topicsFromBus(
  bus: Bus,
  prefix: string,
  onError: (error: unknown) => void,
): TopicSource {
  return {
    onMessage(listener) {
      // From the stream's end as it is now: the sockets this gateway will hold have none of the
      // older messages to miss. The bus then resumes from where it got to (a NATS restart).
      let stopped = false;
      const subscription: Promise<BusSubscription | null> = bus
        .lastSeq()
        .then((seq) =>
          stopped
            ? null
            : bus.follow(`${DURABLE_PREFIX}.${prefix}.>`, seq + 1, (m) => {
                const bytes = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
                listener(topicKeyOf(prefix, m.subject), bytes);
              }),
        )
        .catch((error: unknown) => {
          onError(error);
          return null;
        });
      return () => {
        stopped = true;
        void subscription.then((s) => s?.unsubscribe());
      };
    },
  };
}
