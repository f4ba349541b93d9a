// Admin → IP allowlists: one list per entity of the user (GET /uapi/v1/admin/ip_allowlists →
// `{ entity_id, name, allowlist }`), checked with spec 5's CIDR-list pattern before an
// `ip_allowlist` request is made. An empty list means no restriction (docs/approvals.md: only a
// non-empty allowlist refuses addresses). Framework-free.
import { isIpCidrList } from '../../../domain/validation';
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { id, listAt, optStr, record } from '../queries/json';

export interface IpAllowlist {
  readonly entity_id: string;
  readonly name: string;
  readonly allowlist: readonly string[];
}

/** A list sent as strings or as one comma-separated string. */
export function splitAllowlist(raw: unknown): readonly string[] {
  if (Array.isArray(raw)) {
    return raw.map((v) => {
      if (typeof v !== 'string') throw new Error('allowlist: not strings');
      return v.trim();
    });
  }
  if (raw === null || raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw new Error('allowlist: not a list');
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function parseIpAllowlists(raw: unknown): readonly IpAllowlist[] {
  return listAt(raw, 'entities', 'ip_allowlists').map((item) => {
    const o = record(item, 'allowlist');
    return {
      entity_id: id(o, 'entity_id'),
      name: optStr(o, 'name') ?? `Entity ${id(o, 'entity_id')}`,
      allowlist: splitAllowlist(o['allowlist']),
    };
  });
}

/** Per entity of the user. An `ip_allowlist` request executing changes them. */
export const ipAllowlistsQuery = defineQuery<readonly IpAllowlist[]>(
  {
    key: ['admin_ip_allowlists'],
    call: getCall('/uapi/v1/admin/ip_allowlists'),
    invalidatedBy: ['approvals'],
  },
  parseIpAllowlists,
);

export const ALLOWLIST_FORMAT_TEXT =
  'Enter IP addresses or CIDR ranges separated by commas, e.g. 203.0.113.0/24, 2001:db8::/32 (IPv4 prefix 1–32, IPv6 prefix 1–128)';

/** The spec 5 check (R-VAL-3) of what the admin typed; an empty field clears the list. */
export function allowlistError(text: string): string | null {
  if (text.trim() === '') return null;
  return isIpCidrList(text) ? null : ALLOWLIST_FORMAT_TEXT;
}

export function allowlistText(list: readonly string[]): string {
  return list.join(', ');
}

/** The payload of an `ip_allowlist` request: the whole new list of the entity the request is
 *  made for (the tab's current entity), comma-separated as the venue stores it. */
export function allowlistPayload(text: string) {
  return { allowlist: splitAllowlist(text).join(', ') };
}

export function sameAllowlist(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
