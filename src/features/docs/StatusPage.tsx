// Public system status (spec 2.1's further public route, a shared constant: STATUS_PATH;
// docs/labs-focal.md): the API and database health, the venue clock, and this browser's stream
// connection, readable signed in or out.
import { Link } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { getCall, PUBLIC } from '../../tab/account/calls';
import { defineQuery } from '../../tab/queries/define';
import { record, str } from '../../tab/queries/json';
import { useConnection } from '../../tab/react/market';
import { useSession } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import './docs.css';

const healthQuery = defineQuery<{ status: string; db: string }>(
  { key: ['public_health'], call: getCall('/healthz', PUBLIC), staleMillis: 5_000 },
  (raw) => {
    const o = record(raw, 'health');
    return { status: str(o, 'status'), db: str(o, 'db') };
  },
);

const clockQuery = defineQuery<number>(
  { key: ['public_clock'], call: getCall('/time/sync/milliseconds', PUBLIC), staleMillis: 5_000 },
  (raw) => {
    const o = record(raw, 'clock');
    const v = o['serverTime'] ?? o['milliseconds'] ?? o['time'];
    return typeof v === 'number' ? v : Number(v);
  },
);

export default function StatusPage() {
  const health = useQuery(healthQuery);
  const clock = useQuery(clockQuery);
  const connection = useConnection();
  const signedIn = useSession((s) => s.token !== null && s.session.status === 'ready');
  const api =
    health.data.status === 'ready'
      ? { ok: health.data.value.status === 'ok', text: 'Operational' }
      : health.data.status === 'error'
        ? { ok: false, text: health.data.message }
        : null;
  return (
    <div className="status-page" data-testid="status-page">
      <h1>System status</h1>
      <div className="card">
        <div className="status-row" data-testid="status-api">
          <span>REST API and database</span>
          <span className={api === null ? 'muted' : api.ok ? 'status-ok' : 'status-bad'}>
            {api === null ? 'Checking…' : api.text}
          </span>
        </div>
        <div className="status-row" data-testid="status-clock">
          <span>Venue clock (UTC)</span>
          <span>
            {clock.data.status === 'ready' && Number.isFinite(clock.data.value)
              ? formatDateTimeUtc(clock.data.value)
              : '—'}
          </span>
        </div>
        <div className="status-row" data-testid="status-stream">
          <span>Market data stream (this browser)</span>
          <span className={connection?.socket === 'open' ? 'status-ok' : 'muted'}>
            {connection?.socket === 'open'
              ? 'Connected'
              : signedIn
                ? 'Connecting…'
                : 'Connects after sign-in'}
          </span>
        </div>
      </div>
      <p>
        <Link to="/docs/ems">EMS API documentation</Link> ·{' '}
        {signedIn ? <Link to="/">Back to the app</Link> : <Link to="/login">Sign in</Link>}
      </p>
    </div>
  );
}
