// The `ws` package through the few members the gateway uses: a narrow boundary the gateway
// and its tests program against.
import { WebSocketServer } from 'ws';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** ws's readyState values (same as the browser's). */
export const WS_OPEN = 1;

export type RawData = Buffer | ArrayBuffer | Buffer[];

export interface ServerSocket {
  readonly readyState: number;
  /** Bytes queued by send() not yet written to the kernel, plus the socket's own buffer. */
  readonly bufferedAmount: number;
  /** The subprotocol chosen at the upgrade ('' when none). */
  readonly protocol: string;
  send(data: Buffer, options: { binary: boolean }): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
  on(event: 'pong', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
}

export interface ServerOptions {
  readonly noServer: true;
  readonly maxPayload: number;
  readonly perMessageDeflate: false;
  readonly clientTracking: false;
  /** Picks the subprotocol among those the client offered; false: none. */
  readonly handleProtocols?: (protocols: Set<string>) => string | false;
}

export interface SocketServer {
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callback: (socket: ServerSocket) => void,
  ): void;
  close(callback: () => void): void;
}

export function createSocketServer(options: ServerOptions): SocketServer {
  const server: SocketServer = new WebSocketServer(options);
  return server;
}
