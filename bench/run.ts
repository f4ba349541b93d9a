// `npm run bench -- [--quick] [--only S1,S2] [--rounds N] [--out DIR] [--publish]`: runs the scenarios,
// prints progress, writes report.json, report.html and history.json. Exits non-zero only when
// a scenario throws (a crash or a failed correctness check), never because of a figure.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from './harness/args';
import { loadAverage, machineInfo } from './harness/machine';
import {
  appendHistory,
  gitCommit,
  historyEntryOf,
  mergeIntoPublished,
  readHistory,
  REPORT_SCHEMA,
  summarise,
} from './harness/report';
import type { Report, ScenarioEntry } from './harness/report';
import { renderHtml } from './harness/report-html';
import { ROUND_PLANS, runScenario } from './harness/runner';
import { scenarios } from './scenarios/index';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const base = ROUND_PLANS[args.size];
  const plan = { warmup: base.warmup, rounds: args.rounds ?? base.rounds };
  const selected = args.only ? scenarios.filter((s) => args.only?.includes(s.id)) : scenarios;
  const unknown = args.only?.filter((id) => !scenarios.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown scenario ${unknown.join(', ')}`);

  const machine = machineInfo();
  const log = (line: string): void => console.log(line);
  log(
    `bench: ${args.size} run, ${plan.warmup} warm-up + ${plan.rounds} measured rounds per way, ` +
      `${machine.cores} × ${machine.cpuModel}, node ${machine.node}, ` +
      `load average ${machine.loadAverageAtStart}`,
  );
  const started = performance.now();
  const results: ScenarioEntry[] = [];
  for (const scenario of selected) {
    if (scenario.kind === 'pending') {
      log(`${scenario.id} ${scenario.title}\n  not yet measurable — needs ${scenario.needs}`);
      results.push(scenario);
      continue;
    }
    const own = args.size === 'full' && args.rounds === null ? scenario.fullPlan : undefined;
    results.push(await runScenario(scenario, args.size, own ?? plan, log));
  }

  const outDir = path.resolve(args.outDir);
  mkdirSync(outDir, { recursive: true });
  const historyFile = path.join(outDir, 'history.json');
  const partial: Omit<Report, 'history'> = {
    schema: REPORT_SCHEMA,
    generatedAt: new Date().toISOString(),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    size: args.size,
    plan,
    commit: gitCommit(),
    machine,
    durationMillis: performance.now() - started,
    loadAverageAtEnd: loadAverage(),
    scenarios: results,
    summary: summarise(results),
  };
  const history = appendHistory(readHistory(historyFile), historyEntryOf(partial));
  const report: Report = { ...partial, history };
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'report.html'), renderHtml(report));
  writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);

  if (args.publish) {
    const results = path.resolve('bench/results');
    mkdirSync(results, { recursive: true });
    const latest = path.join(results, 'latest.json');
    // Some scenarios (--only): merged into the published run instead of replacing it.
    const published =
      args.only !== null && existsSync(latest)
        ? mergeIntoPublished(JSON.parse(readFileSync(latest, 'utf8')) as Report, report)
        : report;
    writeFileSync(latest, `${JSON.stringify(published, null, 2)}\n`);
    writeFileSync(path.join(results, 'report.html'), renderHtml(published));
    log(`published: ${results}/latest.json and report.html`);
  }
  const s = report.summary;
  log(
    `done in ${(report.durationMillis / 1000).toFixed(1)} s: ${s.measured} measured, ` +
      `${s.failed} failed, ${s.pending} not yet measurable; targets ${s.targetsMet} met, ` +
      `${s.targetsMissed} not met, ${s.targetsOpen} open`,
  );
  log(`report: ${path.join(outDir, 'report.html')} and report.json`);
  return s.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
