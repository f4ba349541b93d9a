import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/fakeCore';
import { readCsrf, type TabEnv } from './tabEnv';

const envWith = (cookies: string): TabEnv => ({
  session: memoryStorage(),
  local: memoryStorage(),
  readCookies: () => cookies,
  randomId: () => 'visitor',
});

describe('R-SECH-15 the CSRF cookie by scheme', () => {
  it('R-SECH-15: reads the __Host- cookie the server sets over HTTPS, else the plain one', () => {
    expect(readCsrf(envWith('theme=dark; __Host-csrf_token=https-value'))).toBe('https-value');
    expect(readCsrf(envWith('csrf_token=http-value'))).toBe('http-value');
    expect(readCsrf(envWith('csrf_token=old; __Host-csrf_token=new'))).toBe('new');
    expect(readCsrf(envWith('theme=dark'))).toBeNull();
  });
});
