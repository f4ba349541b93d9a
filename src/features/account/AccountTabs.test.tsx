// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(cleanup);

function core() {
  const c = createFakeCore();
  serveSession(c);
  c.on('GET', '/api/user/activity', () =>
    ok({
      activities: [
        {
          id: 2,
          action: 'entity_switched',
          at: '2026-11-22T09:30:00Z',
          ip: '127.0.0.1',
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
          entity_id: 22,
          details: null,
        },
        {
          id: 1,
          action: 'sign_in',
          at: '2026-11-22T09:00:00Z',
          ip: '127.0.0.1',
          user_agent: '',
          entity_id: 21,
          details: null,
        },
      ],
    }),
  );
  c.on('GET', '/api/user/agreements', () =>
    ok({
      agreements: [
        {
          key: 'terms_of_use',
          title: 'Terms of Use',
          version: '2026-11',
          status: 'signed',
          agreed_at: '2026-11-20T10:00:00Z',
          signed_at: '2026-11-20T10:05:00Z',
          signer_name: 'Ada Lovelace',
          download_url: '/api/user/agreements/terms_of_use/download',
        },
      ],
    }),
  );
  return c;
}

describe('account tabs', () => {
  it('activity history lists events newest first with readable labels and entities', async () => {
    renderApp('/account/activity_history', { core: core() });
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows.map((r) => r.getAttribute('data-action'))).toEqual(['entity_switched', 'sign_in']);
    expect(rows[0]).toHaveTextContent('Switched legal entity');
    expect(rows[0]).toHaveTextContent('Demo Capital Europe GmbH');
    expect(rows[0]).toHaveTextContent('11/22/2026 09:30:00 AM');
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[1]).toHaveTextContent('Demo Capital LLC');
  });

  it('agreements show status, signer and a PDF download', async () => {
    renderApp('/account/agreements', { core: core() });
    const row = await screen.findByTestId('agreement-row');
    expect(within(row).getByTestId('agreement-status')).toHaveTextContent('Signed');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(within(row).getByTestId('pdf-download')).toBeInTheDocument();
  });

  it('product agreement falls back to the first agreement', async () => {
    renderApp('/account/product_agreement', { core: core() });
    expect(await screen.findByTestId('product-agreement')).toHaveTextContent('Terms of Use');
  });
});
