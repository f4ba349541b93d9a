// Admin → Roles and permissions: the role × action matrix (GET /uapi/v1/admin/roles →
// `{ roles, actions, grants }`), the cells an admin toggled, and the one `role_permissions`
// request they make. Framework-free.
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, list, record, strList } from '../queries/json';
import { ACTION_GROUPS, actionGroup, ROLES, type ActionGroup } from './vocabulary';

export interface RoleMatrix {
  readonly roles: readonly string[];
  readonly actions: readonly string[];
  /** "role\u0000action" of every granted cell. */
  readonly granted: ReadonlySet<string>;
}

export const cellKey = (role: string, action: string): string => `${role}\u0000${action}`;

/** `grants` as `{ role: [action…] }` or as a list of `{ role, action }`. */
function grantsOf(raw: unknown): Set<string> {
  const out = new Set<string>();
  if (Array.isArray(raw)) {
    for (const g of raw) {
      if (!isRecord(g) || typeof g['role'] !== 'string' || typeof g['action'] !== 'string') {
        throw new Error('grants: not { role, action }');
      }
      if (g['granted'] !== false) out.add(cellKey(g['role'], g['action']));
    }
    return out;
  }
  const byRole = record(raw, 'grants');
  for (const [role, actions] of Object.entries(byRole)) {
    for (const a of list(actions, `grants.${role}`)) {
      if (typeof a !== 'string') throw new Error('grants: not strings');
      out.add(cellKey(role, a));
    }
  }
  return out;
}

export function parseRoleMatrix(raw: unknown): RoleMatrix {
  const o = record(raw, 'roles');
  const roles = strList(o, 'roles');
  // Actions may come as names or as { name } objects.
  const actions = list(o['actions'], 'actions').map((a) => {
    if (typeof a === 'string') return a;
    if (isRecord(a) && typeof a['name'] === 'string') return a['name'];
    throw new Error('actions: not names');
  });
  // Known roles first in the contract's order, others after.
  const order = (r: string) => {
    const i = (ROLES as readonly string[]).indexOf(r);
    return i === -1 ? ROLES.length : i;
  };
  return {
    roles: [...roles].sort((a, b) => order(a) - order(b)),
    actions,
    granted: grantsOf(o['grants']),
  };
}

/** The matrix. A `role_permissions` request executing changes it; so may a change of the
 *  caller's permissions. */
export const roleMatrixQuery = defineQuery<RoleMatrix>(
  {
    key: ['admin_roles'],
    call: getCall('/uapi/v1/admin/roles'),
    invalidatedBy: ['approvals', 'permissions'],
  },
  parseRoleMatrix,
);

/** The matrix's actions in groups (account flags, named actions, administration, other),
 *  each in the server's order; empty groups left out. */
export function groupedActions(
  actions: readonly string[],
): readonly { readonly group: ActionGroup; readonly label: string; readonly actions: string[] }[] {
  return ACTION_GROUPS.map((g) => ({
    group: g.key,
    label: g.label,
    actions: actions.filter((a) => actionGroup(a) === g.key),
  })).filter((g) => g.actions.length > 0);
}

export interface PermissionChange {
  readonly role: string;
  readonly action: string;
  /** true: grant; false: revoke. */
  readonly granted: boolean;
}

/** Toggled cells: the keys whose value is the opposite of the server's. */
export type Toggles = ReadonlySet<string>;

export function toggleCell(toggles: Toggles, role: string, action: string): Toggles {
  const next = new Set(toggles);
  const key = cellKey(role, action);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export function isGranted(matrix: RoleMatrix, toggles: Toggles, role: string, action: string) {
  const key = cellKey(role, action);
  return matrix.granted.has(key) !== toggles.has(key);
}

/** The diff the toggles make, in matrix order (actions, then roles); toggles of cells the
 *  matrix no longer has are dropped. */
export function matrixChanges(matrix: RoleMatrix, toggles: Toggles): readonly PermissionChange[] {
  const out: PermissionChange[] = [];
  for (const action of matrix.actions) {
    for (const role of matrix.roles) {
      const key = cellKey(role, action);
      if (toggles.has(key)) out.push({ role, action, granted: !matrix.granted.has(key) });
    }
  }
  return out;
}

/** The `role_permissions` requests of a set of changes: one per changed role, each with that
 *  role's whole new list of actions (the venue replaces a role's grants). */
export function rolePermissionsPayloads(
  matrix: RoleMatrix,
  changes: readonly PermissionChange[],
): { role: string; actions: string[] }[] {
  const roles = [...new Set(changes.map((c) => c.role))];
  return roles.map((role) => {
    const actions = new Set(matrix.actions.filter((a) => matrix.granted.has(cellKey(role, a))));
    for (const c of changes)
      if (c.role === role) {
        if (c.granted) actions.add(c.action);
        else actions.delete(c.action);
      }
    return { role, actions: [...actions].sort() };
  });
}
