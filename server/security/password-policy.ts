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
  contextWords: 'Password must not be made of the product’s name, your email address and digits.',
  fewDistinct: `Password must contain at least ${PASSWORD_MIN_DISTINCT} different characters.`,
  sameAsCurrent: 'The new password must differ from the current one.',
  mismatch: 'The passwords do not match.',
} as const;

export const PASSWORD_RULES: readonly string[] = [
  PASSWORD_TEXT.tooShort,
  PASSWORD_TEXT.tooLong,
  PASSWORD_TEXT.containsEmail,
  PASSWORD_TEXT.common,
  PASSWORD_TEXT.contextWords,
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

const DIGITS_AND_SYMBOLS = /[0-9!@#$%^&*()_+=.,?~\-\s]+/g;

/**
 * "Password2026!", "2026Password!", "monkey12345678" and "dragondragon1" are a listed word with a
 * predictable head, tail or repetition (R-SECH-21).
 */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const stem = lower
    .replace(/^[0-9!@#$%^&*()_+=.,?~-]+/, '')
    .replace(/[0-9!@#$%^&*()_+=.,?~-]+$/, '');
  if (stem.length >= 4 && list.has(stem)) return true;
  // A word said twice or more, separators aside ("dragondragon", "merlin-merlin-1").
  const letters = lower.replace(DIGITS_AND_SYMBOLS, '');
  const repeated = /^(.{4,}?)\1+$/.exec(letters)?.[1];
  return repeated !== undefined && list.has(repeated);
}

/** Words of this product and its demo institution, which guessers try first (ASVS 6.2.11). */
export const CONTEXT_WORDS: readonly string[] = [
  'desk',
  'trading',
  'treasury',
  'northwind',
  'venue',
  'password',
  'passw0rd',
  'admin',
];

/**
 * Whether the password is nothing but context words, parts of the user's email address, digits
 * and symbols ("DeskTrading2026!", "Jane.Doe-Desk-1").
 */
function isContextOnly(password: string, email: string): boolean {
  let rest = password.toLowerCase();
  const parts = email
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length >= 3);
  const words = [...CONTEXT_WORDS, ...parts].sort((a, b) => b.length - a.length);
  for (const word of words) rest = rest.split(word).join(' ');
  return rest.replace(DIGITS_AND_SYMBOLS, '').length < 4;
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
  if (isContextOnly(password, address)) return PASSWORD_TEXT.contextWords;
  if (new Set(password).size < PASSWORD_MIN_DISTINCT) return PASSWORD_TEXT.fewDistinct;
  return null;
}
