// The terms of use: shown, downloadable as PDF, then agreed to.
import { useEffect, useState } from 'react';
import {
  agreeTerms,
  loadTerms,
  type OnboardingStatus,
  type Terms,
} from '../../tab/account/onboarding';
import { pdfFileName } from '../../tab/account/pdf';
import { useShell } from '../../tab/react/hooks';
import { formatDateTimeUtc } from '../../../domain/dates';
import { Busy } from '../auth/Busy';
import { PdfDownloadButton, TermsDocument } from './TermsDocument';

export function TermsStep(props: {
  readonly status: OnboardingStatus;
  readonly onStatus: (s: OnboardingStatus) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}) {
  const { core } = useShell();
  const [terms, setTerms] = useState<Terms | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const agreedAt = props.status.terms.agreed_at;

  useEffect(() => {
    let live = true;
    void loadTerms(core).then((r) => {
      if (!live) return;
      if (r.ok) setTerms(r.value);
      else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [core]);

  async function agree() {
    if (!terms || busy) return;
    setBusy(true);
    const r = await agreeTerms(core, terms.version);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    props.onStatus(r.value.status);
    props.onContinue();
  }

  if (!terms) {
    return error ? (
      <div className="alert-error" role="alert">
        {error}
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
