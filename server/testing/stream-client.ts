// A real `ws` client for gateway tests: connects to /stream, decodes every ServerMessage in
// order (a Batch frame spread into its inner messages, as the data core does), and lets a test
// wait for a message or the close.
import { WebSocket } from 'ws';
import type { Socket } from 'node:net';
import { desk } from '../../proto/gen/messages.js';

type ServerMessage = desk.stream.ServerMessage;

interface ClientSocket {
  readonly readyState: number;
  readonly _socket: Socket;
  send(data: Uint8Array | string, options?: { binary?: boolean }): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(
    event: 'unexpected-response',
    listener: (request: unknown, response: { statusCode?: number }) => void,
  ): this;
}

// ws keeps its net.Socket in `_socket`, outside its published types; the slow-consumer test
// pauses that socket to stop reading, so the client is seen through this wider shape.
const openClientSocket = (url: string, options: { origin?: string }): ClientSocket =>
  new WebSocket(url, options) as unknown as ClientSocket;

export interface CloseInfo {
  readonly code: number;
  readonly reason: string;
}

export class StreamClient {
  readonly messages: ServerMessage[] = [];
  /** Raw frames as received, for tests that look at the framing itself. */
  readonly frames: Buffer[] = [];
  readonly closed: Promise<CloseInfo>;
  private waiters: (() => void)[] = [];
  private requestId = 0;

  private constructor(readonly socket: ClientSocket) {
    socket.on('message', (data) => {
      this.frames.push(data);
      const message = desk.stream.ServerMessage.decode(data);
      if (message.kind === 'batch')
        for (const inner of message.batch?.messages ?? [])
          this.messages.push(desk.stream.ServerMessage.decode(inner));
      else this.messages.push(message);
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      }),
    );
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static connect(url: string, origin?: string): Promise<StreamClient> {
    return new Promise((resolve, reject) => {
      const socket = openClientSocket(url, origin === undefined ? {} : { origin });
      const client = new StreamClient(socket);
      socket.on('open', () => resolve(client));
      socket.on('unexpected-response', (_request, response) =>
        reject(new UpgradeRefused(response.statusCode ?? 0)),
      );
      socket.on('error', (error) => reject(error));
    });
  }

  /** Connects and authenticates; resolves once AuthOk arrived. */
  static async open(url: string, token: string, origin?: string): Promise<StreamClient> {
    const client = await StreamClient.connect(url, origin);
    client.send({ auth: { token } });
    await client.next((m) => m.kind === 'authOk');
    return client;
  }

  send(message: desk.stream.ClientMessage.$Properties): void {
    this.socket.send(desk.stream.ClientMessage.encode(message).finish(), { binary: true });
  }

  sendRaw(data: Uint8Array | string): void {
    this.socket.send(data, { binary: typeof data !== 'string' });
  }

  /** Subscribes; a private topic with `fromSeq` asks to resume after that seq. */
  subscribe(topic: string, fromSeq?: number): number {
    const requestId = ++this.requestId;
    this.send({ subscribe: { topic, requestId, ...(fromSeq === undefined ? {} : { fromSeq }) } });
    return requestId;
  }

  unsubscribe(topic: string): number {
    const requestId = ++this.requestId;
    this.send({ unsubscribe: { topic, requestId } });
    return requestId;
  }

  /** Round trip: every message the server sent before answering this ping has arrived. */
  async barrier(): Promise<void> {
    const clientTime = ++this.requestId;
    this.send({ ping: { clientTime } });
    await this.next((m) => m.kind === 'pong' && m.pong?.clientTime === clientTime);
  }

  /** The first message from `from` on that matches; waits for it (bounded). */
  async next(
    match: (message: ServerMessage) => boolean,
    from = 0,
    timeoutMillis = 5000,
  ): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMillis;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.socket.readyState > 1) throw new Error('socket closed while waiting');
      if (Date.now() > deadline) throw new Error('timed out waiting for a stream message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}

/** ws://host:port/stream of a listening venue app. */
export function streamUrlOf(address: string | { port: number } | null): string {
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return `ws://127.0.0.1:${address.port}/stream`;
}
