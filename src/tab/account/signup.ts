// Sign-up and email verification (docs/api.md "Sign-up and email verification").
import { postJson, PUBLIC, type Requester, type StepResult } from './calls';

export interface SignupInput {
  readonly email: string;
  readonly password: string;
  readonly first_name: string;
  readonly last_name: string;
}

export function signUp(core: Requester, input: SignupInput): Promise<StepResult<unknown>> {
  return postJson(core, '/api/signup', input, PUBLIC);
}

export function verifyEmail(core: Requester, token: string): Promise<StepResult<unknown>> {
  return postJson(core, '/verify_email', { token }, PUBLIC);
}
