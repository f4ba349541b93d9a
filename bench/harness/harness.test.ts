// The bench harness: its statistics and target verdicts, and a smoke run of the Node scenarios
// (issue 7: a quick run asserts that each scenario runs and reports every metric, never a
// time). The Chromium scenarios (S2a/S2b, S3–S8) take minutes to build and drive a browser; their
// smoke check is `npm run bench -- --only S3,S4,S5,S6,S7,S8 --quick`, and the product paths
// they measure are covered by the e2e suite. S10 starts the venue and 1,000 clients (about a
// minute), so it is left to `npm run bench -- --only S10 --quick` as well.
import { describe, expect, it } from 'vitest';
import { mergeIntoPublished, REPORT_SCHEMA, summarise, type Report } from './report';
import { runScenario } from './runner';
import { advantage, quantile, spread } from './stats';
import { oursAtLeast, oursBetterBy } from './targets';
import type { MeasuredScenario, MetricResult, PairResult } from './types';
import { s1 } from '../scenarios/s1-book-deltas';
import { s2 } from '../scenarios/s2-transport';
import { s9 } from '../scenarios/s9-matching';

describe('statistics', () => {
  it('quantiles interpolate between sorted values', () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20], 0.9)).toBe(19);
    expect(quantile([], 0.5)).toBeNaN();
    expect(spread([5, 1, 4, 2, 3])).toMatchObject({ median: 3, min: 1, max: 5, q1: 2, q3: 4 });
  });

  it('advantage is how many times better A is, in the metric direction', () => {
    expect(advantage(8, 2, 'higher')).toBe(4);
    expect(advantage(2, 8, 'lower')).toBe(4);
    expect(advantage(0, 8, 'lower')).toBeNull();
  });
});

function pairWith(key: string, better: 'higher' | 'lower', a: number, b: number): PairResult {
  const s = (v: number) => spread([v]);
  const metric: MetricResult = {
    spec: { key, label: key, unit: 'ms', better },
    a: s(a),
    b: s(b),
    ratioAOverB: a / b,
    advantage: advantage(a, b, better),
    roundsA: [a],
    roundsB: [b],
  };
  return {
    id: 'P',
    title: 'p',
    labelA: 'a',
    labelB: 'b',
    oursNeeds: null,
    settings: {},
    rounds: 1,
    warmupRounds: 0,
    metrics: [metric],
    wallMillis: 1,
  };
}

describe('targets', () => {
  it('a bound on our median, in the metric direction', () => {
    const fast = new Map([['P', pairWith('t', 'lower', 0.4, 9)]]);
    const slow = new Map([['P', pairWith('t', 'lower', 0.6, 9)]]);
    const target = oursAtLeast('t ≤ 0.5', 'P', 't', 0.5);
    expect(target.evaluate(fast)?.met).toBe(true);
    expect(target.evaluate(slow)?.met).toBe(false);
    expect(target.evaluate(new Map())).toBeNull();
  });

  it('an advantage over the baseline', () => {
    const pairs = new Map([['P', pairWith('r', 'higher', 10, 4)]]);
    expect(oursBetterBy('2×', 'P', 'r', 2).evaluate(pairs)?.met).toBe(true);
    expect(oursBetterBy('4×', 'P', 'r', 4).evaluate(pairs)?.met).toBe(false);
  });
});

describe('publishing some scenarios', () => {
  const report = (generatedAt: string, ids: string[], command: string): Report => {
    const scenarios = ids.map((id) => ({
      kind: 'pending' as const,
      id,
      title: id,
      meaning: '',
      sideBySide: '',
      targets: [],
      needs: '',
    }));
    return {
      schema: REPORT_SCHEMA,
      generatedAt,
      command,
      size: 'full',
      plan: { warmup: 1, rounds: 7 },
      commit: 'abc',
      machine: {} as Report['machine'],
      durationMillis: 1,
      loadAverageAtEnd: 1,
      scenarios,
      summary: summarise(scenarios),
      history: [],
    };
  };

  it('a partial run replaces its scenarios in the published report and keeps the others, in number order', () => {
    const published = report('2026-11-22T00:00:00Z', ['S1', 'S2', 'S10'], 'npm run bench');
    const partial = report('2026-11-26T00:00:00Z', ['S11', 'S2'], 'npm run bench -- --only S11,S2');
    const merged = mergeIntoPublished(published, partial);
    expect(merged.scenarios.map((s) => s.id)).toEqual(['S1', 'S2', 'S10', 'S11']);
    expect(merged.generatedAt).toBe(published.generatedAt);
    expect(merged.summary.pending).toBe(4);
    expect(merged.scenarios.find((s) => s.id === 'S2')).toBe(partial.scenarios[1]);
  });
});

describe('the Node scenarios run (quick, one round)', () => {
  // S2a and S2b run in Chromium (the bench build); S2's Node pairs are checked here.
  const s2Node: MeasuredScenario = {
    ...s2,
    pairs: s2.pairs.filter((p) => ['S2c', 'S2d', 'S2e'].includes(p.id)),
  };
  const cases: [string, MeasuredScenario][] = [
    ['S1', s1],
    ['S2 (Node pairs)', s2Node],
    ['S9', s9],
  ];
  it.each(cases)(
    '%s runs both ways of every pair and reports every metric',
    async (_id, s) => {
      const run = await runScenario(s, 'quick', { warmup: 0, rounds: 1 }, () => undefined);
      expect(run.error).toBeNull();
      expect(run.status).toBe('ok');
      expect(run.pairs.map((p) => p.id)).toEqual(s.pairs.map((p) => p.id));
      for (const pair of run.pairs)
        for (const m of pair.metrics) {
          expect(Number.isFinite(m.a?.median), `${pair.id} ${m.spec.key} A`).toBe(true);
          expect(Number.isFinite(m.b.median), `${pair.id} ${m.spec.key} B`).toBe(true);
        }
      // A quick run proves the scenario works; its figures are never judged.
      expect(run.targets.every((t) => t.verdict === null)).toBe(true);
    },
    120_000,
  );
});
