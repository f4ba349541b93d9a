// Issue 21: the key sealing authenticator secrets rotates without downtime (R-SECH-10).
// Sealed values name their key; the new key seals, previous keys still open, and start-up
// re-seals every stored secret under the new key so the old one can then be dropped.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET, DEMO_OTP_USER } from '../seed/security-constants';
import { createTestVenue, type TestVenue } from '../testing/test-app';
import { resealSecrets } from './reseal';
import { createSecretBox, keyIdOf, parsePreviousKeys } from './secret-box';

describe('R-SECH-10 secret key rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('R-SECH-10: sealed values carry the key id; previous keys still open, the current one seals', () => {
    const before = createSecretBox(oldKey);
    const sealed = before.seal('JBSWY3DPEHPK3PXP');
    expect(sealed.split('.')[1]).toBe(keyIdOf(oldKey));
    const rotated = createSecretBox(newKey, [oldKey]);
    expect(rotated.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.stale(sealed)).toBe(true);
    const resealed = rotated.seal('JBSWY3DPEHPK3PXP');
    expect(resealed.split('.')[1]).toBe(keyIdOf(newKey));
    expect(rotated.stale(resealed)).toBe(false);
    // Once every value is re-sealed the old key can go.
    expect(createSecretBox(newKey).open(resealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox(newKey).open(sealed)).toThrow(/unknown key/);
  });

  it('R-SECH-10: values sealed before key ids (v1) still open and count as stale', () => {
    const box = createSecretBox(oldKey);
    const v2 = box.seal('secret').split('.');
    const v1 = ['v1', ...v2.slice(2)].join('.');
    expect(createSecretBox(newKey, [oldKey]).open(v1)).toBe('secret');
    expect(createSecretBox(oldKey).stale(v1)).toBe(true);
  });

  it('R-SECH-10: SECRET_KEY_PREVIOUS lists old keys, comma-separated', () => {
    const keys = parsePreviousKeys(`${oldKey.toString('hex')}, ${newKey.toString('base64')}`);
    expect(keys.map((k) => k.toString('hex'))).toEqual([
      oldKey.toString('hex'),
      newKey.toString('hex'),
    ]);
    expect(parsePreviousKeys(undefined)).toEqual([]);
    expect(() => parsePreviousKeys('short')).toThrow(/32 bytes/);
  });

  describe('stored secrets', () => {
    let venue: TestVenue;
    beforeAll(async () => {
      venue = await createTestVenue('pglite', { secretKey: oldKey });
    });
    afterAll(async () => venue?.dispose());

    it('R-SECH-10: re-sealing moves every stored secret to the current key', async () => {
      const box = createSecretBox(newKey, [oldKey]);
      expect(await resealSecrets(venue.db, box)).toBeGreaterThan(0);
      const row = await venue.db
        .selectFrom('users')
        .select('otp_secret_enc')
        .where('email', '=', DEMO_OTP_USER.email)
        .executeTakeFirstOrThrow();
      expect(createSecretBox(newKey).open(row.otp_secret_enc ?? '')).toBe(DEMO_TOTP_SECRET);
      // Nothing left to do the second time.
      expect(await resealSecrets(venue.db, box)).toBe(0);
    });
  });
});
