// Debian's Chromium, launched by path (nothing downloads a browser), for the e2e tests and the
// Chromium benchmarks alike.
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The path, checked: a clear error rather than Playwright's when Chromium is missing. */
export function requireChromium(): string {
  const path = chromiumPath();
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}`);
  return path;
}

/** Flags for a closed network: without the background-networking ones Chromium tries to reach
 *  Google. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
