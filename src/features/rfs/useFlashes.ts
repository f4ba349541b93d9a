// Cells whose price changed with the latest ladder, cleared on the ladder after: the view
// restarts a CSS flash for each (keyed by the ladder's seq). Derived state updated during
// render when the ladder changes (React's "storing information from previous renders").
import { useState } from 'react';
import type { QuoteLadderState } from '../../../workers/api';
import { ladderMoves, type PriceMove } from '../../tab/quotes/ladderDiff';

interface Seen {
  readonly ladder: QuoteLadderState | null;
  readonly moves: ReadonlyMap<string, PriceMove>;
}

export function useFlashes(ladder: QuoteLadderState | null): ReadonlyMap<string, PriceMove> {
  const [seen, setSeen] = useState<Seen>({ ladder, moves: new Map() });
  if (seen.ladder !== ladder) {
    const moves = ladderMoves(seen.ladder, ladder);
    const next = { ladder, moves: new Map(moves.map((m) => [m.cell, m])) };
    setSeen(next);
    return next.moves;
  }
  return seen.moves;
}
