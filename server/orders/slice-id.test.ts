// R-ORD: TWAP slices get their own client order ids (unique per subaccount in the database).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sliceClientOrderId } from './slice-id';

describe('TWAP slice client order ids', () => {
  it('differ per slice and from the parent, even for a 36-character UUID parent', () => {
    const parent = randomUUID();
    const ids = ['o-1', 'o-2', 'o-3'].map((slice) => sliceClientOrderId(parent, slice));
    expect(new Set([...ids, parent]).size).toBe(4);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(36);
  });

  it('are the same after a restart (derived, not random)', () => {
    expect(sliceClientOrderId('abc', 'o-9')).toBe(sliceClientOrderId('abc', 'o-9'));
  });
});
