// Admin → Users (GET /uapi/v1/admin/users) and the payloads of the four user requests. Every
// change is a maker-checker request (docs/approvals.md); nothing here writes a user directly.
// Framework-free.
import { isEmail } from '../../../domain/validation';
import { requiredMessage } from '../../../domain/text';
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import {
  isRecord,
  listAt,
  num,
  optNum,
  optStr,
  optStrList,
  record,
  str,
  type Json,
} from '../queries/json';

export interface AdminUser {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly string[];
  /** active, pending, deactivated … as the server says. */
  readonly status: string;
  readonly otp: boolean;
  readonly keys: number;
}

/** Factors as `{ otp, keys }` (keys a count or a list), or a list of factor names
 *  (`otp`, `yubikey`). */
function factorsOf(o: Json): { otp: boolean; keys: number } {
  const f = o['factors'];
  if (Array.isArray(f)) {
    return { otp: f.includes('otp'), keys: f.filter((x) => x === 'yubikey').length };
  }
  if (isRecord(f)) {
    // The venue's shape: { policy, authenticator, security_keys }.
    const keys = f['keys'] ?? f['security_keys'];
    return {
      otp: f['otp'] === true || f['authenticator'] === true,
      keys: Array.isArray(keys) ? keys.length : typeof keys === 'number' ? keys : 0,
    };
  }
  return { otp: o['otp_enabled'] === true, keys: optNum(o, 'keys') ?? 0 };
}

export function parseAdminUser(raw: unknown): AdminUser {
  const o = record(raw, 'user');
  const first = optStr(o, 'first_name') ?? '';
  const last = optStr(o, 'last_name') ?? '';
  const name = optStr(o, 'name') ?? `${first} ${last}`.trim();
  return {
    id: num(o, 'id'),
    email: str(o, 'email'),
    name,
    roles: optStrList(o, 'roles'),
    status: optStr(o, 'status') ?? 'active',
    ...factorsOf(o),
  };
}

/** The users of the caller's entity. Executing a user request changes them (`approvals`); a
 *  role change shows in `permissions` too. */
export const adminUsersQuery = defineQuery<readonly AdminUser[]>(
  {
    key: ['admin_users'],
    call: getCall('/uapi/v1/admin/users'),
    invalidatedBy: ['approvals', 'permissions'],
  },
  (raw) => listAt(raw, 'users', 'users').map(parseAdminUser),
);

export function displayName(u: Pick<AdminUser, 'name' | 'email'>): string {
  return u.name !== '' ? u.name : u.email;
}

export interface InvitePayload {
  readonly email: string;
  readonly roles: readonly string[];
}

/** Client checks before an invite is sent: an email (spec 5 pattern) and at least one role. */
export function inviteErrors(
  email: string,
  roles: readonly string[],
): {
  readonly email?: string;
  readonly roles?: string;
} {
  const e = email.trim();
  return {
    ...(e === ''
      ? { email: requiredMessage('Email') }
      : !isEmail(e)
        ? { email: 'Enter a valid email address' }
        : {}),
    ...(roles.length === 0 ? { roles: 'Choose at least one role' } : {}),
  };
}

export function invitePayload(email: string, roles: readonly string[]): InvitePayload {
  return { email: email.trim(), roles: [...roles] };
}

export function rolesPayload(userId: number, roles: readonly string[]) {
  return { user_id: userId, roles: [...roles] };
}

export function userPayload(userId: number) {
  return { user_id: userId };
}
