// `--role engine` before the venue is built (issue 20, docs/scale-out.md "Active and standby
// engines"): the process answers on its port as a standby (503, so neither the gateways nor a
// health check take it for the engine) while it waits for the engine lock, then loads the
// venue from PostgreSQL. The venue is built only by the lock's holder, so the order service,
// the market, report jobs and every other timer run in one engine at a time, and only the
// active engine serves `svc.md.state`, `svc.private.initial` and the scheduler process's
// `svc.scheduler.*` on the bus (a standby is not on NATS yet).
import { createServer, type Server, type ServerResponse } from 'node:http';
import { raiseEngineEpoch } from './engine-fence';
import { EngineLock, engineLockKey } from './engine-lock';
import { HEALTH_PATH } from './gateway';

/** What a standby's /healthz answers (503): waiting for the lock, or loading the venue. */
export type StandbyStatus = 'standby' | 'starting';

const STANDBY_ERROR = JSON.stringify({
  errors: [
    {
      code: 'ENGINE_STANDBY',
      message: 'This engine is a standby; the active engine serves the venue',
    },
  ],
});

export interface EngineClaim {
  readonly lock: EngineLock;
  /** This engine's epoch: its database connections write with it (engine-fence.ts). */
  readonly epoch: number;
  /** Frees the port for the venue's own server. */
  closeStandbyServer(): Promise<void>;
}

/**
 * Answers as a standby on the port, waits for the engine lock, and calls `onLost` if the lock
 * is lost at any time after (the caller must stop serving at once).
 */
export async function claimEngine(options: {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  readonly write: (line: string) => void;
  readonly onLost: (reason: string) => void;
  /** Which engine shard's lock and epoch (0: the one engine of a cluster without shards). */
  readonly shard?: number;
}): Promise<EngineClaim> {
  const shard = options.shard ?? 0;
  let status: StandbyStatus = 'standby';
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === HEALTH_PATH) answer(response, JSON.stringify({ status, role: 'engine' }));
    else answer(response, STANDBY_ERROR);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const lock = await EngineLock.acquire({
    databaseUrl: options.databaseUrl,
    key: engineLockKey(shard),
    onWaiting: () => options.write('engine standby: another engine holds the engine lock'),
    onRetry: (error) =>
      options.write(
        `engine lock: waiting failed (${error instanceof Error ? error.message : String(error)}); trying again`,
      ),
  });
  status = 'starting';
  lock.onLost(options.onLost);
  // From here an engine that lost the lock and has not noticed yet can no longer write.
  const epoch = await raiseEngineEpoch(options.databaseUrl, shard);
  options.write(`engine lock acquired (engine epoch ${epoch}): loading the venue from PostgreSQL`);
  return {
    lock,
    epoch,
    closeStandbyServer: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(response: ServerResponse, body: string): void {
  response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(body);
}
