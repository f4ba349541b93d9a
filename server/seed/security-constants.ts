// Demo users of the account-security, onboarding and entity flows. main.ts may print them;
// tests and the e2e suite use them. The TOTP secret and the security key's private key are
// demo values only: anyone can compute these codes and assertions.
import type { Factor, Role } from '../db/schema';

export interface SecurityDemoUser {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly factorPolicy: readonly Factor[];
  readonly purpose: string;
  /** Roles (default trader). */
  readonly roles?: readonly Role[];
}

/** Must set up an authenticator (redirect 'gauth'), then change the password. */
export const DEMO_NEWHIRE: SecurityDemoUser = {
  email: 'newhire@demo.desk',
  password: 'Fresh-Start-Demo-2026!',
  firstName: 'Nina',
  lastName: 'Newhire',
  factorPolicy: ['otp'],
  purpose: 'forced authenticator setup, then forced password change',
};

/** Signs in with password + authenticator code (DEMO_TOTP_SECRET). */
export const DEMO_OTP_USER: SecurityDemoUser = {
  email: 'otp@demo.desk',
  password: 'Authenticator-Demo-2026!',
  firstName: 'Otto',
  lastName: 'Authenticator',
  factorPolicy: ['otp'],
  purpose: 'password + authenticator code',
};
/** Base32 TOTP seed of otp@demo.desk (RFC 6238, SHA-1, 30 s, 6 digits). */
export const DEMO_TOTP_SECRET = 'O6NSTJ5IENF7RJAJ4BVU6FP2L3APQXGV';

/** Signs in with password + hardware key (the key below, RP id localhost). */
export const DEMO_KEY_USER: SecurityDemoUser = {
  email: 'key@demo.desk',
  password: 'Security-Key-Demo-2026!',
  firstName: 'Kim',
  lastName: 'Keyholder',
  factorPolicy: ['yubikey'],
  purpose: 'password + hardware security key',
};
/** The demo key: credential id (base64url), P-256 private key (PKCS#8 DER, base64), RP id. */
export const DEMO_KEY_CREDENTIAL_ID = 'cs3olm8SaRB75Ahjwbnfeg';
export const DEMO_KEY_PKCS8 =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnO5zHBXHNF/eREl/gajMfN+y9QDD7tcUswdZ3390hgChRANCAAQ2tDDVhOkXpHiBgbJombMsO0jDIZF1wQeyNmnQwDvbYE+eAei4E11X9CLp192sOpoSxdbBHo5ue4KoqhnRl/aU';
export const DEMO_KEY_RP_ID = 'localhost';
export const DEMO_KEY_NAME = 'Demo YubiKey';

/** Customer with a mandatory but missing signatory and contract_and_upsell_enabled. */
export const DEMO_UNSIGNED: SecurityDemoUser = {
  email: 'unsigned@demo.desk',
  password: 'Contract-Admin-Demo-2026!',
  firstName: 'Uma',
  lastName: 'Unsigned',
  factorPolicy: ['email_otp'],
  purpose: "'Contract Admin Unassigned' screen",
};
export const DEMO_UNSIGNED_ROOT = 'Southwind Partners';
export const DEMO_UNSIGNED_ENTITY = 'Southwind Partners LLC';

/** Pending users mid-onboarding: the standard variant and the e-signature (ds) variant. */
export const DEMO_ONBOARDING: SecurityDemoUser = {
  email: 'onboard@demo.desk',
  password: 'Onboarding-Demo-2026!',
  firstName: 'Olive',
  lastName: 'Onboarding',
  factorPolicy: ['email_otp'],
  purpose: 'pending: onboarding /onboarding/new_otc_institution',
};
export const DEMO_ONBOARDING_DS: SecurityDemoUser = {
  email: 'onboard-ds@demo.desk',
  password: 'Esignature-Demo-2026!',
  firstName: 'Dana',
  lastName: 'Signer',
  factorPolicy: ['email_otp'],
  purpose: 'pending: onboarding /onboarding/new_otc_institution_ds (docusign_agreements on)',
};

