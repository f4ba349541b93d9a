// The server's logger configuration (pino through Fastify). Requests are logged by method and
// path only: query strings can carry a reset or invitation token (an emailed link opens the page
// with ?token=), and headers carry the session token and the CSRF value, so neither is written
// (R-SECH-11). Handlers never log codes, tokens or passwords.
import type { FastifyRequest } from 'fastify';

/** The path of a URL with any query replaced by a marker ('/reset_password?…'). */
export function loggablePath(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?…`;
}

interface LogSink {
  write(chunk: string): unknown;
}

export function loggerOptions(level: string, stream?: LogSink) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggablePath(request.url),
          remoteAddress: request.ip,
        };
      },
    },
    // Belt and braces for anything that logs a request or headers object by hand.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'headers.authorization',
        'headers.cookie',
        'headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}
