// The S2 "tab": the main thread receives book frames from the core worker, runs the handler a
// book view needs (keep the frame, cumulative depth per side) and times that handler per frame.
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import type { MessagePort, Worker } from 'node:worker_threads';
import { startTsWorker } from '../../harness/ts-worker';
import { quantile } from '../../harness/stats';
import type { RoundValues, Way } from '../../harness/types';
import type {
  CoreWorkerData,
  ObjectBookFrame,
  TabToCore,
  TransportMode,
  TypedBookFrame,
} from './protocol';

export interface TransportSettings {
  readonly frames: number;
  readonly levelsPerSide: number;
  readonly window: number;
}

type Handler = (frame: unknown) => number;

export class TransportBench {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly cumBids: Float64Array;
  private readonly cumAsks: Float64Array;
  /** The latest frame, as a store would keep it. */
  latest: unknown = null;

  constructor(
    snapshot: CoreWorkerData['snapshot'],
    private readonly settings: TransportSettings,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = startTsWorker(
      new URL('./core.worker.ts', import.meta.url),
      { port: port2, snapshot },
      [port2],
    );
    this.cumBids = new Float64Array(settings.levelsPerSide);
    this.cumAsks = new Float64Array(settings.levelsPerSide);
  }

  /** Cumulative depth from typed arrays; returns the levels read. */
  private readonly handleTyped: Handler = (data) => {
    const f = data as TypedBookFrame;
    let total = 0;
    for (let i = 0; i < f.bidSizes.length; i++) this.cumBids[i] = total += f.bidSizes[i] as number;
    total = 0;
    for (let i = 0; i < f.askSizes.length; i++) this.cumAsks[i] = total += f.askSizes[i] as number;
    this.latest = f;
    return f.bidPrices.length + f.askPrices.length;
  };

  /** The same from one object per level. */
  private readonly handleObjects: Handler = (data) => {
    const f = data as ObjectBookFrame;
    let total = 0;
    for (let i = 0; i < f.bids.length; i++)
      this.cumBids[i] = total += (f.bids[i] as { size: number }).size;
    total = 0;
    for (let i = 0; i < f.asks.length; i++)
      this.cumAsks[i] = total += (f.asks[i] as { size: number }).size;
    this.latest = f;
    return f.bids.length + f.asks.length;
  };

  /**
   * One round: `frames` frames through the port. Levels/s end to end; the handler's own time per
   * frame; and the tab's main-thread busy time per frame (event-loop utilisation), which also
   * counts receiving and deserialising each message before the handler runs.
   */
  round(mode: TransportMode): Promise<RoundValues> {
    const { frames, levelsPerSide, window } = this.settings;
    const handler = mode === 'typed' ? this.handleTyped : this.handleObjects;
    const durations = new Float64Array(frames);
    const ackEvery = Math.max(1, Math.floor(window / 2));
    return new Promise((resolve, reject) => {
      let received = 0;
      let levels = 0;
      let start = 0;
      let elu = performance.eventLoopUtilization();
      const onError = (error: Error): void => {
        this.port.off('message', onMessage);
        reject(error);
      };
      const onMessage = (data: unknown): void => {
        const t0 = performance.now();
        levels += handler(data);
        durations[received] = performance.now() - t0;
        received++;
        if (received === frames) {
          const elapsed = performance.now() - start;
          const busy = performance.eventLoopUtilization(elu);
          this.port.off('message', onMessage);
          this.worker.off('error', onError);
          const expected = frames * 2 * levelsPerSide;
          if (levels !== expected) {
            reject(new Error(`${mode}: received ${levels} levels, expected ${expected}`));
            return;
          }
          const micros = Array.from(durations, (ms) => ms * 1000);
          resolve({
            levelsPerSecond: levels / (elapsed / 1000),
            handlerMicrosMedian: quantile(micros, 0.5),
            handlerMicrosP99: quantile(micros, 0.99),
            tabBusyMicrosPerFrame: (busy.active * 1000) / frames,
          });
        } else if (received % ackEvery === 0) {
          this.post({ type: 'ack', frames: ackEvery });
        }
      };
      this.port.on('message', onMessage);
      this.worker.once('error', onError);
      start = performance.now();
      elu = performance.eventLoopUtilization();
      this.post({ type: 'run', mode, frames, levelsPerSide, window });
    });
  }

  way(mode: TransportMode, label: string): Way {
    return { label, round: () => this.round(mode) };
  }

  private post(message: TabToCore): void {
    this.port.postMessage(message);
  }

  async dispose(): Promise<void> {
    this.port.close();
    await this.worker.terminate();
  }
}
