// Institution onboarding (spec 2.2, docs/api.md "Onboarding"): the profile steps and their
// fields, the terms of use, agreement, e-signature and completion.
import type { ApiErrorItem } from '../../../workers/api';
import type { User } from '../sessionTypes';
import { getJson, postJson, run, type Requester, type StepResult } from './calls';

export type ProfileStepKey = 'institution' | 'address' | 'contact' | 'activity';
export type Variant = 'standard' | 'ds';

export const ONBOARDING_ROUTES: Readonly<Record<Variant, string>> = {
  standard: '/onboarding/new_otc_institution',
  ds: '/onboarding/new_otc_institution_ds',
};

export interface OnboardingStatus {
  readonly variant: Variant;
  readonly route: string;
  readonly steps: readonly { readonly key: ProfileStepKey; readonly complete: boolean }[];
  readonly terms: {
    readonly version: string;
    readonly agreed_at: string | null;
    readonly signed_at: string | null;
    readonly signer_name: string | null;
  };
  readonly status: 'in_progress' | 'ready' | 'completed';
}

export type ProfileData = Readonly<Record<string, string>>;

export interface ProfileStep {
  readonly step: ProfileStepKey;
  readonly data: ProfileData;
  readonly complete: boolean;
  readonly errors: readonly ApiErrorItem[];
}

export interface TermsSection {
  readonly heading: string;
  readonly body: string;
}

export interface Terms {
  readonly version: string;
  readonly title: string;
  readonly sha256: string;
  readonly download_url: string;
  readonly sections?: readonly TermsSection[];
}

export type FieldKind =
  'text' | 'date' | 'url' | 'email' | 'tel' | 'country' | 'decimal' | 'textarea' | 'products';

export interface FieldSpec {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly hint?: string;
}

export interface StepSpec {
  readonly key: ProfileStepKey;
  readonly title: string;
  readonly description: string;
  readonly fields: readonly FieldSpec[];
}

const req = (key: string, label: string, kind: FieldKind = 'text', hint?: string): FieldSpec => ({
  key,
  label,
  kind,
  required: true,
  ...(hint ? { hint } : {}),
});

export const PROFILE_STEPS: readonly StepSpec[] = [
  {
    key: 'institution',
    title: 'Institution',
    description: 'The legal entity that will hold the account.',
    fields: [
      req('legal_name', 'Legal name'),
      req('registration_number', 'Registration number'),
      req('country', 'Country of incorporation', 'country'),
      req('incorporation_date', 'Date of incorporation', 'date'),
      { key: 'website', label: 'Website', kind: 'url', required: false, hint: 'https://…' },
    ],
  },
  {
    key: 'address',
    title: 'Registered address',
    description: 'Where the institution is registered.',
    fields: [
      req('street', 'Street and number'),
      req('city', 'City'),
      req('postal_code', 'Postal code'),
      req('country', 'Country', 'country'),
    ],
  },
  {
    key: 'contact',
    title: 'Authorised signatory',
    description: 'The person who signs agreements for the institution.',
    fields: [
      req('signatory_first_name', 'First name'),
      req('signatory_last_name', 'Last name'),
      req('signatory_title', 'Job title'),
      req('signatory_email', 'Email', 'email'),
      req('phone', 'Phone', 'tel', 'International format, e.g. +44 20 7946 0000'),
    ],
  },
  {
    key: 'activity',
    title: 'Expected activity',
    description: 'What the institution plans to do with the account.',
    fields: [
      req('expected_monthly_volume_usd', 'Expected monthly volume (USD)', 'decimal'),
      req('source_of_funds', 'Source of funds', 'textarea'),
      req('products', 'Products', 'products'),
    ],
  },
];

export const PRODUCTS = [
  { key: 'spot', label: 'Spot trading' },
  { key: 'derivatives', label: 'Derivatives' },
  { key: 'custody', label: 'Custody' },
  { key: 'otc', label: 'OTC / RFQ' },
] as const;

/** `products` travels as a comma-separated list. */
export function toggleProduct(list: string, product: string): string {
  const set = new Set(list.split(',').filter((p) => p !== ''));
  if (set.has(product)) set.delete(product);
  else set.add(product);
  return PRODUCTS.map((p) => p.key)
    .filter((k) => set.has(k))
    .join(',');
}

/** Screen steps: the profile, the terms, the signature (e-signature variant), the review. */
export type ScreenStep = ProfileStepKey | 'terms' | 'sign' | 'review';

export function screenSteps(variant: Variant): readonly ScreenStep[] {
  const profile = PROFILE_STEPS.map((s) => s.key);
  return variant === 'ds'
    ? [...profile, 'terms', 'sign', 'review']
    : [...profile, 'terms', 'review'];
}

export function stepDone(status: OnboardingStatus, step: ScreenStep): boolean {
  switch (step) {
    case 'terms':
      return status.terms.agreed_at !== null;
    case 'sign':
      return status.terms.signed_at !== null;
    case 'review':
      return status.status === 'completed';
    default:
      return status.steps.find((s) => s.key === step)?.complete === true;
  }
}

/** Where a returning user resumes: the first step not done yet. */
export function firstOpenStep(status: OnboardingStatus): ScreenStep {
  return screenSteps(status.variant).find((s) => !stepDone(status, s)) ?? 'review';
}

export function loadStatus(core: Requester) {
  return getJson<OnboardingStatus>(core, '/api/onboarding/status');
}

export function loadProfile(core: Requester, step: ProfileStepKey) {
  return getJson<ProfileStep>(core, `/api/onboarding/profile/${step}`);
}

export function saveProfile(core: Requester, step: ProfileStepKey, data: ProfileData) {
  return run<ProfileStep>(core, {
    method: 'PUT',
    path: `/api/onboarding/profile/${step}`,
    body: { kind: 'json', value: data },
    hideAlertOnError: true,
  });
}

export function loadTerms(core: Requester) {
  return getJson<Terms>(core, '/api/onboarding/terms');
}

export function agreeTerms(core: Requester, version: string) {
  return postJson<{ status: OnboardingStatus }>(core, '/api/onboarding/terms/agree', { version });
}

export function signTerms(core: Requester, version: string, signerName: string) {
  return postJson<{ status: OnboardingStatus }>(core, '/api/onboarding/terms/sign', {
    version,
    signer_name: signerName,
  });
}

export function completeOnboarding(
  core: Requester,
): Promise<StepResult<{ user: User; redirect_url?: string }>> {
  return postJson(core, '/api/onboarding/complete', {});
}

/** The name the e-signature must match: the signatory's first and last name. */
export function expectedSigner(contact: ProfileData | null): string {
  if (!contact) return '';
  return [contact['signatory_first_name'], contact['signatory_last_name']]
    .map((s) => (s ?? '').trim())
    .filter((s) => s !== '')
    .join(' ');
}

/** Same comparison as the server: case and extra spaces do not matter. */
export function sameSigner(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
