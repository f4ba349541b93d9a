// Labs (spec 2.3 /labs; docs/labs-focal.md): experimental features each user switches on for
// themselves, with what they do and a feedback box. A switch takes effect at once.
import { useState } from 'react';
import { labsQuery, LABS_CHANGED, setLabCall, type LabFeatureState } from '../../tab/labs/labs';
import { useMutation, useQuery } from '../../tab/react/query';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import '../admin/admin.css';
import './labs.css';

export default function LabsPage() {
  const { data, refetch } = useQuery(labsQuery);
  return (
    <section className="labs" data-testid="labs-page">
      <header>
        <h1>Labs</h1>
        <p className="muted">
          Experimental features you can try before everyone gets them. Each switch is yours alone,
          takes effect at once and can be turned off any time.
        </p>
      </header>
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {data.status === 'loading' && <TableSkeleton rows={3} />}
      {data.status === 'ready' && data.value.map((f) => <Feature key={f.key} feature={f} />)}
    </section>
  );
}

function Feature({ feature }: { readonly feature: LabFeatureState }) {
  const change = useMutation();
  const [feedback, setFeedback] = useState(feature.feedback);
  const [note, setNote] = useState<string | null>(null);
  async function toggle() {
    const r = await change.run(setLabCall(feature.key, !feature.enabled), LABS_CHANGED);
    setNote(r.ok ? null : r.error);
  }
  async function send() {
    const r = await change.run(setLabCall(feature.key, feature.enabled, feedback), LABS_CHANGED);
    setNote(r.ok ? 'Thanks for the feedback' : r.error);
  }
  return (
    <article className="card labs-feature" data-testid="labs-feature" data-key={feature.key}>
      <div>
        <h2>{feature.title}</h2>
        <p className="muted">{feature.description}</p>
      </div>
      <label className="labs-switch">
        <input
          type="checkbox"
          role="switch"
          checked={feature.enabled}
          disabled={change.pending}
          onChange={() => void toggle()}
          data-testid={`labs-toggle-${feature.key}`}
        />{' '}
        {feature.enabled ? 'On' : 'Off'}
      </label>
      <div className="labs-feedback">
        <input
          className="input input-sm"
          placeholder="Tell us what works and what doesn't"
          value={feedback}
          maxLength={1000}
          onChange={(e) => setFeedback(e.target.value)}
          aria-label={`Feedback on ${feature.title}`}
        />
        <button
          type="button"
          className="btn btn-sm"
          disabled={change.pending || feedback.trim() === ''}
          onClick={() => void send()}
        >
          Send feedback
        </button>
        {note && (
          <span className="muted" role="status">
            {note}
          </span>
        )}
      </div>
    </article>
  );
}
