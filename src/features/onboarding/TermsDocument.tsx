// The terms of use as text, with the PDF download (shared by onboarding and the account's
// agreements).
import { useState } from 'react';
import type { TermsSection } from '../../tab/account/onboarding';
import { fetchPdf, saveFile } from '../../tab/account/pdf';
import { useShell } from '../../tab/react/hooks';
import { Busy } from '../auth/Busy';

export function TermsDocument(props: {
  readonly title: string;
  readonly version: string;
  readonly sha256?: string;
  readonly sections?: readonly TermsSection[] | undefined;
}) {
  return (
    <article className="terms-doc" aria-label={props.title} data-testid="terms-document">
      <header className="terms-doc-header">
        <h3>{props.title}</h3>
        <span className="badge">Version {props.version}</span>
      </header>
      {props.sections && props.sections.length > 0 ? (
        <div className="terms-doc-body" tabIndex={0}>
          {props.sections.map((s, i) => (
            <section key={i}>
              <h4>{s.heading}</h4>
              <p>{s.body}</p>
            </section>
          ))}
        </div>
      ) : (
        <p className="muted">
          Download the PDF to read the full text. It is the document you agree to.
        </p>
      )}
      {props.sha256 && (
        <p className="terms-doc-hash muted">
          SHA-256 <span className="mono">{props.sha256}</span>
        </p>
      )}
    </article>
  );
}

export function PdfDownloadButton(props: {
  readonly path: string;
  readonly fileName: string;
  readonly label?: string;
  readonly testId?: string;
}) {
  const { core, toasts } = useShell();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    const r = await fetchPdf(core, props.path);
    setBusy(false);
    if (r.ok) saveFile(r.value, props.fileName);
    else toasts.show(r.error, 'error');
  }
  return (
    <button
      type="button"
      className="btn"
      onClick={download}
      disabled={busy}
      data-testid={props.testId ?? 'pdf-download'}
    >
      <Busy busy={busy} label={props.label ?? 'Download PDF'} />
    </button>
  );
}
