import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';

const NODE_TESTS = [
  'domain/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/integration/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'bench/harness/**/*.test.ts',
  'bench/browser/*.test.ts',
  'bench/scenarios/**/*.test.ts',
];
const CLIENT_TESTS = ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts'];

/**
 * Test files that replace modules or globals (vi.mock and the like). A mock only takes hold
 * in a fresh module graph, so these run isolated; every other file shares its worker's loaded
 * modules with the files before it. Found by reading the files, so a new one needs no listing.
 */
function filesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(path, 'utf8'))
      )
        found.push(path);
    }
  };
  for (const root of ['domain', 'src', 'workers', 'server', 'tests', 'bench']) walk(root);
  return found;
}
const MOCKING = filesThatMock();

// Unit and component tests sit next to their code; tests/e2e has its own config. Importing the
// server or the React app anew for every file cost about 4 s a server file and 1 s a component
// file: server/ took 640 s isolated against 383 s shared, the component tests 108 s against
// 50 s.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default (cores − 1) is one worker on a 2-core machine; most files wait on PGlite
    // or child processes, so two share two cores well (578 s against 733–818 s for the suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Server, integration, bench and pure-domain tests: each file builds what it uses (its
          // own venue, database, processes).
          name: 'node',
          include: NODE_TESTS,
          exclude: MOCKING,
          isolate: false,
          globalSetup: ['./tests/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Views and the data core in jsdom (a file opts in with `@vitest-environment jsdom`);
          // testing-library unmounts after each test.
          name: 'client',
          include: CLIENT_TESTS,
          exclude: MOCKING,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocking',
          include: MOCKING,
        },
      },
    ],
  },
});
