// /admin/approvals/:tab? (tabs pending, all): the approval confirmation list of spec 2.4. Every
// request of the entity with its kind, what it would do, requester, created, expires and the
// spec 4 status text; Approve / Reject where the caller may decide (not their own, not closed
// for them, R-MC-2), Cancel / Edit on their own open requests. Live: any change of a request
// of the entity makes the list stale in every tab (the `approvals` tag).
import { Fragment, useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { requestStatusText } from '../../../domain/status';
import { adminSettingsPath } from '../../tab/admin/featureFlags';
import { adminUsersQuery, displayName } from '../../tab/admin/users';
import { canManageSomething, MANAGE_USERS } from '../../tab/admin/vocabulary';
import { APPROVALS_CHANGED, cancelCall } from '../../tab/approvals/calls';
import {
  canDecide,
  failureReason,
  isOwnOpen,
  REQUESTS_PAGE_SIZE,
  requestsQuery,
  summarize,
  type ApprovalRequest,
  type NameOf,
} from '../../tab/approvals/requests';
import { KIND_OPTIONS, STATUS_OPTIONS, kindLabel } from '../../tab/approvals/vocabulary';
import { useSessionData } from '../../tab/react/hooks';
import { useNewPermissionModule, usePermissions } from '../../tab/react/permissions';
import { useMutation, useQuery } from '../../tab/react/query';
import { SelectField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import { ApproveDialog } from './ApproveDialog';
import { EditDialog, RejectDialog } from './DecisionDialogs';
import '../shell/shell.css';
import '../account/account.css';
import '../admin/admin.css';
import './approvals.css';

const TABS = [
  { key: 'pending', label: 'Pending' },
  { key: 'all', label: 'All requests' },
] as const;

interface RowAction {
  readonly label: string;
  readonly className: string;
  readonly testId: string;
  readonly run: () => void;
}

type Dialog = {
  readonly kind: 'approve' | 'reject' | 'edit';
  readonly request: ApprovalRequest;
} | null;

/** A row's status colour: open amber, carried out teal, closed otherwise red. */
function statusTone(status: string | null): string {
  switch ((status ?? '').toLowerCase()) {
    case 'requested':
      return 'status-warning';
    case 'executed':
      return 'status-success';
    case 'rejected':
    case 'expired':
    case 'cancelled':
    case 'canceled':
    case 'failed':
      return 'status-error';
    default:
      return 'status-neutral';
  }
}

export default function ApprovalsPage() {
  const { tab } = useParams();
  const { user } = useSessionData();
  const { actions } = usePermissions();
  const newModule = useNewPermissionModule();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notes, setNotes] = useState<Readonly<Record<string, { text: string; error: boolean }>>>(
    {},
  );
  const cancel = useMutation();
  // Names of the entity's users, for those who may read them.
  const users = useQuery(actions.includes(MANAGE_USERS) ? adminUsersQuery : null).data;

  const current = TABS.find((t) => t.key === tab);
  const pending = current?.key === 'pending';
  const { data, refetch } = useQuery(
    current === undefined
      ? null
      : requestsQuery({
          status: pending ? 'requested' : status,
          kind,
          page,
          limit: REQUESTS_PAGE_SIZE,
        }),
  );
  if (current === undefined) return <Navigate to="/admin/approvals/pending" replace />;

  const names: NameOf = (userId) => {
    if (userId === user.id) return 'you';
    const u = users.status === 'ready' ? users.value.find((x) => x.id === userId) : undefined;
    return u === undefined ? `user #${userId}` : displayName(u);
  };
  const requesterName = (r: ApprovalRequest) => {
    if (r.requester_id === user.id) return 'You';
    if (r.requester !== null && (r.requester.name !== '' || r.requester.email !== '')) {
      return r.requester.name || r.requester.email;
    }
    return names(r.requester_id);
  };
  const note = (r: ApprovalRequest, text: string, error = false) =>
    setNotes((n) => ({ ...n, [r.request_id]: { text, error } }));

  async function cancelRequest(r: ApprovalRequest) {
    if (cancel.pending) return;
    const res = await cancel.run(cancelCall(r.request_id), APPROVALS_CHANGED);
    note(r, res.ok ? 'Cancelled — the request is withdrawn' : res.error, !res.ok);
  }

  /** What the signed-in user may do on a row: decide someone else's, edit or cancel their own. */
  const rowActions = (r: ApprovalRequest, decide: boolean, own: boolean): readonly RowAction[] => [
    ...(decide
      ? [
          {
            label: 'Approve',
            className: 'btn btn-primary btn-sm',
            testId: 'approval-approve',
            run: () => setDialog({ kind: 'approve', request: r }),
          },
          {
            label: 'Reject',
            className: 'btn btn-sm btn-danger',
            testId: 'approval-reject',
            run: () => setDialog({ kind: 'reject', request: r }),
          },
        ]
      : []),
    ...(own
      ? [
          {
            label: 'Edit',
            className: 'btn btn-sm',
            testId: 'approval-edit',
            run: () => setDialog({ kind: 'edit', request: r }),
          },
          {
            label: 'Cancel',
            className: 'btn btn-sm btn-danger',
            testId: 'approval-cancel',
            run: () => void cancelRequest(r),
          },
        ]
      : []),
  ];

  const value =
    data.status === 'ready' ? data.value : data.status === 'idle' ? null : (data.stale ?? null);
  const pages = value === null ? 1 : Math.max(1, Math.ceil(value.total / REQUESTS_PAGE_SIZE));

  return (
    <div className="screen admin-screen" data-testid="approvals-page">
      <div className="screen-header">
        <div>
          <h1 className="screen-title">Approvals</h1>
          <p className="screen-subtitle">
            Requests that move money or change who may do what wait here for a second person.
            Requests expire after 48 hours.
          </p>
        </div>
        {canManageSomething(actions) && (
          <NavLink className="btn btn-sm" to={adminSettingsPath(newModule)}>
            Admin settings
          </NavLink>
        )}
      </div>
      <nav className="tabs" aria-label="Approval lists">
        {TABS.map((t) => (
          <NavLink
            key={t.key}
            to={`/admin/approvals/${t.key}`}
            className={`tab${t.key === current.key ? ' active' : ''}`}
            onClick={() => setPage(1)}
            data-testid={`approvals-tab-${t.key}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <div className="card admin-card">
        <div className="admin-form-row approvals-filters">
          <SelectField
            label="Kind"
            value={kind}
            onChange={(k) => {
              setKind(k);
              setPage(1);
            }}
            emptyOption="All kinds"
            options={KIND_OPTIONS}
            testId="approvals-filter-kind"
          />
          {!pending && (
            <SelectField
              label="Status"
              value={status}
              onChange={(st) => {
                setStatus(st);
                setPage(1);
              }}
              emptyOption="All statuses"
              options={STATUS_OPTIONS}
              testId="approvals-filter-status"
            />
          )}
          {value !== null && (
            <span className="muted approvals-count" data-testid="approvals-total">
              {value.total} request{value.total === 1 ? '' : 's'}
            </span>
          )}
        </div>
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {value === null && data.status === 'loading' && <TableSkeleton />}
        {value !== null &&
          (value.requests.length === 0 ? (
            <p className="empty-state" data-testid="approvals-empty">
              {pending ? 'Nothing is waiting for approval.' : 'No requests match these filters.'}
            </p>
          ) : (
            <table className="dense-table approvals-table">
              <thead>
                <tr>
                  <th>Kind</th>
                  <th>Request</th>
                  <th>Requester</th>
                  <th>Created (UTC)</th>
                  <th>Expires (UTC)</th>
                  <th>Status</th>
                  <th className="actions-col" />
                </tr>
              </thead>
              <tbody>
                {value.requests.map((r) => {
                  const decide = canDecide(r, user.id);
                  const own = isOwnOpen(r, user.id);
                  const rowNote = notes[r.request_id];
                  const reason = failureReason(r);
                  return (
                    <Fragment key={r.request_id}>
                      <tr
                        data-testid="approval-row"
                        data-request-id={r.request_id}
                        data-kind={r.kind}
                        data-status={r.request_status ?? ''}
                      >
                        <td className="cell-main">{kindLabel(r.kind)}</td>
                        <td className="approvals-summary" title={summarize(r, names)}>
                          {summarize(r, names)}
                        </td>
                        <td>{requesterName(r)}</td>
                        <td className="mono">{formatDateTimeUtc(r.created_at)}</td>
                        <td className="mono">
                          {r.expires_at === null ? '—' : formatDateTimeUtc(r.expires_at)}
                        </td>
                        <td>
                          <span
                            className={`status-text ${statusTone(r.request_status)}`}
                            data-testid="approval-status"
                          >
                            {requestStatusText(r)}
                          </span>
                          {reason !== '' && <div className="cell-sub">{reason}</div>}
                        </td>
                        <td className="actions-col">
                          {rowActions(r, decide, own).map((action) => (
                            <button
                              key={action.testId}
                              type="button"
                              className={action.className}
                              onClick={action.run}
                              disabled={action.testId === 'approval-cancel' && cancel.pending}
                              data-testid={action.testId}
                            >
                              {action.label}
                            </button>
                          ))}
                        </td>
                      </tr>
                      {rowNote !== undefined && (
                        <tr className="outcome-row">
                          <td colSpan={7}>
                            <p
                              className={
                                rowNote.error
                                  ? 'alert-error admin-outcome'
                                  : 'admin-outcome admin-outcome-ok'
                              }
                              role={rowNote.error ? 'alert' : 'status'}
                              data-testid="approval-note"
                            >
                              {rowNote.text}
                            </p>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          ))}
        {value !== null && pages > 1 && (
          <footer className="admin-pager">
            <span className="muted">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="btn btn-sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Newer
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Older
            </button>
          </footer>
        )}
      </div>
      {dialog !== null && (
        <DialogFor
          dialog={dialog}
          names={names}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            note(dialog.request, text);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

function DialogFor(props: {
  readonly dialog: NonNullable<Dialog>;
  readonly names: NameOf;
  readonly onClose: () => void;
  readonly onDone: (text: string) => void;
}) {
  const common = {
    request: props.dialog.request,
    names: props.names,
    onClose: props.onClose,
    onDone: props.onDone,
  };
  switch (props.dialog.kind) {
    case 'approve':
      return <ApproveDialog {...common} />;
    case 'reject':
      return <RejectDialog {...common} />;
    case 'edit':
      return <EditDialog {...common} />;
  }
}