/** Member of an entity whose IP allowlist excludes local addresses (switch refused). */
export const DEMO_TRAVELLER: SecurityDemoUser = {
  email: 'traveller@demo.desk',
  password: 'Traveller-Demo-2026!',
  firstName: 'Theo',
  lastName: 'Traveller',
  factorPolicy: ['email_otp'],
  purpose: 'entity switch refused by an IP allowlist',
};
export const DEMO_RESTRICTED_ROOT = 'Eastwind Holdings';
export const DEMO_RESTRICTED_ENTITY = 'Eastwind Restricted Ltd';
export const DEMO_RESTRICTED_ALLOWLIST = '203.0.113.0/24, 2001:db8::/32';

/**
 * Role demo users of the authorization policy (docs/approvals.md), members of both Northwind
 * entities like the trader, approver and admin; seeded by step 2 of seed/account-security.ts.
 */
export const DEMO_VIEWER: SecurityDemoUser = {
  email: 'viewer@demo.desk',
  password: 'Viewer-Demo-2026!',
  firstName: 'Vera',
  lastName: 'Viewer',
  factorPolicy: ['email_otp'],
  roles: ['viewer'],
  purpose: 'viewer role: reads only (canRead)',
};

export const DEMO_AUDITOR: SecurityDemoUser = {
  email: 'auditor@demo.desk',
  password: 'Auditor-Demo-2026!',
  firstName: 'Aude',
  lastName: 'Auditor',
  factorPolicy: ['email_otp'],
  roles: ['auditor'],
  purpose: 'auditor role: reads and the audit log',
};

/**
 * A second admin, so one admin can request and the other approve (maker-checker). Signs in with
 * the emailed code; has an authenticator (DEMO_ADMIN_TOTP_SECRET) for approving with a code.
 */
export const DEMO_ADMIN_OTP: SecurityDemoUser = {
  email: 'admin2@demo.desk',
  password: 'Second-Admin-Demo-2026!',
  firstName: 'Ada',
  lastName: 'Second-Admin',
  factorPolicy: ['email_otp'],
  roles: ['admin'],
  purpose: 'second admin with an authenticator: approves requests with a TOTP code',
};
/** Base32 TOTP seed of admin2@demo.desk (RFC 6238, SHA-1, 30 s, 6 digits). */
export const DEMO_ADMIN_TOTP_SECRET = 'X754SQMIAJK4MAQBQVLPS3RNAHIPWTOK';

/**
 * The provider's support desk (docs/faqs-support.md "Staff view"): a member of the provider's
 * own institution (Desk Markets), flagged support staff, who answers every institution's tickets
 * from /v2/support. Signs in with the emailed code; seeded by step 3 of seed/account-security.ts.
 */
export const DEMO_SUPPORT: SecurityDemoUser = {
  email: 'support@demo.desk',
  password: 'Support-Desk-Demo-2026!',
  firstName: 'Sam',
  lastName: 'Support',
  factorPolicy: ['email_otp'],
  roles: ['viewer'],
  purpose: 'provider support desk: answers every institution’s tickets at /v2/support',
};
export const DEMO_PROVIDER_ROOT = 'Desk Markets';
export const DEMO_PROVIDER_ENTITY = 'Desk Markets Support';

export const SECURITY_DEMO_USERS: readonly SecurityDemoUser[] = [
  DEMO_NEWHIRE,
  DEMO_OTP_USER,
  DEMO_KEY_USER,
  DEMO_UNSIGNED,
  DEMO_ONBOARDING,
  DEMO_ONBOARDING_DS,
  DEMO_TRAVELLER,
  DEMO_VIEWER,
  DEMO_AUDITOR,
  DEMO_ADMIN_OTP,
  DEMO_SUPPORT,
];
