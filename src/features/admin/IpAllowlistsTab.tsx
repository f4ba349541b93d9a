// Admin → IP allowlists: one row per entity of the user. An edit is a comma-separated list of
// addresses and CIDR ranges, checked with spec 5's pattern before an ip_allowlist request is
// sent. An empty list means no restriction; a non-empty one refuses every call of that entity
// from other addresses.
import { useState, type FormEvent } from 'react';
import { useSessionData } from '../../tab/react/hooks';
import {
  allowlistError,
  allowlistPayload,
  allowlistText,
  ipAllowlistsQuery,
  sameAllowlist,
  splitAllowlist,
  type IpAllowlist,
} from '../../tab/admin/ipAllowlists';
import { useQuery } from '../../tab/react/query';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { LoadError, Outcome, TableSkeleton } from './Outcome';

export function IpAllowlistsTab() {
  const { data, refetch } = useQuery(ipAllowlistsQuery);
  return (
    <section className="admin-section" data-testid="admin-ip-allowlists">
      <div className="card admin-card">
        <header className="admin-card-head">
          <h2>IP allowlists</h2>
          <span className="muted">
            With a list, every call for the entity from another address is refused, including the
            entity switch.
          </span>
        </header>
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {data.status === 'loading' && <TableSkeleton rows={2} />}
        {data.status === 'ready' &&
          (data.value.length === 0 ? (
            <p className="empty-state">No entities to configure.</p>
          ) : (
            <table className="dense-table">
              <thead>
                <tr>
                  <th>Entity</th>
                  <th>Allowed addresses</th>
                  <th className="actions-col" />
                </tr>
              </thead>
              <tbody>
                {data.value.map((list) => (
                  <AllowlistRow key={list.entity_id} list={list} />
                ))}
              </tbody>
            </table>
          ))}
      </div>
    </section>
  );
}

function AllowlistRow({ list }: { readonly list: IpAllowlist }) {
  const { pending, send } = useSendRequest();
  // A request changes the allowlist of the entity it is made for: the tab's current one.
  const { entities } = useSessionData();
  const current = String(entities.current_entity_id ?? '') === list.entity_id;
  const [text, setText] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const error = text === null ? null : allowlistError(text);
  const unchanged = text !== null && sameAllowlist(splitAllowlist(text), list.allowlist);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (text === null || error !== null || unchanged || pending) return;
    const r = await send('ip_allowlist', allowlistPayload(text));
    setOutcome(r);
    if (r.ok) {
      setText(null);
      setTried(false);
    }
  }

  return (
    <tr data-testid="ip-allowlist-row" data-entity-id={list.entity_id}>
      <td className="cell-main">{list.name}</td>
      <td>
        {text === null ? (
          list.allowlist.length === 0 ? (
            <span className="muted">Any address (no restriction)</span>
          ) : (
            <span className="chips">
              {list.allowlist.map((ip) => (
                <span key={ip} className="chip mono">
                  {ip}
                </span>
              ))}
            </span>
          )
        ) : (
          <form className="ip-form" onSubmit={submit} noValidate>
            <input
              className="input input-sm mono"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="203.0.113.0/24, 2001:db8::/32"
              aria-invalid={tried && error !== null ? true : undefined}
              aria-label={`Allowed addresses of ${list.name}`}
              autoFocus
              data-testid="ip-input"
            />
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={pending || unchanged}
              data-testid="ip-submit"
            >
              Send for approval
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                setText(null);
                setTried(false);
              }}
            >
              Cancel
            </button>
            {tried && error !== null && (
              <span className="field-error ip-error" data-testid="ip-error">
                {error}
              </span>
            )}
          </form>
        )}
        <Outcome outcome={outcome} />
      </td>
      <td className="actions-col">
        {text === null && !current && (
          <span className="muted" data-testid="ip-switch-hint">
            Switch to this entity to change it
          </span>
        )}
        {text === null && current && (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              setOutcome(null);
              setText(allowlistText(list.allowlist));
            }}
            data-testid="ip-edit"
          >
            Edit
          </button>
        )}
      </td>
    </tr>
  );
}
