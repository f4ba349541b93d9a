import { describe, expect, it } from 'vitest';
import type { PeriodicSync } from '../../workers/api';
import { memoryStorage } from '../testing/fakeCore';
import { createToastStore } from './toastStore';
import { applyFrame, type FrameTargets } from './frames';
import { ready } from './loadable';
import { createSessionStore } from './sessionStore';
import { TOKEN_KEY, type TabEnv } from './tabEnv';

function targets(path = '/trading/rfq') {
  const env: TabEnv = {
    session: memoryStorage(),
    local: memoryStorage(),
    readCookies: () => '',
    randomId: () => 'v',
  };
  const log: string[] = [];
  let current = path;
  const t: FrameTargets = {
    session: createSessionStore('tok'),
    toasts: createToastStore({ timers: { setTimeout: () => 0, clearTimeout: () => undefined } }),
    env,
    navigate: (to) => {
      log.push(`nav ${to}`);
      current = to;
    },
    assign: (url) => void log.push(`assign ${url}`),
    reload: () => void log.push('reload'),
    currentPath: () => current,
  };
  return { t, log, env };
}

const sync: PeriodicSync = {
  blocked_prefunded_tokens: [],
  frontend_version: '1.0.0',
  enabled_properties: {},
  global_settings: {},
  partial_fills_enabled: true,
  ack_on_standing_orders_enabled: false,
};

describe('R-SHELL-12 applyFrame', () => {
  it('shows toasts', () => {
    const { t } = targets();
    applyFrame([{ kind: 'toast', text: 'Boom', tone: 'error' }], t);
    expect(t.toasts.store.getState().toasts.map((x) => x.text)).toEqual(['Boom']);
  });

  it('navigates in-app, assigns external, and skips the current path', () => {
    const { t, log } = targets('/logout');
    applyFrame(
      [
        { kind: 'navigate', to: '/logout', external: false },
        { kind: 'navigate', to: 'https://idp.example/logout', external: true },
        { kind: 'navigate', to: '/user/otp_qrcode?required=true', external: false },
      ],
      t,
    );
    expect(log).toEqual([
      'assign https://idp.example/logout',
      'nav /user/otp_qrcode?required=true',
    ]);
  });

  it('a new token is stored and drops loaded session data', () => {
    const { t, env } = targets();
    t.session.setState({ session: ready({} as never) });
    applyFrame([{ kind: 'session', token: 'new' }], t);
    expect(env.session.getItem(TOKEN_KEY)).toBe('new');
    expect(t.session.getState()).toMatchObject({ token: 'new', session: { status: 'idle' } });
  });

  it('signing out elsewhere sends this tab to /login', () => {
    const { t, log, env } = targets('/portfolio/balances');
    env.session.setItem(TOKEN_KEY, 'tok');
    applyFrame([{ kind: 'session', token: null }], t);
    expect(env.session.getItem(TOKEN_KEY)).toBeNull();
    expect(log).toEqual(['nav /login']);
  });

  it('a sign-out frame with its own destination goes only there', () => {
    const { t, log } = targets('/portfolio/balances');
    applyFrame(
      [
        { kind: 'session', token: null },
        { kind: 'navigate', to: '/logout', external: false },
      ],
      t,
    );
    expect(log).toEqual(['nav /logout']);
  });

  it('stays on /logout when the session ends there', () => {
    const { t, log } = targets('/logout');
    applyFrame([{ kind: 'session', token: null }], t);
    expect(log).toEqual([]);
  });

  it('records sync, notices, refresh prompt and blocking; reloads', () => {
    const { t, log } = targets();
    applyFrame(
      [
        { kind: 'sync', sync },
        { kind: 'blockingNotice', title: 'Maintenance', message: 'Back soon' },
        { kind: 'refreshPrompt' },
        { kind: 'requestsBlocked', blocked: true },
      ],
      t,
    );
    expect(t.session.getState()).toMatchObject({
      sync,
      blockingNotice: { title: 'Maintenance', message: 'Back soon' },
      refreshPrompt: true,
      requestsBlocked: true,
    });
    applyFrame([{ kind: 'blockingNoticeCleared' }, { kind: 'reload' }], t);
    expect(t.session.getState().blockingNotice).toBeNull();
    expect(log).toEqual(['reload']);
  });
});
