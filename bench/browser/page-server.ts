// A small server for the bench-only pages of S6–S8 (no venue needed): the built pages under
// /bench/, cross-origin isolated (COOP + COEP) so timers are precise, and for S8 a loopback
// WebSocket at /ingest?size=N that sends N-byte frames as fast as the receiver takes them
// (it refills the socket only while its send buffer is below a bound, so TCP back-pressure
// from the browser sets the pace).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { BENCH_DIST, ensureBuilt } from './build';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const SEND_BUFFER = 1 << 20;
const BATCH_BYTES = 256 << 10;

export interface PageServer {
  readonly baseUrl: string;
  readonly wsUrl: string;
  stop(): Promise<void>;
}

function pump(ws: WebSocket, size: number): void {
  const frame = Buffer.alloc(size, 0x5a);
  const fill = (): void => {
    if (ws.readyState !== ws.OPEN) return;
    // At most a batch per turn: a fast reader can keep the buffer low forever, and the event
    // loop (Playwright's connection included) must still run.
    for (let sent = 0; sent < BATCH_BYTES && ws.bufferedAmount < SEND_BUFFER; sent += size)
      ws.send(frame, { binary: true });
    setImmediate(fill);
  };
  fill();
}

export async function startPageServer(): Promise<PageServer> {
  await ensureBuilt();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(BENCH_DIST, path.normalize(url.pathname));
    if (
      !file.startsWith(path.join(BENCH_DIST, 'bench')) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cross-origin-resource-policy': 'same-origin',
    });
    createReadStream(file).pipe(res);
  });
  const wss = new WebSocketServer({ server, path: '/ingest' });
  wss.on('connection', (ws, req) => {
    const size = Number(new URL(req.url ?? '', 'http://localhost').searchParams.get('size'));
    if (!Number.isInteger(size) || size < 1 || size > 1 << 20) {
      ws.close(1008, 'size');
      return;
    }
    pump(ws, size);
  });
  await new Promise<void>((r) => server.listen(0, 'localhost', r));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `http://localhost:${address.port}`,
    wsUrl: `ws://localhost:${address.port}/ingest`,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
