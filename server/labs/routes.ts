// Labs calls (docs/labs-focal.md): the experimental features with the caller's switches, and
// switching one (with optional feedback). Per user, for whichever entity they act for.
import type { FastifyInstance } from 'fastify';
import { isLabFeature, LAB_FEATURES } from '../../domain/labs';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { flagsOf, saveFlag } from './store';

const USER = { access: { scope: 'user' } } as const;

export function registerLabRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now'>,
): void {
  const { db } = deps;

  const featuresOf = async (userId: number) => {
    const rows = await flagsOf(db, userId);
    return LAB_FEATURES.map((f) => {
      const row = rows.find((r) => r.flag === f.key);
      return { ...f, enabled: row?.enabled ?? false, feedback: row?.feedback ?? '' };
    });
  };

  app.get('/uapi/v1/labs', { config: USER, schema: { querystring: noQuery } }, async (request) => ({
    features: await featuresOf(authOf(request).userId),
  }));

  app.put<{ Params: { key: string }; Body: { enabled: boolean; feedback?: string } }>(
    '/uapi/v1/labs/:key',
    {
      config: USER,
      schema: {
        params: closedObject({ key: { type: 'string', pattern: '^[a-z_]{1,40}$' } }),
        body: closedObject(
          { enabled: { type: 'boolean' }, feedback: { type: 'string', maxLength: 1000 } },
          ['enabled'],
        ),
      },
    },
    async (request) => {
      const { key } = request.params;
      if (!isLabFeature(key)) throw new ApiError(404, 'NOT_FOUND', 'No such Labs feature', 'key');
      const userId = authOf(request).userId;
      const values = {
        enabled: request.body.enabled,
        ...(request.body.feedback === undefined ? {} : { feedback: request.body.feedback.trim() }),
        updated_at: new Date(deps.now()),
      };
      await saveFlag(db, userId, key, values);
      return { features: await featuresOf(userId) };
    },
  );
}
