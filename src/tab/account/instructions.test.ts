import { describe, expect, it } from 'vitest';
import { instructionTarget } from './instructions';

describe('instructionTarget', () => {
  it.each([
    [{ redirect: 'gauth' }, '/user/otp_qrcode?required=true'],
    [{ redirect: 'change_password' }, '/change_password?required=true'],
    [{ redirect: 'redirect_to_login' }, '/login'],
    [{ redirect_url: '/trading/rfs' }, '/trading/rfs'],
    [{ force_redirect_url: '/onboarding/new_otc_institution' }, '/onboarding/new_otc_institution'],
    [{ redirect: 'gauth', force_redirect_url: '/onboarding/x' }, '/onboarding/x'],
    [
      { redirect: 'change_password', redirect_url: '/trading/rfq' },
      '/change_password?required=true',
    ],
    [{ redirect_url: '//evil.example' }, null],
    [{ redirect_url: 'https://evil.example' }, null],
    [{ redirect: 'unknown' }, null],
    [{ success: true }, null],
    [null, null],
    ['gauth', null],
  ])('%j → %s', (body, want) => {
    expect(instructionTarget(body)).toBe(want);
  });
});
