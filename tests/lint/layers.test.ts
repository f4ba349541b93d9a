// The layer rules of docs/architecture.md bite: each deliberately wrong import, raw clock or
// runtime global below is refused by the project's own lint config or tsconfigs, and the
// allowed form next to it passes. Files are linted as text under a path in the layer, so no
// fixture file sits in the tree.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Import rules need no type information; skipping it keeps the virtual files out of the
// TypeScript project service.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked as ESLint.Options['overrideConfig'],
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('R-ARCH-1 lint refuses imports that cross a layer the wrong way', () => {
  it.each([
    ['server/orders/probe.ts', "import { x } from '../../src/tab/shell';"],
    ['server/orders/probe.ts', "import { x } from '../../workers/types';"],
    ['server/probe.ts', "import { x } from '../workers/stream/hub';"],
    ['src/features/edge/probe.tsx', "import type { X } from '../../../workers/types';"],
    ['src/features/edge/probe.tsx', "import { x } from '../../../workers/stream/market/books';"],
    ['src/tab/probe.ts', "import { x } from '../../workers/core/core';"],
    ['src/app/probe.ts', "import { x } from '../../server/app';"],
    ['domain/probe.ts', "import { x } from '../src/tab/shell';"],
    ['domain/market/probe.ts', "import { x } from '../../workers/api';"],
    ['domain/probe.ts', "import { x } from '../proto/gen/messages.js';"],
    ['workers/core/probe.ts', "import { x } from '../../src/tab/shell';"],
    ['workers/core/probe.ts', "import { x } from '../../server/app';"],
    ['src/tab/probe.ts', "import { x } from '../features/edge/OrderBook';"],
    ['src/tab/market/probe.ts', "import { x } from '../../ui/Modal';"],
  ])('%s: %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['server/orders/probe.ts', "import { x } from '../../domain/decimal';"],
    ['src/features/edge/probe.tsx', "import type { X } from '../../../workers/api';"],
    ['src/tab/probe.ts', "import { x } from '../../domain/decimal';"],
    ['domain/market/probe.ts', "import { x } from '../decimal';"],
    ['workers/core/probe.ts', "import { x } from '../../domain/market/book';"],
    ['src/features/edge/Blotters.test.tsx', "import { x } from '../../../workers/testing';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('R-ARCH-2 lint keeps React out of the framework-free layers', () => {
  it.each([
    'workers/core/probe.ts',
    'domain/probe.ts',
    'server/probe.ts',
    'src/tab/market/probe.ts',
  ])('%s may not import react', async (file) => {
    expect(
      await ruleIds(file, "import { useState } from 'react';\nexport const y = useState;\n"),
    ).toContain('no-restricted-imports');
  });

  it('src/tab/react may', async () => {
    const ids = await ruleIds(
      'src/tab/react/probe.ts',
      "import { useState } from 'react';\nexport const y = useState;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });
});

describe('R-ARCH-3 lint bans raw clocks, timers and randomness where ports exist', () => {
  it.each([
    ['workers/core/probe.ts', 'export const t = Date.now();', 'no-restricted-properties'],
    ['workers/stream/probe.ts', 'export const r = Math.random();', 'no-restricted-properties'],
    ['workers/core/probe.ts', 'setTimeout(() => {}, 1);', 'no-restricted-globals'],
    ['server/engine/probe.ts', 'export const t = Date.now();', 'no-restricted-properties'],
    ['server/market/probe.ts', 'setInterval(() => {}, 1);', 'no-restricted-globals'],
  ])('%s: %s', async (file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it('the real implementation of the ports may use them', async () => {
    expect(await ruleIds('workers/realTime.ts', 'export const t = Date.now();')).toEqual([]);
  });
});

describe('R-ARCH-5 route modules hold no SQL', () => {
  it.each([
    [
      'server/orders/routes.ts',
      "export const q = (db: any) => db.selectFrom('orders').selectAll();",
    ],
    ['server/quotes/ticket-routes.ts', "export const q = (db: any) => db.updateTable('x');"],
    ['server/accounts/routes.ts', 'export const q = sql`select 1`;'],
  ])('%s: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-syntax');
  });

  it('a store may', async () => {
    const ids = await ruleIds(
      'server/orders/store.ts',
      "export const q = (db: any) => db.selectFrom('orders').selectAll();",
    );
    expect(ids).not.toContain('no-restricted-syntax');
  });
});

describe('R-ARCH-4 one tsconfig per runtime', () => {
  // Compiles one virtual file under a runtime's tsconfig and returns the diagnostics' codes.
  function compile(config: string, file: string, code: string): string[] {
    const configPath = path.join(root, config);
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`cannot read ${config}`);
    const fileName = path.join(root, file);
    const host = ts.createCompilerHost(parsed.options);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (name) => (name === fileName ? code : readFile(name));
    host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
    host.getSourceFile = (name, version) =>
      name === fileName ? ts.createSourceFile(name, code, version) : getSourceFile(name, version);
    const program = ts.createProgram([fileName], parsed.options, host);
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === fileName)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  it.each([
    ['tsconfig.node.json', 'server/probe.ts', 'export const w = window.location;', 'window'],
    ['tsconfig.node.json', 'server/probe.ts', 'export const d = document.title;', 'document'],
    [
      'tsconfig.worker.json',
      'workers/core/probe.ts',
      'export const b = Buffer.from("x");',
      'Buffer',
    ],
    [
      'tsconfig.worker.json',
      'workers/core/probe.ts',
      'export const d = document.title;',
      'document',
    ],
    ['tsconfig.worker.json', 'workers/core/probe.ts', 'export const p = process.env;', 'process'],
    ['tsconfig.browser.json', 'src/tab/probe.ts', 'export const b = Buffer.from("x");', 'Buffer'],
    ['tsconfig.domain.json', 'domain/probe.ts', 'export const w = window.location;', 'window'],
    ['tsconfig.domain.json', 'domain/probe.ts', 'export const p = process.env;', 'process'],
  ])('%s refuses %s using %s', (config, file, code, name) => {
    const messages = compile(config, file, code);
    expect(messages.some((m) => m.includes(`'${name}'`))).toBe(true);
  });

  it.each([
    ['tsconfig.node.json', 'server/probe.ts', 'export const b = Buffer.from("x");'],
    ['tsconfig.worker.json', 'workers/core/probe.ts', 'export const s = self.location.href;'],
    ['tsconfig.browser.json', 'src/tab/probe.ts', 'export const w = window.location.href;'],
  ])('%s allows %s', (config, file, code) => {
    expect(compile(config, file, code)).toEqual([]);
  });
});
