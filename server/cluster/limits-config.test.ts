// The cluster's connection limits as configured (benchmark S13 raises them; the defaults stay).
import { describe, expect, it } from 'vitest';
import { DEFAULT_HAPROXY_MAXCONN, haproxyConfig } from './haproxy';
import { maxConnectionsFromEnv } from './roles';

describe('cluster connection limits', () => {
  it("HAProxy keeps maxconn 8000, lets a health answer take 2 s and never cuts a marked-down gateway's sockets", () => {
    const config = haproxyConfig(8080, [18001, 18002]);
    expect(DEFAULT_HAPROXY_MAXCONN).toBe(8000);
    expect(config).toContain('  maxconn 8000\n');
    expect(config).toContain('  timeout check 2000ms\n');
    expect(config).not.toContain('shutdown-sessions');
    const raised = haproxyConfig(8080, [18001], '127.0.0.1', 9900, 10_000);
    expect(raised).toContain('  maxconn 9900\n');
    expect(raised).toContain('  timeout check 10000ms\n');
  });

  it('a gateway reads STREAM_MAX_CONNECTIONS as a whole number from 1', () => {
    expect(maxConnectionsFromEnv(undefined)).toBeUndefined();
    expect(maxConnectionsFromEnv('')).toBeUndefined();
    expect(maxConnectionsFromEnv('10100')).toBe(10_100);
    expect(() => maxConnectionsFromEnv('0')).toThrow(/STREAM_MAX_CONNECTIONS/);
    expect(() => maxConnectionsFromEnv('1.5')).toThrow(/STREAM_MAX_CONNECTIONS/);
  });
});
