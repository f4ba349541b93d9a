import { describe, expect, it } from 'vitest';
import type { CoreEvent } from '../types';
import { FrameQueue } from './frames';
import type { Frame } from './frames';
import { FakeTime, settle } from './testing/fakes';

const reload: CoreEvent = { kind: 'reload' };
const refresh: CoreEvent = { kind: 'refreshPrompt' };

describe('FrameQueue', () => {
  it('sends nothing until the tick ends, then one frame with everything', async () => {
    const time = new FakeTime();
    const frames: Frame[] = [];
    const queue = new FrameQueue((frame) => void frames.push(frame), time);
    queue.push(reload);
    queue.setTopic('book:BTC/USD', 1);
    queue.push(refresh);
    expect(frames).toEqual([]);
    await time.advance(0);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.events).toEqual([reload, refresh]);
    expect([...(frames[0]?.topics ?? [])]).toEqual([['book:BTC/USD', 1]]);
    expect(time.pending).toBe(0);
  });

  it('holds the next frame until the tab acknowledges, coalescing topic state meanwhile', async () => {
    const time = new FakeTime();
    const frames: Frame[] = [];
    let acknowledge: () => void = () => undefined;
    const queue = new FrameQueue((frame) => {
      frames.push(frame);
      return new Promise<void>((resolve) => (acknowledge = resolve));
    }, time);
    queue.setTopic('ticker', 1);
    await time.advance(0);
    expect(frames).toHaveLength(1);

    for (let price = 2; price <= 100; price += 1) queue.setTopic('ticker', price);
    queue.push(reload);
    await time.advance(1_000);
    expect(frames).toHaveLength(1); // slow tab: nothing piles up

    acknowledge();
    await time.advance(0);
    expect(frames).toHaveLength(2);
    expect([...(frames[1]?.topics ?? [])]).toEqual([['ticker', 100]]);
    expect(frames[1]?.events).toEqual([reload]);
    expect(queue.framesSent).toBe(2);
  });

  it('a failed delivery counts as acknowledged', async () => {
    const time = new FakeTime();
    let calls = 0;
    const queue = new FrameQueue(() => {
      calls += 1;
      return Promise.reject(new Error('port closed'));
    }, time);
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
    const queue = new FrameQueue((frame) => void frames.push(frame), time);
    queue.push(reload);
    queue.close();
    queue.push(refresh);
    await time.advance(10);
    expect(frames).toEqual([]);
    expect(time.pending).toBe(0);
  });
});
