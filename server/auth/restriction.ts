// The restricted session (docs/api.md "Forced flows"): while the server has a forced step
// for the user (onboarding, authenticator setup, password change, key registration), every
// signed-in call outside this list answers 403 SETUP_REQUIRED with the instruction.
import { ApiError, type ApiErrorBody } from '../http/errors';
import type { Instruction } from '../security/instructions';

const OPEN_WHILE_RESTRICTED = new Set([
  '/api/user/current_user',
  '/api/user_config',
  '/v2/user/legal-entities',
  '/uapi/v1/periodic_sync',
  '/api/logout_all',
  '/api/generate_otp_secret',
  '/api/verify_otp_auth_code',
  '/api/user/disable_otp',
  '/api/register/begin',
  '/api/register/complete',
  '/api/v2/disable_yubikey',
  '/api/user/security',
  '/api/user/activity',
  '/api/user/request_email_otp',
  '/api/change_password',
  '/api/get_trade_confirmation_emails_enabled',
  '/api/set_trade_confirmation_emails_enabled',
]);
const OPEN_PREFIXES = ['/api/onboarding/'];

export function openWhileRestricted(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined) return false;
  return OPEN_WHILE_RESTRICTED.has(routeUrl) || OPEN_PREFIXES.some((p) => routeUrl.startsWith(p));
}

export const SETUP_REQUIRED_TEXT = 'Please finish setting up your account.';

/** 403 whose body carries the instruction beside the errors list. */
export class SetupRequiredError extends ApiError {
  constructor(readonly instruction: Instruction) {
    super(403, 'SETUP_REQUIRED', SETUP_REQUIRED_TEXT);
  }

  override body(): ApiErrorBody {
    return { ...super.body(), ...this.instruction };
  }
}
