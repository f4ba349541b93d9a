// Messages between the S2 "core" worker thread and the "tab" (the main thread).
import type { MessagePort } from 'node:worker_threads';

export type TransportMode = 'typed' | 'objects';

export interface CoreWorkerData {
  readonly port: MessagePort;
  readonly snapshot: {
    readonly bidPrices: number[];
    readonly bidSizes: number[];
    readonly askPrices: number[];
    readonly askSizes: number[];
  };
}

/** Tab → core on the frame port. */
export type TabToCore =
  | {
      readonly type: 'run';
      readonly mode: TransportMode;
      readonly frames: number;
      readonly levelsPerSide: number;
      /** Frames the core may send ahead of the tab's acknowledgements. */
      readonly window: number;
    }
  | { readonly type: 'ack'; readonly frames: number };

/** A book frame as BookState carries it: four transferable Float64Arrays, best first. */
export interface TypedBookFrame {
  readonly kind: 'book';
  readonly seq: number;
  readonly bidPrices: Float64Array;
  readonly bidSizes: Float64Array;
  readonly askPrices: Float64Array;
  readonly askSizes: Float64Array;
}

export interface LevelObject {
  readonly price: number;
  readonly size: number;
}

/** The baseline: one object per level, structured-cloned. */
export interface ObjectBookFrame {
  readonly kind: 'book';
  readonly seq: number;
  readonly bids: readonly LevelObject[];
  readonly asks: readonly LevelObject[];
}
