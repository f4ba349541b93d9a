// S2 in Chromium, the core side: a SharedWorker (where the product's data core lives) holding
// an OrderBook loaded with the S1 snapshot, sending book frames to the page that asks, as the
// product's core does (a BookState of four Float64Arrays, packed by frame-wire.ts into one
// transferred buffer) or as one object per level (structured clone), at most `window` frames
// ahead of the page's acknowledgements. The same logic as the Node core
// (bench/scenarios/s2/core.worker.ts), on the browser's postMessage.
import { OrderBook } from '../../../domain/market/book';
import { packFrame } from '../../../workers/stream/transport/frame-wire';
import { levelObjects } from '../../scenarios/s2/levels';

interface Snapshot {
  readonly bidPrices: number[];
  readonly bidSizes: number[];
  readonly askPrices: number[];
  readonly askSizes: number[];
}

type Command =
  | { readonly type: 'load'; readonly snapshot: Snapshot }
  | {
      readonly type: 'run';
      readonly mode: 'typed' | 'objects';
      readonly frames: number;
      readonly levelsPerSide: number;
      readonly window: number;
    }
  | { readonly type: 'ack'; readonly frames: number };

interface ConnectEvent {
  readonly ports: readonly MessagePort[];
}

function serve(port: MessagePort): void {
  const book = new OrderBook(2048);
  let seq = 0;
  let run: { mode: 'typed' | 'objects'; left: number; credits: number; depth: number } | null =
    null;

  const sendTyped = (depth: number): void => {
    const bidPrices = new Float64Array(depth);
    const bidSizes = new Float64Array(depth);
    const askPrices = new Float64Array(depth);
    const askSizes = new Float64Array(depth);
    book.bids.writeTop(depth, bidPrices, bidSizes);
    book.asks.writeTop(depth, askPrices, askSizes);
    seq += 1;
    const { wire, transfer } = packFrame({
      seq,
      events: [],
      topics: [
        {
          kind: 'book',
          topic: 'book:BTC/USD',
          symbol: 'BTC/USD',
          status: 'synced',
          seq,
          serverTime: 0,
          tickSize: '0.01',
          lotSize: '0.00001',
          groupTicks: 1,
          bidPrices,
          bidSizes,
          askPrices,
          askSizes,
        },
      ],
    });
    port.postMessage(wire, transfer);
  };
  const sendObjects = (depth: number): void => {
    port.postMessage({
      kind: 'book',
      seq: ++seq,
      bids: levelObjects(book.bids, depth),
      asks: levelObjects(book.asks, depth),
    });
  };
  const pump = (): void => {
    while (run && run.left > 0 && run.credits > 0) {
      if (run.mode === 'typed') sendTyped(run.depth);
      else sendObjects(run.depth);
      run.left--;
      run.credits--;
    }
  };

  port.onmessage = (e: MessageEvent<Command>) => {
    const m = e.data;
    if (m.type === 'load') {
      const loaded = book.loadSnapshot({ seq: 1, ...m.snapshot });
      port.postMessage({ loaded: loaded.ok });
      return;
    }
    if (m.type === 'run')
      run = { mode: m.mode, left: m.frames, credits: m.window, depth: m.levelsPerSide };
    else if (run) run.credits += m.frames;
    pump();
  };
}

(globalThis as unknown as { onconnect: (e: ConnectEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (port) serve(port);
};
