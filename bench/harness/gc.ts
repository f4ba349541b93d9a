// Garbage collections for the harness. `npm run bench` cannot pass --expose-gc to node, so the
// flag is set at run time.
//
// `collectGarbage` (between rounds) calls `gc({ type: 'major' })`, meant as a regular major GC
// that keeps compiled code and type feedback (the bare `gc()` threw them away: measured, S1's
// protobuf way ran 2.7x slower per delta after a bare gc() than after it). **On Node 20 (V8 11.3)
// the options object is not understood: any object argument runs a Scavenge, a minor GC of the
// young generation only** (measured with --trace-gc, 2026-11-26: `gc({ type: 'major' })` and
// `gc({ type: 'major', execution: 'sync' })` log "Scavenge"; `gc()` and `gc(false)` log
// "Mark-Compact"). Between rounds that is harmless; as a memory meter it is wrong: old-space
// garbage then counts as live (S12's first figures). Read live memory after
// `collectAllGarbage` only.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gcFunction = runInNewContext('gc') as unknown;

export function collectGarbage(): void {
  if (typeof gcFunction === 'function')
    (gcFunction as (options: object) => void)({ type: 'major' });
}

/**
 * A full mark-compact of both generations (the bare `gc()`; on Node 20 also `gc(false)`), after
 * which `heapUsed` counts only live objects. Use it to read retained memory; its time must be
 * taken out of any timed region it runs in (it may also drop compiled code).
 */
export function collectAllGarbage(): void {
  if (typeof gcFunction === 'function') (gcFunction as () => void)();
}
