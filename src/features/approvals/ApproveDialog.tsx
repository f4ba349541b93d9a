// Approving needs a second factor (docs/approvals.md): the authenticator code for users with an
// authenticator, the hardware key for users with keys, an emailed code for users with neither.
// Which ones the user has comes from their security overview; if it cannot be read, every way
// is offered and the server decides.
import { useState, type FormEvent } from 'react';
import { securityQuery } from '../../tab/account/security';
import {
  approvalKeyAssertion,
  approveCall,
  DECISION_CHANGED,
  emailApprovalCode,
  type SecondFactor,
} from '../../tab/approvals/calls';
import {
  parseRequestAnswer,
  summarize,
  type ApprovalRequest,
  type NameOf,
} from '../../tab/approvals/requests';
import { kindLabel } from '../../tab/approvals/vocabulary';
import { useShell } from '../../tab/react/hooks';
import { useMutation, useQuery } from '../../tab/react/query';
import { Modal } from '../../ui/Modal';
import { CodeInput, codeProblem } from '../auth/CodeInput';
import { assertWithKey, keysSupported } from '../security/webauthn';

export type ApprovalMethod = 'otp' | 'email' | 'key';

const METHOD_LABEL: Readonly<Record<ApprovalMethod, string>> = {
  otp: 'Authenticator code',
  key: 'Security key',
  email: 'Email code',
};

/** The ways this user can approve (contract: authenticator, keys, else email). */
export function approvalMethods(
  security: { readonly otp_enabled: boolean; readonly keys: number } | null,
): readonly ApprovalMethod[] {
  if (security === null) return ['otp', 'key', 'email'];
  const methods: ApprovalMethod[] = [];
  if (security.otp_enabled) methods.push('otp');
  if (security.keys > 0) methods.push('key');
  return methods.length === 0 ? ['email'] : methods;
}

/** What an approval did: carried out, or how many approvals it has now. */
export function approvedText(answer: unknown): string {
  try {
    const req = parseRequestAnswer(answer);
    const status = (req.request_status ?? '').toLowerCase();
    if (status === 'executed') return 'Approved and carried out';
    if (status === 'failed') return 'Approved, but it could not be carried out';
    return `Approved — ${req.approvers.length}/${req.min_approvers} approved`;
  } catch {
    return 'Approved';
  }
}

export function ApproveDialog(props: {
  readonly request: ApprovalRequest;
  readonly names: NameOf;
  readonly onClose: () => void;
  readonly onDone: (text: string) => void;
}) {
  const { core } = useShell();
  const security = useQuery(securityQuery).data;
  const { pending, run } = useMutation();
  const loaded =
    security.status === 'ready'
      ? { otp_enabled: security.value.otp_enabled, keys: security.value.yubikeys.length }
      : null;
  const methods = approvalMethods(loaded);
  const [chosen, setChosen] = useState<ApprovalMethod | null>(null);
  const method = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? 'email');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const req = props.request;
  const after = req.approvers.length + 1;

  async function approve(factor: SecondFactor) {
    setError(null);
    const r = await run(approveCall(req.request_id, factor), DECISION_CHANGED);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    props.onDone(approvedText(r.value));
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const problem = codeProblem(code, method === 'otp' ? 'Authenticator code' : 'Email code');
    setCodeError(problem);
    if (problem !== null) return;
    await approve(method === 'otp' ? { otp_code: code } : { email_code: code });
  }

  async function sendEmail() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await emailApprovalCode(core);
    setBusy(false);
    if (!r.ok) setError(r.error);
    else setEmailSent(true);
  }

  async function approveWithKey() {
    if (busy || pending) return;
    setBusy(true);
    setError(null);
    const assertion = await approvalKeyAssertion(core, assertWithKey);
    setBusy(false);
    if (!assertion.ok) {
      setError(assertion.error);
      return;
    }
    await approve({ assertion: assertion.value });
  }

  return (
    <Modal title="Approve request" onClose={props.onClose} maxWidth={480} testId="approve-dialog">
      <div className="decision-summary">
        <div className="decision-kind">{kindLabel(req.kind)}</div>
        <div>{summarize(req, props.names)}</div>
        <div className="muted">
          Requested by {props.names(req.requester_id)} ·{' '}
          {after >= req.min_approvers
            ? 'your approval carries it out'
            : `${after}/${req.min_approvers} approved after yours`}
        </div>
      </div>
      {methods.length > 1 && (
        <div className="segmented" role="tablist" aria-label="Second factor">
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={m === method}
              className={`segmented-item${m === method ? ' active' : ''}`}
              onClick={() => {
                setChosen(m);
                setCode('');
                setCodeError(null);
                setError(null);
              }}
              data-testid={`approve-method-${m}`}
            >
              {METHOD_LABEL[m]}
            </button>
          ))}
        </div>
      )}
      {method === 'key' ? (
        <div className="decision-form">
          <p className="muted">Insert your security key and touch it when it blinks.</p>
          {!keysSupported() && (
            <div className="alert-error" role="alert">
              This browser does not support security keys.
            </div>
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void approveWithKey()}
            disabled={busy || pending || !keysSupported()}
            data-testid="approve-key"
          >
            {busy || pending ? 'Waiting for the key…' : 'Approve with security key'}
          </button>
        </div>
      ) : (
        <form className="decision-form" onSubmit={submitCode} noValidate>
          {method === 'email' && (
            <div className="decision-email">
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void sendEmail()}
                disabled={busy}
                data-testid="approve-email-send"
              >
                {emailSent ? 'Send another code' : 'Email me a code'}
              </button>
              {emailSent && (
                <span className="muted" role="status" data-testid="approve-email-sent">
                  Code sent to your email.
                </span>
              )}
            </div>
          )}
          <CodeInput
            value={code}
            onChange={setCode}
            label={method === 'otp' ? 'Authenticator code' : 'Code from the email'}
            testId={method === 'otp' ? 'approve-otp' : 'approve-email-code'}
            invalid={codeError !== null}
            autoFocus={method === 'otp'}
          />
          {codeError !== null && <span className="field-error">{codeError}</span>}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={pending}
            data-testid="approve-submit"
          >
            {pending ? 'Approving…' : 'Approve'}
          </button>
        </form>
      )}
      {error !== null && (
        <div className="alert-error decision-error" role="alert" data-testid="approve-error">
          {error}
        </div>
      )}
    </Modal>
  );
}
