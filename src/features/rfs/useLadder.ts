// One streaming ladder: subscribes "rfs:<symbol>" through the data core while mounted
// (shared by all tabs) and reads it from the tab's quote store.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { QuoteLadderState } from '../../../workers/api';
import { rfsTopic, subscribeLadder } from '../../tab/quotes/quoteStore';
import { useShell } from '../../tab/react/hooks';

export function useLadder(symbol: string): QuoteLadderState | null {
  const { core, market } = useShell();
  useEffect(() => subscribeLadder(core, market.quotes, symbol), [core, market, symbol]);
  return useStore(market.quotes, (s) => s.ladders[rfsTopic(symbol)] ?? null);
}
