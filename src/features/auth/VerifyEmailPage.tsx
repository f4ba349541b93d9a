// /verify_email?token=… — the link of the sign-up email. Opening it verifies the address
// (POST /verify_email) and sends the user to sign in, after which onboarding starts.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFIED_NOTICE } from '../../tab/account/notices';
import { verifyEmail } from '../../tab/account/signup';
import { useShell } from '../../tab/react/hooks';
import { AuthCard } from './AuthCard';
import type { LoginNotice } from './LoginPage';
import './auth.css';

type State =
  | { readonly kind: 'verifying' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'noToken' };

export default function VerifyEmailPage() {
  const { core } = useShell();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'noToken' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, even when React runs effects twice in development.
    if (!token || sent.current === token) return;
    sent.current = token;
    void verifyEmail(core, token).then((r) => {
      if (!r.ok) return setState({ kind: 'failed', message: r.error });
      const notice: LoginNotice = { notice: EMAIL_VERIFIED_NOTICE };
      void navigate('/login', { replace: true, state: notice });
    });
  }, [core, token, navigate]);

  if (state.kind === 'verifying') {
    return (
      <AuthCard title="Verifying your email…" testId="verify-email-page">
        <p className="auth-message">
          <span className="spinner" aria-hidden="true" /> One moment.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We could not verify your email" testId="verify-email-page">
      <div className="alert-error" role="alert" data-testid="verify-email-error">
        {state.kind === 'failed'
          ? state.message
          : 'This page needs the link from your verification email. Open the link from the email again.'}
      </div>
      <p className="auth-message">Links work once and expire after 24 hours.</p>
      <Link className="btn btn-primary btn-block" to="/signup">
        Sign up again
      </Link>
    </AuthCard>
  );
}
