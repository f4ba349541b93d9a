// Re-authentication before a sensitive action (R-SECH-19): when the server answers
// REAUTH_REQUIRED, a dialog asks the user to prove it is them, and the action runs again. It
// offers the password and (R-SECH-24) the second factors the user has: a fresh authenticator
// code, a security key. Which ones come from the security overview; unread, the password only.
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { securityQuery } from '../../tab/account/security';
import {
  needsReauth,
  reauthenticate,
  reauthKeyAssertion,
  type ReauthProof,
} from '../../tab/account/sessions';
import { useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { Modal } from '../../ui/Modal';
import { Busy } from '../auth/Busy';
import { CodeInput, codeProblem } from '../auth/CodeInput';
import { assertWithKey, keysSupported } from './webauthn';
// Its own small sheet: security.css would restyle other screens' buttons (.btn-danger).
import './reauth.css';

export type ReauthMethod = 'password' | 'otp' | 'key';

const METHOD_LABEL: Readonly<Record<ReauthMethod, string>> = {
  password: 'Password',
  otp: 'Authenticator code',
  key: 'Security key',
};

/** The ways this user can re-authenticate: the password, and each factor they have. */
export function reauthMethods(
  security: { readonly otp_enabled: boolean; readonly keys: number } | null,
): readonly ReauthMethod[] {
  const methods: ReauthMethod[] = ['password'];
  if (security?.otp_enabled === true) methods.push('otp');
  if (security !== null && security.keys > 0) methods.push('key');
  return methods;
}

type Outcome = {
  readonly ok: boolean;
  readonly errors?: readonly { readonly code: string }[] | undefined;
};

export interface Reauth {
  /** The dialog, to render while it is open (null otherwise). */
  readonly dialog: ReactNode;
  /** Runs `attempt`; on REAUTH_REQUIRED asks for the password and runs it once more. */
  withReauth<R extends Outcome>(attempt: () => Promise<R>): Promise<R>;
}

export function useReauth(): Reauth {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const close = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const withReauth = useCallback(async <R extends Outcome>(attempt: () => Promise<R>) => {
    const first = await attempt();
    if (!needsReauth(first)) return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
    return confirmed ? attempt() : first;
  }, []);

  const dialog = open ? <ReauthModal onDone={close} /> : null;
  return { dialog, withReauth };
}

function ReauthModal({ onDone }: { readonly onDone: (confirmed: boolean) => void }) {
  const { core } = useShell();
  const security = useQuery(securityQuery).data;
  const methods = reauthMethods(
    security.status === 'ready'
      ? { otp_enabled: security.value.otp_enabled, keys: security.value.yubikeys.length }
      : null,
  );
  const [chosen, setChosen] = useState<ReauthMethod>('password');
  const method = methods.includes(chosen) ? chosen : 'password';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(proof: ReauthProof) {
    setBusy(true);
    const r = await reauthenticate(core, proof);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    onDone(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (method === 'password') {
      if (password === '') return setError('Password is required');
      return confirm({ password });
    }
    const problem = codeProblem(code, 'Authenticator code');
    if (problem !== null) return setError(problem);
    return confirm({ otp_code: code });
  }

  async function confirmWithKey() {
    if (busy) return;
    setError(null);
    setBusy(true);
    const assertion = await reauthKeyAssertion(core, assertWithKey);
    setBusy(false);
    if (!assertion.ok) return setError(assertion.error);
    await confirm({ assertion: assertion.value });
  }

  const actions = (submitLabel: string, onClick?: () => void) => (
    <div className="reauth-actions">
      <button type="button" className="btn btn-ghost" onClick={() => onDone(false)}>
        Cancel
      </button>
      <button
        type={onClick ? 'button' : 'submit'}
        className="btn btn-primary"
        disabled={busy || (method === 'key' && !keysSupported())}
        onClick={onClick}
        data-testid="reauth-confirm"
      >
        <Busy busy={busy} label={submitLabel} />
      </button>
    </div>
  );

  return (
    <Modal
      title={methods.length > 1 ? 'Confirm it’s you' : 'Confirm your password'}
      maxWidth={420}
      onClose={() => onDone(false)}
      testId="reauth-modal"
    >
      <form className="reauth-form" onSubmit={submit} noValidate>
        <p className="modal-text">
          For your security, confirm who you are again before this change.
        </p>
        {methods.length > 1 && (
          <div className="segmented" role="tablist" aria-label="Confirm with">
            {methods.map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={m === method}
                className={`segmented-item${m === method ? ' active' : ''}`}
                onClick={() => {
                  setChosen(m);
                  setError(null);
                }}
                data-testid={`reauth-method-${m}`}
              >
                {METHOD_LABEL[m]}
              </button>
            ))}
          </div>
        )}
        {method === 'password' && (
          <label className="field">
            <span className="field-label">Password</span>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
              aria-invalid={error ? true : undefined}
              data-testid="reauth-password"
            />
          </label>
        )}
        {method === 'otp' && (
          <CodeInput
            value={code}
            onChange={setCode}
            label="Authenticator code"
            testId="reauth-otp"
            invalid={error !== null}
            autoFocus
          />
        )}
        {method === 'key' && (
          <p className="muted">
            {keysSupported()
              ? 'Insert your security key and touch it when it blinks.'
              : 'This browser does not support security keys.'}
          </p>
        )}
        {error && (
          <div className="alert-error" role="alert" data-testid="reauth-error">
            {error}
          </div>
        )}
        {method === 'key'
          ? actions('Use security key', () => void confirmWithKey())
          : actions('Confirm')}
      </form>
    </Modal>
  );
}
