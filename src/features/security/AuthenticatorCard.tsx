// The authenticator section: enrol on /user/otp_qrcode, or turn it off with a current code.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { disableOtpCall } from '../../tab/account/authenticator';
import { SECURITY_CHANGED, type SecurityOverview } from '../../tab/account/security';
import { useShell } from '../../tab/react/hooks';
import { useMutation } from '../../tab/react/query';
import { Busy } from '../auth/Busy';
import { useReauth } from './ReauthDialog';
import { CodeInput, codeProblem } from '../auth/CodeInput';

export function AuthenticatorCard(props: { readonly overview: SecurityOverview }) {
  const { toasts } = useShell();
  const turnOff = useMutation();
  const { dialog, withReauth } = useReauth();
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enabled = props.overview.otp_enabled;
  const requiredByPolicy = props.overview.factor_policy.includes('otp');

  async function disable(e: FormEvent) {
    e.preventDefault();
    if (turnOff.pending) return;
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    const r = await withReauth(() => turnOff.run(disableOtpCall(code), SECURITY_CHANGED));
    if (!r.ok) return setError(r.error);
    toasts.show('Authenticator turned off.', 'success');
    setDisabling(false);
    setCode('');
    setError(null);
  }

  return (
    <section className="card sec-card" aria-labelledby="otp-title" data-testid="authenticator-card">
      {dialog}
      <header className="sec-card-header">
        <h2 id="otp-title">Authenticator app</h2>
        <span className={`badge ${enabled ? 'badge-on' : 'badge-off'}`} data-testid="otp-status">
          {enabled ? 'On' : 'Off'}
        </span>
      </header>
      <p className="muted">
        Time-based 6-digit codes from an app on your phone.
        {requiredByPolicy && ' Your institution requires it for signing in.'}
      </p>
      {disabling ? (
        <form className="auth-form" onSubmit={disable} noValidate>
          <CodeInput
            label="Current authenticator code"
            value={code}
            onChange={setCode}
            invalid={error !== null}
            autoFocus
            testId="otp-disable-code"
          />
          {error && (
            <div className="alert-error" role="alert">
              {error}
            </div>
          )}
          <div className="sec-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setDisabling(false)}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-danger"
              disabled={turnOff.pending}
              data-testid="otp-disable-confirm"
            >
              <Busy busy={turnOff.pending} label="Turn off" />
            </button>
          </div>
        </form>
      ) : (
        <div className="sec-actions">
          <Link className="btn" to="/user/otp_qrcode" data-testid="otp-setup-link">
            {enabled ? 'Move to a new device' : 'Set up authenticator'}
          </Link>
          {enabled && !requiredByPolicy && (
            <button type="button" className="btn btn-ghost" onClick={() => setDisabling(true)}>
              Turn off
            </button>
          )}
        </div>
      )}
    </section>
  );
}
