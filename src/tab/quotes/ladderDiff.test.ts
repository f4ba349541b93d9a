import { describe, expect, it } from 'vitest';
import type { QuoteLadderState } from '../../../workers/api';
import { ladderMoves } from './ladderDiff';

const ladder = (tiers: [string, string, string][]): QuoteLadderState => ({
  kind: 'rfs',
  topic: 'rfs:BTC/USD',
  symbol: 'BTC/USD',
  seq: 1,
  serverTime: 0,
  validUntil: 0,
  quoteCurrency: 'USD',
  tiers: tiers.map(([quantity, bid, ask]) => ({ quantity, bid, ask })),
});

describe('ladder moves (flash on change)', () => {
  it('reports changed prices with their direction', () => {
    const prev = ladder([
      ['0.1', '100', '101'],
      ['1', '99', '102'],
    ]);
    const next = ladder([
      ['0.1', '100', '100.5'],
      ['1', '99.5', '102'],
    ]);
    expect(ladderMoves(prev, next)).toEqual([
      { cell: '0.1:ask', direction: 'down' },
      { cell: '1:bid', direction: 'up' },
    ]);
  });

  it('nothing moves on the first ladder or for new tiers', () => {
    expect(ladderMoves(null, ladder([['1', '1', '2']]))).toEqual([]);
    expect(ladderMoves(ladder([['1', '1', '2']]), ladder([['5', '1', '3']]))).toEqual([]);
  });
});
