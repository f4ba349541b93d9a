// Main-thread work per paint from a Chromium trace (CDP Tracing): the page's renderer main
// thread is the CrRendererMain thread with the most task time; its top-level tasks (RunTask)
// are summed per frame, a frame running from one BeginMainThreadFrame to the next.
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

/** Traces the page for `windowMs` and returns the main-thread task time per frame, ms. */
export async function traceFrames(
  cdp: CDPSession,
  windowMs: number,
): Promise<{ perFrame: number[]; frames: number; busyMs: number; windowMs: number }> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }): void => void events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await new Promise((r) => setTimeout(r, windowMs));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  return perFrame(events, windowMs);
}

export function perFrame(
  events: readonly TraceEvent[],
  windowMs: number,
): { perFrame: number[]; frames: number; busyMs: number; windowMs: number } {
  const mains = new Set<string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
      mains.add(`${e.pid}:${e.tid}`);
    }
  }
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key)) {
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (main === undefined) throw new Error('the trace has no renderer main-thread tasks');
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main);
  // Frame starts on the main thread; older or newer Chromium builds name them differently.
  const pid = Number(main.split(':')[0]);
  const markers: readonly (readonly [string, readonly TraceEvent[]])[] = [
    ['BeginMainThreadFrame', on],
    ['BeginFrame', events.filter((e) => e.pid === pid)],
    ['PrePaint', on],
    ['Paint', on],
  ];
  let starts: number[] = [];
  for (const [name, list] of markers) {
    starts = list
      .filter((e) => e.name === name)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
    if (starts.length >= 2) break;
  }
  const tasks = on.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  if (starts.length < 2) throw new Error(`the trace has ${starts.length} main-thread frames`);
  const sums: number[] = new Array<number>(starts.length - 1).fill(0);
  let f = 0;
  for (const t of tasks) {
    while (f < starts.length - 1 && t.ts >= (starts[f + 1] as number)) f++;
    if (t.ts < (starts[0] as number) || f >= sums.length) continue;
    sums[f] = (sums[f] ?? 0) + (t.dur ?? 0) / 1000;
  }
  const busyMs = tasks.reduce((s, t) => s + (t.dur ?? 0) / 1000, 0);
  return { perFrame: sums, frames: sums.length, busyMs, windowMs };
}
