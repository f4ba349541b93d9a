// S8: WebSocket ingest ceiling. A loopback ws server in the bench process sends 64 B, 1 KiB
// and 16 KiB frames as fast as the receiver takes them; the same receiving code counts them
// in a SharedWorker (where the product's core lives) or on a page's main thread. A last pair
// puts the live demo feed (the product core at the default feed rate) against the ceiling.
import { BROWSER_FULL_PLAN } from './plan';
import { oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { DEFAULT_FEED_RATE } from '../../server/market-runtime/runtime';
import { startPageStage, type PageStage } from './pages-stage';
import { callPage } from './tab-api';
import { tabRound } from './tabs';
import { startStage } from './venue';

const MSGS: MetricSpec = {
  key: 'msgsPerSecond',
  label: 'Frames received per second',
  unit: 'frames/s',
  better: 'higher',
};
const MBS: MetricSpec = {
  key: 'mibPerSecond',
  label: 'Bytes received per second',
  unit: 'MiB/s',
  better: 'higher',
};
const LIVE: MetricSpec = {
  key: 'liveFramesPerSecond',
  label: 'Frames per second',
  unit: 'frames/s',
  better: 'lower',
};

const WINDOW = { quick: 1000, full: 3000 } as const;
const WARM = 300;

interface IngestResult {
  messages: number;
  bytes: number;
  millis: number;
}

async function ceiling(
  stage: PageStage,
  where: 'main' | 'shared',
  bytes: number,
  windowMs: number,
) {
  const page = await stage.open('/bench/ingest.html');
  try {
    const r = await callPage<IngestResult>(
      page,
      'run',
      where,
      `${stage.server.wsUrl}?size=${bytes}`,
      WARM,
      windowMs,
    );
    if (r.messages === 0) throw new Error(`no frames of ${bytes} B received (${where})`);
    return {
      msgsPerSecond: r.messages / (r.millis / 1000),
      mibPerSecond: r.bytes / (r.millis / 1000) / 2 ** 20,
    };
  } finally {
    await page.close();
  }
}

function sizePair(id: string, bytes: number, label: string): PairSpec {
  return {
    id,
    title: `${label} frames`,
    metrics: [MSGS, MBS],
    async prepare({ size }) {
      const stage = await startPageStage();
      return {
        a: {
          label: 'in a SharedWorker',
          round: () => ceiling(stage, 'shared', bytes, WINDOW[size]),
        },
        b: {
          label: 'on the main thread (idle page)',
          round: () => ceiling(stage, 'main', bytes, WINDOW[size]),
        },
        settings: {
          'frame size': `${bytes} B`,
          sender: 'ws server in the bench process on loopback, refilled while its buffer < 1 MiB',
          receiver: 'counts frames and bytes, reads each payload (binaryType arraybuffer)',
          'window per round': `${WINDOW[size]} ms after ${WARM} ms`,
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

const livePair: PairSpec = {
  id: 'S8d',
  title: 'The live demo feed vs the SharedWorker ceiling at its frame size',
  metrics: [LIVE],
  async prepare({ size }) {
    const venue = await startStage(DEFAULT_FEED_RATE);
    const pages = await startPageStage().catch(async (e: unknown) => {
      await venue.stop();
      throw e;
    });
    const live = async () =>
      tabRound(venue, {
        tabs: 1,
        mode: 'shared',
        ack: 'paint',
        symbol: 'BTC/USD',
        also: venue.symbols,
        warmMs: 500,
        windowMs: WINDOW[size] * 2,
      });
    const probe = await live();
    if (probe.coreMessages === 0) throw new Error('the live feed sent no frames');
    const frameBytes = Math.max(1, Math.round(probe.coreBytes / probe.coreMessages));
    return {
      a: {
        label: 'live demo feed into the product core',
        async round() {
          const r = await live();
          return { liveFramesPerSecond: r.coreMessages / (r.windowMs / 1000) };
        },
      },
      b: {
        label: `ceiling in a SharedWorker at ${frameBytes} B frames`,
        async round() {
          const c = await ceiling(pages, 'shared', frameBytes, WINDOW[size]);
          return { liveFramesPerSecond: c.msgsPerSecond };
        },
      },
      settings: {
        'feed rate': `${DEFAULT_FEED_RATE} level updates/s (demo default), one tab holding every book`,
        'mean live frame': `${frameBytes} B`,
        'read as': 'B / A = headroom: how many times the live feed fits under the ceiling',
      },
      async dispose() {
        await pages.stop();
        await venue.stop();
      },
    };
  },
};

export const s8: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S8',
  title: 'WebSocket ingest ceiling (64 B, 1 KiB, 16 KiB frames)',
  meaning: 'How far the live feed is from the rate where the browser starts dropping behind.',
  pairs: [
    sizePair('S8a', 64, '64 B'),
    sizePair('S8b', 1024, '1 KiB'),
    sizePair('S8c', 16384, '16 KiB'),
    livePair,
  ],
  targets: [
    oursBetterBy('SharedWorker at least 2× the main thread (1 KiB)', 'S8b', MSGS.key, 2),
    oursBetterBy('The live demo feed at most 10% of the ceiling', 'S8d', LIVE.key, 10),
  ],
  notes: [
    'The main-thread side is an otherwise idle page; on a busy Edge tab (S5) it would have less ' +
      'time to give.',
  ],
};
