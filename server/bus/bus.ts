// The venue's message bus (issue 20, docs/scale-out.md): one interface, two implementations.
// In-process (server/bus/in-process.ts) is what `npm start` uses; NATS (server/bus/nats.ts)
// is what a cluster of gateways, engine shards, a simulator and a scheduler share.
//
// Two kinds of delivery, chosen per message by what losing it costs:
// - publish/subscribe: at most once, for market data the next update supersedes (book deltas,
//   trades, tickers, marks); a subscriber that missed some asks for a fresh snapshot.
// - append/follow: durable, for order commands and events, fills, balances, approvals and job
//   events; stored before append resolves, de-duplicated by message id, replayable by sequence.
// And request/serve routes a command to the one process that owns its subject (an engine
// shard owns its instruments), with one answer.

export interface BusMessage {
  readonly subject: string;
  readonly data: Uint8Array;
}

export interface DurableMessage extends BusMessage {
  /** The stream's sequence: 1, 2, 3… in append order, never reused. */
  readonly seq: number;
  readonly msgId: string;
}

export interface AppendResult {
  readonly seq: number;
  /** True when the message id was already stored: nothing new was stored; seq is the first's. */
  readonly duplicate: boolean;
}

export interface BusSubscription {
  /** Stops delivery; for follow, also releases the consumer. */
  unsubscribe(): Promise<void>;
}

export type Handler<M> = (message: M) => void | Promise<void>;

/** Subjects of the durable stream all start with this token. */
export const DURABLE_PREFIX = 'ev';

export interface Bus {
  /** At-most-once: fire and forget; subscribers that are not there miss it. */
  publish(subject: string, data: Uint8Array): void;
  subscribe(pattern: string, handler: Handler<BusMessage>): Promise<BusSubscription>;

  /**
   * Durable: resolves once stored. The same msgId within the de-duplication window stores
   * nothing new, so a producer that crashed before seeing the answer can simply send again.
   * The subject must start with `ev.`.
   */
  append(subject: string, data: Uint8Array, msgId: string): Promise<AppendResult>;
  /**
   * Delivers stored messages matching `pattern` with seq >= fromSeq in seq order, then new
   * ones as they are stored. A handler's promise is awaited before the next message.
   */
  follow(
    pattern: string,
    fromSeq: number,
    handler: Handler<DurableMessage>,
  ): Promise<BusSubscription>;
  /** The last stored sequence (0 when empty). */
  lastSeq(): Promise<number>;

  /** Sends a command to the one server of `subject` (several servers share the load). */
  request(subject: string, data: Uint8Array, timeoutMillis: number): Promise<Uint8Array>;
  serve(
    pattern: string,
    handler: (message: BusMessage) => Promise<Uint8Array>,
  ): Promise<BusSubscription>;

  /** Resolves when everything published before it has reached the bus. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A request nobody serves: the same error from both implementations. */
export class NoServerError extends Error {
  constructor(readonly subject: string) {
    super(`no server for "${subject}"`);
  }
}

/** A request whose server did not answer in time. */
export class RequestTimeoutError extends Error {
  constructor(readonly subject: string) {
    super(`"${subject}" did not answer in time`);
  }
}

/** The server of a request failed; its message comes back to the caller. */
export class RemoteError extends Error {
  constructor(
    readonly subject: string,
    message: string,
  ) {
    super(message);
  }
}

/** The message a failed handler sends back. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
