// The core's query cache end to end on fakes: the real DataCore, its REST client and frames,
// a scripted transport and fake time.
import { describe, expect, it } from 'vitest';
import type { QuerySpec, QueryUpdate } from '../types';
import { INVALIDATE_AFTER_MILLIS, QUERY_GC_MILLIS } from './queries';
import { makeHarness, type Harness } from './testing/harness';
import { settle } from './testing/fakes';
import { FakeStreamServer } from '../stream/testing/fake-socket';
import { libraryTimersOn } from '../stream/testing/library-timers';

const BALANCES: QuerySpec = {
  key: ['balances', 7],
  call: { method: 'GET', path: '/uapi/v2/token_balances', query: { subaccount_id: 7 } },
  invalidatedBy: ['balances'],
};
const MARKETS: QuerySpec = {
  key: ['markets'],
  call: { method: 'GET', path: '/v3/browser/markets' },
};

function updates(h: Harness, tabId: string, watchId: string): QueryUpdate[] {
  return (h.allFrames.get(tabId) ?? [])
    .flatMap((f) => f.queries ?? [])
    .filter((q) => q.watchId === watchId);
}

function latest(h: Harness, tabId: string, watchId: string): QueryUpdate | undefined {
  return updates(h, tabId, watchId).at(-1);
}

function setup(): Harness {
  const h = makeHarness();
  let n = 0;
  h.transport.on('GET', '/uapi/v2/token_balances', () => ({
    status: 200,
    json: { balances: [{ token: 'USDC', total: String(100 + n++) }] },
  }));
  h.transport.on('GET', '/v3/browser/markets', { status: 200, json: { rfq: [] } });
  return h;
}

describe('R-QUERY-1 one query cache per browser', () => {
  it('the same read from two tabs reaches the server once and both tabs get the data', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok', entityId: '1', accountId: '11' });
    h.attach('t2', { token: 'tok', entityId: '1', accountId: '11' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    h.core.watchQuery('t2', 'q1', BALANCES);
    await settle();
    expect(h.transport.requestsTo('/uapi/v2/token_balances')).toHaveLength(1);
    for (const tab of ['t1', 't2']) {
      expect(latest(h, tab, 'q1')).toMatchObject({
        status: 'success',
        hasData: true,
        data: { balances: [{ token: 'USDC', total: '100' }] },
        fetching: false,
      });
    }
    expect(h.core.queryStats()).toEqual({ queries: 1, loads: 1 });
  });

  it('a tab on another entity gets its own load, with its own entity header', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok', entityId: '1', accountId: '11' });
    h.attach('t2', { token: 'tok', entityId: '2', accountId: '11' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    h.core.watchQuery('t2', 'q1', BALANCES);
    await settle();
    const sent = h.transport.requestsTo('/uapi/v2/token_balances');
    expect(sent.map((r) => r.headers['X-Entity-Id'] ?? r.headers['x-entity-id'])).toEqual([
      '1',
      '2',
    ]);
  });

  it('switching entity reloads the tab’s watches under the new entity', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok', entityId: '1', accountId: '11' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    await settle();
    h.core.updateContext('t1', { entityId: '2' });
    await settle();
    expect(h.transport.requestsTo('/uapi/v2/token_balances')).toHaveLength(2);
    expect(latest(h, 't1', 'q1')).toMatchObject({
      status: 'success',
      data: { balances: [{ total: '101' }] },
    });
  });

  it('a watch of fresh cached data answers from the cache without a load', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', MARKETS);
    await settle();
    h.core.unwatchQuery('t1', 'q1');
    h.core.watchQuery('t1', 'q2', MARKETS);
    await settle();
    expect(h.transport.requestsTo('/v3/browser/markets')).toHaveLength(1);
    expect(latest(h, 't1', 'q2')).toMatchObject({ status: 'success', data: { rfq: [] } });
  });

  it('a query nobody watches leaves the cache after QUERY_GC_MILLIS', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', MARKETS);
    await settle();
    h.core.unwatchQuery('t1', 'q1');
    expect(h.core.queryStats().queries).toBe(1);
    await h.time.advance(QUERY_GC_MILLIS);
    expect(h.core.queryStats().queries).toBe(0);
  });

  it('a 400 is an error state with the reasons; a refetch loads again', async () => {
    const h = makeHarness();
    let fail = true;
    h.transport.on('GET', '/v3/browser/markets', () =>
      fail
        ? { status: 400, json: { errors: [{ code: 'X', message: 'Markets are closed' }] } }
        : { status: 200, json: { rfq: ['BTC/USD'] } },
    );
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', MARKETS);
    await settle();
    expect(latest(h, 't1', 'q1')).toMatchObject({
      status: 'error',
      hasData: false,
      error: { message: 'Markets are closed', status: 400 },
    });
    fail = false;
    await h.core.refetchQuery('t1', 'q1');
    await settle();
    expect(latest(h, 't1', 'q1')).toMatchObject({ status: 'success', data: { rfq: ['BTC/USD'] } });
  });
});

