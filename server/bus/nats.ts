// The bus on NATS: core NATS for publish/subscribe and request/serve, JetStream for the
// durable stream (file storage, de-duplication by Nats-Msg-Id, replay by sequence through an
// ordered consumer). Every venue process of a cluster connects one of these.
import {
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import {
  connect,
  headers,
  nanos,
  NoRespondersError,
  RequestError,
  TimeoutError,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
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
import { DEFAULT_DUPLICATE_WINDOW_MILLIS, DEFAULT_MAX_MESSAGES } from './in-process';
import { SerialQueue } from './serial-queue';
import { assertSubject } from './subjects';

export const DURABLE_STREAM = 'DESK_EVENTS';
/** Servers of one subject form this queue group, so each request reaches one of them. */
const SERVER_QUEUE = 'servers';
const MSG_ID_HEADER = 'Nats-Msg-Id';
/** A failed server answers with this header (its message) and an empty body. */
const FAILURE_HEADER = 'Desk-Failure';
/** A follower whose consumer ended waits this long between attempts to open another. */
const FOLLOW_REOPEN_MILLIS = 250;

export interface NatsBusOptions {
  /** nats://host:port, one or several (the client fails over between them). */
  readonly servers: string | readonly string[];
  /** Connection name the server shows in its monitoring (e.g. "gateway-2"). */
  readonly name?: string;
  readonly maxMessages?: number;
  readonly duplicateWindowMillis?: number;
  /** A handler that throws is reported here; delivery goes on. */
  readonly onHandlerError: (error: unknown) => void;
}

export class NatsBus implements Bus {
  private readonly subscriptions = new Set<BusSubscription>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly onHandlerError: (error: unknown) => void,
  ) {}

  /** Connects and makes sure the durable stream exists (every process may try; one wins). */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({
      servers: typeof options.servers === 'string' ? options.servers : [...options.servers],
      ...(options.name ? { name: options.name } : {}),
      // A restarted NATS is reconnected to for as long as it takes.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    const jsm = await jetstreamManager(nc);
    const config = {
      name: DURABLE_STREAM,
      subjects: [`${DURABLE_PREFIX}.>`],
      storage: StorageType.File,
      max_msgs: options.maxMessages ?? DEFAULT_MAX_MESSAGES,
      duplicate_window: nanos(options.duplicateWindowMillis ?? DEFAULT_DUPLICATE_WINDOW_MILLIS),
    };
    try {
      await jsm.streams.info(DURABLE_STREAM);
    } catch {
      try {
        await jsm.streams.add(config);
      } catch (error) {
        // Another process created it between our look and our add.
        await jsm.streams.info(DURABLE_STREAM).catch(() => {
          throw error;
        });
      }
    }
    return new NatsBus(nc, jetstream(nc), jsm, options.onHandlerError);
  }

  publish(subject: string, data: Uint8Array): void {
    assertSubject(subject, false);
    this.nc.publish(subject, data);
  }

  subscribe(pattern: string, handler: Handler<BusMessage>): Promise<BusSubscription> {
    assertSubject(pattern, true);
    const queue = new SerialQueue(this.onHandlerError);
    const sub = this.nc.subscribe(pattern, {
      callback: (error, msg) => {
        if (error) return this.onHandlerError(error);
        const message: BusMessage = { subject: msg.subject, data: msg.data };
        queue.push(() => handler(message));
      },
    });
    return Promise.resolve(this.track(sub, queue));
  }

  async append(subject: string, data: Uint8Array, msgId: string): Promise<AppendResult> {
    assertSubject(subject, false);
    if (!subject.startsWith(`${DURABLE_PREFIX}.`)) {
      throw new Error(`a durable subject starts with "${DURABLE_PREFIX}."`);
    }
    const ack = await this.js.publish(subject, data, { msgID: msgId });
    return { seq: ack.seq, duplicate: ack.duplicate };
  }

  async follow(
    pattern: string,
    fromSeq: number,
    handler: Handler<DurableMessage>,
  ): Promise<BusSubscription> {
    assertSubject(pattern, true);
    // The next sequence this follower needs: a replacement consumer starts there, and anything
    // before it (a redelivery) is skipped, so the handler sees each message once, in order.
    let next = fromSeq;
    let stopped = false;
    const open = async (): Promise<ConsumerMessages> => {
      const consumer = await this.js.consumers.get(DURABLE_STREAM, {
        filter_subjects: pattern,
        ...(next <= 1
          ? { deliver_policy: DeliverPolicy.All }
          : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: next }),
      });
      return consumer.consume();
    };
    let messages = await open();
    const done = (async () => {
      while (!stopped) {
        const current = messages;
        // nats.js 3.4's ordered consumer recreates itself after a NATS restart but keeps
        // counting the dead consumer's outstanding pull: it pulls a few messages, then stalls
        // until its heartbeat check (about 30 s; seen in R-SCALE-3). A fresh one replaces it.
        void (async () => {
          for await (const status of current.status()) {
            if (status.type === 'ordered_consumer_recreated') {
              await current.close();
              return;
            }
          }
        })();
        try {
          for await (const m of current) {
            if (stopped) break;
            if (m.seq < next) continue;
            next = m.seq + 1;
            const message: DurableMessage = {
              subject: m.subject,
              data: m.data,
              seq: m.seq,
              msgId: m.headers?.get(MSG_ID_HEADER) ?? '',
            };
            try {
              await handler(message);
            } catch (error) {
              this.onHandlerError(error);
            }
          }
        } catch (error) {
          this.onHandlerError(error);
        }
        // Reopen until NATS answers (it may still be restarting).
        while (!stopped) {
          try {
            messages = await open();
            break;
          } catch {
            await new Promise((r) => setTimeout(r, FOLLOW_REOPEN_MILLIS));
          }
        }
      }
    })();
    const subscription: BusSubscription = {
      unsubscribe: async () => {
        stopped = true;
        this.subscriptions.delete(subscription);
        await messages.close();
        await done;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async lastSeq(): Promise<number> {
    const info = await this.jsm.streams.info(DURABLE_STREAM);
    return info.state.last_seq;
  }

  async request(subject: string, data: Uint8Array, timeoutMillis: number): Promise<Uint8Array> {
    assertSubject(subject, false);
    let answer: Msg;
    try {
      answer = await this.nc.request(subject, data, { timeout: timeoutMillis });
    } catch (error) {
      if (error instanceof RequestError && error.isNoResponders()) throw new NoServerError(subject);
      if (error instanceof NoRespondersError) throw new NoServerError(subject);
      if (error instanceof TimeoutError) throw new RequestTimeoutError(subject);
      throw error;
    }
    const failure = answer.headers?.get(FAILURE_HEADER);
    if (failure) throw new RemoteError(subject, failure);
    return answer.data;
  }

  serve(
    pattern: string,
    handler: (message: BusMessage) => Promise<Uint8Array>,
  ): Promise<BusSubscription> {
    assertSubject(pattern, true);
    const sub = this.nc.subscribe(pattern, {
      queue: SERVER_QUEUE,
      callback: (error, msg) => {
        if (error) return this.onHandlerError(error);
        // Requests are served concurrently, as several servers of a queue group would.
        handler({ subject: msg.subject, data: msg.data }).then(
          (answer) => msg.respond(answer),
          (failure: unknown) => {
            const h = headers();
            h.set(FAILURE_HEADER, failureText(failure) || 'failed');
            msg.respond(new Uint8Array(0), { headers: h });
          },
        );
      },
    });
    return Promise.resolve(this.track(sub, null));
  }

  /** Empties the durable stream (tests only: each starts from an empty stream). */
  async purgeForTests(): Promise<void> {
    await this.jsm.streams.purge(DURABLE_STREAM);
  }

  async flush(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    for (const s of [...this.subscriptions]) await s.unsubscribe();
    await this.nc.drain();
  }

  private track(sub: Subscription, queue: SerialQueue | null): BusSubscription {
    const subscription: BusSubscription = {
      unsubscribe: async () => {
        this.subscriptions.delete(subscription);
        sub.unsubscribe();
        if (queue) {
          await queue.idle();
          queue.stop();
        }
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }
}
