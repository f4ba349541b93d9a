// The terms of use: shown, downloadable as PDF, then agreed to.
import { useState } from 'react';
import {
  agreeTermsCall,
  ONBOARDING_CHANGED,
  termsQuery,
  type OnboardingStatus,
  type StatusAnswer,
} from '../../tab/account/onboarding';
import { pdfFileName } from '../../tab/account/pdf';
import { valueOf } from '../../tab/loadable';
import { useMutation, useQuery } from '../../tab/react/query';
import { formatDateTimeUtc } from '../../../domain/dates';
import { Busy } from '../auth/Busy';
import { PdfDownloadButton, TermsDocument } from './TermsDocument';

export function TermsStep(props: {
  readonly status: OnboardingStatus;
  readonly onStatus: (s: OnboardingStatus) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}) {
  const loaded = useQuery(termsQuery).data;
  const terms = valueOf(loaded);
  const agreeing = useMutation();
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const busy = agreeing.pending;
  const agreedAt = props.status.terms.agreed_at;

  async function agree() {
    if (!terms || busy) return;
    const r = await agreeing.run<StatusAnswer>(agreeTermsCall(terms.version), ONBOARDING_CHANGED);
    if (!r.ok) return setError(r.error);
    props.onStatus(r.value.status);
    props.onContinue();
  }

  if (!terms) {
    return loaded.status === 'error' ? (
      <div className="alert-error" role="alert">
        {loaded.message}
      </div>
    ) : (
      <div className="skeleton" style={{ height: 240 }} aria-busy="true" />
    );
  }

  return (
    <div className="ob-form" data-testid="ob-step-terms">
      <TermsDocument
        title={terms.title}
        version={terms.version}
        sha256={terms.sha256}
        sections={terms.sections}
      />
      <div className="ob-terms-actions">
        <PdfDownloadButton
          path={terms.download_url}
          fileName={pdfFileName(terms.title, terms.version)}
          testId="terms-download"
        />
      </div>
      {agreedAt ? (
        <div className="auth-notice" role="status" data-testid="terms-agreed">
          You agreed to version {props.status.terms.version} on{' '}
          {formatDateTimeUtc(Date.parse(agreedAt))} UTC.
        </div>
      ) : (
        <label className="ob-check ob-agree">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => setChecked(e.target.checked)}
            data-testid="terms-checkbox"
          />
          <span>
            I have read the {terms.title} (version {terms.version}) and agree to them on behalf of
            the institution.
          </span>
        </label>
      )}
      {error && (
        <div className="alert-error" role="alert">
          {error}
        </div>
      )}
      <div className="ob-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Back
        </button>
        {agreedAt ? (
          <button type="button" className="btn btn-primary" onClick={props.onContinue}>
            Continue
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!checked || busy}
            aria-busy={busy}
            onClick={agree}
            data-testid="terms-agree"
          >
            <Busy busy={busy} label="Agree and continue" />
          </button>
        )}
      </div>
    </div>
  );
}
