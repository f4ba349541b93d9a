// PrivateTail: from which seq a gateway provably holds every commit of a subaccount.
import { describe, expect, it } from 'vitest';
import { PrivateTail } from './private-tail';
import type { PrivateUpdate } from './private-topics';

const update = (seq: number, committed = true, sub = 7): PrivateUpdate => ({
  subaccountId: sub,
  seq,
  committed,
  entries: [
    { channel: 'orders', bytes: Buffer.from(`o${seq}`) },
    { channel: 'fills', bytes: Buffer.from(`f${seq}`) },
  ],
});

const limits = { privateTailUpdates: 3, privateTailSubaccounts: 2, privateTailBytes: 1 << 20 };
const text = (tail: PrivateTail, sub: number, from: number) =>
  tail.replay(sub, 'fills', from)?.units.map((u) => u.map((m) => m.bytes.toString()).join('+'));

describe('R-SRV-36 the private tail', () => {
  it('replays the channel after from_seq only from where every commit is held', () => {
    const tail = new PrivateTail(limits);
    for (const seq of [10, 11, 12]) tail.record(update(seq));
    expect(text(tail, 7, 9)).toEqual(['f10', 'f11', 'f12']);
    expect(text(tail, 7, 11)).toEqual(['f12']);
    expect(text(tail, 7, 12)).toEqual([]); // current: resumed with nothing
    expect(tail.replay(7, 'fills', 8)).toBeNull(); // commit 9 was never seen here
    expect(tail.replay(7, 'fills', 13)).toBeNull(); // ahead of this gateway
    tail.record(update(13)); // 10 is let go: 10 itself can no longer be proven
    expect(tail.replay(7, 'fills', 9)).toBeNull();
    expect(text(tail, 7, 10)).toEqual(['f11', 'f12', 'f13']);
  });

  it('a gap or a seq going back restarts the proof; a refresh proves only what follows it', () => {
    const tail = new PrivateTail(limits);
    tail.record(update(5, false)); // a mark refresh at 5: commit 5 itself was not seen
    expect(tail.replay(7, 'fills', 4)).toBeNull();
    expect(text(tail, 7, 5)).toEqual([]);
    tail.record(update(6));
    tail.record(update(8)); // 7 missed
    expect(tail.replay(7, 'fills', 6)).toBeNull();
    expect(text(tail, 7, 7)).toEqual(['f8']);
    tail.record(update(2)); // another database
    expect(tail.replay(7, 'fills', 7)).toBeNull();
    expect(text(tail, 7, 1)).toEqual(['f2']);
    const refresh = tail.record(update(2, false));
    expect(refresh.seq).toBe(2);
    expect(text(tail, 7, 1)).toEqual(['f2', 'f2']);
  });

  it('keeps the subaccounts most recently updated', () => {
    const tail = new PrivateTail(limits);
    tail.record(update(1, true, 1));
    tail.record(update(1, true, 2));
    tail.record(update(2, true, 1)); // 1 is now the most recent
    tail.record(update(1, true, 3)); // 2 is let go
    expect(tail.size).toBe(2);
    expect(tail.replay(2, 'fills', 0)).toBeNull();
    expect(text(tail, 1, 0)).toEqual(['f1', 'f2']);
  });

  it('keeps at most privateTailBytes in all, letting go of the least recently updated first', () => {
    // Each update here is 4 bytes ("o1" + "f1"), 5-6 beyond seq 9.
    const tail = new PrivateTail({ ...limits, privateTailSubaccounts: 10, privateTailBytes: 12 });
    tail.record(update(1, true, 1));
    tail.record(update(1, true, 2));
    tail.record(update(1, true, 3));
    expect(tail.heldBytes).toBe(12);
    tail.record(update(2, true, 2)); // 16 bytes: subaccount 1 (least recent) is let go
    expect(tail.heldBytes).toBe(12);
    expect(tail.replay(1, 'fills', 0)).toBeNull();
    expect(text(tail, 2, 0)).toEqual(['f1', 'f2']);
    // A gap forgets what the subaccount held, bytes included.
    tail.record(update(9, true, 2));
    expect(tail.heldBytes).toBe(8);
  });
});
