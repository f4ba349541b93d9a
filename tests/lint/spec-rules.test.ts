// The rule registry (docs/spec-rules.md) and the tests meet: every id of the registry is named
// in the title of at least one test (describe, it or test, `.each` and `.skip` forms included),
// and every id a test title names is in the registry, so `grep -r R-X-n` finds both ends.
// Titles are read from the syntax tree: an id in a comment or an assertion does not count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const REGISTRY = 'docs/spec-rules.md';
const ID = /\bR-[A-Z]+-\d+\b/g;
/** Folders that hold no tests of ours (dependencies, build output, local data). */
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', 'out']);
const TEST_FILE = /\.test\.tsx?$|\.e2e\.ts$/;
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

interface RegistryRow {
  readonly id: string;
  readonly retired: boolean;
}

/** The rows of the registry's tables: `| R-X-n | spec | rule | … |`; a retired rule says so. */
function registryRows(markdown: string): RegistryRow[] {
  const rows: RegistryRow[] = [];
  for (const line of markdown.split('\n')) {
    const match = /^\|\s*(R-[A-Z]+-\d+)\s*\|/.exec(line);
    if (match?.[1]) rows.push({ id: match[1], retired: /\|\s*Retired\b/i.test(line) });
  }
  return rows;
}

/** The test files of the repository: `*.test.ts(x)` anywhere, and the e2e specs (`*.e2e.ts`). */
function testFiles(dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (entry.isFile() && TEST_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

/** describe / it.each([...]) / test.skip / describe.each`…` → the name of the test function. */
function testFunctionOf(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return testFunctionOf(callee.expression);
  if (ts.isCallExpression(callee)) return testFunctionOf(callee.expression);
  if (ts.isTaggedTemplateExpression(callee)) return testFunctionOf(callee.tag);
  return null;
}

/** The literal text of a title: strings, templates and `+` of them; anything else is a gap. */
function literalText(node: ts.Expression): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return literalText(node.left) + literalText(node.right);
  return ' ';
}

/** The titles of every describe, it and test call in a source text. */
function testTitles(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const titles: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = testFunctionOf(node.expression);
      const first = node.arguments[0];
      if (name !== null && TEST_FUNCTIONS.has(name) && first) {
        const title = literalText(first);
        if (title.trim() !== '') titles.push(title);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

/** Each id named by a test title → the files whose titles name it. */
function citations(): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const file of testFiles()) {
    const relative = path.relative(root, file);
    for (const title of testTitles(file, readFileSync(file, 'utf8'))) {
      for (const id of title.match(ID) ?? []) {
        const files = cited.get(id) ?? [];
        if (!files.includes(relative)) files.push(relative);
        cited.set(id, files);
      }
    }
  }
  return cited;
}

describe('spec rule ids: registry and test titles agree', () => {
  const rows = registryRows(readFileSync(path.join(root, REGISTRY), 'utf8'));
  const cited = citations();

  it('reads titles from the syntax tree, not from comments or assertions', () => {
    const source = [
      '// R-NOT-1 in a comment',
      "describe('R-ONE-1 a rule', () => {",
      "  it.each([['R-NOT-2']])('R-TWO-2 case %s', () => expect('R-NOT-3').toBe('x'));",
      '  test(`R-THREE-3 at ${1} R-FOUR-4`, () => {});',
      // Not a skipped test: source text the title reader parses, to prove it reads the titles
      // of skipped blocks too (a rule cited only there still counts as cited).
      "  describe.skip('R-FIVE-' + '5 joined', () => {});",
      '});',
    ].join('\n');
    const ids = testTitles('probe.test.ts', source).flatMap((t) => t.match(ID) ?? []);
    expect(ids).toEqual(['R-ONE-1', 'R-TWO-2', 'R-THREE-3', 'R-FOUR-4', 'R-FIVE-5']);
  });

  it('finds the registry and the tests (a broken reader must not pass quietly)', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(cited.get('R-ARCH-1')).toEqual(['tests/lint/layers.test.ts']);
  });

  it('names every id once in the registry', () => {
    const seen = new Set<string>();
    const repeated = rows.map((row) => row.id).filter((id) => seen.size === seen.add(id).size);
    expect(repeated, `ids listed twice in ${REGISTRY}`).toEqual([]);
  });

  it('every id of the registry is cited by a test title', () => {
    const uncited = rows.filter((row) => !row.retired && !cited.has(row.id)).map((row) => row.id);
    expect(uncited, `ids of ${REGISTRY} that no describe/it/test title names`).toEqual([]);
  });

  it('every id a test title cites is in the registry', () => {
    const known = new Set(rows.map((row) => row.id));
    const unknown = [...cited]
      .filter(([id]) => !known.has(id))
      .map(([id, files]) => `${id} (${files.join(', ')})`);
    expect(unknown, `ids cited by tests but missing from ${REGISTRY}`).toEqual([]);
  });
});
