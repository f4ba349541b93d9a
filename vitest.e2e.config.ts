import { defineConfig } from 'vitest/config';

// End-to-end: Playwright (playwright-core) drives Debian's Chromium against the real
// server started in-process with a fresh database (a copy of one seeded image: global-setup.ts).
// Files run one at a time (2 cores).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // A fresh worker (and Chromium) per file: with one shared worker and one shared Chromium a
    // full run failed two sign-in-area tests (a /login that never rendered, a menu option that
    // never showed) that pass in the fresh-worker mode; not yet explained (docs/architecture.md).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
