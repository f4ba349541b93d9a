// Authenticator (TOTP) enrolment calls of docs/api.md "Authenticator". A new secret is a
// one-shot step, not a cached read: every GET replaces the server's pending secret.
import type { RestCall } from '../../../workers/api';
import {
  getJson,
  jsonCall,
  runMutation,
  type Mutator,
  type Requester,
  type StepResult,
} from './calls';
import { SECURITY_CHANGED } from './security';

export interface OtpSecret {
  readonly otp_secret_key: string;
  readonly otp_auth_url: string;
  /** A data: URL of the QR code of otp_auth_url. */
  readonly qr_code?: string;
}

export function generateOtpSecret(core: Requester): Promise<StepResult<OtpSecret>> {
  return getJson<OtpSecret>(core, '/api/generate_otp_secret');
}

/** Turns the authenticator on; the answer may name the next forced step. */
export function verifyOtpEnrolment(
  core: Mutator,
  secret: OtpSecret,
  code: string,
): Promise<StepResult<Record<string, unknown>>> {
  return runMutation(
    core,
    jsonCall('POST', '/api/verify_otp_auth_code', {
      otp_secret_key: secret.otp_secret_key,
      code,
      otp_auth_url: secret.otp_auth_url,
    }),
    SECURITY_CHANGED,
  );
}

/** Turns the authenticator off: run with SECURITY_CHANGED. */
export function disableOtpCall(code: string): RestCall {
  return jsonCall('POST', '/api/user/disable_otp', { code });
}

/** The secret in groups of four, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
