// Admin → Users → "Sign out everyone" (ASVS 7.4.5, R-SECH-22): after a confirm step (and a
// re-authentication when the last one is over 10 minutes old), every session of the entity's
// people ends and their open screens go back to sign-in; the count ended is shown.
import { useState } from 'react';
import {
  EVERYONE_SIGNED_OUT,
  parseSignedOut,
  signedOutText,
  signOutEveryoneCall,
} from '../../tab/admin/sessions';
import { useMutation } from '../../tab/react/query';
import { Modal } from '../../ui/Modal';
import { useReauth } from '../security/ReauthDialog';

export function SignOutEveryoneCard() {
  const { pending, run } = useMutation();
  const { dialog, withReauth } = useReauth();
  const [confirming, setConfirming] = useState(false);
  const [keepOwn, setKeepOwn] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signOutEveryone() {
    setError(null);
    const r = await withReauth(() => run(signOutEveryoneCall(keepOwn), EVERYONE_SIGNED_OUT));
    setConfirming(false);
    if (r.ok) setDone(signedOutText(parseSignedOut(r.value)));
    else setError(r.error);
  }

  return (
    <div className="card admin-card" data-testid="sign-out-everyone">
      <header className="admin-card-head">
        <h2>Sign out everyone</h2>
        <span className="muted">
          Ends every session of this entity’s users at once, for example after a lost device.
          Everyone can sign in again with their password and second factor.
        </span>
      </header>
      <div className="admin-form-row">
        <button
          type="button"
          className="btn btn-danger btn-sm"
          onClick={() => {
            setDone(null);
            setError(null);
            setConfirming(true);
          }}
          data-testid="sign-out-everyone-open"
        >
          Sign out everyone
        </button>
        {done !== null && (
          <span role="status" data-testid="sign-out-everyone-done">
            {done}
          </span>
        )}
        {error !== null && (
          <span className="field-error" role="alert" data-testid="sign-out-everyone-error">
            {error}
          </span>
        )}
      </div>
      {confirming && (
        <Modal
          title="Sign out everyone?"
          maxWidth={440}
          onClose={() => setConfirming(false)}
          testId="sign-out-everyone-confirm"
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={pending}
                onClick={() => void signOutEveryone()}
                data-testid="sign-out-everyone-submit"
              >
                {pending ? 'Signing out…' : 'Sign out everyone'}
              </button>
            </>
          }
        >
          <p className="modal-text">
            Every session of this entity’s users ends now, on every device, and their open screens
            return to sign-in. This is not sent for approval.
          </p>
          <p>
            <label className="check">
              <input
                type="checkbox"
                checked={keepOwn}
                onChange={(e) => setKeepOwn(e.target.checked)}
                data-testid="sign-out-everyone-keep"
              />
              Keep me signed in here
            </label>
          </p>
        </Modal>
      )}
      {dialog}
    </div>
  );
}
