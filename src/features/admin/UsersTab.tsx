// Admin → Users: the entity's users with roles, status and second factors. Inviting, changing
// roles, deactivating and resetting second factors each send one maker-checker request
// (user_invite, user_roles, user_deactivate, user_reset_factors) and say so. "Sign out everyone"
// is a direct action (SignOutEveryoneCard).
import { Fragment, useState, type FormEvent } from 'react';
import {
  adminUsersQuery,
  displayName,
  invitePayload,
  inviteErrors,
  rolesPayload,
  userPayload,
  type AdminUser,
} from '../../tab/admin/users';
import { ROLES } from '../../tab/admin/vocabulary';
import { useQuery } from '../../tab/react/query';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { Modal } from '../../ui/Modal';
import { LoadError, Outcome, TableSkeleton } from './Outcome';
import { SignOutEveryoneCard } from './SignOutEveryoneCard';

export function UsersTab() {
  const { data, refetch } = useQuery(adminUsersQuery);
  return (
    <section className="admin-section" data-testid="admin-users">
      <InviteForm />
      <div className="card admin-card">
        <header className="admin-card-head">
          <h2>Users</h2>
          {data.status === 'ready' && (
            <span className="muted">
              {data.value.length} user{data.value.length === 1 ? '' : 's'}
            </span>
          )}
        </header>
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {data.status === 'loading' && <TableSkeleton />}
        {data.status === 'ready' && <UsersTable users={data.value} />}
      </div>
      <SignOutEveryoneCard />
    </section>
  );
}

function RoleChecks(props: {
  readonly value: readonly string[];
  readonly onChange: (roles: readonly string[]) => void;
  readonly testPrefix: string;
  readonly disabled?: boolean;
}) {
  return (
    <span className="role-checks">
      {ROLES.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={props.value.includes(role)}
            disabled={props.disabled}
            onChange={(e) =>
              props.onChange(
                e.target.checked
                  ? ROLES.filter((r) => r === role || props.value.includes(r))
                  : props.value.filter((r) => r !== role),
              )
            }
            data-testid={`${props.testPrefix}-${role}`}
          />
          {role}
        </label>
      ))}
    </span>
  );
}

function InviteForm() {
  const { pending, send } = useSendRequest();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<readonly string[]>(['trader']);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const errors = inviteErrors(email, roles);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (pending || errors.email || errors.roles) return;
    const r = await send('user_invite', invitePayload(email, roles));
    setOutcome(r);
    if (r.ok) {
      setEmail('');
      setTried(false);
    }
  }

  return (
    <form className="card admin-card admin-inline-form" onSubmit={submit} noValidate>
      <header className="admin-card-head">
        <h2>Invite a user</h2>
        <span className="muted">The invitation is sent once a second administrator approves.</span>
      </header>
      <div className="admin-form-row">
        <label className="field admin-field-wide">
          <span className="field-label">Email</span>
          <input
            className="input input-sm"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="name@institution.com"
            aria-invalid={tried && errors.email ? true : undefined}
            data-testid="invite-email"
          />
          {tried && errors.email && (
            <span className="field-error" data-testid="invite-email-error">
              {errors.email}
            </span>
          )}
        </label>
        <div className="field">
          <span className="field-label">Roles</span>
          <RoleChecks value={roles} onChange={setRoles} testPrefix="invite-role" />
          {tried && errors.roles && (
            <span className="field-error" data-testid="invite-roles-error">
              {errors.roles}
            </span>
          )}
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-sm admin-form-submit"
          disabled={pending}
          data-testid="invite-submit"
        >
          {pending ? 'Sending…' : 'Send invite for approval'}
        </button>
      </div>
      <Outcome outcome={outcome} />
    </form>
  );
}

type Confirm = { readonly kind: 'deactivate' | 'reset'; readonly user: AdminUser };

