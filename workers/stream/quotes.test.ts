// Streaming quote ladders (topic "rfs:<symbol>") through the data core: one upstream
// subscription for two tabs, the latest ladder delivered to each.
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../core/testing/harness';
import type { Frame, QuoteLadderState } from '../types';
import type { desk } from '../../proto/gen/messages.js';
import { FakeStreamServer } from './testing/fake-socket';
import { libraryTimersOn } from './testing/library-timers';

const RFS = 'rfs:BTC/USD';

function ladder(seq: number, bid: string, ask: string): desk.stream.ServerMessage.$Properties {
  return {
    quoteLadder: {
      symbol: 'BTC/USD',
      seq,
      serverTime: 1_000 + seq,
      validUntil: 2_000 + seq,
      quoteCurrency: 'USD',
      tiers: [
        { quantity: '0.1', bid, ask },
        { quantity: '1', bid: '96990', ask: '97010' },
      ],
    },
  };
}

const ladders = (frames: readonly Frame[] | undefined): QuoteLadderState[] =>
  (frames ?? []).flatMap((f) => f.topics.filter((t): t is QuoteLadderState => t.topic === RFS));

describe('R-CORE-19 rfs topics in the data core', () => {
  it('two tabs share one upstream subscription and both get the latest ladder', async () => {
    const server = new FakeStreamServer();
    const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
    libraryTimersOn(h.time);
    h.attach('a', { token: 'tok' });
    h.attach('b');
    h.core.subscribe('a', '1', RFS);
    h.core.subscribe('b', '1', RFS);
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    expect(server.last.subscribes()).toEqual([RFS]);
    server.last.serve(ladder(1, '97000', '97001'));
    server.last.serve(ladder(2, '97002', '97003'));
    await h.time.advance(0);
    for (const tab of ['a', 'b']) {
      const last = ladders(h.allFrames.get(tab)).at(-1);
      expect(last).toMatchObject({
        kind: 'rfs',
        symbol: 'BTC/USD',
        seq: 2,
        validUntil: 2_002,
        quoteCurrency: 'USD',
      });
      expect(last?.tiers[0]).toEqual({ quantity: '0.1', bid: '97002', ask: '97003' });
    }
    expect(h.core.stats().upstreamTopics).toEqual([RFS]);
  });

  it('ladders of a symbol nobody holds are ignored', async () => {
    const server = new FakeStreamServer();
    const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
    libraryTimersOn(h.time);
    h.attach('a', { token: 'tok' });
    h.core.subscribe('a', '1', 'rfs:ETH/USD');
    await h.time.advance(0); // the library opens on its next tick
    server.last.accept();
    server.last.serve(ladder(1, '1', '2'));
    await h.time.advance(0);
    expect(ladders(h.allFrames.get('a'))).toEqual([]);
  });
});
