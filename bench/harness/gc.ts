// A full garbage collection between rounds, so one way does not pay for the garbage the other
// left behind. `npm run bench` cannot pass --expose-gc to node, so the flag is set at run time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gcFunction = runInNewContext('gc') as unknown;

export function collectGarbage(): void {
  if (typeof gcFunction === 'function') (gcFunction as () => void)();
}
