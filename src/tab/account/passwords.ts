// Password forms (docs/api.md "Passwords"): the policy the server publishes, the checks the
// client can make before sending, and the calls. The server stays the judge of the policy.
import { requiredMessage } from '../../../domain/text';
import { defineQuery } from '../queries/define';
import {
  formCall,
  getCall,
  postJson,
  PUBLIC,
  runMutation,
  type Mutator,
  type Requester,
  type StepResult,
} from './calls';
import { SECURITY_CHANGED } from './security';

export interface PasswordPolicy {
  readonly min_length: number;
  readonly max_length: number;
  /** The rule texts, exactly the messages a refusal carries. */
  readonly rules: readonly string[];
}

export const PASSWORD_MISMATCH_TEXT = 'The passwords do not match.';

/** Public: the sign-up and reset pages read it signed out, while requests may be blocked. */
export const passwordPolicyQuery = defineQuery<PasswordPolicy>(
  { key: ['password_policy'], call: getCall('/api/password_policy', PUBLIC) },
  (raw) => raw as PasswordPolicy,
);

export type FieldErrors = Readonly<Record<string, string>>;

/** Checks of a new password the client can make alone: present, length, the two copies. */
export function newPasswordProblems(
  newPassword: string,
  verifyPassword: string,
  policy: PasswordPolicy | null,
): FieldErrors {
  const errs: Record<string, string> = {};
  if (!newPassword) errs['new_password'] = requiredMessage('New password');
  else if (policy && [...newPassword].length < policy.min_length)
    errs['new_password'] = `Password must be at least ${policy.min_length} characters.`;
  else if (policy && [...newPassword].length > policy.max_length)
    errs['new_password'] = `Password must be at most ${policy.max_length} characters.`;
  if (!verifyPassword) errs['verify_password'] = requiredMessage('Password confirmation');
  else if (newPassword && verifyPassword !== newPassword)
    errs['verify_password'] = PASSWORD_MISMATCH_TEXT;
  return errs;
}

/** Server refusals by field; errors without a field go under `form`. */
export function errorsByField(r: StepResult<unknown>): FieldErrors {
  if (r.ok) return {};
  const errs: Record<string, string> = {};
  for (const e of r.errors) {
    const key = e.field ?? 'form';
    errs[key] = errs[key] ? `${errs[key]}\n${e.message}` : e.message;
  }
  if (Object.keys(errs).length === 0) errs['form'] = r.error;
  return errs;
}

export interface ChangePasswordInput {
  readonly old_password: string;
  readonly new_password: string;
  readonly verify_password: string;
  readonly email_otp: string;
}

/** Spec 7.3: form-encoded. The answer may carry the next forced step or the landing page. */
export function changePassword(
  core: Mutator,
  input: ChangePasswordInput,
): Promise<StepResult<Record<string, unknown>>> {
  return runMutation(core, formCall('/api/change_password', { ...input }), SECURITY_CHANGED);
}

export function requestPasswordEmailCode(core: Requester): Promise<StepResult<unknown>> {
  return postJson(core, '/api/user/request_email_otp', {});
}

export function requestPasswordReset(core: Requester, email: string) {
  return postJson<unknown>(core, '/api/request_reset_password', { email }, PUBLIC);
}

export function resetPassword(
  core: Requester,
  token: string,
  newPassword: string,
  verifyPassword: string,
) {
  return postJson<unknown>(
    core,
    '/api/reset_password',
    { token, new_password: newPassword, verify_password: verifyPassword },
    PUBLIC,
  );
}
