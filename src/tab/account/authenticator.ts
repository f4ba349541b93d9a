// Authenticator (TOTP) enrolment calls of docs/api.md "Authenticator".
import { getJson, postJson, type Requester, type StepResult } from './calls';

export interface OtpSecret {
  readonly otp_secret_key: string;
  readonly otp_auth_url: string;
  /** A data: URL of the QR code of otp_auth_url. */
  readonly qr_code?: string;
}

export function generateOtpSecret(core: Requester): Promise<StepResult<OtpSecret>> {
  return getJson<OtpSecret>(core, '/api/generate_otp_secret');
}

export function verifyOtpEnrolment(
  core: Requester,
  secret: OtpSecret,
  code: string,
): Promise<StepResult<Record<string, unknown>>> {
  return postJson(core, '/api/verify_otp_auth_code', {
    otp_secret_key: secret.otp_secret_key,
    code,
    otp_auth_url: secret.otp_auth_url,
  });
}

export function disableOtp(core: Requester, code: string): Promise<StepResult<unknown>> {
  return postJson(core, '/api/user/disable_otp', { code });
}

/** The secret in groups of four, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
