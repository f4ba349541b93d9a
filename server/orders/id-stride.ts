// Which order, fill and journal ids an engine may take (issue 20, docs/scale-out.md step 3):
// with `count` engines writing to one database, engine `index` takes only the ids that leave
// `index` when divided by `count`, so two engines never pick the same one; each starts above
// the largest id any engine stored. One engine (`npm start`, the single active engine of a
// cluster) takes every id, as before: 1, 2, 3, ….

export interface IdStride {
  /** This engine's residue, 0 ≤ index < count. */
  readonly index: number;
  readonly count: number;
}

export const ONE_ENGINE: IdStride = { index: 0, count: 1 };

/** A checked stride; throws on a count below 1 or an index outside 0…count − 1. */
export function idStride(index: number, count: number): IdStride {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`engines must be a whole number from 1, got ${count}`);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count)
    throw new Error(`engine index must be 0 to ${count - 1}, got ${index}`);
  return { index, count };
}

/** The first id above `last` that this engine may take (ids start at 1). */
export function firstIdAbove(last: number, stride: IdStride): number {
  const from = Math.max(last, 0) + 1;
  const offset = (((stride.index - from) % stride.count) + stride.count) % stride.count;
  return from + offset;
}

/** Ids of one kind: the next one this engine takes, and taking it. */
export class IdCounter {
  private nextId = 1;

  constructor(private readonly stride: IdStride) {}

  /** After a load: continue above the largest id stored. */
  startAbove(last: number): void {
    this.nextId = firstIdAbove(last, this.stride);
  }

  peek(): number {
    return this.nextId;
  }

  take(): number {
    const id = this.nextId;
    this.nextId += this.stride.count;
    return id;
  }
}
