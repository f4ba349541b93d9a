// /logout: signs out everywhere and stays here (also where a 401 lands).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShell } from '../../tab/react/hooks';
import { signOut } from '../../tab/signOut';
import { AuthCard } from './AuthCard';

export default function LogoutPage() {
  const shell = useShell();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(shell.core, shell.session, shell.toasts, shell.env).then(() => setDone(true));
  }, [shell]);

  return (
    <AuthCard title={done ? 'You have been signed out' : 'Signing out…'}>
      <p className="auth-message">
        {done
          ? 'Your session has ended on this browser. Sign in again to continue.'
          : 'Ending your session.'}
      </p>
      {/* Only once the session is gone: a sign-in page opened earlier would still see the old
          session and send the user back into the app. */}
      {done && (
        <Link className="btn btn-primary btn-block" to="/login" data-testid="sign-in-again">
          Sign in again
        </Link>
      )}
    </AuthCard>
  );
}
