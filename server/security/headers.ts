// Security headers on every response: pages, static files (the worker scripts included), API
// answers and errors. The CSP allows only what the built client needs: its own scripts and
// workers, its own API and stream socket, data: images (the QR code), and the inline <style>
// of index.html by hash; style attributes stay allowed (React renders some).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * lightweight-charts injects one constant <style> for its attribution logo; its text is read
 * from the built chunk so the hash always matches the library version actually served.
 */
const LIBRARY_STYLES = [/a#tv-attr-logo\{[^`'"]*\}/g];

/**
 * 'sha256-…' sources for the inline <style> blocks of the built index.html and for the
 * constant styles libraries in the build inject at run time.
 */
export function inlineStyleHashes(staticDir: string | undefined): string[] {
  if (staticDir === undefined) return [];
  const index = join(staticDir, 'index.html');
  if (!existsSync(index)) return [];
  const hashes = new Set<string>();
  const html = readFileSync(index, 'utf8');
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi))
    hashes.add(sha256Source(match[1] ?? ''));
  const assets = join(staticDir, 'assets');
  if (existsSync(assets)) {
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(assets, name), 'utf8');
      for (const pattern of LIBRARY_STYLES)
        for (const match of code.matchAll(pattern)) hashes.add(sha256Source(match[0]));
    }
  }
  return [...hashes];
}

const HOST = /^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::[0-9]{1,5})?$/;

export function contentSecurityPolicy(
  host: string | undefined,
  styleHashes: readonly string[],
): string {
  // The stream socket on this host; a malformed Host header gets 'self' only.
  const sockets = host !== undefined && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src 'self'${sockets}`,
    "img-src 'self' data:",
    `style-src 'self'${styleHashes.map((h) => ` ${h}`).join('')}`,
    "style-src-attr 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Cross-origin isolation (COEP require-corp on top of the COOP above), on by default: pages and
 * their dedicated workers get `crossOriginIsolated`, so SharedArrayBuffer exists (the book ring
 * between a tab and its own core, docs/data-core.md "Shared ring") and performance.now() keeps
 * its fine resolution. Every resource must then be same-origin or opt in with CORP: everything
 * the client loads is its own (scripts, workers, fonts, styles, data: images, blob downloads),
 * so require-corp costs nothing; `credentialless` would only matter for third-party embeds,
 * which the product has none of (and Safari lacks it). CROSS_ORIGIN_ISOLATED=0 turns it off
 * for a deployment that embeds such resources.
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-embedder-policy': 'require-corp',
};

export interface SecurityHeaderOptions {
  /** Adds CROSS_ORIGIN_ISOLATION_HEADERS (default true). */
  readonly crossOriginIsolated?: boolean;
}

export function installSecurityHeaders(
  app: FastifyInstance,
  staticDir: string | undefined,
  options: SecurityHeaderOptions = {},
): void {
  const styleHashes = inlineStyleHashes(staticDir);
  const isolated = options.crossOriginIsolated !== false;
  // onRequest: set before any handler, so static files, errors and 404s all carry them.
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    void reply.headers(STATIC_SECURITY_HEADERS);
    if (isolated) void reply.headers(CROSS_ORIGIN_ISOLATION_HEADERS);
    void reply.header(
      'content-security-policy',
      contentSecurityPolicy(request.headers.host, styleHashes),
    );
    // On every answer (R-SECH-13): behind a TLS-terminating proxy this server sees plain HTTP,
    // and browsers ignore the header on an http:// page, so sending it always is safe.
    void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // Nothing the server answers may sit in a shared or browser cache unless the answer says so
  // itself (the client's static files, the app shell's no-cache): API answers carry balances,
  // orders and tokens (R-SECH-3).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
      void reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
