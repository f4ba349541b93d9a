// /login: email and password, then every second factor the user's policy asks for: the
// emailed code, the authenticator code or the hardware key (docs/api.md "Sign-in by factor
// policy"). A forced flow named by the final answer (spec 8) wins over ?next=.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useShell } from '../../tab/react/hooks';
import { requiredMessage } from '../../../domain/text';
import { isEmail } from '../../../domain/validation';
import { keysSupported, assertWithKey } from '../security/webauthn';
import { AuthCard } from './AuthCard';
import { Busy } from './Busy';
import { Field, SignInEmailField, SubmitButton } from './Field';
import { CodeInput, codeProblem } from './CodeInput';
import {
  resendEmailCode,
  submitPassword,
  verifyAuthenticatorCode,
  verifyEmailCode,
  verifySecurityKey,
  type Factor,
  type StepOutcome,
  type StepResult,
} from '../../tab/account/loginFlow';
import { landingTarget } from './safeNext';
import './auth.css';

type Step =
  | { readonly kind: 'credentials' }
  | {
      readonly kind: 'factor';
      readonly factor: Factor;
      readonly email: string;
      /** A factor was already passed: the email code then goes to /api/email3fa. */
      readonly afterOther: boolean;
    };

/** A notice another page leaves for the sign-in page (password reset, email verified). */
export interface LoginNotice {
  readonly notice: string;
}

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export default function LoginPage() {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const token = useSession((s) => s.token);
  const { core } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  const next = params.get('next');

  // Already signed in (e.g. another tab): go where the user was heading.
  if (token && step.kind === 'credentials')
    return <Navigate to={landingTarget(next, null)} replace />;

  /** Moves on from any step: the next factor, or into the app. */
  async function advance(outcome: StepOutcome): Promise<void> {
    if (outcome.kind === 'next') {
      setStep({
        kind: 'factor',
        factor: outcome.factor,
        email: outcome.email,
        afterOther: step.kind === 'factor',
      });
      return;
    }
    await core.setSession(outcome.token);
    // Without ?next=, "/" decides: the user's last screen (save_last_user_state), else the
    // landing page.
    void navigate(
      outcome.instruction ?? (next === null ? '/' : landingTarget(next, outcome.user.landing_page)),
      {
        replace: true,
      },
    );
  }

  if (step.kind === 'credentials') return <CredentialsStep notice={notice} onDone={advance} />;
  const back = () => setStep({ kind: 'credentials' });
  switch (step.factor) {
    case 'email_otp':
      return <EmailCodeStep key="email" step={step} onDone={advance} onBack={back} />;
    case 'otp':
      return <AuthenticatorStep key="otp" email={step.email} onDone={advance} onBack={back} />;
    case 'yubikey':
      return <SecurityKeyStep key="key" email={step.email} onDone={advance} onBack={back} />;
  }
}

type Advance = (outcome: StepOutcome) => Promise<void>;

/** Runs a step's call and advances on success; returns the error text otherwise. */
async function settle(
  call: Promise<StepResult<StepOutcome>>,
  onDone: Advance,
): Promise<string | null> {
  const r = await call;
  if (!r.ok) return r.error;
  await onDone(r.value);
  return null;
}

function ErrorLine({ error }: { readonly error: string | null }) {
  return error ? (
    <div className="alert-error" role="alert" data-testid="login-error">
      {error}
    </div>
  ) : null;
}

function CredentialsStep(props: { readonly notice: string | null; readonly onDone: Advance }) {
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
    const failed = await settle(submitPassword(core, trimmed, password), props.onDone);
    setBusy(false);
    setError(failed);
  }

  return (
    <AuthCard title="Sign in" subtitle="Institutional trading and treasury">
      <form className="auth-form" onSubmit={submit} noValidate>
        {props.notice && (
          <div className="auth-notice" role="status" data-testid="login-notice">
            {props.notice}
          </div>
        )}
        <SignInEmailField
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
          testId="login-email"
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          testId="login-password"
          aside={
            <Link to="/reset_password" className="auth-link" data-testid="forgot-password">
              Forgot password?
            </Link>
          }
        />
        <ErrorLine error={error} />
        <SubmitButton busy={busy} label="Continue" testId="login-submit" />
        <p className="auth-aside">
          New institution? <Link to="/signup">Create an account</Link>
        </p>
      </form>
    </AuthCard>
  );
}

