// Account → Activity history: the user's security and session events, newest first.
import { useEffect, useState } from 'react';
import {
  activityLabel,
  ACTIVITY_PAGE,
  describeAgent,
  loadActivity,
  type Activity,
} from '../../tab/account/security';
import { failed, ready, type Loadable } from '../../tab/loadable';
import { useSessionData, useShell } from '../../tab/react/hooks';
import { formatDateTimeUtc } from '../../../domain/dates';

export function ActivityTab() {
  const { core } = useShell();
  const { entities } = useSessionData();
  const [rows, setRows] = useState<Loadable<readonly Activity[]>>({ status: 'loading' });
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void loadActivity(core).then((r) => {
      if (!live) return;
      setRows(r.ok ? ready(r.value.activities) : failed(r.error));
      setMore(r.ok && r.value.activities.length === ACTIVITY_PAGE);
    });
    return () => {
      live = false;
    };
  }, [core]);

  async function loadMore() {
    if (rows.status !== 'ready' || busy) return;
    const last = rows.value.at(-1);
    if (!last) return;
    setBusy(true);
    const r = await loadActivity(core, last.id);
    setBusy(false);
    if (!r.ok) return;
    setRows(ready([...rows.value, ...r.value.activities]));
    setMore(r.value.activities.length === ACTIVITY_PAGE);
  }

  const entityName = (id: number | null) =>
    id === null
      ? '—'
      : (entities.entities.find((e) => String(e.id) === String(id))?.name ?? `#${id}`);

  if (rows.status === 'error')
    return (
      <div className="alert-error" role="alert">
        {rows.message}
      </div>
    );
  if (rows.status !== 'ready') return <div className="skeleton" style={{ height: 240 }} />;
  if (rows.value.length === 0) return <p className="muted">No activity recorded yet.</p>;

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
          {rows.value.map((a) => (
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
