// The change-password form of spec 2.4 / 7.3: current, new and repeated password plus an
// emailed code. Used by /change_password (forced or not) and Account → Security.
import { useState, type FormEvent } from 'react';
import {
  changePassword,
  errorsByField,
  newPasswordProblems,
  requestPasswordEmailCode,
  type FieldErrors,
} from '../../tab/account/passwords';
import { useShell } from '../../tab/react/hooks';
import { requiredMessage } from '../../../domain/text';
import { Busy } from '../auth/Busy';
import { CodeInput, codeProblem } from '../auth/CodeInput';
import { SubmitButton } from '../auth/Field';
import { NewPasswordFields, PasswordInput } from './PasswordFields';
import { usePasswordPolicy } from './usePasswordPolicy';

export function ChangePasswordForm(props: {
  /** Called with the server's answer (it may name the next forced step). */
  readonly onChanged: (answer: Record<string, unknown>) => void;
  readonly submitLabel?: string;
}) {
  const { core } = useShell();
  const policy = usePasswordPolicy();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [verifyPassword, setVerify] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'code' | null>(null);

  async function sendCode() {
    if (busy) return;
    setBusy('code');
    setCodeNotice(null);
    const r = await requestPasswordEmailCode(core);
    setBusy(null);
    if (r.ok) setCodeNotice('We emailed you a 6-digit code. It is valid for 10 minutes.');
    else setErrors({ email_otp: r.error });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errs: Record<string, string> = {
      ...newPasswordProblems(newPassword, verifyPassword, policy),
    };
    if (!oldPassword) errs['old_password'] = requiredMessage('Current password');
    const codeErr = codeProblem(code, 'Email code');
    if (codeErr) errs['email_otp'] = codeErr;
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setBusy('submit');
    const r = await changePassword(core, {
      old_password: oldPassword,
      new_password: newPassword,
      verify_password: verifyPassword,
      email_otp: code,
    });
    setBusy(null);
    if (!r.ok) {
      setErrors(errorsByField(r));
      return;
    }
    setOld('');
    setNew('');
    setVerify('');
    setCode('');
    setCodeNotice(null);
    props.onChanged(r.value ?? {});
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="change-password-form">
      <PasswordInput
        label="Current password"
        value={oldPassword}
        onChange={setOld}
        error={errors['old_password']}
        autoComplete="current-password"
        testId="cp-old"
      />
      <NewPasswordFields
        policy={policy}
        labels={['New password', 'Repeat new password']}
        password={newPassword}
        verify={verifyPassword}
        onPassword={setNew}
        onVerify={setVerify}
        errors={{ password: errors['new_password'], verify: errors['verify_password'] }}
        testIds={['cp-new', 'cp-verify']}
      />
      <div className="code-with-send">
        <CodeInput
          label="Email code"
          value={code}
          onChange={setCode}
          invalid={errors['email_otp'] !== undefined}
          testId="cp-code"
        />
        <button
          type="button"
          className="btn"
          onClick={sendCode}
          disabled={busy !== null}
          data-testid="cp-send-code"
        >
          <Busy busy={busy === 'code'} label={codeNotice ? 'Send again' : 'Send code'} />
        </button>
      </div>
      {errors['email_otp'] && <span className="field-error">{errors['email_otp']}</span>}
      {codeNotice && (
        <div className="auth-notice" role="status">
          {codeNotice}
        </div>
      )}
      {errors['form'] && (
        <div className="alert-error" role="alert" data-testid="cp-error">
          {errors['form']}
        </div>
      )}
      <SubmitButton
        busy={busy === 'submit'}
        disabled={busy !== null}
        label={props.submitLabel ?? 'Change password'}
        testId="cp-submit"
      />
    </form>
  );
}
