import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// Unit and component tests sit next to their code; tests/e2e has its own config.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'domain/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'bench/harness/**/*.test.ts',
      'bench/browser/*.test.ts',
      'bench/scenarios/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default (cores − 1) is one worker on a 2-core machine; most files wait on PGlite
    // or child processes, so two share two cores well (578 s against 733–818 s for the suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
