// The small Markdown the assistant writes: paragraphs, **bold**, _italic_, links to knowledge
// articles (kb:slug) and pipe tables. Rendered as React elements (never as HTML).
import { Fragment, type ReactNode } from 'react';

interface Props {
  readonly text: string;
  readonly onArticle?: (slug: string) => void;
}

const INLINE = /\*\*([^*]+)\*\*|_([^_]+)_|\[([^\]]+)\]\(kb:([a-z0-9-]+)\)/g;

function inline(text: string, onArticle?: (slug: string) => void): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    if (m[1] !== undefined) out.push(<strong key={at}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={at}>{m[2]}</em>);
    else if (m[3] !== undefined && m[4] !== undefined) {
      const slug = m[4];
      out.push(
        <button
          key={at}
          type="button"
          className="ast-cite"
          onClick={() => onArticle?.(slug)}
          data-testid={`ast-cite-${slug}`}
        >
          {m[3]}
        </button>,
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

export function Markdown({ text, onArticle }: Props) {
  const blocks: ReactNode[] = [];
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|'))
        rows.push(lines[i++] ?? '');
      const [head, sep, ...body] = rows;
      const hasHead = sep !== undefined && /^\|?\s*-{3}/.test(sep.trim());
      blocks.push(
        <div className="ast-table-wrap" key={`t${i}`}>
          <table className="ast-table">
            {hasHead && head !== undefined && (
              <thead>
                <tr>
                  {cells(head).map((c, k) => (
                    <th key={k}>{inline(c, onArticle)}</th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {(hasHead ? body : rows).map((row, r) => (
                <tr key={r}>
                  {cells(row).map((c, k) => (
                    <td key={k}>{inline(c, onArticle)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const para: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !(lines[i] ?? '').trim().startsWith('|')
    )
      para.push(lines[i++] ?? '');
    blocks.push(
      <p key={`p${i}`}>
        {para.map((p, k) => (
          <Fragment key={k}>
            {k > 0 && <br />}
            {inline(p, onArticle)}
          </Fragment>
        ))}
      </p>,
    );
  }
  return <div className="ast-md">{blocks}</div>;
}
