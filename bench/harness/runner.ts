// Runs the pairs of a scenario: A and B alternate, A B A B, each round after a full GC; the
// first rounds warm the JIT up and are discarded; the rest are summarised per metric.
import { collectGarbage } from './gc';
import { advantage, spread } from './stats';
import type {
  MeasuredScenario,
  MetricResult,
  PairResult,
  PairSpec,
  RoundValues,
  RunSize,
  TargetVerdict,
  Way,
} from './types';

export interface RoundPlan {
  readonly warmup: number;
  readonly rounds: number;
}

export const ROUND_PLANS: Readonly<Record<RunSize, RoundPlan>> = {
  quick: { warmup: 1, rounds: 2 },
  full: { warmup: 3, rounds: 15 },
};

export interface ScenarioRun {
  readonly kind: 'measured';
  readonly id: string;
  readonly title: string;
  readonly meaning: string;
  readonly notes: readonly string[];
  readonly status: 'ok' | 'failed';
  readonly error: string | null;
  readonly pairs: readonly PairResult[];
  readonly targets: readonly {
    readonly label: string;
    readonly verdict: TargetVerdict | null;
  }[];
  readonly wallMillis: number;
}

export type Log = (line: string) => void;

async function measure(way: Way, metricKeys: readonly string[]): Promise<RoundValues> {
  collectGarbage();
  const values = await way.round();
  for (const key of metricKeys) {
    const v = values[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new Error(`${way.label}: metric ${key} is ${String(v)}, not a finite number`);
    }
  }
  return values;
}

export async function runPair(
  spec: PairSpec,
  size: RunSize,
  plan: RoundPlan,
  log: Log,
): Promise<PairResult> {
  const started = performance.now();
  const prepared = await spec.prepare({ size });
  const keys = spec.metrics.map((m) => m.key);
  const roundsA: RoundValues[] = [];
  const roundsB: RoundValues[] = [];
  try {
    for (let r = 0; r < plan.warmup + plan.rounds; r++) {
      const a = prepared.a ? await measure(prepared.a, keys) : null;
      const b = await measure(prepared.b, keys);
      if (r < plan.warmup) continue;
      if (a) roundsA.push(a);
      roundsB.push(b);
    }
  } finally {
    await prepared.dispose?.();
  }
  const metrics: MetricResult[] = spec.metrics.map((m) => {
    const valuesA = roundsA.map((v) => v[m.key] as number);
    const valuesB = roundsB.map((v) => v[m.key] as number);
    const a = prepared.a ? spread(valuesA) : null;
    const b = spread(valuesB);
    return {
      spec: m,
      a,
      b,
      ratioAOverB: a && b.median !== 0 ? a.median / b.median : null,
      advantage: a ? advantage(a.median, b.median, m.better) : null,
      roundsA: valuesA,
      roundsB: valuesB,
    };
  });
  const head = metrics[0];
  if (head) {
    const adv = head.advantage === null ? 'ours not yet measurable' : `${fmtX(head.advantage)}`;
    log(`  ${spec.id}: ${adv} (${head.spec.label})`);
  }
  return {
    id: spec.id,
    title: spec.title,
    labelA: prepared.a?.label ?? null,
    labelB: prepared.b.label,
    oursNeeds: prepared.a ? null : (spec.oursNeeds ?? 'our implementation'),
    settings: prepared.settings,
    rounds: plan.rounds,
    warmupRounds: plan.warmup,
    metrics,
    wallMillis: performance.now() - started,
  };
}

const fmtX = (x: number): string => `${x.toFixed(2)}× ${x >= 1 ? 'better' : 'worse'}`;

export async function runScenario(
  scenario: MeasuredScenario,
  size: RunSize,
  plan: RoundPlan,
  log: Log,
): Promise<ScenarioRun> {
  const started = performance.now();
  const pairs: PairResult[] = [];
  let error: string | null = null;
  log(`${scenario.id} ${scenario.title}`);
  try {
    for (const spec of scenario.pairs) pairs.push(await runPair(spec, size, plan, log));
  } catch (e) {
    error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    log(`  FAILED: ${error}`);
  }
  const byId = new Map(pairs.map((p) => [p.id, p]));
  const targets = scenario.targets.map((t) => ({
    label: t.label,
    // A quick run only proves each scenario works: its figures are not judged.
    verdict: error === null && size === 'full' ? t.evaluate(byId) : null,
  }));
  for (const t of targets) {
    const open = size === 'quick' ? 'not judged (quick run)' : 'open';
    const mark = t.verdict === null ? open : t.verdict.met ? 'met' : 'NOT met';
    log(`  target ${mark}: ${t.label}${t.verdict ? ` (measured ${t.verdict.actual})` : ''}`);
  }
  return {
    kind: 'measured',
    id: scenario.id,
    title: scenario.title,
    meaning: scenario.meaning,
    notes: scenario.notes ?? [],
    status: error === null ? 'ok' : 'failed',
    error,
    pairs,
    targets,
    wallMillis: performance.now() - started,
  };
}
