// S13 (issue 20's benchmark "S11"; S11 here is the portfolio page): 10,000 simulated
// WebSocket clients through HAProxy to the venue run as a cluster on loopback (one engine on
// NATS and PostgreSQL, its market at 50k level updates/s), with 3 gateways (A) and with 1 (B),
// side by side in one run: delivered share, engine-step-to-client latency, memory per
// connection, CPU per 1k clients, and the connect phase.
import { cpus } from 'node:os';
import { formatValue } from '../harness/format';
import type {
  MeasuredScenario,
  MetricSpec,
  PairResult,
  RunSize,
  TargetSpec,
} from '../harness/types';
import { CHECK_TIMEOUT_MILLIS, ClusterBench } from './s13/cluster-bench';
import { balancerPlan } from './s13/stats';
import { ownOpenFilesLimit } from './s13/cluster-bench';

const FEED_RATE = 50_000;
const CLIENTS: Readonly<Record<RunSize, number>> = { quick: 1000, full: 10_000 };
/** BENCH_S13_CLIENTS overrides the client count (e.g. to find where a machine stops). */
function clientsOf(size: RunSize): number {
  const raw = process.env['BENCH_S13_CLIENTS'];
  const n = raw === undefined || raw === '' ? CLIENTS[size] : Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`BENCH_S13_CLIENTS: ${String(raw)}`);
  return n;
}
const WINDOW: Readonly<Record<RunSize, number>> = { quick: 3000, full: 10_000 };
const SETTLE: Readonly<Record<RunSize, number>> = { quick: 1000, full: 5000 };
/** Deltas stamped in the window that arrive later than this after it count as not delivered. */
const GRACE: Readonly<Record<RunSize, number>> = { quick: 2000, full: 5000 };
const WORKERS = 2;
const BOOKS_PER_CLIENT = 1;
/** Handshakes in flight per worker thread. */
const IN_FLIGHT = 100;

const metric = (
  key: string,
  label: string,
  unit: string,
  better: MetricSpec['better'],
): MetricSpec => ({ key, label, unit, better });

const DELIVERED = metric(
  'deliveredShare',
  'Level updates delivered / published by the engine for the subscribed books (stamped in the window)',
  '%',
  'higher',
);
const METRICS: readonly MetricSpec[] = [
  DELIVERED,
  metric(
    'latencyP50Millis',
    'Engine market step → client receipt, p50 (every delta)',
    'ms',
    'lower',
  ),
  metric('latencyP99Millis', 'Engine market step → client receipt, p99', 'ms', 'lower'),
  metric(
    'memoryPerConnectionKiB',
    'Gateway RSS per authenticated connection (all gateways, after connect + Auth − before, / clients)',
    'KiB',
    'lower',
  ),
  metric('cpuPer1kClients', 'Gateways + HAProxy CPU per 1k clients (% of one core)', '%', 'lower'),
  metric('gatewayCpu', 'Gateways CPU, all processes (% of one core)', '%', 'lower'),
  metric('balancerCpu', 'HAProxy CPU, all processes (% of one core)', '%', 'lower'),
  metric('engineCpu', 'Engine CPU (% of one core)', '%', 'lower'),
  metric(
    'loadGeneratorCpu',
    'Load generator CPU: client workers + driver (% of one core)',
    '%',
    'lower',
  ),
  metric('machineBusy', 'Machine busy, all cores (/proc/stat)', '%', 'lower'),
  metric(
    'balancerMemoryPerConnectionKiB',
    'HAProxy RSS per connection (connected − before, / clients)',
    'KiB',
    'lower',
  ),
  metric('gatewayRssMiB', 'Gateways RSS with the clients connected, all processes', 'MiB', 'lower'),
  metric(
    'connectSeconds',
    'Connect phase: all clients connected, authenticated, subscribed',
    's',
    'lower',
  ),
  metric('connected', 'Clients connected and authenticated', 'clients', 'higher'),
  metric('connectFailures', 'Clients that failed to connect or authenticate', 'clients', 'lower'),
  metric(
    'subscribeSeconds',
    'Subscribe phase: every client Subscribed (market data flowing)',
    's',
    'lower',
  ),
  metric('subscribed', 'Clients subscribed', 'clients', 'higher'),
  metric('subscribeFailures', 'Clients that failed to subscribe', 'clients', 'lower'),
  metric('closedInWindow', 'Sockets closed in the window', 'clients', 'lower'),
  metric('snapshots', 'Book snapshots in the window (slow-consumer resyncs)', 'books', 'lower'),
  metric('deltasReceived', 'Book deltas received per second, all clients', 'deltas/s', 'higher'),
  metric(
    'levelsReceived',
    'Level updates received per second, all clients',
    'level updates/s',
    'higher',
  ),
  metric(
    'feedLevels',
    'Level updates published by the engine per second (all books)',
    'level updates/s',
    'higher',
  ),
  metric('loadAverage', '1-minute load average at round end', '', 'lower'),
];

