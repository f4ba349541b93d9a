// The account writes mark stale exactly the reads whose answers they change: a watched read
// loads again after the write, another one does not.
import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../../../workers/api';
import { createFakeCore, failure, ok, type FakeCore } from '../../testing/fakeCore';
import { changePassword } from './passwords';
import { runMutation } from './calls';
import { onboardingStatusQuery, profileQuery, saveProfile, termsQuery } from './onboarding';
import { activityQuery, agreementsQuery, registerKey, securityQuery } from './security';

/** Watches each spec and counts the loads of each GET path. */
function watching(core: FakeCore, specs: readonly QuerySpec[]) {
  const loads = new Map<string, number>();
  for (const spec of specs) {
    core.on('GET', spec.call.path, () => {
      loads.set(spec.call.path, (loads.get(spec.call.path) ?? 0) + 1);
      return ok({});
    });
  }
  specs.forEach((spec, i) => core.watchQuery(`w${i}`, spec));
  return (path: string) => loads.get(path) ?? 0;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account writes', () => {
  it('a new security key reloads the security overview and the activity, not the agreements', async () => {
    const core = createFakeCore();
    const loads = watching(core, [securityQuery.spec, activityQuery.spec, agreementsQuery.spec]);
    core.on('POST', '/api/register/begin', () => ok({ options: {} }));
    core.on('POST', '/api/register/complete', () => ok({ key: {} }));
    await settle();
    const r = await registerKey(
      core,
      'k',
      async () => ({}),
      () => 'x',
    );
    await settle();
    expect(r.ok).toBe(true);
    expect(loads('/api/user/security')).toBe(2);
    expect(loads('/api/user/activity')).toBe(2);
    expect(loads('/api/user/agreements')).toBe(1);
  });

  it('a password change reloads the overview; a refused one reloads nothing', async () => {
    const core = createFakeCore();
    const loads = watching(core, [securityQuery.spec]);
    let refuse = true;
    core.on('POST', '/api/change_password', () =>
      refuse ? failure(429, 'Too many attempts.') : ok({ success: true }),
    );
    const input = { old_password: 'a', new_password: 'b', verify_password: 'b', email_otp: '1' };
    await settle();
    expect(await changePassword(core, input)).toMatchObject({
      ok: false,
      error: 'Too many attempts.',
      status: 429,
    });
    await settle();
    expect(loads('/api/user/security')).toBe(1);
    refuse = false;
    expect((await changePassword(core, input)).ok).toBe(true);
    await settle();
    expect(loads('/api/user/security')).toBe(2);
    expect(core.mutations.at(-1)?.call).toMatchObject({
      path: '/api/change_password',
      body: { kind: 'form' },
      hideAlertOnError: true,
    });
  });

  it('saving a profile step reloads the status and that step, not the other steps or the terms', async () => {
    const core = createFakeCore();
    const loads = watching(core, [
      onboardingStatusQuery.spec,
      profileQuery('institution').spec,
      profileQuery('contact').spec,
      termsQuery.spec,
    ]);
    core.on('PUT', '/api/onboarding/profile/institution', () => ok({ complete: false }));
    await settle();
    await saveProfile(core, 'institution', { legal_name: 'Acme' });
    await settle();
    expect(loads('/api/onboarding/status')).toBe(2);
    expect(loads('/api/onboarding/profile/institution')).toBe(2);
    expect(loads('/api/onboarding/profile/contact')).toBe(1);
    expect(loads('/api/onboarding/terms')).toBe(1);
  });

  it('runMutation answers like a call: a 400 inline with its reasons', async () => {
    const core = createFakeCore();
    core.on('POST', '/x', () => ({
      ok: false,
      status: 400,
      errors: [
        { code: 'A', message: 'First.' },
        { code: 'B', message: 'Second.' },
      ],
      data: null,
    }));
    expect(await runMutation(core, { method: 'POST', path: '/x' }, { tags: ['security'] })).toEqual(
      {
        ok: false,
        error: 'First.\nSecond.',
        errors: [
          { code: 'A', message: 'First.' },
          { code: 'B', message: 'Second.' },
        ],
        status: 400,
      },
    );
  });
});
