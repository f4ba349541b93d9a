// /login: email and password, then the emailed 6-digit code (docs/api.md "Sign-in").
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { requiredMessage } from '../../domain/text';
import { isEmail } from '../../domain/validation';
import { useSession, useShell } from '../../core/react/hooks';
import { AuthCard } from './AuthCard';
import { resendEmailCode, submitPassword, verifyEmailCode } from './loginFlow';
import { landingTarget } from './safeNext';
import './auth.css';

type Step =
  { readonly kind: 'credentials' } | { readonly kind: 'emailCode'; readonly email: string };

const CODE_LENGTH = 6;

export default function LoginPage() {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const token = useSession((s) => s.token);
  const [params] = useSearchParams();
  const next = params.get('next');

  // Already signed in (e.g. another tab): go where the user was heading.
  if (token && step.kind === 'credentials')
    return <Navigate to={landingTarget(next, null)} replace />;

  return step.kind === 'credentials' ? (
    <CredentialsStep onDone={(email) => setStep({ kind: 'emailCode', email })} />
  ) : (
    <EmailCodeStep email={step.email} next={next} onBack={() => setStep({ kind: 'credentials' })} />
  );
}

function Busy({ busy, label }: { readonly busy: boolean; readonly label: string }) {
  return busy ? (
    <>
      <span className="spinner" aria-hidden="true" />
      <span>{label}…</span>
    </>
  ) : (
    <span>{label}</span>
  );
}

function CredentialsStep({ onDone }: { readonly onDone: (email: string) => void }) {
  const { core } = useShell();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const errs: { email?: string; password?: string } = {};
    if (!trimmed) errs.email = requiredMessage('Email');
    else if (!isEmail(trimmed)) errs.email = 'Enter a valid email address';
    if (!password) errs.password = requiredMessage('Password');
    setFieldErrors(errs);
    setError(null);
    if (errs.email || errs.password) return;
    setBusy(true);
    const r = await submitPassword(core, trimmed, password);
    setBusy(false);
    if (r.ok) onDone(r.value.email);
    else setError(r.error);
  }

  return (
    <AuthCard title="Sign in" subtitle="Institutional trading and treasury">
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field-label">Email</span>
          <input
            className="input"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldErrors.email ? true : undefined}
            data-testid="login-email"
            placeholder="you@institution.com"
          />
          {fieldErrors.email && <span className="field-error">{fieldErrors.email}</span>}
        </label>
        <label className="field">
          <span className="field-label">Password</span>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={fieldErrors.password ? true : undefined}
            data-testid="login-password"
          />
          {fieldErrors.password && <span className="field-error">{fieldErrors.password}</span>}
        </label>
        {error && (
          <div className="alert-error" role="alert" data-testid="login-error">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          <Busy busy={busy} label="Continue" />
        </button>
      </form>
    </AuthCard>
  );
}

function EmailCodeStep(props: {
  readonly email: string;
  readonly next: string | null;
  readonly onBack: () => void;
}) {
  const { core } = useShell();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!code) return setError(requiredMessage('Code'));
    if (code.length !== CODE_LENGTH) return setError(`Enter the ${CODE_LENGTH}-digit code`);
    setError(null);
    setBusy('verify');
    const r = await verifyEmailCode(core, props.email, code);
    if (!r.ok) {
      setBusy(null);
      setError(r.error);
      return;
    }
    await core.setSession(r.value.token);
    navigate(landingTarget(props.next, r.value.user?.landing_page), { replace: true });
  }

  async function resend() {
    if (busy) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    const r = await resendEmailCode(core, props.email);
    setBusy(null);
    if (r.ok) setNotice(`A new code was sent to ${props.email}.`);
    else setError(r.error);
  }

  return (
    <AuthCard
      title="Check your email"
      subtitle={`We sent a ${CODE_LENGTH}-digit code to ${props.email}.`}
    >
      <form className="auth-form" onSubmit={verify} noValidate>
        <label className="field">
          <span className="field-label">Verification code</span>
          <input
            className="input input-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            aria-invalid={error ? true : undefined}
            data-testid="login-code"
            placeholder="000000"
          />
        </label>
        {error && (
          <div className="alert-error" role="alert" data-testid="login-error">
            {error}
          </div>
        )}
        {notice && (
          <div className="auth-notice" role="status">
            {notice}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy !== null}
          aria-busy={busy === 'verify'}
          data-testid="login-verify"
        >
          <Busy busy={busy === 'verify'} label="Verify" />
        </button>
        <div className="auth-row">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={props.onBack}
            disabled={busy !== null}
          >
            ← Use a different account
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={resend}
            disabled={busy !== null}
            data-testid="login-resend"
          >
            <Busy busy={busy === 'resend'} label="Resend code" />
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
