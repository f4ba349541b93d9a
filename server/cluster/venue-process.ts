// One process of the local cluster (`server/main.ts --role engine|gateway|scheduler|simulator`), started
// with tsx from the repository root, its output passed on line by line; it is ready when its
// /healthz answers 200 (a standby engine or scheduler: when it answers as one). kill() ends it like a crash
// (SIGKILL) or cleanly; start() runs it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { HEALTH_PATH } from './gateway';

export interface VenueProcessOptions {
  readonly name: string;
  readonly role: 'engine' | 'gateway' | 'scheduler' | 'simulator';
  readonly port: number;
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly readyMillis: number;
  readonly onOutput: (name: string, line: string) => void;
}

export class VenueProcess {
  private child: ChildProcess | null = null;

  constructor(readonly options: VenueProcessOptions) {}

  get port(): number {
    return this.options.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Starts the process and waits until its health check passes, or (`standby`) until it
   * answers as a standby engine waiting for the engine lock (or already serves).
   */
  async start(until: 'serving' | 'standby' = 'serving'): Promise<void> {
    const { options } = this;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--role', options.role],
      {
        cwd: options.cwd,
        env: {
          ...process.env,
          ...options.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a terminal's Ctrl-C reaches the launcher, which stops the
        // processes in order (balancer, gateways, engine, then PostgreSQL and NATS).
        detached: true,
      },
    );
    this.child = child;
    let partial = '';
    const forward = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) options.onOutput(options.name, line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    await this.waitHealthy(child, until);
  }

  /** What its /healthz says now: serving (200), standby or starting (an engine or a
   *  scheduler), or down. */
  async health(): Promise<'serving' | 'standby' | 'starting' | 'down'> {
    try {
      const answer = await fetch(`${this.url}${HEALTH_PATH}`);
      if (answer.status === 200) return 'serving';
      const { status } = (await answer.json()) as { status?: string };
      return status === 'standby' || status === 'starting' ? status : 'down';
    } catch {
      return 'down';
    }
  }

  /** Resolves with the exit code or signal once the process has ended. */
  exited(): Promise<number | string | null> {
    const child = this.child;
    if (!child) return Promise.resolve(null);
    if (child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve(child.exitCode ?? child.signalCode);
    return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  }

  /** SIGKILL: a crash, nothing cleaned up. SIGTERM: the process's own shutdown. */
  kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  private async waitHealthy(child: ChildProcess, until: 'serving' | 'standby'): Promise<void> {
    const deadline = Date.now() + this.options.readyMillis;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${this.options.name} exited before it was ready`);
      const health = await this.health();
      if (health === 'serving' || (until === 'standby' && health !== 'down')) return;
      if (Date.now() > deadline) {
        await this.kill('SIGKILL');
        throw new Error(`${this.options.name} was not ready in ${this.options.readyMillis} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
