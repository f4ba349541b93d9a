import { describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/testing/fakes';
import type { ServerEvent } from './codec';
import { DEFAULT_SOCKET_TIMING, StreamSocket } from './socket';
import type { SocketFault, SocketState } from './socket';
import { FakeStreamServer } from '../testing/fake-socket';

function setup(random = () => 0.5) {
  const time = new FakeTime();
  const server = new FakeStreamServer();
  const log = {
    ready: 0,
    states: [] as SocketState[],
    faults: [] as SocketFault[],
    messages: [] as ServerEvent[],
    refused: [] as string[],
  };
  const socket = new StreamSocket(
    { clock: time, timers: time, factory: server.factory, url: 'wss://desk.test/stream', random },
    {
      onReady: () => void (log.ready += 1),
      onMessage: (event) => void log.messages.push(event),
      onStateChange: (state) => void log.states.push(state),
      onFault: (fault) => void log.faults.push(fault),
      onAuthRefused: (message) => void log.refused.push(message),
    },
  );
  return { time, server, socket, log };
}

const { pingEveryMillis, deadAfterMillis } = DEFAULT_SOCKET_TIMING;

describe('R-CORE-12 R-CORE-13 R-CORE-14 R-CORE-15 StreamSocket', () => {
  it('opens lazily: only once a topic is wanted and a session exists', () => {
    const { socket, server } = setup();
    socket.setWanted(true);
    expect(server.sockets).toHaveLength(0);
    socket.setToken('tok');
    expect(server.sockets).toHaveLength(1);
    expect(socket.state).toBe('connecting');
  });

  it('authenticates with its first message; the token never goes in the URL', () => {
    const { socket, server, log } = setup();
    socket.setToken('secret-token');
    socket.setWanted(true);
    const ws = server.last;
    expect(ws.url).toBe('wss://desk.test/stream');
    expect(ws.binaryType).toBe('arraybuffer');
    expect(socket.send({ kind: 'subscribe', topic: 'book:BTC/USD', requestId: 1 })).toBe(false);
    ws.accept();
    expect(ws.kinds()).toEqual(['auth']);
    expect(ws.sent[0]?.auth?.token).toBe('secret-token');
    expect(socket.state).toBe('open');
    expect(log.ready).toBe(1);
    expect(socket.send({ kind: 'subscribe', topic: 'book:BTC/USD', requestId: 1 })).toBe(true);
    expect(ws.subscribes()).toEqual(['book:BTC/USD']);
  });

  it('reconnects after a drop with backoff and jitter, then is ready again', async () => {
    const jitter = [0, 0.999];
    let draw = 0;
    const { socket, server, time, log } = setup(() => jitter[draw++ % 2] ?? 0);
    socket.setToken('tok');
    socket.setWanted(true);
    server.last.accept();
    server.last.drop();
    expect(socket.state).toBe('reconnecting');
    expect(log.faults).toEqual(['closed']);
    // Attempt 0, jitter 0: half of the 250 ms step.
    await time.advance(124);
    expect(server.sockets).toHaveLength(1);
    await time.advance(1);
    expect(server.sockets).toHaveLength(2);
    // The new socket fails before authenticating: attempt 1, jitter ~1 → close to 500 ms.
    server.last.drop();
    await time.advance(498);
    expect(server.sockets).toHaveLength(2);
    await time.advance(2);
    expect(server.sockets).toHaveLength(3);
    server.last.accept();
    expect(log.ready).toBe(2);
    expect(socket.state).toBe('open');
    expect(socket.opens).toBe(3);
    expect(socket.reconnects).toBe(2);
    // A successful auth resets the backoff: the next drop waits the short step again.
    server.last.drop();
    await time.advance(250);
    expect(server.sockets).toHaveLength(4);
  });

  it('pings while open and treats a frozen socket (no data, no close) as dead', async () => {
    const { socket, server, time, log } = setup();
    socket.setToken('tok');
    socket.setWanted(true);
    server.last.accept();
    await time.advance(pingEveryMillis);
    expect(server.last.kinds()).toEqual(['auth', 'ping']);
    // The server answers nothing any more.
    await time.advance(deadAfterMillis);
    expect(log.faults).toEqual(['frozen']);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    await time.advance(1_000);
    expect(server.sockets).toHaveLength(2);
  });

  it('traffic keeps the socket alive', async () => {
    const { socket, server, time, log } = setup();
    socket.setToken('tok');
    socket.setWanted(true);
    server.last.accept();
    for (let i = 0; i < 20; i++) {
      await time.advance(pingEveryMillis);
      server.last.serve({ heartbeat: { serverTime: i } });
    }
    expect(log.faults).toEqual([]);
    expect(log.messages.filter((m) => m.kind === 'heartbeat')).toHaveLength(20);
  });

  it('a socket that opens but never authenticates is dropped too', async () => {
    const { socket, server, time, log } = setup();
    socket.setToken('tok');
    socket.setWanted(true);
    server.last.open();
    await time.advance(deadAfterMillis + pingEveryMillis);
    expect(log.faults).toEqual(['frozen']);
  });

  it('a garbled frame drops the socket and reconnects', async () => {
    const { socket, server, time, log } = setup();
    socket.setToken('tok');
    socket.setWanted(true);
    server.last.accept();
    server.last.garble();
    expect(log.faults).toEqual(['garbled']);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    await time.advance(250);
    server.last.accept();
    expect(log.ready).toBe(2);
  });

  it('auth refused: closed, no retry until the session changes', async () => {
    const { socket, server, time, log } = setup();
    socket.setToken('bad');
    socket.setWanted(true);
    server.last.open();
    server.last.serve({ error: { code: 3, message: 'Session expired' } });
    expect(log.refused).toEqual(['Session expired']);
    expect(socket.state).toBe('closed');
    expect(socket.authRefused).toBe(true);
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(1);
    socket.setToken('good');
    expect(server.sockets).toHaveLength(2);
    expect(server.last.sent).toEqual([]);
    server.last.accept();
    expect(server.last.sent[0]?.auth?.token).toBe('good');
    expect(socket.authRefused).toBe(false);
  });

  it('a new session re-authenticates on a fresh socket; sign-out closes it', async () => {
    const { socket, server, time } = setup();
    socket.setToken('one');
    socket.setWanted(true);
    server.last.accept();
    socket.setToken('two');
    expect(server.sockets[0]?.closedByClient).toBe(true);
    server.last.accept();
    expect(server.last.sent[0]?.auth?.token).toBe('two');
    socket.setToken(null);
    expect(server.last.closedByClient).toBe(true);
    expect(socket.state).toBe('closed');
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(2);
  });

  it('events from a replaced socket are ignored', () => {
    const { socket, server, log } = setup();
    socket.setToken('tok');
    socket.setWanted(true);
    const first = server.last;
    first.accept();
    first.garble(); // replaced
    first.serve({ heartbeat: { serverTime: 1 } }); // handlers were detached
    first.onclose?.({});
    expect(log.faults).toEqual(['garbled']);
  });
});
