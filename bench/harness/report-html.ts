// The self-contained HTML report: inline CSS and SVG, the product's dark theme with the teal
// accent, readable offline and attachable to an issue as one file.
import { formatTimes, formatValue } from './format';
import type { Report, ScenarioEntry } from './report';
import type { ScenarioRun } from './runner';
import { COLOR_A, COLOR_B, escapeHtml as esc, lineChart, rangeChart } from './svg';
import type { MetricResult, PairResult, PendingScenario, Spread } from './types';

const CSS = `
:root{color-scheme:dark;--bg:#0b0f14;--surface:#111821;--surface2:#16202b;--border:#223040;
--text:#e6edf3;--muted:#8b9bb0;--faint:#5d6e82;--accent:#14b8a6;--accent-strong:#2dd4bf;
--accent-soft:rgb(20 184 166/14%);--danger:#f05252;--danger-soft:rgb(240 82 82/14%);
--warning:#f5a524;--warning-soft:rgb(245 165 36/14%);--success:#22c55e;--success-soft:rgb(34 197 94/14%)}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:13px/1.5 Inter,'SF Pro Text',-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{max-width:1080px;margin:0 auto;padding:24px 20px 64px}
h1{font-size:22px;margin:0 0 4px}h1 span{color:var(--accent-strong)}
h2{font-size:18px;margin:0 0 6px}h3{font-size:15px;margin:18px 0 6px}
.muted{color:var(--muted)}.faint{color:var(--faint)}
.mono,td.num{font-family:'JetBrains Mono','SF Mono',Menlo,Consolas,monospace;font-size:12px}
.card{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:16px 18px;margin:16px 0}
.banner{border-color:var(--warning);background:var(--warning-soft)}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:10px}
.stat{background:var(--surface2);border:1px solid var(--border);border-radius:6px;padding:10px 12px}
.stat b{display:block;font-size:20px}
table{width:100%;border-collapse:collapse;margin:6px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--border);vertical-align:top}
th{color:var(--muted);font-weight:600;font-size:12px}
td.num{text-align:right;white-space:nowrap}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:11px;font-weight:600;white-space:nowrap}
.met{background:var(--success-soft);color:var(--success)}.missed{background:var(--danger-soft);color:var(--danger)}
.open{background:var(--surface2);color:var(--muted)}.failed{background:var(--danger-soft);color:var(--danger)}
.pending{background:var(--warning-soft);color:var(--warning)}
.a{color:${COLOR_A}}.b{color:${COLOR_B}}
.legend span{margin-right:14px}
details summary{cursor:pointer;color:var(--muted)}
pre{white-space:pre-wrap;color:var(--danger);font-size:12px}
a{color:var(--accent-strong)}
svg{display:block;max-width:760px}
`;

function badge(kind: 'met' | 'missed' | 'open' | 'failed' | 'pending', text: string): string {
  return `<span class="badge ${kind}">${esc(text)}</span>`;
}

const fmtSpread = (s: Spread, unit: string): string =>
  `${formatValue(s.median, unit)}<br><span class="faint">p10–p90 ${formatValue(s.p10, '')}– ${formatValue(s.p90, '')}<br>min–max ${formatValue(s.min, '')}– ${formatValue(s.max, '')}</span>`;

function metricRow(m: MetricResult): string {
  const adv =
    m.advantage === null
      ? '<span class="faint">—</span>'
      : `${formatTimes(m.advantage)} ${m.advantage >= 1 ? 'better' : 'worse'}`;
  const ratio = m.ratioAOverB === null ? '—' : m.ratioAOverB.toFixed(3);
  return `<tr><td>${esc(m.spec.label)}<br><span class="faint">${m.spec.better} is better</span></td>
<td class="num a">${m.a ? fmtSpread(m.a, m.spec.unit) : 'not yet measurable'}</td>
<td class="num b">${fmtSpread(m.b, m.spec.unit)}</td>
<td class="num">${ratio}</td><td class="num">${adv}</td></tr>`;
}

