// Book level updates applied over the last second, in ten 100 ms buckets: constant memory,
// no allocation per update.
import type { Clock } from '../../core/ports';
import type { Millis } from '../../types';

const BUCKETS = 10;
const BUCKET_MILLIS: Millis = 100;

export class UpdateRate {
  private readonly counts = new Float64Array(BUCKETS);
  private readonly starts = new Float64Array(BUCKETS).fill(-Infinity);

  constructor(private readonly clock: Clock) {}

  add(levels: number): void {
    const start = Math.floor(this.clock.now() / BUCKET_MILLIS) * BUCKET_MILLIS;
    const slot = (start / BUCKET_MILLIS) % BUCKETS;
    if (this.starts[slot] !== start) {
      this.starts[slot] = start;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] as number) + levels;
  }

  /** Levels applied within the last second (the current bucket included). */
  perSecond(): number {
    const now = this.clock.now();
    const oldest = Math.floor(now / BUCKET_MILLIS) * BUCKET_MILLIS - (BUCKETS - 1) * BUCKET_MILLIS;
    let total = 0;
    for (let i = 0; i < BUCKETS; i++)
      if ((this.starts[i] as number) >= oldest) total += this.counts[i] as number;
    return total;
  }
}
