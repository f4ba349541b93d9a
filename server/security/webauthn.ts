// Hardware security keys (WebAuthn) with @simplewebauthn/server. Challenges are stored
// server-side, bound to a user and a purpose, expire after 5 minutes and are consumed
// before verification (so even a failed attempt burns them). The library checks origin,
// RP id hash, user presence, signature and the signature counter.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MINUTE_MS, type EpochMillis } from '../auth/clock';

export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * MINUTE_MS;
export const WEBAUTHN_RP_NAME = 'Desk';

/** Who the browser must be talking to: RP id and the accepted page origins. */
export interface RelyingParty {
  readonly rpId: string;
  readonly origins: readonly string[];
}

export interface SecurityKeyView {
  credential_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * What a challenge is for: registering a key, signing in, approving a request, or (047) one
 * exact custody send (server/custody/key-binding.ts derives that challenge from the send), or
 * (053) re-authenticating a session (R-SECH-24).
 */
export type ChallengePurpose =
  'register' | 'authenticate' | 'approve' | 'custody_send' | 'reauthenticate';
type Purpose = ChallengePurpose;

async function storeChallenge(
  db: Kysely<Database>,
  userId: number | null,
  purpose: Purpose,
  challenge: string,
  now: EpochMillis,
): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<', new Date(now - WEBAUTHN_CHALLENGE_TTL_MS))
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      user_id: userId,
      purpose,
      challenge,
      created_at: new Date(now),
      expires_at: new Date(now + WEBAUTHN_CHALLENGE_TTL_MS),
    })
    .execute();
}

/** The challenge the browser signed, read from clientDataJSON (verified again by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

/** Consumes a live challenge of this user and purpose; false if none matches. */
async function consumeChallenge(
  db: Kysely<Database>,
  userId: number,
  purpose: Purpose,
  challenge: string,
  now: EpochMillis,
): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_challenges')
    .set({ consumed_at: new Date(now) })
    .where('challenge', '=', challenge)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listSecurityKeys(
  db: Kysely<Database>,
  userId: number,
): Promise<SecurityKeyView[]> {
  const rows = await db
    .selectFrom('webauthn_credentials')
    .select(['credential_id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    credential_id: row.credential_id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
}

export async function deleteSecurityKey(
  db: Kysely<Database>,
  userId: number,
  credentialId: string,
): Promise<void> {
  await db
    .deleteFrom('webauthn_credentials')
    .where('user_id', '=', userId)
    .where('credential_id', '=', credentialId)
    .execute();
}

export async function beginRegistration(
  db: Kysely<Database>,
  user: { id: number; email: string; first_name: string; last_name: string },
  rp: RelyingParty,
  now: EpochMillis,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('webauthn_credentials')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: WEBAUTHN_RP_NAME,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    userID: new TextEncoder().encode(`desk-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    supportedAlgorithmIDs: [-7, -257],
  });
  await storeChallenge(db, user.id, 'register', options.challenge, now);
  return options;
}

export type RegistrationOutcome =
  | { kind: 'ok'; key: SecurityKeyView }
  | { kind: 'failed' }
  | { kind: 'duplicate'; field: 'name' | 'credential' };

export async function completeRegistration(
  db: Kysely<Database>,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  now: EpochMillis,
): Promise<RegistrationOutcome> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(db, userId, 'register', challenge, now)))
    return { kind: 'failed' };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.rpId,
      requireUserPresence: true,
      requireUserVerification: false,
    });
  } catch {
    return { kind: 'failed' };
  }
  if (!verification.verified) return { kind: 'failed' };
  const { credential } = verification.registrationInfo;
  const clash = await db
    .selectFrom('webauthn_credentials')
    .select(['credential_id', 'name'])
    .where((eb) =>
      eb.or([
        eb('credential_id', '=', credential.id),
        eb.and([eb('user_id', '=', userId), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]),
      ]),
    )
    .executeTakeFirst();
  if (clash)
    return {
      kind: 'duplicate',
      field: clash.credential_id === credential.id ? 'credential' : 'name',
    };
  await db
    .insertInto('webauthn_credentials')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      created_at: new Date(now),
    })
    .execute();
  return {
    kind: 'ok',
    key: {
      credential_id: credential.id,
      name,
      created_at: new Date(now).toISOString(),
      last_used_at: null,
    },
  };
}

/** Options for a sign-in (or approval) assertion; with userId null no keys and nothing stored. */
export async function beginAuthentication(
  db: Kysely<Database>,
  userId: number | null,
  rp: RelyingParty,
  now: EpochMillis,
  purpose: Exclude<Purpose, 'register'> = 'authenticate',
  /** A challenge chosen by the caller (a custody send's binding); default random. */
  challenge?: Uint8Array,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys =
    userId === null
      ? []
      : await db
          .selectFrom('webauthn_credentials')
          .select(['credential_id', 'transports'])
          .where('user_id', '=', userId)
          .execute();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: key.transports })),
    userVerification: 'preferred',
    ...(challenge ? { challenge: new Uint8Array(challenge) } : {}),
  });
  // Nobody can answer a challenge without a user (consumeChallenge matches the user), so an
  // anonymous call stores nothing: unauthenticated callers cannot grow the table (R-SECH-5).
  if (userId !== null) await storeChallenge(db, userId, purpose, options.challenge, now);
  return options;
}

/**
 * Verifies an assertion by one of the user's keys and advances its counter. The challenge
 * must have been issued for the same purpose (a sign-in challenge never approves).
 */
export async function verifyAssertion(
  db: Kysely<Database>,
  userId: number,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now: EpochMillis,
  purpose: Exclude<Purpose, 'register'> = 'authenticate',
): Promise<boolean> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(db, userId, purpose, challenge, now))) return false;
  const key = await db
    .selectFrom('webauthn_credentials')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('user_id', '=', userId)
    .where('credential_id', '=', response.id)
    .executeTakeFirst();
  if (!key) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.rpId,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: Number(key.counter),
        transports: key.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    // Conditional on the counter read: two racing assertions cannot both advance it.
    const updated = await db
      .updateTable('webauthn_credentials')
      .set({ counter: result.authenticationInfo.newCounter, last_used_at: new Date(now) })
      .where('id', '=', key.id)
      .where('counter', '=', Number(key.counter))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  } catch {
    return false;
  }
}
