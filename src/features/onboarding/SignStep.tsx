// The e-signature variant's signing step: the authorised signatory types their name.
import { useState, type FormEvent } from 'react';
import {
  expectedSigner,
  ONBOARDING_CHANGED,
  profileQuery,
  sameSigner,
  signTermsCall,
  type OnboardingStatus,
  type StatusAnswer,
} from '../../tab/account/onboarding';
import { valueOf } from '../../tab/loadable';
import { useMutation, useQuery } from '../../tab/react/query';
import { formatDateTimeUtc } from '../../../domain/dates';
import { Busy } from '../auth/Busy';

const contactQuery = profileQuery('contact');

export function SignStep(props: {
  readonly status: OnboardingStatus;
  readonly onStatus: (s: OnboardingStatus) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}) {
  const signing = useMutation();
  const [signer, setSigner] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { terms } = props.status;
  // The signatory on file, for the name check ('' while it loads or when it cannot be read).
  const expected = expectedSigner(valueOf(useQuery(contactQuery).data)?.data ?? null);
  const busy = signing.pending;

  async function sign(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!signer.trim()) return setError('Type your full name to sign');
    if (expected && !sameSigner(signer, expected)) {
      return setError(`The name must match the authorised signatory: ${expected}.`);
    }
    setError(null);
    const r = await signing.run<StatusAnswer>(
      signTermsCall(terms.version, signer.trim()),
      ONBOARDING_CHANGED,
    );
    if (!r.ok) return setError(r.error);
    props.onStatus(r.value.status);
    props.onContinue();
  }

  if (terms.signed_at) {
    return (
      <div className="ob-form" data-testid="ob-step-sign">
        <div className="signature-card" data-testid="signature-done">
          <span className="signature-name">{terms.signer_name}</span>
          <span className="muted">
            Signed electronically on {formatDateTimeUtc(Date.parse(terms.signed_at))} UTC · Terms of
            Use version {terms.version}
          </span>
        </div>
        <div className="ob-actions">
          <button type="button" className="btn btn-ghost" onClick={props.onBack}>
            Back
          </button>
          <button type="button" className="btn btn-primary" onClick={props.onContinue}>
            Continue
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="ob-form" onSubmit={sign} noValidate data-testid="ob-step-sign">
      {!terms.agreed_at && (
        <div className="alert-error" role="alert">
          Agree to the Terms of Use before signing them.
        </div>
      )}
      <p className="muted">
        By typing your name you sign the Terms of Use (version {terms.version}) electronically on
        behalf of the institution. We record your name, the time and your IP address.
        {expected && (
          <>
            {' '}
            The signatory on file is <strong>{expected}</strong>.
          </>
        )}
      </p>
      <label className="field">
        <span className="field-label">Full name of the authorised signatory</span>
        <input
          className="input signature-input"
          value={signer}
          onChange={(e) => setSigner(e.target.value)}
          autoComplete="name"
          aria-invalid={error ? true : undefined}
          data-testid="sign-name"
        />
      </label>
      {signer.trim() && <div className="signature-preview">{signer.trim()}</div>}
      {error && (
        <div className="alert-error" role="alert" data-testid="sign-error">
          {error}
        </div>
      )}
      <div className="ob-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Back
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !terms.agreed_at}
          aria-busy={busy}
          data-testid="sign-submit"
        >
          <Busy busy={busy} label="Sign" />
        </button>
      </div>
    </form>
  );
}
