// `npm start`: the venue server with the built client on one port.
// PORT (8080), HOST (localhost), DATABASE_URL (else PGlite in ./data/pglite),
// SMTP_URL (else an outbox folder ./data/outbox), LOG_LEVEL (info).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createApp, type VenueApp } from './app';
import { DEMO_USERS } from './seed/demo-constants';

const port = Number(process.env['PORT'] ?? 8080);
const host = process.env['HOST'] ?? 'localhost';
const databaseUrl = process.env['DATABASE_URL'];
const smtpUrl = process.env['SMTP_URL'];
const dataDir = resolve(process.env['DATA_DIR'] ?? 'data');
const outboxDir = resolve(dataDir, 'outbox');
const staticDir = resolve('dist');

function banner(url: string): string {
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length));
  const users = DEMO_USERS.map(
    (user) =>
      `    ${user.roles.join(', ').padEnd(9)} ${user.email.padEnd(width)}   ${user.password}`,
  ).join('\n');
  const codeHint = smtpUrl
    ? 'The email sign-in code is sent by SMTP.'
    : `The email sign-in code is written to ${outboxDir} and logged (msg "email sign-in code").`;
  return [
    '',
    `  Desk venue is running at ${url}`,
    '',
    '  Demo sign-in (email / password):',
    users,
    `  ${codeHint}`,
    existsSync(resolve(staticDir, 'index.html'))
      ? ''
      : '\n  client not built — run npm run build\n',
  ].join('\n');
}

function portIsFree(portToTry: number, hostToTry: string): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(portToTry, hostToTry, () => probe.close(() => resolvePort(true)));
  });
}

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${process.env['PORT']}`);
  // Check the port before opening the embedded database: a second copy of the server must
  // not open the same PGlite folder while the first one runs.
  if (!(await portIsFree(port, host))) {
    console.error(
      `Port ${port} is already in use (is the venue already running?): set PORT to another port.`,
    );
    process.exit(1);
  }
  let venue: VenueApp;
  try {
    venue = await createApp({
      ...(databaseUrl ? { databaseUrl } : { dataDir: resolve(dataDir, 'pglite') }),
      ...(smtpUrl ? { smtpUrl } : {}),
      outboxDir,
      staticDir,
      logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
    });
  } catch (error) {
    console.error('The venue could not start:', error);
    process.exit(1);
  }
  const { app } = venue;
  try {
    await app.listen({ port, host });
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    console.error(
      inUse
        ? `Port ${port} is already in use: set PORT to another port.`
        : 'The venue could not listen:',
      inUse ? '' : error,
    );
    await venue.close();
    process.exit(1);
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  app.log.info({ url, demoUsers: DEMO_USERS.map((user) => user.email) }, 'venue listening');
  process.stdout.write(`${banner(url)}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A hung shutdown must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    venue.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
