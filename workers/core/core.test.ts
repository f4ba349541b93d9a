import { describe, expect, it } from 'vitest';
import type { CoreEvent, CoreFailure } from '../types';
import { tabLockName } from './liveness';
import { FakeBus, settle } from './testing/fakes';
import { makeHarness } from './testing/harness';

async function rejection(promise: Promise<unknown>): Promise<CoreFailure> {
  try {
    await promise;
  } catch (error) {
    return error as CoreFailure;
  }
  throw new Error('expected a rejection');
}

describe('DataCore requests', () => {
  it("sends the calling tab's context and the shared token", async () => {
    const h = makeHarness();
    h.transport.on('GET', '/api/x', { status: 200, json: { ok: 1 } });
    h.attach('a', { token: 'tok', visitorId: 'va', entityId: 'ea', accountId: 'aa' });
    h.attach('b', { visitorId: 'vb', entityId: null, accountId: null, csrf: 'csrf-b' });
    const result = await h.core.request('b', { method: 'GET', path: '/api/x' });
    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(h.transport.requestsTo('/api/x')[0]?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'csrf-b',
      'X-Product-Channel': 'web',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'X-Visitor-Id': 'vb',
    });
  });

  it('toasts only the calling tab', async () => {
    const h = makeHarness();
    h.transport.on('POST', '/api/x', {
      status: 409,
      json: { errors: [{ code: 'CONFLICT', message: 'Taken' }] },
    });
    h.attach('a');
    h.attach('b');
    const failure = await rejection(h.core.request('a', { method: 'POST', path: '/api/x' }));
    expect(failure).toMatchObject({ kind: 'http', status: 409, message: 'Taken' });
    await h.time.advance(0);
    expect(h.events('a')).toEqual([{ kind: 'toast', text: 'Taken', tone: 'error' }]);
    expect(h.events('b')).toEqual([]);
  });

  it('sends every tab to /logout on 401', async () => {
    const h = makeHarness();
    h.transport.on('GET', '/api/x', {
      status: 401,
      json: { errors: [{ code: 'SESSION_EXPIRED', message: 'Expired' }] },
    });
    h.attach('a');
    h.attach('b');
    await expect(h.core.request('a', { method: 'GET', path: '/api/x' })).rejects.toMatchObject({
      status: 401,
    });
    await h.time.advance(0);
    const logout: CoreEvent = { kind: 'navigate', to: '/logout', external: false };
    expect(h.events('a')).toEqual([logout]);
    expect(h.events('b')).toEqual([logout]);
  });

  it('returns 400 as a result and toasts nobody', async () => {
    const h = makeHarness();
    h.transport.on('POST', '/api/x', {
      status: 400,
      json: { errors: [{ code: 'VALIDATION', message: 'Bad' }] },
    });
    h.attach('a');
    const result = await h.core.request('a', { method: 'POST', path: '/api/x' });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: [{ code: 'VALIDATION', message: 'Bad' }],
    });
    await h.time.advance(0);
    expect(h.events('a')).toEqual([]);
  });

  it('network failures reject with kind network and toast the caller', async () => {
    const h = makeHarness();
    h.transport.on('GET', '/api/x', 'network-error');
    h.attach('a');
    const failure = await rejection(h.core.request('a', { method: 'GET', path: '/api/x' }));
    expect(failure.kind).toBe('network');
    await h.time.advance(0);
    expect(h.events('a')).toEqual([{ kind: 'toast', text: failure.message, tone: 'error' }]);
  });

  it('rejects calls from a tab that never attached', async () => {
    const h = makeHarness();
    await expect(h.core.request('ghost', { method: 'GET', path: '/x' })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('R-CORE-3 cancels by request id within the calling tab only, with no toast', async () => {
    const h = makeHarness();
    h.transport.hold('GET', '/slow', { status: 200, json: { done: true } });
    h.attach('a');
    h.attach('b');
    const callA = rejection(h.core.request('a', { method: 'GET', path: '/slow', requestId: 'r1' }));
    const callB = h.core.request('b', { method: 'GET', path: '/slow', requestId: 'r1' });
    await settle();
    h.core.cancel('a', 'r1');
    expect(await callA).toEqual({
      kind: 'cancelled',
      status: null,
      message: 'ajax call was cancelled',
      errors: [],
    });
    expect(h.transport.requests[1]?.signal.aborted).toBe(false);
    h.core.cancel('b', 'r1');
    await expect(callB).rejects.toMatchObject({ kind: 'cancelled' });
    await h.time.advance(0);
    expect(h.events('a')).toEqual([]);
  });
});

describe('R-CORE-2 DataCore CSRF', () => {
  it("uses another tab's cookie value when the caller has none", async () => {
    const h = makeHarness();
    h.transport.on('POST', '/api/x', { status: 200, json: {} });
    h.attach('a', { csrf: null });
    h.attach('b', { csrf: 'from-b' });
    await h.core.request('a', { method: 'POST', path: '/api/x' });
    expect(h.transport.requests[0]?.headers['X-CSRF-TOKEN']).toBe('from-b');
  });

  it('fetches /api/csrf once when no tab knows the value', async () => {
    const h = makeHarness();
    h.transport.on('GET', '/api/csrf', { status: 200, json: { csrfToken: 'fetched' } });
    h.transport.on('POST', '/api/x', { status: 200, json: {} });
    h.attach('a', { csrf: null });
    await Promise.all([
      h.core.request('a', { method: 'POST', path: '/api/x' }),
      h.core.request('a', { method: 'POST', path: '/api/x' }),
    ]);
    await h.core.request('a', { method: 'POST', path: '/api/x' });
    expect(h.transport.requestsTo('/api/csrf')).toHaveLength(1);
    expect(
      h.transport.requestsTo('/api/x').map((request) => request.headers['X-CSRF-TOKEN']),
    ).toEqual(['fetched', 'fetched', 'fetched']);
  });
});

describe('R-SECH-23 DataCore CSRF renewal', () => {
  it('R-SECH-23: a fetched CSRF value the server refuses is fetched again for the next call', async () => {
    const h = makeHarness();
    let value = 'before-change';
    h.transport.on('GET', '/api/csrf', () => ({ status: 200, json: { csrfToken: value } }));
    h.transport.on('POST', '/api/x', (request) =>
      request.headers['X-CSRF-TOKEN'] === value
        ? { status: 200, json: {} }
        : { status: 403, json: { errors: [{ code: 'CSRF', message: 'Please reload.' }] } },
    );
    h.attach('a', { csrf: null });
    await h.core.request('a', { method: 'POST', path: '/api/x' });
    value = 'after-change';
    await expect(h.core.request('a', { method: 'POST', path: '/api/x' })).rejects.toBeTruthy();
    await h.core.request('a', { method: 'POST', path: '/api/x' });
    expect(
      h.transport.requestsTo('/api/x').map((request) => request.headers['X-CSRF-TOKEN']),
    ).toEqual(['before-change', 'before-change', 'after-change']);
    expect(h.transport.requestsTo('/api/csrf')).toHaveLength(2);
  });
});

describe('DataCore session', () => {
  // Tabs sit on /login so the periodic sync stays out of these event lists.
  it('gives a newly attached tab the token another tab holds', () => {
    const h = makeHarness();
    h.attach('a', { token: 'tok-a', route: '/login' });
    expect(h.attach('b', { token: null }).token).toBe('tok-a');
  });

  it('adopts the token of the first tab that brings one, telling the others', async () => {
    const h = makeHarness();
    expect(h.attach('a', { route: '/login' }).token).toBeNull();
    expect(h.attach('b', { token: 'tok-b', route: '/login' }).token).toBe('tok-b');
    await h.time.advance(0);
    expect(h.events('a')).toEqual([{ kind: 'session', token: 'tok-b' }]);
    expect(h.events('b')).toEqual([]);
  });

  it('setSession tells every tab, and signing out clears the shared token', async () => {
    const h = makeHarness();
    h.attach('a', { route: '/login' });
    h.attach('b', { route: '/login' });
    h.core.setSession('new');
    await h.time.advance(0);
    expect(h.events('a')).toEqual([{ kind: 'session', token: 'new' }]);
    expect(h.events('b')).toEqual([{ kind: 'session', token: 'new' }]);
    h.core.setSession(null);
    expect(h.attach('c').token).toBeNull();
  });

  it('a token change through updateContext is a session change', async () => {
    const h = makeHarness();
    h.attach('a', { route: '/login' });
    h.attach('b', { route: '/login' });
    h.core.updateContext('a', { token: 'x' });
    await h.time.advance(0);
    expect(h.events('b')).toEqual([{ kind: 'session', token: 'x' }]);
  });
});

describe('DataCore blocking and reload', () => {
  it('block aborts in-flight calls, tells every tab, and unblock restores', async () => {
    const h = makeHarness();
    const release = h.transport.hold('GET', '/slow', { status: 200, json: { done: true } });
    h.attach('a');
    h.attach('b');
    const inFlight = rejection(h.core.request('a', { method: 'GET', path: '/slow' }));
    await settle();
    h.core.blockRequests();
    expect(await inFlight).toMatchObject({ kind: 'blocked', message: 'Requests are blocked' });
    await expect(h.core.request('b', { method: 'GET', path: '/slow' })).rejects.toMatchObject({
      kind: 'blocked',
    });
    expect(h.attach('c').requestsBlocked).toBe(true);
    h.core.unblockRequests();
    release();
    await expect(h.core.request('b', { method: 'GET', path: '/slow' })).resolves.toMatchObject({
      ok: true,
    });
    await h.time.advance(0);
    expect(h.events('a')).toEqual([
      { kind: 'requestsBlocked', blocked: true },
      { kind: 'requestsBlocked', blocked: false },
    ]);
    expect(h.events('a')).toEqual(h.events('b'));
  });

  it('a block from one tab aborts the in-flight calls of every tab, bypass calls excepted', async () => {
    const h = makeHarness();
    h.transport.hold('GET', '/slow', { status: 200, json: { done: true } });
    const releaseBypass = h.transport.hold('GET', '/bypass', { status: 200, json: {} });
    h.attach('a');
    h.attach('b');
    const inA = rejection(h.core.request('a', { method: 'GET', path: '/slow' }));
    const inB = rejection(h.core.request('b', { method: 'GET', path: '/slow' }));
    const bypass = h.core.request('b', { method: 'GET', path: '/bypass', bypassBlock: true });
    await settle();
    h.core.blockRequests();
    expect(await inA).toMatchObject({ kind: 'blocked' });
    expect(await inB).toMatchObject({ kind: 'blocked' });
    releaseBypass();
    await expect(bypass).resolves.toMatchObject({ ok: true });
  });

  it('reloadAllTabs reaches every tab', async () => {
    const h = makeHarness();
    h.attach('a');
    h.attach('b');
    h.core.reloadAllTabs();
    await h.time.advance(0);
    expect(h.events('a')).toEqual([{ kind: 'reload' }]);
    expect(h.events('b')).toEqual([{ kind: 'reload' }]);
  });
});

describe('DataCore frames', () => {
  it('batches the events of one tick into one frame per tab', async () => {
    const h = makeHarness();
    h.attach('a');
    h.core.blockRequests();
    h.core.unblockRequests();
    h.core.reloadAllTabs();
    expect(h.frames.get('a')).toEqual([]); // nothing before the tick ends
    await h.time.advance(0);
    expect(h.frames.get('a')).toEqual([
      [
        { kind: 'requestsBlocked', blocked: true },
        { kind: 'requestsBlocked', blocked: false },
        { kind: 'reload' },
      ],
    ]);
  });
});

describe('R-CORE-24 DataCore tab liveness', () => {
  it('drops a tab whose lock is released (closed or crashed)', async () => {
    const h = makeHarness();
    const reply = h.attach('a');
    h.attach('b');
    expect(reply.liveness).toBe('lock');
    expect(h.core.stats().tabs).toBe(2);
    h.locks.release(tabLockName('a'));
    await settle();
    expect(h.core.stats().tabs).toBe(1);
    expect(h.core.heartbeat('a')).toBe(false);
    expect(h.core.heartbeat('b')).toBe(true);
  });

  it('without locks, drops a tab that stops sending heartbeats', async () => {
    const h = makeHarness({ useLocks: false });
    expect(h.attach('quiet').liveness).toBe('heartbeat');
    h.attach('alive');
    for (let i = 0; i < 40; i += 1) {
      await h.time.advance(5_000);
      expect(h.core.heartbeat('alive')).toBe(true);
    }
    expect(h.core.stats().tabs).toBe(1);
    expect(h.core.heartbeat('quiet')).toBe(false);
  });

  it('detach removes the tab at once and stops its frames', async () => {
    const h = makeHarness();
    h.attach('a');
    h.attach('b');
    h.core.reloadAllTabs();
    h.core.detach('a');
    await h.time.advance(0);
    expect(h.core.stats()).toEqual({
      tabs: 1,
      syncRuns: 0,
      instanceId: 'core-1',
      upstreamTopics: [],
      socketOpens: 0,
    });
    expect(h.frames.get('a')).toEqual([]);
    expect(h.events('b')).toEqual([{ kind: 'reload' }]);
  });

  it('a dead tab no longer keeps the periodic sync alive', async () => {
    const h = makeHarness();
    h.transport.on('GET', '/uapi/v1/periodic_sync', {
      status: 200,
      json: { success: true, frontend_version: '1' },
    });
    h.attach('a', { token: 't' });
    h.attach('b', { route: '/login' });
    await h.time.advance(0);
    h.locks.release(tabLockName('a'));
    await h.time.advance(300_000);
    expect(h.core.stats().syncRuns).toBe(1);
  });
});

describe('R-CORE-25 dedicated mode: cores of different tabs over BroadcastChannel', () => {
  function pair(): [ReturnType<typeof makeHarness>, ReturnType<typeof makeHarness>] {
    const bus = new FakeBus();
    return [
      makeHarness({ mode: 'dedicated', broadcast: bus.member() }),
      makeHarness({ mode: 'dedicated', broadcast: bus.member() }),
    ];
  }

  it("a block in one tab's core aborts the other core's in-flight calls", async () => {
    const [one, two] = pair();
    two.transport.hold('GET', '/slow', { status: 200, json: {} });
    one.attach('a');
    two.attach('b');
    const inFlight = rejection(two.core.request('b', { method: 'GET', path: '/slow' }));
    await settle();
    one.core.blockRequests();
    expect(await inFlight).toMatchObject({ kind: 'blocked', message: 'Requests are blocked' });
  });

  it('block, unblock and reload reach the other tab', async () => {
    const [one, two] = pair();
    one.attach('a');
    expect(two.attach('b').mode).toBe('dedicated');
    one.core.blockRequests();
    await expect(two.core.request('b', { method: 'GET', path: '/x' })).rejects.toMatchObject({
      kind: 'blocked',
    });
    one.core.unblockRequests();
    one.core.reloadAllTabs();
    await two.time.advance(0);
    expect(two.events('b')).toEqual([
      { kind: 'requestsBlocked', blocked: true },
      { kind: 'requestsBlocked', blocked: false },
      { kind: 'reload' },
    ]);
  });

  it('session changes travel, and a new tab learns the session from another', async () => {
    const [one, two] = pair();
    one.attach('a', { token: 'tok', route: '/login' });
    two.attach('b', { route: '/login' }); // asks the others; one answers
    await two.time.advance(0);
    expect(two.events('b')).toEqual([{ kind: 'session', token: 'tok' }]);
    one.core.setSession(null);
    await two.time.advance(0);
    expect(two.events('b')).toEqual([
      { kind: 'session', token: 'tok' },
      { kind: 'session', token: null },
    ]);
  });

  it('a 401 in one tab sends the other tab to /logout too', async () => {
    const [one, two] = pair();
    one.transport.on('GET', '/api/x', { status: 401, json: {} });
    one.attach('a');
    two.attach('b');
    await expect(one.core.request('a', { method: 'GET', path: '/api/x' })).rejects.toMatchObject({
      status: 401,
    });
    await two.time.advance(0);
    expect(two.events('b')).toEqual([{ kind: 'navigate', to: '/logout', external: false }]);
  });
});
