// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingStatus, ProfileStepKey } from '../../tab/account/onboarding';
import { createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';
import { configFixture, userFixture } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const REQUIRED: Record<ProfileStepKey, string[]> = {
  institution: ['legal_name', 'registration_number', 'country', 'incorporation_date'],
  address: ['street', 'city', 'postal_code', 'country'],
  contact: [
    'signatory_first_name',
    'signatory_last_name',
    'signatory_title',
    'signatory_email',
    'phone',
  ],
  activity: ['expected_monthly_volume_usd', 'source_of_funds', 'products'],
};

/** A small in-memory onboarding server. */
function onboardingCore(variant: 'standard' | 'ds', done: ProfileStepKey[] = []) {
  const c: FakeCore = createFakeCore();
  let active = false;
  serveSession(c, {
    user: userFixture({ status: 'pending' }),
    config: configFixture({ docusign_agreements: variant === 'ds' }),
  });
  c.on('GET', '/api/user/current_user', () =>
    ok(userFixture({ status: active ? 'active' : 'pending' })),
  );
  const profiles: Record<string, Record<string, string>> = {};
  for (const k of done) profiles[k] = Object.fromEntries(REQUIRED[k].map((f) => [f, 'x']));
  const terms = {
    version: '2026-11',
    agreed_at: null as string | null,
    signed_at: null as string | null,
    signer_name: null as string | null,
  };
  const complete = (k: ProfileStepKey) => REQUIRED[k].every((f) => (profiles[k]?.[f] ?? '') !== '');
  const status = (): OnboardingStatus => ({
    variant,
    route:
      variant === 'ds' ? '/onboarding/new_otc_institution_ds' : '/onboarding/new_otc_institution',
    steps: (Object.keys(REQUIRED) as ProfileStepKey[]).map((key) => ({
      key,
      complete: complete(key),
    })),
    terms: { ...terms },
    status: 'in_progress',
  });
  const stepOf = (path: string) => path.split('/').at(-1) as ProfileStepKey;
  const profile = (k: ProfileStepKey) => ({
    step: k,
    data: profiles[k] ?? {},
    complete: complete(k),
    errors: REQUIRED[k]
      .filter((f) => !profiles[k]?.[f])
      .map((f) => ({ code: 'VALIDATION', message: `${f} is required`, field: f })),
  });
  c.on('GET', '/api/onboarding/status', () => ok(status()));
  for (const k of Object.keys(REQUIRED) as ProfileStepKey[]) {
    c.on('GET', `/api/onboarding/profile/${k}`, (call) => ok(profile(stepOf(call.path))));
    c.on('PUT', `/api/onboarding/profile/${k}`, (call) => {
      profiles[k] = { ...(call.body as { value: Record<string, string> }).value };
      return ok(profile(k));
    });
  }
  c.on('GET', '/api/onboarding/terms', () =>
    ok({
      version: '2026-11',
      title: 'Terms of Use',
      sha256: 'ab'.repeat(32),
      download_url: '/api/onboarding/terms/download',
      sections: [{ heading: '1. Services', body: 'Desk provides execution services.' }],
    }),
  );
  c.on('GET', '/api/onboarding/terms/download', () => ({
    ok: true,
    status: 200,
    data: undefined,
    bytes: new TextEncoder().encode('%PDF-1.7 test'),
  }));
  c.on('POST', '/api/onboarding/terms/agree', () => {
    terms.agreed_at = '2026-11-22T10:00:00Z';
    return ok({ success: true, status: status() });
  });
  c.on('POST', '/api/onboarding/terms/sign', (call) => {
    terms.signed_at = '2026-11-22T10:01:00Z';
    terms.signer_name = String((call.body as { value: { signer_name: string } }).value.signer_name);
    return ok({ success: true, status: status() });
  });
  c.on('POST', '/api/onboarding/complete', () => {
    active = true;
    return ok({ success: true, user: userFixture(), redirect_url: '/trading/rfq' });
  });
  return { core: c, profiles };
}

describe('onboarding', () => {
  it('goes to the variant the server names, whatever the link', async () => {
    const { core } = onboardingCore('ds');
    const app = renderApp('/onboarding/new_otc_institution', { core });
    await waitFor(() => expect(app.location()).toBe('/onboarding/new_otc_institution_ds'));
    expect(await screen.findByTestId('ob-nav-sign')).toBeInTheDocument();
  });

  it('saves a step as the user goes and shows what is missing', async () => {
    const { core, profiles } = onboardingCore('standard');
    renderApp('/onboarding/new_otc_institution', { core });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('ob-institution-legal_name'), 'Acme Capital Ltd');
    await user.tab();
    await waitFor(() => expect(profiles['institution']?.['legal_name']).toBe('Acme Capital Ltd'));
    expect(await screen.findByTestId('ob-save-state')).toHaveTextContent('All changes saved');
    await user.click(screen.getByTestId('ob-continue'));
    expect(await screen.findByText('registration_number is required')).toBeInTheDocument();
    // Still on the same step.
    expect(screen.getByTestId('ob-step-institution')).toBeInTheDocument();
  });

  it('shows the terms, downloads the PDF, agrees, signs (ds) and completes into the app', async () => {
    const { core } = onboardingCore('ds', ['institution', 'address', 'contact', 'activity']);
    // The signatory on file, for the name check.
    core.on('GET', '/api/onboarding/profile/contact', () =>
      ok({
        step: 'contact',
        data: { signatory_first_name: 'Ada', signatory_last_name: 'Lovelace' },
        complete: true,
        errors: [],
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:terms';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    const app = renderApp('/onboarding/new_otc_institution_ds', { core });
    const user = userEvent.setup();
    expect(await screen.findByTestId('terms-document')).toHaveTextContent(
      'Desk provides execution services.',
    );
    await user.click(screen.getByTestId('terms-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]!.text()).toMatch(/^%PDF/);

    expect(screen.getByTestId('terms-agree')).toBeDisabled();
    await user.click(screen.getByTestId('terms-checkbox'));
    await user.click(screen.getByTestId('terms-agree'));

    await user.type(await screen.findByTestId('sign-name'), 'Someone Else');
    await user.click(screen.getByTestId('sign-submit'));
    expect(screen.getByTestId('sign-error')).toHaveTextContent('Ada Lovelace');
    await user.clear(screen.getByTestId('sign-name'));
    await user.type(screen.getByTestId('sign-name'), '  ada   LOVELACE ');
    await user.click(screen.getByTestId('sign-submit'));

    await user.click(await screen.findByTestId('ob-complete'));
    await waitFor(() => expect(app.location()).toBe('/trading/rfq'));
    expect(await screen.findByTestId('nav-Trade')).toBeInTheDocument();
    expect(core.calls.find((x) => x.path === '/api/onboarding/terms/sign')).toMatchObject({
      body: { value: { version: '2026-11', signer_name: 'ada   LOVELACE' } },
    });
  });
});
