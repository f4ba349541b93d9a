// The centred card every signed-out page uses.
import type { ReactNode } from 'react';
import { Wordmark } from '../../ui/Wordmark';
import './auth.css';

export function AuthCard(props: {
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <div className="auth-column">
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
