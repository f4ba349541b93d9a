// Named workflows: step counts, run now, the last run's steps with their status, and its report
// as a Markdown download (read through the data core, saved from a Blob).
import { useState } from 'react';
import {
  ASSISTANT_INVALIDATES,
  reportCall,
  runWorkflowCall,
  workflowsQuery,
  type WorkflowRunView,
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

function Run({ run }: { readonly run: WorkflowRunView }) {
  const { pending, run: call } = useMutation();
  return (
    <div className="ast-run" data-testid="ast-workflow-run">
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
          {w.last_run && <Run run={w.last_run} />}
        </div>
      ))}
      {error && <div role="alert">{error}</div>}
    </div>
  );
}
