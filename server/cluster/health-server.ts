// The health check of a cluster process that serves nothing else (the scheduler, the
// simulator): GET /healthz answers 200 while `healthy`, else 503, with the process's status;
// any other path 404 with the errors list. HAProxy and the cluster's launcher read it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { HEALTH_PATH } from './gateway';

export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startHealthServer(options: {
  readonly port: number;
  readonly host: string;
  readonly role: string;
  readonly name: string;
  /** The status to report, and whether it counts as healthy (200). */
  readonly check: () => Promise<{ status: string; healthy: boolean }>;
}): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    request.resume();
    const path = (request.url ?? '').split('?')[0];
    if (path !== HEALTH_PATH) {
      answer(response, 404, {
        errors: [
          { code: 'NOT_FOUND', message: `The ${options.role} answers only its health check` },
        ],
      });
      return;
    }
    void options
      .check()
      .then(({ status, healthy }) =>
        answer(response, healthy ? 200 : 503, { status, role: options.role, name: options.name }),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
