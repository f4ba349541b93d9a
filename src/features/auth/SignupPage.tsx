// /signup: a new institution's first user. The answer never says whether the email is known
// (no enumeration): everyone is told to check their email.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorsByField, newPasswordProblems, type FieldErrors } from '../../core/account/passwords';
import { signUp } from '../../core/account/signup';
import { useShell } from '../../core/react/hooks';
import { requiredMessage } from '../../domain/text';
import { isEmail } from '../../domain/validation';
import { PasswordInput, PolicyList } from '../security/PasswordFields';
import { usePasswordPolicy } from '../security/usePasswordPolicy';
import { AuthCard } from './AuthCard';
import { Busy } from './Busy';
import './auth.css';

const NAME_MAX = 64;

function TextField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly error: string | undefined;
  readonly testId: string;
  readonly autoComplete: string;
  readonly type?: string;
  readonly autoFocus?: boolean;
}) {
  return (
    <label className="field">
      <span className="field-label">{props.label}</span>
      <input
        className="input"
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
      />
      {props.error && <span className="field-error">{props.error}</span>}
    </label>
  );
}

export default function SignupPage() {
  const { core } = useShell();
  const policy = usePasswordPolicy();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errs: Record<string, string> = {};
    const names = [
      ['first_name', 'First name', first.trim()],
      ['last_name', 'Last name', last.trim()],
    ] as const;
    for (const [key, label, value] of names) {
      if (!value) errs[key] = requiredMessage(label);
      else if (value.length > NAME_MAX)
        errs[key] = `${label} must be at most ${NAME_MAX} characters`;
    }
    const mail = email.trim();
    if (!mail) errs['email'] = requiredMessage('Email');
    else if (!isEmail(mail)) errs['email'] = 'Enter a valid email address';
    const pw = newPasswordProblems(password, verify, policy);
    if (pw['new_password']) errs['password'] = pw['new_password'];
    if (pw['verify_password']) errs['verify_password'] = pw['verify_password'];
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setBusy(true);
    const r = await signUp(core, {
      email: mail,
      password,
      first_name: first.trim(),
      last_name: last.trim(),
    });
    setBusy(false);
    if (!r.ok) {
      const byField = errorsByField(r);
      // The server names the password field `new_password` in policy refusals.
      const { new_password: weak, ...rest } = byField;
      setErrors(weak ? { ...rest, password: weak } : rest);
      return;
    }
    setSentTo(mail);
  }

  if (sentTo) {
    return (
      <AuthCard title="Verify your email" testId="signup-sent">
        <p className="auth-message">
          We sent a link to <strong>{sentTo}</strong>. Open it to verify your address, then sign in
          to set up your institution. The link expires in 24 hours.
        </p>
        <Link className="btn btn-primary btn-block" to="/login">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Open an institutional account. You will verify your email, then onboard your institution."
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="form-pair">
          <TextField
            label="First name"
            value={first}
            onChange={setFirst}
            error={errors['first_name']}
            autoComplete="given-name"
            autoFocus
            testId="signup-first"
          />
          <TextField
            label="Last name"
            value={last}
            onChange={setLast}
            error={errors['last_name']}
            autoComplete="family-name"
            testId="signup-last"
          />
        </div>
        <TextField
          label="Work email"
          type="email"
          value={email}
          onChange={setEmail}
          error={errors['email']}
          autoComplete="email"
          testId="signup-email"
        />
        <PasswordInput
          label="Password"
          value={password}
          onChange={setPassword}
          error={errors['password']}
          autoComplete="new-password"
          testId="signup-password"
        />
        <PasswordInput
          label="Repeat password"
          value={verify}
          onChange={setVerify}
          error={errors['verify_password']}
          autoComplete="new-password"
          testId="signup-verify"
        />
        <PolicyList policy={policy} password={password} />
        {errors['form'] && (
          <div className="alert-error" role="alert" data-testid="signup-error">
            {errors['form']}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy}
          data-testid="signup-submit"
        >
          <Busy busy={busy} label="Create account" />
        </button>
        <p className="auth-aside">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