describe('R-QUERY-2 what changes on the server makes cached reads stale', () => {
  it('a mutation reloads the watched queries it names; the data stays visible meanwhile', async () => {
    const h = setup();
    h.transport.on('POST', '/api/transfer', { status: 200, json: { ok: true } });
    h.attach('t1', { token: 'tok' });
    h.attach('t2', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    h.core.watchQuery('t2', 'q9', BALANCES);
    await settle();
    await h.core.mutate('t1', { method: 'POST', path: '/api/transfer' }, { tags: ['balances'] });
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    expect(h.transport.requestsTo('/uapi/v2/token_balances')).toHaveLength(2);
    const seen = updates(h, 't2', 'q9');
    // While reloading the old data is still there; then the new answer replaces it.
    expect(seen.some((u) => u.fetching && u.hasData)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      status: 'success',
      data: { balances: [{ total: '101' }] },
    });
  });

  it('a failed mutation invalidates nothing', async () => {
    const h = setup();
    h.transport.on('POST', '/api/transfer', {
      status: 400,
      json: { errors: [{ code: 'X', message: 'No' }] },
    });
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    await settle();
    const answer = await h.core.mutate(
      't1',
      { method: 'POST', path: '/api/transfer' },
      { tags: ['balances'] },
    );
    expect(answer.ok).toBe(false);
    await h.time.advance(INVALIDATE_AFTER_MILLIS * 2);
    expect(h.transport.requestsTo('/uapi/v2/token_balances')).toHaveLength(1);
  });

  it('invalidation by key prefix reloads only the matching queries', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    h.core.watchQuery('t1', 'q2', MARKETS);
    await settle();
    await h.core.mutate(
      't1',
      { method: 'GET', path: '/v3/browser/markets' },
      { keys: [['balances']] },
    );
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    expect(h.transport.requestsTo('/uapi/v2/token_balances')).toHaveLength(2);
    // One load from the watch, one from the mutation's own call: no reload of markets.
    expect(h.transport.requestsTo('/v3/browser/markets')).toHaveLength(2);
  });

  it('a new session drops every cached read: nothing of the previous user is shown', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok-a' });
    h.core.watchQuery('t1', 'q1', BALANCES);
    await settle();
    const before = updates(h, 't1', 'q1').length;
    h.core.setSession('tok-b');
    await settle();
    const after = updates(h, 't1', 'q1').slice(before);
    expect(after[0]).toMatchObject({ hasData: false });
    expect(after.at(-1)).toMatchObject({
      status: 'success',
      data: { balances: [{ total: '101' }] },
    });
    const last = h.transport.requestsTo('/uapi/v2/token_balances').at(-1);
    expect(last?.headers['Authorization'] ?? last?.headers['authorization']).toContain('tok-b');
  });

  it('a detached tab’s watches end with it', async () => {
    const h = setup();
    h.attach('t1', { token: 'tok' });
    h.core.watchQuery('t1', 'q1', MARKETS);
    await settle();
    h.core.detach('t1');
    await h.time.advance(QUERY_GC_MILLIS);
    expect(h.core.queryStats().queries).toBe(0);
  });
});

