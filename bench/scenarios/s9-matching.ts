// S9: matching-engine throughput on a mixed limit / market / cancel flow: the venue's
// MatchingEngine (server/engine, through submit and cancel, as the order service calls it) vs
// the nodejs-order-book package, on the same orders, final depths compared.
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext } from '../harness/types';
import { nodejsOrderBookEngine, OUR_ENGINE } from './s9/engines';
import type { DepthReference } from './s9/ways';
import { engineWay } from './s9/ways';
import { buildWorkload, DEFAULT_MIX } from './s9/workload';

const ORDERS: Readonly<Record<PairContext['size'], number>> = { quick: 10_000, full: 100_000 };

const THROUGHPUT: MetricSpec = {
  key: 'ordersPerSecond',
  label: 'Orders per second',
  unit: 'orders/s',
  better: 'higher',
};
const PER_ORDER: MetricSpec = {
  key: 'nanosPerOrder',
  label: 'Time per order',
  unit: 'ns/order',
  better: 'lower',
};

export const s9: MeasuredScenario = {
  kind: 'measured',
  id: 'S9',
  title: 'Matching engine throughput (mixed limit, market and cancel flow)',
  meaning:
    'How many orders the venue matches per second before order acknowledgements queue up; ' +
    'a slow engine shows as late fills when the market moves.',
  pairs: [
    {
      id: 'S9a',
      title: 'Our engine vs nodejs-order-book, in-process',
      metrics: [THROUGHPUT, PER_ORDER],
      oursNeeds:
        'the matching engine of the Edge issue (plug it into OUR_ENGINE in bench/scenarios/s9/engines.ts)',
      prepare({ size }) {
        const workload = buildWorkload({ ...DEFAULT_MIX, orders: ORDERS[size] });
        const reference: DepthReference = { depth: null, by: null };
        return {
          a: OUR_ENGINE ? engineWay(OUR_ENGINE(), workload, reference) : null,
          b: engineWay(nodejsOrderBookEngine(), workload, reference),
          settings: {
            'orders per round': workload.ops.length,
            'seed orders (resting, both sides)': DEFAULT_MIX.seedOrders,
            'limit / market / cancel': `${workload.counts.limit} / ${workload.counts.market} / ${workload.counts.cancel}`,
            'crossing limit share': DEFAULT_MIX.crossingShare,
            workload: 'seeded PRNG (seed 11), prices in integer ticks, sizes in integer lots',
            'correctness check': 'final aggregated depth identical across rounds and engines',
          },
        };
      },
    },
  ],
  targets: [
    oursAtLeast('At least 1M orders/s in-process', 'S9a', THROUGHPUT.key, 1e6),
    oursBetterBy('Or at least 2× the peer', 'S9a', THROUGHPUT.key, 2),
  ],
  notes: [
    'Ours runs the whole submit / cancel path of server/engine (order records, self-trade ' +
      'check, FOK / post-only estimate, the admission gate, fills and the changed-orders ' +
      'list) with the open gate and no simulated makers; the peer only matches.',
  ],
};
