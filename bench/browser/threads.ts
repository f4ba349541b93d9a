// CPU time of Chromium's worker threads (the data cores) read from /proc: Linux names every
// Web Worker thread, shared or dedicated, "DedicatedWorker thread" (15-character comm). Sums
// user + system time over every such thread of the Chromium processes this bench process
// started (its descendants: other browsers on a shared machine are not counted).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux
const WORKER = /^(DedicatedWorker|SharedWorker)/;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Pids whose chain of parents reaches this process. */
function descendants(): string[] {
  const parent = new Map<string, string>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    const ppid = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid !== undefined) parent.set(pid, ppid);
  }
  const self = String(process.pid);
  return [...parent.keys()].filter((pid) => {
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 64; p = parent.get(p), hops++)
      if (p === self) return true;
    return false;
  });
}

/** Per worker thread (pid/tid): CPU milliseconds so far. */
export function workerThreadCpu(): Map<string, number> {
  if (os.platform() !== 'linux') throw new Error('worker CPU is read from /proc (Linux only)');
  const out = new Map<string, number>();
  for (const pid of descendants()) {
    const cmd = read(`/proc/${pid}/cmdline`);
    if (cmd === null || !cmd.includes('--type=renderer')) continue;
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const comm = read(`/proc/${pid}/task/${tid}/comm`)?.trim() ?? '';
      if (!WORKER.test(comm)) continue;
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!fields) continue;
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      out.set(`${pid}/${tid}`, ticks * TICK_MS);
    }
  }
  return out;
}

/** CPU ms the worker threads alive at both reads spent between them. */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [id, ms] of after) sum += ms - (before.get(id) ?? ms);
  return sum;
}
