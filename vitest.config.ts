import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// Unit and component tests sit next to their code; tests/e2e has its own config.
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
          // own venue, database, processes) and none patches globals, so a worker keeps its
          // loaded modules from one file to the next. Importing the server anew for every file
          // cost about 4 s a file: 640 s for server/ isolated against 383 s shared.
          name: 'node',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'bench/harness/**/*.test.ts',
            'bench/browser/*.test.ts',
            'bench/scenarios/**/*.test.ts',
          ],
          isolate: false,
          globalSetup: ['./tests/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Views and the data core run in jsdom and shim browser globals: each file isolated.
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts'],
        },
      },
    ],
  },
});
