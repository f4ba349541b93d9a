// The S10 driver: the real venue app (createApp: market runtime, stream gateway, sessions on
// PGlite) listening on loopback with its feed running in real time at FEED_RATE, and a worker
// thread of N WebSocket clients signed in as the demo trader. One venue serves both ways; a
// round switches the gateway's fan-out (StreamGateway.setFanOutMode, a benchmark-only switch)
// between the product's (each event encoded once, the same bytes shared, one frame per client
// per market step) and the naive baseline (an encode and a frame per event per client), then
// measures a window of live streaming.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import type { Registry } from 'prom-client';
import { DEMO_TRADER } from '../../../server/seed/demo-constants';
import type { MarketEvent } from '../../../server/market/types';
import { StreamGateway, type FanOutMode } from '../../../server/stream/gateway';
import { streamUrlOf } from '../../../server/testing/stream-client';
import { createTestVenue, signIn, type TestVenue } from '../../../server/testing/test-app';
import { collectAllGarbage } from '../../harness/gc';
import { startTsWorker } from '../../harness/ts-worker';
import type { RoundValues, Way } from '../../harness/types';
import type { ClientCounts, ClientsToDriver, ClientsWorkerData } from './protocol';

export interface FanoutSettings {
  readonly clients: number;
  readonly feedRate: number;
  readonly booksPerClient: number;
  readonly windowMillis: number;
  /** Untimed pause after switching ways, so the previous way's messages drain first. */
  readonly settleMillis: number;
}

interface MarketWithEvents {
  onEvents(listener: (events: readonly MarketEvent[]) => void): () => void;
  readonly instruments: readonly { readonly symbol: string }[];
}

const MIB = 1024 * 1024;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

export class FanoutBench {
  /** Level updates the feed produced per symbol during the current window. */
  private readonly produced = new Map<string, number>();
  private counting = false;
  private readonly lag = monitorEventLoopDelay({ resolution: 5 });
  private readonly stopTally: () => void;
  private pendingCounts: ((counts: ClientCounts) => void) | null = null;
  /** Server heap after the thorough GC at the end of the first round (any way). */
  private heapAtFirstRound: number | null = null;

  private constructor(
    private readonly venue: TestVenue,
    private readonly worker: Worker,
    private readonly gateway: StreamGateway,
    private readonly registry: Registry,
    readonly symbols: readonly string[],
    /** Subscribers per symbol (for the level updates each client should receive). */
    private readonly subscribers: ReadonlyMap<string, number>,
    readonly settings: FanoutSettings,
    readonly setupMillis: number,
  ) {
    const market = venue.market as unknown as MarketWithEvents;
    this.stopTally = market.onEvents((events) => {
      if (!this.counting) return;
      for (const event of events) {
        if (event.kind !== 'bookDelta') continue;
        const m = event.message;
        const n = m.bidPrices.length + m.askPrices.length;
        this.produced.set(m.symbol, (this.produced.get(m.symbol) ?? 0) + n);
      }
    });
    worker.on('message', (message: ClientsToDriver) => {
      if (message.type === 'counts') this.pendingCounts?.(message);
    });
    this.lag.enable();
  }

