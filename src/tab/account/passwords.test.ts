import { describe, expect, it } from 'vitest';
import { errorsByField, newPasswordProblems, PASSWORD_MISMATCH_TEXT } from './passwords';

const policy = { min_length: 12, max_length: 128, rules: [] };

describe('newPasswordProblems', () => {
  it('asks for both copies', () => {
    expect(newPasswordProblems('', '', policy)).toEqual({
      new_password: 'New password is required',
      verify_password: 'Password confirmation is required',
    });
  });
  it('checks the length bounds of the policy, in characters', () => {
    expect(newPasswordProblems('short', 'short', policy)['new_password']).toBe(
      'Password must be at least 12 characters.',
    );
    expect(newPasswordProblems('x'.repeat(129), 'x'.repeat(129), policy)['new_password']).toBe(
      'Password must be at most 128 characters.',
    );
    expect(newPasswordProblems('🔒'.repeat(12), '🔒'.repeat(12), policy)).toEqual({});
  });
  it('leaves length to the server before the policy loaded', () => {
    expect(newPasswordProblems('short', 'short', null)).toEqual({});
  });
  it('refuses copies that differ', () => {
    expect(newPasswordProblems('a-long-enough-one', 'a-long-enough-two', policy)).toEqual({
      verify_password: PASSWORD_MISMATCH_TEXT,
    });
  });
});

describe('errorsByField', () => {
  it('groups by field and keeps unnamed ones under form', () => {
    expect(
      errorsByField({
        ok: false,
        status: 400,
        error: 'x',
        errors: [
          { code: 'WEAK_PASSWORD', message: 'Too short.', field: 'new_password' },
          { code: 'WEAK_PASSWORD', message: 'Too common.', field: 'new_password' },
          { code: 'X', message: 'Other.' },
        ],
      }),
    ).toEqual({ new_password: 'Too short.\nToo common.', form: 'Other.' });
  });
  it('uses the failure text when no item came', () => {
    expect(
      errorsByField({ ok: false, status: 429, error: 'Too many attempts.', errors: [] }),
    ).toEqual({
      form: 'Too many attempts.',
    });
  });
  it('is empty on success', () => {
    expect(errorsByField({ ok: true, value: 1 })).toEqual({});
  });
});
