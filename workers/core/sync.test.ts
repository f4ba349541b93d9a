import { describe, expect, it } from 'vitest';
import type { CoreEvent } from '../types';
import { SYNC_ERROR_TEXT } from './sync';
import { makeHarness } from './testing/harness';
import type { Harness } from './testing/harness';
import type { FakeReply } from './testing/fakes';

const SYNC = '/uapi/v1/periodic_sync';

function syncBody(version = '1.0.0'): FakeReply {
  return {
    status: 200,
    json: {
      success: true,
      blocked_prefunded_tokens: ['XYZ'],
      frontend_version: version,
      enabled_properties: { edge_trading_enabled: true },
      global_settings: { a: 1 },
      partial_fills_enabled: true,
      ack_on_standing_orders_enabled: false,
    },
  };
}

function kinds(h: Harness, tabId: string): string[] {
  return h.events(tabId).map((event) => event.kind);
}

function syncCalls(h: Harness): number {
  return h.transport.requestsTo(SYNC).length;
}

describe('R-CORE-9 R-CORE-10 R-CORE-11 periodic sync', () => {
  it('runs once on the first eligible moment, then every 60 s, one timer for many tabs', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.attach('a', { token: 't' });
    h.attach('b', { token: 't' });
    h.attach('c', { token: 't', route: '/portfolio' });
    await h.time.advance(0);
    expect(syncCalls(h)).toBe(1);
    expect(h.core.stats().syncRuns).toBe(1);
    // Only the sync timer is scheduled, whatever the number of tabs.
    expect(h.time.pending).toBe(1);

    await h.time.advance(59_999);
    expect(syncCalls(h)).toBe(1);
    await h.time.advance(1);
    expect(syncCalls(h)).toBe(2);
    await h.time.advance(120_000);
    expect(syncCalls(h)).toBe(4);
    expect(h.core.stats().syncRuns).toBe(4);
  });

  it('sends the common headers with the shared token', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.attach('a', { token: 'tok', entityId: 'e1' });
    await h.time.advance(0);
    expect(h.transport.requestsTo(SYNC)[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Entity-Id': 'e1',
    });
  });

  it('does not run without a token or when every tab is on an excluded route', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.attach('a', { token: null });
    await h.time.advance(120_000);
    expect(syncCalls(h)).toBe(0);

    h.core.updateContext('a', { route: '/verify_email' });
    h.attach('b', { token: 't', route: '/login' });
    h.attach('c', { route: '/onboarding/new_otc_institution' });
    await h.time.advance(120_000);
    expect(syncCalls(h)).toBe(0);
    expect(h.time.pending).toBe(0);

    h.core.updateContext('c', { route: '/trading/edge' });
    await h.time.advance(0);
    expect(syncCalls(h)).toBe(1);
  });

  it('stops when the last tab leaves an eligible route, and when the session ends', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.attach('a', { token: 't' });
    await h.time.advance(0);
    expect(syncCalls(h)).toBe(1);

    h.core.updateContext('a', { route: '/change_password' });
    await h.time.advance(180_000);
    expect(syncCalls(h)).toBe(1);
    expect(h.time.pending).toBe(0);

    h.core.updateContext('a', { route: '/trading/rfq' });
    await h.time.advance(0);
    expect(syncCalls(h)).toBe(2);

    h.core.setSession(null);
    await h.time.advance(180_000);
    expect(syncCalls(h)).toBe(2);
  });

  it('keeps the 60 s rhythm when eligibility flips quickly', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.attach('a', { token: 't' });
    await h.time.advance(0);
    h.core.updateContext('a', { route: '/login' });
    await h.time.advance(10_000);
    h.core.updateContext('a', { route: '/portfolio' });
    await h.time.advance(0);
    expect(syncCalls(h)).toBe(1);
    await h.time.advance(50_000);
    expect(syncCalls(h)).toBe(2);
  });

  it('delivers the sync to every tab and gives a newly attached tab the last one', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody('2.1.0'));
    h.attach('a', { token: 't' });
    h.attach('b', { token: 't', route: '/login' });
    await h.time.advance(0);
    const expected = {
      blocked_prefunded_tokens: ['XYZ'],
      frontend_version: '2.1.0',
      enabled_properties: { edge_trading_enabled: true },
      global_settings: { a: 1 },
      partial_fills_enabled: true,
      ack_on_standing_orders_enabled: false,
    };
    expect(h.events('a')).toContainEqual({ kind: 'sync', sync: expected });
    expect(h.events('b')).toContainEqual({ kind: 'sync', sync: expected });
    expect(h.attach('c').lastSync).toEqual(expected);
  });

  it('403 logs out silently: /logout to every tab, no toast', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, {
      status: 403,
      json: { errors: [{ code: 'FORBIDDEN', message: 'No' }] },
    });
    h.attach('a', { token: 't' });
    h.attach('b', { token: 't', route: '/login' });
    await h.time.advance(0);
    for (const tab of ['a', 'b']) {
      expect(h.events(tab).filter((event) => event.kind !== 'session')).toEqual([
        { kind: 'navigate', to: '/logout', external: false },
      ]);
    }
  });

  it('other failures toast the spec text to every tab', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, { status: 500, json: { message: 'db down' } });
    h.attach('a', { token: 't' });
    h.attach('b', { token: 't' });
    await h.time.advance(0);
    const toast: CoreEvent = { kind: 'toast', text: SYNC_ERROR_TEXT, tone: 'error' };
    expect(h.events('a')).toEqual([toast]);
    expect(h.events('b')).toEqual([toast]);

    h.transport.on('GET', SYNC, 'network-error');
    await h.time.advance(60_000);
    expect(h.events('a')).toEqual([toast, toast]);
  });

  it('a blocked sync is silent', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, syncBody());
    h.core.blockRequests();
    h.attach('a', { token: 't' });
    await h.time.advance(0);
    expect(kinds(h, 'a')).toEqual([]);
  });

  it('success:false opens the blocking notice; a later success clears it', async () => {
    const h = makeHarness();
    h.transport.on('GET', SYNC, {
      status: 200,
      json: { success: false, title: 'Maintenance', message: 'Back at 10:00 UTC' },
    });
    h.attach('a', { token: 't' });
    await h.time.advance(0);
    expect(h.events('a')).toEqual([
      { kind: 'blockingNotice', title: 'Maintenance', message: 'Back at 10:00 UTC' },
    ]);

    h.transport.on('GET', SYNC, syncBody());
    await h.time.advance(60_000);
    expect(kinds(h, 'a')).toEqual(['blockingNotice', 'blockingNoticeCleared', 'sync']);
    await h.time.advance(60_000);
    expect(kinds(h, 'a')).toEqual(['blockingNotice', 'blockingNoticeCleared', 'sync', 'sync']);
  });

  it('a higher frontend_version than the first seen prompts a refresh, once', async () => {
    const h = makeHarness();
    let version = '1.9.0';
    h.transport.on('GET', SYNC, () => syncBody(version));
    h.attach('a', { token: 't' });
    await h.time.advance(0);
    version = '1.8.5'; // lower: nothing
    await h.time.advance(60_000);
    version = '1.10.0'; // numerically higher, though "1.10" < "1.9" as text
    await h.time.advance(60_000);
    await h.time.advance(60_000);
    expect(kinds(h, 'a').filter((kind) => kind === 'refreshPrompt')).toHaveLength(1);
    expect(kinds(h, 'a')).toEqual(['sync', 'sync', 'sync', 'refreshPrompt', 'sync']);
  });
});
