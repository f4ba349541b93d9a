// An engine as a benchmark way: each round replays the whole workload on a fresh book (timed)
// and checks the final depth against the first round's, or against the peer's when both ran.
import type { RoundValues, Way } from '../../harness/types';
import type { EngineDepth, MatchingEngineUnderTest } from './engines';
import type { Workload } from './workload';

/** Final depths seen per workload, by the first engine that finished it. */
export type DepthReference = { depth: EngineDepth | null; by: string | null };

function sameDepth(x: EngineDepth, y: EngineDepth): string | null {
  for (const side of ['bids', 'asks'] as const) {
    const a = x[side];
    const b = y[side];
    if (a.length !== b.length) return `${side}: ${a.length} levels vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const p = a[i] as readonly [number, number];
      const q = b[i] as readonly [number, number];
      if (p[0] !== q[0] || p[1] !== q[1])
        return `${side} level ${i}: ${p.join('×')} vs ${q.join('×')}`;
    }
  }
  return null;
}

export function engineWay(
  engine: MatchingEngineUnderTest,
  workload: Workload,
  reference: DepthReference,
): Way {
  return {
    label: engine.label,
    round(): RoundValues {
      engine.reset();
      const ops = workload.ops;
      const start = performance.now();
      for (let i = 0; i < ops.length; i++) engine.process(ops[i] as (typeof ops)[number]);
      const millis = performance.now() - start;
      const depth = engine.depth();
      if (reference.depth === null) {
        reference.depth = depth;
        reference.by = engine.label;
      } else {
        const diff = sameDepth(depth, reference.depth);
        if (diff)
          throw new Error(`${engine.label}: final book differs from ${reference.by}: ${diff}`);
      }
      return {
        ordersPerSecond: ops.length / (millis / 1000),
        nanosPerOrder: (millis * 1e6) / ops.length,
      };
    },
  };
}
