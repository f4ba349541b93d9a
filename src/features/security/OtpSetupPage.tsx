// /user/otp_qrcode (spec 2.1): authenticator enrolment. ?required=true is the forced setup of
// spec 8 ('gauth'): no way around it but finishing it or signing out.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  generateOtpSecret,
  groupSecret,
  verifyOtpEnrolment,
  type OtpSecret,
} from '../../tab/account/authenticator';
import { fieldError } from '../../tab/account/calls';
import { instructionTarget } from '../../tab/account/instructions';
import { failed, idle, ready, type Loadable } from '../../tab/loadable';
import { useShell } from '../../tab/react/hooks';
import { AuthCard } from '../auth/AuthCard';
import { useReauth } from './ReauthDialog';
import { Busy } from '../auth/Busy';
import { CodeInput, codeProblem } from '../auth/CodeInput';
import { qrImageSrc } from './qr';
import { RequireToken } from './RequireToken';

interface Enrolment {
  readonly secret: OtpSecret;
  readonly qr: string;
}

export default function OtpSetupPage() {
  return (
    <RequireToken>
      <OtpSetup />
    </RequireToken>
  );
}

function OtpSetup() {
  const { core, toasts, session } = useShell();
  const navigate = useNavigate();
  const required = useSearchParams()[0].get('required') === 'true';
  const [enrolment, setEnrolment] = useState<Loadable<Enrolment>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { dialog, withReauth } = useReauth();

  // A one-shot step, not a query: every GET replaces the server's pending secret, so a cached,
  // shared or refetched answer could show a secret the server has already dropped.
  useEffect(() => {
    let live = true;
    void (async () => {
      const r = await withReauth(() => generateOtpSecret(core));
      if (!live) return;
      if (!r.ok) return setEnrolment(failed(r.error));
      const qr = await qrImageSrc(r.value.qr_code, r.value.otp_auth_url);
      if (live) setEnrolment(ready({ secret: r.value, qr }));
    })();
    return () => {
      live = false;
    };
  }, [core, attempt, withReauth]);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (busy || enrolment.status !== 'ready') return;
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    const r = await verifyOtpEnrolment(core, enrolment.value.secret, code);
    setBusy(false);
    if (!r.ok) {
      setError(fieldError(r, 'code') ?? r.error);
      return;
    }
    toasts.show('Authenticator enabled.', 'success');
    // A forced step may have kept the session restricted: load it afresh.
    session.setState({ session: idle });
    void navigate(instructionTarget(r.value) ?? (required ? '/' : '/account/accounts_security'), {
      replace: true,
    });
  }

  return (
    <AuthCard
      wide
      title="Set up your authenticator"
      subtitle={
        required
          ? 'Your institution requires an authenticator app for signing in. Set it up to continue.'
          : 'Add Desk to an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.'
      }
      testId="otp-setup-page"
    >
      {dialog}
      <ol className="auth-steps">
        <li>Scan the QR code with your authenticator app, or type the key by hand.</li>
        <li>Enter the 6-digit code the app shows for Desk.</li>
      </ol>
      {enrolment.status === 'error' ? (
        <div className="auth-form">
          <div className="alert-error" role="alert">
            {enrolment.message}
          </div>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : enrolment.status !== 'ready' ? (
        <div className="qr-block" aria-busy="true">
          <div className="qr-image skeleton" />
          <div className="secret-box">
            <div className="skeleton" style={{ height: 14, width: 180 }} />
            <div className="skeleton" style={{ height: 32, width: 240 }} />
          </div>
        </div>
      ) : (
        <div className="qr-block">
          <img
            className="qr-image"
            src={enrolment.value.qr}
            alt="QR code for your authenticator app"
            data-testid="otp-qr"
          />
          <div className="secret-box">
            <span className="field-label">Setup key</span>
            <code className="secret-value" data-testid="otp-secret">
              {groupSecret(enrolment.value.secret.otp_secret_key)}
            </code>
            <span className="muted">Time-based, 6 digits, every 30 seconds.</span>
          </div>
        </div>
      )}
      <form className="auth-form" onSubmit={verify} noValidate>
        <CodeInput
          label="Authenticator code"
          value={code}
          onChange={setCode}
          invalid={error !== null}
          testId="otp-code"
        />
        {error && (
          <div className="alert-error" role="alert" data-testid="otp-error">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy || enrolment.status !== 'ready'}
          aria-busy={busy}
          data-testid="otp-verify"
        >
          <Busy busy={busy} label="Verify and enable" />
        </button>
      </form>
      <div className="auth-row auth-row-end">
        {required ? (
          <Link className="btn btn-ghost btn-sm" to="/logout">
            Sign out
          </Link>
        ) : (
          <Link className="btn btn-ghost btn-sm" to="/account/accounts_security">
            Cancel
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
