// Messages between the S13 driver (main thread) and its client workers (worker_threads, each
// holding a share of the simulated WebSocket clients).

export interface ClientsWorkerData {
  /** This worker's number, for its error messages. */
  readonly index: number;
  /** Handshakes (connect → AuthOk → Subscribed) in flight at once in this worker. */
  readonly inFlight: number;
  /** A client's whole setup must finish within this, else it counts as a failure. */
  readonly setupTimeoutMillis: number;
}

/** One client: the session token it authenticates with and the topics it subscribes to. */
export interface ClientPlan {
  readonly token: string;
  readonly topics: readonly string[];
}

export type DriverToClients =
  /** Open and authenticate every client (no subscription yet). */
  | { readonly type: 'connect'; readonly url: string; readonly clients: readonly ClientPlan[] }
  /** Every authenticated client subscribes to its topics. */
  | { readonly type: 'subscribe' }
  /** Count deltas the engine stamped in [from, to) (server_time, wall-clock ms) from now on. */
  | { readonly type: 'start'; readonly from: number; readonly to: number }
  | { readonly type: 'stop' }
  | { readonly type: 'close' };

/** What a worker's clients received between start and stop (deltas: those stamped in the window). */
export interface WindowCounts {
  /** Level updates in book deltas, per topic symbol (summed over the worker's clients). */
  readonly levelsBySymbol: Readonly<Record<string, number>>;
  readonly deltas: number;
  /** Book snapshots between start and stop: a gateway dropped deltas for a slow consumer. */
  readonly snapshots: number;
  /** Frames and bytes between start and stop. */
  readonly frames: number;
  readonly bytes: number;
  /** Engine step time → receipt, one sample per delta (stats.ts layout). */
  readonly latency: Uint32Array;
  /** Sockets closed since they were set up. */
  readonly closed: number;
}

/** A phase (connect + Auth, or Subscribe) of a worker's clients. */
export interface PhaseResult {
  /** Clients through the phase. */
  readonly ok: number;
  readonly failed: number;
  /** Failure reasons and how often each happened. */
  readonly reasons: Readonly<Record<string, number>>;
  /** From the command to the last client through the phase or failed. */
  readonly millis: number;
  /** After Subscribe: clients subscribed per book symbol. */
  readonly subscribersBySymbol: Readonly<Record<string, number>>;
}

export type ClientsToDriver =
  | ({ readonly type: 'phase' } & PhaseResult)
  | ({ readonly type: 'counts' } & WindowCounts)
  | { readonly type: 'closed' }
  | { readonly type: 'failed'; readonly error: string };
