import { chromium } from 'playwright-core';
import { readLatestOutboxCode } from './server/mail/outbox';
const [port, dataDir, name] = process.argv.slice(2);
const base = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const dpr of [1, 2]) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: dpr, baseURL: base });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByTestId('login-email').fill('trader@demo.desk');
  await page.getByTestId('login-password').fill('Trader-Demo-2026!');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  let code: string | null = null;
  for (let i = 0; i < 100 && code === null; i++) {
    code = await readLatestOutboxCode(`${dataDir}/outbox`, 'trader@demo.desk');
    if (code === null) await new Promise((r) => setTimeout(r, 100));
  }
  await page.getByTestId('login-code').fill(code ?? '');
  await page.getByTestId('login-verify').click();
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto('/trading/dma?market=BTC%2FUSD');
  await page.getByTestId('orderbook-bid-row').first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/canvas-shots/${name}-dpr${dpr}.png` });
  await page.getByTestId('orderbook').screenshot({ path: `/tmp/canvas-shots/${name}-book-dpr${dpr}.png` });
  if (name === 'after' && dpr === 2) {
    // Hover a bid and click it: the ticket's limit price takes it.
    const box = await page.getByTestId('orderbook').boundingBox();
    const canvas = page.getByTestId('orderbook-canvas');
    const cb = await canvas.boundingBox();
    if (cb) {
      await page.mouse.move(cb.x + 100, cb.y + cb.height / 2 + 13 + 19 * 2 + 8);
      await page.waitForTimeout(100);
      await page.getByTestId('orderbook').screenshot({ path: `/tmp/canvas-shots/${name}-hover.png` });
      await page.mouse.click(cb.x + 100, cb.y + cb.height / 2 + 13 + 19 * 2 + 8);
      const v = await page.getByTestId('ticket-limitPrice').inputValue().catch(() => 'no limit field');
      console.log('limit after click', v, 'mirror bid 2', await page.getByTestId('orderbook-bid-row').nth(2).getAttribute('data-price'));
    }
    void box;
  }
  await ctx.close();
}
await browser.close();
