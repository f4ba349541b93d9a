// Headless Chromium for the browser scenarios: Debian's build at /usr/bin/chromium (or
// CHROMIUM_PATH), launched by path; nothing downloads a browser. Pages stay "visible": each
// tab is its own page with its own viewport, and background throttling is off so no tab
// loses its animation frames or timers.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromium(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

export const VIEWPORT = { width: 1440, height: 900 } as const;
