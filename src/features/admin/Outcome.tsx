// What an admin action did, next to the action: "Sent for approval — 0/2 approved" with a link
// to the approval list, or the server's reason (spec 8) inline.
import { Link } from 'react-router-dom';
import { APPROVALS_BASE } from '../../tab/admin/featureFlags';
import type { SendOutcome } from '../../tab/react/permissions';

export function Outcome({
  outcome,
  testId = 'request-outcome',
}: {
  readonly outcome: SendOutcome | null;
  readonly testId?: string;
}) {
  if (outcome === null) return null;
  if (!outcome.ok) {
    return (
      <div className="alert-error admin-outcome" role="alert" data-testid="request-error">
        {outcome.error}
      </div>
    );
  }
  return (
    <p className="admin-outcome admin-outcome-ok" role="status" data-testid={testId}>
      <span className="admin-outcome-dot" aria-hidden="true" />
      {outcome.text}
      {outcome.request !== null && (
        <Link to={`${APPROVALS_BASE}/all`} className="admin-outcome-link">
          View request
        </Link>
      )}
    </p>
  );
}

/** A read that failed: the server's text, and a retry. */
export function LoadError({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}) {
  return (
    <div className="alert-error admin-load-error" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function TableSkeleton({ rows = 6 }: { readonly rows?: number }) {
  return (
    <div className="admin-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}
