import { describe, expect, it } from 'vitest';
import { activityLabel, describeAgent, registerKey } from './security';

describe('activityLabel', () => {
  it('names the actions the server records and makes others readable', () => {
    expect(activityLabel('sign_in')).toBe('Signed in');
    expect(activityLabel('entity_switched')).toBe('Switched legal entity');
    expect(activityLabel('viewed_report_x')).toBe('Viewed report x');
  });
});

describe('describeAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['curl/8.0', 'curl/8.0'],
    ['', '—'],
  ])('%s', (ua, want) => expect(describeAgent(ua)).toBe(want));
});

describe('registerKey', () => {
  it('sends the new credential with its name after the options', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const request = async (c: { path: string; body?: { value: unknown } }) => {
      calls.push({ path: c.path, body: c.body?.value });
      return c.path === '/api/register/begin'
        ? { ok: true as const, status: 200, data: { options: { challenge: 'abc' } } }
        : { ok: true as const, status: 200, data: { key: { name: 'Desk key' } } };
    };
    // The last step changes the key list: it goes through mutate, answered the same way.
    const core = { request, mutate: request };
    const r = await registerKey(
      core as never,
      'Desk key',
      async (o) => ({ id: 'cred', from: o }),
      () => 'x',
    );
    expect(r.ok).toBe(true);
    expect(calls).toEqual([
      { path: '/api/register/begin', body: {} },
      {
        path: '/api/register/complete',
        body: { name: 'Desk key', credential: { id: 'cred', from: { challenge: 'abc' } } },
      },
    ]);
  });

  it('stops when the browser refuses, without completing', async () => {
    const paths: string[] = [];
    const core = {
      request: async (c: { path: string }) => {
        paths.push(c.path);
        return { ok: true as const, status: 200, data: { options: {} } };
      },
    };
    const r = await registerKey(
      core as never,
      'k',
      async () => {
        throw Object.assign(new Error('no'), { name: 'NotAllowedError' });
      },
      () => 'cancelled',
    );
    expect(r).toMatchObject({ ok: false, error: 'cancelled' });
    expect(paths).toEqual(['/api/register/begin']);
  });
});
