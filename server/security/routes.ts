// Authenticator, hardware keys, the security overview, activity and the trade-confirmation
// email setting (docs/api.md "Account security, onboarding and entities").
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { authOf } from '../auth/authenticate';
import { spendTotpStep } from '../auth/login-service';
import { assertRecentAuthentication } from '../auth/session-list';
import { safeEqual } from '../auth/tokens';
import { registrationResponseSchema } from '../auth/webauthn-schemas';
import { ApiError, notFound } from '../http/errors';
import { closedObject, displayNameSchema, noQuery, ID_PATTERN } from '../http/schemas';
import { USER_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';
import { listActivity, recordActivity } from './activity';
import { instructionAfterStep, pendingInstruction } from './instructions';
import { acceptTotp, newTotpSecret, totpUri } from './totp';
import { securityUserOf, setOtpSecrets, setTradeConfirmationEmails } from './user-store';
import {
  beginRegistration,
  completeRegistration,
  deleteSecurityKey,
  listSecurityKeys,
} from './webauthn';

const invalidTotp = () =>
  new ApiError(
    400,
    'INVALID_CODE',
    'The authenticator code is not valid. Check the time on your device and try again.',
    'code',
  );
const policyRequires = (what: string) =>
  new ApiError(409, 'POLICY_REQUIRES_FACTOR', `Your sign-in policy requires ${what}.`);

export function registerAccountSecurityRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'secrets' | 'relyingParty'>,
): void {
  const { db, now, secrets } = deps;
  // The user's own authenticator, keys, activity and mail settings: they act for no entity.
  const signedIn = { config: USER_ACCESS };
  const userRow = (id: number) => securityUserOf(db, id);
  /** Changing a factor needs a sign-in or re-authentication of the last minutes (R-SECH-19). */
  const recentlyAuthenticated = (request: FastifyRequest) =>
    assertRecentAuthentication(db, authOf(request).sessionId, now());

  app.get(
    '/api/generate_otp_secret',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request, reply) => {
      await recentlyAuthenticated(request);
      const user = await userRow(authOf(request).userId);
      const secret = newTotpSecret();
      await setOtpSecrets(db, user.id, { pending: secrets.seal(secret) });
      const url = totpUri(secret, user.email);
      void reply.header('cache-control', 'no-store');
      return {
        success: true,
        otp_secret_key: secret,
        otp_auth_url: url,
        qr_code: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      };
    },
  );

  app.post<{ Body: { otp_secret_key: string; code: string; otp_auth_url?: string } }>(
    '/api/verify_otp_auth_code',
    {
      ...signedIn,
      schema: {
        body: closedObject(
          {
            otp_secret_key: {
              type: 'string',
              minLength: 16,
              maxLength: 128,
              pattern: '^[A-Z2-7]+=*$',
            },
            code: { type: 'string', pattern: '^[0-9]{6}$' },
            otp_auth_url: { type: 'string', maxLength: 512 },
          },
          ['otp_secret_key', 'code'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await userRow(auth.userId);
      const before = await pendingInstruction(db, user.id, now());
      const pending = user.otp_pending_secret_enc
        ? secrets.open(user.otp_pending_secret_enc)
        : null;
      const offered = request.body.otp_secret_key.replace(/=+$/, '');
      if (pending === null || !safeEqual(pending, offered))
        throw new ApiError(
          400,
          'VALIDATION',
          'This secret has expired. Please generate a new one.',
          'otp_secret_key',
        );
      const last = user.otp_last_step === null ? null : Number(user.otp_last_step);
      const step = acceptTotp(pending, request.body.code, now(), last);
      if (step === null || !(await spendTotpStep(db, user.id, last, step))) throw invalidTotp();
      await setOtpSecrets(db, user.id, { enrolled: secrets.seal(pending), pending: null });
      await recordActivity(db, { userId: user.id, action: 'otp_enabled', request }, now());
      return { success: true, ...(await instructionAfterStep(db, user.id, now(), before)) };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/user/disable_otp',
    {
      ...signedIn,
      schema: { body: closedObject({ code: { type: 'string', pattern: '^[0-9]{6}$' } }) },
    },
    async (request) => {
      await recentlyAuthenticated(request);
      const user = await userRow(authOf(request).userId);
      if (user.factor_policy.includes('otp')) throw policyRequires('an authenticator');
      if (user.otp_secret_enc === null) throw invalidTotp();
      const last = user.otp_last_step === null ? null : Number(user.otp_last_step);
      const step = acceptTotp(secrets.open(user.otp_secret_enc), request.body.code, now(), last);
      if (step === null || !(await spendTotpStep(db, user.id, last, step))) throw invalidTotp();
      await setOtpSecrets(db, user.id, { enrolled: null, pending: null });
      await recordActivity(db, { userId: user.id, action: 'otp_disabled', request }, now());
      return { success: true };
    },
  );

  app.post('/api/register/begin', signedIn, async (request) => {
    if (request.body !== undefined && request.body !== null) {
      const body: unknown = request.body;
      if (
        typeof body !== 'object' ||
        body === null ||
        Array.isArray(body) ||
        Object.keys(body).length > 0
      )
        throw new ApiError(400, 'VALIDATION', 'body is not an accepted field');
    }
    await recentlyAuthenticated(request);
    const user = await userRow(authOf(request).userId);
    return {
      success: true,
      options: await beginRegistration(db, user, deps.relyingParty(request), now()),
    };
  });

  app.post<{ Body: { name: string; credential: RegistrationResponseJSON } }>(
    '/api/register/complete',
    {
      ...signedIn,
      schema: {
        body: closedObject({ name: displayNameSchema, credential: registrationResponseSchema }),
      },
    },
    async (request) => {
      await recentlyAuthenticated(request);
      const auth = authOf(request);
      const outcome = await completeRegistration(
        db,
        auth.userId,
        request.body.name,
        request.body.credential,
        deps.relyingParty(request),
        now(),
      );
      if (outcome.kind === 'failed')
        throw new ApiError(400, 'WEBAUTHN_FAILED', 'The security key could not be verified.');
      if (outcome.kind === 'duplicate')
        throw outcome.field === 'name'
          ? new ApiError(
              409,
              'CONFLICT',
              `A key named '${request.body.name}' already exists`,
              'name',
            )
          : new ApiError(409, 'CONFLICT', 'This security key is already registered', 'credential');
      await recordActivity(
        db,
        {
          userId: auth.userId,
          action: 'security_key_added',
          request,
          details: { name: request.body.name },
        },
        now(),
      );
      return { success: true, key: outcome.key };
    },
  );

  app.post<{ Body: { yubikey_base64: string } }>(
    '/api/v2/disable_yubikey',
    {
      ...signedIn,
      schema: {
        body: closedObject({
          yubikey_base64: {
            type: 'string',
            minLength: 1,
            maxLength: 1024,
            pattern: '^[A-Za-z0-9_+/=-]+$',
          },
        }),
      },
    },
    async (request) => {
      await recentlyAuthenticated(request);
      const auth = authOf(request);
      // Accept standard base64 as well as base64url for the credential id.
      const id = Buffer.from(request.body.yubikey_base64, 'base64').toString('base64url');
      const user = await userRow(auth.userId);
      const keys = await listSecurityKeys(db, auth.userId);
      const key = keys.find(
        (k) => k.credential_id === id || k.credential_id === request.body.yubikey_base64,
      );
      if (!key) throw notFound();
      if (user.factor_policy.includes('yubikey') && keys.length === 1)
        throw policyRequires('a security key');
      await deleteSecurityKey(db, auth.userId, key.credential_id);
      await recordActivity(
        db,
        {
          userId: auth.userId,
          action: 'security_key_removed',
          request,
          details: { name: key.name },
        },
        now(),
      );
      return { success: true };
    },
  );

  app.get(
    '/api/user/security',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request) => {
      const user = await userRow(authOf(request).userId);
      return {
        email: user.email,
        factor_policy: user.factor_policy,
        otp_enabled: user.otp_secret_enc !== null,
        yubikeys: await listSecurityKeys(db, user.id),
        password_changed_at: user.password_changed_at.toISOString(),
        password_expires_at: user.password_expires_at?.toISOString() ?? null,
        password_change_required: user.password_change_required,
      };
    },
  );

  app.post<{ Body: { action: string; details?: Record<string, string> } }>(
    '/api/user/activity',
    {
      ...signedIn,
      schema: {
        body: closedObject(
          {
            action: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
            details: {
              type: 'object',
              maxProperties: 20,
              propertyNames: { pattern: '^[A-Za-z0-9_]{1,64}$' },
              additionalProperties: { type: 'string', maxLength: 256 },
            },
          },
          ['action'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await recordActivity(
        db,
        {
          userId: auth.userId,
          action: request.body.action,
          request,
          entityId: auth.entityId,
          details: request.body.details ?? {},
        },
        now(),
      );
      return { success: true };
    },
  );

  app.get<{ Querystring: { limit?: string; before?: string } }>(
    '/api/user/activity',
    {
      ...signedIn,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'string', pattern: '^(?:[1-9][0-9]?|1[0-9]{2}|200)$' },
            before: { type: 'string', pattern: ID_PATTERN },
          },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const before = request.query.before === undefined ? null : Number(request.query.before);
      return {
        activities: await listActivity(
          db,
          auth.userId,
          Number(request.query.limit ?? 50),
          before !== null && before <= 2_147_483_647 ? before : null,
        ),
      };
    },
  );

  app.get(
    '/api/get_trade_confirmation_emails_enabled',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request) => {
      const user = await userRow(authOf(request).userId);
      return { success: true, enabled: user.trade_confirmation_emails };
    },
  );

  app.post<{ Body: { enabled: boolean } }>(
    '/api/set_trade_confirmation_emails_enabled',
    { ...signedIn, schema: { body: closedObject({ enabled: { type: 'boolean' } }) } },
    async (request) => {
      await setTradeConfirmationEmails(db, authOf(request).userId, request.body.enabled);
      return { success: true, enabled: request.body.enabled };
    },
  );
}
