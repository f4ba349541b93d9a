import { describe, expect, it } from 'vitest';
import type { RestCall } from '../types';
import { chooseErrorText, interpretNetworkFailure, interpretResponse, redirectOf } from './errors';

const ORIGIN = 'https://desk.test';
const call: RestCall = { method: 'POST', path: '/api/thing' };
const DEFAULT = 'We encountered an error. Please try again';

describe('chooseErrorText (spec 8)', () => {
  it.each([
    [
      'reasons joined by line breaks',
      {
        errors: [
          { code: 'A', message: 'First' },
          { code: 'B', message: 'Second' },
        ],
      },
      'First\nSecond',
    ],
    ['a single reason', { errors: [{ code: 'A', message: 'Only' }], message: 'ignored' }, 'Only'],
    ['the message when no errors list', { message: 'Plain message' }, 'Plain message'],
    ['the message when the errors list is empty', { errors: [], message: 'Plain' }, 'Plain'],
    [
      'the message when reasons are empty',
      { errors: [{ code: 'A', message: '' }], message: 'Plain' },
      'Plain',
    ],
    ['the default for an empty object', {}, DEFAULT],
    ['the default for a null body', null, DEFAULT],
    ['the default for an HTML page', '<html>oops</html>', DEFAULT],
    ['the default for an empty message', { message: '' }, DEFAULT],
  ])('uses %s', (_name, body, expected) => {
    expect(chooseErrorText(body)).toBe(expected);
  });
});

