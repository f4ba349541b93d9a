import { describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/testing/fakes';
import type { Clock } from '../../core/ports';
import type { ServerEvent } from './codec';
import { DEFAULT_SOCKET_TIMING, StreamSocket } from './socket';
import type { PongSample, SocketFault, SocketState, SocketTiming } from './socket';
import type { NetworkEvents, WebSocketFactory } from './ports';
import { FakeStreamServer } from '../testing/fake-socket';
import { libraryTimersOn } from '../testing/library-timers';

const { pingEveryMillis, deadAfterMillis } = DEFAULT_SOCKET_TIMING;
const { minReconnectionDelay, maxReconnectionDelay, minUptime, connectionTimeout } =
  DEFAULT_SOCKET_TIMING.reconnect;

/** The browser's `online` event, fired by hand. */
class FakeNetwork implements NetworkEvents {
  private listeners: (() => void)[] = [];
  onOnline(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }
  online(): void {
    for (const listener of this.listeners) listener();
  }
}

function setup(
  options: {
    random?: () => number;
    timing?: Partial<SocketTiming>;
    /** The socket's clock, built on the test's FakeTime (default: the FakeTime). */
    clock?: (time: FakeTime) => Clock;
    /** Wraps the fake server's WebSocket factory. */
    factory?: (factory: WebSocketFactory) => WebSocketFactory;
  } = {},
) {
  const time = new FakeTime();
  libraryTimersOn(time);
  const server = new FakeStreamServer();
  const network = new FakeNetwork();
  const log = {
    ready: 0,
    states: [] as SocketState[],
    faults: [] as SocketFault[],
    messages: [] as ServerEvent[],
    refused: [] as string[],
    pongs: [] as PongSample[],
  };
  const socket = new StreamSocket(
    {
      clock: options.clock?.(time) ?? time,
      timers: time,
      factory: options.factory?.(server.factory) ?? server.factory,
      url: 'wss://desk.test/stream',
      random: options.random ?? (() => 0.5),
      timing: { ...DEFAULT_SOCKET_TIMING, ...options.timing },
      network,
    },
    {
      onReady: () => void (log.ready += 1),
      onMessage: (event) => void log.messages.push(event),
      onStateChange: (state) => void log.states.push(state),
      onFault: (fault) => void log.faults.push(fault),
      onAuthRefused: (message) => void log.refused.push(message),
      onPong: (sample) => void log.pongs.push(sample),
    },
  );
  /** Signed in with a topic wanted; the library creates its first WebSocket on the next tick. */
  const start = async (token = 'tok'): Promise<void> => {
    socket.setToken(token);
    socket.setWanted(true);
    await time.advance(0);
  };
  return { time, server, socket, log, network, start };
}

/** Drops the newest socket and returns how long the next one took to appear. */
async function retryDelay(
  time: FakeTime,
  server: FakeStreamServer,
  limit = maxReconnectionDelay,
): Promise<number> {
  const before = server.sockets.length;
  server.last.drop();
  for (let waited = 0; waited <= limit; waited += 1) {
    if (server.sockets.length > before) return waited;
    await time.advance(1);
  }
  throw new Error('no retry');
}

describe('R-CORE-12 R-STREAM-1 StreamSocket opens lazily and authenticates first', () => {
  it('opens only once a topic is wanted and a session exists', async () => {
    const { socket, server, time } = setup();
    socket.setWanted(true);
    await time.advance(0);
    expect(server.sockets).toHaveLength(0);
    socket.setToken('tok');
    expect(socket.state).toBe('connecting');
    await time.advance(0);
    expect(server.sockets).toHaveLength(1);
    expect(socket.state).toBe('connecting');
  });

  it('authenticates with its first message; the token never goes in the URL', async () => {
    const { socket, server, log, start } = setup();
    await start('secret-token');
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

  it('authenticates first on every reconnect, and is ready again (the owner resubscribes)', async () => {
    const { socket, server, time, log, start } = setup();
    await start('tok');
    server.last.accept();
    socket.send({ kind: 'subscribe', topic: 'book:BTC/USD', requestId: 1 });
    server.last.drop();
    expect(socket.state).toBe('reconnecting');
    expect(log.faults).toEqual(['closed']);
    await time.advance(minReconnectionDelay);
    expect(server.sockets).toHaveLength(2);
    expect(socket.send({ kind: 'subscribe', topic: 'book:BTC/USD', requestId: 2 })).toBe(false);
    server.last.accept();
    expect(server.last.kinds()).toEqual(['auth']);
    expect(log.ready).toBe(2);
    expect(socket.state).toBe('open');
    expect(socket.opens).toBe(2);
    expect(socket.reconnects).toBe(1);
  });
});

describe('R-STREAM-2 reconnecting-websocket retries with bounded exponential backoff', () => {
  it('drops in a row wait min × factor^n, capped at the maximum', async () => {
    // random 0: the run's minimum is half the configured one.
    const { server, time, start } = setup({ random: () => 0 });
    await start();
    server.last.accept();
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) delays.push(await retryDelay(time, server));
    const min = minReconnectionDelay / 2;
    expect(delays).toEqual([
      min,
      min * 2,
      min * 4,
      min * 8,
      min * 16,
      min * 32,
      min * 64,
      maxReconnectionDelay,
      maxReconnectionDelay,
    ]);
  });

  it('each run draws its minimum in [½, 1] × the configured one (jitter)', async () => {
    const low = setup({ random: () => 0 });
    await low.start();
    expect(await retryDelay(low.time, low.server)).toBe(minReconnectionDelay / 2);
    const high = setup({ random: () => 0.999 });
    await high.start();
    const delay = await retryDelay(high.time, high.server);
    expect(delay).toBeGreaterThan(minReconnectionDelay * 0.99);
    expect(delay).toBeLessThanOrEqual(minReconnectionDelay);
  });

  it('a connection that stayed up minUptime brings the delay back to the minimum', async () => {
    const { server, time, start } = setup({ random: () => 0 });
    await start();
    server.last.accept();
    await retryDelay(time, server);
    await retryDelay(time, server);
    expect(await retryDelay(time, server)).toBe(minReconnectionDelay * 2); // 4 × the half
    server.last.accept();
    await time.advance(minUptime);
    server.last.serve({ heartbeat: { serverTime: 1 } });
    expect(await retryDelay(time, server)).toBe(minReconnectionDelay / 2);
  });

  it('an attempt that never opens times out and is retried', async () => {
    const { socket, server, time, log, start } = setup();
    await start();
    await time.advance(connectionTimeout - 1);
    expect(log.faults).toEqual([]);
    await time.advance(1);
    expect(log.faults).toEqual(['closed']);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    expect(socket.state).toBe('reconnecting');
    await time.advance(minReconnectionDelay);
    expect(server.sockets).toHaveLength(2);
  });

  it('a WebSocket constructor that throws is a failed attempt, retried with backoff', async () => {
    let throws = 1;
    const { socket, server, time, log } = setup({
      random: () => 0,
      factory: (factory) => (url) => {
        if (throws-- > 0) throw new SyntaxError('bad URL');
        return factory(url);
      },
    });
    socket.setToken('tok');
    socket.setWanted(true);
    await time.advance(0);
    expect(log.faults).toEqual(['closed']);
    expect(socket.state).toBe('reconnecting');
    await time.advance(minReconnectionDelay / 2);
    expect(server.sockets).toHaveLength(1);
    server.last.accept();
    expect(socket.state).toBe('open');
  });

  it('gives up after maxRetries failed attempts; a new session starts again', async () => {
    const { socket, server, time, log, start } = setup({
      timing: { reconnect: { ...DEFAULT_SOCKET_TIMING.reconnect, maxRetries: 2 } },
    });
    await start();
    for (let i = 0; i < 3; i++) {
      server.last.drop();
      await time.advance(maxReconnectionDelay);
    }
    expect(server.sockets).toHaveLength(3);
    expect(log.faults).toEqual(['closed', 'closed', 'closed']);
    expect(socket.state).toBe('closed');
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(3);
    socket.setToken('tok2');
    await time.advance(0);
    expect(server.sockets).toHaveLength(4);
  });

  it('the browser coming back online reconnects at once, not after the backoff', async () => {
    const { socket, server, time, network, start } = setup({ random: () => 0 });
    await start();
    server.last.accept();
    for (let i = 0; i < 5; i++) await retryDelay(time, server);
    server.last.drop(); // the next retry would wait 16 × the minimum
    const faults = socket.reconnects;
    network.online();
    await time.advance(0);
    expect(server.sockets).toHaveLength(7);
    server.last.accept();
    expect(socket.state).toBe('open');
    expect(socket.reconnects).toBe(faults);
    network.online(); // a working socket stays
    await time.advance(0);
    expect(server.sockets).toHaveLength(7);
  });
});

describe('R-STREAM-3 ping, frozen sockets and garbled frames', () => {
  it('pings while open and reconnects at once when a working socket goes silent', async () => {
    const { server, time, log, start } = setup();
    await start();
    server.last.accept();
    await time.advance(pingEveryMillis);
    expect(server.last.kinds()).toEqual(['auth', 'ping']);
    // The server answers nothing any more: the check after deadAfterMillis of silence.
    await time.advance(deadAfterMillis - pingEveryMillis);
    expect(log.faults).toEqual([]);
    await time.advance(pingEveryMillis);
    expect(log.faults).toEqual(['frozen']);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    // reconnect(): no backoff.
    expect(server.sockets).toHaveLength(2);
  });

  it('traffic keeps the socket alive', async () => {
    const { server, time, log, start } = setup();
    await start();
    server.last.accept();
    for (let i = 0; i < 20; i++) {
      await time.advance(pingEveryMillis);
      server.last.serve({ heartbeat: { serverTime: i } });
    }
    expect(log.faults).toEqual([]);
    expect(log.messages.filter((m) => m.kind === 'heartbeat')).toHaveLength(20);
  });

  it('a socket that opens but never authenticates is dropped too, and retried with backoff', async () => {
    const { server, time, log, start } = setup({ random: () => 0 });
    await start();
    server.last.open();
    // Judged at the first check after deadAfterMillis of silence.
    await time.advance(deadAfterMillis + pingEveryMillis / 2);
    expect(log.faults).toEqual(['frozen']);
    expect(server.sockets).toHaveLength(1);
    await time.advance(minReconnectionDelay / 2 - 1);
    expect(server.sockets).toHaveLength(1);
    await time.advance(1);
    expect(server.sockets).toHaveLength(2);
  });

  it('a garbled frame drops the socket and reconnects', async () => {
    const { server, time, log, start } = setup();
    await start();
    server.last.accept();
    server.last.garble();
    expect(log.faults).toEqual(['garbled']);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    await time.advance(minReconnectionDelay);
    server.last.accept();
    expect(log.ready).toBe(2);
  });

  it('events from a replaced socket are ignored', async () => {
    const { server, log, start } = setup();
    await start();
    const first = server.last;
    first.accept();
    first.garble(); // replaced
    first.serve({ heartbeat: { serverTime: 1 } }); // handlers were detached
    first.onclose?.({});
    expect(log.faults).toEqual(['garbled']);
  });
});

describe('R-STREAM-4 refusal and session changes', () => {
  it('auth refused: closed, no retry until the session changes', async () => {
    const { socket, server, time, log, start } = setup();
    await start('bad');
    server.last.open();
    server.last.serve({ error: { code: 3, message: 'Session expired' } });
    expect(log.refused).toEqual(['Session expired']);
    expect(socket.state).toBe('closed');
    expect(socket.authRefused).toBe(true);
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(1);
    socket.setToken('good');
    await time.advance(0);
    expect(server.sockets).toHaveLength(2);
    expect(server.last.sent).toEqual([]);
    server.last.accept();
    expect(server.last.sent[0]?.auth?.token).toBe('good');
    expect(socket.authRefused).toBe(false);
  });

  it('a new session re-authenticates on a fresh socket; sign-out closes it', async () => {
    const { socket, server, time, start } = setup();
    await start('one');
    server.last.accept();
    socket.setToken('two');
    expect(server.sockets[0]?.closedByClient).toBe(true);
    await time.advance(0);
    server.last.accept();
    expect(server.last.sent[0]?.auth?.token).toBe('two');
    socket.setToken(null);
    expect(server.last.closedByClient).toBe(true);
    expect(socket.state).toBe('closed');
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(2);
  });

  it('with nothing wanted, a dropped socket is not reopened until a topic is wanted', async () => {
    const { socket, server, time, start } = setup();
    await start();
    server.last.accept();
    socket.setWanted(false); // the open socket stays open
    for (let i = 0; i < 10; i++) {
      await time.advance(pingEveryMillis);
      server.last.serve({ heartbeat: { serverTime: i } });
    }
    expect(socket.state).toBe('open');
    server.last.drop();
    expect(socket.state).toBe('idle');
    await time.advance(60_000);
    expect(server.sockets).toHaveLength(1);
    socket.setWanted(true);
    await time.advance(0);
    expect(server.sockets).toHaveLength(2);
  });
});

describe('R-STREAM-5 lag and suspension', () => {
  /** Waits for the next ping and answers it after `rtt` ms, from a server clock `skew` ahead. */
  async function pong(ctx: ReturnType<typeof setup>, rtt: number, skew = 0): Promise<void> {
    // Pings go out every pingEveryMillis from the socket's creation (the test's start).
    const last = ctx.server.last.sent.findLast((m) => m.ping)?.ping?.clientTime;
    const clientTime = (last ?? ctx.time.now()) + pingEveryMillis;
    await ctx.time.advance(clientTime + rtt - ctx.time.now());
    expect(ctx.server.last.sent.at(-1)?.ping?.clientTime).toBe(clientTime);
    ctx.server.last.serve({
      pong: { clientTime, serverTime: clientTime + rtt / 2 + skew },
    });
  }

  it('keeps a decaying average of the ping round trip', async () => {
    const ctx = setup();
    await ctx.start();
    ctx.server.last.accept();
    expect(ctx.socket.lagMillis).toBeNull();
    await pong(ctx, 40, 5_000);
    expect(ctx.socket.lagMillis).toBe(40);
    expect(ctx.log.pongs).toEqual([
      {
        sentAt: ctx.time.now() - 40,
        serverTime: ctx.time.now() - 20 + 5_000,
        receivedAt: ctx.time.now(),
      },
    ]);
    await pong(ctx, 20);
    expect(ctx.socket.lagMillis).toBe(30); // (40 + 20) / 2
    // The third and fourth weigh 1/3 and 1/4, every later one 1/10.
    const seen: (number | null)[] = [];
    for (let i = 0; i < 40; i++) {
      await pong(ctx, 10);
      seen.push(ctx.socket.lagMillis);
    }
    expect(seen.slice(0, 3)).toEqual([23, 20, 19]); // 30 - 20/3, then 20, then 20 - 10/10
    expect(seen.at(-1)).toBe(10); // 10 + 10 × 0.9^37, rounded
  });

  it('does not count a suspension (timers firing far too late) as a fault', async () => {
    // The socket's clock jumps ahead while FakeTime's timers stand still: they slept.
    let slept = 0;
    const ctx = setup({ clock: (time) => ({ now: () => time.now() + slept }) });
    const { server, socket, log, time } = ctx;
    await ctx.start();
    server.last.accept();
    await time.advance(pingEveryMillis);
    const pingBeforeSleep = server.last.sent.findLast((m) => m.ping)?.ping?.clientTime ?? 0;
    slept += 60 * 60_000; // an hour asleep: the next check fires an hour late
    await time.advance(pingEveryMillis);
    expect(socket.suspensions).toBe(1);
    expect(log.faults).toEqual([]);
    expect(socket.state).toBe('open');
    expect(server.last.kinds().at(-1)).toBe('ping'); // probes at once
    // A pong to the ping from before the sleep measures nothing.
    server.last.serve({ pong: { clientTime: pingBeforeSleep, serverTime: 1 } });
    expect(socket.lagMillis).toBeNull();
    // The socket survived: traffic goes on, no fault.
    for (let i = 0; i < 5; i++) {
      await time.advance(pingEveryMillis);
      server.last.serve({ heartbeat: { serverTime: i } });
    }
    expect(log.faults).toEqual([]);
    // A socket that did not survive goes silent and is then judged frozen as usual.
    await time.advance(deadAfterMillis + pingEveryMillis);
    expect(log.faults).toEqual(['frozen']);
  });
});
