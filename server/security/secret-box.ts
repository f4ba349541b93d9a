// Secrets at rest (authenticator seeds): AES-256-GCM with a 96-bit random nonce per value.
// Sealed form: "v2.<key id>.<nonce b64url>.<ciphertext b64url>.<tag b64url>" (the key id lets
// the key rotate without downtime, R-SECH-10; "v1" values without it still open). The key comes from
// SECRET_KEY (64 hex chars or 32 bytes in base64), else a key file generated once in the
// data folder (development), else an ephemeral key (in-memory databases, tests).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export const SECRET_KEY_BYTES = 32;
const NONCE_BYTES = 12;
/** "v2.<key id>.<nonce>.<ciphertext>.<tag>"; "v1.<nonce>.<ciphertext>.<tag>" before key ids. */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /** Whether `sealed` is under another key than the current one (re-seal it, R-SECH-10). */
  stale(sealed: string): boolean;
}

/**
 * A key's public id on its ciphertexts: 16 hex characters of a SHA-256 over the key. Says which
 * key to open with, and reveals nothing usable about the key.
 */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('desk secret key id|').update(key).digest('hex').slice(0, 16);
}

/**
 * A 32-byte key for one purpose (CSRF values, sign-in proofs) derived from the server's secret
 * key with HKDF-SHA256, so one configured secret serves every MAC without reusing a key.
 */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `desk ${purpose}`, 32));
}

export function parseSecretKey(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== SECRET_KEY_BYTES)
    throw new Error('SECRET_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

/** SECRET_KEY_PREVIOUS: keys still accepted for opening while values are re-sealed. */
export function parsePreviousKeys(raw: string | undefined): Buffer[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((part) => parseSecretKey(part));
}

function openWith(key: Buffer, nonce: string, body: string, tag: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Seals with `key`; opens values sealed with `key` or any of `previous` (rotation: deploy the
 * new SECRET_KEY with the old one in SECRET_KEY_PREVIOUS, start-up re-seals, then drop it).
 */
export function createSecretBox(key: Buffer, previous: readonly Buffer[] = []): SecretBox {
  for (const k of [key, ...previous])
    if (k.length !== SECRET_KEY_BYTES) throw new Error('secret box key must be 32 bytes');
  const currentId = keyIdOf(key);
  const byId = new Map<string, Buffer>();
  for (const k of [...previous].reverse()) byId.set(keyIdOf(k), k);
  byId.set(currentId, key);
  return {
    seal(plaintext) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, currentId, nonce, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts[0] === LEGACY_VERSION && parts.length === 4) {
        // Sealed before key ids: whichever key opens it (GCM refuses the wrong ones).
        const [, nonce = '', body = '', tag = ''] = parts;
        for (const k of byId.values()) {
          try {
            return openWith(k, nonce, body, tag);
          } catch {
            // next key
          }
        }
        throw new Error('sealed secret opens with no configured key');
      }
      const [version, id, nonce, body, tag] = parts;
      if (version !== VERSION || !id || !nonce || body === undefined || !tag || parts.length !== 5)
        throw new Error('not a sealed secret');
      const k = byId.get(id);
      if (!k) throw new Error(`sealed under an unknown key ${id}`);
      return openWith(k, nonce, body, tag);
    },
    stale(sealed) {
      const parts = sealed.split('.');
      return parts[0] !== VERSION || parts[1] !== currentId;
    },
  };
}

/**
 * The key: explicit (tests), SECRET_KEY, a key file (created once with mode 0600), or — with
 * no place to keep it — a random key for this process only.
 */
export async function loadSecretKey(opts: {
  explicit?: Buffer | undefined;
  env?: string | undefined;
  keyFile?: string | undefined;
}): Promise<Buffer> {
  if (opts.explicit) return opts.explicit;
  if (opts.env !== undefined && opts.env !== '') return parseSecretKey(opts.env);
  if (opts.keyFile === undefined) return randomBytes(SECRET_KEY_BYTES);
  if (existsSync(opts.keyFile)) return parseSecretKey(await readFile(opts.keyFile, 'utf8'));
  const key = randomBytes(SECRET_KEY_BYTES);
  await mkdir(dirname(opts.keyFile), { recursive: true });
  await writeFile(opts.keyFile, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  // Another process may have won the race: the file on disk is the key.
  return parseSecretKey(await readFile(opts.keyFile, 'utf8'));
}
