// The report: everything one run measured, the machine, and the history of earlier runs so a
// regression shows. Written as bench/out/report.json; the HTML page renders the same object.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { MachineInfo } from './machine';
import type { RoundPlan, ScenarioRun } from './runner';
import type { PendingScenario, RunSize } from './types';

export const REPORT_SCHEMA = 1;
const HISTORY_LIMIT = 100;

export type ScenarioEntry = ScenarioRun | PendingScenario;

/** Headline medians of one pair in one run (A null while ours is not measurable). */
export interface HistoryPair {
  readonly metric: string;
  readonly unit: string;
  readonly a: number | null;
  readonly b: number;
}

export interface HistoryEntry {
  readonly generatedAt: string;
  readonly size: RunSize;
  readonly commit: string | null;
  readonly cpuModel: string;
  readonly cores: number;
  readonly pairs: Readonly<Record<string, HistoryPair>>;
}

export interface Report {
  readonly schema: typeof REPORT_SCHEMA;
  readonly generatedAt: string;
  readonly command: string;
  readonly size: RunSize;
  readonly plan: RoundPlan;
  readonly commit: string | null;
  readonly machine: MachineInfo;
  readonly durationMillis: number;
  /** 1-minute load average when the run ended (compare with machine.loadAverageAtStart). */
  readonly loadAverageAtEnd: number;
  readonly scenarios: readonly ScenarioEntry[];
  readonly summary: {
    readonly measured: number;
    readonly failed: number;
    readonly pending: number;
    readonly targetsMet: number;
    readonly targetsMissed: number;
    readonly targetsOpen: number;
  };
  /** Earlier runs and this one, oldest first. */
  readonly history: readonly HistoryEntry[];
}

export function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function historyEntryOf(report: Omit<Report, 'history'>): HistoryEntry {
  const pairs: Record<string, HistoryPair> = {};
  for (const s of report.scenarios) {
    if (s.kind !== 'measured') continue;
    for (const p of s.pairs) {
      const head = p.metrics[0];
      if (!head) continue;
      pairs[p.id] = {
        metric: head.spec.label,
        unit: head.spec.unit,
        a: head.a?.median ?? null,
        b: head.b.median,
      };
    }
  }
  return {
    generatedAt: report.generatedAt,
    size: report.size,
    commit: report.commit,
    cpuModel: report.machine.cpuModel,
    cores: report.machine.cores,
    pairs,
  };
}

export function appendHistory(history: readonly HistoryEntry[], entry: HistoryEntry) {
  return [...history, entry].slice(-HISTORY_LIMIT);
}

export function summarise(scenarios: readonly ScenarioEntry[]): Report['summary'] {
  let measured = 0;
  let failed = 0;
  let pending = 0;
  let targetsMet = 0;
  let targetsMissed = 0;
  let targetsOpen = 0;
  for (const s of scenarios) {
    if (s.kind === 'pending') {
      pending++;
      targetsOpen += s.targets.length;
      continue;
    }
    if (s.status === 'failed') failed++;
    else measured++;
    for (const t of s.targets) {
      if (t.verdict === null) targetsOpen++;
      else if (t.verdict.met) targetsMet++;
      else targetsMissed++;
    }
  }
  return { measured, failed, pending, targetsMet, targetsMissed, targetsOpen };
}

/** S2 < S10 < S11 (by number), whatever the order they were run in. */
const scenarioOrder = (id: string): number => Number(/\d+/.exec(id)?.[0] ?? Infinity);

/**
 * A partial run (`--only … --publish`) merged into the published report: its scenarios replace
 * those of the same id, the others stay as published; each merged scenario notes when, where
 * and how it was measured, since the report's own machine and plan are the full run's.
 */
export function mergeIntoPublished(published: Report, run: Report): Report {
  const ids = new Set(run.scenarios.map((s) => s.id));
  const stamp =
    `Measured separately on ${run.generatedAt.slice(0, 10)} (commit ${run.commit ?? 'unknown'}, ` +
    `${run.plan.warmup} warm-up + ${run.plan.rounds} rounds, load average ` +
    `${run.machine.loadAverageAtStart} at start, ${run.loadAverageAtEnd} at end) with ` +
    `\`${run.command}\`, and merged into the published run.`;
  const added = run.scenarios.map((s) =>
    s.kind === 'measured' ? { ...s, notes: [...s.notes, stamp] } : s,
  );
  const scenarios = [...published.scenarios.filter((s) => !ids.has(s.id)), ...added].sort(
    (a, b) => scenarioOrder(a.id) - scenarioOrder(b.id),
  );
  return { ...published, scenarios, summary: summarise(scenarios) };
}
