// S10: gateway fan-out. The real venue (createApp, stream gateway, market feed in real time at
// 50k level updates/s) streams books to 1,000 authenticated WebSocket clients on loopback;
// encode once, share the bytes and send one frame per client per market step (the product)
// vs the naive way, an encode and a frame per event per client (the baseline).
import { cpus } from 'node:os';
import type {
  MeasuredScenario,
  MetricSpec,
  PairContext,
  PairResult,
  TargetSpec,
} from '../harness/types';
import { formatValue } from '../harness/format';
import { FanoutBench, type FanoutSettings } from './s10/fanout';

export const FEED_RATE = 50_000;
const CLIENTS = 1000;
const BOOKS_PER_CLIENT = 3;
const WINDOW: Readonly<Record<PairContext['size'], number>> = { quick: 500, full: 1500 };

const metric = (
  key: string,
  label: string,
  unit: string,
  better: MetricSpec['better'],
): MetricSpec => ({ key, label, unit, better });

const BUSY = metric('serverBusy', 'Server event loop busy (utilisation)', '%', 'lower');
const DELIVERED = metric(
  'deliveredShare',
  'Level updates delivered / produced for the subscribed books',
  '%',
  'higher',
);
const PER_CLIENT = metric(
  'levelsPerClient',
  'Level updates delivered per client per second (mean)',
  'level updates/s',
  'higher',
);
const AGGREGATE = metric(
  'levelsAggregate',
  'Level updates delivered per second, all clients',
  'level updates/s',
  'higher',
);
const MIN_CLIENT = metric(
  'minClientLevels',
  'Level updates per second of the least-served client',
  'level updates/s',
  'higher',
);
const LAG = metric('lagP99Millis', 'Server event-loop delay p99', 'ms', 'lower');
const MESSAGES = metric('messagesOut', 'Messages written per second (server)', 'msg/s', 'higher');
const FRAMES = metric(
  'framesIn',
  'WebSocket frames received per second, all clients',
  'frames/s',
  'lower',
);
const BYTES = metric('megabytesOut', 'Payload written per second (server)', 'MiB/s', 'higher');
const RESYNCS = metric('resyncs', 'Slow-consumer resyncs in the window', 'books', 'lower');
const FEED = metric(
  'feedLevels',
  'Feed level updates per second (all books)',
  'level updates/s',
  'higher',
);
const HEAP_SINCE = metric(
  'heapSinceFirstMiB',
  'Server heap after a full GC at round end, vs the first round',
  'MiB',
  'lower',
);
const HEAP = metric('heapMiB', 'Server heap after a full GC at round end', 'MiB', 'lower');
const RSS = metric('rssMiB', 'Process RSS (server + client worker)', 'MiB', 'lower');
const BUFFERED = metric('bufferedKiB', 'Bytes queued in all sockets at round end', 'KiB', 'lower');

/** One feed step of the market runtime: lag beyond it means the feed runs late. */
const STEP_MILLIS = 50;

function oursOf(pairs: ReadonlyMap<string, PairResult>, key: string) {
  return pairs.get('S10a')?.metrics.find((m) => m.spec.key === key)?.a ?? null;
}

const keepsUp: TargetSpec = {
  label:
    'Keeps up at 50k level updates/s: the feed runs at 95% of its rate or more, at least 99% ' +
    `of subscribed level updates delivered, event-loop delay p99 under one ${STEP_MILLIS} ms ` +
    'feed step',
  evaluate(pairs) {
    const feed = oursOf(pairs, FEED.key);
    const delivered = oursOf(pairs, DELIVERED.key);
    const lag = oursOf(pairs, LAG.key);
    if (!feed || !delivered || !lag) return null;
    return {
      met: feed.median >= 0.95 * FEED_RATE && delivered.median >= 99 && lag.median < STEP_MILLIS,
      actual:
        `feed ${formatValue(feed.median, 'level updates/s')}, ` +
        `${formatValue(delivered.median, '%')} delivered, ` +
        `delay p99 ${formatValue(lag.median, 'ms')}`,
    };
  },
};

const boundedMemory: TargetSpec = {
  label: 'Bounded memory: server heap after GC grows by at most 16 MiB over all rounds',
  evaluate(pairs) {
    const since = oursOf(pairs, HEAP_SINCE.key);
    const buffered = oursOf(pairs, BUFFERED.key);
    if (!since || !buffered) return null;
    return {
      met: since.max <= 16,
      actual:
        `at most ${formatValue(since.max, 'MiB')} above the first round; ` +
        `${formatValue(buffered.median, 'KiB')} queued at round end`,
    };
  },
};

export const s10: MeasuredScenario = {
  kind: 'measured',
  id: 'S10',
  title: 'Gateway fan-out: the server streaming to 1,000 simulated clients on loopback',
  meaning:
    'Whether one server keeps every desk’s feed live at peak rates: if the gateway falls ' +
    'behind, books arrive late or resync, and memory grows with the backlog.',
  pairs: [
    {
      id: 'S10a',
      title: `Encode once and batch per step vs encode and send per client (${CLIENTS.toLocaleString('en-US')} clients)`,
      // Headline: what reaches the clients; when both ways keep up it is equal and the
      // server's busy share shows the difference instead.
      metrics: [
        AGGREGATE,
        BUSY,
        DELIVERED,
        PER_CLIENT,
        MIN_CLIENT,
        LAG,
        MESSAGES,
        FRAMES,
        BYTES,
        RESYNCS,
        FEED,
        HEAP_SINCE,
        HEAP,
        RSS,
        BUFFERED,
      ],
      async prepare({ size }) {
        const settings: FanoutSettings = {
          clients: CLIENTS,
          feedRate: FEED_RATE,
          booksPerClient: BOOKS_PER_CLIENT,
          windowMillis: WINDOW[size],
          settleMillis: 250,
        };
        const bench = await FanoutBench.start(settings);
        return {
          a: bench.way(
            'shared',
            'gateway fan-out: encode once, shared bytes, one frame per client per step',
          ),
          b: bench.way(
            'perClient',
            'naive: per-client encode, one frame per message (same gateway and delivery)',
          ),
          settings: {
            'feed rate (level updates/s, all books)': FEED_RATE,
            clients: CLIENTS,
            'books per client': `${BOOKS_PER_CLIENT} of ${bench.symbols.length} (consecutive, so each book has ~${Math.round((CLIENTS * BOOKS_PER_CLIENT) / bench.symbols.length)} subscribers)`,
            'window per round': `${settings.windowMillis} ms of live streaming (after ${settings.settleMillis} ms settle)`,
            server:
              'createApp (PGlite sessions) + StreamGateway on 127.0.0.1, market runtime stepping every 50 ms',
            'client side':
              'one worker thread of `ws` clients; Auth with a demo-trader session token, Subscribe, count',
            'setup (venue + connect + auth + subscribe)': `${(bench.setupMillis / 1000).toFixed(1)} s`,
            cores: cpus().length,
          },
          dispose: () => bench.dispose(),
        };
      },
    },
  ],
  targets: [keepsUp, boundedMemory],
  notes: [
    'Server and clients share the machine: the clients run in a worker thread of the same ' +
      'process, so a delivered share below 100% can also mean the clients fell behind; the ' +
      'server-side figures (busy, delay, messages and bytes written) are the gateway’s own.',
  ],
};
