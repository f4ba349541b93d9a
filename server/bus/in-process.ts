// The bus inside one process: what `npm start` runs on. Same subjects, same ordering and the
// same de-duplication rule as NATS with JetStream, so code written against Bus behaves alike
// on one machine and on a cluster. "Durable" here means for the life of the process: the
// system of record is the database, as it is on a cluster.
import type { Clock } from '../auth/clock';
import type { Timers } from '../market-runtime/timers';
import {
  DURABLE_PREFIX,
  failureText,
  NoServerError,
  RemoteError,
  RequestTimeoutError,
  type AppendResult,
  type Bus,
  type BusMessage,
  type BusSubscription,
  type DurableMessage,
  type Handler,
} from './bus';
import { assertSubject, subjectMatches } from './subjects';
import { SerialQueue } from './serial-queue';

export interface InProcessBusOptions {
  readonly now: Clock;
  readonly timers: Timers;
  /** The stream keeps this many messages; older ones are dropped first (JetStream max_msgs). */
  readonly maxMessages?: number;
  /** A message id seen within this window is a duplicate (JetStream's default is 2 minutes). */
  readonly duplicateWindowMillis?: number;
  /** A handler that throws is reported here; delivery goes on. */
  readonly onHandlerError: (error: unknown) => void;
}

interface Subscriber {
  readonly pattern: string;
  readonly queue: SerialQueue;
  readonly handler: Handler<BusMessage>;
}

interface Follower {
  readonly pattern: string;
  readonly queue: SerialQueue;
  readonly handler: Handler<DurableMessage>;
}

interface Server {
  readonly pattern: string;
  readonly handler: (message: BusMessage) => Promise<Uint8Array>;
}

export const DEFAULT_MAX_MESSAGES = 100_000;
export const DEFAULT_DUPLICATE_WINDOW_MILLIS = 120_000;

export class InProcessBus implements Bus {
  private readonly subscribers = new Set<Subscriber>();
  private readonly followers = new Set<Follower>();
  private readonly servers: Server[] = [];
  private readonly log: DurableMessage[] = [];
  private readonly seen = new Map<string, { seq: number; at: number }>();
  private nextSeq = 1;
  private nextServer = 0;
  private closed = false;
  private readonly maxMessages: number;
  private readonly duplicateWindowMillis: number;

  constructor(private readonly options: InProcessBusOptions) {
    this.maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
    this.duplicateWindowMillis = options.duplicateWindowMillis ?? DEFAULT_DUPLICATE_WINDOW_MILLIS;
  }

  publish(subject: string, data: Uint8Array): void {
    this.open();
    assertSubject(subject, false);
    const message: BusMessage = { subject, data };
    for (const s of this.subscribers) {
      if (subjectMatches(s.pattern, subject)) s.queue.push(() => s.handler(message));
    }
  }

  subscribe(pattern: string, handler: Handler<BusMessage>): Promise<BusSubscription> {
    this.open();
    assertSubject(pattern, true);
    const subscriber: Subscriber = {
      pattern,
      handler,
      queue: new SerialQueue(this.options.onHandlerError),
    };
    this.subscribers.add(subscriber);
    return Promise.resolve({
      unsubscribe: () => {
        this.subscribers.delete(subscriber);
        subscriber.queue.stop();
        return Promise.resolve();
      },
    });
  }

  append(subject: string, data: Uint8Array, msgId: string): Promise<AppendResult> {
    this.open();
    assertSubject(subject, false);
    if (!subject.startsWith(`${DURABLE_PREFIX}.`)) {
      return Promise.reject(new Error(`a durable subject starts with "${DURABLE_PREFIX}."`));
    }
    const at = this.options.now();
    this.forgetOldIds(at);
    const earlier = this.seen.get(msgId);
    if (earlier) return Promise.resolve({ seq: earlier.seq, duplicate: true });
    const message: DurableMessage = { subject, data, seq: this.nextSeq++, msgId };
    this.seen.set(msgId, { seq: message.seq, at });
    this.log.push(message);
    if (this.log.length > this.maxMessages) this.log.splice(0, this.log.length - this.maxMessages);
    for (const f of this.followers) {
      if (subjectMatches(f.pattern, subject)) f.queue.push(() => f.handler(message));
    }
    return Promise.resolve({ seq: message.seq, duplicate: false });
  }

  follow(
    pattern: string,
    fromSeq: number,
    handler: Handler<DurableMessage>,
  ): Promise<BusSubscription> {
    this.open();
    assertSubject(pattern, true);
    const follower: Follower = {
      pattern,
      handler,
      queue: new SerialQueue(this.options.onHandlerError),
    };
    // The replay is queued before the follower can see new messages, so order holds.
    for (const message of this.log) {
      if (message.seq >= fromSeq && subjectMatches(pattern, message.subject)) {
        follower.queue.push(() => handler(message));
      }
    }
    this.followers.add(follower);
    return Promise.resolve({
      unsubscribe: () => {
        this.followers.delete(follower);
        follower.queue.stop();
        return Promise.resolve();
      },
    });
  }

  lastSeq(): Promise<number> {
    return Promise.resolve(this.nextSeq - 1);
  }

  request(subject: string, data: Uint8Array, timeoutMillis: number): Promise<Uint8Array> {
    this.open();
    assertSubject(subject, false);
    const matching = this.servers.filter((s) => subjectMatches(s.pattern, subject));
    if (matching.length === 0) return Promise.reject(new NoServerError(subject));
    // Round robin, like a NATS queue group.
    const server = matching[this.nextServer++ % matching.length] as Server;
    return new Promise((resolve, reject) => {
      const timer = this.options.timers.setTimeout(
        () => reject(new RequestTimeoutError(subject)),
        timeoutMillis,
      );
      queueMicrotask(() => {
        server.handler({ subject, data }).then(
          (answer) => {
            this.options.timers.clearTimeout(timer);
            resolve(answer);
          },
          (error: unknown) => {
            this.options.timers.clearTimeout(timer);
            reject(new RemoteError(subject, failureText(error)));
          },
        );
      });
    });
  }

  serve(
    pattern: string,
    handler: (message: BusMessage) => Promise<Uint8Array>,
  ): Promise<BusSubscription> {
    this.open();
    assertSubject(pattern, true);
    const server: Server = { pattern, handler };
    this.servers.push(server);
    return Promise.resolve({
      unsubscribe: () => {
        const i = this.servers.indexOf(server);
        if (i >= 0) this.servers.splice(i, 1);
        return Promise.resolve();
      },
    });
  }

  async flush(): Promise<void> {
    const queues = [...this.subscribers, ...this.followers].map((s) => s.queue.idle());
    await Promise.all(queues);
  }

  close(): Promise<void> {
    this.closed = true;
    for (const s of this.subscribers) s.queue.stop();
    for (const f of this.followers) f.queue.stop();
    this.subscribers.clear();
    this.followers.clear();
    this.servers.length = 0;
    return Promise.resolve();
  }

  private open(): void {
    if (this.closed) throw new Error('the bus is closed');
  }

  private forgetOldIds(at: number): void {
    // Ids are inserted in time order, so the oldest come first.
    for (const [id, entry] of this.seen) {
      if (at - entry.at < this.duplicateWindowMillis) break;
      this.seen.delete(id);
    }
  }
}
