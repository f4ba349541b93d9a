// Spec 4's status display: success, warning, error and neutral classes; cancelled for
// canceled; required-details statuses with what the user must do next.
import { REQUIRED_DETAILS_NEXT_STEP, statusClass, statusText } from '../../../domain/custody';

export function StatusBadge({ status }: { readonly status: string }) {
  return (
    <span className={`cu-status cu-status-${statusClass(status)}`} data-status={status}>
      {statusText(status)}
    </span>
  );
}

/** What the user must do next, for a status that asks for details (else nothing). */
export function NextStep({ status }: { readonly status: string }) {
  const text = REQUIRED_DETAILS_NEXT_STEP[status];
  if (text === undefined) return null;
  return (
    <p className="cu-next-step" role="note" data-testid="custody-next-step">
      {text}
    </p>
  );
}
