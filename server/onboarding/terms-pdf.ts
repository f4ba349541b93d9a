// The terms-of-use document as a real PDF (pdf-lib), built once per version and cached.
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

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

let cached: Promise<{ bytes: Uint8Array; sha256: string }> | undefined;

export function termsPdf(): Promise<{ bytes: Uint8Array; sha256: string }> {
  cached ??= (async () => {
    const doc = await PDFDocument.create();
    doc.setTitle(`Desk ${TERMS_TITLE} (${TERMS_VERSION})`);
    doc.setAuthor('Desk');
    doc.setSubject('Terms of use for institutional customers');
    // Fixed dates: the same version always gives the same bytes (and hash).
    doc.setCreationDate(new Date('2026-11-01T00:00:00Z'));
    doc.setModificationDate(new Date('2026-11-01T00:00:00Z'));
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
    write(`Desk — ${TERMS_TITLE}`, bold, 20, 30);
    write(`Version ${TERMS_VERSION}`, regular, 10, 24);
    for (const section of TERMS_SECTIONS) {
      write(section.heading, bold, 12, 18);
      for (const line of wrap(section.body, width, (s) => regular.widthOfTextAtSize(s, 10.5)))
        write(line);
      y -= 8;
    }
    const bytes = await doc.save();
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  })();
  return cached;
}
