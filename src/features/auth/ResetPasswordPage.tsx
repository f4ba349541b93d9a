// /reset_password: without a token, asks for the email and mails a link (the answer is the
// same whether or not the account exists); with ?token= from that link, sets a new password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_NOTICE } from '../../core/account/notices';
import {
  errorsByField,
  newPasswordProblems,
  requestPasswordReset,
  resetPassword,
  type FieldErrors,
} from '../../core/account/passwords';
import { useShell } from '../../core/react/hooks';
import { requiredMessage } from '../../domain/text';
import { isEmail } from '../../domain/validation';
import { PasswordInput, PolicyList } from '../security/PasswordFields';
import { usePasswordPolicy } from '../security/usePasswordPolicy';
import { AuthCard } from './AuthCard';
import { Busy } from './Busy';
import type { LoginNotice } from './LoginPage';
import './auth.css';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <NewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { core } = useShell();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    if (!trimmed) return setError(requiredMessage('Email'));
    if (!isEmail(trimmed)) return setError('Enter a valid email address');
    setError(null);
    setBusy(true);
    const r = await requestPasswordReset(core, trimmed);
    setBusy(false);
    if (r.ok) setSentTo(trimmed);
    else setError(r.error);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" testId="reset-sent">
        <p className="auth-message">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
          password. The link works once and expires in 30 minutes.
        </p>
        <Link className="btn btn-primary btn-block" to="/login">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you sign in with. We will send you a link to choose a new password."
    >
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
            aria-invalid={error ? true : undefined}
            data-testid="reset-email"
            placeholder="you@institution.com"
          />
        </label>
        {error && (
          <div className="alert-error" role="alert" data-testid="reset-error">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy}
          data-testid="reset-submit"
        >
          <Busy busy={busy} label="Send reset link" />
        </button>
        <p className="auth-aside">
          <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}

function NewPassword({ token }: { readonly token: string }) {
  const { core } = useShell();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errs = newPasswordProblems(password, verify, policy);
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setBusy(true);
    const r = await resetPassword(core, token, password, verify);
    setBusy(false);
    if (!r.ok) return setErrors(errorsByField(r));
    const state: LoginNotice = { notice: PASSWORD_RESET_NOTICE };
    navigate('/login', { replace: true, state });
  }

  const tokenError = errors['token'];
  return (
    <AuthCard title="Choose a new password" subtitle="This signs you out of every other device.">
      <form className="auth-form" onSubmit={submit} noValidate>
        <PasswordInput
          label="New password"
          value={password}
          onChange={setPassword}
          error={errors['new_password']}
          autoComplete="new-password"
          autoFocus
          testId="reset-new"
        />
        <PasswordInput
          label="Repeat new password"
          value={verify}
          onChange={setVerify}
          error={errors['verify_password']}
          autoComplete="new-password"
          testId="reset-verify"
        />
        <PolicyList policy={policy} password={password} />
        {(tokenError ?? errors['form']) && (
          <div className="alert-error" role="alert" data-testid="reset-error">
            {tokenError ?? errors['form']}
            {tokenError && (
              <>
                {' '}
                <Link to="/reset_password">Request a new link</Link>
              </>
            )}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy}
          data-testid="reset-save"
        >
          <Busy busy={busy} label="Set new password" />
        </button>
      </form>
    </AuthCard>
  );
}
