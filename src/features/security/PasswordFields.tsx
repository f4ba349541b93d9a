// New password + confirmation with the server's policy listed under them.
import type { PasswordPolicy } from '../../core/account/passwords';

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
  return (
    <label className="field">
      <span className="field-label">{props.label}</span>
      <input
        className="input"
        type="password"
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
