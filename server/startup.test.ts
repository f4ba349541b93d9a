import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_LEVEL, displayUrl, isLogLevel, startBanner } from './startup';

describe('npm start output', () => {
  it.each([
    ['localhost', 'http://localhost:8080'],
    ['0.0.0.0', 'http://localhost:8080'],
    ['::', 'http://localhost:8080'],
    ['', 'http://localhost:8080'],
    ['192.168.1.20', 'http://192.168.1.20:8080'],
    ['desk.internal', 'http://desk.internal:8080'],
    ['fd00::1', 'http://[fd00::1]:8080'],
  ])('HOST %j is opened at %s', (host, url) => {
    expect(displayUrl(host, 8080)).toBe(url);
  });

  const banner = (outboxDir: string | null, clientBuilt = true) =>
    startBanner({
      url: 'http://localhost:18080',
      feedRate: 2000,
      feedSeed: 7,
      outboxDir,
      logLevel: DEFAULT_LOG_LEVEL,
      clientBuilt,
    }).split('\n');

  it('names the address to open on its first line, then the stream and the demo users', () => {
    const lines = banner('/tmp/data/outbox');
    expect(lines[0]).toBe('Desk venue is running at http://localhost:18080');
    expect(lines[1]).toContain('ws://localhost:18080/stream');
    expect(lines.join('\n')).toMatch(/trader\s+trader@demo\.desk\s+Trader-Demo-2026!/);
  });

  it('says where email codes go: printed from the outbox, or sent by SMTP', () => {
    expect(banner('/tmp/data/outbox')).toContain(
      '  Email codes and links are written to /tmp/data/outbox and printed below as they are sent.',
    );
    expect(banner(null)).toContain('  Email codes are sent by SMTP.');
  });

  it('logs warnings only by default and says how to see requests', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('warn');
    expect(banner(null)).toContain('  Log level warn (LOG_LEVEL=info logs every request).');
    expect(isLogLevel('info')).toBe(true);
    expect(isLogLevel('verbose')).toBe(false);
  });

  it('says when the client is not built', () => {
    expect(banner(null, false)).toContain('  client not built — run npm run build');
    expect(banner(null, true).join('\n')).not.toContain('not built');
  });
});
