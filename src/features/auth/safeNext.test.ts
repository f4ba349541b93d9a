import { describe, expect, it } from 'vitest';
import { landingTarget, safeNext } from './safeNext';

describe('R-SHELL-4 safeNext', () => {
  it.each([
    ['/portfolio/balances', '/portfolio/balances'],
    ['/account/accounts?x=1', '/account/accounts?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['/logout', null],
    ['/login?next=/x', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, want) => {
    expect(safeNext(input)).toBe(want);
  });

  it('prefers next, then the landing page, then RFQ', () => {
    expect(landingTarget('/faqs', '/trading/rfs')).toBe('/faqs');
    expect(landingTarget(null, '/trading/rfs')).toBe('/trading/rfs');
    expect(landingTarget('//x', 'https://x')).toBe('/trading/rfq');
  });
});
