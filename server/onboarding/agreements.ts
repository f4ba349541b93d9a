// The agreements of the user's customer (Account → Product agreement / Agreements): the terms of
// use agreed, and in the e-signature variant signed, during the entity's onboarding, each with
// a PDF copy carrying its acceptance record and signature block (docs/api.md "Agreements");
// the calls are in agreement-routes.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { onboardingRoute, ONBOARDING_DS_ROUTE } from '../security/instructions';

export const TERMS_KEY = 'terms_of_use';

/** 'signed' (spec 4) once e-signed; 'pending' while an e-signature is still due. */
export type AgreementStatus = 'signed' | 'agreed' | 'pending';

export interface AgreedProfile {
  user_id: number;
  data: Record<string, Record<string, string>>;
  terms_version: string | null;
  agreed_at: Date | null;
  signed_at: Date | null;
  signer_name: string | null;
  signer_ip: string | null;
  completed_at: Date | null;
  customer_name: string;
}

/** Per terms version, the entity's most complete record: signed first, then the latest. */
export async function agreedProfiles(
  db: Kysely<Database>,
  entityId: number,
): Promise<AgreedProfile[]> {
  const rows = await db
    .selectFrom('onboarding_profiles')
    .innerJoin('customers', 'customers.id', 'onboarding_profiles.entity_id')
    .select([
      'onboarding_profiles.user_id',
      'onboarding_profiles.data',
      'onboarding_profiles.terms_version',
      'onboarding_profiles.agreed_at',
      'onboarding_profiles.signed_at',
      'onboarding_profiles.signer_name',
      'onboarding_profiles.signer_ip',
      'onboarding_profiles.completed_at',
      'customers.name as customer_name',
    ])
    .where('onboarding_profiles.entity_id', '=', entityId)
    .where('onboarding_profiles.agreed_at', 'is not', null)
    .where('onboarding_profiles.terms_version', 'is not', null)
    .execute();
  const rank = (p: AgreedProfile) => [p.signed_at ? 1 : 0, p.agreed_at?.getTime() ?? 0] as const;
  const best = new Map<string, AgreedProfile>();
  for (const row of rows) {
    const version = row.terms_version ?? '';
    const held = best.get(version);
    const [signed, at] = rank(row);
    if (!held || signed > rank(held)[0] || (signed === rank(held)[0] && at > rank(held)[1]))
      best.set(version, row);
  }
  return [...best.values()].sort((a, b) =>
    (b.terms_version ?? '').localeCompare(a.terms_version ?? ''),
  );
}

export async function statusOf(db: Kysely<Database>, p: AgreedProfile): Promise<AgreementStatus> {
  if (p.signed_at) return 'signed';
  // Still onboarding in the e-signature variant: the signature is outstanding.
  if (!p.completed_at && (await onboardingRoute(db, p.user_id)) === ONBOARDING_DS_ROUTE)
    return 'pending';
  return 'agreed';
}

export const institutionOf = (p: AgreedProfile) =>
  (p.data['institution']?.['legal_name'] ?? '').trim() || p.customer_name;

export const downloadUrl = (version: string) =>
  `/api/user/agreements/${TERMS_KEY}/${version}/download`;
