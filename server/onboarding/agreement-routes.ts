// The agreements calls (docs/api.md "Agreements"): the entity's agreed terms per version, and
// each one's PDF copy with its acceptance record and signature block.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { agreedProfiles, downloadUrl, institutionOf, statusOf, TERMS_KEY } from './agreements';
import { agreementPdf, TERMS_SECTIONS, TERMS_TITLE, TERMS_VERSION, termsPdf } from './terms-pdf';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such agreement for this entity.');

export function registerAgreementRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db'>,
): void {
  const { db } = deps;
  // The acting entity's agreements: any member of it.
  const signedIn = { config: { access: { action: 'member' } } } as const;

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
