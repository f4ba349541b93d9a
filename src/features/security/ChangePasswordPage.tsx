// /change_password (spec 2.1): ?required=true is the forced change of spec 8; the user can
// leave only by changing the password or signing out.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { instructionTarget } from '../../tab/account/instructions';
import { idle } from '../../tab/loadable';
import { useShell } from '../../tab/react/hooks';
import { AuthCard } from '../auth/AuthCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { RequireToken } from './RequireToken';

export default function ChangePasswordPage() {
  return (
    <RequireToken>
      <ChangePassword />
    </RequireToken>
  );
}

function ChangePassword() {
  const { toasts, session } = useShell();
  const navigate = useNavigate();
  const required = useSearchParams()[0].get('required') === 'true';

  function onChanged(answer: Record<string, unknown>) {
    toasts.show('Your password was changed.', 'success');
    // A forced step may have kept the session restricted: load it afresh.
    session.setState({ session: idle });
    void navigate(instructionTarget(answer) ?? (required ? '/' : '/account/accounts_security'), {
      replace: true,
    });
  }

  return (
    <AuthCard
      title={required ? 'Change your password' : 'Change password'}
      subtitle={
        required
          ? 'Your password has expired or must be changed before you continue. Send yourself an email code to confirm it is you.'
          : 'Choose a new password. We will email you a code to confirm it is you.'
      }
      testId="change-password-page"
    >
      <ChangePasswordForm onChanged={onChanged} />
      <div className="auth-row auth-row-end">
        {required ? (
          <Link className="btn btn-ghost btn-sm" to="/logout" data-testid="cp-sign-out">
            Sign out
          </Link>
        ) : (
          <Link className="btn btn-ghost btn-sm" to="/account/accounts_security">
            Cancel
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
