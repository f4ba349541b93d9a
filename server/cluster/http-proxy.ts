// A cluster gateway forwards every HTTP call but its own health check to the active engine
// (issue 20, docs/scale-out.md; active-engine.ts finds it): a plain reverse proxy over
// keep-alive connections.
// It names the browser to the engine with X-Forwarded-For/-Proto, which the engine trusts from
// the gateways (TRUST_PROXY), so the policy's IP checks and the audit see the browser.
import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { ActiveEngine } from './active-engine';
import type { ProxyOutcome } from './gateway-metrics';

/** Headers of one connection, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

const UNAVAILABLE = JSON.stringify({
  errors: [{ code: 'ENGINE_UNAVAILABLE', message: 'The venue is restarting, try again shortly' }],
});

/**
 * The browser's address: walking X-Forwarded-For from the right while the hop is a trusted
 * proxy (the balancer in front); the first untrusted hop is the client.
 */
export function clientAddressOf(request: IncomingMessage, trusted: ReadonlySet<string>): string {
  let address = normalise(request.socket.remoteAddress ?? '');
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter((hop) => hop !== '');
  while (trusted.has(address) && hops.length > 0) address = hops.pop() as string;
  return address;
}

const normalise = (address: string): string =>
  address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;

export class EngineProxy {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    private readonly engines: ActiveEngine,
    /** Told of each call: forwarded, or answered 502 because no engine was active. */
    private readonly onOutcome: (outcome: ProxyOutcome) => void = () => {},
  ) {}

  forward(request: IncomingMessage, response: ServerResponse): void {
    const engine = this.engines.current;
    if (engine === null) {
      request.resume();
      this.onOutcome('unavailable');
      unavailable(response);
      return;
    }
    const headers: Record<string, string | string[] | undefined> = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const peer = normalise(request.socket.remoteAddress ?? '');
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
    headers['x-forwarded-proto'] ??= 'http';
    const upstream = httpRequest(
      {
        agent: this.agent,
        hostname: engine.hostname,
        port: engine.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        this.onOutcome('forwarded');
        const out = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') this.engines.unreachable(engine);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      this.onOutcome('unavailable');
      unavailable(response);
    });
    request.on('aborted', () => upstream.destroy());
    request.pipe(upstream);
  }

  close(): void {
    this.agent.destroy();
  }
}

function unavailable(response: ServerResponse): void {
  response.writeHead(502, { 'content-type': 'application/json' });
  response.end(UNAVAILABLE);
}