describe('R-CORE-5 R-CORE-6 interpretResponse (spec 8)', () => {
  it('resolves 2xx with the data and no effects', () => {
    expect(interpretResponse({ status: 200, body: { a: 1 } }, call, ORIGIN)).toEqual({
      kind: 'resolve',
      result: { ok: true, status: 200, data: { a: 1 } },
      effects: [],
    });
  });

  it('resolves binary answers with bytes', () => {
    const bytes = new Uint8Array([1, 2]);
    const outcome = interpretResponse({ status: 200, body: null, bytes }, call, ORIGIN);
    expect(outcome).toMatchObject({ kind: 'resolve', result: { ok: true, status: 200, bytes } });
  });

  it('returns 400 as a normal result, without a toast', () => {
    const body = { errors: [{ code: 'VALIDATION', message: 'name is required', field: 'name' }] };
    expect(interpretResponse({ status: 400, body }, call, ORIGIN)).toEqual({
      kind: 'resolve',
      result: {
        ok: false,
        status: 400,
        errors: [{ code: 'VALIDATION', message: 'name is required', field: 'name' }],
        data: body,
      },
      effects: [],
    });
  });

  it('sends every tab to /logout on 401 and rejects, without a toast', () => {
    const body = { errors: [{ code: 'SESSION_EXPIRED', message: 'Session expired' }] };
    expect(interpretResponse({ status: 401, body }, call, ORIGIN)).toEqual({
      kind: 'reject',
      failure: {
        kind: 'http',
        status: 401,
        message: 'Session expired',
        errors: [{ code: 'SESSION_EXPIRED', message: 'Session expired' }],
      },
      effects: [{ scope: 'all', event: { kind: 'navigate', to: '/logout', external: false } }],
    });
  });

  it('logs out to the site root when the first error code is UNAUTHORIZED, whatever the status', () => {
    for (const status of [200, 400, 403, 401]) {
      const outcome = interpretResponse(
        {
          status,
          body: {
            errors: [
              { code: 'UNAUTHORIZED', message: 'No' },
              { code: 'X', message: 'Y' },
            ],
          },
        },
        call,
        ORIGIN,
      );
      expect(outcome.kind).toBe('reject');
      expect(outcome.effects).toEqual([
        { scope: 'all', event: { kind: 'navigate', to: '/logout?return=/', external: false } },
      ]);
    }
  });

  it('does not treat UNAUTHORIZED as the second code as a logout', () => {
    const outcome = interpretResponse(
      {
        status: 403,
        body: {
          errors: [
            { code: 'FORBIDDEN', message: 'No' },
            { code: 'UNAUTHORIZED', message: 'x' },
          ],
        },
      },
      call,
      ORIGIN,
    );
    expect(outcome.effects).toEqual([
      { scope: 'caller', event: { kind: 'toast', text: 'No\nx', tone: 'error' } },
    ]);
  });

  it.each([
    [{ redirect: 'gauth' }, '/user/otp_qrcode?required=true', false],
    [{ redirect: 'change_password' }, '/change_password?required=true', false],
    [{ redirect: 'redirect_to_login' }, '/login', false],
    [{ redirect_url: '/portfolio' }, '/portfolio', false],
    [
      { force_redirect_url: '/onboarding/new_otc_institution' },
      '/onboarding/new_otc_institution',
      false,
    ],
    [{ redirect_url: 'https://desk.test/settings?tab=2' }, '/settings?tab=2', false],
    [{ redirect_url: 'https://sso.example.com/auth' }, 'https://sso.example.com/auth', true],
    [
      { force_redirect_url: '/forced', redirect_url: '/normal', redirect: 'gauth' },
      '/forced',
      false,
    ],
    [{ redirect: 'gauth', redirect_url: '/normal' }, '/user/otp_qrcode?required=true', false],
  ])('follows the redirect instruction %j in a successful body', (body, to, external) => {
    const outcome = interpretResponse({ status: 200, body }, call, ORIGIN);
    expect(outcome.kind).toBe('resolve');
    expect(outcome.effects).toEqual([
      { scope: 'caller', event: { kind: 'navigate', to, external } },
    ]);
  });

  it('follows a redirect instruction in a failed body, rejecting without a toast', () => {
    const outcome = interpretResponse(
      { status: 403, body: { redirect: 'change_password', message: 'Expired' } },
      call,
      ORIGIN,
    );
    expect(outcome).toEqual({
      kind: 'reject',
      failure: { kind: 'http', status: 403, message: 'Expired', errors: [] },
      effects: [
        {
          scope: 'caller',
          event: { kind: 'navigate', to: '/change_password?required=true', external: false },
        },
      ],
    });
  });

  it('ignores unknown named redirects', () => {
    expect(redirectOf({ redirect: 'somewhere' }, ORIGIN)).toBeNull();
    expect(redirectOf('text', ORIGIN)).toBeNull();
  });

  it('toasts other failures to the caller with the chosen text and rejects', () => {
    const outcome = interpretResponse(
      {
        status: 409,
        body: {
          errors: [
            { code: 'CONFLICT', message: 'Taken' },
            { code: 'CONFLICT', message: 'Again' },
          ],
        },
      },
      call,
      ORIGIN,
    );
    expect(outcome).toEqual({
      kind: 'reject',
      failure: {
        kind: 'http',
        status: 409,
        message: 'Taken\nAgain',
        errors: [
          { code: 'CONFLICT', message: 'Taken' },
          { code: 'CONFLICT', message: 'Again' },
        ],
      },
      effects: [{ scope: 'caller', event: { kind: 'toast', text: 'Taken\nAgain', tone: 'error' } }],
    });
  });

  it('uses the default text when a failure says nothing', () => {
    const outcome = interpretResponse({ status: 500, body: null }, call, ORIGIN);
    expect(outcome.effects).toEqual([
      { scope: 'caller', event: { kind: 'toast', text: DEFAULT, tone: 'error' } },
    ]);
    expect(outcome.kind === 'reject' && outcome.failure.message).toBe(DEFAULT);
  });

  it('hideAlertOnError suppresses the toast but still rejects', () => {
    const outcome = interpretResponse(
      { status: 500, body: { message: 'Boom' } },
      { ...call, hideAlertOnError: true },
      ORIGIN,
    );
    expect(outcome).toMatchObject({
      kind: 'reject',
      failure: { message: 'Boom', status: 500 },
      effects: [],
    });
  });

  it('hideAlertOnCode suppresses the toast for that status only', () => {
    const hidden = interpretResponse(
      { status: 404, body: { message: 'Nope' } },
      { ...call, hideAlertOnCode: 404 },
      ORIGIN,
    );
    expect(hidden).toMatchObject({ kind: 'reject', effects: [] });
    const shown = interpretResponse(
      { status: 409, body: { message: 'Nope' } },
      { ...call, hideAlertOnCode: 404 },
      ORIGIN,
    );
    expect(shown.effects).toHaveLength(1);
  });

  it('hiding the alert never cancels the 401 logout', () => {
    const outcome = interpretResponse(
      { status: 401, body: null },
      { ...call, hideAlertOnError: true, hideAlertOnCode: 401 },
      ORIGIN,
    );
    expect(outcome.effects).toEqual([
      { scope: 'all', event: { kind: 'navigate', to: '/logout', external: false } },
    ]);
  });
});

describe('R-CORE-5 interpretNetworkFailure', () => {
  it('rejects with kind network and the default text, toasting the caller', () => {
    const text = 'Something went wrong, please try again. Please contact support if this persists.';
    expect(interpretNetworkFailure(call)).toEqual({
      kind: 'reject',
      failure: { kind: 'network', status: null, message: text, errors: [] },
      effects: [{ scope: 'caller', event: { kind: 'toast', text, tone: 'error' } }],
    });
    expect(interpretNetworkFailure({ ...call, hideAlertOnError: true }).effects).toEqual([]);
  });
});
