// Account → Product agreement and Agreements: the signed terms, their status and PDFs.
import { agreementsQuery, type Agreement } from '../../tab/account/security';
import { pdfFileName } from '../../tab/account/pdf';
import type { Loadable } from '../../tab/loadable';
import { useQuery } from '../../tab/react/query';
import { formatDateTimeUtc } from '../../../domain/dates';
import { statusDisplayClass } from '../../../domain/status';
import { PdfDownloadButton, TermsDocument } from '../onboarding/TermsDocument';
import '../onboarding/onboarding.css';

function useAgreements(): Loadable<readonly Agreement[]> {
  return useQuery(agreementsQuery).data;
}

function when(iso: string | null): string {
  return iso ? `${formatDateTimeUtc(Date.parse(iso))} UTC` : '—';
}

function StatusBadge({ status }: { readonly status: string }) {
  // 'signed' (spec 4) and 'agreed' are the final-good states of an agreement.
  const cls = status === 'signed' || status === 'agreed' ? 'success' : statusDisplayClass(status);
  const tone = cls === 'success' ? 'badge-on' : cls === 'warning' ? 'badge-warning' : 'badge-off';
  return (
    <span className={`badge ${tone}`} data-testid="agreement-status">
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}

function Loading({ list }: { readonly list: Loadable<unknown> }) {
  return list.status === 'error' ? (
    <div className="alert-error" role="alert">
      {list.message}
    </div>
  ) : (
    <div className="skeleton" style={{ height: 200 }} />
  );
}

export function ProductAgreementTab() {
  const list = useAgreements();
  if (list.status !== 'ready') return <Loading list={list} />;
  const a = list.value.find((x) => x.key === 'product_agreement') ?? list.value[0];
  if (!a) return <p className="muted">No product agreement is on file for this entity.</p>;
  return (
    <section className="card sec-card" data-testid="product-agreement">
      <header className="sec-card-header">
        <h2>{a.title}</h2>
        <StatusBadge status={a.status} />
      </header>
      <dl className="profile-list">
        <div>
          <dt>Version</dt>
          <dd>{a.version}</dd>
        </div>
        <div>
          <dt>Agreed</dt>
          <dd>{when(a.agreed_at)}</dd>
        </div>
        <div>
          <dt>Signed</dt>
          <dd>{a.signed_at ? `${when(a.signed_at)} by ${a.signer_name ?? '—'}` : '—'}</dd>
        </div>
      </dl>
      <TermsDocument title={a.title} version={a.version} sections={a.sections} />
      <div className="sec-actions">
        <PdfDownloadButton path={a.download_url} fileName={pdfFileName(a.title, a.version)} />
      </div>
    </section>
  );
}

export function AgreementsTab() {
  const list = useAgreements();
  if (list.status !== 'ready') return <Loading list={list} />;
  if (list.value.length === 0) return <p className="muted">No agreements on file yet.</p>;
  return (
    <section className="card venue-card" data-testid="agreements">
      <table className="data-table">
        <thead>
          <tr>
            <th>Agreement</th>
            <th>Version</th>
            <th>Status</th>
            <th>Agreed</th>
            <th>Signed</th>
            <th className="actions-col" aria-label="Download" />
          </tr>
        </thead>
        <tbody>
          {list.value.map((a) => (
            <tr key={`${a.key}-${a.version}`} data-testid="agreement-row">
              <td className="name-cell">{a.title}</td>
              <td>{a.version}</td>
              <td>
                <StatusBadge status={a.status} />
              </td>
              <td>{when(a.agreed_at)}</td>
              <td>{a.signed_at ? `${when(a.signed_at)} · ${a.signer_name ?? ''}` : '—'}</td>
              <td className="actions-col">
                <PdfDownloadButton
                  path={a.download_url}
                  fileName={pdfFileName(a.title, a.version)}
                  label="PDF"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
