// One profile step: its fields, saved as the user goes (each field on leaving it) and on
// "Save and continue", with the server's list of what is still missing.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApiErrorItem } from '../../../workers/api';
import {
  PRODUCTS,
  profileQuery,
  saveProfile,
  toggleProduct,
  type FieldSpec,
  type ProfileStep,
  type StepSpec,
} from '../../tab/account/onboarding';
import { useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { Busy } from '../auth/Busy';
import { COUNTRIES } from './countries';
import { useFirstSettled } from './useFirstSettled';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

interface StepFormProps {
  readonly spec: StepSpec;
  /** Called after a save; `complete` says whether the step now passes. */
  readonly onSaved: (complete: boolean) => void;
  readonly onContinue: () => void;
  readonly onBack: (() => void) | null;
}

export function ProfileStepForm(props: StepFormProps) {
  const key = props.spec.key;
  const { data } = useQuery(useMemo(() => profileQuery(key), [key]));
  // The form edits its own copy: a reload (each save marks the step stale) leaves it alone.
  const loaded = useFirstSettled(data);
  if (loaded === null) {
    return data.status === 'error' ? (
      <div className="alert-error" role="alert">
        {data.message}
      </div>
    ) : (
      <div className="skeleton" style={{ height: 240 }} aria-busy="true" />
    );
  }
  return <StepForm {...props} loaded={loaded} />;
}

function StepForm(props: StepFormProps & { readonly loaded: ProfileStep }) {
  const { core } = useShell();
  const { spec } = props;
  const [data, setData] = useState(props.loaded.data);
  const [errors, setErrors] = useState<readonly ApiErrorItem[]>(props.loaded.errors);
  // Field errors appear after "Save and continue", not while the user moves between fields:
  // a message popping up on blur would shift the form under the pointer.
  const [showErrors, setShowErrors] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>('idle');
  const [busy, setBusy] = useState(false);
  const latest = useRef(props.loaded.data);

  async function persist(): Promise<boolean | null> {
    setSave('saving');
    const r = await saveProfile(core, spec.key, latest.current);
    if (!r.ok) {
      setSave('error');
      setSaveError(r.error);
      return null;
    }
    setSaveError(null);
    setSave('saved');
    setErrors(r.value.errors);
    props.onSaved(r.value.complete);
    return r.value.complete;
  }

  function change(key: string, value: string) {
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setData(next);
  }

  function leave() {
    void persist();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setShowErrors(true);
    const complete = await persist();
    setBusy(false);
    if (complete) props.onContinue();
  }

  const errorOf = (key: string) =>
    showErrors ? errors.find((e) => e.field === key)?.message : undefined;

  return (
    <form className="ob-form" onSubmit={submit} noValidate data-testid={`ob-step-${spec.key}`}>
      <div className="ob-fields">
        {spec.fields.map((f) => (
          <Field
            key={f.key}
            spec={f}
            stepKey={spec.key}
            value={data[f.key] ?? ''}
            error={errorOf(f.key)}
            onChange={(v) => change(f.key, v)}
            onLeave={leave}
          />
        ))}
      </div>
      {saveError && (
        <div className="alert-error" role="alert">
          {saveError}
        </div>
      )}
      <div className="ob-actions">
        <span className="ob-save-state" role="status" data-testid="ob-save-state">
          {save === 'saving' ? 'Saving…' : save === 'saved' ? 'All changes saved' : ''}
        </span>
        {props.onBack && (
          <button type="button" className="btn btn-ghost" onClick={props.onBack}>
            Back
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          data-testid="ob-continue"
        >
          <Busy busy={busy} label="Save and continue" />
        </button>
      </div>
    </form>
  );
}

function Field(props: {
  readonly spec: FieldSpec;
  readonly stepKey: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (v: string) => void;
  readonly onLeave: () => void;
}) {
  const { spec, value, error } = props;
  const testId = `ob-${props.stepKey}-${spec.key}`;
  const common = {
    'aria-invalid': error ? true : undefined,
    'data-testid': testId,
    onBlur: props.onLeave,
  } as const;
  const label = (
    <span className="field-label">
      {spec.label}
      {!spec.required && <span className="muted"> (optional)</span>}
    </span>
  );

  if (spec.kind === 'products') {
    return (
      <fieldset className="field ob-field-wide ob-products" data-testid={testId}>
        <legend className="field-label">{spec.label}</legend>
        <div className="ob-checks">
          {PRODUCTS.map((p) => (
            <label key={p.key} className="ob-check">
              <input
                type="checkbox"
                checked={value.split(',').includes(p.key)}
                onChange={() => props.onChange(toggleProduct(value, p.key))}
                onBlur={props.onLeave}
                data-testid={`${testId}-${p.key}`}
              />
              <span>{p.label}</span>
            </label>
          ))}
        </div>
        {error && <span className="field-error">{error}</span>}
      </fieldset>
    );
  }

  let input;
  if (spec.kind === 'country') {
    input = (
      <select
        className="input"
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        {...common}
      >
        <option value="">Select a country</option>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} ({c.code})
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    input = (
      <textarea
        className="input ob-textarea"
        rows={3}
        maxLength={500}
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        {...common}
      />
    );
  } else {
    input = (
      <input
        className="input"
        type={spec.kind === 'decimal' ? 'text' : spec.kind}
        inputMode={spec.kind === 'decimal' ? 'decimal' : undefined}
        placeholder={spec.hint}
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        {...common}
      />
    );
  }
  return (
    <label className={`field${spec.kind === 'textarea' ? ' ob-field-wide' : ''}`}>
      {label}
      {input}
      {spec.hint && spec.kind !== 'url' && <span className="muted ob-hint">{spec.hint}</span>}
      {error && <span className="field-error">{error}</span>}
    </label>
  );
}
