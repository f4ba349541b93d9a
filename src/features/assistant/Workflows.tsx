// Named workflows: step counts, run now, a schedule (daily at a UTC time / every N hours), the
// last run's steps with their status, and its report as a Markdown download (read through the
// data core, saved from a Blob).
import { useState } from 'react';
import {
  ASSISTANT_INVALIDATES,
  reportCall,
  runWorkflowCall,
  scheduleWorkflowCall,
  unscheduleWorkflowCall,
  workflowsQuery,
  type WorkflowRunView,
  type WorkflowView,
} from '../../tab/assistant/assistant';
import { useMutation, useQuery } from '../../tab/react/query';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
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
  const { pending, run: call } = useMutation();
  return (
    <div className="ast-run" data-testid="ast-workflow-run">
      <div className="ast-provider">
        Last run {run.trigger === 'schedule' ? '(scheduled)' : '(run now)'}: {run.status}
      </div>
      <ol className="ast-run-steps">
        {run.steps.map((s, i) => (
          <li key={i} className={`ast-step-${s.status}`}>
            {s.title}: <strong>{s.status}</strong>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="ast-link"
        disabled={pending}
        data-testid="ast-workflow-report"
        onClick={() => {
          void call<string>(reportCall(run.id), {}).then((res) => {
            if (res.ok) download(`${run.workflow}-${run.id}.md`, String(res.value));
          });
        }}
      >
        Download report (Markdown)
      </button>
    </div>
  );
}

export function Workflows() {
  const { data } = useQuery(workflowsQuery);
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
        </div>
      ))}
      {error && <div role="alert">{error}</div>}
    </div>
  );
}
