// Request kinds and statuses of docs/approvals.md "Maker-checker requests", with the labels
// the screens show. Framework-free.

export const ADMIN_REQUEST_KINDS = [
  'user_invite',
  'user_roles',
  'user_deactivate',
  'user_reset_factors',
  'role_permissions',
  'approval_policy',
  'ip_allowlist',
  'feature_flags',
] as const;

export const MONEY_REQUEST_KINDS = [
  'withdrawal',
  'whitelist_address',
  'internal_transfer',
  'treasury_rule',
  'custody_send',
  // Post-trade settlement batches (docs/post-trade.md "Settlement").
  'settlement_batch',
  'custody_stake',
  // DeFi: one kind per transaction type (docs/defi.md).
  'defi_contract_call',
  'defi_approve',
  'defi_supply',
  'defi_redeem',
  'defi_stake',
] as const;

export const REQUEST_KINDS = [...MONEY_REQUEST_KINDS, ...ADMIN_REQUEST_KINDS] as const;

export type AdminRequestKind = (typeof ADMIN_REQUEST_KINDS)[number];
export type RequestKind = (typeof REQUEST_KINDS)[number];

const KIND_LABELS: Readonly<Record<RequestKind, string>> = {
  withdrawal: 'Withdrawal',
  whitelist_address: 'Whitelist address',
  internal_transfer: 'Internal transfer',
  treasury_rule: 'Treasury rule',
  custody_send: 'Custody send',
  settlement_batch: 'Settlement batch',
  custody_stake: 'Custody staking',
  defi_contract_call: 'DeFi contract call',
  defi_approve: 'DeFi token approval',
  defi_supply: 'DeFi supply',
  defi_redeem: 'DeFi redeem',
  defi_stake: 'DeFi stake',
  user_invite: 'Invite user',
  user_roles: 'Change roles',
  user_deactivate: 'Deactivate user',
  user_reset_factors: 'Reset second factors',
  role_permissions: 'Role permissions',
  approval_policy: 'Approval policy',
  ip_allowlist: 'IP allowlist',
  feature_flags: 'Feature flags',
};

/** A readable kind; an unknown one turns "some_kind" into "Some kind". */
export function kindLabel(kind: string): string {
  const known = (KIND_LABELS as Readonly<Record<string, string>>)[kind];
  if (known !== undefined) return known;
  if (kind === '*') return 'Any kind';
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isAdminKind(kind: string): boolean {
  return (ADMIN_REQUEST_KINDS as readonly string[]).includes(kind);
}

export const REQUEST_STATUSES = [
  'requested',
  'executed',
  'rejected',
  'expired',
  'cancelled',
  'failed',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Destination types an approval-policy rule matches on. */
export const DESTINATION_TYPES = ['any', 'whitelisted', 'internal', 'external'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/** The same lists as select options ({ value, label }). */
export const KIND_OPTIONS = REQUEST_KINDS.map((k) => ({ value: k, label: kindLabel(k) }));
export const STATUS_OPTIONS = REQUEST_STATUSES.map((s) => ({ value: s, label: s }));
export const DESTINATION_OPTIONS = DESTINATION_TYPES.map((d) => ({ value: d, label: d }));