function pairHtml(p: PairResult): string {
  const head = p.metrics[0];
  const labelA =
    p.labelA ?? `ours — not yet measurable, needs ${p.oursNeeds ?? 'our implementation'}`;
  const settings = Object.entries(p.settings)
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(String(v))}</td></tr>`)
    .join('');
  const charts = head
    ? `<div class="legend"><span class="a">■ A ${esc(labelA)}</span><span class="b">■ B ${esc(p.labelB)}</span></div>` +
      rangeChart(
        [
          ...(head.a ? [{ label: 'A (ours)', color: COLOR_A, spread: head.a }] : []),
          { label: 'B (baseline)', color: COLOR_B, spread: head.b },
        ],
        head.spec.unit,
      ) +
      `<div class="faint">${esc(head.spec.label)} (${esc(head.spec.unit)}): median mark, p10–p90 box, min–max whisker.</div>` +
      lineChart(
        [
          ...(head.a ? [{ label: 'A', color: COLOR_A, values: head.roundsA }] : []),
          { label: 'B', color: COLOR_B, values: head.roundsB },
        ],
        `${head.spec.label} per measured round (A and B alternate within each round)`,
      )
    : '';
  return `<h3>${esc(p.id)} · ${esc(p.title)}</h3>
<table><tr><th></th><th class="a">A · ${esc(labelA)}</th><th class="b">B · ${esc(p.labelB)}</th><th>A/B</th><th>A vs B</th></tr>
${p.metrics.map(metricRow).join('')}</table>
${charts}
<details><summary>Settings · ${p.rounds} measured rounds after ${p.warmupRounds} warm-up · ${(p.wallMillis / 1000).toFixed(1)} s</summary><table>${settings}</table></details>`;
}

function targetRows(s: ScenarioRun, quick: boolean): string {
  return s.targets
    .map((t) => {
      const b =
        t.verdict === null
          ? badge(
              'open',
              s.status === 'failed'
                ? 'not judged'
                : quick
                  ? 'not judged (quick run)'
                  : 'not yet measurable',
            )
          : t.verdict.met
            ? badge('met', 'met')
            : badge('missed', 'not met');
      return `<tr><td>${esc(s.id)}</td><td>${esc(t.label)}</td><td>${b}</td><td>${esc(t.verdict?.actual ?? '—')}</td></tr>`;
    })
    .join('');
}

function measuredHtml(s: ScenarioRun, quick: boolean): string {
  const status = s.status === 'failed' ? badge('failed', 'failed') : '';
  return `<section class="card" id="${esc(s.id)}"><h2>${esc(s.id)} · ${esc(s.title)} ${status}</h2>
<p class="muted">${esc(s.meaning)}</p>
${s.notes.map((n) => `<p class="faint">${esc(n)}</p>`).join('')}
${s.error ? `<pre>${esc(s.error)}</pre>` : ''}
<table><tr><th>#</th><th>Target (a goal, not an assertion)</th><th>Verdict</th><th>Measured</th></tr>${targetRows(s, quick)}</table>
${s.pairs.map(pairHtml).join('')}</section>`;
}

function pendingHtml(s: PendingScenario): string {
  return `<section class="card" id="${esc(s.id)}"><h2>${esc(s.id)} · ${esc(s.title)} ${badge('pending', 'not yet measurable')}</h2>
