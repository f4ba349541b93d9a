// The top bar's badge: how many requests the user can act on (approve or reject), linking to
// the pending approvals. Shown to users holding 'Approve Requests'; live through the
// `approvals` query tag.
import { Link } from 'react-router-dom';
import { canApproveRequests } from '../../tab/admin/vocabulary';
import { actionableCount, actionableRequestsQuery } from '../../tab/approvals/requests';
import { valueOf } from '../../tab/loadable';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';

export function ApprovalsBadge({ actions }: { readonly actions: readonly string[] }) {
  const { user } = useSessionData();
  const show = canApproveRequests(actions);
  const page = valueOf(useQuery(show ? actionableRequestsQuery : null).data);
  if (!show) return null;
  const counted = page === null ? null : actionableCount(page, user.id);
  const text = counted === null ? '–' : `${counted.count}${counted.more ? '+' : ''}`;
  const waiting = counted !== null && counted.count > 0;
  return (
    <Link
      to="/admin/approvals/pending"
      className={`approvals-badge${waiting ? ' has-items' : ''}`}
      aria-label={
        counted === null
          ? 'Approvals'
          : `${text} request${counted.count === 1 && !counted.more ? '' : 's'} waiting for your approval`
      }
      data-testid="approvals-badge"
    >
      Approvals
      <span className="approvals-badge-count" data-testid="approvals-badge-count">
        {text}
      </span>
    </Link>
  );
}
