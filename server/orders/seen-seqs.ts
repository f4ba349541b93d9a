// Which event seqs of each subaccount memory already holds (issue 20, docs/scale-out.md step 3).
// Every transaction that moves a subaccount raises its event seq by one under the row's lock,
// so a seq names one committed change; a booking heard twice (its own apply and a reload, or
// the bus delivering it again) is recognised by it. Kept as "all up to `through`" plus the
// seqs seen after the first gap: a gap is a change still on its way, so the set stays small.

interface Seen {
  through: number;
  readonly above: Set<number>;
}

export class SeenSeqs {
  private readonly bySub = new Map<number, Seen>();

  /** Everything up to `seq` is in memory (what a load read). */
  loaded(sub: number, seq: number): void {
    this.bySub.set(sub, { through: seq, above: new Set() });
  }

  clear(): void {
    this.bySub.clear();
  }

  /** Every seq up to this one is in memory (0 for a subaccount never loaded). */
  through(sub: number): number {
    return this.bySub.get(sub)?.through ?? 0;
  }

  has(sub: number, seq: number): boolean {
    const seen = this.bySub.get(sub);
    if (!seen) return seq <= 0;
    return seq <= seen.through || seen.above.has(seq);
  }

  /** Notes `seq` as in memory; false when it already was. */
  add(sub: number, seq: number): boolean {
    if (this.has(sub, seq)) return false;
    let seen = this.bySub.get(sub);
    if (!seen) this.bySub.set(sub, (seen = { through: 0, above: new Set() }));
    if (seq === seen.through + 1) {
      seen.through = seq;
      while (seen.above.delete(seen.through + 1)) seen.through++;
    } else seen.above.add(seq);
    return true;
  }

  /** How many seqs are held past a gap (what is still on its way; the tests' view). */
  pending(sub: number): number {
    return this.bySub.get(sub)?.above.size ?? 0;
  }
}
