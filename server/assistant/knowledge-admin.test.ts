// The knowledge base: what it covers (the spec's error texts with what to do, feature pages, the
// EMS docs), the admin editor (add, edit, hide, visibility per role; audited; shipped articles
// are the product's), and visibility: a reader never gets an article restricted to other roles
// or another entity — not by the list, search, the article call, the FAQ pages, an answer's
// citation or the LLM's knowledge tool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCKED_TEXT,
  CANCELLED_TEXT,
  chunkLoadFailedText,
  CONTRACT_ADMIN_UNASSIGNED_TITLE,
  DEFAULT_ERROR_TEXT,
  INSUFFICIENT_CREDIT_TEXT,
  REFRESH_TEXT,
  REQUEST_EXPIRED_TEXT,
  REQUEST_REJECTED_TEXT,
  SOMETHING_WENT_WRONG_TEXT,
  SYNC_ERROR_TEXT,
  WHITELIST_MAKER_CHECKER_TEXT,
  WITHDRAWAL_REQUEST_FAILED_TEXT,
} from '../../domain/constants';
import { requiredMessage } from '../../domain/text';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_VIEWER } from '../seed/security-constants';
import { ask } from '../testing/assistant';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';
import type { ToolContext } from './tools/registry';

let venue: TestVenue;
let admin: string;
let trader: string;
let viewer: string;
let intl: number;

beforeAll(async () => {
  venue = await createTestVenue('pglite', { llm: null, assistantPaceMillis: 0 });
  venue.market.step(2000);
  admin = await signIn(venue, DEMO_ADMIN);
  trader = await signIn(venue, DEMO_TRADER);
  viewer = await signIn(venue, DEMO_VIEWER);
  const entities = await venue.db
    .selectFrom('user_entities')
    .innerJoin('users', 'users.id', 'user_entities.user_id')
    .select(['user_entities.entity_id', 'user_entities.is_default'])
    .where('users.email', '=', DEMO_ADMIN.email)
    .execute();
  intl = entities.find((e) => !e.is_default)?.entity_id ?? 0;
}, 120_000);
afterAll(() => venue.dispose());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  venue.app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

const slugs = (body: unknown, key = 'articles'): string[] =>
  ((body as Record<string, { slug: string }[]>)[key] ?? []).map((a) => a.slug);
const search = async (token: string, q: string) =>
  slugs((await call('GET', `/api/assistant/knowledge?q=${encodeURIComponent(q)}`, token)).json());
const faqSlugs = async (token: string, q = '') =>
  (
    (await call('GET', `/uapi/v1/faqs?q=${encodeURIComponent(q)}`, token)).json() as {
      areas: { articles: { slug: string }[] }[];
    }
  ).areas.flatMap((a) => a.articles.map((x) => x.slug));
/** The LLM provider's knowledge tool, run for a reader with these roles. */
const toolSlugs = async (roles: string[], entityId: number, query: string) => {
  const tool = venue.assistant.deps.tools.get('knowledge_search');
  const result = await tool?.run(
    { roles, actor: { entityId }, newsProfile: 'all' } as unknown as ToolContext,
    { query },
  );
  return (result?.citations ?? []).map((c) => c.slug);
};
const auditOf = (action: string) =>
  venue.db
    .selectFrom('audit_log')
    .select(['target', 'before', 'after'])
    .where('action', '=', action)
    .execute();

const SECRET = {
  slug: 'zephyr-escalation',
  title: 'Zephyr escalation desk limits',
  body: 'Escalate zephyr breaches above 2,000,000 USD to the zephyr committee within the hour.',
  tags: ['admin', 'approval'],
  visible_to: ['admin'],
};

