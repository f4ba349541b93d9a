// Institution onboarding (spec 2.2, docs/api.md "Onboarding"): the profile steps and their
// fields, the terms of use, agreement, e-signature and completion. Reads are named queries
// of the core's cache; every step that changes what they show says so (ONBOARDING_CHANGED).
import type { ApiErrorItem, Invalidation, RestCall } from '../../../workers/api';
import { defineQuery, type QueryDef } from '../queries/define';
import type { User } from '../sessionTypes';
import { getCall, jsonCall, runMutation, type Mutator } from './calls';

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

/** What agreeing, signing or completing changes: the status, and the entity's agreements. */
export const ONBOARDING_CHANGED: Invalidation = { tags: ['onboarding'] };

// The onboarding screens edit their own copy of the status and of each step's fields, taken
// from the first settled answer: staleMillis 0 makes every screen that opens load afresh, so a
// form never starts from a cached copy (the cached one shows only as "loading").

export const onboardingStatusQuery = defineQuery<OnboardingStatus>(
  {
    key: ['onboarding_status'],
    call: getCall('/api/onboarding/status'),
    invalidatedBy: ['onboarding'],
    staleMillis: 0,
  },
  (raw) => raw as OnboardingStatus,
);

const profileKey = (step: ProfileStepKey) => ['onboarding_profile', step] as const;

export const profileQuery = (step: ProfileStepKey): QueryDef<ProfileStep> =>
  defineQuery(
    {
      key: profileKey(step),
      call: getCall(`/api/onboarding/profile/${step}`),
      staleMillis: 0,
    },
    (raw) => raw as ProfileStep,
  );

/** Saves a step's fields; the answer says what is still missing. */
export function saveProfile(core: Mutator, step: ProfileStepKey, data: ProfileData) {
  return runMutation<ProfileStep>(core, jsonCall('PUT', `/api/onboarding/profile/${step}`, data), {
    tags: ['onboarding'],
    keys: [profileKey(step)],
  });
}

export const termsQuery = defineQuery<Terms>(
  { key: ['onboarding_terms'], call: getCall('/api/onboarding/terms') },
  (raw) => raw as Terms,
);

/** The answer of agreeing and signing. */
export interface StatusAnswer {
  readonly status: OnboardingStatus;
}

export interface CompletedAnswer {
  readonly user: User;
  readonly redirect_url?: string;
}

/** Answers StatusAnswer: run with ONBOARDING_CHANGED. */
export function agreeTermsCall(version: string): RestCall {
  return jsonCall('POST', '/api/onboarding/terms/agree', { version });
}

/** Answers StatusAnswer: run with ONBOARDING_CHANGED. */
export function signTermsCall(version: string, signerName: string): RestCall {
  return jsonCall('POST', '/api/onboarding/terms/sign', { version, signer_name: signerName });
}

/** Answers CompletedAnswer: run with ONBOARDING_CHANGED. */
export const completeOnboardingCall: RestCall = jsonCall('POST', '/api/onboarding/complete', {});

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
