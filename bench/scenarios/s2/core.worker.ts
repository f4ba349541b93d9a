// The S2 "core": a worker thread holding an OrderBook that sends book frames to the tab, as
// typed arrays (transferred) or as one object per level (structured clone), within a window
// of unacknowledged frames so a slow tab never builds an unbounded queue.
import { workerData } from 'node:worker_threads';
import { OrderBook } from '../../../domain/market/book';
import { levelObjects } from './levels';
import type {
  CoreWorkerData,
  ObjectBookFrame,
  TabToCore,
  TransportMode,
  TypedBookFrame,
} from './protocol';

const { port, snapshot } = (workerData as { data: CoreWorkerData }).data;
const book = new OrderBook(2048);
const loaded = book.loadSnapshot({ seq: 1, ...snapshot });
if (!loaded.ok) throw new Error(`snapshot refused: ${loaded.reason}`);

let seq = 0;
let run: { mode: TransportMode; left: number; credits: number; depth: number } | null = null;

function sendTyped(depth: number): void {
  const bidPrices = new Float64Array(depth);
  const bidSizes = new Float64Array(depth);
  const askPrices = new Float64Array(depth);
  const askSizes = new Float64Array(depth);
  book.bids.writeTop(depth, bidPrices, bidSizes);
  book.asks.writeTop(depth, askPrices, askSizes);
  const frame: TypedBookFrame = {
    kind: 'book',
    seq: ++seq,
    bidPrices,
    bidSizes,
    askPrices,
    askSizes,
  };
  port.postMessage(frame, [bidPrices.buffer, bidSizes.buffer, askPrices.buffer, askSizes.buffer]);
}

function sendObjects(depth: number): void {
  const frame: ObjectBookFrame = {
    kind: 'book',
    seq: ++seq,
    bids: levelObjects(book.bids, depth),
    asks: levelObjects(book.asks, depth),
  };
  port.postMessage(frame);
}

function pump(): void {
  while (run && run.left > 0 && run.credits > 0) {
    if (run.mode === 'typed') sendTyped(run.depth);
    else sendObjects(run.depth);
    run.left--;
    run.credits--;
  }
}

port.on('message', (message: TabToCore) => {
  if (message.type === 'run') {
    run = {
      mode: message.mode,
      left: message.frames,
      credits: message.window,
      depth: message.levelsPerSide,
    };
  } else if (run) {
    run.credits += message.frames;
  }
  pump();
});