describe('R-AST-20: the admin knowledge-base editor and visibility', () => {
  it('R-AST-20: an admin adds an article only admins read; a viewer never gets it by list, search, article, FAQs, answers or the knowledge tool', async () => {
    const created = await call('POST', '/api/assistant/admin/articles', admin, SECRET);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      article: { slug: SECRET.slug, visible_to: ['admin'], hidden: false, shipped: false },
    });
    expect((await auditOf('kb_article_created')).map((r) => r.target)).toEqual([
      `article:${SECRET.slug}`,
    ]);
    const entity = Number(
      (
        await venue.db
          .selectFrom('assistant_articles')
          .select('entity_id')
          .where('slug', '=', SECRET.slug)
          .executeTakeFirstOrThrow()
      ).entity_id,
    );

    // The admin reads it everywhere.
    expect(slugs((await call('GET', '/api/assistant/knowledge', admin)).json())).toContain(
      SECRET.slug,
    );
    expect(await search(admin, 'zephyr escalation')).toContain(SECRET.slug);
    expect((await call('GET', `/api/assistant/knowledge/${SECRET.slug}`, admin)).statusCode).toBe(
      200,
    );
    expect(await faqSlugs(admin, 'zephyr')).toContain(SECRET.slug);
    const adminAnswer = await ask(venue, admin, 'zephyr escalation limits');
    expect(
      adminAnswer.events.some((e) => e.type === 'citation' && e.citation.slug === SECRET.slug),
    ).toBe(true);
    expect(await toolSlugs(['admin'], entity, 'zephyr escalation')).toContain(SECRET.slug);

    // A viewer (and a trader) never does.
    for (const token of [viewer, trader]) {
      expect(slugs((await call('GET', '/api/assistant/knowledge', token)).json())).not.toContain(
        SECRET.slug,
      );
      expect(await search(token, 'zephyr escalation')).not.toContain(SECRET.slug);
      expect((await call('GET', `/api/assistant/knowledge/${SECRET.slug}`, token)).statusCode).toBe(
        404,
      );
      expect(await faqSlugs(token)).not.toContain(SECRET.slug);
      expect(await faqSlugs(token, 'zephyr')).not.toContain(SECRET.slug);
      expect((await call('GET', `/uapi/v1/faqs/articles/${SECRET.slug}`, token)).statusCode).toBe(
        404,
      );
      const answer = await ask(venue, token, 'zephyr escalation limits');
      expect(answer.events.some((e) => e.type === 'citation')).toBe(false);
      expect(answer.text).not.toContain('2,000,000 USD');
    }
    expect(await toolSlugs(['viewer'], entity, 'zephyr escalation')).toEqual([]);
    // The shipped admin-only page too.
    expect(await search(viewer, 'approval policy')).not.toContain('approval-policies-admin');
    expect(await toolSlugs(['viewer'], entity, 'approval policies')).not.toContain(
      'approval-policies-admin',
    );
    // Another entity of the same admin does not see the entity's article.
    expect(
      (
        await call('GET', `/api/assistant/knowledge/${SECRET.slug}`, admin, undefined, {
          'x-entity-id': String(intl),
        })
      ).statusCode,
    ).toBe(404);
    expect(await toolSlugs(['admin'], intl, 'zephyr escalation')).toEqual([]);
  });

  it('R-AST-20: visibility and hiding apply at once and are audited; shipped articles and other roles are refused', async () => {
    const opened = await call('PUT', `/api/assistant/admin/articles/${SECRET.slug}`, admin, {
      visible_to: ['admin', 'viewer'],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await search(viewer, 'zephyr escalation')).toContain(SECRET.slug);
    expect(await search(trader, 'zephyr escalation')).not.toContain(SECRET.slug);

    const hidden = await call('PUT', `/api/assistant/admin/articles/${SECRET.slug}`, admin, {
      hidden: true,
    });
    expect(hidden.json()).toMatchObject({ article: { hidden: true } });
    expect(await search(viewer, 'zephyr escalation')).not.toContain(SECRET.slug);
    expect(await search(admin, 'zephyr escalation')).not.toContain(SECRET.slug);
    const listed = (await call('GET', '/api/assistant/admin/articles', admin)).json() as {
      articles: { slug: string; hidden: boolean; shipped: boolean; updated_by: string | null }[];
    };
    expect(listed.articles.find((a) => a.slug === SECRET.slug)).toMatchObject({
      hidden: true,
      shipped: false,
      updated_by: DEMO_ADMIN.email,
    });
    expect(listed.articles.find((a) => a.slug === 'approval-policies-admin')?.shipped).toBe(true);
    const [audit] = await auditOf('kb_article_hidden');
    expect(audit).toMatchObject({
      target: `article:${SECRET.slug}`,
      before: { hidden: false, visible_to: ['admin', 'viewer'] },
      after: { hidden: true },
    });

    // Shipped articles change with releases; their slugs and an existing one are taken.
    const shipped = await call('PUT', '/api/assistant/admin/articles/order-rejections', admin, {
      hidden: true,
    });
    expect(shipped.statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/assistant/admin/articles', admin, {
          ...SECRET,
          slug: 'order-rejections',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/assistant/admin/articles', admin, SECRET)).statusCode).toBe(
      409,
    );
    // Bad input is a 400 with the errors list; other roles may not edit.
    const bad = await call('POST', '/api/assistant/admin/articles', admin, {
      ...SECRET,
      slug: 'Bad Slug',
      visible_to: ['nobody'],
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    for (const token of [viewer, trader]) {
      expect((await call('GET', '/api/assistant/admin/articles', token)).statusCode).toBe(403);
      expect(
        (
          await call('PUT', `/api/assistant/admin/articles/${SECRET.slug}`, token, {
            hidden: false,
          })
        ).statusCode,
      ).toBe(403);
    }
    // The other entity's admin cannot touch it.
    expect(
      (
        await call(
          'PUT',
          `/api/assistant/admin/articles/${SECRET.slug}`,
          admin,
          { hidden: false },
          { 'x-entity-id': String(intl) },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('R-AST-21: the knowledge base covers the spec error texts, feature pages and EMS docs', () => {
  it('R-AST-21: each error text of spec 8 (and 2.4) finds its article with what to do, for a viewer', async () => {
    const cases: [string, string][] = [
      [DEFAULT_ERROR_TEXT, 'error-we-encountered-an-error'],
      [SOMETHING_WENT_WRONG_TEXT, 'error-something-went-wrong'],
      [SYNC_ERROR_TEXT, 'error-fetching-app-version'],
      [REFRESH_TEXT, 'error-please-refresh'],
      [CANCELLED_TEXT, 'error-call-cancelled-or-blocked'],
      [BLOCKED_TEXT, 'error-call-cancelled-or-blocked'],
      [chunkLoadFailedText(7), 'error-loading-chunk-failed'],
      [requiredMessage('Amount'), 'error-field-required'],
      [REQUEST_REJECTED_TEXT, 'request-rejected-expired'],
      [REQUEST_EXPIRED_TEXT, 'request-rejected-expired'],
      [INSUFFICIENT_CREDIT_TEXT, 'error-insufficient-credit'],
      [WITHDRAWAL_REQUEST_FAILED_TEXT, 'withdrawal-messages'],
      [WHITELIST_MAKER_CHECKER_TEXT, 'whitelisting-messages'],
      [CONTRACT_ADMIN_UNASSIGNED_TITLE, 'contract-admin-unassigned'],
    ];
    for (const [text, slug] of cases)
      expect([text, (await search(viewer, text))[0]]).toEqual([text, slug]);
  });

  it('R-AST-21: feature pages and the EMS docs are found, and an offline answer to an error text cites its article', async () => {
    expect((await search(viewer, 'downloads panel export'))[0]).toBe('reports-and-downloads');
    expect((await search(viewer, 'EMS stream checksum sequence'))[0]).toBe(
      'ems-stream-sequence-checksum',
    );
    expect((await search(viewer, 'client_order_id idempotent order create'))[0]).toBe(
      'ems-order-calls',
    );
    expect((await search(viewer, 'focal token page'))[0]).toBe('focal-single-asset');
    const answer = await ask(venue, viewer, `What does "${SYNC_ERROR_TEXT}" mean?`);
    expect(answer.events).toContainEqual({
      type: 'citation',
      citation: {
        slug: 'error-fetching-app-version',
        title: 'Error: Error while fetching app version',
      },
    });
    expect(answer.text).toContain('Refresh the page');
  });
});
