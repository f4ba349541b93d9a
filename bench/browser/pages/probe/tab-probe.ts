// Tab side of the probe: reads the stamps the core's probe put on each frame message, and
// times when the frame reached this tab and when the page next painted after it.
import { wallNow } from './clock';
import type { CoreProbeStats, FrameProbe } from './install';

export interface TabSamples {
  /** Core received the newest socket message of a frame → the frame reached this tab (ms). */
  readonly fanOut: number[];
  /** Every socket message carried by a frame: core receipt → the paint after the frame (ms). */
  readonly tickToPaint: number[];
  /** Every socket message with a book delta: its oldest delta's server time → that paint. */
  readonly publishToPaint: number[];
  readonly frames: number;
  readonly ticks: number;
  readonly since: number;
}

let fanOut: number[] = [];
let tickToPaint: number[] = [];
let publishToPaint: number[] = [];
let waitingPublished: number[] = [];
let frames = 0;
let ticks = 0;
let since = wallNow();
let waiting: number[] = [];
let paintArmed = false;

/** After the next paint: a task posted from requestAnimationFrame runs once the frame is out. */
function afterPaint(cb: (t: number) => void): void {
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(wallNow());
    ch.port2.postMessage(null);
  });
}

function onProbe(probe: FrameProbe): void {
  const arrived = wallNow();
  frames++;
  const newest = probe.received[probe.received.length - 1];
  if (newest !== undefined) fanOut.push(arrived - newest);
  for (const t of probe.received) waiting.push(t);
  for (const t of probe.published) if (!Number.isNaN(t)) waitingPublished.push(t);
  ticks += probe.received.length;
  if (paintArmed) return;
  paintArmed = true;
  afterPaint((painted) => {
    paintArmed = false;
    for (const t of waiting) tickToPaint.push(painted - t);
    for (const t of waitingPublished) publishToPaint.push(painted - t);
    waiting = [];
    waitingPublished = [];
  });
}

/** Must run before the core client opens its ports (Comlink adds its listeners then). */
export function installTabProbe(): void {
  const native = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    if (listener === null) return;
    if (type !== 'message' || typeof listener !== 'function') {
      native.call(this, type, listener, options);
      return;
    }
    const wrapped = (e: Event): void => {
      const data = (e as MessageEvent).data as { benchProbe?: FrameProbe } | null;
      if (data?.benchProbe) onProbe(data.benchProbe);
      listener.call(this, e);
    };
    native.call(this, type, wrapped, options);
  } as typeof MessagePort.prototype.addEventListener;
}

export function resetSamples(): void {
  fanOut = [];
  tickToPaint = [];
  publishToPaint = [];
  waitingPublished = [];
  frames = 0;
  ticks = 0;
  waiting = [];
  since = wallNow();
}

export function readSamples(): TabSamples {
  return { fanOut, tickToPaint, publishToPaint, frames, ticks, since };
}

/** Counters of every probed core of this browser context (one, or one per tab). */
export function coreStats(timeoutMs = 300): Promise<CoreProbeStats[]> {
  const channel = new BroadcastChannel('bench-probe');
  const answers: CoreProbeStats[] = [];
  channel.onmessage = (e: MessageEvent<{ stats?: CoreProbeStats }>) => {
    if (e.data.stats) answers.push(e.data.stats);
  };
  channel.postMessage({ ask: 'stats' });
  return new Promise((resolve) =>
    setTimeout(() => {
      channel.close();
      resolve(answers);
    }, timeoutMs),
  );
}