function BackLink({
  onBack,
  disabled,
}: {
  readonly onBack: () => void;
  readonly disabled: boolean;
}) {
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onBack} disabled={disabled}>
      ← Use a different account
    </button>
  );
}

function EmailCodeStep(props: {
  readonly step: Extract<Step, { kind: 'factor' }>;
  readonly onDone: Advance;
  readonly onBack: () => void;
}) {
  const { core } = useShell();
  const { email, afterOther } = props.step;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setNotice(null);
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setError(null);
    setBusy('verify');
    const failed = await settle(verifyEmailCode(core, email, code, afterOther), props.onDone);
    setBusy(null);
    setError(failed);
  }

  async function resend() {
    if (busy) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    const r = await resendEmailCode(core, email);
    setBusy(null);
    if (r.ok) setNotice(`A new code was sent to ${email}.`);
    else setError(r.error);
  }

  return (
    <AuthCard title="Check your email" subtitle={`We sent a 6-digit code to ${email}.`}>
      <form className="auth-form" onSubmit={verify} noValidate>
        <CodeInput
          label="Verification code"
          value={code}
          onChange={setCode}
          invalid={error !== null}
          autoFocus
          testId="login-code"
        />
        <ErrorLine error={error} />
        {notice && (
          <div className="auth-notice" role="status">
            {notice}
          </div>
        )}
        <SubmitButton
          busy={busy === 'verify'}
          disabled={busy !== null}
          label="Verify"
          testId="login-verify"
        />
        <div className="auth-row">
          <BackLink onBack={props.onBack} disabled={busy !== null} />
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

function AuthenticatorStep(props: {
  readonly email: string;
  readonly onDone: Advance;
  readonly onBack: () => void;
}) {
  const { core } = useShell();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    const failed = await settle(verifyAuthenticatorCode(core, props.email, code), props.onDone);
    setBusy(false);
    setError(failed);
  }

  return (
    <AuthCard
      title="Authenticator code"
      subtitle="Enter the 6-digit code your authenticator app shows for Desk."
    >
      <form className="auth-form" onSubmit={verify} noValidate>
        <CodeInput
          label="Authenticator code"
          value={code}
          onChange={setCode}
          invalid={error !== null}
          autoFocus
          testId="login-otp-code"
        />
        <ErrorLine error={error} />
        <SubmitButton busy={busy} label="Verify" testId="login-otp-verify" />
        <div className="auth-row">
          <BackLink onBack={props.onBack} disabled={busy} />
        </div>
      </form>
    </AuthCard>
  );
}

function SecurityKeyStep(props: {
  readonly email: string;
  readonly onDone: Advance;
  readonly onBack: () => void;
}) {
  const { core } = useShell();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = keysSupported();

  async function useKey() {
    if (busy) return;
    setError(null);
    setBusy(true);
    const failed = await settle(verifySecurityKey(core, props.email, assertWithKey), props.onDone);
    setBusy(false);
    setError(failed);
  }

  return (
    <AuthCard
      title="Security key"
      subtitle="Insert your hardware security key and touch it when it blinks."
    >
      <div className="auth-form">
        <div className="key-illustration" aria-hidden="true">
          <span className="key-illustration-body" />
        </div>
        {!supported && (
          <div className="alert-error" role="alert">
            This browser does not support security keys. Use a current Chrome, Edge, Firefox or
            Safari.
          </div>
        )}
        <ErrorLine error={error} />
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={useKey}
          disabled={busy || !supported}
          aria-busy={busy}
          data-testid="login-key-start"
        >
          <Busy busy={busy} label={error ? 'Try again' : 'Use security key'} />
        </button>
        <div className="auth-row">
          <BackLink onBack={props.onBack} disabled={busy} />
        </div>
      </div>
    </AuthCard>
  );
}
