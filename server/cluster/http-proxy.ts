// A cluster gateway forwards every HTTP call but its own health check to the active engine
// (issue 20, docs/scale-out.md; active-engine.ts finds it): a plain reverse proxy over
// keep-alive connections. With engine shards, to the active engine of the shard the call
// belongs to (shard-router.ts); open orders of every market are asked of every shard.
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
import { mergeOpenOrders, type ShardRouter } from './shard-router';

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

/** Past what the gateway reads to route an order command (MAX_ROUTED_BODY_BYTES). */
const TOO_LARGE = JSON.stringify({
  errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'The order message is too large' }],
});

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

/** A routed call's body is read whole first; order commands are far smaller. */
const MAX_ROUTED_BODY_BYTES = 1024 * 1024;

export class EngineProxy {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    /** The active engine of each shard (one without shards). */
    private readonly shards: readonly ActiveEngine[],
    /** Which shard a call goes to (shard-router.ts); null: the one engine. */
    private readonly router: ShardRouter | null,
    /** Told of each call: forwarded, or answered 502 because no engine was active. */
    private readonly onOutcome: (outcome: ProxyOutcome) => void = () => {},
  ) {}

  forward(request: IncomingMessage, response: ServerResponse): void {
    const router = this.router;
    if (router === null || router.count === 1) {
      this.send(0, request, response, null);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://gateway');
    const method = request.method ?? 'GET';
    const routed = (body: Buffer | null) =>
      router.routeOf(method, url, body).then(
        (route) =>
          route === 'all'
            ? this.fanOut(request, response)
            : this.send(route, request, response, body),
        () => this.send(0, request, response, body),
      );
    if (!router.readsBody(method, url.pathname)) {
      void routed(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_ROUTED_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size <= MAX_ROUTED_BODY_BYTES) void routed(Buffer.concat(chunks));
      else answer(response, 413, TOO_LARGE);
    });
    request.on('error', () => response.destroy());
  }

  /** Forwards to shard `index`'s active engine: `body` as read, or the request piped. */
  private send(
    index: number,
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer | null,
  ): void {
    const shard = this.shards[index];
    const engine = shard?.current ?? null;
    if (!shard || engine === null) {
      if (body === null) request.resume();
      this.onOutcome('unavailable');
      unavailable(response);
      return;
    }
    const headers = this.forwardedHeaders(request);
    if (body !== null) headers['content-length'] = String(body.length);
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
      if (error.code === 'ECONNREFUSED') shard.unreachable(engine);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      this.onOutcome('unavailable');
      unavailable(response);
    });
    request.on('aborted', () => upstream.destroy());
    if (body === null) request.pipe(upstream);
    else upstream.end(body);
  }

  /** A read of every shard (open orders of every market): their answers as one. */
  private fanOut(request: IncomingMessage, response: ServerResponse): void {
    request.resume();
    const engines = this.shards.map((s) => s.current);
    if (engines.some((e) => e === null)) {
      this.onOutcome('unavailable');
      unavailable(response);
      return;
    }
    const headers = this.forwardedHeaders(request);
    const asked = engines.map((engine) => this.whole(engine as URL, request.url ?? '/', headers));
    Promise.all(asked).then(
      (answers) => {
        this.onOutcome('forwarded');
        const failed = answers.find((a) => a.status !== 200);
        if (failed) {
          const out = failed.headers;
          for (const name of [...HOP_BY_HOP, 'content-length']) delete out[name];
          response.writeHead(failed.status, out as Record<string, string>);
          response.end(failed.body);
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(mergeOpenOrders(answers.map((a) => a.body)));
      },
      () => {
        this.onOutcome('unavailable');
        unavailable(response);
      },
    );
  }

  /** A GET to one engine, its answer read whole. */
  private whole(
    engine: URL,
    path: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const call = httpRequest(
        {
          agent: this.agent,
          hostname: engine.hostname,
          port: engine.port,
          method: 'GET',
          path,
          headers,
        },
        (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (c: Buffer) => chunks.push(c));
          reply.on('end', () =>
            resolve({
              status: reply.statusCode ?? 502,
              headers: { ...reply.headers },
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          reply.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end();
    });
  }

  private forwardedHeaders(
    request: IncomingMessage,
  ): Record<string, string | string[] | undefined> {
    const headers: Record<string, string | string[] | undefined> = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const peer = normalise(request.socket.remoteAddress ?? '');
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
    headers['x-forwarded-proto'] ??= 'http';
    return headers;
  }

  close(): void {
    this.agent.destroy();
  }
}

function unavailable(response: ServerResponse): void {
  answer(response, 502, UNAVAILABLE);
}

function answer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
}
