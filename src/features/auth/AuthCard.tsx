// The centred card every signed-out page uses.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Wordmark } from '../../ui/Wordmark';
import './auth.css';

export function AuthCard(props: {
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
  /** Room for a QR code or a longer form. */
  readonly wide?: boolean;
  readonly testId?: string;
}) {
  return (
    <main className="auth-page" data-testid={props.testId}>
      <div className={`auth-column${props.wide ? ' auth-column-wide' : ''}`}>
        <div className="auth-brand">
          <Wordmark size="lg" />
        </div>
        <section className="auth-card card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {props.title}
          </h1>
          {props.subtitle && <p className="auth-subtitle">{props.subtitle}</p>}
          {props.children}
        </section>
        <p className="auth-footnote">
          Desk — institutional digital-asset trading. Access is limited to authorised staff.
        </p>
      </div>
    </main>
  );
}

/** "Check your email" after a link was mailed: the message and the way back to sign in. */
export function MailSentCard(props: {
  readonly title: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <AuthCard title={props.title} testId={props.testId}>
      <p className="auth-message">{props.children}</p>
      <Link className="btn btn-primary btn-block" to="/login">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
