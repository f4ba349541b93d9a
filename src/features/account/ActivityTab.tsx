// Account → Activity history: the user's security and session events, newest first.
import { useState } from 'react';
import {
  activityLabel,
  activityQuery,
  ACTIVITY_PAGE,
  describeAgent,
  loadActivity,
  type Activity,
} from '../../tab/account/security';
import { useSessionData, useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { formatDateTimeUtc } from '../../../domain/dates';

/** Pages loaded on demand below the newest one, from the row they continue after. */
interface OlderPages {
  readonly after: Activity['id'];
  readonly rows: readonly Activity[];
  readonly more: boolean;
}

export function ActivityTab() {
  const { core } = useShell();
  const { entities } = useSessionData();
  const newest = useQuery(activityQuery).data;
  const [older, setOlder] = useState<OlderPages | null>(null);
  const [busy, setBusy] = useState(false);

  const entityName = (id: number | null) =>
    id === null
      ? '—'
      : (entities.entities.find((e) => String(e.id) === String(id))?.name ?? `#${id}`);

  if (newest.status === 'error')
    return (
      <div className="alert-error" role="alert">
        {newest.message}
      </div>
    );
  if (newest.status !== 'ready') return <div className="skeleton" style={{ height: 240 }} />;

  // Older pages continue the newest page they were loaded under: when a reload of the newest
  // page moves its last row, they would leave a gap, so they go.
  const after = newest.value.at(-1)?.id;
  const shown = older !== null && older.after === after ? older : null;
  const rows = shown === null ? newest.value : [...newest.value, ...shown.rows];
  const more = shown === null ? newest.value.length === ACTIVITY_PAGE : shown.more;

  async function loadMore() {
    const last = rows.at(-1);
    if (busy || after === undefined || !last) return;
    setBusy(true);
    const r = await loadActivity(core, last.id);
    setBusy(false);
    if (!r.ok) return;
    setOlder({
      after,
      rows: [...(shown?.rows ?? []), ...r.value.activities],
      more: r.value.activities.length === ACTIVITY_PAGE,
    });
  }

  if (rows.length === 0) return <p className="muted">No activity recorded yet.</p>;

  return (
    <section className="card venue-card" data-testid="activity-history">
      <table className="data-table">
        <thead>
          <tr>
            <th>Time (UTC)</th>
            <th>Activity</th>
            <th>Entity</th>
            <th>IP address</th>
            <th>Device</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={String(a.id)} data-testid="activity-row" data-action={a.action}>
              <td className="mono">{formatDateTimeUtc(Date.parse(a.at))}</td>
              <td>
                <span className={a.action.endsWith('_failed') ? 'text-danger' : undefined}>
                  {activityLabel(a.action)}
                </span>
              </td>
              <td>{entityName(a.entity_id)}</td>
              <td className="mono">{a.ip}</td>
              <td title={a.user_agent}>{describeAgent(a.user_agent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && (
        <div className="table-footer">
          <button type="button" className="btn btn-sm" onClick={loadMore} disabled={busy}>
            {busy ? 'Loading…' : 'Load older activity'}
          </button>
        </div>
      )}
    </section>
  );
}
