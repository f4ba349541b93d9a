// R-CORE-27: the dedicated-worker fallback keeps one core per browser. Workers talk over
// in-memory channels with BroadcastChannel's semantics (a copy of each message, to every other
// holder of the name, never to the sender, asynchronously).
import { describe, expect, it } from 'vitest';
import type { CoreEndpoint } from '../endpoint';
import { asyncEndpoint } from './endpoint-types';
import { FollowerRelay, LEADER_MOVED } from './follower';
import { LeaderRelay } from './leader';
import type { ChannelOpener, RelayChannel } from './protocol';

function channelWorld(): ChannelOpener {
  const holders = new Map<string, Set<(m: unknown) => void>>();
  return <M>(name: string): RelayChannel<M> => {
    const mine = new Set<(m: unknown) => void>();
    let set = holders.get(name);
    if (!set) holders.set(name, (set = new Set()));
    const inbox = (m: unknown) => mine.forEach((l) => l(m));
    set.add(inbox);
    return {
      post(message) {
        const copy = structuredClone(message);
        for (const other of holders.get(name) ?? []) {
          if (other !== inbox) queueMicrotask(() => other(copy));
        }
      },
      listen(onMessage) {
        const l = onMessage as (m: unknown) => void;
        mine.add(l);
        return () => mine.delete(l);
      },
      close: () => void holders.get(name)?.delete(inbox),
    };
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** An endpoint that records calls; `hold` keeps a method's answer until released. */
function fakeEndpoint(name: string) {
  const calls: string[] = [];
  const held = new Map<string, () => void>();
  let frameListener: ((frame: unknown) => unknown) | null = null;
  const answer = <T>(method: string, value: T, hold = false): Promise<T> => {
    calls.push(method);
    if (!hold) return Promise.resolve(value);
    return new Promise((r) => held.set(method, () => r(value)));
  };
  const endpoint = {
    attach: (tabId: string, _ctx: unknown, onFrame: (f: unknown) => unknown) => {
      calls.push(`attach:${tabId}`);
      frameListener = onFrame;
      return {
        tabId,
        mode: 'dedicated',
        token: `token-from-${name}`,
        requestsBlocked: false,
        lastSync: null,
      };
    },
    heartbeat: () => answer('heartbeat', true, holdHeartbeat.value),
    detach: () => void calls.push('detach'),
    updateContext: () => void calls.push('updateContext'),
    request: (_tab: string, call: { path: string }) =>
      answer(
        `request:${call.path}`,
        { ok: true, status: 200, data: { from: name, path: call.path } },
        call.path === '/slow',
      ),
    cancel: () => void calls.push('cancel'),
    setSession: () => void calls.push('setSession'),
    blockRequests: () => void calls.push('block'),
    unblockRequests: () => void calls.push('unblock'),
    reloadAllTabs: () => void calls.push('reload'),
    stats: () => ({ from: name }),
    subscribe: (_t: string, subId: string) => void calls.push(`subscribe:${subId}`),
    unsubscribe: () => void calls.push('unsubscribe'),
    updateSubscription: () => void calls.push('updateSubscription'),
    watchQuery: () => void calls.push('watchQuery'),
    unwatchQuery: () => void calls.push('unwatchQuery'),
    refetchQuery: () => answer('refetch', undefined),
    mutate: () => answer('mutate', { ok: true }),
    streamMutate: async (_t: string, _c: unknown, _i: unknown, onChunk: (t: string) => void) => {
      calls.push('streamMutate');
      await onChunk('one ');
      await onChunk('two');
      return { ok: true, data: 'one two' };
    },
  };
  const holdHeartbeat = { value: false };
  return {
    endpoint: endpoint as unknown as CoreEndpoint,
    calls,
    held,
    holdHeartbeat,
    sendFrame: (frame: unknown) => frameListener?.(frame),
  };
}

describe('R-CORE-27 fallback leader: one core for every tab without SharedWorker', () => {
  it('a follower tab calls the leader’s core and receives its frames, each acknowledged before the next', async () => {
    const open = channelWorld();
    const core = fakeEndpoint('A');
    new LeaderRelay('A', core.endpoint, open).start();
    const follower = new FollowerRelay('B', open, () => undefined);
    follower.start();
    const remote = follower.endpoint();
    const frames: unknown[] = [];
    let ack: () => void = () => undefined;
    const reply = await remote.attach(
      'tab-b',
      { token: null } as never,
      ((frame: unknown) => {
        frames.push(frame);
        return new Promise<void>((r) => (ack = r));
      }) as never,
      true,
    );
    expect(reply.token).toBe('token-from-A');
    expect(core.calls).toContain('attach:tab-b');

    let acknowledged = false;
    void Promise.resolve(core.sendFrame({ seq: 1, book: new Uint8Array([1, 2, 3]) })).then(() => {
      acknowledged = true;
    });
    await settle();
    expect(frames).toEqual([{ seq: 1, book: new Uint8Array([1, 2, 3]) }]);
    expect(acknowledged).toBe(false); // the tab has not finished with it
    ack();
    await settle();
    expect(acknowledged).toBe(true);

    const answer = await remote.request('tab-b', { path: '/uapi/v1/x' } as never);
    expect(answer).toEqual({ ok: true, status: 200, data: { from: 'A', path: '/uapi/v1/x' } });
    const chunks: string[] = [];
    const streamed = await remote.streamMutate(
      'tab-b',
      {} as never,
      {} as never,
      (t) => void chunks.push(t),
    );
    expect(chunks).toEqual(['one ', 'two']);
    expect(streamed.data).toBe('one two');
  });

  it('calls made before a leader is known wait for it; a follower that takes over serves them itself', async () => {
    const open = channelWorld();
    const early = new FollowerRelay('B', open, () => undefined);
    early.start();
    const stats = early.endpoint().stats();
    await settle();
    new LeaderRelay('A', fakeEndpoint('A').endpoint, open).start();
    expect(await stats).toEqual({ from: 'A' });

    const lonely = new FollowerRelay('C', channelWorld(), () => undefined);
    lonely.start();
    const waiting = lonely.endpoint().stats();
    lonely.stop(asyncEndpoint(fakeEndpoint('C').endpoint));
    expect(await waiting).toEqual({ from: 'C' });
  });

  it('when the leader goes, calls in flight settle by kind, attach goes to the new leader, and the tab is told to attach again', async () => {
    const open = channelWorld();
    const first = fakeEndpoint('A');
    const leaderA = new LeaderRelay('A', first.endpoint, open);
    leaderA.start();
    let told = 0;
    const follower = new FollowerRelay('B', open, () => void told++);
    follower.start();
    const remote = follower.endpoint();
    await remote.attach('tab-b', {} as never, (() => undefined) as never, true);
    first.holdHeartbeat.value = true;
    const request = remote.request('tab-b', { path: '/slow' } as never);
    const heartbeat = remote.heartbeat('tab-b');
    const subscribe = remote.subscribe('tab-b', 's1', 'book:BTC-USD' as never);
    await settle();
    // A is gone (its tab closed): it answers nothing more.
    leaderA.stop();
    const attachAgain = remote.attach('tab-b', {} as never, (() => undefined) as never, true);
    await settle();
    const second = fakeEndpoint('D');
    new LeaderRelay('D', second.endpoint, open).start();
    await expect(request).rejects.toThrow(LEADER_MOVED);
    expect(await heartbeat).toBe(false);
    expect(await subscribe).toBeUndefined();
    expect(told).toBe(1);
    expect((await attachAgain).token).toBe('token-from-D');
    expect(second.calls).toContain('attach:tab-b');
    // New calls reach D.
    expect(await remote.stats()).toEqual({ from: 'D' });
    expect(second.calls).not.toContain('request:/slow'); // never sent twice
  });

  it('a leader refuses a method that is not the core endpoint’s', async () => {
    const open = channelWorld();
    new LeaderRelay('A', fakeEndpoint('A').endpoint, open).start();
    const follower = new FollowerRelay('B', open, () => undefined);
    follower.start();
    const remote = follower.endpoint() as unknown as Record<
      string,
      (...a: unknown[]) => Promise<unknown>
    >;
    expect(Object.keys(remote)).not.toContain('constructor');
    await expect(
      (follower as unknown as { call(m: string, a: unknown[]): Promise<unknown> }).call(
        'toString',
        [],
      ),
    ).rejects.toThrow(/unknown method/);
  });
});
