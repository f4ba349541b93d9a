// Messages between the S10 driver (main thread: the venue and its gateway) and the client
// worker (1,000 WebSocket clients on loopback).

export interface ClientsWorkerData {
  readonly url: string;
  readonly token: string;
  /** Topic keys per client, e.g. [['book:BTC/USD', 'book:ETH/USD'], …]. */
  readonly topics: readonly (readonly string[])[];
  /** Clients connecting at once. */
  readonly connectBatch: number;
}

export type DriverToClients = { readonly type: 'start' } | { readonly type: 'stop' };

/** What the clients received between start and stop. */
export interface ClientCounts {
  /** Logical messages (each message of a Batch frame counts). */
  readonly messages: number;
  /** WebSocket frames (a Batch frame is one). */
  readonly frames: number;
  readonly bytes: number;
  /** Level updates in book deltas. */
  readonly levels: number;
  /** Book snapshots (a resync: the gateway dropped deltas for a slow consumer). */
  readonly snapshots: number;
  /** Per client level updates, to judge fairness (min / median across clients). */
  readonly minClientLevels: number;
  readonly medianClientLevels: number;
  /** Clients whose socket closed (they should all stay open). */
  readonly closed: number;
}

export type ClientsToDriver =
  | { readonly type: 'ready'; readonly clients: number; readonly millis: number }
  | { readonly type: 'failed'; readonly error: string }
  | ({ readonly type: 'counts' } & ClientCounts);
