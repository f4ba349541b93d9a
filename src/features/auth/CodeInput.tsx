// A 6-digit one-time code input: digits only, one-time-code autofill, monospace.
import { requiredMessage } from '../../../domain/text';
export const CODE_LENGTH = 6;

export function CodeInput(props: {
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly label: string;
  readonly testId: string;
  readonly invalid?: boolean;
  readonly autoFocus?: boolean;
  readonly name?: string;
}) {
  return (
    <label className="field">
      <span className="field-label">{props.label}</span>
      <input
        className="input input-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={props.autoFocus}
        maxLength={CODE_LENGTH}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        aria-invalid={props.invalid ? true : undefined}
        data-testid={props.testId}
        placeholder="000000"
      />
    </label>
  );
}

/** The client checks before a code is sent: present, then six digits. */
export function codeProblem(code: string, field = 'Code'): string | null {
  if (!code) return requiredMessage(field);
  if (code.length !== CODE_LENGTH) return `Enter the ${CODE_LENGTH}-digit code`;
  return null;
}
