// The password policy (docs/api.md "Passwords"): every rule has a message a person can act on.
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_DISTINCT = 5;

export const PASSWORD_TEXT = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  containsEmail: 'Password must not contain your email address.',
  common: 'This password is too common. Choose one that is harder to guess.',
  fewDistinct: `Password must contain at least ${PASSWORD_MIN_DISTINCT} different characters.`,
  sameAsCurrent: 'The new password must differ from the current one.',
  mismatch: 'The passwords do not match.',
} as const;

export const PASSWORD_RULES: readonly string[] = [
  PASSWORD_TEXT.tooShort,
  PASSWORD_TEXT.tooLong,
  PASSWORD_TEXT.containsEmail,
  PASSWORD_TEXT.common,
  PASSWORD_TEXT.fewDistinct,
  PASSWORD_TEXT.sameAsCurrent,
];

let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** "Password2026!" and "monkey12345678" are the listed word with a predictable tail. */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[0-9!@#$%^&*()_+=.,?~-]+$/, '');
  return stem.length >= 4 && list.has(stem);
}

/** The first rule the password breaks, or null when it passes. Length counts code points. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXT.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXT.tooLong;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (address !== '' && (lower.includes(address) || (local.length >= 4 && lower.includes(local))))
    return PASSWORD_TEXT.containsEmail;
  if (isCommon(password)) return PASSWORD_TEXT.common;
  if (new Set(password).size < PASSWORD_MIN_DISTINCT) return PASSWORD_TEXT.fewDistinct;
  return null;
}
