// Re-authentication before a factor changes (R-SECH-19): when the server answers
// REAUTH_REQUIRED, a dialog asks for the password, confirms it and the action runs again.
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { needsReauth, reauthenticate } from '../../tab/account/sessions';
import { useShell } from '../../tab/react/hooks';
import { Modal } from '../../ui/Modal';
import { Busy } from '../auth/Busy';

type Outcome = {
  readonly ok: boolean;
  readonly errors?: readonly { readonly code: string }[] | undefined;
};

export interface Reauth {
  /** The dialog, to render while it is open (null otherwise). */
  readonly dialog: ReactNode;
  /** Runs `attempt`; on REAUTH_REQUIRED asks for the password and runs it once more. */
  withReauth<R extends Outcome>(attempt: () => Promise<R>): Promise<R>;
}

export function useReauth(): Reauth {
  const { core } = useShell();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const close = (confirmed: boolean) => {
    setOpen(false);
    setPassword('');
    setError(null);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const withReauth = useCallback(async <R extends Outcome>(attempt: () => Promise<R>) => {
    const first = await attempt();
    if (!needsReauth(first)) return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
    return confirmed ? attempt() : first;
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (password === '') return setError('Password is required');
    setBusy(true);
    const r = await reauthenticate(core, password);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    close(true);
  }

  const dialog = open ? (
    <Modal
      title="Confirm your password"
      maxWidth={420}
      onClose={() => close(false)}
      testId="reauth-modal"
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="modal-text">
          For your security, enter your password again before changing how you sign in.
        </p>
        <label className="field">
          <span className="field-label">Password</span>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            aria-invalid={error ? true : undefined}
            data-testid="reauth-password"
          />
        </label>
        {error && (
          <div className="alert-error" role="alert" data-testid="reauth-error">
            {error}
          </div>
        )}
        <div className="sec-actions">
          <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            data-testid="reauth-confirm"
          >
            <Busy busy={busy} label="Confirm" />
          </button>
        </div>
      </form>
    </Modal>
  ) : null;

  return { dialog, withReauth };
}
