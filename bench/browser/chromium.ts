// Headless Chromium for the browser scenarios: Debian's build at /usr/bin/chromium (or
// CHROMIUM_PATH), launched by path; nothing downloads a browser. Pages stay "visible": each
// tab is its own page with its own viewport, and background throttling is off so no tab
// loses its animation frames or timers.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

export const VIEWPORT = { width: 1440, height: 900 } as const;
