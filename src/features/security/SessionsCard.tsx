// The user's sessions (R-SECH-20): every live one with its device, address, opening and last
// use; "Sign out" ends another one, "Sign out all other sessions" keeps only this one, and
// "Sign out everywhere" ends this one too.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { logoutEverywhere } from '../../tab/account/security';
import {
  deviceLabel,
  revokeOtherSessionsCall,
  revokeSessionCall,
  sessionsQuery,
  SESSIONS_CHANGED,
  type UserSession,
} from '../../tab/account/sessions';
import { useShell } from '../../tab/react/hooks';
import { useMutation, useQuery } from '../../tab/react/query';
import { signOut } from '../../tab/signOut';
import { Busy } from '../auth/Busy';

const when = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? `${formatDateTimeUtc(ms)} UTC` : '—';
};

function SessionRow(props: {
  readonly session: UserSession;
  readonly busy: boolean;
  readonly onRevoke: (id: number) => void;
}) {
  const { session } = props;
  return (
    <tr data-testid="session-row" data-current={session.current ? 'true' : undefined}>
      <td className="name-cell" title={session.user_agent ?? undefined}>
        {deviceLabel(session.user_agent)}
        {session.current && <span className="badge badge-on session-current">This session</span>}
      </td>
      <td className="mono">{session.ip ?? '—'}</td>
      <td>{when(session.created_at)}</td>
      <td>{when(session.last_seen_at)}</td>
      <td className="actions-col">
        {!session.current && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => props.onRevoke(session.id)}
            disabled={props.busy}
            data-testid="session-revoke"
          >
            Sign out
          </button>
        )}
      </td>
    </tr>
  );
}

export function SessionsCard() {
  const shell = useShell();
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery).data;
  const change = useMutation();
  const [leaving, setLeaving] = useState(false);
  const busy = leaving || change.pending;
  const list = sessions.status === 'ready' ? sessions.value : [];
  const others = list.filter((s) => !s.current).length;

  async function revoke(id: number) {
    if (busy) return;
    const r = await change.run(revokeSessionCall(id), SESSIONS_CHANGED);
    shell.toasts.show(r.ok ? 'Session signed out.' : r.error, r.ok ? 'success' : 'error');
  }

  async function revokeOthers() {
    if (busy) return;
    const r = await change.run<{ revoked: number }>(revokeOtherSessionsCall(), SESSIONS_CHANGED);
    if (!r.ok) return shell.toasts.show(r.error, 'error');
    shell.toasts.show(
      r.value.revoked === 1
        ? '1 other session signed out.'
        : `${r.value.revoked} other sessions signed out.`,
      'success',
    );
  }

  async function everywhere() {
    if (busy) return;
    setLeaving(true);
    const r = await logoutEverywhere(shell.core);
    if (!r.ok) {
      setLeaving(false);
      shell.toasts.show(r.error, 'error');
      return;
    }
    await signOut(shell.core, shell.session, shell.toasts, shell.env);
    void navigate('/login', { replace: true });
  }

  return (
    <section
      className="card sec-card sec-card-wide"
      aria-labelledby="sessions-title"
      data-testid="sessions-card"
    >
      <header className="sec-card-header">
        <h2 id="sessions-title">Sessions</h2>
        {sessions.status === 'ready' && <span className="badge">{list.length}</span>}
      </header>
      <p className="muted">
        Where you are signed in to Desk. Signing a session out closes its open streams at once.
      </p>
      {sessions.status === 'error' ? (
        <div className="alert-error" role="alert">
          {sessions.message}
        </div>
      ) : sessions.status !== 'ready' ? (
        <div className="skeleton" style={{ height: 80 }} aria-busy="true" />
      ) : (
        <table className="data-table sessions-table">
          <thead>
            <tr>
              <th>Device</th>
              <th>IP address</th>
              <th>Signed in</th>
              <th>Last active</th>
              <th className="actions-col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <SessionRow key={s.id} session={s} busy={busy} onRevoke={(id) => void revoke(id)} />
            ))}
          </tbody>
        </table>
      )}
      <div className="sec-actions">
        <button
          type="button"
          className="btn"
          onClick={() => void revokeOthers()}
          disabled={busy || others === 0}
          data-testid="sessions-revoke-others"
        >
          <Busy busy={change.pending} label="Sign out all other sessions" />
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void everywhere()}
          disabled={busy}
          data-testid="logout-all"
        >
          <Busy busy={leaving} label="Sign out everywhere" />
        </button>
      </div>
    </section>
  );
}
