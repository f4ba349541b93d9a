// Which engine a gateway forwards HTTP to (issue 20, docs/scale-out.md "Active and standby
// engines"): a cluster runs one active engine and standbys, and only the active one answers
// its /healthz with 200 (a standby answers 503). The gateway asks every engine every
// POLL_MILLIS and forwards to the one that answered 200; a refused connection to it forgets it
// at once, so calls during a takeover get 502 ENGINE_UNAVAILABLE, never a standby's answer.
import { request as httpRequest } from 'node:http';
import { HEALTH_PATH } from './gateway';

export const ACTIVE_ENGINE_POLL_MILLIS = 250;
const PROBE_TIMEOUT_MILLIS = 1000;

export class ActiveEngine {
  private active: URL | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(private readonly engines: readonly URL[]) {
    if (engines.length === 0) throw new Error('a gateway needs at least one engine URL');
  }

  /** The engine to forward to, or null while none is known to be active. */
  get current(): URL | null {
    return this.active;
  }

  /** Finds the active engine once, then keeps looking every ACTIVE_ENGINE_POLL_MILLIS. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), ACTIVE_ENGINE_POLL_MILLIS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A call to `engine` could not connect: it is not the active engine any more. */
  unreachable(engine: URL): void {
    if (this.active?.href === engine.href) this.active = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const answers = await Promise.all(this.engines.map((url) => probe(url)));
      // The active one, if still active; else the first that is. Two at once cannot happen
      // (the engine lock) but for a moment while one is stopping; the current one wins then.
      const still = this.active && answers[this.engines.indexOf(this.active)];
      if (!still) this.active = this.engines.find((_, i) => answers[i]) ?? null;
    } finally {
      this.polling = false;
    }
  }
}

/** True when the engine answers its /healthz with 200. */
function probe(engine: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const call = httpRequest(
      {
        hostname: engine.hostname,
        port: engine.port,
        path: HEALTH_PATH,
        method: 'GET',
        timeout: PROBE_TIMEOUT_MILLIS,
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    call.on('timeout', () => call.destroy());
    call.on('error', () => resolve(false));
    call.end();
  });
}
