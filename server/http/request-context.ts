// Logs the spec 7.1 common headers with every request line: which visitor, entity, account
// and channel a call came from. Values are clipped so a header cannot flood the log.
import type { FastifyInstance } from 'fastify';

const LOGGED_HEADERS = {
  visitorId: 'x-visitor-id',
  entityId: 'x-entity-id',
  accountId: 'x-account-id',
  channel: 'x-product-channel',
} as const;

export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const context: Record<string, string> = {};
    for (const [name, header] of Object.entries(LOGGED_HEADERS)) {
      const value = request.headers[header];
      if (typeof value === 'string' && value !== '') context[name] = value.slice(0, 64);
    }
    if (Object.keys(context).length > 0) request.log = request.log.child(context);
  });
}
