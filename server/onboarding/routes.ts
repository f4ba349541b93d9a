// Onboarding of a new institution (spec 2.2): the profile saved step by step, the terms of use
// (PDF, agree, and in the e-signature variant a typed-name signature), status, and completion,
// which activates the user and names their institution. docs/api.md "Onboarding".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { loadUser } from '../auth/user-view';
import { ApiError, type ApiErrorItem } from '../http/errors';
import { closedObject, noQuery } from '../http/schemas';
import { USER_ACCESS } from '../policy/access';
import { onboardingRoute, ONBOARDING_DS_ROUTE, ONBOARDING_ROUTE } from '../security/instructions';
import type { VenueServices } from '../services';
import { isStepKey, STEP_KEYS, stepBodySchema, stepErrors, type StepKey } from './steps';
import {
  completeInstitution,
  ensureProfile,
  updateProfile,
  userStatusOf,
  type ProfileRow,
  type ProfileUpdate,
} from './store';
import { TERMS_SECTIONS, TERMS_TITLE, TERMS_VERSION, termsPdf } from './terms-pdf';

const alreadyOnboarded = () =>
  new ApiError(409, 'ALREADY_ONBOARDED', 'Your institution has already completed onboarding.');
const notFoundStep = () => new ApiError(404, 'NOT_FOUND', 'No such onboarding step', 'step');

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function registerOnboardingRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now'>,
): void {
  const { db, now } = deps;
  // The user's own onboarding (pending users included): it acts for no entity.
  const signedIn = { config: USER_ACCESS };

  /** The pending user's profile (created empty on first use); 409 once active. */
  async function profileOf(userId: number): Promise<ProfileRow> {
    if ((await userStatusOf(db, userId)) !== 'pending') throw alreadyOnboarded();
    return ensureProfile(db, userId, now());
  }

  async function variantOf(userId: number): Promise<'standard' | 'ds'> {
    return (await onboardingRoute(db, userId)) === ONBOARDING_DS_ROUTE ? 'ds' : 'standard';
  }

  function missing(profile: ProfileRow, variant: 'standard' | 'ds'): ApiErrorItem[] {
    const items: ApiErrorItem[] = [];
    for (const step of STEP_KEYS) {
      if (stepErrors(step, profile.data[step] ?? {}).length > 0)
        items.push({
          code: 'ONBOARDING_INCOMPLETE',
          message: `The ${step} step is not complete`,
          field: step,
        });
    }
    if (profile.agreed_at === null || profile.terms_version !== TERMS_VERSION)
      items.push({
        code: 'ONBOARDING_INCOMPLETE',
        message: 'Please agree to the terms of use',
        field: 'terms',
      });
    if (variant === 'ds' && profile.signed_at === null)
      items.push({
        code: 'ONBOARDING_INCOMPLETE',
        message: 'Please sign the terms of use',
        field: 'signature',
      });
    return items;
  }

  async function status(userId: number, profile: ProfileRow) {
    const variant = await variantOf(userId);
    return {
      variant,
      route: variant === 'ds' ? ONBOARDING_DS_ROUTE : ONBOARDING_ROUTE,
      steps: STEP_KEYS.map((key) => ({
        key,
        complete: stepErrors(key, profile.data[key] ?? {}).length === 0,
      })),
      terms: {
        version: TERMS_VERSION,
        agreed_at: profile.agreed_at?.toISOString() ?? null,
        signed_at: profile.signed_at?.toISOString() ?? null,
        signer_name: profile.signer_name,
      },
      status: profile.completed_at
        ? 'completed'
        : missing(profile, variant).length === 0
          ? 'ready'
          : 'in_progress',
    };
  }

  const stepView = (step: StepKey, data: Record<string, string>) => {
    const errors = stepErrors(step, data);
    return { step, data, complete: errors.length === 0, errors };
  };

  const update = (userId: number, values: ProfileUpdate) =>
    updateProfile(db, userId, values, now());

  app.get(
    '/api/onboarding/status',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request) => {
      const { userId } = authOf(request);
      return status(userId, await profileOf(userId));
    },
  );

  const stepParams = {
    type: 'object',
    additionalProperties: false,
    required: ['step'],
    properties: { step: { type: 'string', maxLength: 32 } },
  } as const;

  app.get<{ Params: { step: string } }>(
    '/api/onboarding/profile/:step',
    { ...signedIn, schema: { params: stepParams, querystring: noQuery } },
    async (request) => {
      const { step } = request.params;
      if (!isStepKey(step)) throw notFoundStep();
      const profile = await profileOf(authOf(request).userId);
      return stepView(step, profile.data[step] ?? {});
    },
  );

  // One route per step, so each body has its own closed schema.
  for (const step of STEP_KEYS) {
    app.put<{ Body: Record<string, string> }>(
      `/api/onboarding/profile/${step}`,
      { ...signedIn, schema: { body: stepBodySchema(step) } },
      async (request) => {
        const { userId } = authOf(request);
        const profile = await profileOf(userId);
        const saved = { ...(profile.data[step] ?? {}), ...(request.body ?? {}) };
        await update(userId, { data: JSON.stringify({ ...profile.data, [step]: saved }) });
        return stepView(step, saved);
      },
    );
  }

  app.get('/api/onboarding/terms', { ...signedIn, schema: { querystring: noQuery } }, async () => {
    const pdf = await termsPdf();
    return {
      version: TERMS_VERSION,
      title: TERMS_TITLE,
      sha256: pdf.sha256,
      download_url: '/api/onboarding/terms/download',
      sections: TERMS_SECTIONS,
    };
  });

  app.get(
    '/api/onboarding/terms/download',
    { ...signedIn, schema: { querystring: noQuery } },
    async (_request, reply) => {
      const pdf = await termsPdf();
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="desk-terms-of-use-${TERMS_VERSION}.pdf"`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(pdf.bytes));
    },
  );

  const versionField = { type: 'string', minLength: 1, maxLength: 32 } as const;
  const checkVersion = (version: string) => {
    if (version !== TERMS_VERSION)
      throw new ApiError(
        409,
        'CONFLICT',
        `The current terms are version ${TERMS_VERSION}; please review them again.`,
        'version',
      );
  };

  app.post<{ Body: { version: string } }>(
    '/api/onboarding/terms/agree',
    { ...signedIn, schema: { body: closedObject({ version: versionField }) } },
    async (request) => {
      const { userId, sessionEntityId } = authOf(request);
      await profileOf(userId);
      checkVersion(request.body.version);
      await update(userId, {
        terms_version: TERMS_VERSION,
        agreed_at: new Date(now()),
        entity_id: sessionEntityId,
      });
      return { success: true, status: await status(userId, await profileOf(userId)) };
    },
  );

  app.post<{ Body: { version: string; signer_name: string } }>(
    '/api/onboarding/terms/sign',
    {
      ...signedIn,
      schema: {
        body: closedObject({
          version: versionField,
          signer_name: { type: 'string', minLength: 1, maxLength: 130 },
        }),
      },
    },
    async (request: FastifyRequest<{ Body: { version: string; signer_name: string } }>) => {
      const { userId, sessionEntityId } = authOf(request);
      const profile = await profileOf(userId);
      if ((await variantOf(userId)) !== 'ds')
        throw new ApiError(
          409,
          'CONFLICT',
          'This onboarding does not use an electronic signature.',
        );
      checkVersion(request.body.version);
      if (profile.agreed_at === null)
        throw new ApiError(
          409,
          'ONBOARDING_INCOMPLETE',
          'Please agree to the terms of use before signing',
          'terms',
        );
      const contact = profile.data['contact'] ?? {};
      const expected = normaliseName(
        `${contact['signatory_first_name'] ?? ''} ${contact['signatory_last_name'] ?? ''}`,
      );
      if (expected === '' || normaliseName(request.body.signer_name) !== expected)
        throw new ApiError(
          409,
          'ONBOARDING_INCOMPLETE',
          'Type the signatory name exactly as given in the contact step',
          'signer_name',
        );
      await update(userId, {
        signed_at: new Date(now()),
        signer_name: request.body.signer_name.trim().replace(/\s+/g, ' '),
        signer_ip: request.ip,
        entity_id: sessionEntityId,
      });
      return { success: true, status: await status(userId, await profileOf(userId)) };
    },
  );

  app.post('/api/onboarding/complete', signedIn, async (request) => {
    const auth = authOf(request);
    const profile = await profileOf(auth.userId);
    const items = missing(profile, await variantOf(auth.userId));
    if (items.length > 0) {
      const error = new ApiError(
        409,
        'ONBOARDING_INCOMPLETE',
        items[0]?.message ?? 'Onboarding is not complete',
      );
      error.body = () => ({ errors: items });
      throw error;
    }
    const legalName = (profile.data['institution']?.['legal_name'] ?? '').trim();
    await completeInstitution(db, auth.userId, auth.sessionEntityId, legalName, now());
    const user = await loadUser(db, auth.userId, auth.sessionEntityId);
    return { success: true, user: user.view, redirect_url: user.view.landing_page };
  });
}
