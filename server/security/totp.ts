// RFC 6238 authenticator codes: HMAC-SHA-1, 30-second steps, 6 digits, accepted one step
// either side of now. The matched step is returned so the caller can refuse it next time
// (a code is usable once).
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Desk';
/** 160-bit seeds, as RFC 4226 recommends: 32 base32 characters. */
const SECRET_BYTES = 20;

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

export function isBase32Secret(value: string): boolean {
  return /^[A-Z2-7]{16,128}$/.test(value);
}

/** otpauth://totp/Desk:<email>?issuer=Desk&secret=…&algorithm=SHA1&digits=6&period=30 */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

export function totpStep(epochMillis: number): number {
  return Math.floor(epochMillis / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCode(secretBase32: string, epochMillis: number): string {
  return totpFor(secretBase32).generate({ timestamp: epochMillis });
}

/**
 * The step a code belongs to when it is valid within ±1 step of `epochMillis` and later than
 * `lastUsedStep`; null otherwise (wrong, stale, or already used).
 */
export function acceptTotp(
  secretBase32: string,
  code: string,
  epochMillis: number,
  lastUsedStep: number | null,
): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: epochMillis,
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  const step = totpStep(epochMillis) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
