import { chromium } from 'playwright-core';
import { readLatestOutboxCode } from '../../server/mail/outbox';
const base = 'http://localhost:18090';
async function signIn(page: any, email: string, password: string) {
  await page.goto(base + '/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  let code: string | null = null;
  for (let i = 0; i < 100 && code === null; i++) { code = await readLatestOutboxCode('/tmp/desk-data/outbox', email); if (!code) await new Promise(r => setTimeout(r, 100)); }
  await page.getByTestId('login-code').fill(code!);
  await page.getByTestId('login-verify').click();
  await page.waitForURL((u: URL) => u.pathname !== '/login');
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m: any) => { if (m.type() === 'error') console.log('console', m.text()); });
await signIn(page, 'admin@demo.desk', 'Admin-Demo-2026!');
console.log('landed', page.url());
for (const tab of ['users', 'roles', 'policies', 'ip-allowlists', 'feature-flags', 'audit']) {
  await page.goto(base + '/admin/settings/' + tab);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/admin-${tab}.png` });
  console.log(tab, (await page.locator('[role=alert]').allTextContents()).join(' | '));
}
await page.goto(base + '/admin/approvals/pending');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/approvals.png' });
console.log('approvals', (await page.locator('[role=alert]').allTextContents()).join(' | '));
await browser.close();
