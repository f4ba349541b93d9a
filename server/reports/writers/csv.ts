// CSV files (csv-stringify): a header row of column titles, one line per row, every text cell
// neutralised against formula injection (R-RPT-4). Statement summaries follow the rows after a
// blank line, as "label,token,amount" lines, so the file still parses as one table plus a tail.
import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from '../csv-cell';
import type { Column, ReportHeader, Row, SummaryLine, TableSink } from '../table';
import { FileOut } from './file-out';

const safe = (cell: string | null): string => (cell === null ? '' : neutraliseCsvCell(cell));

export class CsvSink implements TableSink {
  private readonly out: FileOut;

  constructor(path: string) {
    this.out = new FileOut(path);
  }

  async begin(_header: ReportHeader, columns: readonly Column[]): Promise<void> {
    await this.out.write(stringify([columns.map((c) => safe(c.title))]));
  }

  async rows(page: readonly Row[]): Promise<void> {
    if (page.length === 0) return;
    await this.out.write(stringify(page.map((row) => row.map(safe))));
  }

  async end(summary: readonly SummaryLine[]): Promise<void> {
    const lines: string[][] = [];
    for (const s of summary)
      for (const [token, amount] of s.values) lines.push([s.label, token, amount]);
    if (lines.length > 0) await this.out.write('\n' + stringify(lines.map((l) => l.map(safe))));
    await this.out.close();
  }

  abort(): Promise<void> {
    return this.out.discard();
  }
}