describe('R-QUERY-2 private-stream events invalidate by channel', () => {
  it('a balance event on the stream reloads the watched reads tagged balances, once per burst', async () => {
    const server = new FakeStreamServer();
    const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
    libraryTimersOn(h.time);
    h.transport.on('GET', '/uapi/v2/token_balances', { status: 200, json: { balances: [] } });
    h.transport.on('GET', '/v4/portfolio_balance', { status: 200, json: { total: '1' } });
    h.attach('a', { token: 'tok' });
    const portfolio: QuerySpec = {
      key: ['portfolio'],
      call: { method: 'GET', path: '/v4/portfolio_balance' },
      invalidatedBy: ['balances'],
    };
    h.core.watchQuery('a', 'q1', portfolio);
    h.core.watchQuery('a', 'q2', MARKETS);
    h.core.subscribe('a', 's1', 'balances:7');
    await h.time.advance(0);
    server.last.accept();
    await settle();
    expect(h.transport.requestsTo('/v4/portfolio_balance')).toHaveLength(1);
    for (const seq of [1, 2, 3]) {
      server.last.serve({
        balanceUpdate: {
          seq,
          accountId: 1,
          subaccountId: 7,
          token: 'USDC',
          total: String(seq),
          available: String(seq),
          locked: '0',
          serverTime: 1_000 + seq,
        },
      });
    }
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    expect(h.transport.requestsTo('/v4/portfolio_balance')).toHaveLength(2);
    expect(h.transport.requestsTo('/v3/browser/markets')).toHaveLength(1);
  });
});

describe('R-QUERY-3 member topics: approvals and permissions', () => {
  it('an ApprovalUpdate reloads the approvals reads once; a PermissionsChanged the permissions reads', async () => {
    const server = new FakeStreamServer();
    const h = makeHarness({ socketFactory: server.factory, random: () => 0 });
    libraryTimersOn(h.time);
    h.transport.on('GET', '/uapi/v1/maker_checker/requests', {
      status: 200,
      json: { requests: [] },
    });
    h.transport.on('GET', '/uapi/v1/permissions', { status: 200, json: { roles: [] } });
    h.attach('a', { token: 'tok', entityId: '1' });
    h.attach('b', { token: 'tok', entityId: '1' });
    const requests: QuerySpec = {
      key: ['requests'],
      call: { method: 'GET', path: '/uapi/v1/maker_checker/requests' },
      invalidatedBy: ['approvals'],
    };
    const permissions: QuerySpec = {
      key: ['permissions'],
      call: { method: 'GET', path: '/uapi/v1/permissions' },
      invalidatedBy: ['permissions'],
    };
    for (const tab of ['a', 'b']) {
      h.core.watchQuery(tab, 'q1', requests);
      h.core.watchQuery(tab, 'q2', permissions);
      h.core.subscribe(tab, 's1', 'approvals:1');
      h.core.subscribe(tab, 's2', 'permissions:7');
    }
    await h.time.advance(0);
    server.last.accept();
    // Authenticating reloads what member topics cover (events may have been missed meanwhile).
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    // One upstream subscription per member topic for both tabs.
    expect(server.last.subscribes().filter((t) => t.startsWith('approvals:'))).toEqual([
      'approvals:1',
    ]);
    const loads = (path: string) => h.transport.requestsTo(path).length;
    const before = [loads('/uapi/v1/maker_checker/requests'), loads('/uapi/v1/permissions')];
    server.last.serve({
      approvalUpdate: {
        requestId: '5',
        kind: 'user_roles',
        status: 'requested',
        approvals: 0,
        minApprovers: 1,
        seq: 1,
      },
    });
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    expect(loads('/uapi/v1/maker_checker/requests')).toBe(before[0]! + 1);
    expect(loads('/uapi/v1/permissions')).toBe(before[1]);
    server.last.serve({ permissionsChanged: { userId: 7, seq: 1 } });
    await h.time.advance(INVALIDATE_AFTER_MILLIS);
    await settle();
    expect(loads('/uapi/v1/permissions')).toBe(before[1]! + 1);
  });
});
