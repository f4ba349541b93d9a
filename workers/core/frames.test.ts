import { describe, expect, it } from 'vitest';
import type { CoreEvent, TickerState, TopicState } from '../types';
import { FRAMES_AHEAD, FrameQueue } from './frames';
import type { Frame, FrameState } from './frames';
import { FakeTime, settle } from './testing/fakes';

const reload: CoreEvent = { kind: 'reload' };
const refresh: CoreEvent = { kind: 'refreshPrompt' };

function ticker(last: string): TickerState {
  return {
    kind: 'ticker',
    topic: 'ticker:BTC/USD',
    symbol: 'BTC/USD',
    last,
    open: '1',
    high: '1',
    low: '1',
    volume: '0',
    quoteVolume: '0',
    change: '0',
    changePercent: '0',
    bestBid: '1',
    bestAsk: '1',
    serverTime: 1,
  };
}

/** A source that reports the latest value once per change, like the core's TabView. */
function latestSource(): { set(state: TopicState): void; source: () => FrameState } {
  let latest: TopicState | null = null;
  let reads = 0;
  return {
    set: (state) => void (latest = state),
    source: () => {
      reads += 1;
      const topics = latest === null ? [] : [latest];
      latest = null;
      return {
        topics,
        ...(reads === 1
          ? { clock: { offsetMillis: 0, bestRoundTripMillis: null, samples: 0 } }
          : {}),
      };
    },
  };
}

describe('R-CORE-22 FrameQueue', () => {
  it('sends nothing until the task ends, then one frame with everything', async () => {
    const time = new FakeTime();
    const frames: Frame[] = [];
    const state = latestSource();
    const queue = new FrameQueue((frame) => void frames.push(frame), state.source);
    queue.push(reload);
    state.set(ticker('1'));
    queue.poke();
    queue.push(refresh);
    expect(frames).toEqual([]);
    await time.advance(0);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.seq).toBe(1);
    expect(frames[0]?.events).toEqual([reload, refresh]);
    expect(frames[0]?.topics).toEqual([ticker('1')]);
    expect(frames[0]?.clock).toBeDefined();
    expect(time.pending).toBe(0);
  });

  it('a slow tab holds at most FRAMES_AHEAD frames, then gets one coalesced frame', async () => {
    expect(FRAMES_AHEAD).toBe(4);
    const time = new FakeTime();
    const frames: Frame[] = [];
    const acks: (() => void)[] = [];
    const state = latestSource();
    const queue = new FrameQueue((frame) => {
      frames.push(frame);
      return new Promise<void>((resolve) => acks.push(resolve));
    }, state.source);
    state.set(ticker('1'));
    queue.poke();
    await time.advance(0);
    expect(frames).toHaveLength(1);
    // Changes while earlier frames are unacknowledged still go out at once, up to the window...
    for (let n = 2; n <= FRAMES_AHEAD; n += 1) {
      state.set(ticker(String(n)));
      queue.poke();
      await time.advance(0);
      expect(frames).toHaveLength(n);
      expect(frames[n - 1]?.topics).toEqual([ticker(String(n))]);
    }

    // ...but no further: a slow tab gets nothing piled up.
    for (let price = FRAMES_AHEAD + 1; price <= 100; price += 1) {
      state.set(ticker(String(price)));
      queue.poke();
    }
    queue.push(reload);
    await time.advance(1_000);
    expect(frames).toHaveLength(FRAMES_AHEAD);
    expect(queue.awaitingAck).toBe(true);

    acks[0]?.();
    await time.advance(0);
    expect(frames).toHaveLength(FRAMES_AHEAD + 1);
    expect(frames[FRAMES_AHEAD]?.topics).toEqual([ticker('100')]);
    expect(frames[FRAMES_AHEAD]?.events).toEqual([reload]);
    expect(frames[FRAMES_AHEAD]?.clock).toBeUndefined(); // unchanged since the previous frame
    expect(queue.framesSent).toBe(FRAMES_AHEAD + 1);
  });

  it('a poke with nothing changed sends no frame', async () => {
    const time = new FakeTime();
    const frames: Frame[] = [];
    const queue = new FrameQueue(
      (frame) => void frames.push(frame),
      () => ({
        topics: [],
      }),
    );
    queue.poke();
    await time.advance(0);
    expect(frames).toEqual([]);
  });

  it('a failed delivery counts as acknowledged', async () => {
    const time = new FakeTime();
    let calls = 0;
    const queue = new FrameQueue(() => {
      calls += 1;
      return Promise.reject(new Error('port closed'));
    });
    queue.push(reload);
    await time.advance(0);
    queue.push(refresh);
    await time.advance(0);
    await settle();
    expect(calls).toBe(2);
  });

  it('close drops pending events and stops deliveries', async () => {
    const time = new FakeTime();
    const frames: Frame[] = [];
    const queue = new FrameQueue((frame) => void frames.push(frame));
    queue.push(reload);
    queue.close();
    queue.push(refresh);
    queue.poke();
    await time.advance(10);
    expect(frames).toEqual([]);
    expect(time.pending).toBe(0);
  });
});
