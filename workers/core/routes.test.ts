import { describe, expect, it } from 'vitest';
import { isSyncExcludedRoute } from './routes';

describe('R-CORE-9 isSyncExcludedRoute', () => {
  it.each([
    '/login',
    '/logout',
    '/reset_password',
    '/user/otp_qrcode',
    '/user/otp_qrcode?required=true',
    '/signup',
    '/verify_email',
    '/docs/ems',
    '/change_password',
    '/change_password/',
    '/onboarding/new_otc_institution',
    '/onboarding/new_otc_institution_ds',
  ])('excludes %s', (route) => {
    expect(isSyncExcludedRoute(route)).toBe(true);
  });

  it.each([
    '/',
    '/trading/rfq',
    '/portfolio',
    '/loginx',
    '/user/settings',
    '/onboardingx',
    '/docs',
  ])('keeps %s', (route) => {
    expect(isSyncExcludedRoute(route)).toBe(false);
  });
});
