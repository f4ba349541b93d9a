// Rejecting (with a reason, which closes the request) and editing one's own open request (its
// approvals reset). Errors show inline with the server's text.
import { useState, type FormEvent } from 'react';
import { requiredMessage } from '../../../domain/text';
import { allowlistError, allowlistText, splitAllowlist } from '../../tab/admin/ipAllowlists';
import { inviteErrors } from '../../tab/admin/users';
import { ROLES } from '../../tab/admin/vocabulary';
import {
  APPROVALS_CHANGED,
  DECISION_CHANGED,
  editRequestCall,
  rejectCall,
} from '../../tab/approvals/calls';
import { summarize, type ApprovalRequest, type NameOf } from '../../tab/approvals/requests';
import { kindLabel } from '../../tab/approvals/vocabulary';
import { useMutation } from '../../tab/react/query';
import { Modal } from '../../ui/Modal';

export function RejectDialog(props: {
  readonly request: ApprovalRequest;
  readonly names: NameOf;
  readonly onClose: () => void;
  readonly onDone: (text: string) => void;
}) {
  const { pending, run } = useMutation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = reason.trim() === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (missing || pending) return;
    setError(null);
    const r = await run(rejectCall(props.request.request_id, reason.trim()), DECISION_CHANGED);
    if (!r.ok) setError(r.error);
    else props.onDone('Rejected — the request is closed');
  }

  return (
    <Modal title="Reject request" onClose={props.onClose} maxWidth={480} testId="reject-dialog">
      <form className="decision-form" onSubmit={submit} noValidate>
        <div className="decision-summary">
          <div className="decision-kind">{kindLabel(props.request.kind)}</div>
          <div>{summarize(props.request, props.names)}</div>
          <div className="muted">A rejection closes the request for everyone.</div>
        </div>
        <label className="field">
          <span className="field-label">Reason</span>
          <textarea
            className="input decision-textarea"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            rows={3}
            aria-invalid={tried && missing ? true : undefined}
            autoFocus
            data-testid="reject-reason"
          />
          {tried && missing && <span className="field-error">{requiredMessage('Reason')}</span>}
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending}
          data-testid="reject-submit"
        >
          {pending ? 'Rejecting…' : 'Reject'}
        </button>
        {error !== null && (
          <div className="alert-error" role="alert" data-testid="reject-error">
            {error}
          </div>
        )}
      </form>
    </Modal>
  );
}

/** The payload the editor produces, or the reason it cannot yet. */
type Draft = { readonly payload: unknown } | { readonly error: string };

function stringsOf(v: unknown): readonly string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function RoleBoxes(props: {
  readonly value: readonly string[];
  readonly onChange: (roles: readonly string[]) => void;
}) {
  return (
    <span className="role-checks">
      {ROLES.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={props.value.includes(role)}
            onChange={(e) =>
              props.onChange(
                e.target.checked
                  ? ROLES.filter((r) => r === role || props.value.includes(r))
                  : props.value.filter((r) => r !== role),
              )
            }
            data-testid={`edit-role-${role}`}
          />
          {role}
        </label>
      ))}
    </span>
  );
}

/** Editors for the kinds whose payload is a form; every other kind edits its JSON. */
function PayloadEditor(props: {
  readonly request: ApprovalRequest;
  readonly onDraft: (d: Draft) => void;
}) {
  const p = props.request.payload;
  const [email, setEmail] = useState(typeof p['email'] === 'string' ? p['email'] : '');
  const [roles, setRoles] = useState<readonly string[]>(stringsOf(p['roles']));
  const [ips, setIps] = useState(allowlistText(splitAllowlistSafe(p['allowlist'])));
  const [json, setJson] = useState(JSON.stringify(p, null, 2));

  const emit = (d: Draft) => props.onDraft(d);
  switch (props.request.kind) {
    case 'user_invite': {
      const update = (e: string, r: readonly string[]) => {
        const errs = inviteErrors(e, r);
        emit(
          errs.email || errs.roles
            ? { error: errs.email ?? errs.roles ?? '' }
            : { payload: { ...p, email: e.trim(), roles: [...r] } },
        );
      };
      return (
        <>
          <label className="field">
            <span className="field-label">Email</span>
            <input
              className="input input-sm"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                update(e.target.value, roles);
              }}
              data-testid="edit-email"
            />
          </label>
          <RoleBoxes
            value={roles}
            onChange={(r) => {
              setRoles(r);
              update(email, r);
            }}
          />
        </>
      );
    }
    case 'user_roles':
      return (
        <RoleBoxes
          value={roles}
          onChange={(r) => {
            setRoles(r);
            emit(
              r.length === 0
                ? { error: 'Choose at least one role' }
                : { payload: { ...p, roles: [...r] } },
            );
          }}
        />
      );
    case 'ip_allowlist':
      return (
        <label className="field">
          <span className="field-label">Allowed addresses</span>
          <input
            className="input input-sm mono"
            value={ips}
            onChange={(e) => {
              setIps(e.target.value);
              const problem = allowlistError(e.target.value);
              emit(
                problem !== null
                  ? { error: problem }
                  : { payload: { ...p, allowlist: splitAllowlist(e.target.value) } },
              );
            }}
            data-testid="edit-allowlist"
          />
        </label>
      );
    default:
      return (
        <label className="field">
          <span className="field-label">Payload (JSON)</span>
          <textarea
            className="input decision-textarea mono"
            rows={10}
            value={json}
            onChange={(e) => {
              setJson(e.target.value);
              try {
                const v: unknown = JSON.parse(e.target.value);
                emit(
                  typeof v === 'object' && v !== null && !Array.isArray(v)
                    ? { payload: v }
                    : { error: 'The payload must be a JSON object' },
                );
              } catch {
                emit({ error: 'The payload is not valid JSON' });
              }
            }}
            data-testid="edit-json"
          />
        </label>
      );
  }
}

function splitAllowlistSafe(v: unknown): readonly string[] {
  try {
    return splitAllowlist(v);
  } catch {
    return [];
  }
}

export function EditDialog(props: {
  readonly request: ApprovalRequest;
  readonly names: NameOf;
  readonly onClose: () => void;
  readonly onDone: (text: string) => void;
}) {
  const { pending, run } = useMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || draft === null || !('payload' in draft)) return;
    setError(null);
    const r = await run(
      editRequestCall(props.request.request_id, draft.payload),
      APPROVALS_CHANGED,
    );
    if (!r.ok) setError(r.error);
    else props.onDone(`Edited — approvals start again at 0/${props.request.min_approvers}`);
  }

  return (
    <Modal title="Edit request" onClose={props.onClose} maxWidth={560} testId="edit-dialog">
      <form className="decision-form" onSubmit={submit} noValidate>
        <div className="decision-summary">
          <div className="decision-kind">{kindLabel(props.request.kind)}</div>
          <div>{summarize(props.request, props.names)}</div>
          <div className="muted">Saving clears the approvals given so far.</div>
        </div>
        <PayloadEditor request={props.request} onDraft={setDraft} />
        {draft !== null && 'error' in draft && (
          <span className="field-error" data-testid="edit-draft-error">
            {draft.error}
          </span>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || draft === null || !('payload' in draft)}
          data-testid="edit-submit"
        >
          {pending ? 'Saving…' : 'Save and ask again'}
        </button>
        {error !== null && (
          <div className="alert-error" role="alert" data-testid="edit-error">
            {error}
          </div>
        )}
      </form>
    </Modal>
  );
}
