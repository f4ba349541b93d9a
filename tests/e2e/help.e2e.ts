// FAQs, support, Labs, Focal and the public docs in Chromium against the real venue
// (docs/faqs-support.md, docs/labs-focal.md): search and rate an FAQ; open a support ticket with
// knowledge-base suggestions, reply and resolve it with the mails in the outbox; switch a Labs
// feature on and see it in the top bar; Focal on one token; the EMS docs and status signed out.
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('FAQs, support, Labs, Focal and docs end to end', () => {
  it('R-FAQ-4 R-SUP-3: an FAQ is found and rated; a ticket is opened with suggestions, answered in its thread and resolved', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');

    await page.goto('/faqs');
    await page.getByTestId('faqs-page').waitFor();
    await page.locator('[data-testid="faq-area"]').first().waitFor();
    await page.getByTestId('faq-search').fill('fusion');
    const article = page.locator('[data-testid="faq-article"][data-slug="fusion-what-it-is"]');
    await article.waitFor();
    await article.getByTestId('faq-article-toggle').click();
    await article.getByTestId('faq-article-body').waitFor();
    expect(page.url()).toContain('article=fusion-what-it-is');
    await article.getByTestId('faq-helpful-yes').click();
    await article.getByTestId('faq-feedback-saved').waitFor();
    await page.screenshot({ path: screenshotPath('faqs'), fullPage: true });
    // The deep link opens the same article in its product area.
    await page.goto('/faqs/product-features/fusion?article=fusion-what-it-is');
    await page.getByTestId('faq-article-body').waitFor();
    expect(await page.getByTestId('faq-helpful-yes').getAttribute('aria-pressed')).toBe('true');

    await page.goto('/v2/support');
    await page.getByTestId('support-page').waitFor();
    await page.getByTestId('ticket-new').click();
    await page.getByTestId('ticket-subject').fill('Withdrawal whitelist question');
    await page.getByTestId('ticket-suggestions').waitFor();
    await page.getByTestId('ticket-category').selectOption('withdrawals');
    await page.getByTestId('ticket-priority').selectOption('high');
    await page.getByTestId('ticket-body').fill('How long does whitelisting take?');
    await page.getByTestId('ticket-attachment').setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('address 0xabc'),
    });
    await page.screenshot({ path: screenshotPath('support-new'), fullPage: true });
    await page.getByTestId('ticket-submit').click();
    const thread = page.getByTestId('ticket-thread');
    await thread.waitFor();
    await expect.poll(() => thread.getByTestId('ticket-message').count()).toBe(1);
    expect(await thread.getByTestId('ticket-attachment-name').textContent()).toContain('note.txt');
    await page.getByTestId('ticket-reply').fill('Also: can I whitelist for several networks?');
    await page.getByTestId('ticket-reply-send').click();
    await expect.poll(() => thread.getByTestId('ticket-message').count()).toBe(2);
    await page.getByTestId('ticket-resolve').click();
    await expect.poll(() => thread.getAttribute('data-status')).toBe('resolved');
    await page.screenshot({ path: screenshotPath('support-thread'), fullPage: true });
    const mails = await readOutbox(stage.venue.outboxDir, DEMO_TRADER.email);
    expect(mails.some((m) => m.subject.includes('received: Withdrawal whitelist question'))).toBe(
      true,
    );
    expect(mails.some((m) => m.subject.includes('is resolved'))).toBe(true);

    // Labs: a switch takes effect at once, app-wide.
    await page.goto('/labs');
    await page.getByTestId('labs-page').waitFor();
    await page.getByTestId('labs-toggle-utc_clock').click();
    await page.getByTestId('labs-utc-clock').waitFor();
    await page.screenshot({ path: screenshotPath('labs'), fullPage: true });

    await page.goto('/focal?token=BTC');
    await page.getByTestId('focal-balances').waitFor();
    await expect
      .poll(() => page.getByTestId('focal-balances').locator('tbody tr').count())
      .toBeGreaterThan(0);
    await page.getByTestId('focal-live').waitFor();
    await page.screenshot({ path: screenshotPath('focal'), fullPage: true });
    await context.close();
  });

  it('R-EMS-2: the EMS documentation and system status are public and link to sign-in when signed out', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await page.goto('/docs/ems');
    await page.getByTestId('ems-docs').waitFor();
    expect(await page.locator('[data-testid="ems-entry"][data-name="OrderRequest"]').count()).toBe(
      1,
    );
    expect(await page.getByTestId('ems-docs-back').textContent()).toBe('Sign in');
    await page.screenshot({ path: screenshotPath('ems-docs') });
    await page.goto('/status');
    await expect
      .poll(() => page.getByTestId('status-api').textContent(), { timeout: 10_000 })
      .toContain('Operational');
    await page.screenshot({ path: screenshotPath('status') });
    await context.close();
  });
});
