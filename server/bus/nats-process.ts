// Starts a nats-server (Debian's package) with JetStream on loopback: for the local cluster
// command and the bus tests. The store directory outlives a restart, so a restarted server
// keeps the durable stream.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NatsProcess {
  /** nats://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  readonly storeDir: string;
  /** Ends the server: SIGTERM (a clean shutdown) or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port and store (after stop). */
  restart(): Promise<void>;
}

const READY_MILLIS = 10_000;

/** The nats-server binary: $NATS_SERVER, else the one on PATH. */
export function natsServerBinary(): string {
  return process.env.NATS_SERVER ?? 'nats-server';
}

export async function startNatsServer(
  options: {
    port?: number;
    storeDir?: string;
    /** In its own process group (the cluster command: Ctrl-C reaches only the launcher). */
    detached?: boolean;
  } = {},
): Promise<NatsProcess> {
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'desk-nats-')));
  let port = options.port ?? -1;
  const detached = options.detached ?? false;
  let child = await launch(port, storeDir, detached);
  port = child.port;
  const handle: NatsProcess = {
    get url() {
      return `nats://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    storeDir,
    stop: (signal = 'SIGTERM') => stopChild(child.process, signal),
    restart: async () => {
      child = await launch(port, storeDir, detached);
    },
  };
  return handle;
}

function launch(
  port: number,
  storeDir: string,
  detached: boolean,
): Promise<{ process: ChildProcess; port: number }> {
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const child = spawn(natsServerBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nats-server did not start in ${READY_MILLIS} ms: ${output.slice(-500)}`));
    }, READY_MILLIS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(`nats-server could not run (${error.message}); install Debian's nats-server`),
      );
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      output += chunk;
      const listening = /Listening for client connections on [\d.]+:(\d+)/.exec(output);
      if (listening && /Server is ready/.test(output)) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(listening[1]) });
      }
    });
  });
}

function stopChild(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
