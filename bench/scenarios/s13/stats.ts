// Pure helpers of S13: a fixed-bucket latency histogram (each client worker fills one, the
// driver merges them and reads percentiles) and the /proc readings behind CPU and memory.

/** Bucket width of the latency histogram. */
export const LATENCY_BUCKET_MILLIS = 0.1;
/** Latencies at or above this land in the last bucket (read as this value). */
export const LATENCY_MAX_MILLIS = 30_000;
export const LATENCY_BUCKETS = Math.ceil(LATENCY_MAX_MILLIS / LATENCY_BUCKET_MILLIS) + 1;

export function newLatencyHistogram(): Uint32Array {
  return new Uint32Array(LATENCY_BUCKETS);
}

/** Adds one sample; a negative latency (clock step) counts as 0. */
export function addLatency(histogram: Uint32Array, millis: number): void {
  const bucket = Math.min(
    LATENCY_BUCKETS - 1,
    Math.max(0, Math.floor(millis / LATENCY_BUCKET_MILLIS)),
  );
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

/** Sums histograms of the same layout into `into`. */
export function mergeLatency(into: Uint32Array, from: Uint32Array): void {
  if (into.length !== from.length) throw new Error('histograms of different layouts');
  for (let i = 0; i < from.length; i++) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
}

export function latencyCount(histogram: Uint32Array): number {
  let n = 0;
  for (const c of histogram) n += c;
  return n;
}

/**
 * The p-th percentile (0–100) in milliseconds: the upper edge of the bucket holding the
 * nearest-rank sample, so a figure is never below the truth by more than nothing and above it
 * by less than one bucket. NaN when the histogram is empty.
 */
export function latencyPercentile(histogram: Uint32Array, p: number): number {
  const total = latencyCount(histogram);
  if (total === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i] ?? 0;
    if (seen >= rank) return Math.min(LATENCY_MAX_MILLIS, (i + 1) * LATENCY_BUCKET_MILLIS);
  }
  return LATENCY_MAX_MILLIS;
}

/**
 * CPU time of a process (user + system, all threads) in clock ticks from the text of
 * /proc/<pid>/stat. The command name (field 2) may hold spaces and parentheses, so fields are
 * counted after its last ')'.
 */
export function cpuTicksOfStat(stat: string): number {
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line');
  // After ')': state (field 3), ... utime is field 14, stime field 15.
  const rest = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const utime = Number(rest[14 - 3]);
  const stime = Number(rest[15 - 3]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('bad stat fields');
  return utime + stime;
}

/** Resident memory in bytes from the text of /proc/<pid>/status (VmRSS, in kB). */
export function rssBytesOfStatus(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error('no VmRSS in /proc/<pid>/status');
  return Number(match[1]) * 1024;
}

/** Busy and total jiffies of all cores from the first line of /proc/stat. */
export function machineTicksOfProcStat(procStat: string): { busy: number; total: number } {
  const line = procStat.split('\n', 1)[0] ?? '';
  if (!line.startsWith('cpu ')) throw new Error('not /proc/stat');
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is inside user already).
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * How many HAProxy processes 'clients' connections need when one process may hold `fdLimit`
 * descriptors: two per connection (client and gateway side) plus `reserve` for listeners,
 * health checks and logs. Also the maxconn each of them gets.
 */
export function balancerPlan(
  clients: number,
  fdLimit: number,
  reserve = 200,
): { processes: number; maxConnections: number } {
  const perProcess = Math.floor((fdLimit - reserve) / 2);
  if (perProcess < 1) throw new Error(`an open-files limit of ${fdLimit} holds no connection`);
  const processes = Math.max(1, Math.ceil(clients / perProcess));
  return { processes, maxConnections: perProcess };
}

/** Soft and hard open-files limits from the text of /proc/<pid>/limits. */
export function openFilesLimitOf(limits: string): { soft: number; hard: number } {
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  if (!match) throw new Error('no "Max open files" in /proc/<pid>/limits');
  const read = (v: string | undefined) => (v === 'unlimited' ? Infinity : Number(v));
  return { soft: read(match[1]), hard: read(match[2]) };
}
