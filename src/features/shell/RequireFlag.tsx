// A screen behind a feature flag of spec 6 (e.g. options_rfq for /trading/options, spec 2.3):
// while the flag is off for the user's organisation the route says so, and loads nothing.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSessionData } from '../../tab/react/hooks';
import './shell.css';

export function RequireFlag(props: {
  readonly flag: string;
  readonly area: string;
  readonly children: ReactNode;
}) {
  const { config } = useSessionData();
  if (config.feature_flags[props.flag] === true) return <>{props.children}</>;
  return (
    <section className="area-page" data-testid="feature-disabled" data-flag={props.flag}>
      <div className="area-card card">
        <p className="area-eyebrow">Not enabled</p>
        <h1>{props.area}</h1>
        <p>
          {props.area} is not enabled for your organisation. Ask your account manager to turn it on.
        </p>
        <div className="area-actions">
          <Link className="btn" to="/trading/rfq">
            Go to RFQ
          </Link>
        </div>
      </div>
    </section>
  );
}
