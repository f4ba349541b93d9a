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
    // One worker runs every file: the server's modules load once and one Chromium serves
    // every file (harness.ts sharedBrowser); each file still starts its own venue from a copy
    // of the seeded image and its own browser contexts.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
