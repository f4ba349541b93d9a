// Serves the built client and answers unknown browser navigations with index.html, so
// client-side routes survive a reload. API paths and non-HTML requests get JSON 404s.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendApiError } from './errors';

/** Paths that are only ever API calls, never client routes. */
const API_PREFIXES = ['/api/', '/uapi/', '/time/', '/v3/browser/', '/v4/', '/healthz', '/metrics'];

const SOURCE_MAP = /\.map$/i;

export const CLIENT_NOT_BUILT_TEXT = 'client not built — run npm run build';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Client not built</title></head>
<body style="background:#0b1216;color:#d6e2e6;font-family:system-ui,sans-serif;padding:3rem">
<h1 style="color:#19c3b1">Client not built</h1>
<p>${CLIENT_NOT_BUILT_TEXT}</p>
</body></html>`;

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // A missing asset (/assets/x.js) is a 404, not the app shell.
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/** Returns whether the client build was found. */
export async function installSpa(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<boolean> {
  const built = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  // Source maps (the client's full sources) are never public, even if a build left them in
  // dist/: they are for upload to an error tracker only (R-SECH-1).
  app.addHook('onRequest', async (request, reply) => {
    if (SOURCE_MAP.test(request.url.split('?')[0] ?? '')) return sendApiError(reply, notFound());
  });
  if (built) {
    // One GET/HEAD route per built file, registered by @fastify/static with the file in its
    // config: the client's files are public (the authorization policy's start-up check
    // refuses any route without config.access).
    app.addHook('onRoute', (route) => {
      const config = route.config as (FastifyContextConfig & { file?: unknown }) | undefined;
      if (config !== undefined && config.access === undefined && typeof config.file === 'string')
        route.config = { ...config, access: 'public' };
    });
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (staticDir !== undefined && wantsPage(request)) {
      if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendApiError(reply, notFound());
  });
  return built;
}
