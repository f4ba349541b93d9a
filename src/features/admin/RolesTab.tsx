// Admin → Roles and permissions: the role × action matrix, grouped into account flags, named
// actions and administration. Toggling cells builds a draft; the preview lists what it grants
// and revokes, and "Send for approval" makes ONE role_permissions request of all of it.
import { useState } from 'react';
import {
  groupedActions,
  isGranted,
  matrixChanges,
  roleMatrixQuery,
  rolePermissionsPayloads,
  toggleCell,
  cellKey,
  type RoleMatrix,
  type Toggles,
} from '../../tab/admin/roles';
import { useQuery } from '../../tab/react/query';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { LoadError, Outcome, TableSkeleton } from './Outcome';

export function RolesTab() {
  const { data, refetch } = useQuery(roleMatrixQuery);
  if (data.status === 'error') return <LoadError message={data.message} onRetry={refetch} />;
  if (data.status !== 'ready') return <TableSkeleton rows={10} />;
  return <Matrix matrix={data.value} />;
}

function Matrix({ matrix }: { readonly matrix: RoleMatrix }) {
  const { pending, send } = useSendRequest();
  const [toggles, setToggles] = useState<Toggles>(new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const changes = matrixChanges(matrix, toggles);
  const groups = groupedActions(matrix.actions);

  async function submit() {
    if (pending || changes.length === 0) return;
    // The venue changes one role per request: one request per changed role.
    let r: SendOutcome | null = null;
    for (const payload of rolePermissionsPayloads(matrix, changes)) {
      r = await send('role_permissions', payload);
      if (!r.ok) break;
    }
    if (r === null) return;
    setOutcome(r);
    if (r.ok) setToggles(new Set());
  }

  return (
    <section className="admin-section admin-matrix-layout" data-testid="admin-roles">
      <div className="card admin-card admin-matrix-card">
        <header className="admin-card-head">
          <h2>Role × action matrix</h2>
          <span className="muted">
            A user&apos;s account flag also needs the subaccount&apos;s own flag.
          </span>
        </header>
        <div className="admin-scroll-x">
          <table className="dense-table matrix-table" data-testid="role-matrix">
            <thead>
              <tr>
                <th>Action</th>
                {matrix.roles.map((r) => (
                  <th key={r} className="matrix-role">
                    {r}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g.group}>
                <tr className="matrix-group">
                  <th colSpan={matrix.roles.length + 1} scope="rowgroup">
                    {g.label}
                  </th>
                </tr>
                {g.actions.map((action) => (
                  <tr key={action}>
                    <th scope="row" className={g.group === 'flags' ? 'mono' : undefined}>
                      {action}
                    </th>
                    {matrix.roles.map((role) => {
                      const on = isGranted(matrix, toggles, role, action);
                      const changed = toggles.has(cellKey(role, action));
                      return (
                        <td
                          key={role}
                          className={`matrix-cell${changed ? (on ? ' cell-granted' : ' cell-revoked') : ''}`}
                          data-testid="matrix-cell"
                          data-role={role}
                          data-action={action}
                          data-granted={on}
                        >
                          <input
                            type="checkbox"
                            checked={on}
                            onChange={() => {
                              setOutcome(null);
                              setToggles((t) => toggleCell(t, role, action));
                            }}
                            aria-label={`${role}: ${action}`}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
      <aside className="card admin-card admin-diff" data-testid="matrix-diff">
        <header className="admin-card-head">
          <h2>Change preview</h2>
          <span className="muted">
            {changes.length === 0
              ? 'No changes'
              : `${changes.length} change${changes.length === 1 ? '' : 's'}`}
          </span>
        </header>
        {changes.length === 0 ? (
          <p className="admin-diff-empty muted">Tick or clear cells to grant or revoke actions.</p>
        ) : (
          <ul className="diff-list">
            {changes.map((c) => (
              <li
                key={cellKey(c.role, c.action)}
                className={c.granted ? 'diff-add' : 'diff-remove'}
                data-testid="matrix-diff-row"
              >
                <span className="diff-sign" aria-hidden="true">
                  {c.granted ? '+' : '−'}
                </span>
                <span>
                  {c.granted ? 'Grant' : 'Revoke'} <strong>{c.action}</strong>{' '}
                  {c.granted ? 'to' : 'from'} <strong>{c.role}</strong>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void submit()}
            disabled={pending || changes.length === 0}
            data-testid="matrix-submit"
          >
            {pending ? 'Sending…' : 'Send for approval'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setToggles(new Set())}
            disabled={pending || changes.length === 0}
            data-testid="matrix-reset"
          >
            Discard changes
          </button>
        </div>
        <Outcome outcome={outcome} />
      </aside>
    </section>
  );
}