<p class="muted">${esc(s.meaning)}</p>
<p><b>Needs:</b> ${esc(s.needs)}.</p>
<p><b>Side by side:</b> ${esc(s.sideBySide)}. <b>Targets:</b> ${s.targets.map(esc).join('; ')}.</p></section>`;
}

function historyHtml(report: Report): string {
  const full = report.history.filter((h) => h.size === 'full');
  if (full.length < 2) {
    return '<p class="faint">History starts with this run; later full runs chart their headline medians here.</p>';
  }
  const ids = [...new Set(full.flatMap((h) => Object.keys(h.pairs)))].sort();
  return ids
    .map((id) => {
      const entries = full.map((h) => h.pairs[id] ?? null);
      const last = entries.filter((e) => e !== null).at(-1);
      if (!last) return '';
      return `<h3>${esc(id)} · ${esc(last.metric)} (${esc(last.unit)})</h3>${lineChart(
        [
          { label: 'A', color: COLOR_A, values: entries.map((e) => e?.a ?? null) },
          { label: 'B', color: COLOR_B, values: entries.map((e) => e?.b ?? null) },
        ],
        `median per full run, oldest to newest (${full.length} runs)`,
      )}`;
    })
    .join('');
}

function scenarioHtml(s: ScenarioEntry, quick: boolean): string {
  return s.kind === 'pending' ? pendingHtml(s) : measuredHtml(s, quick);
}

export function renderHtml(report: Report): string {
  const m = report.machine;
  const s = report.summary;
  const measured = report.scenarios.filter((x): x is ScenarioRun => x.kind === 'measured');
  const pending = report.scenarios.filter((x): x is PendingScenario => x.kind === 'pending');
  const quick =
    report.size === 'quick'
      ? '<div class="card banner"><b>Quick run (smoke check).</b> Each scenario ran briefly to prove it works; its figures are not representative. Run <span class="mono">npm run bench</span> for real figures.</div>'
      : '';
  const pendingRows = pending
    .map(
      (p) =>
        `<tr><td>${esc(p.id)}</td><td>${p.targets.map(esc).join('; ')}</td><td>${badge('pending', 'not yet measurable')}</td><td>needs ${esc(p.needs)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Benchmark report · ${esc(report.generatedAt)}</title><style>${CSS}</style></head>
<body><main>
<h1>Desk <span>benchmark report</span></h1>
<div class="muted">${esc(report.generatedAt)} · <span class="mono">${esc(report.command)}</span>${report.commit ? ` · commit <span class="mono">${esc(report.commit)}</span>` : ''} · ${(report.durationMillis / 1000).toFixed(1)} s</div>
${quick}
<section class="card"><div class="grid">
<div class="stat"><span class="muted">Machine</span><b>${m.cores} cores</b><span class="faint">${esc(m.cpuModel)}, ${m.memoryGiB} GiB</span></div>
<div class="stat"><span class="muted">Runtime</span><b>Node ${esc(m.node.replace(/^v/, ''))}</b><span class="faint">V8 ${esc(m.v8)}, ${esc(m.platform)}</span></div>
<div class="stat"><span class="muted">Load average (1 min)</span><b>${m.loadAverageAtStart} → ${report.loadAverageAtEnd}</b><span class="faint">start → end; above ${m.cores}, other work shared the cores</span></div>
<div class="stat"><span class="muted">Method</span><b>A B × ${report.plan.rounds}</b><span class="faint">after ${report.plan.warmup} warm-up rounds, GC before each way</span></div>
<div class="stat"><span class="muted">Scenarios</span><b>${s.measured} measured</b><span class="faint">${s.failed} failed, ${s.pending} not yet measurable</span></div>
<div class="stat"><span class="muted">Targets</span><b><span class="a">${s.targetsMet} met</span> · ${s.targetsMissed} not</b><span class="faint">${s.targetsOpen} open</span></div>
</div></section>
<section class="card"><h2>Targets</h2>
<p class="faint">Goals from issue 7, shown against the measured medians; never asserted. A is ours, B the baseline; “A vs B” is how many times better A is in the metric’s direction.</p>
<table><tr><th>#</th><th>Target</th><th>Verdict</th><th>Measured</th></tr>${measured.map((x) => targetRows(x, report.size === 'quick')).join('')}${pendingRows}</table></section>
${report.scenarios.map((x) => scenarioHtml(x, report.size === 'quick')).join('\n')}
<section class="card"><h2>History</h2>${historyHtml(report)}</section>
</main></body></html>
`;
}
