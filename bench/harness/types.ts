// The vocabulary of the benchmark harness: a scenario holds one or more pairs; a pair runs our
// way (A) and a baseline (B) over the same workload, alternating A B A B, and every round of a
// way reports a few named metrics. Targets read the summarised pairs; they are goals to show,
// never assertions.

export type Better = 'higher' | 'lower';

/** One measured quantity of a pair, e.g. level updates per second. */
export interface MetricSpec {
  readonly key: string;
  readonly label: string;
  /** Shown after numbers, e.g. 'level updates/s' or 'µs'. */
  readonly unit: string;
  readonly better: Better;
}

/** What one round of a way measured: a value for every metric of its pair. */
export type RoundValues = Readonly<Record<string, number>>;

/** One way of doing the workload. `round` runs it once and times only the measured part. */
export interface Way {
  readonly label: string;
  round(): Promise<RoundValues> | RoundValues;
}

/** 'quick' is the smoke check: small workloads, few rounds. */
export type RunSize = 'quick' | 'full';

export interface PairContext {
  readonly size: RunSize;
}

/** A prepared pair: both ways over one workload, plus the settings the report prints. */
export interface PreparedPair {
  /** null while our side does not exist yet (the report says what it needs). */
  readonly a: Way | null;
  readonly b: Way;
  readonly settings: Readonly<Record<string, string | number>>;
  dispose?(): Promise<void> | void;
}

export interface PairSpec {
  readonly id: string;
  readonly title: string;
  /** First metric is the headline one (charts, ratio in the summary). */
  readonly metrics: readonly MetricSpec[];
  /** Why A is missing, when prepare() returns a null A. */
  readonly oursNeeds?: string;
  prepare(ctx: PairContext): Promise<PreparedPair> | PreparedPair;
}

export interface TargetSpec {
  readonly label: string;
  /** Reads the summarised pairs of its scenario; null means it cannot be judged yet. */
  evaluate(pairs: ReadonlyMap<string, PairResult>): TargetVerdict | null;
}

export interface TargetVerdict {
  readonly met: boolean;
  /** The measured figure the target was compared with, in words. */
  readonly actual: string;
}

export interface MeasuredScenario {
  readonly kind: 'measured';
  readonly id: string;
  readonly title: string;
  /** What it means for a trader. */
  readonly meaning: string;
  readonly pairs: readonly PairSpec[];
  readonly targets: readonly TargetSpec[];
  /** Parts of the scenario that wait for later work. */
  readonly notes?: readonly string[];
  /**
   * Rounds of a full run when the default (3 warm-up + 15) would take too long: the Chromium
   * scenarios run seconds-to-minutes windows per round. `--rounds` still overrides it.
   */
  readonly fullPlan?: { readonly warmup: number; readonly rounds: number };
}

export interface PendingScenario {
  readonly kind: 'pending';
  readonly id: string;
  readonly title: string;
  readonly meaning: string;
  readonly sideBySide: string;
  readonly targets: readonly string[];
  /** What must exist before it can be measured. */
  readonly needs: string;
}

export type Scenario = MeasuredScenario | PendingScenario;

// ---- results ----

export interface Spread {
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
  readonly q1: number;
  readonly q3: number;
  readonly min: number;
  readonly max: number;
}

export interface MetricResult {
  readonly spec: MetricSpec;
  readonly a: Spread | null;
  readonly b: Spread;
  /** Median of A over median of B (raw). */
  readonly ratioAOverB: number | null;
  /** How many times better A is than B in the metric's direction (>1: A better). */
  readonly advantage: number | null;
  /** Per-round values kept for the charts (warm-up rounds excluded). */
  readonly roundsA: readonly number[];
  readonly roundsB: readonly number[];
}

export interface PairResult {
  readonly id: string;
  readonly title: string;
  readonly labelA: string | null;
  readonly labelB: string;
  readonly oursNeeds: string | null;
  readonly settings: Readonly<Record<string, string | number>>;
  readonly rounds: number;
  readonly warmupRounds: number;
  readonly metrics: readonly MetricResult[];
  readonly wallMillis: number;
}
