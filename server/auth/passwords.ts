// Password hashing with scrypt (memory-hard), a per-user random salt and a timing-safe
// compare. The parameters travel inside the stored string, so the cost can be raised: a hash
// under weaker parameters still verifies and is replaced at the next sign-in (R-SECH-18).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * N = 2^17, r = 8, p = 1: 128 MiB per hash, OWASP's password storage minimum for scrypt
 * (ASVS 11.4.2). Venues and tests may pass a lower cost (createApp `passwordCost`) for speed.
 */
export const PASSWORD_COST: ScryptCost = { N: 131_072, r: 8, p: 1 };
/** The cost before issue 21's second pass; hashes under it are re-hashed at sign-in. */
export const LEGACY_PASSWORD_COST: ScryptCost = { N: 32_768, r: 8, p: 1 };
/** Longer passwords only burn CPU; the sign-in schema also caps them. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$<salt base64>$<key base64>. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** The parameters a stored hash was made with; null when it is not a scrypt hash of ours. */
function costOf(stored: string): ScryptCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  return [N, r, p].every(Number.isSafeInteger) ? { N, r, p } : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  const parts = stored.split('$');
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (cost === null || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, cost);
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash is weaker than `cost` in any parameter (then it is re-hashed). */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const current = costOf(stored);
  return current === null || current.N < cost.N || current.r < cost.r || current.p < cost.p;
}

/** Hashing at one venue's cost. */
export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  /**
   * A hash of a random password, computed once. Checking an unknown email against it costs
   * the same time as checking a real user, so timing does not reveal which emails exist.
   */
  dummyHash(): Promise<string>;
}

export function passwordHasher(cost: ScryptCost = PASSWORD_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    cost,
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, cost),
    dummyHash() {
      dummy ??= hashPassword(randomBytes(24).toString('base64'), cost);
      return dummy;
    },
  };
}
