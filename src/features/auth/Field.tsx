// The labelled input and the submit button every sign-in, sign-up and password form uses.
import type { ReactNode } from 'react';
import { Busy } from './Busy';

export interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  /** Shown under the input; also marks it invalid. */
  readonly error?: string | undefined;
  /** Marks the input invalid when the error is shown elsewhere (a form-level alert). */
  readonly invalid?: boolean;
  readonly testId: string;
  readonly autoComplete: string;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoFocus?: boolean;
  readonly placeholder?: string;
  /** Next to the label (e.g. a "Forgot password?" link). */
  readonly aside?: ReactNode;
}

export function Field(props: FieldProps) {
  const label = <span className="field-label">{props.label}</span>;
  return (
    <label className="field">
      {props.aside === undefined ? (
        label
      ) : (
        <span className="field-label-row">
          {label}
          {props.aside}
        </span>
      )}
      <input
        className="input"
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error || props.invalid === true ? true : undefined}
        data-testid={props.testId}
        placeholder={props.placeholder}
      />
      {props.error && <span className="field-error">{props.error}</span>}
    </label>
  );
}

/** The sign-in email (the account's username), focused first. */
export function SignInEmailField(
  props: Pick<FieldProps, 'value' | 'onChange' | 'error' | 'invalid' | 'testId'>,
) {
  return (
    <Field
      {...props}
      label="Email"
      type="email"
      autoComplete="username"
      autoFocus
      placeholder="you@institution.com"
    />
  );
}

/** The form's primary button: disabled while busy, its label a spinner then. */
export function SubmitButton(props: {
  readonly label: string;
  readonly busy: boolean;
  readonly testId: string;
  /** Disabled also while another action of the form runs (defaults to `busy`). */
  readonly disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={props.disabled ?? props.busy}
      aria-busy={props.busy}
      data-testid={props.testId}
    >
      <Busy busy={props.busy} label={props.label} />
    </button>
  );
}
