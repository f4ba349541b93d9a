// Which browser passed a user's password step (R-SECH-6). The password step sets an HttpOnly
// cookie naming the pending sign-in with a MAC under a server key; authenticate/begin lists
// the user's security keys (their credential ids) only to a request carrying the proof of
// that user's live pending sign-in. Anyone else who posts the email gets the same answer as
// for an unknown email: no keys, and no challenge stored.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from './tokens';

export const SIGN_IN_COOKIE = 'desk_sign_in';
/** Over HTTPS the host-only prefixed name (R-SECH-15). */
const cookieName = (request: FastifyRequest): string =>
  request.protocol === 'https' ? `__Host-${SIGN_IN_COOKIE}` : SIGN_IN_COOKIE;
const PROOF = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: Buffer, pendingId: number, userId: number): string =>
  createHmac('sha256', key).update(`sign-in|${pendingId}|${userId}`, 'utf8').digest('base64url');

export function signInProof(key: Buffer, pendingId: number, userId: number): string {
  return `${pendingId}.${mac(key, pendingId, userId)}`;
}

/** The pending sign-in id the request proves for `userId`, or null. */
export function provenPendingId(
  key: Buffer,
  request: FastifyRequest,
  userId: number,
): number | null {
  const match = PROOF.exec(request.cookies[cookieName(request)] ?? '');
  if (!match?.[1] || !match[2]) return null;
  const pendingId = Number(match[1]);
  return safeEqual(match[2], mac(key, pendingId, userId)) ? pendingId : null;
}

/** Sets the proof with the password step's answer: never script-readable. */
export function setSignInProof(
  reply: FastifyReply,
  key: Buffer,
  pendingId: number,
  userId: number,
): void {
  void reply.setCookie(cookieName(reply.request), signInProof(key, pendingId, userId), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.request.protocol === 'https',
  });
}

/** Ends the proof once the sign-in finished. */
export function clearSignInProof(reply: FastifyReply): void {
  void reply.clearCookie(cookieName(reply.request), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.request.protocol === 'https',
  });
}
