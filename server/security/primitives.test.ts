import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipAllowed } from '../entities/ip-allowlist';
import { passwordProblem, PASSWORD_TEXT } from './password-policy';
import { createSecretBox, loadSecretKey } from './secret-box';

describe('R-SEC-2 secrets at rest (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));
  it('round-trips, never stores the plaintext, and uses a fresh nonce each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });
  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
  it('generates a key file once and reads it back; SECRET_KEY wins', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-key-'));
    const file = join(dir, 'secret.key');
    const first = await loadSecretKey({ keyFile: file });
    const second = await loadSecretKey({ keyFile: file });
    expect(second.equals(first)).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
    const env = randomBytes(32);
    expect((await loadSecretKey({ env: env.toString('hex'), keyFile: file })).equals(env)).toBe(
      true,
    );
    await expect(loadSecretKey({ env: 'short' })).rejects.toThrow(/32 bytes/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('R-SEC-7 password policy', () => {
  it.each([
    ['short1!A', PASSWORD_TEXT.tooShort],
    ['x'.repeat(129), PASSWORD_TEXT.tooLong],
    ['my-jane.doe@firm.com-pass', PASSWORD_TEXT.containsEmail],
    ['Jane.Doe-rocks-2026', PASSWORD_TEXT.containsEmail],
    ['password1234', PASSWORD_TEXT.common],
    ['Password2026!!', PASSWORD_TEXT.common],
    ['qwertyuiop123', PASSWORD_TEXT.common],
    ['abababababab', PASSWORD_TEXT.fewDistinct],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password, 'jane.doe@firm.com')).toBe(message);
  });
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('Teal-Harbour-Lantern-93', 'jane.doe@firm.com')).toBeNull();
  });
});

describe('R-SEC-10 entity IP allowlist', () => {
  it('allows every IP with an empty list, else only listed addresses and subnets', () => {
    expect(ipAllowed('', '198.51.100.7')).toBe(true);
    expect(ipAllowed('203.0.113.0/24, 2001:db8::/32', '203.0.113.9')).toBe(true);
    expect(ipAllowed('203.0.113.0/24, 2001:db8::/32', '::ffff:203.0.113.9')).toBe(true);
    expect(ipAllowed('203.0.113.0/24, 2001:db8::/32', '2001:db8::1')).toBe(true);
    expect(ipAllowed('203.0.113.0/24, 2001:db8::/32', '127.0.0.1')).toBe(false);
    expect(ipAllowed('10.1.2.3', '10.1.2.3')).toBe(true);
    expect(ipAllowed('10.1.2.3', '10.1.2.4')).toBe(false);
    // A corrupt list fails closed.
    expect(ipAllowed('not-an-ip', '10.1.2.3')).toBe(false);
  });
});
