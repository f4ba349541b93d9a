// Issue 21, second pass: password storage cost (R-SECH-18) and the common-password list (R-SECH-21).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordHasher, PASSWORD_COST } from '../auth/passwords';
import { DEMO_TRADER } from '../seed/demo-constants';
import { PASSWORD_TEXT, passwordProblem } from './password-policy';
import {
  createTestVenue,
  csrfHeaders,
  signIn,
  TEST_PASSWORD_COST,
  type TestVenue,
} from '../testing/test-app';

describe('issue 21 password storage', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
  });
  afterAll(async () => venue?.dispose());

  const storedHash = async (): Promise<string> =>
    (
      await venue.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', DEMO_TRADER.email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('R-SECH-18: new password hashes use scrypt N=2^17, r=8, p=1 unless a venue is given a cost', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await passwordHasher().hash('correct horse battery staple');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(needsRehash(hash, PASSWORD_COST)).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$c2FsdA==$a2V5', PASSWORD_COST)).toBe(true);
  });

  it('R-SECH-18: a hash under a weaker cost still signs in and is replaced at the venue’s cost; a wrong password changes nothing', async () => {
    const weak = await hashPassword(DEMO_TRADER.password, { N: 256, r: 8, p: 1 });
    await venue.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('email', '=', DEMO_TRADER.email)
      .execute();
    const wrong = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrfHeaders(),
      payload: { email: DEMO_TRADER.email, password: 'not-the-password-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await storedHash()).toBe(weak);

    await signIn(venue, DEMO_TRADER);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(weak);
    expect(upgraded.startsWith(`scrypt$${TEST_PASSWORD_COST.N}$8$1$`)).toBe(true);
    // The new hash is the same password.
    await signIn(venue, DEMO_TRADER);
    expect(await storedHash()).toBe(upgraded);
  });
});

describe('issue 21 common and context passwords', () => {
  const email = 'jane.doe@bank.example';

  it('R-SECH-21: the shipped list holds tens of thousands of common passwords, refused as they are', () => {
    for (const password of ['leavemealone', '123qweasdzxc', 'LeaveMeAlone', '123456qwerty']) {
      expect(passwordProblem(password, email)).toBe(PASSWORD_TEXT.common);
    }
  });

  it('R-SECH-21: a listed word with a digit or symbol head or tail, or said twice, is refused', () => {
    for (const password of [
      'Corvette2026!!',
      '2026!Corvette',
      'heatherheather',
      'merlin-merlin-1',
    ]) {
      expect(passwordProblem(password, email)).toBe(PASSWORD_TEXT.common);
    }
  });

  it('R-SECH-21: a password made only of product words, the email’s parts, digits and symbols is refused', () => {
    for (const password of ['DeskTrading2026!', 'Doe-Jane-Desk-99', 'treasury.desk.2026']) {
      expect(passwordProblem(password, email)).toBe(PASSWORD_TEXT.contextWords);
    }
  });

  it('R-SECH-21: long unlisted passphrases pass', () => {
    for (const password of [
      'correct horse battery staple',
      'Matrix-Password-2026!',
      'Trader-Demo-2026!',
      'plum kettle orbit 47',
    ]) {
      expect(passwordProblem(password, email)).toBeNull();
    }
  });
});
