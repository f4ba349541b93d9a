// /healthz: the process answers and the database runs a query.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/connect';
import { PUBLIC_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';
import { noQuery } from './schemas';

export function registerHealthRoutes(app: FastifyInstance, deps: Pick<VenueServices, 'db'>): void {
  const { db } = deps;
  app.get(
    '/healthz',
    { config: PUBLIC_ACCESS, schema: { querystring: noQuery } },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.status(503).send({ status: 'error', db: 'down' });
      }
    },
  );
}
