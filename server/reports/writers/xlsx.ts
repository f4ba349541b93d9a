// XLSX files through exceljs's streaming writer: each row is committed to the zip stream as it
// comes (no shared-strings table), so memory holds a page, not the sheet. Decimals go in as
// numbers when a double holds them exactly, else as text (never a rounded amount). Statement
// summaries are a second sheet.
import ExcelJS from 'exceljs';
import { rm } from 'node:fs/promises';
import type { Column, ReportHeader, Row, SummaryLine, TableSink } from '../table';

function cellValue(type: Column['type'], cell: string | null): string | number | null {
  if (cell === null) return null;
  if (type === 'decimal' || type === 'integer') {
    const n = Number(cell);
    return Number.isFinite(n) && String(n) === cell ? n : cell;
  }
  return cell;
}

export class XlsxSink implements TableSink {
  private readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | null = null;
  private columns: readonly Column[] = [];

  constructor(private readonly path: string) {
    this.book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useStyles: true,
      useSharedStrings: false,
    });
    this.book.creator = 'Desk';
  }

  async begin(header: ReportHeader, columns: readonly Column[]): Promise<void> {
    this.columns = columns;
    const sheet = this.book.addWorksheet(header.title.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c) => ({
      header: c.title,
      key: c.key,
      width: Math.max(10, Math.min(40, Math.round((c.width ?? 70) / 5))),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    this.sheet = sheet;
  }

  async rows(page: readonly Row[]): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) throw new Error('rows before begin');
    for (const row of page)
      sheet.addRow(row.map((cell, i) => cellValue(this.columns[i]?.type ?? 'text', cell))).commit();
  }

  async end(summary: readonly SummaryLine[]): Promise<void> {
    this.sheet?.commit();
    if (summary.length > 0) {
      const sheet = this.book.addWorksheet('Summary');
      sheet.columns = [
        { header: 'Line', key: 'line', width: 28 },
        { header: 'Token', key: 'token', width: 12 },
        { header: 'Amount', key: 'amount', width: 28 },
      ];
      for (const s of summary)
        for (const [token, amount] of s.values)
          sheet.addRow([s.label, token, cellValue('decimal', amount)]).commit();
      sheet.commit();
    }
    await this.book.commit();
  }

  async abort(): Promise<void> {
    await this.book.commit().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}
