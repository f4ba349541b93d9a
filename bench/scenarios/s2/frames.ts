// S2c: a whole frame as the core sends it to a tab, 21 books of 14 levels a side (every book of
// the demo venue, the visible depth): packed into one transferred buffer (the product,
// workers/stream/transport/frame-wire.ts) vs the book states posted as they are, with their 84 arrays
// transferred (the product's previous way). Both ends run in this thread over one
// MessageChannel, so the time per frame is the whole cost of the hop: serialise, transfer,
// deserialise and (for ours) unpack.
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import type { RoundValues, Way } from '../../harness/types';
import {
  packFrame,
  unpackFrame,
  type WireFrame,
} from '../../../workers/stream/transport/frame-wire';
import type { BookState, Frame } from '../../../workers/api';

export const FRAME_BOOKS = 21;
export const FRAME_LEVELS = 14;

function bookState(i: number, seq: number): BookState {
  const side = (base: number, step: number): Float64Array =>
    Float64Array.from({ length: FRAME_LEVELS }, (_, k) => base + k * step);
  return {
    kind: 'book',
    topic: `book:SYM${i}/USD`,
    symbol: `SYM${i}/USD`,
    status: 'synced',
    seq,
    serverTime: 1_795_000_000_000 + seq,
    tickSize: '0.01',
    lotSize: '0.0001',
    groupTicks: 1,
    bidPrices: side(6_000_000 + i, -1),
    bidSizes: side(1000 + seq, 3),
    askPrices: side(6_000_001 + i, 1),
    askSizes: side(900 + seq, 5),
  };
}

/** A fresh frame per send, as the core builds one per tab per paint. */
function frame(seq: number): Frame {
  return {
    seq,
    events: [],
    topics: Array.from({ length: FRAME_BOOKS }, (_, i) => bookState(i, seq)),
  };
}

function transferables(f: Frame): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const t of f.topics)
    if (t.kind === 'book')
      for (const a of [t.bidPrices, t.bidSizes, t.askPrices, t.askSizes])
        out.push(a.buffer as ArrayBuffer);
  return out;
}

export type FrameWay = 'packed' | 'perArray';

export function frameWay(way: FrameWay, frames: number, label: string): Way {
  return {
    label,
    round: () =>
      new Promise<RoundValues>((resolve, reject) => {
        const { port1, port2 } = new MessageChannel();
        let received = 0;
        let levels = 0;
        port2.on('message', (data: unknown) => {
          const f = way === 'packed' ? unpackFrame(data as WireFrame) : (data as Frame);
          for (const t of f.topics)
            if (t.kind === 'book') levels += t.bidSizes.length + t.askSizes.length;
          received++;
          if (received < frames) return;
          const ms = performance.now() - t0;
          port1.close();
          const expected = frames * FRAME_BOOKS * FRAME_LEVELS * 2;
          if (levels !== expected)
            reject(new Error(`${way}: ${levels} levels, expected ${expected}`));
          else
            resolve({
              microsPerFrame: (ms * 1000) / frames,
              framesPerSecond: frames / (ms / 1000),
            });
        });
        const t0 = performance.now();
        for (let s = 1; s <= frames; s++) {
          const f = frame(s);
          if (way === 'packed') {
            const { wire, transfer } = packFrame(f);
            port1.postMessage(wire, transfer);
          } else port1.postMessage(f, transferables(f));
        }
      }),
  };
}
