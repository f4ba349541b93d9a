// Areas not built yet: say so plainly, pretend nothing.
import { Link, useParams } from 'react-router-dom';
import '../shell/shell.css';

export interface NotAvailableProps {
  readonly area: string;
  readonly description?: string;
  /** A route parameter worth naming, e.g. the product of a product-feature FAQ. */
  readonly detailParam?: string;
  /** Where the secondary action leads; signed-out pages point to sign-in. */
  readonly back?: { readonly to: string; readonly label: string };
}

const ACCOUNTS_LINK = { to: '/account/accounts', label: 'View your accounts' };

export default function NotAvailablePage({
  area,
  description,
  detailParam,
  back = ACCOUNTS_LINK,
}: NotAvailableProps) {
  const params = useParams();
  const detail = detailParam ? params[detailParam] : undefined;
  return (
    <section className="area-page" data-testid="not-available">
      <div className="area-card card">
        <div className="notice-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M4 7h16M4 12h10M4 17h7"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </div>
        <p className="area-eyebrow">Coming in a later version</p>
        <h1>
          {area}
          {detail ? ` · ${detail}` : ''}
        </h1>
        <p>
          {description ? `${description} ` : ''}
          This area is not built yet in this version of Desk.
        </p>
        <div className="area-actions">
          <Link className="btn" to={back.to}>
            {back.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
