// @vitest-environment jsdom
// Admin → Knowledge base against a scripted core: shipped articles are read-only, the entity's
// own are edited, hidden and shown, and a new article is sent with the roles that may read it.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdminApp } from '../../testing/adminApp';
import { createFakeCore, ok } from '../../testing/fakeCore';

afterEach(cleanup);

const article = (slug: string, extra = {}) => ({
  slug,
  title: `Title of ${slug}`,
  body: 'Body',
  tags: ['faq'],
  visible_to: [],
  curated: true,
  hidden: false,
  shipped: false,
  updated_at: '2026-11-25T10:00:00Z',
  updated_by: 'admin@demo.desk',
  ...extra,
});

describe('R-AST-20: the admin knowledge-base editor (client)', () => {
  it('R-AST-20: lists shipped and own articles, adds one visible to admins only, hides one', async () => {
    const user = userEvent.setup();
    const core = createFakeCore();
    core.on('GET', '/api/assistant/admin/articles', () =>
      ok({
        articles: [
          article('own-note', { visible_to: ['admin', 'viewer'] }),
          article('order-rejections', { shipped: true, updated_by: null }),
        ],
      }),
    );
    core.on('POST', '/api/assistant/admin/articles', () => ok({ article: article('desk-limits') }));
    core.on('PUT', '/api/assistant/admin/articles/own-note', () =>
      ok({ article: article('own-note', { hidden: true }) }),
    );
    renderAdminApp('/admin/settings/knowledge', { core });
    const rows = await screen.findAllByTestId('kb-row');
    expect(rows.map((r) => r.getAttribute('data-slug'))).toEqual(['own-note', 'order-rejections']);
    expect(rows[0]).toHaveTextContent('Admins, Viewers');
    expect(rows[1]).toHaveTextContent('Shipped');
    expect(within(rows[1] as HTMLElement).queryByTestId('kb-toggle-hidden')).toBeNull();

    await user.click(within(rows[0] as HTMLElement).getByTestId('kb-toggle-hidden'));
    await waitFor(() =>
      expect(
        core.mutations.find((m) => m.call.path === '/api/assistant/admin/articles/own-note')?.call
          .body,
      ).toEqual({ kind: 'json', value: { hidden: true } }),
    );

    await user.click(screen.getByTestId('kb-new'));
    await user.type(screen.getByTestId('kb-slug'), 'desk-limits');
    await user.type(screen.getByTestId('kb-title'), 'Desk limits');
    await user.type(screen.getByTestId('kb-body'), 'Escalate above 2m.');
    await user.type(screen.getByTestId('kb-tags'), 'admin, approval');
    await user.click(screen.getByTestId('kb-role-admin'));
    await user.click(screen.getByTestId('kb-save'));
    await waitFor(() => {
      const sent = core.mutations.find(
        (m) => m.call.method === 'POST' && m.call.path === '/api/assistant/admin/articles',
      );
      expect(sent?.call.body).toEqual({
        kind: 'json',
        value: {
          slug: 'desk-limits',
          title: 'Desk limits',
          body: 'Escalate above 2m.',
          tags: ['admin', 'approval'],
          visible_to: ['admin'],
          curated: true,
        },
      });
      expect(sent?.invalidates).toEqual({ tags: ['assistant'] });
    });
    await waitFor(() => expect(screen.queryByTestId('kb-editor')).toBeNull());
  });
});
