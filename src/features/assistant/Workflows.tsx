// Named workflows: step counts, run now, a schedule (daily at a UTC time / every N hours), the
// last run's steps with their status, the run history, and "Save as report" (PDF or Markdown):
// a report job that the shell's Downloads panel follows in every tab (docs/reports.md).
import { useState } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import { valueOf } from '../../tab/loadable';
import {
  ASSISTANT_INVALIDATES,
  runWorkflowCall,
  saveRunReportCall,
  scheduleWorkflowCall,
  unscheduleWorkflowCall,
  workflowRunsQuery,
  workflowsQuery,
  type WorkflowRunView,
  type WorkflowView,
} from '../../tab/assistant/assistant';
import { useMutation, useQuery } from '../../tab/react/query';

/** Earlier runs shown under the last one. */
const HISTORY = 5;

/** "Save as report: PDF · Markdown" for one finished run. */
function SaveAsReport({ run }: { readonly run: WorkflowRunView }) {
  const { pending, run: call } = useMutation();
  const [note, setNote] = useState<string | null>(null);
  if (run.status === 'in_progress') return null;
  const save = (format: 'pdf' | 'md') =>
    void call(saveRunReportCall(run.id, format), { tags: ['reports'] }).then((res) =>
      setNote(res.ok ? 'Report requested: follow it in Downloads.' : res.error),
    );
  return (
    <span className="ast-save-report">
      Save as report:{' '}
      <button
        type="button"
        className="ast-link"
        disabled={pending}
        data-testid={`ast-save-pdf-${run.id}`}
        onClick={() => save('pdf')}
      >
        PDF
      </button>{' '}
      ·{' '}
      <button
        type="button"
        className="ast-link"
        disabled={pending}
        data-testid={`ast-save-md-${run.id}`}
        onClick={() => save('md')}
      >
        Markdown
      </button>
      {note && (
        <span className="ast-provider" role="status">
          {' '}
          {note}
        </span>
      )}
    </span>
  );
}

const runWhen = (run: WorkflowRunView) =>
  `${formatDateTimeUtc(Date.parse(run.started_at))} UTC ${run.trigger === 'schedule' ? '(scheduled)' : '(run now)'}`;

function History({ runs }: { readonly runs: readonly WorkflowRunView[] }) {
  if (runs.length === 0) return null;
  return (
    <details className="ast-run-history">
      <summary>Earlier runs ({runs.length})</summary>
      <ul>
        {runs.map((r) => (
          <li key={r.id} data-testid="ast-workflow-history-run">
            {runWhen(r)}: <strong>{r.status}</strong> <SaveAsReport run={r} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Daily at a UTC time or every N hours; the server's scheduler runs it (R-AST-15). */
function ScheduleEditor({ workflow }: { readonly workflow: WorkflowView }) {
  const current = workflow.schedule;
  const [kind, setKind] = useState<'off' | 'daily' | 'hours'>(current?.kind ?? 'off');
  const [time, setTime] = useState(current?.time ?? '07:00');
  const [hours, setHours] = useState(String(current?.every_hours ?? 6));
  const { pending, run } = useMutation();
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const call =
      kind === 'off'
        ? unscheduleWorkflowCall(workflow.name)
        : scheduleWorkflowCall(
            workflow.name,
            kind === 'daily' ? { kind, time } : { kind, every_hours: Number(hours) },
          );
    void run(call, ASSISTANT_INVALIDATES).then((res) => setError(res.ok ? null : res.error));
  };
  return (
    <div className="ast-schedule" data-testid={`ast-schedule-${workflow.name}`}>
      <div className="ast-provider" data-testid={`ast-schedule-label-${workflow.name}`}>
        {current
          ? `${current.label} · next run ${new Date(current.next_run_at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
          : 'Not scheduled'}
      </div>
      <div className="ast-schedule-row">
        <select
          className="input input-sm"
          aria-label="Schedule"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'off' | 'daily' | 'hours')}
        >
          <option value="off">Not scheduled</option>
          <option value="daily">Daily at (UTC)</option>
          <option value="hours">Every N hours</option>
        </select>
        {kind === 'daily' && (
          <input
            className="input input-sm"
            type="time"
            aria-label="Time of day (UTC)"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        )}
        {kind === 'hours' && (
          <input
            className="input input-sm"
            type="number"
            min={1}
            max={168}
            aria-label="Every how many hours"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        )}
        <button
          type="button"
          className="btn btn-sm"
          disabled={pending || (kind === 'off' && current === null)}
          onClick={save}
        >
          Save schedule
        </button>
      </div>
      {error && <div role="alert">{error}</div>}
    </div>
  );
}

function Run({ run }: { readonly run: WorkflowRunView }) {
  return (
    <div className="ast-run" data-testid="ast-workflow-run">
      <div className="ast-provider">
        Last run {runWhen(run)}: {run.status}
      </div>
      <ol className="ast-run-steps">
        {run.steps.map((s, i) => (
          <li key={i} className={`ast-step-${s.status}`}>
            {s.title}: <strong>{s.status}</strong>
          </li>
        ))}
      </ol>
      <SaveAsReport run={run} />
    </div>
  );
}

export function Workflows() {
  const { data } = useQuery(workflowsQuery);
  const runs = valueOf(useQuery(workflowRunsQuery).data) ?? [];
  const { pending, run } = useMutation();
  const [error, setError] = useState<string | null>(null);
  if (data.status !== 'ready') return <div className="ast-settings">Loading workflows…</div>;
  return (
    <div className="ast-settings" aria-label="Workflows">
      <strong>Workflows</strong>
      {data.value.map((w) => (
        <div key={w.name} className="ast-workflow" data-testid={`ast-workflow-${w.name}`}>
          <div>
            {w.title} <span className="ast-provider">({w.step_count} steps)</span>
          </div>
          <div className="ast-provider">{w.description}</div>
          <button
            type="button"
            className="btn"
            disabled={pending}
            data-testid={`ast-workflow-run-${w.name}`}
            onClick={() => {
              void run(runWorkflowCall(w.name), ASSISTANT_INVALIDATES).then((res) =>
                setError(res.ok ? null : res.error),
              );
            }}
          >
            Run now
          </button>
          <ScheduleEditor workflow={w} />
          {w.last_run && <Run run={w.last_run} />}
          <History
            runs={runs
              .filter((r) => r.workflow === w.name && r.id !== w.last_run?.id)
              .slice(0, HISTORY)}
          />
        </div>
      ))}
      {error && <div role="alert">{error}</div>}
    </div>
  );
}
