// S2 in Chromium, the tab side: receives book frames from the SharedWorker core
// (s2-worker.ts; ours unpacked by the product's frame-wire.ts, as workers/client.ts does) and runs the handler a book view needs (keep the frame, cumulative depth per
// side), timing the handler per frame; levels/s from the first request to the last handler.
import { unpackFrame, type WireFrame } from '../../../workers/stream/transport/frame-wire';
import type { BookState } from '../../../workers/api';

interface Snapshot {
  readonly bidPrices: number[];
  readonly bidSizes: number[];
  readonly askPrices: number[];
  readonly askSizes: number[];
}

interface ObjectFrame {
  readonly bids: readonly { price: number; size: number }[];
  readonly asks: readonly { price: number; size: number }[];
}

export interface S2Result {
  readonly levels: number;
  readonly millis: number;
  readonly handlerMicros: number[];
}

const worker = new SharedWorker(new URL('./transport-worker.ts', import.meta.url), {
  type: 'module',
  name: `bench-s2-${Math.random()}`,
});
const port = worker.port;
let latest: unknown = null;
const cumBids = new Float64Array(1024);
const cumAsks = new Float64Array(1024);

function handleTyped(data: unknown): number {
  const f = unpackFrame(data as WireFrame).topics[0] as BookState;
  let total = 0;
  for (let i = 0; i < f.bidSizes.length; i++) cumBids[i] = total += f.bidSizes[i] as number;
  total = 0;
  for (let i = 0; i < f.askSizes.length; i++) cumAsks[i] = total += f.askSizes[i] as number;
  latest = f;
  return f.bidPrices.length + f.askPrices.length;
}

function handleObjects(data: unknown): number {
  const f = data as ObjectFrame;
  let total = 0;
  for (let i = 0; i < f.bids.length; i++)
    cumBids[i] = total += (f.bids[i] as { size: number }).size;
  total = 0;
  for (let i = 0; i < f.asks.length; i++)
    cumAsks[i] = total += (f.asks[i] as { size: number }).size;
  latest = f;
  return f.bids.length + f.asks.length;
}

function load(snapshot: Snapshot): Promise<boolean> {
  return new Promise((resolve) => {
    port.onmessage = (e: MessageEvent<{ loaded?: boolean }>) => resolve(e.data.loaded === true);
    port.postMessage({ type: 'load', snapshot });
  });
}

function run(
  mode: 'typed' | 'objects',
  frames: number,
  levelsPerSide: number,
  window: number,
): Promise<S2Result> {
  const handler = mode === 'typed' ? handleTyped : handleObjects;
  const handlerMicros: number[] = [];
  const ackEvery = Math.max(1, Math.floor(window / 2));
  return new Promise((resolve) => {
    let received = 0;
    let levels = 0;
    const start = performance.now();
    port.onmessage = (e: MessageEvent) => {
      const t0 = performance.now();
      levels += handler(e.data);
      handlerMicros.push((performance.now() - t0) * 1000);
      received++;
      if (received === frames) {
        resolve({ levels, millis: performance.now() - start, handlerMicros });
        return;
      }
      if (received % ackEvery === 0) port.postMessage({ type: 'ack', frames: ackEvery });
    };
    port.postMessage({ type: 'run', mode, frames, levelsPerSide, window });
  });
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}
window.__bench = {
  isolated: () => crossOriginIsolated,
  load,
  run,
  kept: () => latest !== null,
};
