// Admin → Feature flags: the spec 6 flags of the institution. A toggle sends one feature_flags
// request for that flag; the value stays until the request is approved.
import { useState } from 'react';
import {
  featureFlagsPayload,
  featureFlagsQuery,
  flagDescription,
  type FeatureFlagRow,
} from '../../tab/admin/featureFlags';
import { useQuery } from '../../tab/react/query';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { LoadError, Outcome, TableSkeleton } from './Outcome';

export function FeatureFlagsTab() {
  const { data, refetch } = useQuery(featureFlagsQuery);
  return (
    <section className="admin-section" data-testid="admin-feature-flags">
      <div className="card admin-card">
        <header className="admin-card-head">
          <h2>Feature flags</h2>
          <span className="muted">For every entity of the institution.</span>
        </header>
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {data.status === 'loading' && <TableSkeleton rows={7} />}
        {data.status === 'ready' && (
          <table className="dense-table">
            <thead>
              <tr>
                <th>Flag</th>
                <th>What it does</th>
                <th>Now</th>
                <th className="actions-col" />
              </tr>
            </thead>
            <tbody>
              {data.value.map((flag) => (
                <FlagRow key={flag.name} flag={flag} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function FlagRow({ flag }: { readonly flag: FeatureFlagRow }) {
  const { pending, send } = useSendRequest();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  async function toggle() {
    if (pending) return;
    setOutcome(await send('feature_flags', featureFlagsPayload({ [flag.name]: !flag.enabled })));
  }

  return (
    <tr data-testid="flag-row" data-flag={flag.name} data-enabled={flag.enabled}>
      <td className="mono cell-main">{flag.name}</td>
      <td className="muted">
        {flagDescription(flag.name)}
        <Outcome outcome={outcome} />
      </td>
      <td>
        <span className={`badge ${flag.enabled ? 'badge-on' : ''}`}>
          {flag.enabled ? 'On' : 'Off'}
        </span>
      </td>
      <td className="actions-col">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => void toggle()}
          disabled={pending}
          data-testid="flag-toggle"
        >
          {flag.enabled ? 'Turn off' : 'Turn on'}
        </button>
      </td>
    </tr>
  );
}
