// The agreements of the user's customer (Account → Product agreement / Agreements): the terms of
// use agreed, and in the e-signature variant signed, during the entity's onboarding, each with
// a PDF copy carrying its acceptance record and signature block. docs/api.md "Agreements".
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { noQuery } from '../http/schemas';
import type { SecurityDeps } from '../routes/security-deps';
import { onboardingRoute, ONBOARDING_DS_ROUTE } from '../security/instructions';
import { agreementPdf, TERMS_SECTIONS, TERMS_TITLE, TERMS_VERSION, termsPdf } from './terms-pdf';

export const TERMS_KEY = 'terms_of_use';

/** 'signed' (spec 4) once e-signed; 'pending' while an e-signature is still due. */
export type AgreementStatus = 'signed' | 'agreed' | 'pending';

interface AgreedProfile {
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
async function agreedProfiles(db: Kysely<Database>, entityId: number): Promise<AgreedProfile[]> {
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

async function statusOf(db: Kysely<Database>, p: AgreedProfile): Promise<AgreementStatus> {
  if (p.signed_at) return 'signed';
  // Still onboarding in the e-signature variant: the signature is outstanding.
  if (!p.completed_at && (await onboardingRoute(db, p.user_id)) === ONBOARDING_DS_ROUTE)
    return 'pending';
  return 'agreed';
}

const institutionOf = (p: AgreedProfile) =>
  (p.data['institution']?.['legal_name'] ?? '').trim() || p.customer_name;

const downloadUrl = (version: string) => `/api/user/agreements/${TERMS_KEY}/${version}/download`;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such agreement for this entity.');

export function registerAgreementRoutes(app: FastifyInstance, deps: SecurityDeps): void {
  const { db } = deps;
  const signedIn = { onRequest: deps.authenticate };

  app.get(
    '/api/user/agreements',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request) => {
      const { entityId } = authOf(request);
      const document = await termsPdf();
      const agreements = [];
      for (const p of await agreedProfiles(db, entityId)) {
        const version = p.terms_version ?? '';
        const known = version === TERMS_VERSION;
        agreements.push({
          key: TERMS_KEY,
          title: TERMS_TITLE,
          version,
          sha256: known ? document.sha256 : null,
          status: await statusOf(db, p),
          agreed_at: p.agreed_at?.toISOString() ?? null,
          signed_at: p.signed_at?.toISOString() ?? null,
          signer_name: p.signer_name,
          download_url: downloadUrl(version),
          sections: known ? TERMS_SECTIONS : [],
        });
      }
      return { agreements };
    },
  );

  app.get<{ Params: { key: string; version: string } }>(
    '/api/user/agreements/:key/:version/download',
    {
      ...signedIn,
      schema: {
        querystring: noQuery,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['key', 'version'],
          properties: {
            key: { type: 'string', maxLength: 64 },
            version: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request, reply) => {
      const { entityId } = authOf(request);
      const { key, version } = request.params;
      // Only the current text can be rendered; other versions are not on file.
      if (key !== TERMS_KEY || version !== TERMS_VERSION) throw notFound();
      const p = (await agreedProfiles(db, entityId)).find((x) => x.terms_version === version);
      if (!p?.agreed_at) throw notFound();
      const pdf = await agreementPdf({
        institution: institutionOf(p),
        agreedAt: p.agreed_at,
        signature:
          p.signed_at && p.signer_name
            ? { name: p.signer_name, at: p.signed_at, ip: p.signer_ip }
            : null,
      });
      const suffix = p.signed_at ? 'signed' : 'agreed';
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="desk-terms-of-use-${version}-${suffix}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );
}
