// New password + confirmation with the server's policy listed under them.
import type { PasswordPolicy } from '../../tab/account/passwords';
import { Field } from '../auth/Field';

export function PolicyList({
  policy,
  password,
}: {
  readonly policy: PasswordPolicy | null;
  readonly password: string;
}) {
  if (!policy) return null;
  const length = [...password].length;
  const lengthOk = length >= policy.min_length && length <= policy.max_length;
  return (
    <ul className="policy-list" aria-label="Password rules" data-testid="password-policy">
      {policy.rules.map((rule, i) => (
        // The minimum length is the one rule the client can tick off by itself.
        <li key={i} className={lengthOk && rule.includes(` ${policy.min_length} `) ? 'met' : ''}>
          {rule}
        </li>
      ))}
    </ul>
  );
}

export function PasswordInput(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly error: string | undefined;
  readonly testId: string;
  readonly autoComplete: 'new-password' | 'current-password';
  readonly autoFocus?: boolean;
}) {
  return <Field {...props} type="password" />;
}

/** A new password, its repetition and the policy ticked off against it (sign-up, reset,
 *  change). */
export function NewPasswordFields(props: {
  readonly policy: PasswordPolicy | null;
  readonly labels: readonly [password: string, repeat: string];
  readonly password: string;
  readonly verify: string;
  readonly onPassword: (v: string) => void;
  readonly onVerify: (v: string) => void;
  readonly errors: { readonly password: string | undefined; readonly verify: string | undefined };
  readonly testIds: readonly [password: string, repeat: string];
  readonly autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={props.labels[0]}
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.password}
        autoComplete="new-password"
        {...(props.autoFocus === true ? { autoFocus: true } : {})}
        testId={props.testIds[0]}
      />
      <PasswordInput
        label={props.labels[1]}
        value={props.verify}
        onChange={props.onVerify}
        error={props.errors.verify}
        autoComplete="new-password"
        testId={props.testIds[1]}
      />
      <PolicyList policy={props.policy} password={props.password} />
    </>
  );
}
