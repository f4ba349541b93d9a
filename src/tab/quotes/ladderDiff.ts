// Which ladder prices changed since the previous ladder of the same symbol: those cells flash.
import type { QuoteLadderState } from '../../../workers/api';

export type LadderCell = `${string}:bid` | `${string}:ask`;

export interface PriceMove {
  readonly cell: LadderCell;
  readonly direction: 'up' | 'down';
}

/** Moves per tier (keyed by the tier's quantity) and side. Decimal strings are compared as
 *  numbers only to pick the flash direction; an unchanged string is never a move. */
export function ladderMoves(
  prev: QuoteLadderState | null,
  next: QuoteLadderState | null,
): PriceMove[] {
  if (prev === null || next === null) return [];
  const before = new Map(prev.tiers.map((t) => [t.quantity, t]));
  const moves: PriceMove[] = [];
  for (const tier of next.tiers) {
    const old = before.get(tier.quantity);
    if (old === undefined) continue;
    for (const side of ['bid', 'ask'] as const) {
      if (old[side] === tier[side]) continue;
      moves.push({
        cell: `${tier.quantity}:${side}`,
        direction: Number(tier[side]) >= Number(old[side]) ? 'up' : 'down',
      });
    }
  }
  return moves;
}