function UsersTable({ users }: { readonly users: readonly AdminUser[] }) {
  const { pending, send } = useSendRequest();
  const [editing, setEditing] = useState<{ id: number; roles: readonly string[] } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [outcomes, setOutcomes] = useState<Readonly<Record<number, SendOutcome>>>({});

  const record = (userId: number, r: SendOutcome) => setOutcomes((o) => ({ ...o, [userId]: r }));

  async function saveRoles(user: AdminUser) {
    if (editing === null || pending) return;
    const r = await send('user_roles', rolesPayload(user.id, editing.roles));
    record(user.id, r);
    if (r.ok) setEditing(null);
  }

  async function confirmed() {
    if (confirm === null || pending) return;
    const { kind, user } = confirm;
    const r = await send(
      kind === 'deactivate' ? 'user_deactivate' : 'user_reset_factors',
      userPayload(user.id),
    );
    record(user.id, r);
    setConfirm(null);
  }

  if (users.length === 0) return <p className="empty-state">No users in this entity.</p>;
  return (
    <>
      <table className="dense-table">
        <thead>
          <tr>
            <th>User</th>
            <th>Roles</th>
            <th>Status</th>
            <th>Second factors</th>
            <th className="actions-col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const isEditing = editing?.id === u.id;
            const inactive = u.status !== 'active' && u.status !== 'pending';
            const outcome = outcomes[u.id];
            return (
              <Fragment key={u.id}>
                <tr data-testid="admin-user-row" data-user-id={u.id} data-email={u.email}>
                  <td>
                    <div className="cell-main">{displayName(u)}</div>
                    <div className="cell-sub">{u.email}</div>
                  </td>
                  <td>
                    {isEditing ? (
                      <RoleChecks
                        value={editing.roles}
                        onChange={(roles) => setEditing({ id: u.id, roles })}
                        testPrefix="user-role"
                        disabled={pending}
                      />
                    ) : (
                      <span className="badges">
                        {u.roles.map((r) => (
                          <span key={r} className="badge">
                            {r}
                          </span>
                        ))}
                      </span>
                    )}
                  </td>
                  <td>
                    <span className={`badge ${inactive ? 'badge-off' : 'badge-on'}`}>
                      {u.status}
                    </span>
                  </td>
                  <td className="muted">
                    {[
                      u.otp ? 'Authenticator' : null,
                      u.keys > 0 ? `${u.keys} key${u.keys === 1 ? '' : 's'}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || 'Email code only'}
                  </td>
                  <td className="actions-col">
                    {isEditing ? (
                      <>
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => void saveRoles(u)}
                          disabled={pending || editing.roles.length === 0}
                          data-testid="user-roles-save"
                        >
                          Send for approval
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setEditing(null)}
                        >
                          Cancel
                        </button>
                      </>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => setEditing({ id: u.id, roles: u.roles })}
                          disabled={inactive}
                          data-testid="user-change-roles"
                        >
                          Roles
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => setConfirm({ kind: 'reset', user: u })}
                          disabled={inactive}
                          data-testid="user-reset-factors"
                        >
                          Reset factors
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-danger"
                          onClick={() => setConfirm({ kind: 'deactivate', user: u })}
                          disabled={inactive}
                          data-testid="user-deactivate"
                        >
                          Deactivate
                        </button>
                      </>
                    )}
                  </td>
                </tr>
                {outcome !== undefined && (
                  <tr className="outcome-row">
                    <td colSpan={5}>
                      <Outcome outcome={outcome} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {confirm !== null && (
        <Modal
          title={confirm.kind === 'deactivate' ? 'Deactivate user' : 'Reset second factors'}
          onClose={() => setConfirm(null)}
          maxWidth={460}
          testId="user-confirm-dialog"
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirm(null)}>
                Keep
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void confirmed()}
                disabled={pending}
                data-testid="user-confirm"
              >
                Send for approval
              </button>
            </>
          }
        >
          <p>
            {confirm.kind === 'deactivate'
              ? `${displayName(confirm.user)} will no longer be able to sign in to this entity.`
              : `${displayName(confirm.user)}'s authenticator and security keys will be removed; they set up new ones at their next sign-in.`}
          </p>
          <p className="muted">Nothing changes until a second administrator approves.</p>
        </Modal>
      )}
    </>
  );
}
