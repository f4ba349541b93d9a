// Hardware security keys: the list, registering a named key, removing one.
import { useState, type FormEvent } from 'react';
import { keyErrorText } from '../../tab/account/loginFlow';
import {
  registerKey,
  removeKeyCall,
  SECURITY_CHANGED,
  type SecurityOverview,
} from '../../tab/account/security';
import { useShell } from '../../tab/react/hooks';
import { useMutation } from '../../tab/react/query';
import { formatDateTimeUtc } from '../../../domain/dates';
import { Modal } from '../../ui/Modal';
import { Busy } from '../auth/Busy';
import { useReauth } from './ReauthDialog';
import { createKeyCredential, keysSupported } from './webauthn';

const NAME_MAX = 64;

function date(iso: string | null): string {
  if (!iso) return 'Never';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? `${formatDateTimeUtc(ms)} UTC` : '—';
}

/** The list is the overview's: registering or removing a key marks it stale (SECURITY_CHANGED)
 *  and it loads again. */
export function SecurityKeysCard(props: { readonly overview: SecurityOverview }) {
  const { core, toasts } = useShell();
  const removal = useMutation();
  const { dialog, withReauth } = useReauth();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Registration spans the server's options, the browser's key prompt and the server's check.
  const [registering, setRegistering] = useState(false);
  const busy = registering || removal.pending;
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const keys = props.overview.yubikeys;
  const supported = keysSupported();

  async function add(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return setError('Key name is required');
    if (trimmed.length > NAME_MAX) return setError(`Use at most ${NAME_MAX} characters`);
    if (keys.some((k) => k.name.toLowerCase() === trimmed.toLowerCase())) {
      return setError('You already have a key with this name');
    }
    setError(null);
    setRegistering(true);
    const r = await withReauth(() => registerKey(core, trimmed, createKeyCredential, keyErrorText));
    setRegistering(false);
    if (!r.ok) return setError(r.error);
    toasts.show(`Security key "${trimmed}" added.`, 'success');
    setAdding(false);
    setName('');
  }

  async function remove() {
    if (!removing || busy) return;
    const id = removing.id;
    const r = await withReauth(() => removal.run(removeKeyCall(id), SECURITY_CHANGED));
    if (!r.ok) {
      toasts.show(r.error, 'error');
      return;
    }
    toasts.show(`Security key "${removing.name}" removed.`, 'success');
    setRemoving(null);
  }

  return (
    <section
      className="card sec-card sec-card-wide"
      aria-labelledby="keys-title"
      data-testid="keys-card"
    >
      {dialog}
      <header className="sec-card-header">
        <h2 id="keys-title">Security keys</h2>
        <span className="badge">{keys.length}</span>
      </header>
      <p className="muted">
        Hardware keys (FIDO2 / WebAuthn) such as a YubiKey. You can register several and name them.
        {props.overview.factor_policy.includes('yubikey') &&
          ' Your institution requires a key for signing in.'}
      </p>
      {keys.length > 0 && (
        <table className="data-table keys-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Added</th>
              <th>Last used</th>
              <th className="actions-col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.credential_id} data-testid="key-row" data-key-name={k.name}>
                <td className="name-cell">{k.name}</td>
                <td>{date(k.created_at)}</td>
                <td>{date(k.last_used_at)}</td>
                <td className="actions-col">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setRemoving({ id: k.credential_id, name: k.name })}
                    data-testid="key-remove"
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!supported && (
        <div className="alert-error" role="alert">
          This browser does not support security keys.
        </div>
      )}
      {adding ? (
        <form className="key-add-form" onSubmit={add} noValidate>
          <label className="field">
            <span className="field-label">Key name</span>
            <input
              className="input"
              value={name}
              maxLength={NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              placeholder="e.g. YubiKey 5C (desk)"
              aria-invalid={error ? true : undefined}
              data-testid="key-name"
            />
          </label>
          <button type="button" className="btn btn-ghost" onClick={() => setAdding(false)}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="key-register"
          >
            <Busy busy={busy} label="Register key" />
          </button>
          {error && (
            <div className="alert-error key-add-error" role="alert" data-testid="key-error">
              {error}
            </div>
          )}
        </form>
      ) : (
        <div className="sec-actions">
          <button
            type="button"
            className="btn"
            disabled={!supported}
            onClick={() => {
              setAdding(true);
              setError(null);
            }}
            data-testid="key-add"
          >
            Add security key
          </button>
        </div>
      )}
      {removing && (
        <Modal
          title="Remove security key"
          maxWidth={440}
          onClose={() => setRemoving(null)}
          testId="key-remove-modal"
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={remove}
                disabled={busy}
                data-testid="key-remove-confirm"
              >
                <Busy busy={busy} label="Remove" />
              </button>
            </>
          }
        >
          <p className="modal-text">
            Remove <strong>{removing.name}</strong>? It will no longer sign you in.
          </p>
        </Modal>
      )}
    </section>
  );
}
