// Secrets at rest (authenticator seeds): AES-256-GCM with a 96-bit random nonce per value.
// Sealed form: "v1.<nonce b64url>.<ciphertext b64url>.<tag b64url>". The key comes from
// SECRET_KEY (64 hex chars or 32 bytes in base64), else a key file generated once in the
// data folder (development), else an ephemeral key (in-memory databases, tests).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export const SECRET_KEY_BYTES = 32;
const NONCE_BYTES = 12;
const VERSION = 'v1';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
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

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error('secret box key must be 32 bytes');
  return {
    seal(plaintext) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== VERSION || !nonce || body === undefined || !tag)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
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
