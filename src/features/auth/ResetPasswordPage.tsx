// /reset_password: without a token, asks for the email and mails a link (the answer is the
// same whether or not the account exists); with ?token= from that link, sets a new password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_NOTICE } from '../../tab/account/notices';
import {
  errorsByField,
  newPasswordProblems,
  requestPasswordReset,
  resetPassword,
  type FieldErrors,
} from '../../tab/account/passwords';
import { useShell } from '../../tab/react/hooks';
import { requiredMessage } from '../../../domain/text';
import { isEmail } from '../../../domain/validation';
import { NewPasswordFields } from '../security/PasswordFields';
import { usePasswordPolicy } from '../security/usePasswordPolicy';
import { AuthCard, MailSentCard } from './AuthCard';
import { SignInEmailField, SubmitButton } from './Field';
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
      <MailSentCard title="Check your email" testId="reset-sent">
        If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
        password. The link works once and expires in 30 minutes.
      </MailSentCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you sign in with. We will send you a link to choose a new password."
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <SignInEmailField
          value={email}
          onChange={setEmail}
          invalid={error !== null}
          testId="reset-email"
        />
        {error && (
          <div className="alert-error" role="alert" data-testid="reset-error">
            {error}
          </div>
        )}
        <SubmitButton busy={busy} label="Send reset link" testId="reset-submit" />
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
    void navigate('/login', { replace: true, state });
  }

  const tokenError = errors['token'];
  return (
    <AuthCard title="Choose a new password" subtitle="This signs you out of every other device.">
      <form className="auth-form" onSubmit={submit} noValidate>
        <NewPasswordFields
          policy={policy}
          labels={['New password', 'Repeat new password']}
          password={password}
          verify={verify}
          onPassword={setPassword}
          onVerify={setVerify}
          errors={{ password: errors['new_password'], verify: errors['verify_password'] }}
          testIds={['reset-new', 'reset-verify']}
          autoFocus
        />
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
        <SubmitButton busy={busy} label="Set new password" testId="reset-save" />
      </form>
    </AuthCard>
  );
}
