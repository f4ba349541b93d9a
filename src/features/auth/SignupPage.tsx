// /signup: a new institution's first user. The answer never says whether the email is known
// (no enumeration): everyone is told to check their email.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorsByField, newPasswordProblems, type FieldErrors } from '../../tab/account/passwords';
import { signUp } from '../../tab/account/signup';
import { useShell } from '../../tab/react/hooks';
import { requiredMessage } from '../../../domain/text';
import { isEmail } from '../../../domain/validation';
import { NewPasswordFields } from '../security/PasswordFields';
import { usePasswordPolicy } from '../security/usePasswordPolicy';
import { AuthCard, MailSentCard } from './AuthCard';
import { Field, SubmitButton } from './Field';
import './auth.css';

const NAME_MAX = 64;

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
      <MailSentCard title="Verify your email" testId="signup-sent">
        We sent a link to <strong>{sentTo}</strong>. Open it to verify your address, then sign in to
        set up your institution. The link expires in 24 hours.
      </MailSentCard>
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
          <Field
            label="First name"
            value={first}
            onChange={setFirst}
            error={errors['first_name']}
            autoComplete="given-name"
            autoFocus
            testId="signup-first"
          />
          <Field
            label="Last name"
            value={last}
            onChange={setLast}
            error={errors['last_name']}
            autoComplete="family-name"
            testId="signup-last"
          />
        </div>
        <Field
          label="Work email"
          type="email"
          value={email}
          onChange={setEmail}
          error={errors['email']}
          autoComplete="email"
          testId="signup-email"
        />
        <NewPasswordFields
          policy={policy}
          labels={['Password', 'Repeat password']}
          password={password}
          verify={verify}
          onPassword={setPassword}
          onVerify={setVerify}
          errors={{ password: errors['password'], verify: errors['verify_password'] }}
          testIds={['signup-password', 'signup-verify']}
        />
        {errors['form'] && (
          <div className="alert-error" role="alert" data-testid="signup-error">
            {errors['form']}
          </div>
        )}
        <SubmitButton busy={busy} label="Create account" testId="signup-submit" />
        <p className="auth-aside">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
