// `npm start`: the venue server with the built client on one port. It reads PORT (8080),
// HOST (localhost), DATA_DIR (./data: PGlite, outbox, secret key), DATABASE_URL (else PGlite in
// DATA_DIR/pglite), SMTP_URL (else the outbox folder DATA_DIR/outbox), SECRET_KEY (in app.ts),
// LOG_LEVEL (warn), METRICS_TOKEN (bearer token of the /metrics scraper; unset: loopback only),
// TRUST_PROXY (addresses/CIDRs of the reverse proxies whose X-Forwarded-* headers count),
// FEED_RATE (market level updates per second, 2000), FEED_SEED (market
// simulator seed) and CROSS_ORIGIN_ISOLATED (0 or false: no COEP header, for a deployment that
// embeds third-party resources; default on). The README's configuration table lists them.
// `--role engine|gateway|scheduler|simulator` runs one process of a cluster (server/cluster/roles.ts,
// docs/scale-out.md; `npm run start:cluster` starts them); an engine builds the venue only
// while it holds the engine lock (a PostgreSQL advisory lock; the others wait as standbys),
// and runs treasury periods and end-of-day cut-offs when the scheduler process asks.
// No role is the one process above, which takes no lock.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createApp, type VenueApp } from './app';
import { claimEngine } from './cluster/engine-role';
import { fencedDatabaseUrl } from './cluster/engine-fence';
import {
  engineAppOptions,
  roleFromArgs,
  runGateway,
  runScheduler,
  runSimulator,
  shardFromEnv,
} from './cluster/roles';
import { ONE_ENGINE } from './orders/id-stride';
import { loggerOptions } from './http/logging';
import { outboxNotice } from './mail/outbox';
import { DEFAULT_FEED_RATE, DEFAULT_FEED_SEED } from './market-runtime/runtime';
import { DEMO_USERS } from './seed/demo-constants';
import {
  DEFAULT_LOG_LEVEL,
  LOG_LEVELS,
  displayUrl,
  isLogLevel,
  startBanner,
  type LogLevel,
} from './startup';

const port = Number(process.env['PORT'] ?? 8080);
const host = process.env['HOST'] ?? 'localhost';
const databaseUrl = process.env['DATABASE_URL'];
const smtpUrl = process.env['SMTP_URL'];
const dataDir = resolve(process.env['DATA_DIR'] ?? 'data');
const outboxDir = resolve(dataDir, 'outbox');
const staticDir = resolve('dist');
const metricsToken = process.env['METRICS_TOKEN'];
const trustProxy = process.env['TRUST_PROXY'];
const feedRate = numberFromEnv('FEED_RATE', DEFAULT_FEED_RATE, (n) => n >= 0 && n <= 10_000_000);
const feedSeed = numberFromEnv('FEED_SEED', DEFAULT_FEED_SEED, Number.isSafeInteger);
const logLevel = logLevelFromEnv();
const crossOriginIsolated = !['0', 'false'].includes(process.env['CROSS_ORIGIN_ISOLATED'] ?? '');
const role = roleFromArgs(process.argv.slice(2));

function numberFromEnv(name: string, fallback: number, valid: (n: number) => boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) {
    console.error(`${name} must be a number in range, got ${raw}`);
    process.exit(1);
  }
  return value;
}

function logLevelFromEnv(): LogLevel {
  const raw = process.env['LOG_LEVEL'];
  if (raw === undefined || raw === '') return DEFAULT_LOG_LEVEL;
  if (!isLogLevel(raw)) {
    console.error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${raw}`);
    process.exit(1);
  }
  return raw;
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
  // A cluster engine builds the venue only while it holds the engine lock; until then it
  // waits as a standby (server/cluster/engine-role.ts). `npm start` takes no lock.
  if (role === 'engine' && !databaseUrl) throw new Error('DATABASE_URL must be set for this role');
  const shard = role === 'engine' ? shardFromEnv(process.env['SHARD']) : ONE_ENGINE;
  const claim =
    role === 'engine'
      ? await claimEngine({
          shard: shard.index,
          databaseUrl: databaseUrl ?? '',
          port,
          host,
          write: (line) => process.stdout.write(`${line}\n`),
          onLost: (reason) => {
            // Another engine may take the lock now: stop serving at once, like a crash.
            console.error(`engine lock lost (${reason}): stopping`);
            process.exit(70);
          },
        })
      : null;
  let venue: VenueApp;
  try {
    venue = await createApp({
      ...(databaseUrl
        ? {
            databaseUrl: claim
              ? fencedDatabaseUrl(databaseUrl, claim.epoch, shard.index)
              : databaseUrl,
          }
        : { dataDir: resolve(dataDir, 'pglite') }),
      ...(smtpUrl ? { smtpUrl } : {}),
      outboxDir,
      // Report and export files (docs/reports.md), kept across restarts.
      reportsDir: resolve(dataDir, 'reports'),
      // Without SMTP nobody receives the mail: print each code or link as it is sent.
      onOutboxMail: (message) => {
        const notice = outboxNotice(message);
        if (notice !== null) process.stdout.write(`${notice}\n`);
      },
      staticDir,
      logger: loggerOptions(logLevel),
      feedRate,
      feedSeed,
      crossOriginIsolated,
      ...(metricsToken ? { metricsToken } : {}),
      ...(trustProxy ? { trustProxy } : {}),
      ...(role === 'engine'
        ? await engineAppOptions((error) => console.error('bus handler failed', error))
        : {}),
      ...(shard.count > 1 ? { shard } : {}),
    });
  } catch (error) {
    console.error('The venue could not start:', error);
    process.exit(1);
  }
  const { app } = venue;
  try {
    await claim?.closeStandbyServer();
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
  const url = displayUrl(host, actualPort);
  app.log.info({ url, demoUsers: DEMO_USERS.map((user) => user.email) }, 'venue listening');
  if (role === 'engine')
    process.stdout.write(
      `engine${shard.count > 1 ? ` shard ${shard.index}/${shard.count}` : ''} listening on ${url}\n`,
    );
  else
    process.stdout.write(
      `${startBanner({
        url,
        feedRate,
        feedSeed,
        outboxDir: smtpUrl ? null : outboxDir,
        logLevel,
        clientBuilt: existsSync(resolve(staticDir, 'index.html')),
      })}\n`,
    );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // venue.close() closes the stream sockets first, then HTTP, then the database.
    // A hung shutdown must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    venue.close().then(
      async () => {
        // After the venue stopped: a standby may build it now.
        await claim?.lock.release();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (role === 'gateway')
  runGateway().catch((error: unknown) => {
    console.error('The gateway could not start:', error);
    process.exit(1);
  });
else if (role === 'scheduler')
  runScheduler().catch((error: unknown) => {
    console.error('The scheduler could not start:', error);
    process.exit(1);
  });
else if (role === 'simulator')
  runSimulator({ feedRate, feedSeed }).catch((error: unknown) => {
    console.error('The simulator could not start:', error);
    process.exit(1);
  });
else void main();
