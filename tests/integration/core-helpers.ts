// Shared plumbing for running the data core in Node against the real server: the `ws`
// package stands in for the browser's WebSocket; fetch and timers are real.
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { DataCore } from '../../workers/core/core';
import { fetchTransport } from '../../workers/platform';
import { realClock, realTimers } from '../../workers/realTime';
import type { WebSocketLike } from '../../workers/stream/transport/ports';
import type { BookState, Frame, TabContext } from '../../workers/api';

export async function until(
  what: string,
  condition: () => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export interface FakeTab {
  readonly frames: Frame[];
  book(topic: string): BookState | undefined;
}

/** A tab that records every frame and acknowledges it at once. */
export function openTab(core: DataCore, id: string, ctx: TabContext): FakeTab {
  const frames: Frame[] = [];
  core.attach(
    id,
    ctx,
    async (frame) => {
      frames.push(frame);
    },
    false,
  );
  return {
    frames,
    book: (topic) =>
      frames
        .flatMap((frame) => frame.topics)
        .filter((t): t is BookState => t.kind === 'book' && t.topic === topic)
        .at(-1),
  };
}

/** A core as a SharedWorker would build it, pointed at `origin`. */
export function nodeCore(origin: string, instanceId = 'node-core'): DataCore {
  return new DataCore({
    clock: realClock,
    timers: realTimers,
    transport: fetchTransport,
    origin,
    mode: 'shared',
    instanceId,
    broadcast: null,
    locks: null,
    // A browser sends its page's Origin on the handshake; so do we.
    socketFactory: (url) => new WebSocket(url, { origin }) as unknown as WebSocketLike,
    random: Math.random,
  });
}

export function tabContext(token: string | null): TabContext {
  return {
    token,
    csrf: null,
    visitorId: 'visitor-node',
    entityId: null,
    accountId: null,
    route: '/trading/dma',
  };
}

interface PausableMarket {
  readonly market: {
    pause(): void;
    snapshot(symbol: string): {
      seq: number;
      tickSize: string;
      bidPrices: number[];
      bidSizes: number[];
      askPrices: number[];
      askSizes: number[];
    } | null;
  };
}

/** Pause the feed, let the last deltas land, compare the tab's top levels with the server's. */
export async function expectBookMatchesServer(
  venue: PausableMarket,
  tab: FakeTab,
  topic: string,
  depth: number,
): Promise<void> {
  const symbol = topic.slice('book:'.length);
  venue.market.pause();
  const server = venue.market.snapshot(symbol);
  if (server === null) throw new Error(`no server book for ${symbol}`);
  await until('tab caught up with the paused feed', () => tab.book(topic)?.seq === server.seq);
  await sleep(50);
  const book = tab.book(topic);
  expect(book?.bidPrices.length).toBe(depth);
  expect(Array.from(book?.bidPrices ?? [])).toEqual(server.bidPrices.slice(0, depth));
  expect(Array.from(book?.bidSizes ?? [])).toEqual(server.bidSizes.slice(0, depth));
  expect(Array.from(book?.askPrices ?? [])).toEqual(server.askPrices.slice(0, depth));
  expect(Array.from(book?.askSizes ?? [])).toEqual(server.askSizes.slice(0, depth));
  expect(book?.tickSize).toBe(server.tickSize);
}
