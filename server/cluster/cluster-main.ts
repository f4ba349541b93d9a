// `npm run start:cluster -- --gateways 3 [--shards 2] [--engines 2] [--schedulers 2]
// [--simulators 2] [--port 8080]`: the venue as a cluster on loopback (server/cluster/cluster.ts,
// docs/scale-out.md); --engines is per shard. Prints the balancer's address and the demo
// sign-in like `npm start`; Ctrl-C (SIGINT) or SIGTERM stops every process it started.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FEED_RATE, DEFAULT_FEED_SEED } from '../market-runtime/runtime';
import { DEFAULT_LOG_LEVEL, isLogLevel, startBanner } from '../startup';
import { DEFAULT_ENGINES, DEFAULT_SCHEDULERS, DEFAULT_SIMULATORS, startCluster } from './cluster';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      gateways: { type: 'string', default: '3' },
      engines: { type: 'string', default: String(DEFAULT_ENGINES) },
      schedulers: { type: 'string', default: String(DEFAULT_SCHEDULERS) },
      simulators: { type: 'string', default: String(DEFAULT_SIMULATORS) },
      port: { type: 'string', default: process.env['PORT'] ?? '8080' },
      shards: { type: 'string', default: '1' },
    },
  });
  const shards = Number(values.shards);
  if (!Number.isInteger(shards) || shards < 1 || shards > 8)
    throw new Error(`--shards must be 1 to 8, got ${values.shards}`);
  const gateways = Number(values.gateways);
  const engines = Number(values.engines);
  const schedulers = Number(values.schedulers);
  const simulators = Number(values.simulators);
  const port = Number(values.port);
  if (!Number.isInteger(engines) || engines < 1 || engines > 8)
    throw new Error(`--engines must be 1 to 8, got ${values.engines}`);
  if (!Number.isInteger(schedulers) || schedulers < 1 || schedulers > 4)
    throw new Error(`--schedulers must be 1 to 4, got ${values.schedulers}`);
  if (!Number.isInteger(simulators) || simulators < 1 || simulators > 4)
    throw new Error(`--simulators must be 1 to 4, got ${values.simulators}`);
  if (!Number.isInteger(gateways) || gateways < 1 || gateways > 32)
    throw new Error(`--gateways must be 1 to 32, got ${values.gateways}`);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be a port number, got ${values.port}`);
  const cwd = resolve('.');
  process.stdout.write(
    `Starting nats-server, ${process.env['DATABASE_URL'] ? 'DATABASE_URL' : 'a temporary PostgreSQL'}, ${shards === 1 ? '' : `${shards} engine shards of `}${engines === 1 ? 'one engine' : `${engines} engines (1 active, ${engines - 1} standby)`}, ${schedulers === 1 ? 'the scheduler' : `${schedulers} schedulers (1 active, ${schedulers - 1} standby)`}, ${simulators === 1 ? 'the market simulator' : `${simulators} market simulators (1 active, ${simulators - 1} standby)`}, ${gateways} gateways and HAProxy…\n`,
  );
  const cluster = await startCluster({
    gateways,
    engines,
    shards,
    schedulers,
    simulators,
    port,
    cwd,
    ...(process.env['DATABASE_URL'] ? { databaseUrl: process.env['DATABASE_URL'] } : {}),
    onOutput: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
  const logLevel = process.env['LOG_LEVEL'];
  process.stdout.write(
    `${startBanner({
      url: cluster.url,
      feedRate: Number(process.env['FEED_RATE'] ?? DEFAULT_FEED_RATE),
      feedSeed: Number(process.env['FEED_SEED'] ?? DEFAULT_FEED_SEED),
      outboxDir: process.env['SMTP_URL'] ? null : cluster.outboxDir,
      logLevel: logLevel && isLogLevel(logLevel) ? logLevel : DEFAULT_LOG_LEVEL,
      clientBuilt: existsSync(resolve(cwd, 'dist', 'index.html')),
    })}\n` +
      `  Cluster: HAProxy → ${cluster.gateways.map((g) => `${g.options.name} ${g.url}`).join(', ')}; ` +
      `engines ${cluster.shards
        .flat()
        .map(
          (e) =>
            `${e.options.name} ${e.url}${cluster.shards.some((s) => s[0] === e) ? ' (active)' : ' (standby)'}`,
        )
        .join(', ')}; ` +
      `schedulers ${cluster.schedulers.map((p, i) => `${p.options.name}${i === 0 ? ' (active)' : ' (standby)'}`).join(', ')}; ` +
      `simulators ${cluster.simulators.map((p, i) => `${p.options.name}${i === 0 ? ' (active)' : ' (standby)'}`).join(', ')}; ` +
      `NATS ${cluster.nats.url}; PostgreSQL ${cluster.databaseUrl}\n` +
      `  Ctrl-C stops everything.\n\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('Stopping the cluster…\n');
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The cluster could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
