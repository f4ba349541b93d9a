// Where the tab keeps its identity: the browser storages and the CSRF cookie (spec 7.1).
import type { TabContext } from '../../workers/api';

export const TOKEN_KEY = 'desk.token';
export const VISITOR_KEY = 'desk.visitor';
export const CSRF_COOKIE = 'csrf_token';
/** Over HTTPS the server names it with the host-only prefix (docs/security.md, R-SECH-15). */
export const CSRF_COOKIE_HTTPS = `__Host-${CSRF_COOKIE}`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabEnv {
  readonly session: KeyValue;
  readonly local: KeyValue;
  readCookies(): string;
  randomId(): string;
}

export function browserTabEnv(): TabEnv {
  return {
    session: window.sessionStorage,
    local: window.localStorage,
    readCookies: () => document.cookie,
    randomId: () => crypto.randomUUID(),
  };
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function readToken(env: TabEnv): string | null {
  return env.session.getItem(TOKEN_KEY);
}

export function writeToken(env: TabEnv, token: string | null): void {
  if (token === null) env.session.removeItem(TOKEN_KEY);
  else env.session.setItem(TOKEN_KEY, token);
}

/** The visitor id survives across tabs and restarts; it is created on first use. */
export function visitorId(env: TabEnv): string {
  const known = env.local.getItem(VISITOR_KEY);
  if (known) return known;
  const fresh = env.randomId();
  env.local.setItem(VISITOR_KEY, fresh);
  return fresh;
}

export function readCsrf(env: TabEnv): string | null {
  const cookies = env.readCookies();
  return readCookie(cookies, CSRF_COOKIE_HTTPS) ?? readCookie(cookies, CSRF_COOKIE);
}

export function initialTabContext(env: TabEnv, route: string): TabContext {
  return {
    token: readToken(env),
    csrf: readCsrf(env),
    visitorId: visitorId(env),
    entityId: null,
    accountId: null,
    route,
  };
}
