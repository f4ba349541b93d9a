// Scenarios of issue 7 that cannot be measured yet: what they will compare and what they wait
// for. The report lists them as "not yet measurable"; nothing is estimated in their place.
import type { PendingScenario } from '../harness/types';

const CHROMIUM =
  'runs in Chromium through Playwright against the real server, cross-origin isolated';

export const pendingScenarios: readonly PendingScenario[] = [
  {
    kind: 'pending',
    id: 'S3',
    title: 'One socket for N tabs (1, 4, 8, 16) in Chromium',
    meaning: 'Opening more tabs must not multiply venue connections or the core’s CPU.',
    sideBySide: 'SharedWorker core vs a socket per tab',
    targets: [
      'exactly 1 socket',
      'core CPU at 8 tabs at most 1.5× that at 1 tab',
      'fan-out p99 at most 1 ms',
    ],
    needs: `the stream gateway and the core's WebSocket (issue 3); ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S4',
    title: 'Tick-to-paint latency at 20k level updates/s across 8 visible tabs',
    meaning: 'How old the price a trader sees is when it reaches the screen.',
    sideBySide: 'per-paint coalesced frames vs a React state update per message',
    targets: [
      'p50 at most 0.6 frame, p99 at most 1.25 frames at 60 Hz',
      'p99 at least 5× better than the baseline',
    ],
    needs: `the stream gateway, core frames and the live book view in browser tabs (issue 3); ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S5',
    title: 'Main-thread load of a full Edge tab for 2 minutes under that feed',
    meaning: 'Whether the page stays responsive to clicks while the market is busy.',
    sideBySide: 'Edge tab vs an idle tab',
    targets: ['busy at most 25%', 'no long animation frame over 50 ms'],
    needs: `the Edge screen (Edge issue) fed by the stream gateway; ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S6',
    title: 'Book and blotter rendering under churn (inserts, deletes, 100k-row blotter scroll)',
    meaning: 'Whether rows flicker, jump or stall while levels come and go.',
    sideBySide: 'slot-keyed rows vs price-keyed rows',
    targets: ['commit at most 2 ms for 100 rows', 'no dropped frame while scrolling'],
    needs: `the book view (issue 3) and the blotters (Edge issue) in browser tabs; ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S7',
    title: 'Candle chart ticks with 1M bars loaded',
    meaning: 'Whether the chart keeps up with live candles on long histories.',
    sideBySide: 'lightweight-charts update() vs setData()',
    targets: ['p99 at most 0.5 ms'],
    needs: `a browser canvas: lightweight-charts draws on <canvas>, which Node does not have; ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S8',
    title: 'WebSocket ingest ceiling (64 B, 1 KiB, 16 KiB frames)',
    meaning: 'How far the live feed is from the rate where the browser starts dropping behind.',
    sideBySide: 'in the SharedWorker vs on the main thread',
    targets: ['at least 2× the main thread', 'the live demo feed at most 10% of the ceiling'],
    needs: `the stream gateway and the core's WebSocket (issue 3); ${CHROMIUM}`,
  },
  {
    kind: 'pending',
    id: 'S10',
    title: 'Gateway fan-out: the server streaming to 1,000 simulated clients on loopback',
    meaning: 'Whether one server keeps every desk’s feed live at peak rates.',
    sideBySide: 'per-client encode vs encode once and share the bytes',
    targets: ['server keeps up at 50k level updates/s with bounded memory'],
    needs: 'the stream gateway on the server (issue 3)',
  },
];
