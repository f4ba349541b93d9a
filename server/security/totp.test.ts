import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp';

// RFC 6238 Appendix B, SHA-1 column: seed "12345678901234567890" (ASCII), 8 digits, 30 s.
const RFC_6238_SHA1: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('R-SEC-1 TOTP (RFC 6238)', () => {
  it.each(RFC_6238_SHA1)('Appendix B: T=%i gives %s', (seconds, expected) => {
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 8,
      period: 30,
      secret: Secret.fromLatin1('12345678901234567890'),
    });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
    // Our 6-digit codes are the same HOTP value truncated to its last six digits.
    const base32 = Secret.fromLatin1('12345678901234567890').base32;
    expect(totpCode(base32, seconds * 1000)).toBe(expected.slice(2));
  });

  const secret = newTotpSecret();
  const t0 = 1_795_320_000_000; // a step boundary is irrelevant: steps are computed

  it('accepts the code of the current step and of one step either side, not two', () => {
    const step = totpStep(t0);
    expect(acceptTotp(secret, totpCode(secret, t0), t0, null)).toBe(step);
    expect(acceptTotp(secret, totpCode(secret, t0 - 30_000), t0, null)).toBe(step - 1);
    expect(acceptTotp(secret, totpCode(secret, t0 + 30_000), t0, null)).toBe(step + 1);
    expect(acceptTotp(secret, totpCode(secret, t0 - 60_000), t0, null)).toBeNull();
    expect(acceptTotp(secret, totpCode(secret, t0 + 60_000), t0, null)).toBeNull();
  });

  it('refuses a replay of the same step and any older step', () => {
    const code = totpCode(secret, t0);
    const step = acceptTotp(secret, code, t0, null);
    expect(step).not.toBeNull();
    expect(acceptTotp(secret, code, t0 + 1000, step)).toBeNull();
    expect(acceptTotp(secret, totpCode(secret, t0 - 30_000), t0, step)).toBeNull();
    expect(acceptTotp(secret, totpCode(secret, t0 + 30_000), t0 + 30_000, step)).toBe(
      (step ?? 0) + 1,
    );
  });

  it('refuses malformed codes and codes of another secret', () => {
    expect(acceptTotp(secret, '12345', t0, null)).toBeNull();
    expect(acceptTotp(secret, 'abcdef', t0, null)).toBeNull();
    expect(acceptTotp(secret, totpCode(newTotpSecret(), t0), t0, null)).toBeNull();
  });

  it('builds an otpauth URL with issuer, SHA1, 6 digits, 30 s', () => {
    const url = new URL(totpUri(secret, 'a@b.co'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Desk');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
