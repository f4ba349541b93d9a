// Agreements of the user's customer (GET /api/user/agreements and its PDF copies), the terms
// text in the terms answer, and PDF routes that answer a PDF whatever the Accept header says.
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_ONBOARDING, DEMO_ONBOARDING_DS } from '../seed/security-constants';
import { caller } from '../security/testing/http';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { agreementPdf, TERMS_SECTIONS, TERMS_VERSION } from './terms-pdf';

/** The text drawn by pdf-lib: hex strings shown with Tj in the (deflated) content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      parts.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
  }
  return parts.join('\n');
}

const STEPS: Record<string, Record<string, string>> = {
  institution: {
    legal_name: 'Placeholder',
    registration_number: 'OC555000',
    country: 'GB',
    incorporation_date: '2020-01-15',
  },
  address: { street: '9 Dock Road', city: 'London', postal_code: 'E14 5AB', country: 'GB' },
  contact: {
    signatory_first_name: 'Dana',
    signatory_last_name: 'Signer',
    signatory_title: 'COO',
    signatory_email: 'dana@agree.example',
    phone: '+44 20 7946 0001',
  },
  activity: { expected_monthly_volume_usd: '100000', source_of_funds: 'Equity', products: 'spot' },
};

interface Agreement {
  key: string;
  title: string;
  version: string;
  sha256: string | null;
  status: string;
  agreed_at: string | null;
  signed_at: string | null;
  signer_name: string | null;
  download_url: string;
  sections: { heading: string; body: string }[];
}

describe.each(databaseVariants())('agreements of the customer (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let http: ReturnType<typeof caller>;
  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    http = caller(venue);
  });
  afterAll(async () => venue?.dispose());
  beforeEach(() => clock.advance(60 * 60_000));

  const get = (url: string, token: string, accept?: string) =>
    http.get(url, { token, ...(accept ? { headers: { accept } } : {}) });
  const agreementsOf = async (token: string) => {
    const res = await get('/api/user/agreements', token);
    expect(res.statusCode).toBe(200);
    return res.json<{ agreements: Agreement[] }>().agreements;
  };

  async function fillProfile(token: string, legalName: string) {
    for (const [step, data] of Object.entries(STEPS)) {
      const body = step === 'institution' ? { ...data, legal_name: legalName } : data;
      const saved = await http.put(`/api/onboarding/profile/${step}`, body, { token });
      expect(saved.json()).toMatchObject({ complete: true });
    }
  }

  it('the terms answer carries the text of the PDF as sections', async () => {
    const token = await signIn(venue, DEMO_ONBOARDING);
    const terms = (await get('/api/onboarding/terms', token)).json<{
      sections: { heading: string; body: string }[];
      sha256: string;
    }>();
    expect(terms.sections).toEqual(TERMS_SECTIONS);
    expect(terms.sections.length).toBeGreaterThan(0);
    for (const s of terms.sections) {
      expect(Object.keys(s).sort()).toEqual(['body', 'heading']);
      expect(s.heading).not.toBe('');
      expect(s.body).not.toBe('');
    }
    // The same text is in the PDF users download (whatever the Accept header asks for).
    const pdf = await get('/api/onboarding/terms/download', token, 'application/x-protobuf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(terms.sha256);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(TERMS_SECTIONS[0]?.heading);
    expect(text).toContain('Version 2026-11');
  });

  it('lists the standard variant agreement as agreed, with a PDF carrying the acceptance record', async () => {
    const token = await signIn(venue, DEMO_ONBOARDING);
    // Pending users are in a forced flow (onboarding): the account calls stay closed to them.
    const early = await get('/api/user/agreements', token);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      errors: [{ code: 'SETUP_REQUIRED' }],
      force_redirect_url: '/onboarding/new_otc_institution',
    });
    await fillProfile(token, 'Olive Agreement Capital');
    expect(
      (await http.post('/api/onboarding/terms/agree', { version: TERMS_VERSION }, { token }))
        .statusCode,
    ).toBe(200);
    const done = await http.post('/api/onboarding/complete', undefined, { token });
    expect(done.statusCode).toBe(200);

    expect((await get('/api/onboarding/status', token)).statusCode).toBe(409); // active now
    const [a, ...rest] = await agreementsOf(token);
    expect(rest).toEqual([]);
    expect(a).toMatchObject({
      key: 'terms_of_use',
      title: 'Terms of Use',
      version: TERMS_VERSION,
      status: 'agreed',
      signed_at: null,
      signer_name: null,
      download_url: `/api/user/agreements/terms_of_use/${TERMS_VERSION}/download`,
      sections: TERMS_SECTIONS,
    });
    expect(a?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.agreed_at).toBe(new Date(clock.now()).toISOString());

    for (const accept of ['application/x-protobuf', 'application/json', undefined]) {
      const pdf = await get(a?.download_url ?? '', token, accept);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="desk-terms-of-use-${TERMS_VERSION}-agreed.pdf"`,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Acceptance');
      expect(text).toContain('Institution: Olive Agreement Capital');
      expect(text).toContain(a?.sha256 ?? 'no hash');
      expect(text).not.toContain('Electronically signed by');
    }
  });

  it('lists the e-signature variant as pending until signed, then signed with the signature block in its PDF', async () => {
    const token = await signIn(venue, DEMO_ONBOARDING_DS);
    await fillProfile(token, 'Dana Agreement Partners');
    await http.post('/api/onboarding/terms/agree', { version: TERMS_VERSION }, { token });
    // Another member of the same entity (acting for it with X-Entity-Id) sees the signature due.
    const entity = await venue.db
      .selectFrom('user_entities')
      .innerJoin('users', 'users.id', 'user_entities.user_id')
      .select('user_entities.entity_id')
      .where('users.email', '=', DEMO_ONBOARDING_DS.email)
      .executeTakeFirstOrThrow();
    const trader = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_TRADER.email)
      .executeTakeFirstOrThrow();
    await venue.db
      .insertInto('user_entities')
      .values({ user_id: trader.id, entity_id: entity.entity_id, is_default: false })
      .execute();
    const member = await signIn(venue, DEMO_TRADER);
    const asMember = (url: string) =>
      http.get(url, { token: member, headers: { 'x-entity-id': String(entity.entity_id) } });
    const due = await asMember('/api/user/agreements');
    expect(due.json<{ agreements: Agreement[] }>().agreements).toMatchObject([
      { status: 'pending', signed_at: null, signer_name: null },
    ]);
    expect(await agreementsOf(member)).toEqual([]); // the trader's own entity has none

    clock.advance(5 * 60_000);
    const signed = await http.post(
      '/api/onboarding/terms/sign',
      { version: TERMS_VERSION, signer_name: 'Dana  Signer' },
      { token, ip: '10.77.0.9' },
    );
    expect(signed.statusCode).toBe(200);
    expect((await http.post('/api/onboarding/complete', undefined, { token })).statusCode).toBe(
      200,
    );
    const [a] = await agreementsOf(token);
    expect(a).toMatchObject({
      status: 'signed',
      signer_name: 'Dana Signer',
      signed_at: new Date(clock.now()).toISOString(),
    });
    const pdf = await get(a?.download_url ?? '', token, 'application/x-protobuf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('-signed.pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Signature');
    expect(text).toContain('Electronically signed by: Dana Signer');
    expect(text).toContain('Signed from IP address: 10.77.0.9');
    expect(text).toContain('Institution: Dana Agreement Partners');
    expect(text).toContain(
      `Signed: ${new Date(clock.now()).toISOString().slice(0, 19).replace('T', ' ')} UTC`,
    );
    // Rendering is deterministic: the same record gives the same bytes, for every member.
    const again = await asMember(a?.download_url ?? '');
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    await venue.db
      .deleteFrom('user_entities')
      .where('user_id', '=', trader.id)
      .where('entity_id', '=', entity.entity_id)
      .execute();
    expect((await asMember('/api/user/agreements')).statusCode).toBe(403); // no longer a member
  });

  it("another customer's users see none of these agreements, and bad calls answer 4xx errors", async () => {
    const token = await signIn(venue, DEMO_TRADER);
    expect(await agreementsOf(token)).toEqual([]);
    const other = await get(`/api/user/agreements/terms_of_use/${TERMS_VERSION}/download`, token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    for (const url of [
      '/api/user/agreements/product_agreement/2026-11/download',
      '/api/user/agreements/terms_of_use/1999-01/download',
    ]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    }
    const query = await get('/api/user/agreements?entity=1', token);
    expect(query.statusCode).toBe(400);
    expect(query.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    const long = await get(`/api/user/agreements/${'k'.repeat(65)}/2026-11/download`, token);
    expect(long.statusCode).toBe(400);
    const anonymous = await http.get('/api/user/agreements');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [{ code: 'SESSION_EXPIRED' }] });
    const anonymousPdf = await http.get(
      `/api/user/agreements/terms_of_use/${TERMS_VERSION}/download`,
    );
    expect(anonymousPdf.statusCode).toBe(401);
  });
});

describe('agreement PDF copy', () => {
  it('prints what the standard fonts cannot encode as "?" and control characters as spaces', async () => {
    const pdf = await agreementPdf({
      institution: 'Łódź 李 Capital\nLtd',
      agreedAt: new Date('2026-11-20T10:00:00Z'),
      signature: { name: 'Zoë Ñúñez', at: new Date('2026-11-20T10:05:00Z'), ip: null },
    });
    const text = pdfText(Buffer.from(pdf.bytes));
    expect(text).toContain('Institution: ?ód? ? Capital Ltd');
    expect(text).toContain('Electronically signed by: Zoë Ñúñez');
    expect(text).toContain('Terms agreed: 2026-11-20 10:00:00 UTC');
    expect(text).not.toContain('Signed from IP address');
  });
});
