// Maker-checker vocabulary (docs/approvals.md "Maker-checker requests"): the request kinds,
// their two families, the statuses and the expiry, shared by the server's engine and the
// approvals screens.

/** Kinds that move money; their executors live in their own areas. */
export const MONEY_REQUEST_KINDS = [
  'withdrawal',
  'whitelist_address',
  'internal_transfer',
  'treasury_rule',
  'custody_send',
  'settlement_batch',
  'custody_stake',
  // DeFi: one kind per transaction type (docs/defi.md).
  'defi_contract_call',
  'defi_approve',
  'defi_supply',
  'defi_redeem',
  'defi_stake',
] as const;

/** Kinds that change who may do what, or the institution's settings. */
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

export const REQUEST_KINDS = [...MONEY_REQUEST_KINDS, ...ADMIN_REQUEST_KINDS] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export type AdminRequestKind = (typeof ADMIN_REQUEST_KINDS)[number];

export const isRequestKind = (value: unknown): value is RequestKind =>
  (REQUEST_KINDS as readonly unknown[]).includes(value);

export const isAdminRequestKind = (kind: string): kind is AdminRequestKind =>
  (ADMIN_REQUEST_KINDS as readonly string[]).includes(kind);

/**
 * requested → executed (approved and carried out in one transaction) | rejected | expired |
 * cancelled (withdrawn by the requester) | failed (approved, but the execution was refused).
 * Spec 4's three (enums.ts REQUEST_STATUSES) are among them.
 */
export const APPROVAL_REQUEST_STATUSES = [
  'requested',
  'executed',
  'rejected',
  'expired',
  'cancelled',
  'failed',
] as const;
export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];

/**
 * Hours a request waits for its approvals. Spec 9 says 48 for whitelisting; every other kind
 * takes the same stated default.
 */
export const REQUEST_TTL_HOURS = 48;

/** Where money goes, as an approval policy rule matches it ('any' matches every request). */
export const DESTINATION_TYPES = ['any', 'whitelisted', 'internal', 'external'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];