function aOf(pairs: ReadonlyMap<string, PairResult>, key: string) {
  return pairs.get('S13a')?.metrics.find((m) => m.spec.key === key) ?? null;
}

const allConnected: TargetSpec = {
  label:
    '10,000 clients connect, authenticate and subscribe through HAProxy in every round (both ways)',
  evaluate(pairs) {
    const m = aOf(pairs, 'subscribed');
    if (!m?.a) return null;
    return {
      met: Math.min(m.a.min, m.b.min) >= CLIENTS.full,
      actual:
        `fewest subscribed in a round: ${formatValue(m.a.min, 'clients')} with 3 gateways, ` +
        `${formatValue(m.b.min, 'clients')} with 1`,
    };
  },
};

const keepsUp: TargetSpec = {
  label: 'With 3 gateways, at least 99% of the subscribed level updates delivered',
  evaluate(pairs) {
    const m = aOf(pairs, DELIVERED.key);
    if (!m?.a) return null;
    return {
      met: m.a.median >= 99,
      actual: `${formatValue(m.a.median, '%')} (1 gateway: ${formatValue(m.b.median, '%')})`,
    };
  },
};

export const s13: MeasuredScenario = {
  kind: 'measured',
  id: 'S13',
  title:
    '10,000 WebSocket clients through HAProxy: 3 gateways vs 1 at 50k level updates/s (issue 20’s S11)',
  meaning:
    'Whether the venue’s stream scales out: thousands of open desks stay live when gateways ' +
    'are added behind the balancer, and what each connection costs in memory and CPU.',
  pairs: [
    {
      id: 'S13a',
      title: 'One engine and 3 gateways vs one engine and 1 gateway, behind HAProxy',
      metrics: METRICS,
      async prepare({ size }) {
        const clients = clientsOf(size);
        const log = (line: string) => console.log(line);
        const bench = await ClusterBench.start(
          {
            clients,
            feedRate: FEED_RATE,
            workers: WORKERS,
            booksPerClient: BOOKS_PER_CLIENT,
            windowMillis: WINDOW[size],
            settleMillis: SETTLE[size],
            graceMillis: GRACE[size],
            inFlight: IN_FLIGHT,
          },
          log,
        );
        const fd = ownOpenFilesLimit();
        const balancers = balancerPlan(clients, fd.hard);
        return {
          a: bench.way(3, 'one engine, 3 gateways behind HAProxy'),
          b: bench.way(1, 'one engine, 1 gateway behind HAProxy'),
          settings: {
            clients,
            'market (engine FEED_RATE)': `${FEED_RATE.toLocaleString('en-US')} level updates/s over ${bench.symbols.length} books, a step every 50 ms`,
            'books per client': `${BOOKS_PER_CLIENT} (client i: symbol i mod ${bench.symbols.length}, about ${Math.round(clients / bench.symbols.length)} subscribers a book)`,
            sessions: `${bench.sessions} demo users’ sessions (signed in once each), reused round-robin by the sockets`,
            'client side': `${WORKERS} worker threads of \`ws\` clients, ${IN_FLIGHT} handshakes in flight each; the data core’s codec (encodeClient, framesOf, decodeServer)`,
            balancer: `HAProxy 2.6, leastconn; ${balancers.processes} process(es) sharing the port (SO_REUSEPORT), maxconn ${balancers.maxConnections} each: a connection holds 2 descriptors and the open-files hard limit is ${fd.hard}; health checks may take ${CHECK_TIMEOUT_MILLIS / 1000} s (\`timeout check\`) so an overloaded gateway keeps its sockets through the window (the cluster default of the time, 500 ms with shutdown-sessions, cut them; the default is now 2 s and keeps a marked-down gateway's sockets)`,
            'per round': `gateways and HAProxy started fresh, every client connected and authenticated (timed), then subscribed (timed), ${SETTLE[size] / 1000} s settle, ${WINDOW[size] / 1000} s window (deltas the engine stamped in it, received within ${GRACE[size] / 1000} s after it), all stopped; engine, NATS and PostgreSQL stay`,
            latency:
              'BookDelta.server_time (the engine’s Date.now() at the market step that made it, published to NATS in the same turn) to the client’s wall clock at receipt; whole-millisecond stamps read up to 1 ms high',
            'setup (PostgreSQL, NATS, engine seeding, sign-ins)': `${(bench.setupMillis / 1000).toFixed(1)} s`,
            cores: cpus().length,
          },
          dispose: () => bench.dispose(),
        };
      },
    },
  ],
  targets: [allConnected, keepsUp],
  notes: [
    'Everything shares this machine’s cores: engine, gateways, HAProxy, NATS, PostgreSQL and ' +
      'the load generator. A 3-gateway round cannot use more cores than a 1-gateway round, so ' +
      'the ratios show the cost of the split (and fairness), not a scale-out gain; docs/scale-out.md ' +
      '"S13 measured" extrapolates per core.',
  ],
  fullPlan: { warmup: 0, rounds: 1 },
};
