// Document reports (domain/reports.ts DOCUMENT_REPORT_KINDS): one recorded Markdown document —
// an assistant workflow run's output — produced as a job like the tabular reports. The area that
// owns the document registers a loader (createApp wires the assistant's); the runner renders the
// document as Markdown (as recorded) or as a branded, paginated PDF from the blocks below.
import type { DocumentReportKind } from '../../domain/reports';
import type { ReportJob } from './store';

export interface ReportDocument {
  /** The document's own title (PDF header, download name). */
  readonly title: string;
  /** Lines under the title on every PDF page (entity, run, requester). */
  readonly lines: readonly string[];
  /** The document as recorded (the Markdown file's bytes). */
  readonly markdown: string;
}

/** Loads the document a job names, for the job's owner only; null: it no longer exists. */
export type DocumentLoader = (job: ReportJob) => Promise<ReportDocument | null>;
export type DocumentRegistry = Partial<Readonly<Record<DocumentReportKind, DocumentLoader>>>;

export type DocBlock =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    };

/** Markdown inline marks as plain text: bold, italic, code, links (their text). */
export const plainInline = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])_([^_]+)_(?=$|[\s).,;:])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');

/** The cells of a pipe-table line ("| a | b \| c |"), escaped pipes kept in their cell. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => plainInline(c.trim().replace(/\\\|/g, '|')));
}

const isSeparator = (line: string): boolean =>
  /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line.trim());

/**
 * The Markdown subset the assistant writes (headings, paragraphs, "- " lists, pipe tables) as
 * blocks. Anything else is kept as a paragraph of its text, so nothing recorded is dropped.
 */
export function documentBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const chunk of markdown.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const heading = /^(#{1,6})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      blocks.push({
        kind: 'heading',
        level: heading[1]?.length ?? 1,
        text: plainInline(heading[2] ?? ''),
      });
    } else if (lines.every((l) => l.trim().startsWith('|')) && lines.length >= 2) {
      const body = lines.slice(isSeparator(lines[1] ?? '') ? 2 : 1);
      blocks.push({ kind: 'table', columns: cells(first), rows: body.map(cells) });
    } else if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
      blocks.push({
        kind: 'list',
        items: lines.map((l) => plainInline(l.replace(/^\s*[-*]\s+/, ''))),
      });
    } else {
      blocks.push({ kind: 'paragraph', text: plainInline(lines.join(' ')) });
    }
  }
  return blocks;
}

/** Rows of every table in the document (the job's "rows written"). */
export const tableRows = (blocks: readonly DocBlock[]): number =>
  blocks.reduce((n, b) => n + (b.kind === 'table' ? b.rows.length : 0), 0);
