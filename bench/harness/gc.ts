// A full garbage collection between rounds, so one way does not pay for the garbage the other
// left behind. `npm run bench` cannot pass --expose-gc to node, so the flag is set at run time.
//
// It is a regular major GC, `gc({ type: 'major' })`: a full mark-compact of both generations.
// The bare `gc()` is V8's most aggressive collection and also throws away compiled code and
// type feedback: every round then started de-optimised (measured: S1's protobuf way ran 2.7×
// slower per delta after a bare gc() than after a major GC, the JSON way barely changed), which
// skewed the ratios against code that depends on the JIT.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gcFunction = runInNewContext('gc') as unknown;

export function collectGarbage(): void {
  if (typeof gcFunction === 'function')
    (gcFunction as (options: object) => void)({ type: 'major' });
}

/**
 * V8's most thorough collection (the bare `gc()`: also drops caches, compiled code and type
 * feedback). For reading retained memory after a timed region only, never right before one.
 */
export function collectAllGarbage(): void {
  if (typeof gcFunction === 'function') (gcFunction as () => void)();
}
