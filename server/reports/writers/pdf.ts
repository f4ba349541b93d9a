// PDF files (pdfkit, standard Helvetica): A4 landscape, the Desk wordmark in the product's teal
// and the report's title and scope on every page, a table whose header repeats per page, the
// statement's summary (opening and closing balances, totals) after the rows, and
// "Page n of N" in every footer (R-RPT-3). Pages are buffered until the end to number them,
// which is why a PDF is capped at PDF_MAX_ROWS rows.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import type { Column, ReportHeader, Row, SummaryLine, TableSink } from '../table';

export const ACCENT = '#14b8a6';
export const INK = '#111827';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
const MARGIN = 36;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7.5;

export interface PdfOptions {
  /** "Generated 11/26/2026 09:00:00 AM UTC by trader@demo.desk" (spec 9 dates). */
  readonly footer: string;
}

export class PdfSink implements TableSink {
  private readonly doc: PDFKit.PDFDocument;
  private readonly file;
  private header: ReportHeader = { title: '', lines: [] };
  private columns: readonly Column[] = [];
  private widths: number[] = [];
  private y = 0;

  constructor(
    private readonly path: string,
    private readonly options: PdfOptions,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: 'Desk report', Producer: 'Desk', Creator: 'Desk' },
    });
    this.file = createWriteStream(path);
    this.doc.pipe(this.file);
  }

  private get right(): number {
    return this.doc.page.width - MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - 18;
  }

  /** The brand band, title and scope lines; returns the y under them. */
  private pageHeader(): void {
    const d = this.doc;
    d.rect(0, 0, d.page.width, 6).fill(ACCENT);
    d.fillColor(ACCENT)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('Desk', MARGIN, MARGIN - 8, {
        lineBreak: false,
      });
    d.fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(this.header.title, MARGIN + 60, MARGIN - 6, { lineBreak: false });
    let y = MARGIN + 14;
    d.font('Helvetica').fontSize(8).fillColor(MUTED);
    for (const line of this.header.lines) {
      d.text(line, MARGIN, y, { lineBreak: false, width: this.right - MARGIN, ellipsis: true });
      y += 11;
    }
    this.y = y + 6;
  }

  private tableHeader(): void {
    const d = this.doc;
    let x = MARGIN;
    d.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor(INK);
    for (const [i, c] of this.columns.entries()) {
      const w = this.widths[i] ?? 50;
      d.text(c.title, x + 2, this.y + 3, {
        width: w - 4,
        lineBreak: false,
        ellipsis: true,
        align: c.type === 'text' || c.type === 'time' ? 'left' : 'right',
      });
      x += w;
    }
    this.y += ROW_HEIGHT;
    d.moveTo(MARGIN, this.y).lineTo(this.right, this.y).strokeColor(ACCENT).lineWidth(0.8).stroke();
    this.y += 2;
  }

  private newPage(): void {
    this.doc.addPage();
    this.pageHeader();
    this.tableHeader();
  }

  async begin(header: ReportHeader, columns: readonly Column[]): Promise<void> {
    this.header = header;
    this.columns = columns;
    const avail = this.doc.page.width - 2 * MARGIN;
    const asked = columns.map((c) => c.width ?? 70);
    const total = asked.reduce((a, b) => a + b, 0);
    this.widths = asked.map((w) => (w * avail) / total);
    this.pageHeader();
    this.tableHeader();
  }

  async rows(page: readonly Row[]): Promise<void> {
    const d = this.doc;
    d.font('Helvetica').fontSize(FONT_SIZE);
    for (const row of page) {
      if (this.y + ROW_HEIGHT > this.bottom) {
        this.newPage();
        d.font('Helvetica').fontSize(FONT_SIZE);
      }
      let x = MARGIN;
      d.fillColor(INK);
      for (const [i, c] of this.columns.entries()) {
        const w = this.widths[i] ?? 50;
        d.text(row[i] ?? '', x + 2, this.y + 3, {
          width: w - 4,
          lineBreak: false,
          ellipsis: true,
          align: c.type === 'text' || c.type === 'time' ? 'left' : 'right',
        });
        x += w;
      }
      this.y += ROW_HEIGHT;
      d.moveTo(MARGIN, this.y).lineTo(this.right, this.y).strokeColor(RULE).lineWidth(0.3).stroke();
    }
  }

  async end(summary: readonly SummaryLine[]): Promise<void> {
    const d = this.doc;
    if (summary.length > 0) {
      const needed = 30 + summary.reduce((n, s) => n + 14 + s.values.length * 12, 0);
      if (this.y + needed > this.bottom) {
        d.addPage();
        this.pageHeader();
      }
      this.y += 14;
      for (const s of summary) {
        d.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT);
        d.text(s.label, MARGIN, this.y, { lineBreak: false });
        this.y += 13;
        d.font('Helvetica').fontSize(8.5).fillColor(INK);
        if (s.values.length === 0) {
          d.text('None', MARGIN + 12, this.y, { lineBreak: false });
          this.y += 12;
        }
        for (const [token, amount] of s.values) {
          if (this.y + 12 > this.bottom) {
            d.addPage();
            this.pageHeader();
          }
          d.text(token, MARGIN + 12, this.y, { lineBreak: false, width: 80 });
          d.text(amount, MARGIN + 100, this.y, { lineBreak: false, width: 160, align: 'right' });
          this.y += 12;
        }
        this.y += 4;
      }
    }
    const range = d.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      d.switchToPage(i);
      // Below the bottom margin: without this pdfkit would start a new page for the footer.
      d.page.margins.bottom = 0;
      d.font('Helvetica').fontSize(7).fillColor(MUTED);
      const y = d.page.height - MARGIN;
      d.text(this.options.footer, MARGIN, y, { lineBreak: false });
      d.text(`Page ${i + 1} of ${range.count}`, this.right - 100, y, {
        width: 100,
        align: 'right',
        lineBreak: false,
      });
    }
    d.end();
    await once(this.file, 'finish');
  }

  async abort(): Promise<void> {
    this.doc.end();
    await once(this.file, 'close').catch(() => undefined);
    await rm(this.path, { force: true });
  }
}
