// The hardware-key binding of a custody send (docs/custody.md "Key binding", R-CUST-3): the
// WebAuthn challenge is derived from a hash of the exact send (vault, token, network, amount,
// fee, destination, client request id, user), so the key signs that send and no other. The
// finish step checks the assertion against the challenge of this send's hash; the send's
// request then spends the verified assertion in its creating transaction. An assertion for one
// send is refused on any other, and a send without one is refused.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { normalizeDecimal } from '../../domain/decimal';
import { canonicalJson } from '../approvals/payload-hash';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import {
  beginAuthentication,
  verifyAssertion,
  WEBAUTHN_CHALLENGE_TTL_MS,
  type RelyingParty,
} from '../security/webauthn';
import { consumeKeyChallenge, insertKeyApproval, storeKeyChallenge } from './key-store';

/** What a custody send is: the fields the key signs. */
export interface SendInput {
  readonly vault_id: number;
  readonly token: string;
  readonly network: string;
  readonly amount: string;
  readonly destination_type: 'whitelisted' | 'vault';
  readonly whitelisted_address_id?: number;
  readonly to_vault_id?: number;
  readonly client_request_id: string;
}

/** SHA-256 of the send's canonical form and its requester: what a key assertion is bound to. */
export function bindingHash(userId: number, send: SendInput): string {
  const bound = {
    user_id: userId,
    vault_id: send.vault_id,
    token: send.token,
    network: send.network,
    amount: normalizeDecimal(send.amount),
    destination_type: send.destination_type,
    whitelisted_address_id: send.whitelisted_address_id ?? null,
    to_vault_id: send.to_vault_id ?? null,
    client_request_id: send.client_request_id,
  };
  return createHash('sha256').update(canonicalJson(bound)).digest('hex');
}

export const keyAssertionRequired = (): ApiError =>
  new ApiError(
    403,
    'KEY_ASSERTION_REQUIRED',
    'Confirm this send with your security key first.',
    'key_approval_id',
  );

const keyMismatch = (): ApiError =>
  new ApiError(
    403,
    'KEY_BINDING_MISMATCH',
    'This security-key confirmation was made for a different send.',
    'assertion',
  );

const noKey = (): ApiError =>
  new ApiError(
    400,
    'SECURITY_KEY_REQUIRED',
    'Register a security key in Account › Security to send from a vault.',
  );

function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

export interface KeyBindingDeps {
  readonly db: Kysely<Database>;
  readonly now: () => number;
}

/** Assertion options whose challenge is derived from this send. */
export async function beginSendKey(
  deps: KeyBindingDeps,
  userId: number,
  send: SendInput,
  rp: RelyingParty,
  hasKeys: boolean,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; binding_hash: string }> {
  if (!hasKeys) throw noKey();
  const binding = bindingHash(userId, send);
  const challenge = createHash('sha256').update(binding).update(randomBytes(16)).digest();
  const now = deps.now();
  const options = await beginAuthentication(deps.db, userId, rp, now, 'custody_send', challenge);
  await storeKeyChallenge(deps.db, {
    challenge: options.challenge,
    userId,
    bindingHash: binding,
    at: now,
    ttl: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  return { options, binding_hash: binding };
}

/**
 * Checks an assertion for exactly this send; answers the id of the verified assertion, which
 * the send's request spends. The challenge is burned whatever the outcome.
 */
export async function finishSendKey(
  deps: KeyBindingDeps,
  userId: number,
  send: SendInput,
  assertion: AuthenticationResponseJSON,
  rp: RelyingParty,
): Promise<string> {
  const now = deps.now();
  const challenge = challengeOf(assertion.response.clientDataJSON);
  const bound = challenge ? await consumeKeyChallenge(deps.db, userId, challenge, now) : null;
  if (bound === null)
    throw new ApiError(
      400,
      'INVALID_SECOND_FACTOR',
      'The key confirmation is not valid, has expired or was already used.',
      'assertion',
    );
  const binding = bindingHash(userId, send);
  if (bound !== binding) throw keyMismatch();
  if (!(await verifyAssertion(deps.db, userId, assertion, rp, now, 'custody_send')))
    throw new ApiError(
      400,
      'INVALID_SECOND_FACTOR',
      'The key confirmation is not valid, has expired or was already used.',
      'assertion',
    );
  const id = randomUUID();
  await insertKeyApproval(deps.db, {
    id,
    userId,
    bindingHash: binding,
    at: now,
    ttl: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  return id;
}
