// The password section of Account → Security: when it changed, when it expires, the form.
import { useState } from 'react';
import type { SecurityOverview } from '../../tab/account/security';
import { useShell } from '../../tab/react/hooks';
import { formatDateTimeUtc } from '../../../domain/dates';
import { ChangePasswordForm } from './ChangePasswordForm';

function when(iso: string | null): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? `${formatDateTimeUtc(ms)} UTC` : '—';
}

export function PasswordCard(props: { readonly overview: SecurityOverview }) {
  const { toasts } = useShell();
  const [open, setOpen] = useState(false);
  const o = props.overview;
  return (
    <section className="card sec-card" aria-labelledby="password-title">
      <header className="sec-card-header">
        <h2 id="password-title">Password</h2>
        {o.password_change_required && <span className="badge badge-warning">Change required</span>}
      </header>
      <dl className="profile-list">
        <div>
          <dt>Last changed</dt>
          <dd>{when(o.password_changed_at)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{o.password_expires_at ? when(o.password_expires_at) : 'Never'}</dd>
        </div>
      </dl>
      {open ? (
        <>
          <ChangePasswordForm
            onChanged={() => {
              // The change marked the overview stale: its dates load again.
              toasts.show('Your password was changed.', 'success');
              setOpen(false);
            }}
          />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </>
      ) : (
        <div className="sec-actions">
          <button
            type="button"
            className="btn"
            onClick={() => setOpen(true)}
            data-testid="change-password-open"
          >
            Change password
          </button>
        </div>
      )}
    </section>
  );
}
