// What `npm start` (server/main.ts) prints: the address to open first, then the demo users and
// where mail goes. Pure, so tests pin the first line; main.ts only reads the environment.
import { CLIENT_NOT_BUILT_TEXT } from './http/spa';
import { DEMO_USERS } from './seed/demo-constants';
import { SECURITY_DEMO_USERS } from './seed/security-constants';

/** Pino levels LOG_LEVEL may name. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Warnings and errors only: `info` adds a line per request, which buries the start output. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** Hosts that mean "this machine": the address to open is then http://localhost:PORT. */
const LOCAL_HOSTS = new Set(['', 'localhost', '0.0.0.0', '::']);

/**
 * The address to open in a browser. Loopback and wildcard hosts print as `localhost`, never
 * 127.0.0.1: the CSRF cookie and security keys (WebAuthn) are bound to the name the page
 * was opened under, and the README tells users to open localhost.
 */
export function displayUrl(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export interface BannerOptions {
  readonly url: string;
  readonly feedRate: number;
  readonly feedSeed: number;
  /** Where mail is written; null when it is sent by SMTP. */
  readonly outboxDir: string | null;
  readonly logLevel: LogLevel;
  readonly clientBuilt: boolean;
}

/** The start output; its first line names the address to open. */
export function startBanner(o: BannerOptions): string {
  const width = Math.max(
    ...[...DEMO_USERS, ...SECURITY_DEMO_USERS].map((user) => user.email.length),
  );
  const users = DEMO_USERS.map(
    (user) =>
      `    ${user.roles.join(', ').padEnd(9)} ${user.email.padEnd(width)}   ${user.password}`,
  );
  const securityUsers = SECURITY_DEMO_USERS.map(
    (user) => `    ${user.email.padEnd(width)}   ${user.password.padEnd(27)} ${user.purpose}`,
  );
  const mail =
    o.outboxDir === null
      ? 'Email codes are sent by SMTP.'
      : `Email codes and links are written to ${o.outboxDir} and printed below as they are sent.`;
  return [
    `Desk venue is running at ${o.url}`,
    `  Market data streams at ${o.url.replace(/^http/, 'ws')}/stream (FEED_RATE=${o.feedRate} level updates/s, FEED_SEED=${o.feedSeed})`,
    ...(o.clientBuilt ? [] : [`  ${CLIENT_NOT_BUILT_TEXT}`]),
    '',
    '  Demo sign-in (email / password):',
    ...users,
    '',
    '  Users for account-security and onboarding flows (email / password / what it shows):',
    ...securityUsers,
    '',
    `  ${mail}`,
    `  Log level ${o.logLevel} (LOG_LEVEL=info logs every request).`,
    '',
  ].join('\n');
}
