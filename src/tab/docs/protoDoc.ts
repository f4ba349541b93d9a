// Reads .proto text into documentation entries (docs/labs-focal.md "EMS documentation"): each
// message and enum with its leading comment and its fields (name, type, number, comment). The
// EMS docs page imports the real proto files at build time, so the page cannot drift from them.

export interface ProtoField {
  readonly name: string;
  readonly type: string;
  readonly number: string;
  readonly comment: string;
}

export interface ProtoEntry {
  readonly kind: 'message' | 'enum';
  readonly name: string;
  /** The enclosing message for nested definitions ('' at top level). */
  readonly parent: string;
  readonly comment: string;
  readonly fields: readonly ProtoField[];
}

export interface ProtoFile {
  readonly packageName: string;
  readonly header: string;
  readonly entries: readonly ProtoEntry[];
}

const FIELD =
  /^(?:(repeated|optional)\s+)?([\w.]+(?:<[^>]+>)?)\s+(\w+)\s*=\s*(\d+)\s*;\s*(?:\/\/\s*(.*))?$/;
const ENUM_VALUE = /^(\w+)\s*=\s*(-?\d+)\s*;\s*(?:\/\/\s*(.*))?$/;
const OPEN = /^(message|enum|oneof)\s+(\w+)\s*\{\s*$/;

export function parseProto(text: string): ProtoFile {
  const lines = text.split('\n').map((l) => l.trim());
  const entries: ProtoEntry[] = [];
  const stack: {
    kind: 'message' | 'enum' | 'oneof';
    name: string;
    comment: string;
    fields: ProtoField[];
  }[] = [];
  let pending: string[] = [];
  let header: string[] = [];
  let packageName = '';
  let seenCode = false;
  for (const line of lines) {
    if (line.startsWith('//')) {
      pending.push(line.replace(/^\/\/\s?/, ''));
      continue;
    }
    if (line === '') {
      if (!seenCode && pending.length > 0) header = [...header, ...pending];
      if (!seenCode) pending = [];
      continue;
    }
    seenCode = true;
    const pkg = /^package\s+([\w.]+);/.exec(line);
    if (pkg) {
      packageName = pkg[1] ?? '';
      pending = [];
      continue;
    }
    const open = OPEN.exec(line);
    if (open) {
      stack.push({
        kind: open[1] as 'message' | 'enum' | 'oneof',
        name: open[2] ?? '',
        comment: pending.join(' '),
        fields: [],
      });
      pending = [];
      continue;
    }
    if (line.startsWith('}')) {
      const done = stack.pop();
      pending = [];
      if (!done) continue;
      if (done.kind === 'oneof') {
        // A oneof's fields belong to the message around it.
        stack[stack.length - 1]?.fields.push(...done.fields);
        continue;
      }
      const parent = [...stack].reverse().find((s) => s.kind === 'message')?.name ?? '';
      entries.push({
        kind: done.kind,
        name: done.name,
        parent,
        comment: done.comment,
        fields: done.fields,
      });
      continue;
    }
    const top = stack[stack.length - 1];
    if (top) {
      const comment = pending.join(' ');
      const f = top.kind === 'enum' ? ENUM_VALUE.exec(line) : FIELD.exec(line);
      if (f && top.kind === 'enum')
        top.fields.push({
          name: f[1] ?? '',
          type: '',
          number: f[2] ?? '',
          comment: [comment, f[3] ?? ''].filter(Boolean).join(' '),
        });
      else if (f)
        top.fields.push({
          name: f[3] ?? '',
          type: `${f[1] ? `${f[1]} ` : ''}${f[2] ?? ''}`,
          number: f[4] ?? '',
          comment: [comment, f[5] ?? ''].filter(Boolean).join(' '),
        });
    }
    pending = [];
  }
  // Definitions in source order (inner ones close first; sort by where they were opened).
  const order = new Map<string, number>();
  lines.forEach((l, i) => {
    const o = OPEN.exec(l);
    if (o && !order.has(o[2] ?? '')) order.set(o[2] ?? '', i);
  });
  entries.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  return { packageName, header: header.join(' '), entries };
}

/** The `## title` section of a Markdown document, without its heading ('' when absent). */
export function markdownSection(doc: string, title: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}
