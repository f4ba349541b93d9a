// The terms-of-use document as a real PDF (pdf-lib): the document itself, built once per version
// and cached (its SHA-256 is what users agree to), and an agreement's copy, the same text plus
// an acceptance record and, in the e-signature variant, the signature block.
import { createHash } from 'node:crypto';
import type { PDFFont } from 'pdf-lib';

export const TERMS_VERSION = '2026-11';
export const TERMS_TITLE = 'Terms of Use';

export const TERMS_SECTIONS: readonly { heading: string; body: string }[] = [
  {
    heading: '1. Parties and scope',
    body: 'These terms govern the use of the Desk institutional trading and treasury platform by the institution named in its onboarding profile and by every user it authorises.',
  },
  {
    heading: '2. Eligibility',
    body: 'The platform is offered to institutional customers only. The institution confirms that the information in its onboarding profile is complete and accurate and will keep it up to date.',
  },
  {
    heading: '3. Accounts and security',
    body: 'Users sign in with a password and the second factors required by their policy. The institution is responsible for its users, their credentials and their hardware security keys, and must report any suspected compromise without delay.',
  },
  {
    heading: '4. Trading',
    body: 'Quotes are firm only for their stated validity. Orders are executed on the venues selected by the user. Settlement follows the schedule agreed for each venue and asset.',
  },
  {
    heading: '5. Custody and withdrawals',
    body: 'Withdrawals may require approval by a second authorised user (maker-checker) and go only to whitelisted addresses. Whitelisting requests may take up to 24 hours to process.',
  },
  {
    heading: '6. Risk',
    body: 'Digital assets are volatile. Past performance does not predict future results. The institution trades at its own risk and judgement.',
  },
  {
    heading: '7. Contract administration',
    body: 'Each entity must have a legal authorised signatory (Contract Admin) where required. Until one is assigned, access to the platform may be limited.',
  },
  {
    heading: '8. Changes and termination',
    body: 'These terms may change with notice. Continued use after the effective date means acceptance. Either party may terminate in accordance with the master agreement.',
  },
];

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) > width && line !== '') {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** What an agreement's copy records below the terms. */
export interface AgreementRecord {
  readonly institution: string;
  readonly agreedAt: Date;
  /** Set once the e-signature is given. */
  readonly signature: {
    readonly name: string;
    readonly at: Date;
    readonly ip: string | null;
  } | null;
}

export interface TermsPdf {
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

/** The standard fonts only encode WinAnsi: anything else a user typed prints as '?'. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x20 || code === 0x7f) return ' '; // control characters (line breaks too)
      return known.has(code) ? ch : '?';
    })
    .join('');
}

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

async function render(record: { data: AgreementRecord; documentSha256: string } | null) {
  // Loaded on first use: pdf-lib adds about 0.2 s to every process start otherwise.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Desk ${TERMS_TITLE} (${TERMS_VERSION})`);
  doc.setAuthor('Desk');
  doc.setSubject('Terms of use for institutional customers');
  // Fixed dates: the same inputs always give the same bytes (and hash).
  const stamp =
    record?.data.signature?.at ?? record?.data.agreedAt ?? new Date('2026-11-01T00:00:00Z');
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page = doc.addPage([595, 842]);
  let y = 842 - margin;
  const width = 595 - 2 * margin;
  const write = (value: string, font = regular, size = 10.5, gap = 15) => {
    if (y < margin + gap) {
      page = doc.addPage([595, 842]);
      y = 842 - margin;
    }
    page.drawText(value, { x: margin, y, size, font, color: rgb(0.1, 0.12, 0.14) });
    y -= gap;
  };
  const paragraph = (text: string) => {
    for (const line of wrap(printable(regular, text), width, (s) =>
      regular.widthOfTextAtSize(s, 10.5),
    ))
      write(line);
  };
  write(`Desk — ${TERMS_TITLE}`, bold, 20, 30);
  write(`Version ${TERMS_VERSION}`, regular, 10, 24);
  for (const section of TERMS_SECTIONS) {
    write(section.heading, bold, 12, 18);
    paragraph(section.body);
    y -= 8;
  }
  if (record) {
    const { data } = record;
    y -= 12;
    write(data.signature ? 'Signature' : 'Acceptance', bold, 14, 22);
    paragraph(`Institution: ${data.institution}`);
    paragraph(`Terms agreed: ${utc(data.agreedAt)}`);
    if (data.signature) {
      paragraph(`Electronically signed by: ${data.signature.name}`);
      paragraph(`Signed: ${utc(data.signature.at)}`);
      if (data.signature.ip) paragraph(`Signed from IP address: ${data.signature.ip}`);
    }
    paragraph(`SHA-256 of the terms document (version ${TERMS_VERSION}): ${record.documentSha256}`);
  }
  const bytes = await doc.save();
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

let cached: Promise<TermsPdf> | undefined;

/** The terms document users review and agree to (same bytes for every user). */
export function termsPdf(): Promise<TermsPdf> {
  cached ??= render(null);
  return cached;
}

/** An agreement's copy: the terms plus its acceptance record and signature block. */
export async function agreementPdf(data: AgreementRecord): Promise<TermsPdf> {
  const { sha256 } = await termsPdf();
  return render({ data, documentSha256: sha256 });
}