  static async start(settings: FanoutSettings): Promise<FanoutBench> {
    const started = performance.now();
    const venue = await createTestVenue('pglite', {
      feedRate: settings.feedRate,
      marketAutostart: true,
      marketHistoryMinutes: 60,
    });
    try {
      const gateway = venue.stream;
      if (!(gateway instanceof StreamGateway)) throw new Error('venue.stream is not a gateway');
      const registry = (gateway as unknown as { options: { registry: Registry } }).options.registry;
      const market = venue.market as unknown as Partial<MarketWithEvents>;
      if (typeof market.onEvents !== 'function' || !Array.isArray(market.instruments)) {
        throw new Error('the market runtime no longer exposes onEvents and instruments');
      }
      const symbols = market.instruments.map((i) => i.symbol);
      await venue.app.listen({ port: 0, host: '127.0.0.1' });
      const url = streamUrlOf(venue.app.server.address());
      const token = await signIn(venue, DEMO_TRADER);
      // The feed holds still while 1,000 clients connect and authenticate (setup, untimed).
      venue.market.pause();
      // Client i watches booksPerClient consecutive books, so every book has about the same
      // number of subscribers.
      const topics: string[][] = [];
      const subscribers = new Map<string, number>();
      for (let i = 0; i < settings.clients; i++) {
        const own: string[] = [];
        for (let k = 0; k < Math.min(settings.booksPerClient, symbols.length); k++) {
          const symbol = symbols[(i + k) % symbols.length] as string;
          own.push(`book:${symbol}`);
          subscribers.set(symbol, (subscribers.get(symbol) ?? 0) + 1);
        }
        topics.push(own);
      }
      const data: ClientsWorkerData = { url, token, topics, connectBatch: 50 };
      const worker = startTsWorker(new URL('./clients.worker.ts', import.meta.url), data);
      await new Promise<void>((resolve, reject) => {
        const onMessage = (message: ClientsToDriver) => {
          if (message.type === 'ready') resolve();
          else if (message.type === 'failed') reject(new Error(`clients: ${message.error}`));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
      });
      venue.market.resume();
      return new FanoutBench(
        venue,
        worker,
        gateway,
        registry,
        symbols,
        subscribers,
        settings,
        performance.now() - started,
      );
    } catch (error) {
      await venue.dispose();
      throw error;
    }
  }

  way(mode: FanOutMode, label: string): Way {
    return { label, round: () => this.round(mode) };
  }

  async dispose(): Promise<void> {
    this.lag.disable();
    this.stopTally();
    this.gateway.setFanOutMode('shared');
    await this.worker.terminate();
    await this.venue.dispose();
  }

  private async serverCounters(): Promise<{ messages: number; bytes: number; resyncs: number }> {
    const sum = async (name: string): Promise<number> => {
      const metric = this.registry.getSingleMetric(name);
      if (!metric) throw new Error(`metric ${name} missing`);
      const values = (await metric.get()).values;
      return values.reduce((n, v) => n + v.value, 0);
    };
    return {
      messages: await sum('stream_messages_out_total'),
      bytes: await sum('stream_bytes_out_total'),
      resyncs: await sum('stream_slow_consumer_resyncs_total'),
    };
  }

  private clientCounts(): Promise<ClientCounts> {
    return new Promise((resolve) => {
      this.pendingCounts = (counts) => {
        this.pendingCounts = null;
        resolve(counts);
      };
      this.worker.postMessage({ type: 'stop' });
    });
  }

  private async round(mode: FanOutMode): Promise<RoundValues> {
    this.gateway.setFanOutMode(mode);
    await sleep(this.settings.settleMillis);
    const before = await this.serverCounters();
    this.produced.clear();
    this.counting = true;
    this.worker.postMessage({ type: 'start' });
    this.lag.reset();
    const elu = performance.eventLoopUtilization();
    const start = performance.now();
    await sleep(this.settings.windowMillis);
    const seconds = (performance.now() - start) / 1000;
    const busy = performance.eventLoopUtilization(elu).utilization;
    const lagP99 = this.lag.percentile(99) / 1e6;
    this.counting = false;
    const counts = await this.clientCounts();
    const after = await this.serverCounters();
    const buffered = this.venue.stream.bufferedBytes();
    // Retained memory is read after V8's most thorough collection (a regular major GC leaves
    // a few MiB of caches per round that only it drops, which would read as growth). It runs
    // after the window; the next round's settle lets the JIT warm up again.
    collectAllGarbage();
    const memory = process.memoryUsage();
    this.heapAtFirstRound ??= memory.heapUsed;
    let expected = 0;
    let producedTotal = 0;
    for (const [symbol, levels] of this.produced) {
      producedTotal += levels;
      expected += levels * (this.subscribers.get(symbol) ?? 0);
    }
    if (counts.closed > 0) throw new Error(`${counts.closed} client sockets closed`);
    if (producedTotal === 0) throw new Error('the feed produced no book deltas in the window');
    const clients = this.settings.clients;
    return {
      serverBusy: busy * 100,
      deliveredShare: (100 * counts.levels) / expected,
      levelsPerClient: counts.levels / clients / seconds,
      levelsAggregate: counts.levels / seconds,
      minClientLevels: counts.minClientLevels / seconds,
      lagP99Millis: lagP99,
      messagesOut: (after.messages - before.messages) / seconds,
      framesIn: counts.frames / seconds,
      megabytesOut: (after.bytes - before.bytes) / MIB / seconds,
      resyncs: after.resyncs - before.resyncs,
      feedLevels: producedTotal / seconds,
      heapMiB: memory.heapUsed / MIB,
      heapSinceFirstMiB: (memory.heapUsed - this.heapAtFirstRound) / MIB,
      rssMiB: memory.rss / MIB,
      bufferedKiB: buffered / 1024,
    };
  }
}
