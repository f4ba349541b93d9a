// S1: decode and apply order-book deltas in the data core (Node, on the core's own modules).
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext } from '../harness/types';
import { loadCcxtOrderBook } from './s1/ccxt-book';
import {
  BOOK_DEPTH,
  buildDeltaStream,
  DELTAS_PER_PAINT,
  FEED_LEVEL_UPDATES_PER_SECOND,
  LEVELS_PER_DELTA,
  PAINTS_PER_SECOND,
} from './s1/delta-stream';
import type { DeltaStream } from './s1/delta-stream';
import { encodeJson, encodeProtobuf } from './s1/encodings';
import { ccxtWay, jsonWay, ourBookWay, protobufWay } from './s1/ways';

const DELTAS: Readonly<Record<PairContext['size'], number>> = { quick: 1000, full: 10000 };

const UPDATES: MetricSpec = {
  key: 'levelUpdatesPerSecond',
  label: 'Level updates per second',
  unit: 'level updates/s',
  better: 'higher',
};
const PER_DELTA: MetricSpec = {
  key: 'nanosPerDelta',
  label: 'Time per delta',
  unit: 'ns/delta',
  better: 'lower',
};

// Streams are deterministic; build each size once and share it between the two pairs.
const streams = new Map<number, DeltaStream>();
function streamOf(size: PairContext['size']): DeltaStream {
  const count = DELTAS[size];
  let stream = streams.get(count);
  if (!stream) {
    stream = buildDeltaStream(count);
    streams.set(count, stream);
  }
  return stream;
}

function settingsOf(stream: DeltaStream): Record<string, string | number> {
  return {
    deltas: stream.deltas.length,
    'levels per delta': LEVELS_PER_DELTA,
    'level updates per round': stream.levelUpdates,
    'book depth at start (bids/asks)': `${stream.startDepth.bids}/${stream.startDepth.asks}`,
    instrument: `${stream.symbol} tick ${stream.tickSize} lot ${stream.lotSize}`,
    source: 'MarketSimulator seed 7, changes regrouped into 20-level deltas',
    'checksum (CRC32) verified': `once per ${DELTAS_PER_PAINT} deltas and after the last, as the core verifies once per paint (assumed feed ${FEED_LEVEL_UPDATES_PER_SECOND.toLocaleString('en-US')} level updates/s into this book, ${PAINTS_PER_SECOND} paints/s); our book and JSON alike`,
    'correctness check': 'every delta seq- and value-checked; final books equal the reference',
  };
}

export const s1: MeasuredScenario = {
  kind: 'measured',
  id: 'S1',
  title: `Decode and apply order-book deltas (${LEVELS_PER_DELTA} levels each, book depth ${BOOK_DEPTH.toLocaleString('en-US')})`,
  meaning:
    'How much market-data the data core absorbs on one core before the book a trader sees ' +
    'falls behind the venue. Headroom here is what keeps books live during volatility bursts.',
  pairs: [
    {
      id: 'S1a',
      title: 'Wire decode + book: protobuf vs JSON',
      metrics: [UPDATES, PER_DELTA],
      prepare({ size }) {
        const stream = streamOf(size);
        const frames = encodeProtobuf(stream.deltas);
        const texts = encodeJson(stream.deltas, 2, 5);
        const bytes = (list: readonly { length: number }[]) =>
          Math.round(list.reduce((n, x) => n + x.length, 0) / list.length);
        return {
          a: protobufWay(stream, frames),
          b: jsonWay(stream, texts),
          settings: {
            ...settingsOf(stream),
            'protobuf bytes per delta (mean)': bytes(frames),
            'JSON characters per delta (mean)': bytes(texts),
            'JSON conversion': 'parseFloat × (1 / step), rounded to integer ticks and lots',
            'protobuf path':
              'framesOf + codec.decodeServer (hand-written BookDelta decoder), one delta per frame',
          },
        };
      },
    },
    {
      id: 'S1b',
      title: 'Book only: our OrderBook vs ccxt OrderBook',
      metrics: [PER_DELTA, UPDATES],
      async prepare({ size }) {
        const stream = streamOf(size);
        const ccxt = await loadCcxtOrderBook();
        return {
          a: ourBookWay(stream),
          b: ccxtWay(stream, ccxt.OrderBook),
          settings: {
            ...settingsOf(stream),
            ccxt: `${ccxt.version}, js/src/base/ws/OrderBook.js`,
            input: 'the same decoded deltas (numbers) for both books',
          },
        };
      },
    },
  ],
  targets: [
    oursAtLeast('At least 4M level updates/s on one core', 'S1a', UPDATES.key, 4e6),
    oursBetterBy('At least 4× JSON', 'S1a', UPDATES.key, 4),
    oursBetterBy('At least as fast per delta as ccxt', 'S1b', PER_DELTA.key, 1),
  ],
};
