// The institution profile of onboarding: four steps of string fields, each with a rule and a
// message. Values are saved as typed (so nothing is lost) and checked for completeness.
import { isEmail } from '../../domain/validation';
import type { ApiErrorItem } from '../http/errors';

export const STEP_KEYS = ['institution', 'address', 'contact', 'activity'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

interface FieldRule {
  readonly label: string;
  readonly required: boolean;
  readonly maxLength: number;
  /** A message when the value is unacceptable, else null. */
  check(value: string): string | null;
}

const COUNTRY = /^[A-Z]{2}$/;
const PRODUCTS = new Set(['spot', 'derivatives', 'custody', 'otc']);

const text = (label: string, min: number, max: number, required = true): FieldRule => ({
  label,
  required,
  maxLength: max,
  check: (v) => (v.trim().length < min ? `${label} must be at least ${min} characters` : null),
});

const field = (
  label: string,
  maxLength: number,
  check: (v: string) => string | null,
  required = true,
): FieldRule => ({ label, required, maxLength, check });

function validDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
}

export const STEP_FIELDS: Record<StepKey, Record<string, FieldRule>> = {
  institution: {
    legal_name: text('Legal name', 2, 128),
    registration_number: text('Registration number', 1, 64),
    country: field('Country', 2, (v) =>
      COUNTRY.test(v) ? null : 'Country must be a two-letter ISO code, e.g. GB',
    ),
    incorporation_date: field('Incorporation date', 10, (v) =>
      validDate(v) ? null : 'Incorporation date must be a date as YYYY-MM-DD',
    ),
    website: field(
      'Website',
      256,
      (v) =>
        /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v) ? null : 'Website must be an https:// address',
      false,
    ),
  },
  address: {
    street: text('Street', 1, 128),
    city: text('City', 1, 64),
    postal_code: text('Postal code', 1, 16),
    country: field('Country', 2, (v) =>
      COUNTRY.test(v) ? null : 'Country must be a two-letter ISO code, e.g. GB',
    ),
  },
  contact: {
    signatory_first_name: text('Signatory first name', 1, 64),
    signatory_last_name: text('Signatory last name', 1, 64),
    signatory_title: text('Signatory title', 1, 64),
    signatory_email: field('Signatory email', 254, (v) =>
      isEmail(v) ? null : 'Signatory email is not a valid email',
    ),
    phone: field('Phone', 24, (v) =>
      /^\+[0-9 ]{6,20}$/.test(v) ? null : 'Phone must start with + and hold 6-20 digits',
    ),
  },
  activity: {
    expected_monthly_volume_usd: field('Expected monthly volume', 32, (v) =>
      /^(?:0|[1-9][0-9]{0,17})(?:\.[0-9]{1,2})?$/.test(v) && !/^0(?:\.0*)?$/.test(v)
        ? null
        : 'Expected monthly volume must be a positive amount in USD',
    ),
    source_of_funds: text('Source of funds', 1, 500),
    products: field('Products', 64, (v) => {
      const items = v.split(',').map((s) => s.trim());
      return items.length > 0 && items.every((s) => PRODUCTS.has(s))
        ? null
        : 'Products must be a comma-separated list of spot, derivatives, custody, otc';
    }),
  },
};

export function isStepKey(value: string): value is StepKey {
  return (STEP_KEYS as readonly string[]).includes(value);
}

/** What is still missing or invalid in a step (empty = complete). */
export function stepErrors(step: StepKey, data: Record<string, string>): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  for (const [name, rule] of Object.entries(STEP_FIELDS[step])) {
    const value = (data[name] ?? '').trim();
    if (value === '') {
      if (rule.required)
        errors.push({ code: 'REQUIRED', message: `${rule.label} is required`, field: name });
      continue;
    }
    const problem = rule.check(value);
    if (problem) errors.push({ code: 'VALIDATION', message: problem, field: name });
  }
  return errors;
}

/** JSON schema of a PUT body for a step: its fields, strings, bounded. */
export function stepBodySchema(step: StepKey) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(STEP_FIELDS[step]).map(([name, rule]) => [
        name,
        { type: 'string', maxLength: rule.maxLength },
      ]),
    ),
  } as const;
}
