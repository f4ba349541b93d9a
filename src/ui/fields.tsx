// Labelled form fields in the desk's one look: a label above a small input or select, an
// optional error below it (aria-invalid set with it). Forms compose these instead of
// repeating the label/input/error block; the look lives in the global `.field` styles.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { sanitizeAmountInput } from '../../domain/numbers';

interface FieldShell {
  readonly label: string;
  readonly error?: string | null | undefined;
  readonly errorTestId?: string | undefined;
  readonly testId?: string | undefined;
}

function FieldError({
  error,
  testId,
}: {
  readonly error?: string | null | undefined;
  readonly testId?: string | undefined;
}) {
  if (!error) return null;
  return (
    <span className="field-error" data-testid={testId}>
      {error}
    </span>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

export function SelectField(
  props: FieldShell & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly options: readonly Option[];
    /** An option ahead of the list, e.g. "Any account" with value ''. */
    readonly emptyOption?: string;
    readonly children?: ReactNode;
  },
) {
  return (
    <label className="field">
      <span className="field-label">{props.label}</span>
      <select
        className="input input-sm"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
      >
        {props.emptyOption !== undefined && <option value="">{props.emptyOption}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError error={props.error} testId={props.errorTestId} />
    </label>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>;

export function TextField(
  props: FieldShell &
    NativeInput & {
      readonly value: string;
      readonly onChange: (value: string) => void;
      /** Monospaced digits (amounts, ids, codes). */
      readonly mono?: boolean;
    },
) {
  const { label, error, errorTestId, testId, value, onChange, mono, ...native } = props;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        {...native}
        className={mono ? 'input input-sm mono' : 'input input-sm'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
      <FieldError error={error} testId={errorTestId} />
    </label>
  );
}

/** A decimal amount, sanitised as typed (spec 5) to at most `decimals` places. */
export function AmountField(
  props: FieldShell & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly decimals: number;
    readonly placeholder?: string;
  },
) {
  const { decimals, onChange, ...rest } = props;
  return (
    <TextField
      {...rest}
      mono
      inputMode="decimal"
      onChange={(v) => onChange(sanitizeAmountInput(v, decimals))}
    />
  );
}
