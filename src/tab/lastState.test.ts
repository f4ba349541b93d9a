import { describe, expect, it } from 'vitest';
import { restorableRoute } from './lastState';

describe('last user state', () => {
  it('R-ACC-22: a saved screen of the app is restored with its query; sign-in, onboarding and foreign URLs are not', () => {
    expect(restorableRoute({ route: '/trading/dma?symbol=ETH%2FUSD' })).toBe(
      '/trading/dma?symbol=ETH%2FUSD',
    );
    expect(restorableRoute({ route: '/focal?token=BTC' })).toBe('/focal?token=BTC');
    for (const route of ['/', '//evil.example', 'https://x.example', '/login', '/logout?x=1'])
      expect(restorableRoute({ route })).toBeNull();
    expect(restorableRoute({ route: '/onboarding/new_otc_institution' })).toBeNull();
    expect(restorableRoute(null)).toBeNull();
    expect(restorableRoute({ route: 7 })).toBeNull();
  });
});
