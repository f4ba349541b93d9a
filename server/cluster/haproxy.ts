// HAProxy (Debian's package) in front of the cluster's gateways: HTTP and WebSocket on one
// port, leastconn (long-lived sockets spread by count, not by request), an HTTP health check of
// each gateway's /healthz every 500 ms (an answer may take 2 s; down after 3 failures, up after
// 2 passes), and a failed connect retried on another gateway (redispatch), so a browser whose
// gateway died reconnects through the balancer at once. A gateway marked down gets no new
// connections but keeps its sockets: a dead one's close with its process (the browser then
// reconnects), while cutting a merely busy one's would start a reconnect storm (bench S13).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { HEALTH_PATH } from './gateway';

export interface HaproxyProcess {
  readonly port: number;
  /** The HAProxy process (its CPU and memory are read by benchmark S13). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** Each connection costs two descriptors (browser and gateway side); 8000 stays under the
 *  usual 20000 open-files limit of a container. */
export const DEFAULT_HAPROXY_MAXCONN = 8000;

/** A health answer may take this long: a gateway's loop busy with a connect burst is not dead. */
export const DEFAULT_CHECK_TIMEOUT_MILLIS = 2000;

/** The configuration for a front port and the gateways' ports (all on 127.0.0.1). */
export function haproxyConfig(
  port: number,
  gateways: readonly number[],
  host = '127.0.0.1',
  maxConnections = DEFAULT_HAPROXY_MAXCONN,
  /** `timeout check`: how long a health answer may take. */
  checkTimeoutMillis = DEFAULT_CHECK_TIMEOUT_MILLIS,
): string {
  return [
    'global',
    // Frontends default to the global limit (HAProxy sizes its descriptor limit from it).
    `  maxconn ${maxConnections}`,
    'defaults',
    '  mode http',
    // Loopback connects are instant; HAProxy waits this long (at most 1 s) before a retry.
    '  timeout connect 250ms',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded WebSocket lives as long as its heartbeats keep it busy.
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    `  timeout check ${checkTimeoutMillis}ms`,
    '  option forwardfor',
    // A refused connect (a dead gateway not yet marked down) goes to another gateway.
    '  option redispatch 1',
    '  retries 3',
    'frontend venue',
    `  bind ${host}:${port}`,
    '  default_backend gateways',
    'backend gateways',
    '  balance leastconn',
    `  option httpchk GET ${HEALTH_PATH}`,
    '  http-check expect status 200',
    '  default-server inter 500 fall 3 rise 2',
    ...gateways.map((p, i) => `  server gateway-${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

export async function startHaproxy(options: {
  readonly dir: string;
  readonly port: number;
  readonly gateways: readonly number[];
  readonly host?: string;
  /** Global maxconn (default DEFAULT_HAPROXY_MAXCONN). */
  readonly maxConnections?: number;
  /** HAProxy's `timeout check` (default DEFAULT_CHECK_TIMEOUT_MILLIS). */
  readonly checkTimeoutMillis?: number;
  readonly onOutput?: (line: string) => void;
}): Promise<HaproxyProcess> {
  const file = join(options.dir, 'haproxy.cfg');
  await writeFile(
    file,
    haproxyConfig(
      options.port,
      options.gateways,
      options.host,
      options.maxConnections,
      options.checkTimeoutMillis,
    ),
  );
  // -db: stay in the foreground; -W: master-worker off is the default in this mode.
  const child: ChildProcess = spawn(process.env['HAPROXY'] ?? 'haproxy', ['-db', '-f', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) options.onOutput?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`haproxy could not run (${error.message}); install Debian's haproxy`)),
    );
    child.once('exit', () => reject(new Error(`haproxy stopped at start: ${output}`)));
    void waitListening(options.port).then(resolve, reject);
  });
  return {
    port: options.port,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once something accepts connections on the port (HAProxy bound it). */
async function waitListening(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
