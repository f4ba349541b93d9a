// Builds, once per bench run, the product client into bench/out/dist and the bench pages into
// bench/out/dist/bench (never dist/). Builds come before any server starts: the static
// routes are registered from the files present at start.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** BENCH_OUT_DIR lets two bench runs on one checkout build into separate folders. */
export const BENCH_DIST = path.resolve(process.env.BENCH_OUT_DIR ?? 'bench/out/dist');
export const PAGES_DIR = path.join(BENCH_DIST, 'bench');

let built: Promise<void> | null = null;

async function build(): Promise<void> {
  const vite = path.resolve('node_modules/.bin/vite');
  await run(vite, ['build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    maxBuffer: 32 << 20,
  });
  await run(vite, ['build', '-c', 'bench/browser/vite.config.ts'], { maxBuffer: 32 << 20 });
  for (const f of [
    'index.html',
    'bench/tab.html',
    'bench/naive.html',
    'bench/transport.html',
    'bench/book-rows.html',
    'bench/candles.html',
    'bench/ingest.html',
  ])
    if (!existsSync(path.join(BENCH_DIST, f))) throw new Error(`bench build is missing ${f}`);
}

/** The product and bench pages, built on first use in this process. */
export function ensureBuilt(): Promise<void> {
  built ??= build();
  return built;
}
