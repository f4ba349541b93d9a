// A document report as PDF (pdfkit, standard Helvetica, A4 landscape like the tabular reports):
// the teal band, the Desk wordmark, the document's title and scope lines on every page; its
// headings, paragraphs, lists and tables in order (a table's header row repeats on each page it
// continues on); "Page n of N" and the generation line in every footer.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import type { DocBlock, ReportDocument } from '../document';
import { ACCENT, INK, MUTED, RULE } from './pdf';

const MARGIN = 36;
/** Room for the band, wordmark, title and up to three scope lines. */
const HEADER_HEIGHT = 62;
const ROW_HEIGHT = 14;
const TABLE_FONT = 7.5;
const TEXT_FONT = 9;

/** Characters the standard fonts (WinAnsi) lack, as text they have. */
const PLAIN: Readonly<Record<string, string>> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '✓': 'v',
  '✗': 'x',
  '▲': '^',
  '▼': 'v',
};
/** Latin-1 and the WinAnsi punctuation (dashes, quotes, bullet, ellipsis, euro) print as is. */
const WIN_ANSI_EXTRA = new Set('\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac');
const printable = (text: string): string =>
  Array.from(text, (c) =>
    (c.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : (PLAIN[c] ?? '?'),
  ).join('');

export async function writeDocumentPdf(
  path: string,
  doc: ReportDocument,
  blocks: readonly DocBlock[],
  footer: string,
): Promise<void> {
  const d = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: printable(doc.title), Producer: 'Desk', Creator: 'Desk' },
  });
  const file = createWriteStream(path);
  d.pipe(file);
  const width = d.page.width - 2 * MARGIN;
  const bottom = () => d.page.height - d.page.margins.bottom;

  const pageHeader = () => {
    const y0 = d.y;
    d.rect(0, 0, d.page.width, 6).fill(ACCENT);
    d.fillColor(ACCENT)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('Desk', MARGIN, MARGIN - 8, { lineBreak: false });
    d.fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(printable(doc.title), MARGIN + 60, MARGIN - 6, {
        lineBreak: false,
        width: width - 60,
        ellipsis: true,
      });
    d.font('Helvetica').fontSize(8).fillColor(MUTED);
    let y = MARGIN + 14;
    for (const line of doc.lines.slice(0, 3)) {
      d.text(printable(line), MARGIN, y, { lineBreak: false, width, ellipsis: true });
      y += 11;
    }
    d.moveTo(MARGIN, MARGIN + HEADER_HEIGHT - 8)
      .lineTo(MARGIN + width, MARGIN + HEADER_HEIGHT - 8)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    // Text that flowed onto this page continues in the body style.
    d.font('Helvetica').fontSize(TEXT_FONT).fillColor(INK);
    d.x = MARGIN;
    d.y = y0;
  };
  pageHeader();
  d.on('pageAdded', pageHeader);

  const ensure = (height: number) => {
    if (d.y + height > bottom()) d.addPage();
  };

  const table = (columns: readonly string[], rows: readonly (readonly string[])[]) => {
    // Widths from the longest cell of each column (bounded), scaled to the page.
    const asked = columns.map((c, i) =>
      Math.min(40, Math.max(6, c.length, ...rows.map((r) => (r[i] ?? '').length))),
    );
    const total = asked.reduce((a, b) => a + b, 0);
    const widths = asked.map((w) => (w * width) / total);
    const numeric = columns.map(
      (_, i) =>
        rows.length > 0 &&
        rows.every((r) => /^[-+]?[\d,]*\.?\d+( [A-Z]{2,10})?%?$/.test(r[i] ?? '')),
    );
    const line = (cellsOf: readonly string[], bold: boolean) => {
      let x = MARGIN;
      const y = d.y;
      d.font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(TABLE_FONT)
        .fillColor(INK);
      for (const [i, w] of widths.entries()) {
        d.text(printable(cellsOf[i] ?? ''), x + 2, y + 3, {
          width: w - 4,
          lineBreak: false,
          ellipsis: true,
          align: numeric[i] ? 'right' : 'left',
        });
        x += w;
      }
      d.x = MARGIN;
      d.y = y + ROW_HEIGHT;
      d.moveTo(MARGIN, d.y)
        .lineTo(MARGIN + width, d.y)
        .strokeColor(bold ? ACCENT : RULE)
        .lineWidth(bold ? 0.8 : 0.3)
        .stroke();
    };
    ensure(ROW_HEIGHT * 2);
    line(columns, true);
    for (const row of rows) {
      if (d.y + ROW_HEIGHT > bottom()) {
        d.addPage();
        line(columns, true);
      }
      line(row, false);
    }
    d.y += 8;
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        // The level-1 heading is the title every page already shows.
        if (block.level === 1) break;
        ensure(40);
        d.moveDown(0.4);
        d.font('Helvetica-Bold')
          .fontSize(block.level === 2 ? 11 : 10)
          .fillColor(ACCENT)
          .text(printable(block.text), MARGIN, d.y, { width });
        d.moveDown(0.3);
        break;
      case 'paragraph':
        ensure(14);
        d.font('Helvetica')
          .fontSize(TEXT_FONT)
          .fillColor(INK)
          .text(printable(block.text), MARGIN, d.y, { width });
        d.moveDown(0.5);
        break;
      case 'list':
        d.font('Helvetica').fontSize(TEXT_FONT).fillColor(INK);
        for (const item of block.items) {
          ensure(14);
          d.text(`\u2022 ${printable(item)}`, MARGIN + 8, d.y, { width: width - 8 });
        }
        d.moveDown(0.5);
        break;
      case 'table':
        table(block.columns, block.rows);
        break;
    }
  }

  d.removeListener('pageAdded', pageHeader);
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    d.page.margins.bottom = 0;
    d.font('Helvetica').fontSize(7).fillColor(MUTED);
    const y = d.page.height - MARGIN;
    d.text(printable(footer), MARGIN, y, { lineBreak: false, width: width - 110, ellipsis: true });
    d.text(`Page ${i + 1} of ${range.count}`, MARGIN + width - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
  }
  d.end();
  await once(file, 'finish');
}
